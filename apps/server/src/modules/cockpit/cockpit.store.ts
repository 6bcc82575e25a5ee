import { iso, num } from "../../db/columns.ts";
import type { Queryable } from "../../db/db.ts";
import { MARKET_MAKER_EMAIL } from "../spot/index.ts";

/**
 * The dashboard's reads: each one query over the last 30 UTC days, grouped by day, so the periods are
 * sums of days. They read other lines' tables and never write.
 *
 * The tables without an index on their time (users, journal entries, lever trades, seconds orders) are
 * read from the first row of the window on, by primary key: their rows are appended in time order (the
 * money core numbers entries and trades in its clock's order; users are numbered as they sign up), so
 * that first row is found by a binary search over the key (`firstIdFrom`), a few dozen index probes.
 */

/** A UTC day as `YYYY-MM-DD`, in SQL. */
const day = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

/** The tables `firstIdFrom` searches: rows appended in the order of their `created_at`. */
export type AppendedTable = "users" | "journal_entries" | "lever_trades" | "seconds_orders";
const APPENDED: readonly AppendedTable[] = ["users", "journal_entries", "lever_trades", "seconds_orders"];

/**
 * The smallest id of `table` whose `created_at` is at or after `from` (one past the last id when none
 * is; `exists` tells which): a binary search in one recursive query, each step one primary-key probe. `[lo, hi)` is the range
 * still searched; `found` the best id known.
 */
export async function firstIdFrom(
  q: Queryable,
  table: AppendedTable,
  from: Date,
): Promise<{ id: number; exists: boolean }> {
  if (!APPENDED.includes(table)) throw new Error(`not an appended table: ${table}`);
  const [row] = await q.query<{ found: string; after_last: string }>(
    `WITH RECURSIVE s(lo, hi, found) AS (
       SELECT COALESCE(min(id), 1), COALESCE(max(id), 0) + 1, COALESCE(max(id), 0) + 1 FROM ${table}
       UNION ALL
       SELECT CASE WHEN m.id IS NULL OR m.created_at >= $1 THEN s.lo ELSE m.id + 1 END,
              CASE WHEN m.id IS NULL OR m.created_at >= $1 THEN (s.lo + s.hi) / 2 ELSE s.hi END,
              CASE WHEN m.created_at >= $1 THEN m.id ELSE s.found END
       FROM s LEFT JOIN LATERAL (
         SELECT id, created_at FROM ${table} WHERE id >= (s.lo + s.hi) / 2 AND id < s.hi ORDER BY id LIMIT 1
       ) m ON true
       WHERE s.lo < s.hi
     )
     SELECT min(found)::text AS found, max(hi)::text AS after_last FROM s`,
    [from],
  );
  const id = Number(row?.found ?? 1);
  return { id, exists: id < Number(row?.after_last ?? 1) };
}

export interface Window {
  /** the first instant of the window (a UTC midnight) */
  from: Date;
  /** the server's now: rows stamped later (a clock moved back) are not counted */
  to: Date;
}

export interface SignUpDay {
  day: string;
  signed_up: number;
  level1_submitted: number;
  level1_verified: number;
  level2_submitted: number;
  level2_verified: number;
}

/**
 * Sign-ups per day, with how far they got with KYC. Demo accounts and the venue's own market maker are
 * not users who signed up.
 */
export function signUpDays(q: Queryable, w: Window, firstId: number) {
  const applied = (level: number) =>
    `EXISTS (SELECT 1 FROM kyc_applications k WHERE k.user_id = u.id AND k.level = ${level})`;
  return q.query<SignUpDay>(
    `SELECT ${day("u.created_at")} AS day, count(*)::int AS signed_up,
       count(*) FILTER (WHERE ${applied(1)})::int AS level1_submitted,
       count(*) FILTER (WHERE u.kyc_level >= 1)::int AS level1_verified,
       count(*) FILTER (WHERE ${applied(2)})::int AS level2_submitted,
       count(*) FILTER (WHERE u.kyc_level >= 2)::int AS level2_verified
     FROM users u
     WHERE u.id >= $1 AND u.created_at >= $2 AND u.created_at <= $3 AND u.demo_of IS NULL
       AND u.email IS DISTINCT FROM $4
     GROUP BY 1`,
    [firstId, w.from, w.to, MARKET_MAKER_EMAIL],
  );
}

export interface VenuePostingDay {
  day: string;
  account: string;
  currency_id: number;
  kind: string;
  /** the contract product of a lever or seconds entry, null for others */
  product: "perpetual" | "seconds" | "copy" | null;
  amount: string;
}

/** The venue's accounts the dashboard reads postings of. */
export const VENUE_ACCOUNTS = ["s:deposits", "s:withdrawals", "s:house", "s:fees"] as const;

/**
 * The postings into the venue's deposit, withdrawal, house and fee accounts per day, currency and entry
 * kind. A lever entry is `copy` when it moves a copy account, `perpetual` otherwise; seconds entries are
 * `seconds`. Read through the postings' account index from the window's first entry on.
 */
export function venuePostingDays(q: Queryable, w: Window, firstEntry: number, currencies: number[]) {
  return q.query<VenuePostingDay>(
    `SELECT ${day("j.created_at")} AS day, p.account, p.currency_id, j.kind,
       CASE
         WHEN j.kind LIKE 'seconds\\_%' THEN 'seconds'
         WHEN j.kind LIKE 'lever\\_%' THEN
           CASE WHEN EXISTS (SELECT 1 FROM postings c WHERE c.entry_id = p.entry_id AND c.account LIKE 'u:%:copy:%')
             THEN 'copy' ELSE 'perpetual' END
       END AS product,
       ${num("sum(p.amount)")} AS amount
     FROM postings p JOIN journal_entries j ON j.id = p.entry_id
     WHERE p.account = ANY($1::text[]) AND p.currency_id = ANY($2::int[]) AND p.entry_id >= $3
       AND j.created_at >= $4 AND j.created_at <= $5
     GROUP BY 1, 2, 3, 4, 5`,
    [VENUE_ACCOUNTS, currencies, firstEntry, w.from, w.to],
  );
}

export interface SpotDay {
  day: string;
  market_id: number;
  trades: number;
  volume: string;
}

/** Real spot trades per day and market (demo books excluded), by the trades' time index. */
export function spotDays(q: Queryable, w: Window, markets: number[]) {
  return q.query<SpotDay>(
    `SELECT ${day("t.created_at")} AS day, t.market_id, count(*)::int AS trades, ${num("sum(t.quote)")} AS volume
     FROM spot_trades t
     WHERE t.market_id = ANY($1::int[]) AND t.demo = false AND t.created_at >= $2 AND t.created_at <= $3
     GROUP BY 1, 2`,
    [markets, w.from, w.to],
  );
}

export interface SpotFeeDay {
  day: string;
  market_id: number;
  currency_id: number;
  amount: string;
}

/** The fee account's postings of the entries that made real spot trades, per day, market and currency. */
export function spotFeeDays(q: Queryable, w: Window, markets: number[]) {
  return q.query<SpotFeeDay>(
    `SELECT e.day, e.market_id, p.currency_id, ${num("sum(p.amount)")} AS amount
     FROM (
       SELECT DISTINCT t.entry_id, t.market_id, ${day("t.created_at")} AS day FROM spot_trades t
       WHERE t.market_id = ANY($1::int[]) AND t.demo = false AND t.created_at >= $2 AND t.created_at <= $3
     ) e JOIN postings p ON p.entry_id = e.entry_id AND p.account = 's:fees'
     GROUP BY 1, 2, 3`,
    [markets, w.from, w.to],
  );
}

export interface ContractDay {
  day: string;
  product: "perpetual" | "seconds" | "copy";
  opened: number;
}

/** Lever trades (by the margin account they live in) and seconds orders placed per day, real users only. */
export function contractDays(q: Queryable, w: Window, firstLever: number, firstSeconds: number) {
  return q.query<ContractDay>(
    `SELECT ${day("l.created_at")} AS day, CASE WHEN l.account = 'copy' THEN 'copy' ELSE 'perpetual' END AS product,
       count(*)::int AS opened
     FROM lever_trades l JOIN users u ON u.id = l.user_id
     WHERE l.id >= $1 AND l.created_at >= $3 AND l.created_at <= $4 AND u.demo_of IS NULL
     GROUP BY 1, 2
     UNION ALL
     SELECT ${day("o.created_at")}, 'seconds', count(*)::int
     FROM seconds_orders o JOIN users u ON u.id = o.user_id
     WHERE o.id >= $2 AND o.created_at >= $3 AND o.created_at <= $4 AND u.demo_of IS NULL
     GROUP BY 1`,
    [firstLever, firstSeconds, w.from, w.to],
  );
}

export interface CurrencyRow {
  id: number;
  name: string;
  decimals: number;
}

export const currencies = (q: Queryable) =>
  q.query<CurrencyRow>("SELECT id, name, decimals FROM currencies ORDER BY sort, id");

export interface MarketRow {
  id: number;
  base: string;
  quote: string;
  base_id: number;
  quote_id: number;
}

export const markets = (q: Queryable) =>
  q.query<MarketRow>(
    `SELECT m.id, b.name AS base, l.name AS quote, m.currency_id AS base_id, m.legal_id AS quote_id
     FROM markets m JOIN currencies b ON b.id = m.currency_id JOIN currencies l ON l.id = m.legal_id
     ORDER BY m.sort, m.id`,
  );

export interface CoverageRow {
  currency_id: number;
  /** users' balances now, every account and bucket, demo accounts and the market maker excluded */
  owed_now: string;
  /** minus the deposits account plus the withdrawals account: what came in and did not leave */
  custody: string;
  /** the market maker's balances now: the house's own capital on the venue */
  house_capital: string;
  /** the latest snapshot's total less the market maker's leaf, in units of the currency (null: not in it) */
  snapshot_units: string | null;
  snapshot: number | null;
  snapshot_at: string | null;
}

/**
 * Per currency: what users are owed now and at the latest published snapshot, and what the journal holds.
 * The market maker's balances are the house's own capital (credited from the house account), not a debt
 * to a customer: they are left out of the liabilities and counted with what the venue holds.
 */
export function coverage(q: Queryable) {
  return q.query<CoverageRow>(
    `WITH latest AS (SELECT max(snapshot) AS snapshot FROM liability_roots),
     maker AS (SELECT id FROM users WHERE email = $1),
     roots AS (
       SELECT r.currency_id, r.snapshot::int AS snapshot, ${iso("r.published_at")} AS at,
         (r.total - COALESCE((SELECT l.balance FROM liability_leaves l, maker
                              WHERE l.root_id = r.id AND l.user_id = maker.id), 0))::text AS units
       FROM liability_roots r, latest WHERE r.snapshot = latest.snapshot
     ),
     owed AS (
       SELECT b.currency_id, sum(b.amount) AS amount FROM ledger_balances b JOIN users u ON u.id = b.user_id
       WHERE b.user_id IS NOT NULL AND u.demo_of IS NULL AND u.id NOT IN (SELECT id FROM maker)
       GROUP BY b.currency_id
     ),
     held AS (
       SELECT currency_id, -sum(amount) AS amount FROM ledger_balances
       WHERE account IN ('s:deposits', 's:withdrawals') GROUP BY currency_id
     ),
     capital AS (
       SELECT b.currency_id, sum(b.amount) AS amount FROM ledger_balances b, maker
       WHERE b.user_id = maker.id GROUP BY b.currency_id
     )
     SELECT c.id AS currency_id, ${num("COALESCE(owed.amount, 0)")} AS owed_now,
       ${num("COALESCE(held.amount, 0)")} AS custody, ${num("COALESCE(capital.amount, 0)")} AS house_capital,
       roots.units AS snapshot_units, roots.snapshot,
       roots.at AS snapshot_at
     FROM currencies c LEFT JOIN owed ON owed.currency_id = c.id LEFT JOIN held ON held.currency_id = c.id
       LEFT JOIN capital ON capital.currency_id = c.id LEFT JOIN roots ON roots.currency_id = c.id
     ORDER BY c.sort, c.id`,
    [MARKET_MAKER_EMAIL],
  );
}

/** How many wait in each operator queue, in one query over the queues' state indexes. */
export async function queueCounts(q: Queryable) {
  const [row] = await q.query<Record<string, number>>(
    `SELECT
       (SELECT count(*) FROM kyc_applications WHERE state = 'review')::int AS kyc,
       (SELECT count(*) FROM deposit_requests WHERE state = 'review')::int AS deposits,
       (SELECT count(*) FROM withdrawal_requests WHERE state = 'pending')::int AS withdrawals,
       (SELECT count(*) FROM p2p_orders WHERE status = 'appeal')::int AS p2p_appeals,
       (SELECT count(*) FROM p2p_merchants WHERE status = 'pending')::int AS p2p_merchants,
       (SELECT count(*) FROM copy_traders WHERE status = 'pending')::int AS copy_traders,
       (SELECT count(*) FROM loans WHERE state = 'review')::int AS loans,
       (SELECT count(*) FROM loans WHERE state = 'repaying')::int AS loan_repayments,
       (SELECT count(*) FROM king_applications WHERE state = 'review')::int AS king_managers,
       (SELECT count(*) FROM support_conversations WHERE status = 'open' AND waiting_since IS NOT NULL)::int AS support,
       (SELECT count(*) FROM approval_requests WHERE state IN ('pending', 'applying'))::int AS approvals`,
  );
  return row ?? {};
}
