import { type Static, Type } from "typebox";
import { Page } from "./admin.ts";
import { Decimal, Limit, Nullable, OwnedId, PageNumber, RefId } from "./bounds.ts";
import { Envelope, Lang } from "./envelope.ts";
import { TickRef } from "./lever.ts";

/** Seconds order status: 1 open (waiting for its end tick), 3 settled, 4 cancelled. */
export const SECONDS_STATUS = { open: 1, settled: 3, cancelled: 4 } as const;

/** `GET /microtrade/seconds`: the durations on offer. `profit_ratio` is a percent ("20" pays 20 %). */
export const SecondsDuration = Type.Object({
  seconds: Type.Integer(),
  profit_ratio: Type.String({ description: "percent paid on a win" }),
  min_num: Type.String({ description: "smallest stake" }),
  max_num: Type.String({ description: "largest stake" }),
});
export type SecondsDuration = Static<typeof SecondsDuration>;
export const SecondsDurationsResponse = Envelope(Type.Array(SecondsDuration));

/** `GET /microtrade/payable_currencies`: currencies a stake can be paid in, with preset stakes. */
export const PayableCurrency = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  micro_numbers: Type.Array(Type.Object({ number: Type.String() })),
  user_wallet: Nullable(
    Type.Object({
      micro_balance: Type.String(),
      lock_micro_balance: Type.String(),
      experience: Type.String({ description: "experience funds, staked before the micro balance" }),
    }),
  ),
});
export type PayableCurrency = Static<typeof PayableCurrency>;

/** `GET /admin/seconds/durations`: a duration as the console sees it, offered or not. */
export const SecondsAdminDuration = Type.Object({
  seconds: Type.Integer(),
  profit_ratio: Type.String({ description: 'percent paid on a win ("20")' }),
  min_num: Type.String({ description: "smallest stake" }),
  max_num: Type.String({ description: "largest stake" }),
  enabled: Type.Boolean(),
  sort: Type.Integer({ description: "lower comes first in the app" }),
});
export type SecondsAdminDuration = Static<typeof SecondsAdminDuration>;

/** `GET /admin/seconds/currencies`: a currency stakes can be paid in, with its preset stakes. */
export const SecondsStakeCurrency = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  numbers: Type.String({ description: "preset stakes, comma-separated" }),
  enabled: Type.Boolean(),
});
export type SecondsStakeCurrency = Static<typeof SecondsStakeCurrency>;
export const PayableCurrenciesResponse = Envelope(Type.Array(PayableCurrency));

/** `POST /microtrade/submit`. `match_id` is the market (quotation id); `type` 1 up, 2 down. */
export const SecondsSubmitBody = Type.Object({
  match_id: RefId,
  currency_id: RefId,
  type: Type.Integer({ minimum: 1, maximum: 2, description: "1 up, 2 down" }),
  seconds: Type.Integer({ minimum: 1, maximum: 86_400 }),
  number: Decimal("seconds_orders.stake", "stake"),
  lang: Lang,
});

export const SecondsListQuery = Type.Object({
  match_id: Type.Optional(RefId),
  status: Type.Optional(
    Type.Integer({
      minimum: -1,
      maximum: 4,
      description: "1 open, 3 settled, 4 cancelled; absent or -1 for all",
    }),
  ),
  page: PageNumber,
  limit: Limit(100, 5),
  lang: Lang,
});

export const SecondsIdBody = Type.Object({ id: OwnedId("seconds-order"), lang: Lang });

export const SecondsOrder = Type.Object({
  id: Type.Integer(),
  public_id: Type.String({ description: "the order's unguessable name in its public proof" }),
  match_id: Type.Integer(),
  symbol: Type.String(),
  currency_id: Type.Integer(),
  currency_name: Type.String(),
  type: Type.Integer({ description: "1 up, 2 down" }),
  direction: Type.Union([Type.Literal("up"), Type.Literal("down")]),
  seconds: Type.Integer(),
  number: Type.String({ description: "stake" }),
  profit_ratio: Type.String({ description: "percent paid on a win" }),
  pre_profit_result: Type.String({ description: "profit if it wins: stake × rate, rounded down" }),
  status: Type.Integer({ description: "1 open, 3 settled, 4 cancelled" }),
  result: Nullable(Type.Union([Type.Literal("win"), Type.Literal("loss"), Type.Literal("tie")])),
  open_price: Type.String(),
  end_price: Nullable(Type.String()),
  fact_profits: Nullable(Type.String({ description: "payout − stake once settled" })),
  payout: Nullable(Type.String({ description: "what came back to the micro account" })),
  open_tick: TickRef,
  end_tick: Nullable(TickRef),
  created_at: Type.String({ description: "ISO" }),
  expires_at: Type.String({ description: "ISO: the end tick is the first at or after this time" }),
  settled_at: Nullable(Type.String()),
  proof_url: Type.String({ description: "GET: the two ticks and the rule, public" }),
  verify_url: Type.String({ description: "the public tick log from the open tick on" }),
});
export type SecondsOrder = Static<typeof SecondsOrder>;
export const SecondsOrderResponse = Envelope(SecondsOrder);
export const SecondsOrderPageResponse = Envelope(Page(SecondsOrder));

/**
 * `GET /api/seconds/:public_id/proof`: what anyone needs to recompute an outcome from the public tick
 * log, and nothing about the trader or the money (no user, stake or payout).
 */
export const SecondsProof = Type.Object({
  public_id: Type.String(),
  symbol: Type.String(),
  direction: Type.Union([Type.Literal("up"), Type.Literal("down")]),
  seconds: Type.Integer({ description: "duration" }),
  expires_at: Type.String({ description: "ISO: the end tick is the first at or after this time" }),
  status: Type.Union([Type.Literal("open"), Type.Literal("settled"), Type.Literal("cancelled")]),
  open_tick: TickRef,
  end_tick: Nullable(TickRef),
  result: Nullable(Type.Union([Type.Literal("win"), Type.Literal("loss"), Type.Literal("tie")])),
  rule: Type.String({
    description:
      "open tick = the last index tick at submit; end tick = the first tick at or after expires_at; up wins if end > open, down if end < open; equal ties",
  }),
  verify_url: Type.String({
    description: "the stretch of the public tick log from the open to the end tick",
  }),
});
export const SecondsProofResponse = Envelope(SecondsProof);
