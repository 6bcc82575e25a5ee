/**
 * What an idle venue costs: the real server (`apps/server/src/main.ts`, as `npm start` runs it: simulated
 * index feed, chart history backfilled, the house market maker re-quoting its seeded markets every 3 s, the
 * scheduler; one node, no Redis) with no user at all, on a fresh PostgreSQL database (DATABASE_URL's
 * server, PG_ADMIN_URL, or the local one; skipped with a message when none can be created) and on a fresh
 * embedded PGlite data directory. After IDLE_WARMUP_SECONDS (30) it is watched for IDLE_MINUTES (10):
 *  - database bytes per day, extrapolated from the window: PostgreSQL's pg_database_size delta (the
 *    write-ahead log is the server's, not the database's); PGlite's data directory's size on disk delta,
 *    its WAL included (and apart). Goal ≤ 200 MB/day.
 *  - the server process's CPU over the window (utime + stime of /proc/<pid>/stat, % of one core). Goal ≤ 5 %.
 * Reference, from the same run: the command log's entries and rows written per second in the window (and
 * its own bytes per day), the index ticks stored per second, and the bytes per day of the window's first
 * minute beside the rest; on PostgreSQL, the tables that grew most.
 * When the PostgreSQL server runs without autovacuum (a test machine's setting), the bench runs a plain
 * VACUUM of the database every minute in its place (and once before the window), as a production server's
 * autovacuum would, and says so (IDLE_PG_VACUUM=off: never). IDLE_DB=postgres or IDLE_DB=pglite runs that
 * one only.
 */
import { execSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Db, openPglite } from "../apps/server/src/db/db.ts";
import { freePort } from "../apps/server/src/testing/nodes.ts";
import { startChildServer } from "./lib/child-server.ts";
import { bytes, diskBytes, freshPostgres } from "./lib/databases.ts";

const MINUTES = Number(process.env.IDLE_MINUTES ?? 10);
const WARMUP_SECONDS = Number(process.env.IDLE_WARMUP_SECONDS ?? 30);
const SAMPLE_SECONDS = Math.min(60, MINUTES * 60);
const GOAL_MB_PER_DAY = 200;
const GOAL_CPU_PERCENT = 5;
const CLOCK_TICKS = Number(execSync("getconf CLK_TCK").toString().trim()) || 100;
const main = fileURLToPath(new URL("../apps/server/src/main.ts", import.meta.url));
const perDay = (bytesDelta: number, seconds: number) => (bytesDelta / seconds) * 86_400;
const mb = (n: number) => `${(n / 1e6).toFixed(1)} MB/day`;
const met = (ok: boolean) => (ok ? "met" : "NOT met");
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** CPU seconds (user + system) the process has used so far. */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

interface Watched {
  seconds: number;
  /** size at the window's start, after its first minute, at its end */
  sizes: number[];
  cpu: number;
  from: Date;
  to: Date;
}

/** Starts the server, lets it warm up, samples it for the window, stops it. */
async function watch(
  env: NodeJS.ProcessEnv,
  size: () => Promise<number>,
  label: string,
  everyMinute?: () => Promise<void>,
): Promise<Watched> {
  const port = await freePort();
  const server = await startChildServer<object>(main, [], {
    ...env,
    PORT: String(port),
    HOST: "127.0.0.1",
    // the first log line tells the bench the child is up (see startChildServer)
    LOG_LEVEL: "info",
  });
  const exited = new Promise((r) => server.child.once("exit", r));
  try {
    for (let i = 0; ; i++) {
      const role = await fetch(`http://127.0.0.1:${port}/api/health`)
        .then((r) => r.json() as Promise<{ message: { role: string } }>)
        .then((b) => b.message.role)
        .catch(() => undefined);
      if (role === "writer") break;
      if (i > 600) throw new Error("the server did not start");
      await sleep(100);
    }
    await sleep(WARMUP_SECONDS * 1000);
    const pid = server.child.pid!;
    // the bench's VACUUM runs before the first sample too: the maps it creates are not the window's growth
    await everyMinute?.();
    const from = new Date();
    const sizes = [await size()];
    const cpu0 = cpuSeconds(pid);
    const started = performance.now();
    const end = started + MINUTES * 60_000;
    for (let minute = 1; performance.now() < end; minute++) {
      await sleep(Math.max(0, Math.min(started + minute * SAMPLE_SECONDS * 1000, end) - performance.now()));
      await everyMinute?.();
      const now = await size();
      const elapsed = (performance.now() - started) / 1000;
      if (minute === 1) sizes.push(now);
      const cpu = ((cpuSeconds(pid) - cpu0) / elapsed) * 100;
      console.log(
        `  idle growth (${label}): ${elapsed.toFixed(0)} s  +${bytes(now - sizes[0]!)}  (${mb(perDay(now - sizes[0]!, elapsed))} so far)  CPU ${cpu.toFixed(1)} %`,
      );
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = ((cpuSeconds(pid) - cpu0) / seconds) * 100;
    sizes.push(await size());
    return { seconds, sizes, cpu, from, to: new Date() };
  } finally {
    server.child.kill("SIGTERM");
    await exited;
  }
}

/** What the command log and the tick log took in the window, from the tables. */
async function written(db: Db, from: Date, to: Date) {
  const [log] = await db.query<{ rows: number; entries: string; bytes: string }>(
    `SELECT count(*)::int AS rows, coalesce(sum(last_id - first_id + 1), 0)::text AS entries,
       coalesce(sum(octet_length(commands) + octet_length(digests) + 32 + 32), 0)::text AS bytes
     FROM core_log WHERE created_at >= $1 AND created_at < $2`,
    [from, to],
  );
  const [ticks] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM ticks WHERE ts >= $1 AND ts < $2",
    [from, to],
  );
  return { rows: log!.rows, entries: Number(log!.entries), logBytes: Number(log!.bytes), ticks: ticks!.n };
}

async function allTableSizes(db: Db) {
  const rows = await db.query<{ t: string; n: string }>(
    `SELECT c.relname AS t, pg_total_relation_size(c.oid)::text AS n FROM pg_class c
     JOIN pg_namespace s ON s.oid = c.relnamespace WHERE c.relkind = 'r' AND s.nspname = 'public'`,
  );
  return new Map(rows.map((r) => [r.t, Number(r.n)]));
}

function report(label: string, w: Watched, log: Awaited<ReturnType<typeof written>>, extra: string[]) {
  const [start, minute, end] = [w.sizes[0]!, w.sizes[1]!, w.sizes.at(-1)!];
  const day = perDay(end - start, w.seconds);
  const restSeconds = w.seconds - SAMPLE_SECONDS;
  console.log(
    `idle growth (${label}): ${mb(day)} over ${(w.seconds / 60).toFixed(1)} min (goal ≤ ${GOAL_MB_PER_DAY} MB/day: ${met(day <= GOAL_MB_PER_DAY * 1e6)})   server CPU ${w.cpu.toFixed(1)} % of one core (goal ≤ ${GOAL_CPU_PERCENT} %: ${met(w.cpu <= GOAL_CPU_PERCENT)})`,
  );
  console.log(
    `  reference: command log ${(log.entries / w.seconds).toFixed(2)} entries/s in ${(log.rows / w.seconds).toFixed(2)} rows/s (${mb(perDay(log.logBytes, w.seconds))} of its own rows), ${(log.ticks / w.seconds).toFixed(1)} ticks/s stored;` +
      ` first minute ${mb(perDay(minute - start, SAMPLE_SECONDS))}, the rest ${restSeconds > 0 ? mb(perDay(end - minute, restSeconds)) : "—"}`,
  );
  for (const line of extra) console.log(`  ${line}`);
}

async function postgres() {
  const pg = await freshPostgres("bench_idle", { migrated: false, max: 2 });
  if ("skipped" in pg) {
    console.log(`idle growth (PostgreSQL): skipped (${pg.skipped})`);
    return;
  }
  const dataDir = mkdtempSync(join(tmpdir(), "bourse-bench-idle-"));
  try {
    const [{ setting }] = (await pg.db.query<{ setting: string }>(
      "SELECT setting FROM pg_settings WHERE name = 'autovacuum'",
    )) as [{ setting: string }];
    const vacuum = setting !== "on" && process.env.IDLE_PG_VACUUM !== "off";
    let tables = new Map<string, number>();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: "idle-bench-operator-passphrase",
      CLUSTER: "off",
    };
    delete env.REDIS_URL;
    delete env.DEV_OUTBOX;
    const w = await watch(
      env,
      async () => {
        if (tables.size === 0) tables = await allTableSizes(pg.db);
        return pg.size();
      },
      "PostgreSQL",
      vacuum ? () => pg.db.exec("VACUUM") : undefined,
    );
    const after = await allTableSizes(pg.db);
    const grown = [...after]
      .map(([t, n]) => [t, n - (tables.get(t) ?? 0)] as const)
      .filter(([, n]) => n > 0)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8);
    report("PostgreSQL", w, await written(pg.db, w.from, w.to), [
      `tables that grew most (MB/day): ${grown.map(([t, n]) => `${t} ${(perDay(n, w.seconds) / 1e6).toFixed(1)}`).join(", ")}`,
      `autovacuum is ${setting} on this server${vacuum ? "; the bench ran a plain VACUUM every minute in its place" : ""}`,
    ]);
  } finally {
    await pg.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function pglite() {
  const dataDir = mkdtempSync(join(tmpdir(), "bourse-bench-idle-"));
  const dir = join(dataDir, "pg");
  try {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DEV_OUTBOX: "1" };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    let walStart = 0;
    const w = await watch(
      env,
      async () => {
        const total = diskBytes(dir);
        if (walStart === 0) walStart = diskBytes(join(dir, "pg_wal"));
        return total;
      },
      "PGlite",
    );
    const walEnd = diskBytes(join(dir, "pg_wal"));
    const growth = w.sizes.at(-1)! - w.sizes[0]!;
    const db = openPglite(dir);
    try {
      report("PGlite", w, await written(db, w.from, w.to), [
        `data directory on disk: ${bytes(w.sizes[0]!)} → ${bytes(w.sizes.at(-1)!)}; of the growth, WAL ${bytes(walEnd - walStart)} (${mb(perDay(walEnd - walStart, w.seconds))}), the rest ${mb(perDay(growth - (walEnd - walStart), w.seconds))};` +
          ` the server vacuums and checkpoints it every 5 min (from its start)`,
      ]);
    } finally {
      await db.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `idle growth: the server as npm start runs it (market maker on), no users; ${WARMUP_SECONDS} s warm-up, then ${MINUTES} min watched`,
);
// IDLE_DB=postgres or pglite: that one only (a longer window on one)
if (process.env.IDLE_DB !== "pglite") await postgres();
if (process.env.IDLE_DB !== "postgres") await pglite();
