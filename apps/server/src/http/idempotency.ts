import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance } from "fastify";
import type { Caller } from "../core/command.ts";
import { failureBody } from "./envelope.ts";

/** What a client may send as `Idempotency-Key`: up to 64 letters, digits and `_ . : -`. */
const KEY = /^[A-Za-z0-9_.:-]{1,64}$/;

interface RequestKey {
  key: string;
  /** commands this request has sent so far: a request that sends several keys each by its place */
  sent: number;
}

const current = new AsyncLocalStorage<RequestKey>();

/**
 * `Idempotency-Key` on any call: every money command the request sends carries it (namespaced by the
 * caller, and numbered when one request sends several), so the same call sent again with the same key
 * (after a timeout, a lost connection or a writer's failover) answers what the first one came to and
 * changes nothing more. A key that is not of the accepted form is refused, naming the header.
 */
export function registerIdempotencyKeys(app: FastifyInstance) {
  app.addHook("onRequest", (request, reply, done) => {
    const raw = request.headers["idempotency-key"];
    if (raw === undefined) return done();
    if (typeof raw !== "string" || !KEY.test(raw)) {
      reply.code(200).send({
        ...failureBody(request, "REQUEST_INVALID_FIELD", { field: "Idempotency-Key" }),
        field: "Idempotency-Key",
      });
      return;
    }
    current.run({ key: raw, sent: 0 }, done);
  });
}

/** The key of the command a request is sending now on behalf of `caller`, if the client gave one. */
export function requestKey(caller: Caller): string | undefined {
  const store = current.getStore();
  if (!store) return undefined;
  const who = "user" in caller ? `u${caller.user}` : "operator" in caller ? `o${caller.operator}` : undefined;
  if (!who) return undefined;
  store.sent += 1;
  return `client:${who}:${store.key}${store.sent > 1 ? `#${store.sent}` : ""}`;
}
