import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { homedir } from "node:os";
import { isAbsolute, join, resolve } from "node:path";

/**
 * What `npm run cluster` (scripts/cluster.mjs) keeps for one local cluster, outside the repository, in
 * its home (`localClusterHome`):
 *
 * - `settings/transparency.key` and `settings/admin-password`: made once, on the cluster's first run,
 *   readable by this user only, and given to every node. One venue signs with one key: a node that made
 *   its own would publish heads that do not verify under the key published before a failover (the
 *   server refuses to start with another key than the one its database recorded).
 * - `data/`: the nodes' DATA_DIR, one folder they share as the machines of a cluster share one storage,
 *   so that an upload taken by one node is served by every node.
 *
 * The settings belong with the database they were first used on: the home is per database, and is kept
 * as long as that database is (it is not a temporary folder).
 */
export interface LocalCluster {
  home: string;
  dataDir: string;
  /** the venue's Ed25519 signing key (64 hex digits) */
  transparencyKey: string;
  /** the first operator's password, set when the database is first started */
  adminPassword: string;
}

/**
 * The cluster's home: `BOURSE_CLUSTER_DIR`, else `<data home>/bourse/cluster/<database>`, the data home
 * being `XDG_DATA_HOME` or `~/.local/share` (the XDG base directory layout).
 */
export function localClusterHome(env: NodeJS.ProcessEnv, database: string): string {
  if (env.BOURSE_CLUSTER_DIR) return resolve(env.BOURSE_CLUSTER_DIR);
  const dataHome =
    env.XDG_DATA_HOME && isAbsolute(env.XDG_DATA_HOME)
      ? env.XDG_DATA_HOME
      : join(env.HOME || homedir(), ".local", "share");
  return join(dataHome, "bourse", "cluster", database.replace(/[^A-Za-z0-9_.-]/g, "_"));
}

/**
 * The cluster kept in `home`, its settings made on the first call. `TRANSPARENCY_KEY`, `ADMIN_PASSWORD`
 * and `DATA_DIR` in `env` take the place of what is kept; `legacy` names files an earlier layout kept the
 * operator password in (adopted once, since the database was started with it).
 */
export function localCluster(
  home: string,
  env: NodeJS.ProcessEnv = {},
  legacy: { adminPassword?: string } = {},
): LocalCluster {
  const settings = join(home, "settings");
  mkdirSync(settings, { recursive: true, mode: 0o700 });
  const dataDir = env.DATA_DIR ? resolve(env.DATA_DIR) : join(home, "data");
  mkdirSync(dataDir, { recursive: true });
  const adopted =
    legacy.adminPassword && existsSync(legacy.adminPassword)
      ? readFileSync(legacy.adminPassword, "utf8").trim()
      : undefined;
  return {
    home,
    dataDir,
    transparencyKey:
      env.TRANSPARENCY_KEY || kept(join(settings, "transparency.key"), () => randomBytes(32).toString("hex")),
    adminPassword:
      env.ADMIN_PASSWORD ||
      kept(join(settings, "admin-password"), () => adopted || randomBytes(12).toString("hex")),
  };
}

/** The environment every node of the cluster is started with, beside its own name and port. */
export function sharedNodeEnv(cluster: LocalCluster): Record<string, string> {
  return {
    DATA_DIR: cluster.dataDir,
    TRANSPARENCY_KEY: cluster.transparencyKey,
    ADMIN_PASSWORD: cluster.adminPassword,
  };
}

/** The value kept in `file`, or `make()`'s written there first (only once, whoever writes first). */
function kept(file: string, make: () => string): string {
  if (!existsSync(file)) {
    try {
      writeFileSync(file, `${make()}\n`, { mode: 0o600, flag: "wx" });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    }
  }
  return readFileSync(file, "utf8").trim();
}
