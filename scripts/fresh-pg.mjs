// A fresh PostgreSQL database for one test run: created on PG_ADMIN_URL (default: the local server
// as postgres) and dropped afterwards. Used by the PostgreSQL suite and the browser tests on PostgreSQL.
import { randomBytes } from "node:crypto";
import pg from "pg";

const adminUrl = process.env.PG_ADMIN_URL || "postgres://postgres@127.0.0.1:5432/postgres";

/** Creates the database; exits with a hint when PostgreSQL cannot be reached. Returns its URL and a drop(). */
export async function freshDatabase(prefix) {
  const name = `${prefix}_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  try {
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
  } catch (err) {
    console.error(`Cannot create a test database on ${adminUrl}: ${err.message}`);
    console.error("Start PostgreSQL, or set DATABASE_URL (or PG_ADMIN_URL) to one you can use.");
    process.exit(1);
  } finally {
    await admin.end().catch(() => {});
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin
        .query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        .catch((err) => console.error(err.message));
      await admin.end();
    },
  };
}
