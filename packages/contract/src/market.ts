import { type Static, Type } from "typebox";
import { Page } from "./admin.ts";
import { Nullable, Text } from "./bounds.ts";
import { Envelope, Failure } from "./envelope.ts";

export const Currency = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  decimals: Type.Integer(),
  image: Type.String(),
  networks: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String() })),
});
export type Currency = Static<typeof Currency>;
export const CurrencyListResponse = Envelope(Type.Array(Currency));

/**
 * The index source's own 24 h volume, beside the venue's: what the exchange the index price comes from
 * traded. All null when the price source reports none (the simulated walk, a replay) or it is not current.
 */
const IndexVolumeFields = {
  index_volume: Nullable(
    Type.String({
      description:
        "24 h traded base amount on the index source's exchange (index_source), as it reports it; null when the source gives none (simulated feed)",
    }),
  ),
  index_turnover: Nullable(
    Type.String({
      description:
        "24 h traded quote amount on the index source's exchange (index_source), as it reports it; null when the source gives none",
    }),
  ),
  index_source: Nullable(
    Type.String({ description: 'the exchange index_volume and index_turnover come from, e.g. "Binance"' }),
  ),
};

export const Quotation = Type.Object({
  id: Type.Integer(),
  legal_id: Type.Integer(),
  currency_id: Type.Integer(),
  legal_name: Type.String(),
  currency_name: Type.String(),
  symbol: Type.String({ description: "BTC/USDT" }),
  price_decimals: Type.Optional(
    Type.Integer({
      description: "the market's price precision: the app shows prices with this many decimals",
    }),
  ),
  now_price: Nullable(Type.String()),
  change: Nullable(Type.String({ description: "24 h change in percent" })),
  open: Nullable(Type.String({ description: "price 24 h ago" })),
  high: Nullable(Type.String({ description: "24 h high" })),
  low: Nullable(Type.String({ description: "24 h low" })),
  volume: Type.String({
    description:
      '24 h traded base amount on this venue: real spot trades only, never demo; "0" without trades',
  }),
  turnover: Type.String({
    description:
      '24 h traded quote amount on this venue: real spot trades only, never demo; "0" without trades',
  }),
  stale: Type.Boolean({ description: "no recent index tick: nothing opens or settles" }),
  open_lever: Type.Boolean(),
  open_microtrade: Type.Boolean(),
  ...IndexVolumeFields,
});
export type Quotation = Static<typeof Quotation>;
export const QuotationGroup = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  quotation: Type.Array(Quotation),
});
export type QuotationGroup = Static<typeof QuotationGroup>;
export const QuotationResponse = Envelope(Type.Array(QuotationGroup));

/** `GET /optional/list`: a favourite market, its quotation with the favourite's id and when it was added. */
export const Favourite = Type.Intersect([
  Quotation,
  Type.Object({
    optional_id: Type.Integer({ description: "the favourite's id (for removal)" }),
    created_at: Type.String({ description: "when it was added, ISO 8601" }),
  }),
]);
export type Favourite = Static<typeof Favourite>;

/** `GET /market/hot`: a market by its views over the last 7 days. */
export const HotMarket = Type.Object({
  symbol: Type.String(),
  market_id: Type.Integer(),
  currency_id: Type.Integer(),
  legal_id: Type.Integer(),
  views: Type.Integer({ description: "views over the last 7 days" }),
});
export type HotMarket = Static<typeof HotMarket>;

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
  // optional: the ticker channel's items (TickerItem of ./realtime.ts) are typed without them
  index_volume: Type.Optional(IndexVolumeFields.index_volume),
  index_turnover: Type.Optional(IndexVolumeFields.index_turnover),
  index_source: Type.Optional(IndexVolumeFields.index_source),
});
export type Ticker = Static<typeof Ticker>;
/** `GET /market/tickers`: the `ticker` channel's state at sequence `seq`. */
export const TickerSnapshot = Type.Object({
  seq: Type.Integer({ description: "the ticker channel's sequence this state stands for" }),
  time: Type.Integer(),
  tickers: Type.Array(Ticker),
});
export type TickerSnapshot = Static<typeof TickerSnapshot>;
export const TickersResponse = Envelope(TickerSnapshot);

/** One recorded index tick of `GET /ticks`, the public tick log. */
export const LoggedTick = Type.Object({
  symbol: Type.String({ description: "BTC/USDT" }),
  seq: Type.Integer({ description: "the tick's id in its market's log" }),
  price: Type.String({ description: "the index price, decimal text without trailing zeros" }),
  time: Type.String({ description: "ISO 8601" }),
});
export type LoggedTick = Static<typeof LoggedTick>;
/** `GET /ticks`: a page of a market's ticks, oldest first. */
export const TickPage = Page(LoggedTick);
export type TickPage = Static<typeof TickPage>;

/**
 * `GET /market/history`: candles in TradingView's UDF shape, without the envelope. `s` "ok" with the
 * arrays, "no_data" without bars, "error" with `errmsg`.
 */
export const UdfHistory = Type.Object({
  s: Type.Union([Type.Literal("ok"), Type.Literal("no_data"), Type.Literal("error")]),
  t: Type.Optional(Type.Array(Type.Integer(), { description: "bar starts, unix seconds" })),
  o: Type.Optional(Type.Array(Type.String())),
  h: Type.Optional(Type.Array(Type.String())),
  l: Type.Optional(Type.Array(Type.String())),
  c: Type.Optional(Type.Array(Type.String())),
  v: Type.Optional(Type.Array(Type.String())),
  synthetic: Type.Optional(
    Type.Array(Type.Boolean(), { description: "which bars hold made-up history (before the first tick)" }),
  ),
  synthetic_until: Type.Optional(
    Type.Integer({ description: "where the market's made-up history ends, unix seconds" }),
  ),
  errmsg: Type.Optional(Type.String()),
});
export type UdfHistory = Static<typeof UdfHistory>;
/** `GET /market/history`'s answers: the UDF shape, or the usual failure envelope for a refused query. */
export const UdfHistoryResponse = Type.Union([UdfHistory, Failure]);

/** `GET /api/currency/profile?currency=BTC` (spec §2 transaction/white_paper): a coin's profile. */
export const CurrencyProfileQuery = Type.Object({
  currency: Text(20, { minLength: 1, description: "the coin's name (BTC) or id" }),
});

export const CurrencyProfile = Type.Object({
  currency_id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  /** null: a listed coin nobody has written a profile for yet */
  profile: Nullable(
    Type.Object({
      lang: Type.String({ description: "the texts' language: the reader's, or en where not translated" }),
      description: Type.String(),
      white_paper: Type.String({
        description: "the white paper as an article, paragraphs separated by blank lines; '' for none",
      }),
      issue_date: Nullable(Type.String({ description: "YYYY-MM-DD" })),
      total_supply: Nullable(
        Type.String({ description: "the most that can exist; null without a fixed cap" }),
      ),
      circulating_supply: Nullable(Type.String()),
      supply_as_of: Nullable(Type.String({ description: "YYYY-MM-DD the circulating supply was read" })),
      issue_price: Nullable(Type.String({ description: "first sale or issue price in US dollars" })),
      website_url: Type.String(),
      explorer_url: Type.String(),
      white_paper_url: Type.String(),
    }),
  ),
});
export type CurrencyProfile = Static<typeof CurrencyProfile>;
export const CurrencyProfileResponse = Envelope(CurrencyProfile);
