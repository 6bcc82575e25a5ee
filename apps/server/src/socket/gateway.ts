import { createAdapter } from "@socket.io/redis-adapter";
import type { FastifyInstance } from "fastify";
import { Server } from "socket.io";
import type { RedisConnections } from "../redis.ts";

declare module "fastify" {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * socket.io at /socket.io (websocket with polling fallback), fanned out through Redis when configured.
 * Public market channels and per-user channels join here as their product lines land; for now a
 * client can connect and read the server clock.
 */
export function attachSocket(app: FastifyInstance, redis: RedisConnections | undefined) {
  const io = new Server(app.server, { path: "/socket.io", serveClient: false, cors: { origin: false } });
  if (redis) io.adapter(createAdapter(redis.client, redis.subscriber));
  io.on("connection", (socket) => {
    socket.emit("hello", { server_time: Date.now() });
  });
  app.decorate("io", io);
  app.addHook("onClose", async () => {
    await io.close();
  });
}
