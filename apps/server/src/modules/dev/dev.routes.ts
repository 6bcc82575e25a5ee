import { Envelope, OutboxMessage, OutboxQuery } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyReply, FastifyRequest } from "fastify";
import { Type } from "typebox";
import type { Db } from "../../db/db.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import { readOutbox } from "../../notify/outbox.ts";

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith("::ffff:") ? address.slice(7) : address;
  return address === "::1" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

const OCTET = "(?:25[0-5]|2[0-4]\\d|1?\\d?\\d)";
const LOOPBACK_HOST = new RegExp(`^(?:localhost|127(?:\\.${OCTET}){3}|\\[::1\\])(?::\\d{1,5})?$`, "i");

/**
 * True for a Host header naming this machine: `localhost`, `127.x.x.x` or `[::1]`, with or without a
 * port. A page of another site that rebinds its name to 127.0.0.1 still sends its own name.
 */
export const isLoopbackHost = (host: string | undefined) => LOOPBACK_HOST.test(host ?? "");

/**
 * Headers a proxy, a load balancer or a CDN adds: `Forwarded`, `Via`, every `X-Forwarded-*` (and other
 * names with "forwarded"), the client-address ones (`X-Real-IP`, `*-Client-IP`, `CF-Connecting-IP`),
 * `X-Host`, `X-Original-*`, `CDN-Loop`.
 */
const PROXY_HEADER =
  /forwarded|^via$|^x-real-ip$|client-ip$|^cf-connecting-ip$|^x-host$|^x-original-|^cdn-loop$|^x-envoy-external-address$/;

/** True when a request carries any header a proxy adds. */
export function isProxied(headers: Record<string, unknown>): boolean {
  return Object.keys(headers).some((name) => PROXY_HEADER.test(name.toLowerCase()));
}

/**
 * The dev outbox, registered only when DEV_OUTBOX=1: the demo and the tests read codes here. It answers
 * only a client on this machine: the socket's own address is loopback (never a forwarded header), the
 * Host names this machine (a web page the developer visits cannot reach it by rebinding its own name to
 * 127.0.0.1), and the request carries no header a proxy adds. Anyone else gets the plain 404, as if it
 * did not exist.
 */
export const devRoutes: FastifyPluginAsyncTypebox<{ db: Db; clock?: TestClock | undefined }> = async (
  app,
  { db, clock },
) => {
  const onRequest = async (request: FastifyRequest, reply: FastifyReply) => {
    const { headers } = request;
    if (
      isProxied(headers) ||
      !isLoopbackHost(headers.host) ||
      !isLoopback(request.raw.socket.remoteAddress)
    ) {
      reply.callNotFound();
      return reply;
    }
  };
  app.get(
    "/dev/outbox",
    {
      onRequest,
      schema: {
        tags: ["dev"],
        summary: "Messages sent through the dev sender, newest first (DEV_OUTBOX=1 only)",
        querystring: OutboxQuery,
        response: { 200: Envelope(Type.Array(OutboxMessage)) },
      },
    },
    async (request) =>
      envelope(request, success(await readOutbox(db, request.query.to, request.query.limit))),
  );

  if (clock)
    app.post(
      "/dev/clock",
      {
        onRequest,
        schema: {
          tags: ["dev"],
          summary:
            "Moves the server's clock forward (TEST_CLOCK=1 only: browser journeys that need time to pass)",
          body: Type.Object({ advance_ms: Type.Integer({ minimum: 1, maximum: 400 * 86_400_000 }) }),
          response: { 200: Envelope(Type.Object({ now: Type.String() })) },
        },
      },
      async (request) => {
        clock.advance(request.body.advance_ms);
        await clock.moved();
        return envelope(request, success({ now: clock().toISOString() }));
      },
    );
};

/** A clock that only moves forward, by hand (TEST_CLOCK=1): `moved` runs what the move made due. */
export interface TestClock {
  (): Date;
  advance(ms: number): void;
  moved(): Promise<void>;
}

/** The wall clock plus an offset that `advance` grows. */
export function shiftedClock(): TestClock {
  let offset = 0;
  const clock = (() => new Date(Date.now() + offset)) as TestClock;
  clock.advance = (ms) => {
    offset += ms;
  };
  clock.moved = async () => {};
  return clock;
}
