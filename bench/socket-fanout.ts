/**
 * Realtime fan-out: deliveries per second from the product's socket.io gateway to 1,000 clients on
 * loopback, next to a raw `ws` server broadcasting the same JSON to 1,000 raw clients in the same run.
 *
 * The gateway is the real one: the whole app built as the tests build it (in-memory PGlite, feed off),
 * listening on 127.0.0.1. Ticks are synthetic, emitted on the feed's event emitter (`bars: {}`, so no
 * kline messages and no database in the path): the gateway's whole path per tick, its other listeners on
 * the feed included; it sends each to the `tick:BTC/USDT` room, which every socket.io client has joined
 * with `sub`. The reference is a hand-written raw server in this process, `ws`'s public API used as well
 * as it can be: one JSON.stringify and one UTF-8 encoding per tick, then `send` of that buffer (as text)
 * to every open client (ws frames it per client). Both sides thus encode a message once per broadcast.
 *
 * The clients live in CLIENT_PROCESSES child processes (bench/lib/fanout-client.mjs), one connection each,
 * and share the machine's cores with the server. So that both sides' clients cost the same, the socket.io
 * clients speak the socket.io protocol over plain `ws` and parse each `42["tick",{…}]` with one JSON.parse,
 * as the raw clients parse theirs (the wire-level client; socket.io-client's own decoding, about 1.5× a raw
 * client's CPU, would otherwise be counted against the server). FANOUT_SIO_CLIENT=library uses
 * socket.io-client (websocket transport only) instead, to see the whole product path on one machine. Both
 * kinds stay connected for the whole run and the rounds alternate, so neither side gets a warmer machine.
 * - Throughput: an unpaced burst of BURST ticks, one per event-loop turn; deliveries/s = BURST × 1,000 /
 *   (time the last client got the last tick − time of the first send). Best of ROUNDS rounds each.
 *   Server and clients share the machine's cores, so this figure also carries the clients' cost.
 * - Server CPU per delivery: the server process's CPU time (user + system, which includes the kernel's
 *   loopback send) over a burst / its deliveries, least of ROUNDS; 1 / that is what one core of the server
 *   sustains. It holds on a busy machine, where deliveries/s and latency do not; the client processes'
 *   CPU per delivery is printed beside it.
 * - Latency: RATE ticks/s for PACED_SECONDS, paced by timer; each delivery's latency is receive time − the
 *   tick's `time` (the send time), both `performance.timeOrigin + performance.now()`, which agree across
 *   processes on one machine to a few µs.
 * Every client must receive every tick, once and in order, or the script exits 1. BENCH_VERBOSE=1 prints
 * every round.
 */
import { rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { WebSocket, WebSocketServer } from "ws";
import { testApp } from "../apps/server/src/testing/harness.ts";
import { type Done as BaseDone, fanoutClients } from "./lib/fanout-clients.ts";

const CLIENTS = 1000;
const CLIENT_PROCESSES = 2;
const BURST = 150;
const ROUNDS = 2;
const RATE = 20;
const PACED_SECONDS = 3;
/** socket.io clients speak the protocol over plain `ws` (no socket.io-client cost) but with FANOUT_SIO_CLIENT=library */
const WIRE = process.env.FANOUT_SIO_CLIENT !== "library";
const SYMBOL = "BTC/USDT";
const CHANNEL = `tick:${SYMBOL}`;
const PRICE = "65000.12";
const WARM_UP = 30;
/** a round fails when no delivery arrives for this long after the last send */
const STALL_MS = 5000;

type Kind = "sio" | "ws";
const now = () => performance.timeOrigin + performance.now();

// ---- the two servers -------------------------------------------------------------------------------------

const loadBefore = loadavg()[0]!;
const dataDir = join(tmpdir(), `bourse-bench-fanout-${process.pid}`);
const t = await testApp({ feed: { kind: "off" }, dataDir });
const sioUrl = await t.app.listen({ host: "127.0.0.1", port: 0 });

const raw = createServer();
const wss = new WebSocketServer({ server: raw, perMessageDeflate: false });
await new Promise<void>((resolve) => raw.listen(0, "127.0.0.1", resolve));
const wsUrl = `ws://127.0.0.1:${(raw.address() as AddressInfo).port}`;

const seqs: Record<Kind, number> = { sio: 0, ws: 0 };
/** One tick to every subscriber: through the feed's emitter (gateway) or the raw broadcast loop. */
const send: Record<Kind, (seq: number) => void> = {
  sio: (seq) =>
    t.app.feed.events.emit("tick", { marketId: 1, symbol: SYMBOL, seq, price: PRICE, ts: now(), bars: {} }),
  ws: (seq) => {
    const json = JSON.stringify({ channel: CHANNEL, seq, symbol: SYMBOL, price: PRICE, time: now() });
    const data = Buffer.from(json);
    for (const client of wss.clients)
      if (client.readyState === WebSocket.OPEN) client.send(data, { binary: false });
  },
};

// ---- the client processes --------------------------------------------------------------------------------

interface Done extends BaseDone {
  latencies: Float64Array;
}
let stopping = false;
const clients = fanoutClients<Done>({
  processes: CLIENT_PROCESSES,
  clients: CLIENTS,
  stallMs: STALL_MS,
  abort,
});
const open = (kind: Kind, url: string) => clients.open(kind, url, { channel: CHANNEL, wire: WIRE });

// ---- one round -------------------------------------------------------------------------------------------

interface Round {
  /** deliveries per second */
  rate: number;
  /** CPU time per delivery, µs: of the server process, and of the client processes together */
  serverCpu: number;
  clientCpu: number;
  latencies: Float64Array;
}

const serverCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Sends n ticks, unpaced (one per event-loop turn) or at `rate` a second, and waits for every delivery.
 * Slowness is not failure (the machine may be busy): the round fails when deliveries stop coming.
 */
async function round(kind: Kind, n: number, rate?: number): Promise<Round> {
  const firstSeq = seqs[kind] + 1;
  seqs[kind] += n;
  const armed = await clients.arm(kind, n, firstSeq);

  const cpu0 = serverCpuMs();
  const started = now();
  let i = 0;
  if (rate === undefined) {
    const next = () => {
      send[kind](firstSeq + i);
      if (++i < n) setImmediate(next);
    };
    next();
  } else {
    const period = 1000 / rate;
    const next = () => {
      send[kind](firstSeq + i);
      if (++i < n) setTimeout(next, Math.max(0, started + i * period - now()));
    };
    next();
  }

  const finished = await armed.delivered(() => i < n);
  const serverCpu = serverCpuMs() - cpu0;
  const latencies = new Float64Array(n * CLIENTS);
  let at = 0;
  for (const d of finished) {
    latencies.set(d.latencies, at);
    at += d.latencies.length;
  }
  const last = Math.max(...finished.map((d) => d.at));
  const clientCpu = finished.reduce((sum, d, j) => sum + d.cpu - armed.cpu[j]!, 0);
  const deliveries = n * CLIENTS;
  const result = {
    rate: deliveries / ((last - started) / 1000),
    serverCpu: (serverCpu * 1000) / deliveries,
    clientCpu: (clientCpu * 1000) / deliveries,
    latencies,
  };
  if (process.env.BENCH_VERBOSE)
    console.error(
      `fanout: [${(performance.now() / 1000).toFixed(1)} s] ${kind} ${n} ticks${rate ? ` at ${rate}/s` : ""}: ${result.rate.toFixed(0)} deliveries/s, ` +
        `CPU per delivery ${result.serverCpu.toFixed(2)} µs server, ${result.clientCpu.toFixed(2)} µs clients`,
    );
  return result;
}

function percentile(sorted: Float64Array, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

// ---- shutdown --------------------------------------------------------------------------------------------

async function shutdown() {
  stopping = true;
  await clients.close();
  for (const client of wss.clients) client.terminate();
  await new Promise((resolve) => wss.close(resolve));
  await new Promise((resolve) => raw.close(resolve));
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function abort(message: string): Promise<never> {
  if (!stopping) {
    console.error(`fanout: ${message}`);
    await shutdown().catch(() => {});
  }
  process.exit(1);
}

// ---- the run ---------------------------------------------------------------------------------------------

await Promise.all([open("sio", sioUrl), open("ws", wsUrl)]);
if (process.env.BENCH_VERBOSE)
  console.error(`fanout: [${(performance.now() / 1000).toFixed(1)} s] connected`);

// warm-up: the JIT, the sockets' buffers
for (const kind of ["sio", "ws"] as const) await round(kind, WARM_UP);

const best: Record<Kind, Round> = {} as Record<Kind, Round>;
const cpu: Record<Kind, { server: number; clients: number }> = {
  sio: { server: Infinity, clients: Infinity },
  ws: { server: Infinity, clients: Infinity },
};
for (let r = 0; r < ROUNDS; r++)
  for (const kind of ["sio", "ws"] as const) {
    const result = await round(kind, BURST);
    if (!best[kind] || result.rate > best[kind].rate) best[kind] = result;
    cpu[kind].server = Math.min(cpu[kind].server, result.serverCpu);
    cpu[kind].clients = Math.min(cpu[kind].clients, result.clientCpu);
  }

const paced = {} as Record<Kind, Float64Array>;
for (const kind of ["sio", "ws"] as const)
  paced[kind] = (await round(kind, RATE * PACED_SECONDS, RATE)).latencies.sort();

await shutdown();

const k = (n: number) => `${(n / 1000).toFixed(1)}k`;
const ms = (n: number) => n.toFixed(2);
const us = (n: number) => n.toFixed(1);
console.log(
  `fanout: socket.io ${CLIENTS} clients${WIRE ? " (wire-level)" : ""}  ${k(best.sio.rate)} deliveries/s   raw ws ${k(best.ws.rate)} deliveries/s   ` +
    `ratio ${(best.sio.rate / best.ws.rate).toFixed(2)}  (goal ≥ 0.90, ≥ 100k/s; ${cpus().length} CPUs, ` +
    `load average ${loadBefore.toFixed(1)} before the run)`,
);
console.log(
  `fanout: server CPU per delivery  socket.io ${us(cpu.sio.server)} µs (${k(1e6 / cpu.sio.server)}/s a core)   ` +
    `raw ws ${us(cpu.ws.server)} µs (${k(1e6 / cpu.ws.server)}/s a core)   ratio ${(cpu.ws.server / cpu.sio.server).toFixed(2)}` +
    `   clients: ${WIRE ? "socket.io (wire)" : "socket.io-client"} ${us(cpu.sio.clients)} µs, ws ${us(cpu.ws.clients)} µs`,
);
console.log(
  `fanout: tick-to-client latency at ${RATE} msg/s (${k(RATE * CLIENTS)} deliveries/s)  ` +
    `p50 ${ms(percentile(paced.sio, 50))} ms  p99 ${ms(percentile(paced.sio, 99))} ms  ` +
    `(raw ws p50 ${ms(percentile(paced.ws, 50))} ms  p99 ${ms(percentile(paced.ws, 99))} ms)`,
);
process.exit(0);
