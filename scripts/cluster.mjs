#!/usr/bin/env node
// npm run cluster: three server processes on one PostgreSQL and one Redis, on ports 8080, 8081 and 8082.
// The first to take the writer's lease runs the money core; the others serve the same app and forward
// money commands to it, and one of them takes over within seconds if it dies. A node that exits is
// started again (as a front, if another leads by then). Ctrl+C stops all three.
//
// The cluster keeps its files outside the repository, in its home (apps/server/src/cluster/local.ts):
// BOURSE_CLUSTER_DIR, else $XDG_DATA_HOME/bourse/cluster/<database> (~/.local/share/… by default). There,
// settings/ holds what every node is given, made on the first run: the venue's transparency key (one
// key signs every head, whichever node leads) and the operator password; data/ is the nodes' shared
// DATA_DIR (uploads).
//
//   DATABASE_URL        default postgres://postgres@127.0.0.1:5432/bourse_cluster (created when missing)
//   REDIS_URL           default redis://127.0.0.1:6379
//   PORT                the first node's port (default 8080); the others follow it
//   BOURSE_CLUSTER_DIR  the cluster's home (see above)
//   ADMIN_PASSWORD      the first operator's password (12 characters or more: a server with DATABASE_URL
//                       refuses the default); unset, the one kept in settings/admin-password
//   TRANSPARENCY_KEY    the venue's signing key (64 hex digits); unset, the one kept in settings/
//   DATA_DIR            the nodes' shared data folder; unset, data/ in the cluster's home
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { tsImport } from "tsx/esm/api";
import { buildAppsIfMissing } from "./build-apps.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const databaseUrl = process.env.DATABASE_URL || "postgres://postgres@127.0.0.1:5432/bourse_cluster";
const redisUrl = process.env.REDIS_URL || "redis://127.0.0.1:6379";
const firstPort = Number(process.env.PORT || 8080);
const { localCluster, localClusterHome, sharedNodeEnv } = await tsImport(
  "../apps/server/src/cluster/local.ts",
  import.meta.url,
);
const database = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
const cluster = localCluster(localClusterHome(process.env, database), process.env, {
  // where an earlier version kept the password the database was first started with
  adminPassword: `${root}data/cluster-admin-password`,
});

buildAppsIfMissing(root);

await ensureDatabase(databaseUrl);

let stopping = false;
let watch;
const nodes = [1, 2, 3].map((n) => ({
  name: `node${n}`,
  port: firstPort + n - 1,
  child: undefined,
  served: false,
}));

function run(node) {
  if (stopping) return;
  node.child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      ...sharedNodeEnv(cluster),
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      CLUSTER: "auto",
      NODE_NAME: node.name,
      PORT: String(node.port),
    },
    stdio: "inherit",
  });
  node.child.on("exit", (code, signal) => {
    if (stopping) return;
    if (!node.served) {
      // it never served (e.g. it refused its configuration): starting it again would fail the same way
      console.error(`${node.name} did not start (${signal ?? code}); stopping the cluster`);
      stop(1);
      return;
    }
    console.log(`${node.name} exited (${signal ?? code}); starting it again in 1 s`);
    setTimeout(() => run(node), 1000);
  });
}

/** Waits until a node answers its health call; answers its role. */
async function health(node, tries = 300) {
  for (let i = 0; i < tries && !stopping; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${node.port}/api/health`);
      const role = (await res.json()).message.role;
      node.served = true;
      return role;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return undefined;
}

// the first node migrates the database and takes the lease; the other two start as fronts
run(nodes[0]);
await health(nodes[0]);
run(nodes[1]);
run(nodes[2]);
for (const node of nodes) {
  const role = await health(node);
  if (!stopping) console.log(`${node.name}: http://localhost:${node.port}/h5/ — ${role}`);
}
if (!stopping) {
  console.log(
    process.env.ADMIN_PASSWORD
      ? `Operator console: http://localhost:${firstPort}/admin/ (ADMIN_PASSWORD)`
      : `Operator console: http://localhost:${firstPort}/admin/, user ${process.env.ADMIN_USER || "admin"}, password ${cluster.adminPassword} (kept in ${cluster.home}/settings/admin-password; it is set when the database is first started)`,
  );
  console.log(`Cluster files (settings, shared data folder): ${cluster.home}`);
  console.log("Stop the writer (kill its process) to see a front take over; Ctrl+C stops the cluster.");
  let last = "";
  watch = setInterval(async () => {
    const roles = await Promise.all(nodes.map((n) => health(n, 1)));
    const line = nodes.map((n, i) => `${n.name}=${roles[i] ?? "down"}`).join(" ");
    if (line !== last) console.log(`cluster: ${line}`);
    last = line;
  }, 1000);
}

function stop(code) {
  stopping = true;
  process.exitCode = code;
  clearInterval(watch);
  for (const node of nodes) node.child?.kill("SIGTERM");
  setTimeout(() => process.exit(code), 3000).unref();
}

for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(0));

async function ensureDatabase(url) {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = "/postgres";
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
    const found = await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
    if (found.rowCount === 0) {
      await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
      console.log(`created database ${name}`);
    }
  } catch (err) {
    console.error(`Cannot reach PostgreSQL at ${url}: ${err.message}`);
    process.exit(1);
  } finally {
    await client.end().catch(() => {});
  }
}
