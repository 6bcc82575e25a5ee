import type { SecondsOrder, SecondsProof, TickRef } from "@bourse/contract";
import { mulRate, toPlainString } from "@bourse/money";
import type { Static } from "typebox";
import { rateOf } from "./seconds.config.ts";
import { CANCELLED, OPEN, SETTLED, type SecondsOrderState, type TickAt } from "./seconds.store.ts";

/** The rule every proof states, in the words of the product rules (the outcome only, not the money). */
export const SETTLEMENT_RULE =
  "open tick = the last index tick of the market when the order was placed; end tick = the first tick of " +
  "that market at or after expires_at; up wins if end > open, down wins if end < open, equal prices tie";

/** The public tick log's largest page. */
const MAX_TICKS_PAGE = 1000;

const tickRef = (t: TickAt): TickRef => ({ seq: t.seq, time: t.ts, price: t.price });

/** The public proof names the order by its public id only: walking numbers finds nothing. */
export const proofUrl = (o: SecondsOrderState) => `/api/seconds/${o.publicId}/proof`;

/** The public tick log from the open tick through the end tick (or the next 100 ticks while open). */
export function verifyUrl(o: SecondsOrderState): string {
  const count = o.endTick ? o.endTick.seq - o.openTick.seq + 1 : 100;
  return `/api/ticks?symbol=${o.symbol}&after_seq=${o.openTick.seq - 1}&limit=${Math.min(count, MAX_TICKS_PAGE)}`;
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

export function orderView(o: SecondsOrderState): SecondsOrder {
  return {
    id: o.id,
    public_id: o.publicId,
    match_id: o.marketId,
    symbol: o.symbol,
    currency_id: o.currencyId,
    currency_name: o.currencyName,
    type: o.direction === "up" ? 1 : 2,
    direction: o.direction,
    seconds: o.seconds,
    number: toPlainString(o.stake),
    profit_ratio: o.profitRatio,
    pre_profit_result: toPlainString(mulRate(o.stake, rateOf(o.profitRatio), "down")),
    status: o.status,
    result: o.result,
    open_price: o.openTick.price,
    end_price: o.endTick?.price ?? null,
    fact_profits: o.profit === null ? null : toPlainString(o.profit),
    payout: o.payout === null ? null : toPlainString(o.payout),
    open_tick: tickRef(o.openTick),
    end_tick: o.endTick ? tickRef(o.endTick) : null,
    created_at: o.createdAt.toISOString(),
    expires_at: new Date(o.expiresAt).toISOString(),
    settled_at: iso(o.settledAt),
    proof_url: proofUrl(o),
    verify_url: verifyUrl(o),
  };
}

const STATUS_NAMES = { [OPEN]: "open", [SETTLED]: "settled", [CANCELLED]: "cancelled" } as const;

/** What anyone may read about an order: its market, direction, duration, two ticks and result. */
export function proofView(o: SecondsOrderState): Static<typeof SecondsProof> {
  return {
    public_id: o.publicId,
    symbol: o.symbol,
    direction: o.direction,
    seconds: o.seconds,
    expires_at: new Date(o.expiresAt).toISOString(),
    status: STATUS_NAMES[o.status],
    open_tick: tickRef(o.openTick),
    end_tick: o.endTick ? tickRef(o.endTick) : null,
    result: o.result,
    rule: SETTLEMENT_RULE,
    verify_url: verifyUrl(o),
  };
}
