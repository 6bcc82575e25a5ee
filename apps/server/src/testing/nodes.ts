import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type LocalCluster, localCluster } from "../cluster/local.ts";
import { type Db, openPostgres } from "../db/db.ts";
import { IMAGES } from "./harness.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));

/**
 * The first operator's password on test nodes: a server with DATABASE_URL refuses the default one. The
 * nodes are throwaway deployments on this machine's PostgreSQL (TEST_DEPLOYMENT=1, with the dev outbox).
 */
export const NODE_ADMIN_PASSWORD = "nodes-operator-passphrase";

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/**
 * A fresh schema on the PostgreSQL of `DATABASE_URL` for a cluster of server processes, the URL that puts
 * them in it, and the cluster's settings and shared data folder as `npm run cluster` keeps them (`local`,
 * in a temporary home). `drop()` removes them.
 */
export async function clusterDatabase(url: string) {
  const schema = `c_${randomBytes(5).toString("hex")}`;
  const local: LocalCluster = localCluster(mkdtempSync(join(tmpdir(), "bourse-cluster-")), {
    ADMIN_PASSWORD: NODE_ADMIN_PASSWORD,
  });
  const admin = openPostgres(url, { max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const u = new URL(url);
  u.searchParams.set("options", `-c search_path=${schema}`);
  const db = openPostgres(url, { searchPath: schema, max: 2 });
  return {
    url: u.toString(),
    schema,
    db,
    local,
    async drop() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`).catch(() => {});
      await admin.close();
      rmSync(local.home, { recursive: true, force: true });
    },
  };
}

export type Envelope = { type: string | number; message: never; code?: string };

/** One server process of a cluster, spoken to over HTTP. */
export interface ServerNode {
  name: string;
  base: string;
  process: ChildProcess;
  call(path: string, body?: Record<string, string>, token?: string, key?: string): Promise<Envelope>;
  role(): Promise<string | undefined>;
  exited: Promise<void>;
}

/** Starts `apps/server/src/main.ts` as node `name` of cluster `cluster` and waits until it serves. */
export async function startNode(opts: {
  name: string;
  cluster: string;
  databaseUrl: string;
  redisUrl: string;
  /**
   * what every node of the cluster is given (`sharedNodeEnv` of `clusterDatabase`'s `local`): its data
   * folder, signing key and operator password; a node with a key of its own would not start
   */
  shared: Record<string, string>;
  env?: Record<string, string>;
}): Promise<ServerNode> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}/api`;
  const child = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: mkdtempSync(join(tmpdir(), `bourse-${opts.name}-`)),
      DATABASE_URL: opts.databaseUrl,
      REDIS_URL: opts.redisUrl,
      CLUSTER: "auto",
      CLUSTER_NAME: opts.cluster,
      NODE_NAME: opts.name,
      DEV_OUTBOX: "1",
      TEST_DEPLOYMENT: "1",
      ADMIN_PASSWORD: NODE_ADMIN_PASSWORD,
      // the seeded admin signs in without an authenticator (the database is on this machine)
      OPERATOR_2FA: "seed-exempt",
      AUTH_RATE_LIMIT: "0",
      AUTH_ACCOUNT_RATE_LIMIT: "0",
      LOG_LEVEL: "warn",
      PASSWORD_COST: "1024",
      MARKET_MAKER: "off",
      FEED_INTERVAL_MS: "250",
      ...opts.shared,
      ...opts.env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const node: ServerNode = {
    name: opts.name,
    base,
    process: child,
    exited,
    async call(path, body = {}, token, key) {
      const res = await fetch(`${base}${path}`, {
        method: "POST",
        body: new URLSearchParams(body),
        headers: { ...(token ? { authorization: token } : {}), ...(key ? { "idempotency-key": key } : {}) },
      });
      return (await res.json()) as Envelope;
    },
    async role() {
      try {
        const res = await fetch(`${base}/health`, { signal: AbortSignal.timeout(1000) });
        return ((await res.json()) as { message: { role: string } }).message.role;
      } catch {
        return undefined;
      }
    },
  };
  for (let i = 0; i < 600; i++) {
    if ((await node.role()) !== undefined) return node;
    if (child.exitCode !== null) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill("SIGKILL");
  throw new Error(`node ${opts.name} did not start`);
}

/** Waits until `predicate` holds (checked every 50 ms) and answers how long that took, or throws. */
export async function until(
  predicate: () => Promise<boolean>,
  timeoutMs: number,
  what: string,
): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await predicate()) return Date.now() - started;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** A user signed up and credited `amount` USDT by the operator, through `node`. */
export async function fundedUser(node: ServerNode, email: string, amount: string, admin: string) {
  await node.call("/sms_mail", { user_string: email });
  const code = await outboxCode(node, email);
  const reg = await node.call("/user/register", {
    type: "email",
    user_string: email,
    code,
    password: "secret123",
    re_password: "secret123",
  });
  if (reg.type !== "ok") throw new Error(`register: ${JSON.stringify(reg)}`);
  const token = (await node.call("/user/login", { user_string: email, password: "secret123" }))
    .message as string;
  const form = new FormData();
  form.append("file", new Blob([IMAGES.png]), "voucher.png");
  const uploaded = await fetch(`${node.base}/upload`, {
    method: "POST",
    body: form,
    headers: { authorization: token },
  });
  const voucher = ((await uploaded.json()) as { message: string }).message;
  const claim = await node.call("/wallet/charge_req", { currency: "3", amount, voucher }, token);
  const approved = await node.call(
    `/admin/deposits/${(claim.message as { id: number }).id}/approve`,
    {},
    admin,
  );
  if (approved.type !== "ok") throw new Error(`approve: ${JSON.stringify(approved)}`);
  return token;
}

export async function outboxCode(node: ServerNode, to: string): Promise<string> {
  const res = (await (await fetch(`${node.base}/dev/outbox?to=${encodeURIComponent(to)}`)).json()) as {
    message: { code: string }[];
  };
  return res.message[0]!.code;
}

export async function operatorLogin(node: ServerNode): Promise<string> {
  return (await node.call("/admin/login", { username: "admin", password: NODE_ADMIN_PASSWORD })).message;
}

export type { Db };
