/**
 * Client process of bench/socket-fanout.ts and bench/binance-depth-fanout.ts (forked with IPC, "advanced"
 * serialisation): holds its share of the socket.io clients (socket.io-client, websocket transport only, one
 * connection each), of the raw `ws` clients and of the depth-diff clients (kinds "depth" and "rawDepth":
 * plain `ws`, Binance's `depthUpdate` messages, whose update ids `U`..`u` stand for the sequence), counts
 * every delivery and records its latency: receive time − the message's `time` (`E` for a depth diff), both
 * read from `performance.timeOrigin + performance.now()`, as the server process does.
 *
 * Commands from the parent, each answered with `{ id, ... }`:
 * - `{ cmd: "open", kind: "sio" | "ws", url, count, channel?, wire? }`: connects (and, for socket.io, `sub`s;
 *   `wire`: speaks the socket.io protocol over plain `ws` instead of using socket.io-client);
 * - `{ cmd: "expect", kind, n, firstSeq }`: every client of `kind` is to receive seq firstSeq..firstSeq+n−1
 *   (depth diffs: update ids, several of which one diff may cover, each diff's `U` the last one's `u` + 1);
 *   answered at once with `{ cpu }`, then `{ type: "done", at, latencies, gaps, stray, cpu, delivered,
 *   bytes }` when the last client has them all (`cpu`: this process's CPU time so far, ms; `delivered` and
 *   `bytes`: the messages and their bytes of the round);
 * - `{ cmd: "status" }`: the deliveries so far of the round (its progress, and the diagnosis if it stalls);
 * - `{ cmd: "close" }`: closes every client, answers, exits.
 */
import { performance } from "node:perf_hooks";
import { io } from "socket.io-client";
import WebSocket from "ws";

const now = () => performance.timeOrigin + performance.now();
const clients = { sio: [], ws: [], depth: [], rawDepth: [] };
let round;
let closing = false;
let stray = 0;

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};
const reply = (id, body = {}) => process.send({ id, ...body });
const fail = (message) => {
  process.send({ type: "error", message });
};

/** A message to client `c` covering seq `seq`..`last` (one seq but for a depth diff). */
function deliver(c, seq, time, last = seq, bytes = 0) {
  const at = now();
  const r = round;
  if (!r || r.kind !== c.kind || c.got >= r.n) {
    stray += 1;
    return;
  }
  if (seq !== c.next) r.gaps += 1;
  c.next = last + 1;
  r.latencies[r.filled++] = at - time;
  r.delivered += 1;
  r.bytes += bytes;
  c.got = Math.min(r.n, c.got + last - seq + 1);
  if (c.got === r.n) {
    r.remaining -= 1;
    if (r.remaining === 0) {
      round = undefined;
      process.send({
        type: "done",
        at,
        latencies: r.latencies.subarray(0, r.filled),
        gaps: r.gaps,
        stray,
        cpu: cpuMs(),
        delivered: r.delivered,
        bytes: r.bytes,
      });
    }
  }
}

function openSocketIo(url, channel) {
  return new Promise((resolve, reject) => {
    const socket = io(url, {
      path: "/socket.io",
      transports: ["websocket"],
      forceNew: true,
      reconnection: false,
      timeout: 20_000,
    });
    const c = { kind: "sio", got: 0, next: 0, close: () => socket.close() };
    socket.on("tick", (m) => deliver(c, m.seq, m.time));
    socket.once("connect_error", (err) => reject(new Error(`socket.io connect: ${err.message}`)));
    socket.once("connect", () => {
      socket
        .timeout(20_000)
        .emitWithAck("sub", channel)
        .then((ack) => (ack?.ok ? resolve(c) : reject(new Error(`sub ${channel}: ${JSON.stringify(ack)}`))))
        .catch(reject);
      socket.on("disconnect", (reason) => {
        if (!closing) fail(`a socket.io client was disconnected: ${reason}`);
      });
    });
  });
}

/**
 * A socket.io client at the wire level, for when the client library's own cost is to be left out: Engine.IO
 * 4 over a plain `ws` socket ("0" open → "40" connect to "/", "2" ping → "3" pong), the `sub` with ack id 0
 * (`420["sub",…]` answered by `430[…]`), and each `42["tick",{…}]` parsed as the raw clients parse theirs.
 */
function openWire(url, channel) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url.replace(/^http/, "ws")}/socket.io/?EIO=4&transport=websocket`, {
      perMessageDeflate: false,
    });
    const c = { kind: "sio", got: 0, next: 0, close: () => ws.close() };
    const TICK = '42["tick",';
    ws.on("message", (data) => {
      const text = data.toString();
      if (text.startsWith(TICK)) {
        const m = JSON.parse(text.slice(TICK.length, -1));
        deliver(c, m.seq, m.time);
      } else if (text === "2") ws.send("3");
      else if (text[0] === "0") ws.send("40");
      else if (text.startsWith("40")) ws.send(`420${JSON.stringify(["sub", channel])}`);
      else if (text.startsWith("430")) {
        const [ack] = JSON.parse(text.slice(3));
        if (ack?.ok) resolve(c);
        else reject(new Error(`sub ${channel}: ${JSON.stringify(ack)}`));
      }
    });
    ws.once("error", (err) => reject(new Error(`socket.io (wire) connect: ${err.message}`)));
    ws.on("close", () => {
      if (!closing) fail("a socket.io (wire) client was disconnected");
    });
  });
}

function openWs(url) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const c = { kind: "ws", got: 0, next: 0, close: () => ws.close() };
    ws.on("message", (data) => {
      const m = JSON.parse(data);
      deliver(c, m.seq, m.time);
    });
    ws.once("error", (err) => reject(new Error(`ws connect: ${err.message}`)));
    ws.once("open", () => {
      ws.on("close", () => {
        if (!closing) fail("a raw ws client was disconnected");
      });
      resolve(c);
    });
  });
}

/** A depth-diff client: `{ e: "depthUpdate", E, s, U, u, b, a }` messages, U..u its update ids. */
function openDepth(url, kind) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url, { perMessageDeflate: false });
    const c = { kind, got: 0, next: 0, close: () => ws.close() };
    ws.on("message", (data) => {
      const m = JSON.parse(data);
      if (m.e === "depthUpdate") deliver(c, m.U, m.E, m.u, data.length);
    });
    ws.once("error", (err) => reject(new Error(`${kind} connect: ${err.message}`)));
    ws.once("open", () => {
      ws.on("close", () => {
        if (!closing) fail(`a ${kind} client was disconnected`);
      });
      resolve(c);
    });
  });
}

/** Opens `count` clients, `batch` handshakes at a time (a burst of 500 would overflow the listen backlog). */
async function open(kind, url, count, channel, wire, batch = 50) {
  const one =
    kind === "depth" || kind === "rawDepth"
      ? () => openDepth(url, kind)
      : kind === "ws"
        ? () => openWs(url)
        : wire
          ? () => openWire(url, channel)
          : () => openSocketIo(url, channel);
  for (let i = 0; i < count; i += batch) {
    const n = Math.min(batch, count - i);
    const opened = await Promise.all(Array.from({ length: n }, one));
    clients[kind].push(...opened);
  }
}

process.on("message", async (msg) => {
  try {
    switch (msg.cmd) {
      case "open":
        await open(msg.kind, msg.url, msg.count, msg.channel, msg.wire);
        return reply(msg.id, { opened: clients[msg.kind].length });
      case "expect": {
        const list = clients[msg.kind];
        for (const c of list) {
          c.got = 0;
          c.next = msg.firstSeq;
        }
        round = {
          kind: msg.kind,
          n: msg.n,
          remaining: list.length,
          latencies: new Float64Array(list.length * msg.n),
          filled: 0,
          gaps: 0,
          delivered: 0,
          bytes: 0,
        };
        return reply(msg.id, { cpu: cpuMs() });
      }
      case "status": {
        const list = round ? clients[round.kind] : [];
        return reply(msg.id, {
          delivered: list.reduce((sum, c) => sum + c.got, 0),
          expected: round ? list.length * round.n : 0,
          complete: list.filter((c) => round && c.got === round.n).length,
          clients: list.length,
        });
      }
      case "close":
        closing = true;
        for (const list of Object.values(clients)) for (const c of list) c.close();
        reply(msg.id);
        process.disconnect();
        setTimeout(() => process.exit(0), 200).unref();
        return;
    }
  } catch (err) {
    fail(err instanceof Error ? err.message : String(err));
  }
});
