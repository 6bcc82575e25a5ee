import {
  atLiquidation,
  dealingPrice,
  LeverTriggerIndex,
  limitReached,
  liquidationTriggers,
  stopReached,
} from "@bourse/engine";
import { parse } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import type { Feed, Tick } from "../../feed/feed.ts";
import { accountOf, indexPrices } from "./lever.book.ts";
import { holderOfTrade, margin } from "./lever.command-kit.ts";
import { utcDay } from "./lever.risk.ts";
import type { LeverService } from "./lever.service.ts";
import type { LeverTrade, UsedTick } from "./lever.store.ts";

/** With no spread, the open dealing price is the index: every order reached at any spread is among these. */
const NO_SPREAD = { spread: { num: 0n, den: 1n } };

/**
 * Runs the lever triggers on every index tick, in tick order: pending limit orders the dealing price
 * reached, take profits and stop losses the index reached, and accounts at the liquidation threshold.
 * A `LeverTriggerIndex` finds them without visiting every position: it is kept in step with the book
 * after each change of a trade, and each account's conservative liquidation thresholds are re-armed
 * whenever the account changes or turns out not to be at the threshold. Each trigger is a core command
 * that re-checks its condition when it runs, against the tick that raised it; a trade or account has at
 * most one trigger on its way. The overnight fee is charged for each UTC midnight a position was open
 * through (a restart catches up on missed ones).
 */
export function watchLever({
  lever,
  core,
  feed,
  clock,
  onError,
}: {
  lever: LeverService;
  core: Core;
  feed: Feed;
  clock: () => Date;
  onError: (err: unknown) => void;
}) {
  const index = new LeverTriggerIndex();
  const inFlight = new Set<string>();
  const pending: Promise<unknown>[] = [];

  function once(key: string, run: () => Promise<unknown>) {
    if (inFlight.has(key)) return;
    inFlight.add(key);
    const p = run()
      .catch(onError)
      .finally(() => {
        inFlight.delete(key);
        pending.splice(pending.indexOf(p), 1);
      });
    pending.push(p);
  }

  /** The index entries of one trade, as the book now has it. */
  function track(t: LeverTrade) {
    const live = lever.book.live.get(t.id) === t;
    if (live && t.status === 0 && t.targetPrice !== null)
      index.addLimit(t.id, t.marketId, t.direction, t.targetPrice);
    else index.removeLimit(t.id);
    if (live && t.status === 1) index.setStops(t.id, t.marketId, t.direction, t.takeProfit, t.stopLoss);
    else index.removeStops(t.id);
  }

  const balanceOf = (holder: number, currency: number) =>
    core.balance(margin(holder), currency) + core.balance(margin(holder, "frozen"), currency);

  /**
   * Re-arms the liquidation thresholds of every margin currency of a margin account (`holderOf`: the
   * index keys accounts by it) at the current prices.
   */
  function arm(holder: number) {
    index.removeLiquidation(holder);
    const prices = indexPrices(feed);
    const byCurrency = new Map<number, LeverTrade[]>();
    for (const t of lever.book.ofHolderAll(holder)) {
      if (t.status !== 1) continue;
      byCurrency.set(t.market.legalId, [...(byCurrency.get(t.market.legalId) ?? []), t]);
    }
    for (const [currency, positions] of byCurrency) {
      const triggers = liquidationTriggers(
        balanceOf(holder, currency),
        positions,
        (marketId) => {
          const t = positions.find((p) => p.marketId === marketId)!;
          return prices(t.market) ?? t.openPrice;
        },
        (marketId) => positions.find((p) => p.marketId === marketId)!.terms,
        lever.threshold(),
      );
      for (const trigger of triggers)
        if (trigger.threshold !== null)
          index.setLiquidation(holder, trigger.marketId, trigger.threshold, trigger.side);
    }
  }

  function rearmAll() {
    const holders = new Set<number>();
    for (const t of lever.book.live.values()) {
      track(t);
      holders.add(holderOfTrade(t));
    }
    for (const holder of holders) arm(holder);
  }

  /** Keeps the index in step with the book, inside the command that changed the trades. */
  const onChange = (trades: LeverTrade[]) => {
    for (const t of trades) track(t);
    for (const holder of new Set(trades.map(holderOfTrade))) arm(holder);
  };

  function onTick(tick: Tick) {
    // triggers are the writer's work: the node leading now acts on them
    if (!core.leading) return;
    const m = lever.markets().find((x) => x.id === tick.marketId);
    if (!m) return;
    const p = parse(tick.price, m.terms.priceDecimals);
    if (!p.ok) return;
    const used: UsedTick = { seq: tick.seq, ts: tick.ts, index: p.value.units };
    const found = index.candidates(m.id, used.index, NO_SPREAD);
    for (const id of found.limits) {
      const t = lever.book.live.get(id);
      if (t?.status !== 0 || t.targetPrice === null) continue;
      if (limitReached(t.direction, t.targetPrice, dealingPrice(used.index, t.direction, "open", t.terms)))
        once(`t${t.id}`, () => lever.fill(t.id, used));
    }
    for (const id of found.stops) {
      const t = lever.book.live.get(id);
      if (t?.status === 1 && stopReached(t, used.index)) once(`t${t.id}`, () => lever.stop(t.id, used));
    }
    const prices = indexPrices(feed, { marketId: m.id, index: used.index });
    for (const holder of new Set(found.accounts)) {
      let atThreshold = false;
      for (const currency of new Set(lever.book.ofHolderAll(holder).map((t) => t.market.legalId))) {
        const account = accountOf(lever.book, holder, currency, balanceOf(holder, currency), prices);
        if (!atLiquidation(account, lever.threshold())) continue;
        atThreshold = true;
        once(`a${holder}:${currency}`, () => lever.liquidate(holder, currency, m.id, used));
      }
      if (!atThreshold) arm(holder);
    }
  }

  /**
   * Charges every open position the overnight fees of the UTC midnights up to `day` it has been open
   * through (the scheduler's daily job `lever-overnight`); a charge that throws fails the day, which
   * is then run again (each position and day is charged once: a repeat answers the first charge).
   */
  async function overnightFor(day: string) {
    if (!core.leading) return;
    // only positions with a midnight to pay: a repeat of a day would answer its first charge anyway
    const charged = [...lever.book.live.values()].filter(
      (t) =>
        t.status === 1 && t.openedAt !== null && (t.overnightThrough ?? utcDay(t.openedAt.getTime())) < day,
    );
    try {
      await Promise.all(charged.map((t) => lever.chargeOvernight(t.id, day)));
    } finally {
      // fees lower the equity: thresholds move closer
      for (const holder of new Set(charged.map(holderOfTrade))) arm(holder);
    }
  }

  rearmAll();
  lever.book.events.on("changed", onChange);
  lever.book.events.on("terms", rearmAll);
  feed.events.on("tick", onTick);

  return {
    overnightFor,
    /** The overnight charges due by `now` (tests; the scheduler runs `overnightFor` each day). */
    runOvernight: (now = clock()) => overnightFor(utcDay(now.getTime())).catch(onError),
    /** Waits until every trigger raised so far has run (tests). */
    async settled() {
      while (pending.length > 0) await Promise.all([...pending]);
    },
    stop() {
      feed.events.off("tick", onTick);
      lever.book.events.off("changed", onChange);
      lever.book.events.off("terms", rearmAll);
    },
  };
}

export type LeverWatch = ReturnType<typeof watchLever>;
