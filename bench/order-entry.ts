/**
 * Order entry end to end: authenticated `POST /api/coin/trade` (validation, balance check, matching,
 * durable commit of orders, trades and ledger entries) from 50 and from 200 connections
 * (BENCH_CONNECTIONS, comma-separated), for BENCH_SECONDS (10) each, on embedded PGlite and, when
 * DATABASE_URL is set, on that PostgreSQL too (a fresh schema). On each database the same workload runs
 * against the same server with the money core committing one command per transaction (the control), in
 * the same run. Orders are 0.001 BTC limits on BTC/USDT, buys and sells priced within ±0.5 % of the index,
 * so about half of them trade. With DATABASE_URL and REDIS_URL, the same again on a writer and two front
 * nodes (commands forwarded over Redis), the connections spread over the three, beside the one node on
 * PostgreSQL measured just before.
 * Prints requests per second, p50/p99 latency, the ratio to the control and the goals: on PostgreSQL
 * ≥ 5,000 orders/s with p99 ≤ 50 ms; ≥ 3× the control; a writer and two fronts ≥ 90 % of one node.
 */
import type { ChildProcess } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { clusterDatabase } from "../apps/server/src/testing/nodes.ts";
import { startChildServer } from "./lib/child-server.ts";
import { formatLoad, type LoadResult, loadOrders, orderAt } from "./lib/order-load.ts";

const here = dirname(fileURLToPath(import.meta.url));
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = (process.env.BENCH_CONNECTIONS ?? "50,200").split(",").map(Number);

interface Started {
  child: ChildProcess;
  port: number;
  index: string;
  tokens: string[];
}

function startServer(
  maxBatch: number | undefined,
  databaseUrl: string | undefined,
  extra: Record<string, string> = {},
): Promise<Started> {
  const env = { ...process.env, ...extra };
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;
  return startChildServer<Omit<Started, "child">>(
    join(here, "lib/order-entry-server.ts"),
    maxBatch ? [String(maxBatch)] : [],
    env,
  );
}

/**
 * A writer and two fronts on a fresh schema of `databaseUrl` and one Redis: the writer sets the users
 * up; the load is spread over the three.
 */
async function startCluster(maxBatch: number | undefined, databaseUrl: string) {
  const database = await clusterDatabase(databaseUrl);
  const env = { BENCH_SCHEMA: database.schema, BENCH_CLUSTER: `bench${database.schema}` };
  const writer = await startServer(maxBatch, databaseUrl, { ...env, BENCH_ROLE: "writer" });
  const fronts = await Promise.all(
    [0, 1].map(() => startServer(maxBatch, databaseUrl, { ...env, BENCH_ROLE: "front" })),
  );
  return {
    ports: [writer.port, ...fronts.map((f) => f.port)],
    index: writer.index,
    tokens: writer.tokens,
    async stop() {
      for (const s of [...fronts, writer]) s.child.kill("SIGTERM");
      await new Promise((r) => setTimeout(r, 1000));
      await database.drop();
    },
  };
}

async function measure(
  maxBatch: number | undefined,
  connections: number,
  databaseUrl?: string,
  cluster = false,
) {
  if (cluster) {
    const nodes = await startCluster(maxBatch, databaseUrl!);
    // the connections spread over the three nodes as a load balancer would (50: 18, 16, 16)
    const third = Math.floor(connections / 3);
    const results = await Promise.all(
      nodes.ports.map((port, i) =>
        load(port, nodes.index, nodes.tokens, i === 0 ? connections - 2 * third : third),
      ),
    );
    await nodes.stop();
    const rps = results.reduce((sum, r) => sum + r.rps, 0);
    // p50 weighted by each node's share; p99 the worst node's (an upper bound of the whole's)
    const p50 = Math.round(results.reduce((sum, r) => sum + r.p50 * r.rps, 0) / rps);
    return {
      rps,
      p50,
      p99: Math.max(...results.map((r) => r.p99)),
      timeouts: results.reduce((sum, r) => sum + r.timeouts, 0),
    };
  }
  const server = await startServer(maxBatch, databaseUrl);
  const result = await load(server.port, server.index, server.tokens, connections);
  server.child.kill("SIGTERM");
  return result;
}

function load(port: number, index: string, tokens: string[], connections: number) {
  return loadOrders(port, "/api/coin/trade", connections, DURATION, (i) => {
    const { side, price } = orderAt(index, i);
    return {
      headers: { authorization: tokens[i % tokens.length]! },
      body: `type=${side}&amount=0.001&target_price=${price}&currency_id=1&legal_id=3`,
    };
  });
}

type Result = LoadResult;
const fmt = formatLoad;
const met = (ok: boolean) => (ok ? "met" : "NOT met");
const setups: [string, string | undefined, boolean][] = [["PGlite", undefined, false]];
if (process.env.DATABASE_URL) setups.push(["PostgreSQL", process.env.DATABASE_URL, false]);
if (process.env.DATABASE_URL && process.env.REDIS_URL)
  setups.push(["PostgreSQL, writer + two fronts", process.env.DATABASE_URL, true]);
/** one PostgreSQL node's group-commit result per connection count: what the fronts are held to */
const oneNode = new Map<number, Result>();
for (const [name, url, cluster] of setups) {
  for (const connections of CONNECTIONS) {
    const grouped = await measure(undefined, connections, url, cluster);
    const control = await measure(1, connections, url, cluster);
    const label = `order entry (${name}, ${connections} connections)`;
    const ratio = grouped.rps / control.rps;
    console.log(`${label}: POST /coin/trade, group commit  ${fmt(grouped)}`);
    console.log(`${label}: one order per transaction (control)   ${fmt(control)}`);
    const goals = [`≥ 3x the control: ${met(ratio >= 3)}`];
    if (url && !cluster) {
      oneNode.set(connections, grouped);
      goals.unshift(
        `≥ 5000 req/s with p99 ≤ 50 ms: ${met(grouped.rps >= 5000 && grouped.p99 <= 50 && grouped.timeouts === 0)}`,
      );
    }
    const single = oneNode.get(connections);
    if (cluster && single)
      goals.unshift(
        `≥ 90 % of one node (${Math.round(single.rps)} req/s): ${Math.round((100 * grouped.rps) / single.rps)} %, ${met(grouped.rps >= 0.9 * single.rps)}`,
      );
    console.log(`${label}: ratio ${ratio.toFixed(2)}x  (goals: ${goals.join("; ")})`);
  }
}
