import type { IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import type { FastifyInstance } from "fastify";
import { type WebSocket, WebSocketServer } from "ws";
import type { Db } from "../../db/db.ts";
import { textFrame } from "../../socket/fanout.ts";
import type { ApiKeysService } from "../apikeys/index.ts";
import type { StreamSource } from "./binance.market-streams.ts";
import { timing } from "./binance.signing.ts";
import { isListenKey, listenKeyAccount, type UserEvent, type UserEvents } from "./binance.user-stream.ts";

/** The most streams one connection may follow, and the most requests it may send a second (Binance's). */
export const MAX_STREAMS = 1024;
export const MAX_MESSAGES_PER_SECOND = 5;
/** New connections an address may open in CONNECTIONS_WINDOW_MS (Binance's: 300 every 5 minutes). */
export const MAX_CONNECTIONS_PER_WINDOW = 300;
const CONNECTIONS_WINDOW_MS = 5 * 60_000;
/** A connection whose unsent data passes this is too slow to follow and is closed. */
const MOST_BUFFERED = 4 * 1024 * 1024;
/** A ping every this long; a connection that did not answer the last one is ended. */
const PING_EVERY_MS = 20_000;
/** How often a user data stream looks again at its listen key and API key. */
const RECHECK_EVERY_MS = 60_000;

interface Connection {
  ws: WebSocket;
  /** `/stream`: each message wrapped as `{stream, data}` */
  combined: boolean;
  streams: Set<string>;
  alive: boolean;
  /** when the current second of requests began, and how many came in it */
  second: number;
  requests: number;
  /** the WebSocket API's user data subscriptions: their id and their end */
  subscriptions: Map<number, () => void>;
  ip: string;
}

export interface BinanceWsDeps {
  db: Db;
  clock: () => Date;
  keys: ApiKeysService;
  /** starts the stream a name stands for, or answers undefined for no stream of the venue */
  start: (name: string, send: (payload: unknown) => void) => StreamSource | undefined;
  users: UserEvents;
  /** the caller's address, read through the proxies the server trusts */
  ipOf: (request: IncomingMessage) => string;
  onError: (err: unknown) => void;
}

/** Sends a text to an open socket as one pre-built frame (the same bytes to every follower). */
function sendFrame(c: Connection, frame: Buffer[], text: string) {
  const ws = c.ws as WebSocket & { _sender?: { sendFrame?: (f: Buffer[]) => void } };
  if (ws.readyState !== ws.OPEN) return;
  if (ws.bufferedAmount > MOST_BUFFERED) {
    ws.terminate();
    return;
  }
  const sender = ws._sender;
  if (typeof sender?.sendFrame === "function") sender.sendFrame(frame);
  else ws.send(text);
}

/**
 * Binance's WebSocket endpoints on the server's own port: market streams at `/ws/<stream>`,
 * `/stream?streams=<a>/<b>` (wrapped `{stream, data}`) and `/ws` with `SUBSCRIBE`, `UNSUBSCRIBE`,
 * `LIST_SUBSCRIPTIONS`, `SET_PROPERTY` and `GET_PROPERTY` requests; a listen key's user data stream at
 * `/ws/<listenKey>`; and the WebSocket API's user data stream at `/ws-api/v3`
 * (`userDataStream.subscribe.signature`, events wrapped `{subscriptionId, event}`).
 *
 * A stream runs while anybody follows it, and each of its messages is encoded once, as one frame for
 * the raw followers and one for the combined ones.
 */
export function attachBinanceWs(app: FastifyInstance, deps: BinanceWsDeps) {
  const { db, clock, keys, start, users, onError } = deps;
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 64 * 1024 });
  const streams = new Map<
    string,
    { source: StreamSource; raw: Set<Connection>; combined: Set<Connection> }
  >();

  function publish(name: string, payload: unknown) {
    const s = streams.get(name);
    if (!s) return;
    const data = JSON.stringify(payload);
    if (s.raw.size > 0) {
      const frame = [textFrame(data)];
      for (const c of s.raw) sendFrame(c, frame, data);
    }
    if (s.combined.size > 0) {
      const text = `{"stream":${JSON.stringify(name)},"data":${data}}`;
      const frame = [textFrame(text)];
      for (const c of s.combined) sendFrame(c, frame, text);
    }
  }

  /** Follows `name`; false when it is no stream of the venue. */
  function follow(c: Connection, name: string): boolean {
    if (c.streams.has(name)) return true;
    let s = streams.get(name);
    if (!s) {
      const entry = { raw: new Set<Connection>(), combined: new Set<Connection>() };
      streams.set(name, { ...entry, source: { stop() {} } });
      const source = start(name, (payload) => publish(name, payload));
      if (!source) {
        streams.delete(name);
        return false;
      }
      s = { ...entry, source };
      streams.set(name, s);
    }
    (c.combined ? s.combined : s.raw).add(c);
    c.streams.add(name);
    return true;
  }
  function unfollow(c: Connection, name: string) {
    const s = streams.get(name);
    c.streams.delete(name);
    if (!s) return;
    s.raw.delete(c);
    s.combined.delete(c);
    if (s.raw.size === 0 && s.combined.size === 0) {
      streams.delete(name);
      s.source.stop();
    }
  }
  /** Moves a connection's streams between the raw and the combined followers. */
  function setCombined(c: Connection, combined: boolean) {
    for (const name of c.streams) {
      const s = streams.get(name);
      if (!s) continue;
      (combined ? s.raw : s.combined).delete(c);
      (combined ? s.combined : s.raw).add(c);
    }
    c.combined = combined;
  }

  const reply = (c: Connection, message: unknown) => {
    if (c.ws.readyState === c.ws.OPEN) c.ws.send(JSON.stringify(message));
  };
  const invalid = (c: Connection, id: unknown, code: number, msg: string) =>
    reply(c, { error: { code, msg }, id: id ?? null });

  /** The market stream requests (Binance's "Live Subscribing/Unsubscribing to streams"). */
  function onStreamRequest(c: Connection, text: string) {
    let m: { method?: unknown; params?: unknown; id?: unknown };
    try {
      m = JSON.parse(text);
    } catch {
      return invalid(c, null, 3, "Invalid JSON: expected a JSON object");
    }
    if (typeof m !== "object" || m === null)
      return invalid(c, null, 3, "Invalid JSON: expected a JSON object");
    const { method, params, id } = m;
    if (
      id !== undefined &&
      id !== null &&
      !(typeof id === "number" && Number.isInteger(id)) &&
      typeof id !== "string"
    )
      return invalid(c, id, 1, "Invalid value type: expected an integer or a string for id");
    if (method === "SUBSCRIBE" || method === "UNSUBSCRIBE") {
      if (!Array.isArray(params) || params.some((p) => typeof p !== "string" || p.length > 100))
        return invalid(c, id, 1, "Invalid value type: expected an array of stream names for params");
      const names = params as string[];
      if (method === "SUBSCRIBE") {
        const adding = names.filter((n) => !c.streams.has(n));
        if (c.streams.size + adding.length > MAX_STREAMS)
          return invalid(c, id, 2, `Invalid request: a connection follows at most ${MAX_STREAMS} streams`);
        const unknown = names.find((n) => !follow(c, n));
        if (unknown !== undefined) return invalid(c, id, 2, `Invalid request: unknown stream ${unknown}`);
      } else for (const n of names) unfollow(c, n);
      return reply(c, { result: null, id });
    }
    if (method === "LIST_SUBSCRIPTIONS") return reply(c, { result: [...c.streams], id });
    if (method === "SET_PROPERTY") {
      if (!Array.isArray(params) || params[0] !== "combined" || typeof params[1] !== "boolean")
        return invalid(c, id, 0, "Unknown property");
      setCombined(c, params[1]);
      return reply(c, { result: null, id });
    }
    if (method === "GET_PROPERTY") {
      if (!Array.isArray(params) || params[0] !== "combined") return invalid(c, id, 0, "Unknown property");
      return reply(c, { result: c.combined, id });
    }
    return invalid(c, id, 2, "Invalid request: unknown method");
  }

  /** A WebSocket API request (`/ws-api/v3`): the user data stream's subscription, ping and time. */
  async function onApiRequest(c: Connection, text: string) {
    let m: { id?: unknown; method?: unknown; params?: unknown };
    try {
      m = JSON.parse(text);
    } catch {
      return reply(c, { id: null, status: 400, error: { code: -1100, msg: "Malformed request: not JSON." } });
    }
    const id = typeof m?.id === "string" || typeof m?.id === "number" ? m.id : null;
    const fail = (status: number, code: number, msg: string) =>
      reply(c, { id, status, error: { code, msg } });
    const ok = (result: unknown) => reply(c, { id, status: 200, result });
    const params = (typeof m.params === "object" && m.params !== null ? m.params : {}) as Record<
      string,
      unknown
    >;
    switch (m.method) {
      case "ping":
        return ok({});
      case "time":
        return ok({ serverTime: clock().getTime() });
      case "userDataStream.subscribe.signature": {
        const text = (k: string) =>
          typeof params[k] === "string" || typeof params[k] === "number" ? String(params[k]) : undefined;
        const payload = Object.keys(params)
          .filter((k) => k !== "signature")
          .sort()
          .map((k) => `${k}=${text(k) ?? ""}`)
          .join("&");
        const verdict = await keys.verifySigned({
          apiKey: text("apiKey"),
          payload,
          signature: text("signature"),
          ...timing(text("timestamp"), text("recvWindow")),
          ip: c.ip,
          need: "read",
          now: clock(),
        });
        if (!verdict.ok)
          return fail(
            verdict.code === -2014 || verdict.code === -2015 ? 401 : 400,
            verdict.code,
            verdict.msg,
          );
        const subscriptionId = c.subscriptions.size === 0 ? 0 : Math.max(...c.subscriptions.keys()) + 1;
        const stop = users.follow(verdict.userId, (event) =>
          sendText(c, `{"subscriptionId":${subscriptionId},"event":${JSON.stringify(event)}}`),
        );
        c.subscriptions.set(subscriptionId, stop);
        return ok({ subscriptionId });
      }
      case "userDataStream.unsubscribe": {
        const only = params.subscriptionId;
        for (const [sid, stop] of c.subscriptions)
          if (only === undefined || Number(only) === sid) {
            stop();
            c.subscriptions.delete(sid);
          }
        return ok({});
      }
      default:
        return fail(400, -1100, "Unknown method.");
    }
  }

  const sendText = (c: Connection, text: string) => sendFrame(c, [textFrame(text)], text);

  /** A listen key's stream: the account's events, until the listen key or its API key ends. */
  async function openUserStream(c: Connection, listenKey: string) {
    const account = await listenKeyAccount(db, listenKey, clock());
    const key = account && (await keys.verifyKey({ apiKey: account.apiKey, ip: c.ip, now: clock() }));
    if (!account || !key?.ok) {
      c.ws.close(4001, "invalid listen key");
      return;
    }
    const stop = users.follow(account.userId, (event: UserEvent) => sendText(c, JSON.stringify(event)));
    const recheck = setInterval(async () => {
      try {
        const still = await listenKeyAccount(db, listenKey, clock());
        const live = still && (await keys.verifyKey({ apiKey: still.apiKey, ip: c.ip, now: clock() }));
        if (still && live?.ok) return;
        sendText(c, JSON.stringify({ e: "listenKeyExpired", E: clock().getTime(), listenKey }));
        c.ws.close(1000, "listen key expired");
      } catch (err) {
        onError(err);
      }
    }, RECHECK_EVERY_MS);
    recheck.unref();
    c.subscriptions.set(0, () => {
      stop();
      clearInterval(recheck);
    });
  }

  /** Requests a second at most; one more closes the connection, as Binance does. */
  function counted(c: Connection): boolean {
    const now = Date.now();
    if (now - c.second >= 1000) {
      c.second = now;
      c.requests = 0;
    }
    c.requests += 1;
    if (c.requests > MAX_MESSAGES_PER_SECOND) {
      c.ws.close(1008, "too many requests");
      return false;
    }
    return true;
  }

  function onConnection(ws: WebSocket, request: IncomingMessage) {
    const url = new URL(request.url ?? "/", "http://localhost");
    const c: Connection = {
      ws,
      combined: url.pathname === "/stream",
      streams: new Set(),
      alive: true,
      second: 0,
      requests: 0,
      subscriptions: new Map(),
      ip: deps.ipOf(request),
    };
    ws.on("pong", () => {
      c.alive = true;
    });
    ws.on("error", () => ws.terminate());
    ws.on("close", () => {
      for (const name of [...c.streams]) unfollow(c, name);
      for (const stop of c.subscriptions.values()) stop();
      c.subscriptions.clear();
      connections.delete(c);
    });
    connections.add(c);
    if (url.pathname === "/ws-api/v3") {
      ws.on("message", (data) => {
        if (counted(c)) onApiRequest(c, String(data)).catch(onError);
      });
      return;
    }
    ws.on("message", (data) => {
      if (counted(c)) onStreamRequest(c, String(data));
    });
    const path = url.pathname.startsWith("/ws/") ? url.pathname.slice(4) : "";
    if (path && isListenKey(path)) {
      openUserStream(c, path).catch(onError);
      return;
    }
    const names =
      url.pathname === "/stream"
        ? (url.searchParams.get("streams") ?? "").split("/")
        : path
          ? path.split("/")
          : [];
    // as Binance does, a name in the address that is no stream is passed over (CCXT connects to `/ws/0`)
    for (const name of names.filter(Boolean).slice(0, MAX_STREAMS)) follow(c, name);
  }

  const connections = new Set<Connection>();
  wss.on("connection", onConnection);
  const ping = setInterval(() => {
    for (const c of connections) {
      if (!c.alive) {
        c.ws.terminate();
        continue;
      }
      c.alive = false;
      c.ws.ping();
    }
  }, PING_EVERY_MS);
  ping.unref();

  const paths = (pathname: string) =>
    pathname === "/ws" || pathname.startsWith("/ws/") || pathname === "/stream" || pathname === "/ws-api/v3";
  /**
   * New connections per address in the current window (loopback is not counted: a same-machine client, or
   * a proxy the server was not told to trust, which would make every user one address).
   */
  const opened = new Map<string, number>();
  let windowStart = Date.now();
  const admitted = (ip: string) => {
    if (ip === "127.0.0.1" || ip === "::1" || ip === "::ffff:127.0.0.1") return true;
    if (Date.now() - windowStart >= CONNECTIONS_WINDOW_MS) {
      opened.clear();
      windowStart = Date.now();
    }
    const n = (opened.get(ip) ?? 0) + 1;
    opened.set(ip, n);
    return n <= MAX_CONNECTIONS_PER_WINDOW;
  };
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const { pathname } = new URL(request.url ?? "/", "http://localhost");
    if (!paths(pathname)) return;
    if (!admitted(deps.ipOf(request))) {
      socket.end("HTTP/1.1 429 Too Many Requests\r\nRetry-After: 300\r\nConnection: close\r\n\r\n");
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit("connection", ws, request));
  };
  app.server.on("upgrade", onUpgrade);
  // before the server's own close, which waits for its connections to end
  app.addHook("preClose", async () => {
    clearInterval(ping);
    app.server.off("upgrade", onUpgrade);
    for (const c of connections) c.ws.terminate();
  });
  app.addHook("onClose", async () => {
    for (const s of streams.values()) s.source.stop();
    streams.clear();
    wss.close();
  });
  return { connections: () => connections.size, streams: () => streams.size };
}
