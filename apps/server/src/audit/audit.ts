import type { Queryable } from "../db/db.ts";

export interface AuditEntry {
  operatorId: number | null;
  action: string;
  targetType: string;
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
  ip?: string;
}

/** Appends to the audit log (append-only by trigger); call it in the transaction of the change. */
export async function writeAudit(q: Queryable, e: AuditEntry): Promise<void> {
  await q.query(
    `INSERT INTO audit_log (operator_id, action, target_type, target_id, before, after, ip)
     VALUES ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7)`,
    [
      e.operatorId,
      e.action,
      e.targetType,
      e.targetId === null ? null : String(e.targetId),
      e.before === undefined ? null : JSON.stringify(e.before),
      e.after === undefined ? null : JSON.stringify(e.after),
      e.ip ?? null,
    ],
  );
}
