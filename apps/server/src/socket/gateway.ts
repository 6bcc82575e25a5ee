import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import { Server } from "socket.io";
import type { Feed, Tick } from "../feed/feed.ts";
import type { RedisConnections } from "../redis.ts";

declare module "fastify" {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * socket.io at /socket.io (websocket with polling fallback), fanned out through Redis when configured.
 * Channels: `ticker` (every market's index price, to everyone) and `tick` (one market, to those who
 * `subscribe` to it). Every message carries its channel's sequence number: a client that sees a gap
 * fetches a snapshot over HTTP and resumes, without relying on socket.io's own recovery.
 */
export function attachSocket(app: FastifyInstance, redis: RedisConnections | undefined, feed: Feed) {
  const io = new Server(app.server, { path: "/socket.io", serveClient: false, cors: { origin: false } });
  if (redis) io.adapter(createAdapter(redis.client, redis.subscriber));
  const sequences = new Map<string, number>();
  const nextSeq = (channel: string) => {
    const seq = (sequences.get(channel) ?? 0) + 1;
    sequences.set(channel, seq);
    return seq;
  };

  io.on("connection", (socket) => {
    socket.emit("hello", { server_time: Date.now(), sequences: Object.fromEntries(sequences) });
    socket.on("subscribe", (symbol: unknown) => {
      if (typeof symbol === "string" && feed.bySymbol(symbol))
        void socket.join(`market:${symbol.toUpperCase()}`);
    });
    socket.on("unsubscribe", (symbol: unknown) => {
      if (typeof symbol === "string") void socket.leave(`market:${symbol.toUpperCase()}`);
    });
  });

  const onTick = (t: Tick) => {
    const body = { symbol: t.symbol, price: t.price, tick_seq: t.seq, time: t.ts };
    io.emit("ticker", { ...body, seq: nextSeq("ticker") });
    io.to(`market:${t.symbol}`).emit("tick", { ...body, seq: nextSeq(`tick:${t.symbol}`) });
  };
  feed.events.on("tick", onTick);

  app.decorate("io", io);
  app.addHook("onClose", async () => {
    feed.events.off("tick", onTick);
    await io.close();
  });
}
