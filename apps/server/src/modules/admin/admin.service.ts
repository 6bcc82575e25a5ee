import { createHash, randomBytes } from "node:crypto";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { hashPassword, verifyPassword } from "../auth/index.ts";

const OPERATOR_SESSION_TTL_MS = 12 * 3600_000;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

export interface Operator {
  id: number;
  username: string;
  role: "admin" | "reviewer" | "support";
}

export function createAdminService(deps: { db: Db; clock: () => Date; passwordCost: number }) {
  const { db, clock } = deps;

  /** On first start the venue has one admin, from ADMIN_USER / ADMIN_PASSWORD. */
  async function seedOperator(username: string, password: string): Promise<boolean> {
    const existing = await db.query("SELECT 1 FROM operators LIMIT 1");
    if (existing.length > 0) return false;
    await db.query("INSERT INTO operators (username, password_hash, role) VALUES ($1, $2, 'admin')", [
      username,
      await hashPassword(password, deps.passwordCost),
    ]);
    return true;
  }

  async function login(username: string, password: string): Promise<Outcome<string>> {
    const [op] = await db.query<{ id: number; password_hash: string }>(
      "SELECT id, password_hash FROM operators WHERE username = $1",
      [username],
    );
    if (!op || !(await verifyPassword(password, op.password_hash))) return failure("AUTH_WRONG_CREDENTIALS");
    const token = randomBytes(32).toString("base64url");
    const now = clock();
    await db.query(
      "INSERT INTO operator_sessions (operator_id, token_hash, created_at, expires_at) VALUES ($1, $2, $3, $4)",
      [op.id, sha256(token), now, new Date(now.getTime() + OPERATOR_SESSION_TTL_MS)],
    );
    return success(token);
  }

  async function authenticate(token: string): Promise<Operator | undefined> {
    const rows = await db.query<Operator>(
      `SELECT o.id, o.username, o.role FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2`,
      [sha256(token), clock()],
    );
    return rows[0];
  }

  return { seedOperator, login, authenticate };
}

export type AdminService = ReturnType<typeof createAdminService>;
