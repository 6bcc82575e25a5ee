import { type Static, Type } from "typebox";
import { Decimal, Id, Nullable, RefId } from "./bounds.ts";

/**
 * The house's exposure (console, `docs/risk-api.md`): the house is the counterparty of every lever
 * position and every seconds order. Per lever market its net position and unrealised result at the
 * index, against the operator's limits; per seconds market and stake currency the worst case of each
 * open expiry; the largest accounts; alerts at 80 % and 100 % of a limit.
 */

const Figure = (description: string) => Type.String({ description: `${description}, decimal text` });
const Use = Nullable(
  Type.Integer({ minimum: 0, description: "the figure's share of its limit, whole percent; null: no limit" }),
);
const Time = (what: string) => Type.String({ description: `when ${what}, ISO 8601` });

/** One user's own net position in a market (long positive), open positions and pending orders. */
export const ExposureAccount = Type.Object({
  user_id: Id,
  email: Nullable(Type.String()),
  lots: Figure("net lots, long positive"),
  quote: Figure("the net lots at the index, in the quote currency"),
});
export type ExposureAccount = Static<typeof ExposureAccount>;

/** A lever market: users' longs and shorts, the house's position and result, its limits. */
export const LeverExposure = Type.Object({
  market_id: RefId,
  symbol: Type.String(),
  quote_currency: Type.String(),
  index: Nullable(Figure("the index price the figures are at; null when the market has no price yet")),
  long_lots: Figure("users' open long lots"),
  short_lots: Figure("users' open short lots"),
  pending_long_lots: Figure("users' pending long limit orders, lots"),
  pending_short_lots: Figure("users' pending short limit orders, lots"),
  net_lots: Figure("the house's net position from open positions: −(longs − shorts)"),
  net_quote: Figure("the house's net position at the index, quote currency"),
  committed_net_quote: Figure("the house's net position counting pending limit orders: what the limit holds"),
  unrealized: Figure("the house's unrealised result at the index: minus the users' unrealised PnL"),
  max_net_quote: Nullable(Figure("the limit on |committed_net_quote|; null: none")),
  net_quote_use: Use,
  max_user_lots: Nullable(Figure("the limit on one user's |net lots|; null: none")),
  largest_user_lots: Figure("the largest |net lots| of one user"),
  user_lots_use: Use,
  top_accounts: Type.Array(ExposureAccount, { description: "the 10 users with the largest |quote|" }),
});
export type LeverExposure = Static<typeof LeverExposure>;

/** The orders of one seconds market and stake currency that settle on one expiry. */
export const SecondsExpiryExposure = Type.Object({
  expiry: Time("they settle (the first tick at or after it)"),
  orders: Type.Integer({ minimum: 0 }),
  stakes: Figure("their stakes"),
  up: Figure("what the house loses if every order's price rises (negative: gains)"),
  down: Figure("what the house loses if every order's price falls"),
  worst: Figure("the house's largest loss over every end price"),
  use: Use,
});
export type SecondsExpiryExposure = Static<typeof SecondsExpiryExposure>;

export const SecondsExposure = Type.Object({
  market_id: RefId,
  symbol: Type.String(),
  currency_id: RefId,
  currency: Type.String(),
  max_expiry_payout: Nullable(Figure("the limit on one expiry's worst case; null: none")),
  worst: Figure("the largest worst case of the open expiries"),
  expiries: Type.Array(SecondsExpiryExposure),
});
export type SecondsExposure = Static<typeof SecondsExposure>;

export const ExposureAlertKind = Type.Union([
  Type.Literal("house_exposure"),
  Type.Literal("user_position"),
  Type.Literal("seconds_payout"),
]);

/** A figure that reached 80 % or 100 % of its limit. */
export const ExposureAlert = Type.Object({
  id: Id,
  market_id: RefId,
  symbol: Type.String(),
  currency_id: Nullable(RefId),
  kind: ExposureAlertKind,
  level: Type.Union([Type.Literal(80), Type.Literal(100)]),
  figure: Figure("the figure when it fired"),
  limit: Figure("the limit when it fired"),
  created_at: Time("it fired"),
  resolved_at: Nullable(Time("an operator resolved it")),
});
export type ExposureAlert = Static<typeof ExposureAlert>;

/** `GET /admin/exposure`. */
export const Exposure = Type.Object({
  lever: Type.Array(LeverExposure),
  seconds: Type.Array(SecondsExposure),
  alerts: Type.Array(ExposureAlert, { description: "open alerts, newest first" }),
});
export type Exposure = Static<typeof Exposure>;

const Limit = (column: Parameters<typeof Decimal>[0], description: string) =>
  Type.Optional(Nullable(Decimal(column, `${description}; null: no limit; absent: unchanged`)));

/**
 * `POST /admin/exposure/limits`: a market's limits. Lever limits apply to a lever market; the seconds
 * limit to the market with the stake currency `seconds_currency_id` (required with it).
 */
export const ExposureLimitsBody = Type.Object(
  {
    market_id: RefId,
    max_net_quote: Limit("house_lever_limits.max_net_quote", "the house's net position, quote currency"),
    max_user_lots: Limit("house_lever_limits.max_user_lots", "one user's net position, lots"),
    seconds_currency_id: Type.Optional(RefId),
    max_expiry_payout: Limit(
      "house_seconds_limits.max_expiry_payout",
      "one expiry's worst case, stake currency",
    ),
  },
  { additionalProperties: false },
);
export type ExposureLimitsBody = Static<typeof ExposureLimitsBody>;
