import type { TradeItem } from "@bourse/contract";
import type { Db } from "../../db/db.ts";
import type { Feed, Tick } from "../../feed/feed.ts";
import type { MarketStats } from "../market/index.ts";
import type { SpotService } from "../spot/index.ts";
import { BookUpdates } from "./binance.book-updates.ts";
import { binanceSymbol, symbolIndex } from "./binance.conventions.ts";
import { decimalText, INTERVALS, type MarketRules } from "./binance.map.ts";
import { klines, tickers24h } from "./binance.reads.ts";

/** How many levels a side a book's published state holds: the REST depth's most. */
const PUBLISHED_LEVELS = 5000;

/**
 * The update ids of the venue's (real) spot books, shared by the REST depth snapshot and the depth
 * streams: a book is published (and its id moves) on each change while a book stream watches it, and
 * whenever a snapshot is read.
 */
export function createBooks(spot: SpotService) {
  const books = new Map<number, BookUpdates>();
  const watchers = new Map<number, number>();
  const changed = new Map<number, Set<(r: MarketRules) => void>>();
  const updatesOf = (r: MarketRules) => {
    const b = books.get(r.id) ?? new BookUpdates();
    books.set(r.id, b);
    return b;
  };
  const publish = (r: MarketRules) => {
    const b = updatesOf(r);
    if (b.publish(spot.depth(r, PUBLISHED_LEVELS))) for (const f of changed.get(r.id) ?? []) f(r);
    return b;
  };
  const onDepth = (marketId: number, demo = false) => {
    if (demo || !watchers.get(marketId)) return;
    const r = spot.rules.find((x) => x.id === marketId);
    if (r) publish(r);
  };
  spot.events.on("depth", onDepth);
  return {
    /** The book at its current update id, `limit` levels a side. */
    snapshot(r: MarketRules, limit: number) {
      const lastUpdateId = publish(r).id;
      return { lastUpdateId, ...spot.depth(r, limit) };
    },
    /** Keeps the book published on every change while watched; `onChange` hears each new id. */
    watch(r: MarketRules, onChange?: (r: MarketRules) => void) {
      watchers.set(r.id, (watchers.get(r.id) ?? 0) + 1);
      if (onChange) {
        const set = changed.get(r.id) ?? new Set();
        set.add(onChange);
        changed.set(r.id, set);
      }
      publish(r);
      return () => {
        watchers.set(r.id, (watchers.get(r.id) ?? 1) - 1);
        if (onChange) changed.get(r.id)?.delete(onChange);
      };
    },
    updatesOf,
    close: () => spot.events.off("depth", onDepth),
  };
}
export type Books = ReturnType<typeof createBooks>;

/** A running stream: `stop` ends what `start` began. */
export interface StreamSource {
  stop(): void;
}

export interface MarketStreamsDeps {
  db: Db;
  spot: SpotService;
  feed: Feed;
  stats: MarketStats;
  clock: () => Date;
  books: Books;
  listed: (symbol: string) => boolean;
  onError: (err: unknown) => void;
}

const SPEEDS: Record<string, number> = { "": 1000, "@1000ms": 1000, "@100ms": 100 };

/**
 * Binance's market streams over the venue's spot markets: `<symbol>@trade`, `@aggTrade`,
 * `@kline_<interval>`, `@depth[@100ms]` (diffs with update ids), `@depth<5|10|20>[@100ms]`, `@bookTicker`,
 * `@ticker` and `@miniTicker`. `start(name, send)` starts the stream a name stands for, or answers undefined when the
 * name is no stream of the venue.
 */
export function createMarketStreams(deps: MarketStreamsDeps) {
  const { db, spot, feed, stats, clock, books, onError } = deps;
  const markets = symbolIndex(spot.rules.filter((r) => deps.listed(r.symbol)));
  const now = () => clock().getTime();

  // one listener a source of events, handing each market's events to its streams
  const trades = new Map<number, Set<(items: TradeItem[]) => void>>();
  const ticks = new Map<number, Set<(t: Tick) => void>>();
  const onTrades = ({
    market,
    trades: items,
    demo,
  }: {
    market: MarketRules;
    trades: TradeItem[];
    demo: boolean;
  }) => {
    if (!demo) for (const f of trades.get(market.id) ?? []) f(items);
  };
  const onTick = (t: Tick) => {
    for (const f of ticks.get(t.marketId) ?? []) f(t);
  };
  spot.events.on("trades", onTrades);
  feed.events.on("tick", onTick);
  const listen = <T>(map: Map<number, Set<T>>, id: number, f: T) => {
    const set = map.get(id) ?? new Set<T>();
    set.add(f);
    map.set(id, set);
    return () => void map.get(id)?.delete(f);
  };
  const every = (ms: number, f: () => void) => {
    const timer = setInterval(f, ms);
    timer.unref();
    return () => clearInterval(timer);
  };

  function trade(r: MarketRules, send: (payload: unknown) => void, aggregate: boolean): StreamSource {
    const s = binanceSymbol(r.symbol);
    const stop = listen(trades, r.id, (items) => {
      const E = now();
      for (const t of items) {
        const common = { p: decimalText(t.price), q: decimalText(t.amount) };
        send(
          aggregate
            ? {
                e: "aggTrade",
                E,
                s,
                a: t.id,
                ...common,
                f: t.id,
                l: t.id,
                T: t.time,
                m: t.side === "sell",
                M: true,
              }
            : { e: "trade", E, s, t: t.id, ...common, T: t.time, m: t.side === "sell", M: true },
        );
      }
    });
    return { stop };
  }

  function kline(r: MarketRules, code: string, send: (payload: unknown) => void): StreamSource {
    const interval = INTERVALS[code]!;
    const s = binanceSymbol(r.symbol);
    let open: number | undefined;
    let busy = false;
    let again: number | undefined;
    /** Sends the bar starting at `start` (`closed` once the next one began), one read at a time. */
    const emit = async (start: number, closed: boolean) => {
      const [bar] = await klines(db, r, interval, { from: start, to: start, limit: 1, forward: true });
      if (!bar) return;
      const [t, o, h, l, c, v, T, q, n, V, Q] = bar as [
        number,
        string,
        string,
        string,
        string,
        string,
        number,
        string,
        number,
        string,
        string,
      ];
      send({
        e: "kline",
        E: now(),
        s,
        k: { t, T, s, i: code, f: -1, L: -1, o, c, h, l, v, n, x: closed, q, V, Q, B: "0" },
      });
    };
    const run = async (start: number) => {
      busy = true;
      try {
        if (open !== undefined && open !== start) await emit(open, true);
        open = start;
        await emit(start, false);
      } catch (err) {
        onError(err);
      } finally {
        busy = false;
      }
      if (again !== undefined) {
        const next = again;
        again = undefined;
        void run(next);
      }
    };
    const stop = listen(ticks, r.id, (t) => {
      const bar = t.bars[interval.period as keyof Tick["bars"]];
      if (!bar) return;
      if (busy) again = bar.time;
      else void run(bar.time);
    });
    return { stop };
  }

  function diffs(r: MarketRules, speed: number, send: (payload: unknown) => void): StreamSource {
    const s = binanceSymbol(r.symbol);
    const updates = books.updatesOf(r);
    const window = updates.open();
    const unwatch = books.watch(r);
    const stopTimer = every(speed, () => {
      const d = updates.take(window);
      if (d) send({ e: "depthUpdate", E: now(), s, U: d.first, u: d.last, b: d.bids, a: d.asks });
    });
    return {
      stop() {
        stopTimer();
        unwatch();
        updates.close(window);
      },
    };
  }

  function partial(
    r: MarketRules,
    levels: number,
    speed: number,
    send: (payload: unknown) => void,
  ): StreamSource {
    const unwatch = books.watch(r);
    let sent = -1;
    const stopTimer = every(speed, () => {
      const book = books.snapshot(r, levels);
      if (book.lastUpdateId === sent) return;
      sent = book.lastUpdateId;
      send(book);
    });
    return {
      stop() {
        stopTimer();
        unwatch();
      },
    };
  }

  function bookTicker(r: MarketRules, send: (payload: unknown) => void): StreamSource {
    const s = binanceSymbol(r.symbol);
    let last = "";
    const unwatch = books.watch(r, () => {
      const top = spot.depth(r, 1);
      const [b = "0", B = "0"] = top.bids[0] ?? [];
      const [a = "0", A = "0"] = top.asks[0] ?? [];
      const key = `${b} ${B} ${a} ${A}`;
      if (key === last) return;
      last = key;
      send({ u: books.updatesOf(r).id, s, b, B, a, A });
    });
    return { stop: unwatch };
  }

  /**
   * The ticker streams: once a second, when a followed market moved (an index tick or a trade), every
   * market's 24 h ticker is read once and sent to the streams of the markets that moved.
   */
  const tickerStreams = new Map<number, Set<{ send: (payload: unknown) => void; mini: boolean }>>();
  const moved = new Set<number>();
  let tickerTimer: (() => void) | undefined;
  const markMoved = (marketId: number) => {
    if (tickerStreams.has(marketId)) moved.add(marketId);
  };
  function sendTickers() {
    if (moved.size === 0) return;
    const due = new Set(moved);
    moved.clear();
    const at = now();
    tickers24h(
      { db, spot, stats },
      markets.all().filter((r) => due.has(r.id)),
      at,
    )
      .then((answers) => {
        for (const [i, r] of markets
          .all()
          .filter((x) => due.has(x.id))
          .entries()) {
          const t = answers[i];
          if (!t) continue;
          const figures = {
            c: t.lastPrice,
            o: t.openPrice,
            h: t.highPrice,
            l: t.lowPrice,
            v: t.volume,
            q: t.quoteVolume,
          };
          const mini = { e: "24hrMiniTicker", E: at, s: t.symbol, ...figures };
          const full = {
            e: "24hrTicker",
            E: at,
            s: t.symbol,
            p: t.priceChange,
            P: t.priceChangePercent,
            w: t.weightedAvgPrice,
            x: t.prevClosePrice,
            Q: t.lastQty,
            b: t.bidPrice,
            B: t.bidQty,
            a: t.askPrice,
            A: t.askQty,
            ...figures,
            O: t.openTime,
            C: t.closeTime,
            F: t.firstId,
            L: t.lastId,
            n: t.count,
          };
          for (const stream of tickerStreams.get(r.id) ?? []) stream.send(stream.mini ? mini : full);
        }
      })
      .catch(onError);
  }
  function ticker(r: MarketRules, send: (payload: unknown) => void, mini: boolean): StreamSource {
    const stream = { send, mini };
    const set = tickerStreams.get(r.id) ?? new Set();
    set.add(stream);
    tickerStreams.set(r.id, set);
    moved.add(r.id);
    const offTick = listen(ticks, r.id, () => markMoved(r.id));
    const offTrades = listen(trades, r.id, () => markMoved(r.id));
    tickerTimer ??= every(1000, sendTickers);
    return {
      stop() {
        offTick();
        offTrades();
        set.delete(stream);
        if (set.size === 0) tickerStreams.delete(r.id);
        if (tickerStreams.size === 0) {
          tickerTimer?.();
          tickerTimer = undefined;
        }
      },
    };
  }

  /** `btcusdt@depth@100ms` → its market and the rest of the name. */
  function start(name: string, send: (payload: unknown) => void): StreamSource | undefined {
    const at = name.indexOf("@");
    if (at <= 0) return undefined;
    // symbols in stream names are lower case, as Binance's (so one stream has one name)
    const symbol = name.slice(0, at);
    if (symbol !== symbol.toLowerCase()) return undefined;
    const r = markets.of(symbol.toUpperCase());
    if (!r) return undefined;
    const rest = name.slice(at + 1);
    if (rest === "trade") return trade(r, send, false);
    if (rest === "aggTrade") return trade(r, send, true);
    if (rest === "bookTicker") return bookTicker(r, send);
    if (rest === "ticker" || rest === "miniTicker") return ticker(r, send, rest === "miniTicker");
    if (rest.startsWith("kline_")) {
      const code = rest.slice(6);
      return INTERVALS[code] ? kline(r, code, send) : undefined;
    }
    const depth = /^depth(5|10|20)?(@100ms|@1000ms)?$/.exec(rest);
    if (!depth) return undefined;
    const speed = SPEEDS[depth[2] ?? ""]!;
    return depth[1] ? partial(r, Number(depth[1]), speed, send) : diffs(r, speed, send);
  }

  return {
    start,
    close() {
      tickerTimer?.();
      spot.events.off("trades", onTrades);
      feed.events.off("tick", onTick);
    },
  };
}
