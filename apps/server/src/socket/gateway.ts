import type { FastifyInstance } from "fastify";
import { Server } from "socket.io";

declare module "fastify" {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * socket.io at /socket.io (websocket with polling fallback). Public market channels and per-user
 * channels join here as their product lines land; for now a client can connect and read the clock.
 */
export function attachSocket(app: FastifyInstance) {
  const io = new Server(app.server, { path: "/socket.io", serveClient: false, cors: { origin: false } });
  io.on("connection", (socket) => {
    socket.emit("hello", { server_time: Date.now() });
  });
  app.decorate("io", io);
  app.addHook("onClose", async () => {
    await io.close();
  });
}
