import type { OperatorEntry } from "@bourse/contract";
import { writeAudit } from "../../audit/audit.ts";
import { DEFAULT_ADMIN_PASSWORD } from "../../config.ts";
import type { Db, Queryable } from "../../db/db.ts";
import type { OperatorRole, SessionOperator } from "../../http/auth.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { hashPassword } from "../auth/index.ts";

/** Who acts, and from where, for the audit log. */
export interface Actor {
  operator: SessionOperator;
  ip: string;
}

interface Row {
  id: number;
  username: string;
  role: OperatorRole;
  disabled: boolean;
}

/**
 * The console's operators, managed by admins: the list, new operators, disabling and enabling, password
 * resets and role changes. Every change is in the audit log with the operator it concerns as its target,
 * in the transaction of the change. Disabling and a password reset end the operator's sessions. The venue
 * always keeps one active admin: the last one cannot be disabled or demoted, and nobody disables
 * themselves.
 */
export function createOperatorsService(deps: { db: Db; clock: () => Date; passwordCost: number }) {
  const { db, clock } = deps;

  /** Every operator, by username, with what the console shows of each. */
  async function list(): Promise<OperatorEntry[]> {
    const rows = await db.query<
      Omit<OperatorEntry, "created_at" | "last_sign_in"> & {
        created_at: Date;
        last_sign_in: Date | null;
      }
    >(
      `SELECT o.id, o.username, o.role, o.disabled, o.totp_secret IS NOT NULL AS totp_bound, o.created_at,
         (SELECT max(s.created_at) FROM operator_sessions s WHERE s.operator_id = o.id) AS last_sign_in
       FROM operators o ORDER BY o.username`,
    );
    return rows.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      last_sign_in: r.last_sign_in?.toISOString() ?? null,
    }));
  }

  /** The published demo password is refused, as for the seeded operator (the schema holds the length). */
  const weak = (password: string) => password === DEFAULT_ADMIN_PASSWORD;

  async function create(
    actor: Actor,
    input: { username: string; password: string; role: OperatorRole },
  ): Promise<Outcome<{ id: number }>> {
    if (weak(input.password)) return failure("REQUEST_INVALID_FIELD", { field: "password" });
    const hash = await hashPassword(input.password, deps.passwordCost);
    return db.tx(async (q) => {
      const [taken] = await q.query("SELECT 1 FROM operators WHERE lower(username) = lower($1)", [
        input.username,
      ]);
      if (taken) return failure("ADMIN_OPERATOR_TAKEN");
      const [row] = await q.query<{ id: number }>(
        `INSERT INTO operators (username, password_hash, role, created_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (username) DO NOTHING RETURNING id`,
        [input.username, hash, input.role, clock()],
      );
      if (!row) return failure("ADMIN_OPERATOR_TAKEN");
      await audit(q, actor, "operator.create", row.id, undefined, {
        username: input.username,
        role: input.role,
      });
      return success({ id: row.id });
    });
  }

  async function setDisabled(actor: Actor, id: number, disabled: boolean): Promise<Outcome<null>> {
    return db.tx(async (q) => {
      const target = await lockedOperator(q, id);
      if (!target) return failure("ADMIN_OPERATOR_NOT_FOUND");
      if (disabled && target.id === actor.operator.id) return failure("ADMIN_OPERATOR_SELF");
      if (target.disabled === disabled) return success(null);
      if (disabled && target.role === "admin" && (await activeAdmins(q)) <= 1)
        return failure("ADMIN_LAST_ADMIN");
      await q.query("UPDATE operators SET disabled = $2 WHERE id = $1", [id, disabled]);
      const revoked = disabled ? await revokeSessions(q, id) : 0;
      await audit(
        q,
        actor,
        disabled ? "operator.disable" : "operator.enable",
        id,
        { username: target.username, disabled: target.disabled },
        { username: target.username, disabled, ...(disabled ? { sessions_revoked: revoked } : {}) },
      );
      return success(null);
    });
  }

  async function resetPassword(actor: Actor, id: number, password: string): Promise<Outcome<null>> {
    if (weak(password)) return failure("REQUEST_INVALID_FIELD", { field: "password" });
    const hash = await hashPassword(password, deps.passwordCost);
    return db.tx(async (q) => {
      const target = await lockedOperator(q, id);
      if (!target) return failure("ADMIN_OPERATOR_NOT_FOUND");
      await q.query("UPDATE operators SET password_hash = $2 WHERE id = $1", [id, hash]);
      const revoked = await revokeSessions(q, id);
      await audit(q, actor, "operator.password_reset", id, undefined, {
        username: target.username,
        sessions_revoked: revoked,
      });
      return success(null);
    });
  }

  async function setRole(actor: Actor, id: number, role: OperatorRole): Promise<Outcome<null>> {
    return db.tx(async (q) => {
      const target = await lockedOperator(q, id);
      if (!target) return failure("ADMIN_OPERATOR_NOT_FOUND");
      if (target.role === role) return success(null);
      if (target.role === "admin" && !target.disabled && (await activeAdmins(q)) <= 1)
        return failure("ADMIN_LAST_ADMIN");
      await q.query("UPDATE operators SET role = $2 WHERE id = $1", [id, role]);
      await audit(
        q,
        actor,
        "operator.role",
        id,
        { username: target.username, role: target.role },
        { username: target.username, role },
      );
      return success(null);
    });
  }

  /**
   * The operator, its row locked, after the admins' rows: changes that could leave the venue without an
   * active admin are made one at a time.
   */
  async function lockedOperator(q: Queryable, id: number): Promise<Row | undefined> {
    await q.query("SELECT id FROM operators WHERE role = 'admin' ORDER BY id FOR UPDATE");
    const [row] = await q.query<Row>(
      "SELECT id, username, role, disabled FROM operators WHERE id = $1 FOR UPDATE",
      [id],
    );
    return row;
  }

  async function activeAdmins(q: Queryable): Promise<number> {
    const [row] = await q.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operators WHERE role = 'admin' AND NOT disabled",
    );
    return row?.n ?? 0;
  }

  /** Ends every open session of the operator; answers how many were open. */
  async function revokeSessions(q: Queryable, id: number): Promise<number> {
    const rows = await q.query(
      "UPDATE operator_sessions SET revoked_at = $2 WHERE operator_id = $1 AND revoked_at IS NULL AND expires_at > $2 RETURNING id",
      [id, clock()],
    );
    return rows.length;
  }

  const audit = (q: Queryable, actor: Actor, action: string, id: number, before: unknown, after: unknown) =>
    writeAudit(q, {
      operatorId: actor.operator.id,
      action,
      targetType: "operator",
      targetId: id,
      ...(before === undefined ? {} : { before }),
      after,
      ip: actor.ip,
    });

  return { list, create, setDisabled, resetPassword, setRole };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
