import { type Static, Type } from "typebox";
import { Page } from "./admin.ts";
import { Decimal, Nullable, OwnedId, PageQuery, RefId, Text } from "./bounds.ts";
import { Envelope, Lang } from "./envelope.ts";

/**
 * deal_status of spec §4 as Bourse uses it: 0 pending (a limit order waiting for the index), 1 open
 * position, 2 closing (never persisted: a close is one durable step), 3 closed, 4 cancelled.
 */
export const LEVER_STATUS = { pending: 0, open: 1, closing: 2, closed: 3, cancelled: 4 } as const;

/** A recorded index tick: its id in the public tick log of the market, time (ms) and price. */
export const TickRef = Type.Object({
  seq: Type.Integer({ description: "the tick's id in GET /api/ticks?symbol=…" }),
  time: Type.Integer({ description: "ms" }),
  price: Type.String(),
});
export type TickRef = Static<typeof TickRef>;

export const MarketPairBody = Type.Object({ currency_id: RefId, legal_id: RefId, lang: Lang });

/**
 * `POST /lever/submit`. `type` 1 long, 2 short. `status`: `1`/`market` deals now at the index ± spread;
 * `2`/`limit` waits until the dealing price reaches `target_price` (or better). Without `status`, a
 * `target_price` makes it a limit order. `share` is the number of lots (at most 2 decimals).
 */
export const LeverSubmitBody = Type.Object({
  share: Decimal("lever_trades.lots", "lots"),
  multiple: Type.Integer({ minimum: 1, maximum: 1000 }),
  currency_id: RefId,
  legal_id: RefId,
  type: Type.Integer({ minimum: 1, maximum: 2, description: "1 long (buy), 2 short (sell)" }),
  status: Type.Optional(
    Type.Union([Type.Literal("1"), Type.Literal("2"), Type.Literal("market"), Type.Literal("limit")], {
      description: "1 or market: deal now; 2 or limit: pending until target_price",
    }),
  ),
  target_price: Type.Optional(Decimal("lever_trades.target_price", "limit price", { empty: true })),
  target_profit_price: Type.Optional(
    Decimal("lever_trades.take_profit", "take-profit trigger (index price); empty or 0 for none", {
      empty: true,
    }),
  ),
  stop_loss_price: Type.Optional(
    Decimal("lever_trades.stop_loss", "stop-loss trigger (index price); empty or 0 for none", {
      empty: true,
    }),
  ),
  coupon_id: Type.Optional(OwnedId("coupon", { description: "one of the caller's coupons" })),
  lang: Lang,
});

export const LeverIdBody = Type.Object({ id: OwnedId("lever-trade"), lang: Lang });

export const LeverSetStopBody = Type.Object({
  id: OwnedId("lever-trade"),
  target_profit_price: Type.Optional(
    Decimal("lever_trades.take_profit", "take-profit trigger; empty or 0 clears it", { empty: true }),
  ),
  stop_loss_price: Type.Optional(
    Decimal("lever_trades.stop_loss", "stop-loss trigger; empty or 0 clears it", { empty: true }),
  ),
  lang: Lang,
});

export const LeverBatchCloseBody = Type.Object({
  type: Type.Integer({ minimum: 0, maximum: 2, description: "0 all positions, 1 longs only, 2 shorts only" }),
  currency_id: Type.Optional(RefId),
  legal_id: Type.Optional(RefId),
  lang: Lang,
});

export const LeverListBody = Type.Object({
  currency_id: Type.Optional(RefId),
  legal_id: Type.Optional(RefId),
  ...PageQuery,
  lang: Lang,
});

export const LeverMyTradeBody = Type.Object({
  currency_id: Type.Optional(RefId),
  legal_id: Type.Optional(RefId),
  status: Type.Optional(
    Type.Integer({ minimum: -1, maximum: 4, description: "deal_status; absent or -1 for every status" }),
  ),
  ...PageQuery,
  lang: Lang,
});

/** One lever order or position, as every lever call shows it. Money in the quote currency (USDT). */
export const LeverTrade = Type.Object({
  id: Type.Integer(),
  symbol: Type.String(),
  currency_id: Type.Integer(),
  legal_id: Type.Integer(),
  currency_name: Type.String(),
  legal_name: Type.String(),
  type: Type.Integer({ description: "1 long, 2 short" }),
  direction: Type.Union([Type.Literal("long"), Type.Literal("short")]),
  status: Type.Integer({ description: "deal_status: 0 pending, 1 open, 3 closed, 4 cancelled" }),
  order_type: Type.Union([Type.Literal("market"), Type.Literal("limit")]),
  share: Type.String({ description: "lots" }),
  number: Type.String({ description: "size in the base asset: lots × lot size" }),
  lot_size: Type.String(),
  multiple: Type.Integer(),
  target_price: Nullable(Type.String({ description: "limit price of a limit order" })),
  price: Nullable(Type.String({ description: "open price (null while pending)" })),
  origin_price: Nullable(Type.String({ description: "index price the open was dealt at" })),
  update_price: Nullable(Type.String({ description: "close price now (open) or at the close (closed)" })),
  target_profit_price: Nullable(Type.String()),
  stop_loss_price: Nullable(Type.String()),
  caution_money: Type.String({ description: "margin held for the position" }),
  origin_caution_money: Type.String({ description: "margin at open" }),
  trade_fee: Type.String({ description: "handling fee charged at submit (never refunded)" }),
  overnight_money: Type.String({ description: "overnight fees charged so far" }),
  overnight_per_day: Type.String({ description: "overnight fee charged at each 00:00 UTC" }),
  profits: Nullable(Type.String({ description: "unrealized PnL at update_price (open positions)" })),
  fact_profits: Nullable(Type.String({ description: "realized PnL (closed positions)" })),
  liquidation_price: Nullable(
    Type.String({ description: "estimated index price at which the lever account is liquidated" }),
  ),
  roe: Nullable(
    Type.String({
      description:
        "return on margin, percent with 2 decimals cut toward zero: unrealized PnL ÷ the margin at open (open positions)",
    }),
  ),
  gross_profits: Nullable(
    Type.String({ description: "realized PnL before fees, as fact_profits (closed positions)" }),
  ),
  total_fees: Type.String({
    description: "fees charged: the handling fee (open) + overnight fees; a close charges none",
  }),
  net_profits: Nullable(
    Type.String({
      description: "gross_profits − total_fees: what the position made or lost (closed positions)",
    }),
  ),
  close_reason: Nullable(
    Type.Union([
      Type.Literal("user"),
      Type.Literal("take_profit"),
      Type.Literal("stop_loss"),
      Type.Literal("liquidation"),
    ]),
  ),
  open_tick: Nullable(TickRef),
  close_tick: Nullable(TickRef),
  /** where the two ticks can be checked */
  verify_url: Nullable(Type.String()),
  create_time: Type.String({ description: "submitted (ISO)" }),
  transaction_time: Nullable(Type.String({ description: "opened (ISO)" })),
  handle_time: Nullable(Type.String({ description: "closed or cancelled (ISO)" })),
});
export type LeverTrade = Static<typeof LeverTrade>;

/** The user's lever account in one margin currency: risk rate = equity ÷ used margin. */
export const LeverAccount = Type.Object({
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  balance: Type.String({ description: "available in the lever account" }),
  frozen: Type.String({ description: "margin of positions and pending orders" }),
  used_margin: Type.String({ description: "margin of open positions" }),
  unrealized: Type.String(),
  equity: Type.String({ description: "balance + frozen + unrealized" }),
  risk_rate: Nullable(Type.String({ description: "percent, 2 decimals; null without positions" })),
  liquidation_risk_rate: Type.String({ description: "percent at or below which everything closes" }),
});
export type LeverAccount = Static<typeof LeverAccount>;

export const LeverTerms = Type.Object({
  symbol: Type.String(),
  market_id: Type.Integer(),
  currency_id: Type.Integer(),
  legal_id: Type.Integer(),
  lot_size: Type.String({ description: "base asset per lot" }),
  lot_decimals: Type.Integer(),
  min_lots: Type.String(),
  max_lots: Type.String(),
  multiples: Type.Array(Type.Integer()),
  spread_rate: Type.String({
    description: "open long / close short at index × (1 + rate); the other side at × (1 − rate)",
  }),
  fee_rate: Type.String({ description: "handling fee: rate × notional at the open price" }),
  overnight_rate: Type.String({ description: "per day at 00:00 UTC: rate × notional at the open price" }),
  price_decimals: Type.Integer(),
  open: Type.Boolean(),
});
export type LeverTerms = Static<typeof LeverTerms>;

const Quote = Type.Object({ price: Type.String(), number: Type.String() });

/** `POST /lever/deal`: the market's terms, dealing prices and the user's lever state (API-COMPAT.md). */
export const LeverDeal = Type.Object({
  lever_transaction: Type.Object({
    in: Type.Array(Quote, {
      description: "the house's long (buy) dealing price and the most lots one order may open",
    }),
    out: Type.Array(Quote, { description: "the house's short (sell) dealing price" }),
  }),
  my_transaction: Type.Array(LeverTrade, { description: "the user's open positions on this market" }),
  lever_share_limit: Type.Object({ min: Type.String(), max: Type.String() }),
  multiple: Type.Array(Type.Integer()),
  last_price: Nullable(Type.String({ description: "index price" })),
  last_tick: Nullable(TickRef),
  stale: Type.Boolean({ description: "no recent index tick: nothing opens" }),
  user_lever: Type.String({ description: "available in the lever account" }),
  experience: Type.String({
    description: "the user's experience funds: a position's margin is taken from them first (not its fee)",
  }),
  all_levers: Type.String({ description: "equity of the lever account" }),
  account: Nullable(LeverAccount),
  terms: LeverTerms,
  ExRate: Type.String(),
});
export type LeverDeal = Static<typeof LeverDeal>;
export const LeverDealResponse = Envelope(LeverDeal);

export const LeverTradeResponse = Envelope(LeverTrade);
export const LeverTradePageResponse = Envelope(Page(LeverTrade));
/** `POST /lever/dealall`: every open position with its live PnL, newest first, and the lever account. */
export const LeverPositions = Type.Object({
  data: Type.Array(LeverTrade),
  total: Type.Integer(),
  page: Type.Integer(),
  pages: Type.Integer(),
  account: Nullable(LeverAccount),
});
export type LeverPositions = Static<typeof LeverPositions>;
export const LeverPositionsResponse = Envelope(LeverPositions);
/** `POST /lever/batch_close`: the positions closed (or pending orders cancelled) and how many. */
export const LeverBatchClosed = Type.Object({ closed: Type.Array(LeverTrade), count: Type.Integer() });
export type LeverBatchClosed = Static<typeof LeverBatchClosed>;
export const LeverBatchCloseResponse = Envelope(LeverBatchClosed);

/** Operator configuration of one market's contracts (`PUT /api/admin/lever/markets/:id`). */
export const LeverTermsUpdate = Type.Object({
  lot_size: Type.Optional(Decimal("lever_terms.lot_size", "base asset per lot")),
  min_lots: Type.Optional(Decimal("lever_terms.min_lots", "fewest lots per order")),
  max_lots: Type.Optional(Decimal("lever_terms.max_lots", "most lots per order")),
  multiples: Type.Optional(Text(100, { description: "comma-separated, e.g. 1,2,5,10,20,50,100" })),
  spread_rate: Type.Optional(Decimal("lever_terms.spread_rate", "e.g. 0.0001")),
  fee_rate: Type.Optional(Decimal("lever_terms.fee_rate", "e.g. 0.0005")),
  overnight_rate: Type.Optional(Decimal("lever_terms.overnight_rate", "per day, e.g. 0.0003")),
  open: Type.Optional(Type.Boolean()),
});
