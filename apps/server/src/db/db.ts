import { mkdirSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";

/** The one way the server talks SQL: the same PostgreSQL dialect on PGlite and on PostgreSQL. */
export interface Queryable {
  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<R[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface Db extends Queryable {
  readonly dialect: "pglite" | "postgres";
  /** Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. */
  tx<T>(fn: (q: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

// int8 as a JS number on both drivers (ids and counts stay far below 2^53); NUMERIC stays a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new Error(`int8 out of safe range: ${v}`);
  return n;
});

/**
 * PGlite in `dataDir`, or in memory. `from` is a dump (`dumpDataDir`) the in-memory database starts
 * from, instead of an empty cluster.
 */
export function openPglite(dataDir?: string, from?: Blob): Db {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  return wrapPglite(dataDir ? new PGlite(dataDir) : new PGlite(from ? { loadDataDir: from } : {}));
}

/** Runs `prepare` on a fresh in-memory PGlite and answers the database's dump, for `openPglite`'s `from`. */
export async function pgliteDump(prepare: (db: Db) => Promise<unknown>): Promise<Blob> {
  const lite = new PGlite();
  try {
    await prepare(wrapPglite(lite));
    return await lite.dumpDataDir("none");
  } finally {
    await lite.close();
  }
}

function wrapPglite(lite: PGlite): Db {
  return {
    dialect: "pglite",
    async query<R>(text: string, params?: readonly unknown[]) {
      const res = await lite.query<R>(text, params as unknown[]);
      return res.rows;
    },
    async exec(script: string) {
      await lite.exec(script);
    },
    tx<T>(fn: (q: Queryable) => Promise<T>) {
      return lite.transaction((t) =>
        fn({
          async query<R>(text: string, params?: readonly unknown[]) {
            return (await t.query<R>(text, params as unknown[])).rows;
          },
          async exec(script: string) {
            await t.exec(script);
          },
        }),
      );
    },
    close: () => lite.close(),
  };
}

export function openPostgres(url: string, options: { searchPath?: string; max?: number } = {}): Db {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // A transaction left open by a stalled process (paused, or cut off mid-commit) is ended by the server,
    // so the locks it holds (the writer's lease among them) do not outlive it.
    idle_in_transaction_session_timeout: 5000,
    ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
  });
  // An idle client's error must not crash the process; the next query reports it.
  pool.on("error", () => {});

  return {
    dialect: "postgres",
    async query<R>(text: string, params?: readonly unknown[]) {
      const res = await pool.query(text, params as unknown[]);
      return res.rows as R[];
    },
    async exec(script: string) {
      await pool.query(script);
    },
    async tx<T>(fn: (q: Queryable) => Promise<T>) {
      const client = await pool.connect();
      // The server may end a connection while it is checked out (a transaction left idle past the
      // timeout: a process paused mid-transaction). That is the transaction's failure, reported by its
      // next statement, and the connection is dropped, not returned: never an uncaught error event.
      let lost: Error | undefined;
      const onLost = (err: Error) => {
        lost = err;
      };
      client.on("error", onLost);
      try {
        await client.query("BEGIN");
        const result = await fn({
          async query<R>(text: string, params?: readonly unknown[]) {
            return (await client.query(text, params as unknown[])).rows as R[];
          },
          async exec(script: string) {
            await client.query(script);
          },
        });
        await client.query("COMMIT");
        return result;
      } catch (err) {
        await client.query("ROLLBACK").catch(() => {});
        throw err;
      } finally {
        client.off("error", onLost);
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}

/** `DATABASE_URL` set → PostgreSQL; otherwise embedded PGlite under `dataDir/pg`. */
export function openDb(config: { databaseUrl?: string; dataDir: string }): Db {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(`${config.dataDir}/pg`);
}
