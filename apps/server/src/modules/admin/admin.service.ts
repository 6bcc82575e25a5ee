import { createHash, randomBytes } from "node:crypto";
import type { AuditEntry } from "@bourse/contract";
import type { Static } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Operator2fa } from "../../config.ts";
import type { Db } from "../../db/db.ts";
import type { OperatorRole, OperatorSession, SessionOperator } from "../../http/auth.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { pageOf } from "../../http/pagination.ts";
import { checkTotp, newTotpSecret, totpUri } from "../../security/totp.ts";
import { hashPassword, verifyPassword } from "../auth/index.ts";
import { addressKey, createOperatorLockout } from "./admin.lockout.ts";

const OPERATOR_SESSION_TTL_MS = 12 * 3600_000;
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

interface OperatorRow {
  id: number;
  username: string;
  role: OperatorRole;
  password_hash: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | null;
  disabled: boolean;
  seeded: boolean;
}

export interface AuditFilter {
  target?: { type: string; id?: string };
  operator?: number;
  action?: string;
  user?: number;
  from?: Date;
  to?: Date;
}

export function createAdminService(deps: {
  db: Db;
  clock: () => Date;
  passwordCost: number;
  /** whether the seeded first operator may work without an authenticator (OPERATOR_2FA) */
  operator2fa?: Operator2fa;
}) {
  const { db, clock } = deps;
  const seedExempt = deps.operator2fa === "seed-exempt";
  /** An operator must bind an authenticator before anything else, unless exempt as the seeded one. */
  const mustBind = (op: { totp_secret: string | null; seeded: boolean }) =>
    op.totp_secret === null && !(seedExempt && op.seeded);
  const lockout = createOperatorLockout(db);

  /** On first start the venue has one admin, from ADMIN_USER / ADMIN_PASSWORD. */
  async function seedOperator(username: string, password: string): Promise<boolean> {
    const existing = await db.query("SELECT 1 FROM operators LIMIT 1");
    if (existing.length > 0) return false;
    await db.query(
      "INSERT INTO operators (username, password_hash, role, seeded) VALUES ($1, $2, 'admin', true)",
      [username, await hashPassword(password, deps.passwordCost)],
    );
    return true;
  }

  /**
   * Password, then the authenticator code once the operator has bound one; each code works once.
   * Failures lock the username at the client's address, and everywhere but the operator's own
   * addresses once many addresses have failed (`admin.lockout.ts`); a locked attempt is refused without
   * looking at the password. Sessions already open keep working through any lock.
   */
  async function login(
    username: string,
    password: string,
    totp: string | undefined,
    ip: string,
  ): Promise<Outcome<string>> {
    const now = clock();
    const address = addressKey(ip);
    const [op] = await db.query<OperatorRow>("SELECT * FROM operators WHERE username = $1", [username]);
    /** Every refused attempt is in the audit log, with the username tried and why it was refused. */
    const refused = async <T>(outcome: Outcome<T>, reason: string): Promise<Outcome<T>> => {
      await writeAudit(db, {
        operatorId: null,
        action: "operator.sign_in_failed",
        targetType: "operator",
        targetId: op?.id ?? null,
        after: { username, reason },
        ip,
      });
      return outcome;
    };
    const counted = await lockout.count(username, address, now);
    if (counted.locked) return refused(counted.locked, "locked");
    const who = { username, address, operatorId: op?.id ?? null, ip };
    // more attempts in flight than failures allowed: this one locks without a password check
    if (counted.lockedNow) return refused(await lockout.lock(counted.lockedNow, who, now), "locked");
    const failed = async (code: "AUTH_WRONG_CREDENTIALS" | "ADMIN_WRONG_TOTP") =>
      refused(
        counted.locks ? await lockout.lock(counted.locks, who, now) : failure(code),
        code === "ADMIN_WRONG_TOTP" ? "wrong_totp" : "wrong_credentials",
      );
    const passwordOk = await verifyPassword(password, op?.password_hash ?? (await dummyHash()));
    if (!op || op.disabled || !passwordOk) return failed("AUTH_WRONG_CREDENTIALS");
    if (op.totp_secret) {
      if (!totp) {
        // the console's first step: not a failure
        await lockout.forgive(username, address);
        return failure("ADMIN_TOTP_REQUIRED");
      }
      const step = await checkTotp(op.totp_secret, totp.trim(), now, op.totp_last_step);
      if (step === undefined) return failed("ADMIN_WRONG_TOTP");
      await db.query("UPDATE operators SET totp_last_step = $2 WHERE id = $1", [op.id, step]);
    }
    const token = randomBytes(32).toString("base64url");
    await db.tx(async (q) => {
      await lockout.succeeded(q, username, address, now);
      await writeAudit(q, {
        operatorId: op.id,
        action: "operator.sign_in",
        targetType: "operator",
        targetId: op.id,
        after: { username },
        ip,
      });
      await q.query(
        `INSERT INTO operator_sessions (operator_id, token_hash, created_at, expires_at, address)
         VALUES ($1, $2, $3, $4, $5)`,
        [op.id, sha256(token), now, new Date(now.getTime() + OPERATOR_SESSION_TTL_MS), address],
      );
    });
    return success(token);
  }

  let dummy: Promise<string> | undefined;
  /** Checked against for unknown usernames, so they take as long as known ones. */
  const dummyHash = () => {
    dummy ??= hashPassword("not-a-real-password-1", deps.passwordCost);
    return dummy;
  };

  /** The operator of a live session, and whether it must still bind an authenticator. */
  async function session(token: string): Promise<OperatorSession | undefined> {
    const [row] = await db.query<SessionOperator & { totp_secret: string | null; seeded: boolean }>(
      `SELECT o.id, o.username, o.role, o.totp_secret, o.seeded
       FROM operator_sessions s JOIN operators o ON o.id = s.operator_id
       WHERE s.token_hash = $1 AND s.revoked_at IS NULL AND s.expires_at > $2 AND NOT o.disabled`,
      [sha256(token), clock()],
    );
    return row && { id: row.id, username: row.username, role: row.role, mustBind: mustBind(row) };
  }

  /** The operator of a session that may work: none while a required authenticator is not bound. */
  async function authenticate(token: string): Promise<SessionOperator | undefined> {
    const found = await session(token);
    return found && !found.mustBind
      ? { id: found.id, username: found.username, role: found.role }
      : undefined;
  }

  async function logout(token: string): Promise<void> {
    await db.query("UPDATE operator_sessions SET revoked_at = $2 WHERE token_hash = $1", [
      sha256(token),
      clock(),
    ]);
  }

  async function status(operatorId: number) {
    const [op] = await db.query<OperatorRow>("SELECT * FROM operators WHERE id = $1", [operatorId]);
    return { totp_bound: op?.totp_secret != null, totp_required: op ? mustBind(op) : false };
  }

  /** A fresh key for the console's authenticator; bound only once a code from it checks out. */
  async function startTotp(
    operator: SessionOperator,
  ): Promise<Outcome<{ secret: string; otpauth_url: string }>> {
    const [op] = await db.query<OperatorRow>("SELECT * FROM operators WHERE id = $1", [operator.id]);
    if (op?.totp_secret) return failure("SECURITY_GOOGLE_ALREADY_BOUND");
    const secret = newTotpSecret();
    await db.query("UPDATE operators SET totp_pending_secret = $2 WHERE id = $1", [operator.id, secret]);
    return success({ secret, otpauth_url: totpUri(secret, `console:${operator.username}`) });
  }

  async function bindTotp(operatorId: number, code: string): Promise<Outcome<null>> {
    const [op] = await db.query<OperatorRow>("SELECT * FROM operators WHERE id = $1", [operatorId]);
    if (!op) return failure("AUTH_NOT_LOGGED_IN");
    if (op.totp_secret) return failure("SECURITY_GOOGLE_ALREADY_BOUND");
    if (!op.totp_pending_secret) return failure("SECURITY_GOOGLE_NOT_STARTED");
    const step = await checkTotp(op.totp_pending_secret, code.trim(), clock(), null);
    if (step === undefined) return failure("ADMIN_WRONG_TOTP");
    await db.query(
      "UPDATE operators SET totp_secret = totp_pending_secret, totp_pending_secret = NULL, totp_last_step = $2 WHERE id = $1",
      [operatorId, step],
    );
    return success(null);
  }

  /**
   * The audit log, newest first, narrowed by target, operator, action (exact, or a prefix ending in a
   * dot), the user concerned and a time range (`from` inclusive, `to` exclusive).
   */
  async function auditLog(page: number, limit: number, filter: AuditFilter = {}) {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: (n: string) => string, value: unknown) => {
      params.push(value);
      where.push(sql(`$${params.length}`));
    };
    if (filter.target) {
      add((p) => `a.target_type = ${p}`, filter.target.type);
      if (filter.target.id !== undefined) add((p) => `a.target_id = ${p}`, filter.target.id);
    }
    if (filter.operator !== undefined) add((p) => `a.operator_id = ${p}`, filter.operator);
    if (filter.action !== undefined)
      if (filter.action.endsWith(".")) add((p) => `starts_with(a.action, ${p})`, filter.action);
      else add((p) => `a.action = ${p}`, filter.action);
    if (filter.user !== undefined) add((p) => `a.user_id = ${p}`, filter.user);
    if (filter.from) add((p) => `a.created_at >= ${p}`, filter.from);
    if (filter.to) add((p) => `a.created_at < ${p}`, filter.to);
    const sql = where.length ? `WHERE ${where.join(" AND ")}` : "";
    const n = params.length;
    const rows = await db.query<
      Omit<Static<typeof AuditEntry>, "created_at" | "user_id"> & { created_at: Date; user_id: string | null }
    >(
      `SELECT a.id, o.username AS operator, a.action, a.target_type, a.target_id, a.before, a.after, a.ip,
         a.user_id::text AS user_id, trim_scale(a.amount)::text AS amount, a.currency, a.created_at
       FROM audit_log a LEFT JOIN operators o ON o.id = a.operator_id ${sql}
       ORDER BY a.id DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
      [...params, limit, (page - 1) * limit],
    );
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM audit_log a ${sql}`,
      params,
    );
    const entries = rows.map((r) => ({
      ...r,
      user_id: r.user_id === null ? null : Number(r.user_id),
      created_at: r.created_at.toISOString(),
    }));
    return pageOf(entries, count?.n ?? 0, page, limit);
  }

  return {
    seedOperator,
    login,
    session,
    authenticate,
    logout,
    status,
    startTotp,
    bindTotp,
    auditLog,
  };
}

export type AdminService = ReturnType<typeof createAdminService>;
