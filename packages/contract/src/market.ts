import { type Static, Type } from "typebox";
import { Envelope } from "./envelope.ts";

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const Currency = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  decimals: Type.Integer(),
  image: Type.String(),
  networks: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type Currency = Static<typeof Currency>;
export const CurrencyListResponse = Envelope(Type.Array(Currency));

export const Quotation = Type.Object({
  id: Type.Integer(),
  legal_id: Type.Integer(),
  currency_id: Type.Integer(),
  legal_name: Type.String(),
  currency_name: Type.String(),
  symbol: Type.String({ description: "BTC/USDT" }),
  now_price: Nullable(Type.String()),
  change: Nullable(Type.String({ description: "24 h change in percent" })),
  open: Nullable(Type.String({ description: "price 24 h ago" })),
  high: Nullable(Type.String({ description: "24 h high" })),
  low: Nullable(Type.String({ description: "24 h low" })),
  volume: Type.String({ description: "24 h traded base amount" }),
  turnover: Type.String({ description: "24 h traded quote amount" }),
  stale: Type.Boolean({ description: "no recent index tick: nothing opens or settles" }),
  open_lever: Type.Boolean(),
  open_microtrade: Type.Boolean(),
});
export type Quotation = Static<typeof Quotation>;
export const QuotationGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  quotation: Type.Array(Quotation),
});
export const QuotationResponse = Envelope(Type.Array(QuotationGroup));

/** One market in the `ticker` channel (TickerItem of ./realtime.ts). */
export const Ticker = Type.Object({
  symbol: Type.String(),
  market_id: Type.Integer(),
  price: Nullable(Type.String()),
  change: Nullable(Type.String()),
  open: Nullable(Type.String()),
  high: Nullable(Type.String()),
  low: Nullable(Type.String()),
  volume: Type.String(),
  turnover: Type.String(),
  tick_seq: Type.Integer(),
  time: Nullable(Type.Integer()),
  stale: Type.Boolean(),
});
export const TickersResponse = Envelope(
  Type.Object({
    seq: Type.Integer({ description: "the ticker channel's sequence this state stands for" }),
    time: Type.Integer(),
    tickers: Type.Array(Ticker),
  }),
);
