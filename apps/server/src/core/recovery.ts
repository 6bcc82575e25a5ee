import type { AccountKind, Hold } from "@bourse/engine";
import type { Queryable } from "../db/db.ts";
import { decimalToUnits, scaleOf } from "./units.ts";

/** The tables are the snapshot: balances, open holds, and the log's last entry. */
export async function loadState(db: Queryable) {
  const scales = new Map(
    (await db.query<{ id: number; decimals: number }>("SELECT id, decimals FROM currencies")).map((c) => [
      c.id,
      c.decimals,
    ]),
  );
  const balances = (
    await db.query<{ account: string; currency_id: number; amount: string }>(
      "SELECT account, currency_id, amount::text AS amount FROM ledger_balances WHERE amount <> 0",
    )
  ).map((b) => ({
    account: b.account,
    currency: b.currency_id,
    amount: decimalToUnits(b.amount, scaleOf(scales, b.currency_id)),
  }));
  // demo accounts: their ledger accounts are in the demo namespace
  const demoUsers = (await db.query<{ id: number }>("SELECT id FROM users WHERE demo_of IS NOT NULL")).map(
    (u) => Number(u.id),
  );
  const holds: Hold[] = (
    await db.query<{ id: string; user_id: number; kind: AccountKind; currency_id: number; amount: string }>(
      "SELECT id, user_id, kind, currency_id, (amount - used)::text AS amount FROM ledger_holds WHERE state = 'pending'",
    )
  ).map((h) => ({
    id: h.id,
    user: h.user_id,
    kind: h.kind,
    currency: h.currency_id,
    amount: decimalToUnits(h.amount, scaleOf(scales, h.currency_id)),
  }));
  // the last entry: the command log's, or the journal's for a journal written before the log
  const [head] = await db.query<{ id: string }>(
    `SELECT greatest((SELECT last_id FROM core_log ORDER BY first_id DESC LIMIT 1), (SELECT max(id) FROM journal_entries), 0)::text AS id`,
  );
  return { scales, balances, holds, demoUsers, lastEntryId: Number(head?.id ?? 0) };
}
