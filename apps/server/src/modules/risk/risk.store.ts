import type { Queryable } from "../../db/db.ts";

/** The operator's limits on the house's exposure, as decimal text (null: no limit), read into memory. */
export interface LeverLimits {
  /** the house's net position at the index, in the market's quote currency */
  maxNetQuote: string | null;
  /** one user's net position, lots */
  maxUserLots: string | null;
}

export interface SecondsLimits {
  /** the worst case of one expiry, in the stake currency */
  maxExpiryPayout: string | null;
}

export interface HouseLimits {
  lever: Map<number, LeverLimits>;
  /** keyed by `secondsKey(market, currency)` */
  seconds: Map<string, SecondsLimits>;
}

export const secondsKey = (marketId: number, currencyId: number) => `${marketId}:${currencyId}`;

export type AlertKind = "house_exposure" | "user_position" | "seconds_payout";

/** NUMERIC text without trailing zeros ("12.500000000000000000" → "12.5"). */
export const plainNumber = (text: string) =>
  text.includes(".") ? text.replace(/0+$/, "").replace(/\.$/, "") : text;
const plainOrNull = (text: string | null) => (text === null ? null : plainNumber(text));

export async function loadLimits(q: Queryable): Promise<HouseLimits> {
  const lever = await q.query<{
    market_id: number;
    max_net_quote: string | null;
    max_user_lots: string | null;
  }>(
    "SELECT market_id, max_net_quote::text AS max_net_quote, max_user_lots::text AS max_user_lots FROM house_lever_limits",
  );
  const seconds = await q.query<{ market_id: number; currency_id: number; max_expiry_payout: string | null }>(
    `SELECT market_id, currency_id, max_expiry_payout::text AS max_expiry_payout FROM house_seconds_limits`,
  );
  return {
    lever: new Map(
      lever.map((r) => [
        r.market_id,
        { maxNetQuote: plainOrNull(r.max_net_quote), maxUserLots: plainOrNull(r.max_user_lots) },
      ]),
    ),
    seconds: new Map(
      seconds.map((r) => [
        secondsKey(r.market_id, r.currency_id),
        { maxExpiryPayout: plainOrNull(r.max_expiry_payout) },
      ]),
    ),
  };
}

export async function saveLeverLimits(q: Queryable, marketId: number, l: LeverLimits, now: Date) {
  await q.query(
    `INSERT INTO house_lever_limits (market_id, max_net_quote, max_user_lots, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (market_id) DO UPDATE SET max_net_quote = $2, max_user_lots = $3, updated_at = $4`,
    [marketId, l.maxNetQuote, l.maxUserLots, now],
  );
}

export async function saveSecondsLimits(
  q: Queryable,
  marketId: number,
  currencyId: number,
  l: SecondsLimits,
  now: Date,
) {
  await q.query(
    `INSERT INTO house_seconds_limits (market_id, currency_id, max_expiry_payout, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (market_id, currency_id) DO UPDATE SET max_expiry_payout = $3, updated_at = $4`,
    [marketId, currencyId, l.maxExpiryPayout, now],
  );
}

export interface AlertRow {
  id: number;
  market_id: number;
  symbol: string;
  currency_id: number | null;
  kind: AlertKind;
  level: 80 | 100;
  figure: string;
  limit_value: string;
  created_at: Date;
  resolved_at: Date | null;
}

/** The key of an open alert: one per figure and level. */
export const alertKey = (a: {
  marketId: number;
  currencyId: number | null;
  kind: AlertKind;
  level: number;
}) => `${a.marketId}:${a.currencyId ?? 0}:${a.kind}:${a.level}`;

/** Records an alert unless the same one is open; answers its id when recorded. */
export async function insertAlert(
  q: Queryable,
  a: {
    marketId: number;
    currencyId: number | null;
    kind: AlertKind;
    level: 80 | 100;
    figure: string;
    limit: string;
    now: Date;
  },
): Promise<number | undefined> {
  const [row] = await q.query<{ id: string }>(
    `INSERT INTO house_limit_alerts (market_id, currency_id, kind, level, figure, limit_value, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT DO NOTHING RETURNING id::text AS id`,
    [a.marketId, a.currencyId, a.kind, a.level, a.figure, a.limit, a.now],
  );
  return row ? Number(row.id) : undefined;
}

export async function openAlerts(q: Queryable): Promise<AlertRow[]> {
  const rows = await q.query<AlertRow & { id: string; figure: string; limit_value: string }>(
    `SELECT a.id::text AS id, a.market_id, b.name || '/' || l.name AS symbol, a.currency_id, a.kind, a.level,
       a.figure::text AS figure, a.limit_value::text AS limit_value, a.created_at, a.resolved_at
     FROM house_limit_alerts a JOIN markets m ON m.id = a.market_id
       JOIN currencies b ON b.id = m.currency_id JOIN currencies l ON l.id = m.legal_id
     WHERE a.resolved_at IS NULL ORDER BY a.created_at DESC, a.id DESC`,
  );
  return rows.map((r) => ({
    ...r,
    id: Number(r.id),
    level: Number(r.level) as 80 | 100,
    figure: plainNumber(r.figure),
    limit_value: plainNumber(r.limit_value),
  }));
}

/** Marks an open alert resolved; answers whether there was one. */
export async function resolveAlert(
  q: Queryable,
  id: number,
  operatorId: number,
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    "UPDATE house_limit_alerts SET resolved_at = $3, resolved_by = $2 WHERE id = $1 AND resolved_at IS NULL RETURNING id",
    [id, operatorId, now],
  );
  return rows.length > 0;
}

/** The names of users, for the largest accounts. */
export async function emailsOf(q: Queryable, ids: number[]): Promise<Map<number, string | null>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: string; email: string | null }>(
    "SELECT id::text AS id, email FROM users WHERE id = ANY($1::bigint[])",
    [ids],
  );
  return new Map(rows.map((r) => [Number(r.id), r.email]));
}

/** The names of the markets and currencies a seconds limit names. */
export async function namesOf(
  q: Queryable,
): Promise<{ markets: Map<number, string>; currencies: Map<number, { name: string; decimals: number }> }> {
  const markets = await q.query<{ id: number; symbol: string }>(
    `SELECT m.id, b.name || '/' || l.name AS symbol FROM markets m
       JOIN currencies b ON b.id = m.currency_id JOIN currencies l ON l.id = m.legal_id`,
  );
  const currencies = await q.query<{ id: number; name: string; decimals: number }>(
    "SELECT id, name, decimals FROM currencies",
  );
  return {
    markets: new Map(markets.map((m) => [m.id, m.symbol])),
    currencies: new Map(currencies.map((c) => [c.id, { name: c.name, decimals: c.decimals }])),
  };
}
