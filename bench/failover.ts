/**
 * Failover of the money writer: a writer and a front (real server processes on a fresh schema of
 * DATABASE_URL and the Redis of REDIS_URL), a client sending a transfer to the front every 20 ms with
 * its own Idempotency-Key, and the writer killed with SIGKILL. Prints the time from the kill to the first
 * command acknowledged by the new writer, next to the lease's time to live it cannot be shorter than
 * (the reference measured in the same run is the lease TTL the nodes ran with). Skipped without both URLs.
 */
import { randomBytes } from "node:crypto";
import { sharedNodeEnv } from "../apps/server/src/cluster/local.ts";
import {
  clusterDatabase,
  fundedUser,
  operatorLogin,
  type ServerNode,
  startNode,
  until,
} from "../apps/server/src/testing/nodes.ts";

const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;
const TTL_MS = 3000;

if (!databaseUrl || !redisUrl) {
  console.log("failover: skipped (set DATABASE_URL and REDIS_URL)");
  process.exit(0);
}

const database = await clusterDatabase(databaseUrl);
const cluster = `fo${randomBytes(4).toString("hex")}`;
const nodes: ServerNode[] = [];
try {
  const start = (name: string) =>
    startNode({
      name,
      cluster,
      databaseUrl: database.url,
      redisUrl,
      shared: sharedNodeEnv(database.local),
      env: { LEASE_TTL_MS: String(TTL_MS) },
    });
  nodes.push(await start("writer"));
  nodes.push(await start("front"));
  const [writer, front] = nodes as [ServerNode, ServerNode];
  const token = await fundedUser(
    front,
    `failover-${cluster}@bourse.test`,
    "100000",
    await operatorLogin(front),
  );
  const body = { currency_id: "3", number: "1", from_field: "change", to_field: "micro" };
  let i = 0;
  const send = () => front.call("/wallet/change", body, token, `fo-${i++}`).catch(() => undefined);
  for (let k = 0; k < 20; k++)
    if ((await send())?.type !== "ok") throw new Error("the cluster does not answer");

  writer.process.kill("SIGKILL");
  const killed = Date.now();
  const ms = await until(
    async () => {
      const answer = await send();
      return answer?.type === "ok" && (await front.role()) === "writer";
    },
    30_000,
    "the front to take over",
  );
  console.log(
    `failover: writer SIGKILL → first command acknowledged by the new writer in ${Date.now() - killed} ms` +
      ` (lease TTL ${TTL_MS} ms, renewed every ${TTL_MS / 3} ms; goal ≤ 10000 ms; waited ${ms} ms)`,
  );
} finally {
  for (const n of nodes) n.process.kill("SIGKILL");
  await Promise.all(nodes.map((n) => n.exited));
  await database.drop();
}
