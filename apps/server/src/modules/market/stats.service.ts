import type { TickerItem } from "@bourse/contract";
import { div, mul, parse, sub, toPlainString } from "@bourse/money";
import type { Db } from "../../db/db.ts";
import type { Feed, Tick } from "../../feed/feed.ts";

const exact = (text: string) => {
  const parsed = parse(text, 18);
  if (!parsed.ok) throw new Error(`not a decimal: ${text}`);
  return parsed.value;
};
const trim = (v: string) => (v.includes(".") ? v.replace(/\.?0+$/, "") : v);
const max = (a: string | null, b: string) => (a === null || exact(b).units > exact(a).units ? b : a);
const min = (a: string | null, b: string) => (a === null || exact(b).units < exact(a).units ? b : a);

/** Change in percent with 2 decimals, half-up; null without both prices. */
export function changePercent(open: string | null, last: string | null | undefined): string | null {
  if (!open || !last || exact(open).units === 0n) return null;
  return toPlainString(
    div(mul(sub(exact(last), exact(open)), exact("100"), 18, "half-up"), exact(open), 2, "half-up"),
  );
}

interface Day {
  open: string | null;
  high: string | null;
  low: string | null;
  volume: string;
  turnover: string;
}

/**
 * A market's ticker with, beside the venue's own 24 h `volume` (base) and `turnover` (quote), the index
 * source's 24 h figures: what the exchange the index price comes from traded, with that exchange's name.
 * All three are null when the source reports no volume (the simulated walk, a replay) or it is not current.
 */
export interface MarketTicker extends TickerItem {
  index_volume: string | null;
  index_turnover: string | null;
  index_source: string | null;
}

/** How long the 24 h window read from the 1-minute bars is reused; live prices widen it in between. */
const REFRESH_MS = 30_000;

/**
 * 24 h statistics of every market: the window's open, high, low, volume and turnover come from the
 * 1-minute bars (re-read every 30 s); every tick moves the last price and widens high and low at once.
 * The bars' volume and turnover are the venue's spot trades only (demo trades never reach the bars), so
 * they stay "0" on a market nobody trades; the index ticks add none. The history made up before a
 * market's first tick (`synthetic` bars) counts for nothing: the change, high and low are the recorded
 * prices' only.
 */
export function createMarketStats({ db, feed, clock }: { db: Db; feed: Feed; clock: () => Date }) {
  const days = new Map<number, Day>();
  let loadedAt = Number.NEGATIVE_INFINITY;
  let loading: Promise<void> | undefined;

  async function load() {
    const now = clock().getTime();
    const rows = await db.query<{
      market_id: number;
      open: string | null;
      high: string | null;
      low: string | null;
      volume: string | null;
      turnover: string | null;
    }>(
      // made-up bars (before a market's first tick) carry no volume, and their prices count for nothing
      `SELECT market_id, (array_agg(open ORDER BY start) FILTER (WHERE NOT synthetic))[1]::text AS open,
         (max(high) FILTER (WHERE NOT synthetic))::text AS high, (min(low) FILTER (WHERE NOT synthetic))::text AS low,
         sum(volume)::text AS volume, sum(turnover)::text AS turnover
       FROM candles WHERE period = '1min' AND start >= $1 GROUP BY market_id`,
      [new Date(now - 24 * 3600_000)],
    );
    const before = new Map(days);
    days.clear();
    for (const r of rows) {
      // recorded prices that all sit in the bar continuing the made-up history (the first minute): the
      // window keeps what the ticks built
      const ticked = r.open === null ? before.get(r.market_id) : undefined;
      days.set(r.market_id, {
        open: ticked ? ticked.open : r.open && trim(r.open),
        high: ticked ? ticked.high : r.high && trim(r.high),
        low: ticked ? ticked.low : r.low && trim(r.low),
        volume: trim(r.volume ?? "0"),
        turnover: trim(r.turnover ?? "0"),
      });
    }
    loadedAt = now;
  }

  /** Re-reads the window when it is older than the refresh interval. */
  async function fresh() {
    if (clock().getTime() - loadedAt < REFRESH_MS) return;
    loading ??= load().finally(() => {
      loading = undefined;
    });
    await loading;
  }

  /** when each market's index volume last came (ms): it goes out of date a stale limit later */
  const indexAt = new Map<number, number>();

  const onTick = (t: Tick) => {
    if (t.index) indexAt.set(t.marketId, t.ts);
    const day = days.get(t.marketId);
    if (!day)
      days.set(t.marketId, { open: t.price, high: t.price, low: t.price, volume: "0", turnover: "0" });
    else {
      day.open ??= t.price;
      day.high = max(day.high, t.price);
      day.low = min(day.low, t.price);
    }
  };
  feed.events.on("tick", onTick);

  function tickers(): MarketTicker[] {
    const now = clock();
    return feed.markets().map((m) => {
      const day = days.get(m.id);
      const last = feed.lastTick(m.id);
      const index = feed.indexVolume(m.id, now);
      return {
        symbol: m.symbol,
        market_id: m.id,
        price: last?.price ?? null,
        change: changePercent(day?.open ?? null, last?.price),
        open: day?.open ?? null,
        high: day?.high ?? null,
        low: day?.low ?? null,
        volume: day?.volume ?? "0",
        turnover: day?.turnover ?? "0",
        tick_seq: last?.seq ?? 0,
        time: last?.ts ?? null,
        stale: feed.isStale(m.id, now),
        index_volume: index?.volume ?? null,
        index_turnover: index?.turnover ?? null,
        index_source: index?.source ?? null,
      };
    });
  }

  /**
   * The first time (ms, on the clock) at which `tickers()` may answer differently without a tick: the
   * 24 h window is re-read, a live market turns stale, or an index volume goes out of date.
   */
  function changesAt(): number {
    const now = clock().getTime();
    let at = loadedAt + REFRESH_MS;
    const sooner = (deadline: number) => {
      if (deadline > now && deadline < at) at = deadline;
    };
    for (const m of feed.markets()) {
      const last = feed.lastTick(m.id);
      if (last) sooner(last.ts + feed.staleAfterMs + 1);
      const index = indexAt.get(m.id);
      if (index !== undefined) sooner(index + feed.staleAfterMs + 1);
    }
    return at;
  }

  return {
    /** Every market's ticker, with the 24 h window brought up to date first. */
    async current(): Promise<MarketTicker[]> {
      await fresh();
      return tickers();
    },
    /** Every market's ticker from what is in memory (the window may be up to 30 s old). */
    tickers,
    changesAt,
    fresh,
    stop: () => feed.events.off("tick", onTick),
  };
}

export type MarketStats = ReturnType<typeof createMarketStats>;
