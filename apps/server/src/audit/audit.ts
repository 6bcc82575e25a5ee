import type { Queryable } from "../db/db.ts";

export interface AuditEntry {
  operatorId: number | null;
  action: string;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string;
  /** The user the action concerns, where there is one. */
  userId?: number | string | bigint | null;
  /** The amount it moved or decided (a decimal string), with its currency code. */
  amount?: string | null;
  currency?: string | null;
}

/** Appends to the audit log (append-only by trigger); call it in the transaction of the change. */
export async function writeAudit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, before, after, ip, user_id, amount, currency)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7, $8, $9::numeric, $10)`,
    [
      e.operatorId,
      e.action,
      e.targetType,
      e.targetId === null ? null : String(e.targetId),
      e.before === undefined ? null : JSON.stringify(e.before),
      e.after === undefined ? null : JSON.stringify(e.after),
      e.ip ?? null,
      e.userId == null ? null : String(e.userId),
      e.amount ?? null,
      e.currency ?? null,
    ],
  );
}

const SUBJECTS = {
  deposit: { table: "deposit_requests", user: "r.user_id" },
  withdrawal: { table: "withdrawal_requests", user: "r.user_id" },
  loan: { table: "loans", user: "r.user_id" },
  p2p_order: { table: "p2p_orders", user: "r.buyer_id" },
} as const;

/**
 * The user, amount and currency of a request an operator decides (a deposit, a withdrawal, a loan, a
 * P2P order: its buyer unless `userId` names the party), for its audit entry; read in the transaction
 * that writes the entry.
 */
export async function requestSubject(
  q: Queryable,
  kind: keyof typeof SUBJECTS,
  id: number,
  userId?: number,
): Promise<Pick<AuditEntry, "userId" | "amount" | "currency">> {
  const { table, user } = SUBJECTS[kind];
  const [row] = await q.query<{ user_id: string; amount: string; currency: string }>(
    `SELECT ${user}::text AS user_id, trim_scale(r.amount)::text AS amount, c.name AS currency
     FROM ${table} r JOIN currencies c ON c.id = r.currency_id WHERE r.id = $1`,
    [id],
  );
  return row ? { userId: userId ?? row.user_id, amount: row.amount, currency: row.currency } : {};
}
