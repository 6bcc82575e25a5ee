import type { Queryable } from "../db/db.ts";

export interface OutboxMessageRow {
  to: string;
  channel: string;
  subject: string;
  body: string;
  code: string | null;
  created_at: string;
}

/** Messages the dev sender wrote, newest first; `to` filters by recipient (emails compare lowercased). */
export async function readOutbox(
  q: Queryable,
  to: string | undefined,
  limit: number,
): Promise<OutboxMessageRow[]> {
  const rows = await q.query<{
    recipient: string;
    channel: string;
    subject: string;
    body: string;
    code: string | null;
    created_at: Date;
  }>(
    `SELECT recipient, channel, subject, body, code, created_at FROM outbox
     WHERE $1::text IS NULL OR recipient = lower($1) OR recipient = $1 ORDER BY id DESC LIMIT $2`,
    [to ?? null, limit],
  );
  return rows.map(({ recipient, created_at, ...r }) => ({
    to: recipient,
    ...r,
    created_at: created_at.toISOString(),
  }));
}
