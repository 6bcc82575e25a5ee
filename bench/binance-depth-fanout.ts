/**
 * Depth diff fan-out of the Binance-compatible API: `ws://…/ws/btcusdt@depth@100ms` to 1,000 subscribers on
 * loopback, next to a raw `ws` server sending the same number of depth-diff messages of the same shape
 * and size to 1,000 raw clients, in the same run.
 *
 * The stream is the real one: the whole app built as the tests build it (in-memory PGlite, feed off),
 * listening on 127.0.0.1. Its book changes are real: a funded user's resting 0.001 BTC buy 1 % below the
 * index, placed then cancelled through the spot service (matching and the database commit included), one
 * change every CHANGE_MS (longer than the stream's 100 ms window, so each window carries one change and
 * each change reaches every subscriber as one `depthUpdate`). The reference is a hand-written raw server
 * in this process (`ws`'s public API: one JSON.stringify and one UTF-8 encoding per message, then `send` of
 * that buffer to every open client), sending one `depthUpdate`-shaped message per change. So that both
 * sides' process does the same work besides fan-out, the raw rounds make the same book changes on another
 * market, which nobody follows.
 *
 * The clients live in CLIENT_PROCESSES child processes (bench/lib/fanout-client.mjs), one connection each;
 * every client must get every update id, in order (each diff's `U` the last one's `u` + 1), or the script
 * exits 1. Rounds of CHANGES changes alternate, the app's first; figures are medians of ROUNDS rounds:
 * - deliveries/s: messages delivered / (time the last client got the last − time of the first change);
 *   paced by the changes, so both sides should reach it: the ratio shows whether the stream keeps up.
 * - server CPU per delivery: the server process's CPU time (user + system) over a round, less the time
 *   spent in the book changes themselves and less its idle CPU over the round's time (measured before each
 *   pair of rounds: the same changes, no messages), / its deliveries; 1 / that is what one core sustains. One more
 *   subscriber on each side lives in this process: each change waits until the last message reached it,
 *   so no stream message goes out while a change runs (and is left out with it).
 * BENCH_VERBOSE=1 prints every round.
 */
import { rmSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { cpus, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { WebSocket, WebSocketServer } from "ws";
import { ledgerOps } from "../apps/server/src/core/core.test-support.ts";
import { testApp } from "../apps/server/src/testing/harness.ts";
import { type Done as BaseDone, fanoutClients } from "./lib/fanout-clients.ts";

const CLIENTS = 1000;
const CLIENT_PROCESSES = 2;
const CHANGES = 20;
const CHANGE_MS = 150;
const ROUNDS = 3;
const WARM_UP = 5;
/** a round fails when no delivery arrives for this long after the last change */
const STALL_MS = 5000;

type Kind = "depth" | "rawDepth";
const now = () => performance.timeOrigin + performance.now();

// ---- the two servers -------------------------------------------------------------------------------------

const loadBefore = loadavg()[0]!;
const dataDir = join(tmpdir(), `bourse-bench-depth-${process.pid}`);
const t = await testApp({ feed: { kind: "off" }, dataDir });
await t.app.feed.step(t.clock());
const appUrl = (await t.app.listen({ host: "127.0.0.1", port: 0 })).replace(/^http/, "ws");
const btc = t.app.spot.rules.find((r) => r.symbol === "BTC/USDT")!;
const other = t.app.spot.rules.find((r) => r.id !== btc.id && r.legalId === btc.legalId)!;

const raw = createServer();
const wss = new WebSocketServer({ server: raw, perMessageDeflate: false });
await new Promise<void>((resolve) => raw.listen(0, "127.0.0.1", resolve));
const rawUrl = `ws://127.0.0.1:${(raw.address() as AddressInfo).port}`;

// a funded user whose resting buys change the books
const [user] = await t.db.query<{ id: string }>(
  "INSERT INTO users (email, password_hash, invite_code) VALUES ('depth-bench@bourse.test', 'x', 'DEPTHBENCH') RETURNING id::text AS id",
);
const userId = Number(user!.id);
await ledgerOps(t.app.core)({
  op: "credit",
  user: userId,
  currency: btc.legalId,
  amount: String(10n ** 13n),
});
const bidPrice = (market: number) => {
  const index = Number(t.app.feed.lastPrice(market) ?? 1); // pricing the workload only, not money
  return (index * 0.99).toFixed(2);
};
const prices = { [btc.id]: bidPrice(btc.id), [other.id]: bidPrice(other.id) };
/** 0.001 BTC; on the other market, about 100 of the quote asset's worth (above its least order) */
const amounts = {
  [btc.id]: "0.001",
  [other.id]: (
    Math.ceil((100 / Number(prices[other.id])) * 10 ** other.amountDecimals) /
    10 ** other.amountDecimals
  ).toFixed(other.amountDecimals),
};
const resting = new Map<number, number>();
/** One change of a market's book: the user's resting buy placed, or (when one rests) cancelled. */
async function change(market: typeof btc): Promise<void> {
  const id = resting.get(market.id);
  const answer =
    id === undefined
      ? await t.app.spot.place(userId, {
          side: "buy",
          amount: amounts[market.id]!,
          price: prices[market.id],
          currencyId: market.currencyId,
          legalId: market.legalId,
        })
      : await t.app.spot.cancel(userId, id);
  if (!answer.ok) await abort(`${market.symbol}: the book change was refused (${answer.code})`);
  if (id === undefined) resting.set(market.id, Number(answer.ok && answer.value.id));
  else resting.delete(market.id);
}
/** The stream's last update id, as the REST snapshot reads it. */
async function lastUpdateId(): Promise<number> {
  const res = await t.app.inject({ url: "/api/v3/depth?symbol=BTCUSDT&limit=5" });
  return (res.json() as { lastUpdateId: number }).lastUpdateId;
}

let rawSeq = 0;
/** The raw reference's message for a change: a depthUpdate of the same shape, one level, as the stream's. */
function rawSend(seq: number) {
  const json = JSON.stringify({
    e: "depthUpdate",
    E: t.clock().getTime(),
    s: "BTCUSDT",
    U: seq,
    u: seq,
    b: [[prices[btc.id], seq % 2 ? "0.00100000" : "0"]],
    a: [],
  });
  const data = Buffer.from(json);
  for (const client of wss.clients)
    if (client.readyState === WebSocket.OPEN) client.send(data, { binary: false });
}

/**
 * One more subscriber of each side, in this process: the next change waits until its last one has gone
 * out, so that no stream message goes out while a change runs (whose CPU time is left out of the
 * fan-out's). `next(u)` answers once a message covering update id `u` has arrived.
 */
function observer(url: string) {
  const socket = new WebSocket(url, { perMessageDeflate: false });
  let last = 0;
  let waiting: { u: number; resolve: () => void } | undefined;
  socket.on("message", (data) => {
    last = (JSON.parse(String(data)) as { u: number }).u;
    if (waiting && last >= waiting.u) {
      waiting.resolve();
      waiting = undefined;
    }
  });
  return {
    opened: new Promise((resolve, reject) => {
      socket.once("open", resolve);
      socket.once("error", reject);
    }),
    next: (u: number) =>
      last >= u ? Promise.resolve() : new Promise<void>((resolve) => (waiting = { u, resolve })),
    close: () => socket.terminate(),
  };
}
const observed = {
  depth: observer(`${appUrl}/ws/btcusdt@depth@100ms`),
  rawDepth: observer(rawUrl),
};
await Promise.all([observed.depth.opened, observed.rawDepth.opened]);

// ---- the client processes --------------------------------------------------------------------------------

interface Done extends BaseDone {
  delivered: number;
  bytes: number;
}
let stopping = false;
const clients = fanoutClients<Done>({
  processes: CLIENT_PROCESSES,
  clients: CLIENTS,
  stallMs: STALL_MS,
  abort,
});
const open = (kind: Kind, url: string) => clients.open(kind, url);

// ---- one round -------------------------------------------------------------------------------------------

interface Round {
  /** deliveries per second */
  rate: number;
  /** CPU time per delivery, µs: of the server process, and of the client processes together */
  serverCpu: number;
  clientCpu: number;
  /** bytes of a message */
  size: number;
  /** CPU time of a book change, µs (left out of serverCpu) */
  changeCpu: number;
}

const serverCpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * n book changes, one every CHANGE_MS from `started`: on BTC/USDT for the stream, on the other market
 * for the raw server (each followed by its message) or for none ("idle"). A change waits until the last
 * message reached this process's subscriber. Answers the CPU time the changes themselves took, ms.
 */
async function runChanges(
  kind: Kind | "idle",
  n: number,
  firstSeq: number,
  started: number,
  progress: { made: number },
) {
  let changeCpu = 0;
  for (; progress.made < n; progress.made++) {
    await new Promise((r) => setTimeout(r, Math.max(0, started + progress.made * CHANGE_MS - now())));
    const seen = kind === "idle" ? undefined : observed[kind].next(firstSeq + progress.made);
    const c0 = serverCpuMs();
    await change(kind === "depth" ? btc : other);
    changeCpu += serverCpuMs() - c0;
    if (kind === "rawDepth") rawSend(++rawSeq);
    await seen;
  }
  return { changeCpu };
}

/**
 * The server process's CPU time a second, ms, besides the changes, when it makes them but sends nothing:
 * its idle cost (the app's timers, the IPC with the clients, collection), left out of a round's.
 */
let idleRate = 0;
async function measureIdle(n: number) {
  const cpu0 = serverCpuMs();
  const started = now();
  const { changeCpu } = await runChanges("idle", n, 0, started, { made: 0 });
  await new Promise((r) => setTimeout(r, CHANGE_MS));
  const ms = serverCpuMs() - cpu0 - changeCpu;
  return (ms * 1000) / (now() - started);
}

/** n book changes, one every CHANGE_MS, and their messages to every client; fails when deliveries stop. */
async function round(kind: Kind, n: number): Promise<Round> {
  const firstSeq = kind === "depth" ? (await lastUpdateId()) + 1 : rawSeq + 1;
  const armed = await clients.arm(kind, n, firstSeq);

  const cpu0 = serverCpuMs();
  const started = now();
  const progress = { made: 0 };
  const changes = runChanges(kind, n, firstSeq, started, progress);

  const finished = await armed.delivered(() => progress.made < n);
  const { changeCpu } = await changes;
  const idle = (idleRate * (now() - started)) / 1000;
  const serverCpu = serverCpuMs() - cpu0 - changeCpu - idle;
  if (kind === "depth" && (await lastUpdateId()) !== firstSeq + n - 1)
    await abort(`depth: the book moved ${(await lastUpdateId()) - firstSeq + 1} update ids, expected ${n}`);
  const deliveries = finished.reduce((sum, d) => sum + d.delivered, 0);
  const bytes = finished.reduce((sum, d) => sum + d.bytes, 0);
  const last = Math.max(...finished.map((d) => d.at));
  const clientCpu = finished.reduce((sum, d, j) => sum + d.cpu - armed.cpu[j]!, 0);
  const result = {
    rate: deliveries / ((last - started) / 1000),
    serverCpu: (serverCpu * 1000) / deliveries,
    changeCpu: (changeCpu * 1000) / n,
    clientCpu: (clientCpu * 1000) / deliveries,
    size: bytes / deliveries,
  };
  if (process.env.BENCH_VERBOSE)
    console.error(
      `depth fanout: [${(performance.now() / 1000).toFixed(1)} s] ${kind} ${n} changes: ${deliveries} deliveries ` +
        `(${result.size.toFixed(0)} B), ${result.rate.toFixed(0)}/s, CPU per delivery ${result.serverCpu.toFixed(2)} µs server, ` +
        `${result.clientCpu.toFixed(2)} µs clients, ${(result.changeCpu / 1000).toFixed(1)} ms a book change`,
    );
  return result;
}

// ---- shutdown --------------------------------------------------------------------------------------------

async function shutdown() {
  stopping = true;
  await clients.close();
  observed.depth.close();
  observed.rawDepth.close();
  for (const client of wss.clients) client.terminate();
  await new Promise((resolve) => wss.close(resolve));
  await new Promise((resolve) => raw.close(resolve));
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
}

async function abort(message: string): Promise<never> {
  if (!stopping) {
    console.error(`depth fanout: ${message}`);
    await shutdown().catch(() => {});
  }
  process.exit(1);
}

// ---- the run ---------------------------------------------------------------------------------------------

await Promise.all([open("depth", `${appUrl}/ws/btcusdt@depth@100ms`), open("rawDepth", rawUrl)]);
// warm-up: the JIT, the sockets' buffers
for (const kind of ["depth", "rawDepth"] as const) await round(kind, WARM_UP);

const rounds: Record<Kind, Round[]> = { depth: [], rawDepth: [] };
const idle: number[] = [];
for (let r = 0; r < ROUNDS; r++) {
  idleRate = await measureIdle(CHANGES);
  idle.push(idleRate);
  if (process.env.BENCH_VERBOSE) console.error(`depth fanout: idle ${idleRate.toFixed(1)} ms CPU a second`);
  for (const kind of ["depth", "rawDepth"] as const) rounds[kind].push(await round(kind, CHANGES));
}
await shutdown();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const med = (kind: Kind, f: (r: Round) => number) => median(rounds[kind].map(f));
const k = (n: number) => `${(n / 1000).toFixed(1)}k`;
const us = (n: number) => n.toFixed(1);
const rate = { depth: med("depth", (r) => r.rate), raw: med("rawDepth", (r) => r.rate) };
const cpu = { depth: med("depth", (r) => r.serverCpu), raw: med("rawDepth", (r) => r.serverCpu) };
const clientCpu = { depth: med("depth", (r) => r.clientCpu), raw: med("rawDepth", (r) => r.clientCpu) };
const size = { depth: med("depth", (r) => r.size), raw: med("rawDepth", (r) => r.size) };
const changeMs = median([...rounds.depth, ...rounds.rawDepth].map((r) => r.changeCpu)) / 1000;
const met = (ok: boolean) => (ok ? "met" : "NOT met");
console.log(
  `depth fanout: btcusdt@depth@100ms ${CLIENTS} clients  ${k(rate.depth)} deliveries/s   raw ws ${k(rate.raw)} deliveries/s   ` +
    `ratio ${(rate.depth / rate.raw).toFixed(2)}  (medians of ${ROUNDS} rounds of ${CHANGES} changes, one every ${CHANGE_MS} ms; ` +
    `${size.depth.toFixed(0)} B and ${size.raw.toFixed(0)} B a message; goal ≥ 0.90: ${met(rate.depth >= 0.9 * rate.raw)}; ` +
    `${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before the run)`,
);
console.log(
  `depth fanout: server CPU per delivery  stream ${us(cpu.depth)} µs (${k(1e6 / cpu.depth)}/s a core)   ` +
    `raw ws ${us(cpu.raw)} µs (${k(1e6 / cpu.raw)}/s a core)   ratio ${(cpu.raw / cpu.depth).toFixed(2)}` +
    `  (goal ≥ 0.90: ${met(cpu.raw >= 0.9 * cpu.depth)})   clients: ${us(clientCpu.depth)} µs, raw ${us(clientCpu.raw)} µs;` +
    `  left out: a book change ${changeMs.toFixed(1)} ms, idle ${median(idle).toFixed(0)} ms a second`,
);
process.exit(0);
