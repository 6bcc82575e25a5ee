/**
 * The spot matching engine (packages/engine OrderBook), next to nodejs-order-book 10 fed the same
 * seeded workload in the same run (integer prices and sizes; its string ids made up front). Workloads
 * are generated first by simulation (bench/lib/spot-workloads.ts, which documents them) and replayed on
 * fresh books. Every order has its own owner, so both books do the same matching and must end in the
 * same state (compared; the script exits 1 if they differ). Both build one command object per operation.
 *
 * (a) Mixed: 10,000 resting orders, then 1,000,000 operations — 60 % GTC limit orders within ±30 ticks
 *     of the middle, 30 % cancels, 10 % market orders; the book holds ~10,000 orders on ~20 levels.
 *     nodejs-order-book cancels in O(orders at the level), so here it runs only the first REF_MIXED
 *     operations; the ratio compares both books on that same prefix. Goal ≥ 5×.
 * (b) exchange-core's mix: 9 % GTC, 3 % IOC, 6 % cancel, 82 % move on ~1,000 resting orders over ~750
 *     price levels. The reference runs the first REF_CORE operations. Goal ≥ 1,000,000 ops/s.
 * (c) Latency at a paced 100,000 operations/s on workload (b): operation i is due at start + i × 10 µs
 *     (busy-wait on process.hrtime.bigint). "due" latency = end − due time, so any stall also delays the
 *     operations queued behind it (no coordinated omission); "service" = end − the moment the wait saw
 *     the due time pass, the engine's own time per operation. On a machine shared with other busy
 *     processes, the due figures mostly measure the OS scheduler. Goal p99 ≤ 10 µs, p99.99 ≤ 1 ms.
 *     The reference is nodejs-order-book paced the same way for fewer operations.
 * Throughput is best of ROUNDS on fresh books, in wall-clock time; the CPU time of this process is shown
 * as well, since a busy machine slows the wall clock but not the CPU time much.
 */
import { performance } from "node:perf_hooks";
import { OrderBook } from "../packages/engine/src/index.ts";
import {
  applyNode,
  applyOne,
  exchangeCoreWorkload,
  mixedWorkload,
  NodeOrderBook,
  runBourse,
  runNode,
  summarizeBourse,
  summarizeNode,
  type Workload,
} from "./lib/spot-workloads.ts";

const ROUNDS = 2;
const MIXED_OPS = 1_000_000;
const REF_MIXED = 100_000;
const CORE_OPS = 2_000_000;
const REF_CORE = 500_000;
const PACED_RATE = 100_000;
const PACED_OPS = 500_000;
const PACED_OPS_REFERENCE = 100_000;

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
let broken = false;

interface Measured {
  /** operations per wall-clock second, best round */
  rate: number;
  /** operations per CPU second of this process, same round */
  cpuRate: number;
  /** summary of the final book, to compare the two books */
  state: string;
}

/** Runs operations [prefill, prefill + count) of `w`, best of `rounds`, each on a fresh book. */
function throughput(w: Workload, engine: "bourse" | "node", count: number, rounds: number): Measured {
  const m: Measured = { rate: 0, cpuRate: 0, state: "" };
  const to = w.prefill + count;
  for (let round = 0; round < rounds; round++) {
    let finish: () => string;
    let run: () => void;
    if (engine === "bourse") {
      const book = new OrderBook();
      runBourse(book, w, 0, w.prefill);
      run = () => runBourse(book, w, w.prefill, to);
      finish = () => summarizeBourse(book);
    } else {
      const book = new NodeOrderBook();
      runNode(book, w, 0, w.prefill);
      run = () => runNode(book, w, w.prefill, to);
      finish = () => summarizeNode(book);
    }
    const cpu = process.cpuUsage();
    const started = performance.now();
    run();
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    if (count / seconds > m.rate) {
      m.rate = count / seconds;
      m.cpuRate = count / ((used.user + used.system) / 1e6);
    }
    m.state = finish();
  }
  return m;
}

function compareStates(name: string, bourse: Measured, node: Measured): void {
  if (bourse.state === node.state) return;
  broken = true;
  console.error(
    `spot-engine ${name}: the books ended differently\n  bourse ${bourse.state}\n  node   ${node.state}`,
  );
}

const show = (m: Measured) => `${fmt(m.rate)} ops/s (${fmt(m.cpuRate)} per CPU-s)`;

let sink = 0;
/** A busy loop between clock reads: each process.hrtime.bigint() allocates, so fewer reads mean less GC. */
function spin(iterations: number): void {
  let x = sink;
  for (let j = 0; j < iterations; j++) x = Math.imul(x ^ j, 0x9e3779b1);
  sink = x;
}

/** Iterations of spin() that take about 250 ns on this machine. */
function calibrateSpin(): number {
  let iterations = 1000;
  for (let round = 0; round < 3; round++) {
    const started = process.hrtime.bigint();
    for (let r = 0; r < 10_000; r++) spin(iterations);
    const each = Number(process.hrtime.bigint() - started) / 10_000;
    iterations = Math.max(1, Math.round((iterations * 250) / each));
  }
  return iterations;
}

/**
 * Replays w from prefill, one operation due every 1e9 / rate ns; returns the sorted "due" and "service"
 * latencies in ns. The wait spins through most of the gap, then reads the clock every ~250 ns, so an
 * operation starts at most that late (later if the spin ran slow, which "due" then counts).
 */
function paced(
  apply: (i: number) => void,
  w: Workload,
  count: number,
): { due: Float64Array; service: Float64Array } {
  const due = new Float64Array(count);
  const service = new Float64Array(count);
  const interval = BigInt(Math.round(1e9 / PACED_RATE));
  const iterations = calibrateSpin();
  const start = process.hrtime.bigint() + 1_000_000n;
  for (let k = 0; k < count; k++) {
    const at = start + BigInt(k) * interval;
    let now = process.hrtime.bigint();
    if (now < at) {
      // most of the wait without reading the clock, then read it every ~250 ns
      const quarters = Math.floor(Number(at - now) / 250) - 2;
      if (quarters > 0) spin(iterations * quarters);
      while (now < at) {
        spin(iterations);
        now = process.hrtime.bigint();
      }
    }
    apply(w.prefill + k);
    const end = process.hrtime.bigint();
    due[k] = Number(end - at);
    service[k] = Number(end - now);
  }
  return { due: due.sort(), service: service.sort() };
}

function percentiles(sorted: Float64Array): string {
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  const us = (ns: number) => (ns < 100_000 ? (ns / 1000).toFixed(2) : fmt(ns / 1000));
  return `p50 ${us(at(0.5))}  p99 ${us(at(0.99))}  p99.9 ${us(at(0.999))}  p99.99 ${us(at(0.9999))}  max ${us(sorted[sorted.length - 1]!)} µs`;
}

// (c) runs first, on a small heap (fewer and shorter GC pauses), and prints last.
const core = exchangeCoreWorkload(2, CORE_OPS);
const lines: string[] = [];
const bourseBook = new OrderBook();
runBourse(bourseBook, core, 0, core.prefill);
const bourseLatency = paced((i) => applyOne(bourseBook, core, i), core, PACED_OPS);
const nodeBook = new NodeOrderBook();
runNode(nodeBook, core, 0, core.prefill);
const nodeLatency = paced((i) => applyNode(nodeBook, core, i), core, PACED_OPS_REFERENCE);
lines.push(
  `spot engine (c) latency at ${fmt(PACED_RATE)} ops/s, ${fmt(PACED_OPS)} ops of (b) (goal p99 ≤ 10 µs, p99.99 ≤ 1,000 µs)`,
);
lines.push(`  due      ${percentiles(bourseLatency.due)}`);
lines.push(`  service  ${percentiles(bourseLatency.service)}`);
lines.push(
  `  reference nodejs-order-book, ${fmt(PACED_OPS_REFERENCE)} ops: due ${percentiles(nodeLatency.due)}`,
);
lines.push(`                                       service ${percentiles(nodeLatency.service)}`);

// (a)
const mixed = mixedWorkload(1, MIXED_OPS);
const mixedFull = throughput(mixed, "bourse", MIXED_OPS, ROUNDS);
const mixedPrefix = throughput(mixed, "bourse", REF_MIXED, ROUNDS);
const mixedNode = throughput(mixed, "node", REF_MIXED, 1);
compareStates("(a)", mixedPrefix, mixedNode);
console.log(
  `spot engine (a) mixed, ${fmt(MIXED_OPS)} ops on ~${fmt(mixed.finalOrders)} resting orders: ${show(mixedFull)}`,
);
console.log(
  `  first ${fmt(REF_MIXED)} ops: ${show(mixedPrefix)}   reference nodejs-order-book ${show(mixedNode)}   ratio ${(mixedPrefix.rate / mixedNode.rate).toFixed(1)}x (goal ≥ 5x)`,
);

// (b)
const coreFull = throughput(core, "bourse", CORE_OPS, ROUNDS);
const corePrefix = throughput(core, "bourse", REF_CORE, ROUNDS);
const coreNode = throughput(core, "node", REF_CORE, 1);
compareStates("(b)", corePrefix, coreNode);
console.log(
  `spot engine (b) exchange-core mix, ${fmt(CORE_OPS)} ops on ~${fmt(core.finalOrders)} orders over ${fmt(core.finalLevels)} levels: ${show(coreFull)} (goal ≥ 1,000,000)`,
);
console.log(
  `  first ${fmt(REF_CORE)} ops: ${show(corePrefix)}   reference nodejs-order-book ${show(coreNode)}   ratio ${(corePrefix.rate / coreNode.rate).toFixed(1)}x`,
);

for (const line of lines) console.log(line);

process.exit(broken ? 1 : 0);
