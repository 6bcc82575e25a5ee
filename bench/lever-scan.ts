/**
 * Lever triggers per index tick: `LeverTriggerIndex` (packages/engine/src/lever/triggers.ts) next to the
 * full scan it replaces, in the same run, on the same seeded book and index path (bench/lib/lever-world.ts).
 *
 * Book: 100,000 open positions over 3,000 accounts on 4 markets (take profit and stop loss on 70 % each),
 * 5,000 pending limit orders. Path: market i mod 4 moves by a normal step of STEP_BPS per tick.
 * Per tick, both ways deal the limit orders the open dealing price reached, close the positions whose stop
 * the index reached, then liquidate the accounts at or below a 20 % risk rate:
 *  - full scan: every position's stops and every order of the market, then every account's risk
 *    (every position's unrealized PnL);
 *  - indexed: the candidates of the tick, each account among them (and each account an action touched)
 *    confirmed exactly with `atLiquidation`, and re-armed with `liquidationTriggers` when not due.
 * Both worlds must take the same actions on the first NAIVE_TICKS ticks (compared; exit 1 otherwise).
 * Rates are ticks per wall-clock second; CPU time of this process alongside.
 */
import { performance } from "node:perf_hooks";
import { type Actions, IndexedWorld, indexPath, makeBook, naiveTick, World } from "./lib/lever-world.ts";

const ACCOUNTS = 3_000;
const POSITIONS = 100_000;
const LIMITS = 5_000;
const TICKS = 20_000;
const NAIVE_TICKS = 100;
const STEP_BPS = 5;

const fmt = (n: number) => Math.round(n).toLocaleString("en-US");

function timed<T>(run: () => T): { result: T; seconds: number; cpuSeconds: number } {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const result = run();
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return { result, seconds, cpuSeconds: (used.user + used.system) / 1e6 };
}

const book = makeBook(1, ACCOUNTS, POSITIONS, LIMITS);
const path = indexPath(2, TICKS, STEP_BPS);
const key = (a: Actions) => `d${a.dealt.join(",")} s${a.stopped.join(",")} l${a.liquidated.join(",")}`;
const count = (log: Actions[]) =>
  log.reduce(
    (c, a) => ({
      dealt: c.dealt + a.dealt.length,
      stopped: c.stopped + a.stopped.length,
      liquidated: c.liquidated + a.liquidated.length,
    }),
    { dealt: 0, stopped: 0, liquidated: 0 },
  );

const naiveWorld = new World(book);
naiveWorld.settleStart();
const naive = timed(() => {
  const log: Actions[] = [];
  for (let i = 0; i < NAIVE_TICKS; i++) log.push(naiveTick(naiveWorld, path.market[i]!, path.index[i]!));
  return log;
});

const indexedWorld = new World(book);
indexedWorld.settleStart();
const indexed = new IndexedWorld(indexedWorld);
const fast = timed(() => {
  const log: Actions[] = [];
  for (let i = 0; i < TICKS; i++) log.push(indexed.tick(path.market[i]!, path.index[i]!));
  return log;
});

let broken = false;
for (let i = 0; i < NAIVE_TICKS; i++) {
  const a = key(naive.result[i]!);
  const b = key(fast.result[i]!);
  if (a === b) continue;
  broken = true;
  console.error(`lever-scan: tick ${i} differs\n  full scan ${a}\n  indexed   ${b}`);
  break;
}

const naiveRate = NAIVE_TICKS / naive.seconds;
const fastRate = TICKS / fast.seconds;
const prefix = count(fast.result.slice(0, NAIVE_TICKS));
const all = count(fast.result);
console.log(
  `lever scan: ${fmt(POSITIONS)} positions, ${fmt(LIMITS)} limit orders, ${fmt(ACCOUNTS)} accounts, 4 markets, ±${STEP_BPS} bps steps`,
);
console.log(
  `  indexed    ${fmt(fastRate)} ticks/s (${fmt(TICKS / fast.cpuSeconds)} per CPU-s) over ${fmt(TICKS)} ticks: ${fmt(all.dealt)} dealt, ${fmt(all.stopped)} stopped, ${fmt(all.liquidated)} liquidated, ${fmt(indexed.reviewed)} accounts confirmed`,
);
console.log(
  `  full scan  ${fmt(naiveRate)} ticks/s (${fmt(NAIVE_TICKS / naive.cpuSeconds)} per CPU-s) over the first ${fmt(NAIVE_TICKS)}: ${fmt(prefix.dealt)} dealt, ${fmt(prefix.stopped)} stopped, ${fmt(prefix.liquidated)} liquidated — ${broken ? "DIFFERENT actions" : "same actions"}`,
);
console.log(
  `  ratio ${(fastRate / naiveRate).toFixed(0)}x; the index lookups alone take ${((indexed.lookupMs * 1000) / TICKS).toFixed(1)} µs a tick, the rest is confirming, re-arming and acting`,
);

process.exit(broken ? 1 : 0);
