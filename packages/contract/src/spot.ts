import { type Static, Type } from "typebox";
import { Page } from "./admin.ts";
import { Decimal, Nullable, OwnedId, PageQuery, RefId, Text } from "./bounds.ts";
import { BookAccountQuery } from "./demo.ts";
import { Envelope, Lang } from "./envelope.ts";

/**
 * `POST /coin/trade`. `type`: `buy` or `sell` (legacy `1` buy, `2` sell). A `target_price` makes it a
 * limit order; without one (or 0) it is a market order. `amount` is the base amount, except for a
 * market buy, where it is the quote amount to spend. `tif`: GTC (default), IOC or FOK.
 */
export const PlaceOrderBody = Type.Object({
  type: Type.Union([Type.Literal("buy"), Type.Literal("sell"), Type.Literal("1"), Type.Literal("2")]),
  amount: Decimal(
    ["spot_orders.quantity", "spot_orders.quote_budget"],
    "base amount; for a market buy, the quote amount to spend",
  ),
  target_price: Type.Optional(
    Decimal("spot_orders.price", "limit price; absent or 0 for a market order", { empty: true }),
  ),
  currency_id: RefId,
  legal_id: RefId,
  currency_name: Type.Optional(Text(20)),
  tif: Type.Optional(Type.Union([Type.Literal("GTC"), Type.Literal("IOC"), Type.Literal("FOK")])),
  post_only: Type.Optional(Type.Boolean()),
  /** a fee discount coupon of the user's, in the coin the order's fee is paid in */
  coupon_id: Type.Optional(OwnedId("coupon", { description: "one of the caller's coupons" })),
  lang: Lang,
});

export const CancelOrderBody = Type.Object({ id: OwnedId("spot-order"), lang: Lang });

export const SpotOrder = Type.Object({
  id: Type.Integer(),
  symbol: Type.String(),
  currency_id: Type.Integer(),
  legal_id: Type.Integer(),
  side: Type.Union([Type.Literal("buy"), Type.Literal("sell")]),
  type: Type.Union([Type.Literal("limit"), Type.Literal("market")]),
  tif: Type.String(),
  post_only: Type.Boolean(),
  price: Nullable(Type.String({ description: "limit price" })),
  amount: Nullable(Type.String({ description: "ordered base amount (null for a market buy)" })),
  quote_budget: Nullable(Type.String({ description: "quote amount to spend (market buy)" })),
  filled: Type.String({ description: "base amount traded" }),
  filled_quote: Type.String({ description: "quote amount traded" }),
  avg_price: Nullable(Type.String()),
  fee: Type.String(),
  fee_currency: Type.String({ description: "fees are charged in the asset received" }),
  status: Type.Union([Type.Literal("open"), Type.Literal("filled"), Type.Literal("cancelled")]),
  cancel_reason: Nullable(Type.String()),
  created_at: Type.String(),
  updated_at: Type.String(),
});
export type SpotOrder = Static<typeof SpotOrder>;
export const SpotOrderResponse = Envelope(SpotOrder);

export const OrderListQuery = Type.Object({
  status: Type.Optional(
    Type.Union(
      ["open", "history", "filled", "cancelled", "all"].map((v) => Type.Literal(v)),
      {
        description: "open (default), history (filled and cancelled), filled, cancelled or all",
      },
    ),
  ),
  currency_id: Type.Optional(RefId),
  legal_id: Type.Optional(RefId),
  ...PageQuery,
  lang: Lang,
});
export const OrderListResponse = Envelope(Page(SpotOrder));

export const SymbolQuery = Type.Object({
  symbol: Text(20, { description: "e.g. BTC/USDT" }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
  /** "demo": the demo book and trades, apart from the market's */
  account: BookAccountQuery,
  lang: Lang,
});

export const Depth = Type.Object({
  symbol: Type.String(),
  seq: Type.Integer({ description: "sequence of the depth channel this snapshot stands for" }),
  bids: Type.Array(Type.Tuple([Type.String(), Type.String()]), {
    description: "[price, amount], best first",
  }),
  asks: Type.Array(Type.Tuple([Type.String(), Type.String()])),
});
export type Depth = Static<typeof Depth>;
export const DepthResponse = Envelope(Depth);

export const SpotTrade = Type.Object({
  id: Type.Integer(),
  price: Type.String(),
  amount: Type.String(),
  side: Type.Union([Type.Literal("buy"), Type.Literal("sell")], { description: "the taker's side" }),
  time: Type.Integer({ description: "ms" }),
});
export const TradesResponse = Envelope(Type.Array(SpotTrade));

export const SpotMarket = Type.Object({
  symbol: Type.String(),
  market_id: Type.Integer(),
  currency_id: Type.Integer(),
  legal_id: Type.Integer(),
  currency_name: Type.String(),
  legal_name: Type.String(),
  price_decimals: Type.Integer(),
  amount_decimals: Type.Integer(),
  tick_size: Type.String(),
  step_size: Type.String(),
  min_notional: Type.String(),
  maker_fee: Type.String(),
  taker_fee: Type.String(),
  price_band: Type.String({ description: "percent from the index price a limit price may be" }),
  last_price: Nullable(Type.String()),
  open: Type.Boolean(),
  halted: Type.Boolean({
    description: "halted by the venue: new orders are refused, open ones can be cancelled",
  }),
});
export type SpotMarket = Static<typeof SpotMarket>;
export const SpotMarketResponse = Envelope(SpotMarket);
