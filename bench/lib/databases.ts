/**
 * Fresh databases for the storage benchmarks: a whole new PostgreSQL database (so `pg_database_size` counts
 * only what the bench wrote), or a new embedded PGlite data directory on disk. Each is migrated unless told
 * otherwise, and `drop()` removes it.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type Db, openPglite, openPostgres } from "../../apps/server/src/db/db.ts";
import { migrate } from "../../apps/server/src/db/migrate.ts";

/**
 * Where a fresh PostgreSQL database is created: PG_ADMIN_URL, else the server of DATABASE_URL (its
 * `postgres` database), else the local server as `postgres` (as `npm run test:pg` does).
 */
export function pgAdminUrl(): string {
  if (process.env.PG_ADMIN_URL) return process.env.PG_ADMIN_URL;
  if (process.env.DATABASE_URL) {
    const u = new URL(process.env.DATABASE_URL);
    u.pathname = "/postgres";
    u.search = "";
    return u.toString();
  }
  return "postgres://postgres@127.0.0.1:5432/postgres";
}

export interface FreshPostgres {
  name: string;
  url: string;
  /** a pool on the new database (`max` connections) */
  db: Db;
  /** pg_database_size of the new database */
  size(): Promise<number>;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server (see {@link pgAdminUrl}), migrated unless `migrated: false`; or
 * why it could not be made (the server unreachable, no right to create a database): the caller skips.
 */
export async function freshPostgres(
  prefix: string,
  { migrated = true, max = 10 }: { migrated?: boolean; max?: number } = {},
): Promise<FreshPostgres | { skipped: string }> {
  const adminUrl = pgAdminUrl();
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = openPostgres(adminUrl, { max: 1 });
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    await admin.close().catch(() => {});
    return { skipped: `cannot create a database on ${adminUrl}: ${(err as Error).message}` };
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const url = u.toString();
  const db = openPostgres(url, { max });
  if (migrated) await migrate(db);
  return {
    name,
    url,
    db,
    async size() {
      const [row] = await db.query<{ n: string }>("SELECT pg_database_size(current_database())::text AS n");
      return Number(row!.n);
    },
    async drop() {
      await db.close().catch(() => {});
      await admin
        .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .catch((e) => console.error(e.message));
      await admin.close();
    },
  };
}

/** Bytes a directory takes on disk (allocated blocks of every file under it, WAL included). */
export function diskBytes(dir: string): number {
  let total = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) total += diskBytes(path);
    else if (entry.isFile()) total += statSync(path).blocks * 512;
  }
  return total;
}

export interface FreshPglite {
  dir: string;
  db: Db;
  /** pg_database_size as the embedded database reports it */
  size(): Promise<number>;
  drop(): Promise<void>;
}

/** A new embedded PGlite data directory on disk (a temporary one), migrated unless `migrated: false`. */
export async function freshPglite({ migrated = true }: { migrated?: boolean } = {}): Promise<FreshPglite> {
  const home = mkdtempSync(join(tmpdir(), "bourse-bench-pglite-"));
  const dir = join(home, "pg");
  const db = openPglite(dir);
  if (migrated) await migrate(db);
  return {
    dir,
    db,
    async size() {
      const [row] = await db.query<{ n: string }>("SELECT pg_database_size(current_database())::text AS n");
      return Number(row!.n);
    },
    async drop() {
      await db.close().catch(() => {});
      rmSync(home, { recursive: true, force: true });
    },
  };
}

/** The per-table sizes the storage benchmarks print (pg_total_relation_size: heap, indexes, TOAST). */
export const LEDGER_TABLES = [
  "core_log",
  "merkle_tiles",
  "spot_orders",
  "ledger_holds",
  "ledger_balances",
  "journal_entries",
  "postings",
  "command_keys",
] as const;

export async function tableSizes(db: Db, tables: readonly string[] = LEDGER_TABLES) {
  const rows = await db.query<{ t: string; n: string }>(
    "SELECT t, pg_total_relation_size(t::regclass)::text AS n FROM unnest($1::text[]) AS t",
    [tables],
  );
  return new Map(rows.map((r) => [r.t, Number(r.n)]));
}

/** A byte count for people: 1,234 B, 12.3 KB, 4.56 MB, 7.89 GB (powers of 1,000). */
export function bytes(n: number): string {
  const abs = Math.abs(n);
  if (abs < 1000) return `${Math.round(n)} B`;
  if (abs < 1e6) return `${(n / 1e3).toFixed(1)} KB`;
  if (abs < 1e9) return `${(n / 1e6).toFixed(2)} MB`;
  return `${(n / 1e9).toFixed(2)} GB`;
}

export const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
