import type { EventEmitter } from "node:events";
import type { SubscribeAck, TickerMessage } from "@bourse/contract/realtime";
import { channels } from "@bourse/contract/realtime";
import { PERIODS, parseAccountKey } from "@bourse/engine";
import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import { Server, type Socket } from "socket.io";
import type { Core } from "../core/core.ts";
import type { JournalRecord } from "../core/journal.ts";
import type { Feed, Tick } from "../feed/feed.ts";
import type { MarketStats } from "../modules/market/index.ts";
import type { SpotService } from "../modules/spot/index.ts";
import type { UserNotice } from "../notify/notice.ts";
import type { RedisConnections } from "../redis.ts";
import { COALESCE_WINDOW_MS, Coalescer } from "./coalesce.ts";
import { createFanout } from "./fanout.ts";

export type { UserNotice } from "../notify/notice.ts";

declare module "fastify" {
  interface FastifyInstance {
    io: Server;
    /** The `ticker` channel's last message number and the state it stands for (its snapshot). */
    tickerSnapshot: () => Promise<Omit<TickerMessage, "channel">>;
    /** The last sequence number a channel used (snapshots answer it with their state). */
    channelSeq: (channel: string) => number;
  }
}

export interface GatewayDeps {
  feed: Feed;
  core: Core;
  stats: MarketStats;
  spot: SpotService;
  /** The live session behind a token; `fresh` skips any recently-seen memory and reads the database. */
  userOfToken: (
    token: string,
    fresh?: boolean,
  ) => Promise<{ id: number; sessionId: number; expiresAt: Date } | undefined>;
  /** The server's clock, which sessions expire by. */
  clock: () => Date;
  /** Product lines whose `user` events (`UserNotice`) go to the user's own channel. */
  notices?: EventEmitter[];
  /** Emits `ended` (`{ sessionIds }`) once sessions are revoked: their sockets are disconnected. */
  sessions?: EventEmitter;
  redis?: RedisConnections;
  /** the least time between two messages of the ticker channel, which carries every market's state */
  tickerIntervalMs?: number;
}

type Ack = (answer: SubscribeAck) => void;

/**
 * socket.io at /socket.io (websocket with polling fallback), fanned out through Redis when configured.
 * Channels and messages are those of `@bourse/contract/realtime`: every message carries its channel's
 * sequence number, and a client that sees a gap or reconnects catches up over HTTP, so nothing relies on
 * socket.io's own recovery. A socket joins only the channels it asks for.
 *
 * Each message is encoded once and the same frame written to every socket of its room (`fanout.ts`).
 * Ticks, klines, trades and user messages go out one by one as they happen; channels that carry a whole
 * state (a spot book's `depth`, the `ticker`) are coalesced (`coalesce.ts`): at most one message a window
 * per channel, the first change at once, the last state always sent when the window ends, numbered when
 * sent (so without gaps).
 */
export function attachSocket(app: FastifyInstance, deps: GatewayDeps) {
  const { feed, core, stats, spot } = deps;
  const io = new Server(app.server, {
    path: "/socket.io",
    serveClient: false,
    cors: { origin: false },
    perMessageDeflate: false,
  });
  if (deps.redis)
    io.adapter(createAdapter(deps.redis.client, deps.redis.subscriber, { key: deps.redis.names.socketIo }));
  /** To this node's sockets in a room, encoded once (as `io.local.to(room).emit`). */
  const broadcast = createFanout(io);
  const onError = (err: unknown) => app.log.error({ err }, "realtime: a coalesced message failed");
  const sequences = new Map<string, number>();
  const nextSeq = (channel: string) => {
    const seq = (sequences.get(channel) ?? 0) + 1;
    sequences.set(channel, seq);
    return seq;
  };
  /** The channel's last sequence number: for `tick:` channels the market's last tick id. */
  const lastSeq = (channel: string) => {
    if (channel.startsWith("tick:")) {
      const market = feed.bySymbol(channel.slice(5));
      return market ? (feed.lastTick(market.id)?.seq ?? 0) : 0;
    }
    return sequences.get(channel) ?? 0;
  };

  const symbols = () => new Set(feed.markets().map((m) => m.symbol));
  /** Which account a user channel's messages are for. */
  const accountOf = (user: number) => (core.isDemoUser(user) ? "demo" : "real");
  const periods = new Set<string>(PERIODS);
  /** True for a public channel of a listed market. */
  function isPublic(channel: string): boolean {
    if (channel === channels.ticker) return true;
    const [kind, symbol, period, ...rest] = channel.split(":");
    if (!symbol || rest.length > 0 || !symbols().has(symbol)) return false;
    if (kind === "kline") return period !== undefined && periods.has(period);
    // a spot market's book and trades, or its demo book's (`depth:BTC/USDT:demo`)
    if (kind === "depth" || kind === "trades") return period === undefined || period === "demo";
    return period === undefined && kind === "tick";
  }

  const reply = (ack: unknown, answer: SubscribeAck) => {
    if (typeof ack === "function") (ack as Ack)(answer);
  };

  io.on("connection", (socket: Socket) => {
    socket.emit("hello", { server_time: Date.now() });
    socket.on("disconnect", () => clearTimeout((socket.data as { expiry?: NodeJS.Timeout }).expiry));
    socket.on("sub", (channel: unknown, ack: unknown) => {
      const name = typeof channel === "string" ? normalise(channel) : "";
      if (!isPublic(name)) return reply(ack, { ok: false, message: `unknown channel ${String(channel)}` });
      void socket.join(name);
      reply(ack, { ok: true, seq: lastSeq(name) });
    });
    socket.on("unsub", (channel: unknown, ack: unknown) => {
      if (typeof channel === "string") void socket.leave(normalise(channel));
      reply(ack, { ok: true });
    });
    socket.on("auth", async (token: unknown, ack: unknown) => {
      const refused = () => reply(ack, { ok: false, message: "not signed in" });
      if (typeof token !== "string" || !token) return refused();
      const user = await deps.userOfToken(token);
      if (!user) return refused();
      // A socket follows one session: signing in again leaves the previous one's rooms.
      const previous = socket.data as { rooms?: string[]; expiry?: NodeJS.Timeout };
      for (const room of previous.rooms ?? []) await socket.leave(room);
      clearTimeout(previous.expiry);
      // The session's room is joined before a fresh look at the session, so a revocation that commits
      // at any point of this handler still finds the socket (and disconnects it).
      const room = sessionRoom(user.sessionId);
      await socket.join(room);
      const live = await deps.userOfToken(token, true);
      if (!live) {
        await socket.leave(room);
        previous.rooms = [];
        return refused();
      }
      const channel = channels.user(user.id);
      await socket.join(channel);
      previous.rooms = [room, channel];
      // ... and ends with it: when the session runs out the socket is disconnected (looked at again
      // then, as a timer cannot wait the whole 30 days)
      const expireAt = (at: Date) => {
        const wait = Math.min(Math.max(at.getTime() - deps.clock().getTime(), 1000), 2 ** 31 - 1);
        previous.expiry = setTimeout(async () => {
          const still = await deps.userOfToken(token, true);
          if (still) expireAt(still.expiresAt);
          else socket.disconnect(true);
        }, wait);
      };
      expireAt(live.expiresAt);
      reply(ack, { ok: true, seq: lastSeq(channel) });
    });
  });

  // Sessions signed out, revoked from the device list or ended by a password change or reset: their
  // sockets are disconnected on every node (through the Redis adapter when configured).
  const onSessionsEnded = ({ sessionIds }: { sessionIds: number[] }) => {
    if (sessionIds.length > 0) io.in(sessionIds.map(sessionRoom)).disconnectSockets();
  };
  deps.sessions?.on("ended", onSessionsEnded);

  // The ticker channel is coalesced to one message a second (at least COALESCE_WINDOW_MS) with every
  // market, when anything moved; numbered once the statistics are read, so in the order sent.
  const ticker = new Coalescer<string>(
    (channel) =>
      void stats
        .fresh()
        .then(() =>
          broadcast(channel, "ticker", {
            channel,
            seq: nextSeq(channel),
            time: Date.now(),
            tickers: stats.tickers(),
          }),
        )
        .catch(onError),
    Math.max(deps.tickerIntervalMs ?? 1000, COALESCE_WINDOW_MS),
    onError,
  );

  // Every node has the same ticks, commits and book changes (a follower applies the writer's journal and
  // hears its ticks), so each one tells its own sockets (`io.local`), numbering its channels itself; only
  // the end of a session goes through the adapter, to sockets on every node.
  const onTick = (t: Tick) => {
    ticker.changed(channels.ticker);
    const tick = channels.tick(t.symbol);
    broadcast(tick, "tick", { channel: tick, seq: t.seq, symbol: t.symbol, price: t.price, time: t.ts });
    for (const [period, bar] of Object.entries(t.bars)) {
      const channel = channels.kline(t.symbol, period);
      broadcast(channel, "kline", { channel, seq: nextSeq(channel), symbol: t.symbol, period, bar });
    }
  };
  feed.events.on("tick", onTick);

  const onCommitted = (records: JournalRecord[]) => {
    const changed = new Map<number, Set<number>>();
    for (const r of records)
      for (const p of r.postings) {
        const owner = parseAccountKey(p.account);
        if (owner && "user" in owner) {
          const set = changed.get(owner.user) ?? new Set<number>();
          set.add(p.currency);
          changed.set(owner.user, set);
        }
      }
    for (const [user, currencies] of changed) {
      const channel = channels.user(user);
      broadcast(channel, "user", {
        channel,
        seq: nextSeq(channel),
        account: accountOf(user),
        kind: "balance",
        currencies: [...currencies],
      });
    }
  };
  core.events.on("committed", onCommitted);

  // Spot: trades go out as they happen; a book (a market's, and its demo book) is sent whole, its top 20
  // levels as they are when sent, coalesced to at most one message every COALESCE_WINDOW_MS.
  const books = new Coalescer<string>(
    (key) => {
      const [id, demo] = key.split(":");
      const r = spot.rules.find((x) => x.id === Number(id));
      if (!r) return;
      const account = demo === "demo" ? "demo" : "real";
      const channel = channels.depth(r.symbol, account);
      broadcast(channel, "depth", {
        channel,
        seq: nextSeq(channel),
        account,
        symbol: r.symbol,
        ...spot.depth(r, 20, account === "demo"),
      });
    },
    COALESCE_WINDOW_MS,
    onError,
  );
  const onDepth = (marketId: number, demo = false) => books.changed(`${marketId}:${demo ? "demo" : "real"}`);
  const onTrades = ({
    market,
    trades,
    demo,
  }: {
    market: { symbol: string };
    trades: unknown[];
    demo: boolean;
  }) => {
    const account = demo ? "demo" : "real";
    const channel = channels.trades(market.symbol, account);
    broadcast(channel, "trades", { channel, seq: nextSeq(channel), account, symbol: market.symbol, trades });
  };
  const onOrder = ({
    userId,
    order,
  }: {
    userId: number;
    order: { id: number; symbol: string; status: string; filled: string };
  }) => {
    const channel = channels.user(userId);
    const { id, symbol, status, filled } = order;
    broadcast(channel, "user", {
      channel,
      seq: nextSeq(channel),
      account: accountOf(userId),
      kind: "order",
      order: { id, symbol, status, filled },
    });
  };
  const onNotice = ({ userId, ...message }: UserNotice) => {
    const channel = channels.user(userId);
    broadcast(channel, "user", { channel, seq: nextSeq(channel), account: accountOf(userId), ...message });
  };
  for (const source of deps.notices ?? []) source.on("user", onNotice);
  spot.events.on("depth", onDepth);
  spot.events.on("trades", onTrades);
  spot.events.on("order", onOrder);

  app.decorate("io", io);
  app.decorate("channelSeq", lastSeq);
  app.decorate("tickerSnapshot", async () => {
    await stats.fresh();
    return { seq: lastSeq(channels.ticker), time: Date.now(), tickers: stats.tickers() };
  });
  app.addHook("onClose", async () => {
    ticker.close();
    books.close();
    spot.events.off("depth", onDepth);
    spot.events.off("trades", onTrades);
    spot.events.off("order", onOrder);
    for (const source of deps.notices ?? []) source.off("user", onNotice);
    deps.sessions?.off("ended", onSessionsEnded);
    feed.events.off("tick", onTick);
    core.events.off("committed", onCommitted);
    await io.close();
  });
}

/** The room of one session's sockets (never a channel a client can `sub` to). */
const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/** "tick:btc/usdt" → "tick:BTC/USDT" (periods keep their case: "1min", "4H"). */
function normalise(channel: string): string {
  const [kind, symbol, ...rest] = channel.split(":");
  return symbol === undefined ? channel : [kind, symbol.toUpperCase(), ...rest].join(":");
}
