import { type Static, Type } from "typebox";
import { Id, Nullable, RefId } from "./bounds.ts";

/**
 * Hedging (console, `docs/hedge-api.md`): past a threshold per market, the house offsets its lever exposure
 * with spot market orders on an outside venue, and takes them back as the exposure falls back.
 */

const Figure = (description: string) => Type.String({ description: `${description}, decimal text` });
const Time = (what: string) => Type.String({ description: `when ${what}, ISO 8601` });

/** One hedge order: the figures it was decided on, its state and its fill at the outside venue. */
export const HedgeOrderRow = Type.Object({
  id: Id,
  market_id: RefId,
  symbol: Type.String({ description: "the outside market's symbol, e.g. BTC/USDT" }),
  side: Type.Union([Type.Literal("buy"), Type.Literal("sell")]),
  amount: Figure("the amount sent, base currency"),
  reason: Type.Union([Type.Literal("excess"), Type.Literal("unwind")], {
    description: "excess: the hedge grows past the threshold; unwind: it shrinks as the exposure falls back",
  }),
  house_net: Figure("the house's net position when decided, base currency (negative: short)"),
  hedged_before: Figure("what was hedged before it, base currency (bought positive)"),
  target: Figure("the hedge aimed at, base currency"),
  index_price: Figure("the index price when decided"),
  state: Type.Union([Type.Literal("sent"), Type.Literal("filled"), Type.Literal("failed")], {
    description: "sent: recorded and sent, its answer not yet known; filled; failed: refused or unreachable",
  }),
  outside_id: Nullable(Type.String({ description: "the order's id at the outside venue" })),
  filled: Figure("the amount filled, base currency"),
  average_price: Nullable(Figure("the average fill price")),
  cost: Nullable(Figure("the filled amount's cost, quote currency")),
  fee: Nullable(Figure("the outside venue's fee")),
  fee_currency: Nullable(Type.String()),
  error: Nullable(Type.String({ description: "why it failed, as the outside venue or the network said" })),
  created_at: Time("it was recorded, before it was sent"),
  updated_at: Time("its state last changed"),
});
export type HedgeOrderRow = Static<typeof HedgeOrderRow>;

/** A lever market: the house's position, what is hedged outside and what is left to the house. */
export const HedgeMarket = Type.Object({
  market_id: RefId,
  symbol: Type.String(),
  base_currency: Type.String(),
  quote_currency: Type.String(),
  index_price: Nullable(Figure("the index price the quote figures are at; null: no price yet")),
  house_net: Figure("the house's net position from open lever positions, base currency (negative: short)"),
  hedged: Figure("what is hedged outside: filled hedge orders, base currency (bought positive)"),
  unhedged: Figure("house_net + hedged: the position the house carries itself, base currency"),
  house_net_quote: Nullable(Figure("house_net at the index, quote currency")),
  hedged_quote: Nullable(Figure("hedged at the index, quote currency")),
  unhedged_quote: Nullable(Figure("unhedged at the index, quote currency")),
  last_error: Nullable(
    Type.String({ description: "the last round's failure for this market; null after a success" }),
  ),
  retry_at: Nullable(Time("the next try after failures (back-off); null: the next round")),
});
export type HedgeMarket = Static<typeof HedgeMarket>;

export const HedgeView = Type.Object({
  enabled: Type.Boolean({ description: "false: HEDGE_EXCHANGE unset, nothing is hedged" }),
  exchange: Nullable(Type.String({ description: "the outside venue's CCXT id" })),
  threshold: Nullable(Figure("the net exposure per market the house carries itself, quote currency")),
  interval_ms: Nullable(Type.Integer({ minimum: 0, description: "how often a round runs" })),
  last_round_at: Nullable(Time("the last round ended")),
  markets: Type.Array(HedgeMarket),
  orders: Type.Array(HedgeOrderRow, { description: "the latest 50 hedge orders, newest first" }),
});
export type HedgeView = Static<typeof HedgeView>;
