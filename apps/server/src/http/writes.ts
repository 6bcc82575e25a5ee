import { EventEmitter } from "node:events";
import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    /** Emits `write` once a call other than a read has been answered, so what it changed is committed. */
    writes: EventEmitter;
  }
}

/**
 * Tells what follows the database without an event of its own (the operators' queue counts) that a
 * call may have changed something: `app.writes` emits `write` after every answered POST, PUT or DELETE
 * that did not fail at the HTTP level (its transaction committed before the answer). Registered before
 * any route, so every route has the hook.
 */
export function registerWriteSignal(app: FastifyInstance) {
  const writes = new EventEmitter();
  writes.setMaxListeners(0);
  app.decorate("writes", writes);
  app.addHook("onResponse", async (request, reply) => {
    if (request.method !== "GET" && request.method !== "HEAD" && reply.statusCode < 400) writes.emit("write");
  });
}
