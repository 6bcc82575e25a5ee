import { describe, expect, it } from "vitest";
import { testDb } from "../testing/harness.ts";

// The server ends a transaction left idle past `idle_in_transaction_session_timeout` (5 s): a process
// paused mid-transaction comes back to a closed connection. Runs on PostgreSQL (PGlite has no timeout).
describe.runIf(process.env.DATABASE_URL)("a connection the server ends mid-transaction", () => {
  it("fails that transaction, not the process, and the pool serves the next one", async () => {
    const db = await testDb();
    try {
      const outcome = await db
        .tx(async (q) => {
          await q.query("SELECT 1");
          // idle in the transaction past the server's timeout, as a paused writer would be
          await new Promise((r) => setTimeout(r, 6000));
          return q.query("SELECT 2");
        })
        .then(
          () => "committed",
          () => "failed",
        );
      expect(outcome).toBe("failed");
      expect(await db.query("SELECT 3 AS n")).toEqual([{ n: 3 }]);
    } finally {
      await db.close();
    }
  }, 30_000);
});
