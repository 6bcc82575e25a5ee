import type { ApprovalRequest, ApprovalState, ApprovalSummary } from "@bourse/contract";
import { iso } from "../../db/columns.ts";
import type { Db, Queryable } from "../../db/db.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";

/** A request as the service reads it to decide. */
export interface StoredRequest {
  id: number;
  kind: string;
  subject: string;
  maker_id: number;
  payload: unknown;
  summary: ApprovalSummary;
  reason: string | null;
  state: "pending" | "applying" | "approved" | "rejected";
}

/** How long an approval being applied holds its claim before another approve may take it over. */
export const CLAIM_MS = 60_000;

const COLUMNS = `r.id::int AS id, r.kind, r.subject, r.maker_id::int AS maker_id, r.payload, r.summary, r.reason, r.state`;

/** The approval requests' rows: written by the service, each change beside its audit entry. */
export function approvalStore(db: Db) {
  /** The request waiting on a subject, if one does. */
  async function waiting(q: Queryable, kind: string, subject: string): Promise<number | undefined> {
    const [row] = await q.query<{ id: number }>(
      "SELECT id::int AS id FROM approval_requests WHERE kind = $1 AND subject = $2 AND state IN ('pending', 'applying')",
      [kind, subject],
    );
    return row?.id;
  }

  async function insert(
    q: Queryable,
    r: {
      kind: string;
      subject: string;
      maker: number;
      payload: unknown;
      summary: ApprovalSummary;
      reason: string | null;
      now: Date;
    },
  ): Promise<number> {
    const [row] = await q.query<{ id: number }>(
      `INSERT INTO approval_requests (kind, subject, maker_id, payload, summary, reason, created_at)
       VALUES ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $7) RETURNING id::int AS id`,
      [r.kind, r.subject, r.maker, JSON.stringify(r.payload), JSON.stringify(r.summary), r.reason, r.now],
    );
    if (!row) throw new Error("approval request not stored");
    return row.id;
  }

  async function get(id: number): Promise<StoredRequest | undefined> {
    const [row] = await db.query<StoredRequest>(
      `SELECT ${COLUMNS} FROM approval_requests r WHERE r.id = $1`,
      [id],
    );
    return row;
  }

  /**
   * Takes a waiting request for the checker to apply: one approve wins, a second one finds it taken. A
   * claim left by an approval that never finished (a crash) is taken over after {@link CLAIM_MS}.
   */
  async function claim(id: number, checker: number, now: Date): Promise<StoredRequest | undefined> {
    const [row] = await db.query<StoredRequest>(
      `UPDATE approval_requests r SET state = 'applying', checker_id = $2, claimed_at = $3
       WHERE r.id = $1 AND r.maker_id <> $2
         AND (r.state = 'pending' OR (r.state = 'applying' AND r.claimed_at < $4))
       RETURNING ${COLUMNS}`,
      [id, checker, now, new Date(now.getTime() - CLAIM_MS)],
    );
    return row;
  }

  /** The claim ends without a decision (the change was refused): the request waits again. */
  async function release(id: number, checker: number): Promise<void> {
    await db.query(
      "UPDATE approval_requests SET state = 'pending', checker_id = NULL, claimed_at = NULL WHERE id = $1 AND state = 'applying' AND checker_id = $2",
      [id, checker],
    );
  }

  /** Records the decision of a claimed (approve) or waiting (reject) request; false when it was decided meanwhile. */
  async function decide(
    q: Queryable,
    id: number,
    d: { state: "approved" | "rejected"; checker: number; now: Date; note: string | null },
  ): Promise<boolean> {
    const rows = await q.query(
      `UPDATE approval_requests SET state = $2, checker_id = $3, decided_at = $4, note = $5, claimed_at = NULL
       WHERE id = $1 AND (($2 = 'approved' AND state = 'applying' AND checker_id = $3) OR ($2 = 'rejected' AND state = 'pending'))
       RETURNING id`,
      [id, d.state, d.checker, d.now, d.note],
    );
    return rows.length > 0;
  }

  /** The requests in one state (all when absent): waiting ones oldest first, decided ones newest first. */
  async function list(state: ApprovalState | undefined, page: number, limit: number) {
    // a request being applied still waits, as far as the console is concerned
    const states = state === undefined ? null : state === "pending" ? ["pending", "applying"] : [state];
    const where = "($1::text[] IS NULL OR r.state = ANY($1::text[]))";
    const [count] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM approval_requests r WHERE ${where}`,
      [states],
    );
    const rows = await db.query<Omit<ApprovalRequest, "roles">>(
      `SELECT r.id::int AS id, r.kind, CASE WHEN r.state = 'applying' THEN 'pending' ELSE r.state END AS state,
         r.maker_id::int AS maker_id, m.username AS maker, r.summary, r.reason, r.payload,
         r.checker_id::int AS checker_id, c.username AS checker,
         CASE WHEN r.decided_at IS NULL THEN NULL ELSE ${iso("r.decided_at")} END AS decided_at, r.note,
         ${iso("r.created_at")} AS created_at
       FROM approval_requests r JOIN operators m ON m.id = r.maker_id LEFT JOIN operators c ON c.id = r.checker_id
       WHERE ${where}
       ORDER BY CASE WHEN r.state IN ('pending', 'applying') THEN r.id ELSE -r.id END
       LIMIT $2 OFFSET $3`,
      [states, limit, offsetOf(page, limit)],
    );
    return pageOf(rows, count?.total ?? 0, page, limit);
  }

  /** The user's email or mobile number, for a summary. */
  async function userAccount(q: Queryable, userId: number): Promise<string | null | undefined> {
    const [row] = await q.query<{ account: string | null }>(
      "SELECT COALESCE(email, '+' || area_code || ' ' || phone) AS account FROM users WHERE id = $1",
      [userId],
    );
    return row === undefined ? undefined : row.account;
  }

  return { waiting, insert, get, claim, release, decide, list, userAccount };
}

export type ApprovalStore = ReturnType<typeof approvalStore>;
