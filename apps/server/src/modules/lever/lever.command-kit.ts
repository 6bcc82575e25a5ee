import { type LedgerResult, type LeverDirection, type Rate, userAccount } from "@bourse/engine";
import { type Static, Type } from "typebox";
import type { Accepted, Caller, FeePaid, RowsFor } from "../../core/command.ts";
import { type Failure, failure, isFailure } from "../../http/outcome.ts";
import type { CouponBook } from "../growth/index.ts";
import type { LeverBook } from "./lever.book.ts";
import { holderOf, holderParts, type LeverTrade, leverWriter, rowOf, type UsedTick } from "./lever.store.ts";
import type { LeverMarket } from "./lever.terms.ts";

/** What every lever command handler uses: argument types, the shared state, how a command is accepted. */

/** A positive count of units (lots, or price units of a market's decimals), as text. */
export const Units = Type.String({ pattern: "^[1-9][0-9]{0,39}$" });
/** A recorded index tick: its place in the market's public log, its time (ms) and its index in price units. */
export const TickArgs = Type.Object({
  seq: Type.Integer({ minimum: 0 }),
  ts: Type.Integer({ minimum: 0 }),
  index: Units,
});
export type TickArgs = Static<typeof TickArgs>;

/** A handler whose arguments are typed by its schema (`core.register` alone types them as unknown). */

export const tickArgs = (t: UsedTick): TickArgs => ({ seq: t.seq, ts: t.ts, index: String(t.index) });
export const usedTick = (a: TickArgs): UsedTick => ({ seq: a.seq, ts: a.ts, index: BigInt(a.index) });

/** An order being opened, as a check of another line sees it (the house's exposure limits). */
export interface OpeningOrder {
  market: LeverMarket;
  /** the user (a copied order counts as its owner's) */
  owner: number;
  direction: LeverDirection;
  lots: bigint;
  /** the index of the tick the command carries: what the house's position is valued at */
  index: bigint;
}

/**
 * Checks other lines add to opening an order, run inside the handler against the state the core has
 * reached: a refusal, or undefined. They run for new orders only: a fill of an accepted order is not
 * checked again.
 */
export interface LeverGuards {
  open: ((order: OpeningOrder) => Failure | undefined)[];
}

/** What the lever handlers share with the service: the live book, the terms and the trade id counter. */
export interface LeverState {
  book: LeverBook;
  markets: () => LeverMarket[];
  threshold: () => Rate;
  /** the id the next accepted order gets */
  ids: { next: number };
  /** tells the owners of trades of a durable change */
  announce: (trades: LeverTrade[]) => void;
  /** which fee coupons are used */
  coupons: CouponBook;
  /** checks of other lines on opening */
  guards: LeverGuards;
}

/** The answer of a command about one trade: the sender shows the trade by its id. */
export interface TradeReply {
  id: number;
}

/** The ledger account of a margin account (`holderOf`): the owner's lever or copy account. */
export const margin = (holder: number, bucket: "available" | "frozen" = "available") => {
  const { owner, account } = holderParts(holder);
  return userAccount(owner, account, bucket);
};

/** The margin account a trade lives in, as its holder number. */
export const holderOfTrade = (t: Pick<LeverTrade, "owner" | "account">) => holderOf(t.owner, t.account);

/**
 * An accepted lever command: the ledger entry, the rows of the trades it touched as they stand now
 * (later commands of the batch may change them again), and their owners' notice once durable. The
 * trigger index hears of the change at once, in the core's order.
 */
export function accepted<R>(
  s: LeverState,
  result: LedgerResult & { ok: true },
  touched: LeverTrade[],
  reply: R,
  record: { owner: number; reference: string; liquidation?: unknown[]; fees?: FeePaid[]; more?: RowsFor[] },
): Accepted<R> {
  const trades = touched.map(rowOf);
  s.book.changed(touched);
  return {
    ...result,
    userId: record.owner,
    reference: record.reference,
    rows: [
      {
        writer: leverWriter,
        rows: [{ trades, ...(record.liquidation ? { liquidation: record.liquidation } : {}) }],
      },
      ...(record.more ?? []),
    ],
    reply,
    ...(record.fees ? { fees: record.fees } : {}),
    committed: () => s.announce(touched),
  };
}

/**
 * A live trade the caller may act on: a user only on their own, the venue on any. `state` says which
 * trades the command is for (an open position, a pending order, or either); any other is refused as not
 * open or not pending.
 */
export function liveTrade(
  s: LeverState,
  id: number,
  caller: Caller,
  state: "open" | "pending" | "live",
): LeverTrade | Failure {
  const notLive = state === "pending" ? "LEVER_NOT_PENDING" : "LEVER_NOT_OPEN";
  const t = s.book.live.get(id);
  if (!t) return failure(notLive);
  if ("user" in caller && caller.user !== t.owner) return failure("LEVER_NOT_FOUND");
  if ((state === "open" && t.status !== 1) || (state === "pending" && t.status !== 0))
    return failure(notLive);
  return t;
}
/** True for a refusal, false for a trade. */
export const refused = (x: LeverTrade | Failure): x is Failure => isFailure(x);
