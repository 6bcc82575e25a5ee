import { atLiquidation, dealingPrice, limitReached, stopReached, userAccount } from "@bourse/engine";
import { parse } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import type { Feed, Tick } from "../../feed/feed.ts";
import { accountOf, indexPrices } from "./lever.book.ts";
import { utcDay } from "./lever.risk.ts";
import type { LeverService } from "./lever.service.ts";
import type { UsedTick } from "./lever.store.ts";

/**
 * Runs the lever triggers on every index tick, in tick order: pending limit orders the dealing price
 * reached, take profits and stop losses the index reached, and accounts at the liquidation threshold.
 * Each trigger is a core command that re-checks its condition when it runs, against the tick that
 * raised it; a trade or account has at most one trigger on its way at a time. The overnight fee is
 * charged for each UTC midnight a position was open through (a restart catches up on missed ones).
 */
export function watchLever({
  lever,
  core,
  feed,
  clock,
  onError,
  overnightCheckMs = 30_000,
}: {
  lever: LeverService;
  core: Core;
  feed: Feed;
  clock: () => Date;
  onError: (err: unknown) => void;
  overnightCheckMs?: number;
}) {
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

  function onTick(tick: Tick) {
    const m = lever.markets().find((x) => x.id === tick.marketId);
    if (!m) return;
    const p = parse(tick.price, m.terms.priceDecimals);
    if (!p.ok) return;
    const used: UsedTick = { seq: tick.seq, ts: tick.ts, index: p.value.units };
    const owners = new Map<number, number>();
    for (const t of lever.book.ofMarket(m.id)) {
      if (t.status === 0) {
        const open = dealingPrice(used.index, t.direction, "open", t.terms);
        if (t.targetPrice !== null && limitReached(t.direction, t.targetPrice, open))
          once(`t${t.id}`, () => lever.fill(t, used));
        continue;
      }
      owners.set(t.owner, t.market.legalId);
      const reason = stopReached(t, used.index);
      if (reason) once(`t${t.id}`, () => lever.closeOne(t, reason, used));
    }
    const prices = indexPrices(feed, { marketId: m.id, index: used.index });
    for (const [owner, currency] of owners) {
      const balance =
        core.balance(userAccount(owner, "lever"), currency) +
        core.balance(userAccount(owner, "lever", "frozen"), currency);
      const account = accountOf(lever.book, owner, currency, balance, prices);
      if (atLiquidation(account, lever.threshold()))
        once(`a${owner}:${currency}`, () => lever.liquidate(owner, currency, m, used));
    }
  }

  /** Charges every open position the overnight fees of the midnights it has been open through. */
  async function runOvernight(now = clock()) {
    const today = utcDay(now.getTime());
    await Promise.all(
      [...lever.book.live.values()]
        .filter((t) => t.status === 1)
        .map((t) => lever.chargeOvernight(t, today).catch(onError)),
    );
  }

  feed.events.on("tick", onTick);
  const timer = setInterval(() => void runOvernight(), overnightCheckMs);
  timer.unref();

  return {
    runOvernight,
    /** Waits until every trigger raised so far has run (tests). */
    async settled() {
      while (pending.length > 0) await Promise.all([...pending]);
    },
    stop() {
      clearInterval(timer);
      feed.events.off("tick", onTick);
    },
  };
}

export type LeverWatch = ReturnType<typeof watchLever>;
