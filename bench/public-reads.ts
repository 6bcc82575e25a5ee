/**
 * A crowd of visitors on the public reads a home or markets visit makes: each route at 50 connections
 * for BENCH_READ_SECONDS (1 s), back to back with `GET /api/health` (the reference: routing, security
 * headers and a tiny JSON answer, nothing more) on the same server, BENCH_READ_RUNS (7) pairs; printed:
 * the medians of each and the median of the pairs' ratios (short pairs, so a machine whose load drifts
 * weighs on both sides of each ratio alike). Requests say `Accept-Encoding: br, gzip` as a
 * browser does, and no If-None-Match (every answer a full body). The server (one node, embedded PGlite)
 * runs as a child process with the index feed stepping every 500 ms, so the kept prices, candles and
 * tick log change twice a second during the run. Goal: each route ≥ 50 % of the reference.
 * Beside the throughput, the server's CPU time per answer (its process's user + system time over the
 * answers of a run, the feed's steps included): on a machine others load too, throughput swings with
 * them, CPU per answer much less.
 * BENCH_READ_ONLY=<part of a path> runs the routes whose path holds it.
 */
import type { ChildProcess } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import autocannon from "autocannon";
import { startChildServer } from "./lib/child-server.ts";

const here = dirname(fileURLToPath(import.meta.url));
const SECONDS = Number(process.env.BENCH_READ_SECONDS ?? 1);
const RUNS = Number(process.env.BENCH_READ_RUNS ?? 7);
const CONNECTIONS = 50;

function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  return startChildServer<{ port: number }>(join(here, "lib/public-reads-server.ts"), [], env, [
    "ignore",
    "pipe",
    "inherit",
    "ipc",
  ]);
}

/** The server process's CPU time so far (µs), asked over its IPC channel. */
function serverCpu(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once("message", (usage) => {
      const { user, system } = usage as NodeJS.CpuUsage;
      resolve(user + system);
    });
    child.send("cpu");
  });
}

async function load(port: number, path: string) {
  const cpu = await serverCpu(server.child);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { "accept-encoding": "br, gzip" },
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  const answers = result.requests.total;
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    cpuPerAnswer: ((await serverCpu(server.child)) - cpu) / answers,
  };
}

type Measured = Awaited<ReturnType<typeof load>>;

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)]!;
};

const server = await startServer();
try {
  const now = Math.floor(Date.now() / 1000);
  const routes: [label: string, path: string][] = [
    ["the market list", "/api/currency/quotation_new"],
    [
      "an hour of 1-minute candles (legacy)",
      `/api/currency/new_timeshar?symbol=BTC/USDT&period=1min&from=${now - 3600}&to=${now}`,
    ],
    [
      "300 1-minute candles (chart)",
      `/api/market/history?symbol=BTC/USDT&resolution=1&from=${now - 18_000}&to=${now}`,
    ],
    ["the tick log, first page", "/api/ticks?symbol=BTC/USDT"],
    ["the home menu", "/api/menu?lang=en"],
    ["a setting", "/api/getSetting?keyword=app_version"],
    ["a setting not on this install", "/api/getSetting?keyword=version"],
    ["the popup notice", "/api/news/index_pop?lang=en"],
  ];
  // warm up: the server's first seconds (its start's own jobs, the JIT) are not measured (BENCH_READ_WARMUP s)
  for (let i = 0; i < Number(process.env.BENCH_READ_WARMUP ?? 10); i++)
    await load(server.port, "/api/health");
  const only = process.env.BENCH_READ_ONLY;
  for (const [label, path] of routes.filter(([, p]) => !only || p.includes(only))) {
    await load(server.port, path);
    const health: number[] = [];
    const route: number[] = [];
    const ratios: number[] = [];
    const p99: number[] = [];
    const cpu: number[] = [];
    const healthCpu: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      // each run a pair measured back to back, in turn order, so drift in the machine's load cancels
      const pair =
        run % 2 === 0
          ? [await load(server.port, "/api/health"), await load(server.port, path)]
          : [await load(server.port, path), await load(server.port, "/api/health")].reverse();
      const [h, r] = pair as [Measured, Measured];
      health.push(h.rps);
      route.push(r.rps);
      ratios.push(r.rps / h.rps);
      p99.push(r.p99);
      cpu.push(r.cpuPerAnswer);
      healthCpu.push(h.cpuPerAnswer);
    }
    console.log(
      `public reads: ${label} (GET ${path.split("?")[0]})  ${Math.round(median(route))} req/s  p99 ${median(p99)} ms` +
        `  = ${(100 * median(ratios)).toFixed(0)} % of /api/health (${Math.round(median(health))} req/s)` +
        `  (medians of ${RUNS} pairs; goal ≥ 50 %); server CPU per answer ${Math.round(median(cpu))} µs` +
        ` vs ${Math.round(median(healthCpu))} µs`,
    );
  }
} finally {
  server.child.kill("SIGTERM");
}
