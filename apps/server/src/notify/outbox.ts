import type { Queryable } from "../db/db.ts";
import { catalogues } from "../http/messages/index.ts";

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

/** What stands for a secret in a message an operator sees: six dots, whatever their length. */
export const MASK = "••••••";

/** The anti-phishing line around its code, in every language ("Anti-phishing code: " and ""). */
const antiPhishingLines = Object.values(catalogues).map((c) => {
  const [before = "", after = ""] = c.MAIL_ANTI_PHISHING.split("{code}");
  return { before, after };
});

/** The body with the anti-phishing code of its first line (the recipient's secret) masked. */
function maskAntiPhishing(body: string): string {
  const end = body.indexOf("\n");
  const line = end < 0 ? body : body.slice(0, end);
  for (const { before, after } of antiPhishingLines)
    if (
      before &&
      line.startsWith(before) &&
      line.endsWith(after) &&
      line.length > before.length + after.length
    )
      return `${before}${MASK}${after}${body.slice(line.length)}`;
  return body;
}

/**
 * A message as it may be shown to anyone but its recipient, for delivery checks: its code masked
 * wherever it appears (and `code` itself, when there is one), the anti-phishing code that opens it
 * masked, and every other run of four digits or more too (a code in a message written without one).
 * Nothing of a code is left, not even its length.
 */
export function maskedMessage<M extends { subject: string; body: string; code: string | null }>(m: M): M {
  const hide = (text: string) =>
    (m.code ? text.split(m.code).join(MASK) : text).replace(/\p{Nd}{4,}/gu, MASK);
  return {
    ...m,
    subject: hide(m.subject),
    body: hide(maskAntiPhishing(m.body)),
    code: m.code ? MASK : null,
  };
}
