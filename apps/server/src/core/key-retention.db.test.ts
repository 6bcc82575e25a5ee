import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/db.ts";
import { testClock, testDb } from "../testing/harness.ts";
import { checkLedger } from "./checker.ts";
import { ledgerOps } from "./core.test-support.ts";
import { createCore } from "./core.ts";
import { createForwardedKeyRetention } from "./key-retention.ts";

let db: Db;
let user: number;
const clock = testClock();
const DAY = 86_400_000;

beforeAll(async () => {
  db = await testDb();
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO users (email, password_hash, invite_code) VALUES ('keys@bourse.test', 'x', 'KEYS0001') RETURNING id",
  );
  user = row!.id;
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await db.close();
});

describe("forwarded commands' keys", () => {
  it("answer a second delivery with the first result, and are deleted a day later; clients' keys stay", async () => {
    const core = await createCore({ db, clock, onFatal: (e) => expect.fail(String(e)) });
    const ledger = ledgerOps(core);
    const order = ledgerOps(core, { compact: true });
    expect((await ledger({ op: "credit", user, amount: "100" })).ok).toBe(true);
    // the same forwarded order event reaching the writer twice runs once
    const first = await order({ op: "freeze", user, amount: "10" }, "fwd:a");
    const again = await order({ op: "freeze", user, amount: "10" }, "fwd:a");
    expect(first.ok && again.ok && again.entryId === first.entryId).toBe(true);
    expect((await order({ op: "freeze", user, amount: "5" }, "client:u1:k")).ok).toBe(true);
    const keys = async () =>
      (await db.query<{ key: string }>("SELECT key FROM command_keys ORDER BY key")).map((r) => r.key);
    expect(await keys()).toEqual(["client:u1:k", "fwd:a"]);

    const retention = createForwardedKeyRetention({ writerTx: core.writerTx, batchSize: 1 });
    expect(await retention.prune(clock())).toBe(0);
    clock.advance(DAY + 1000);
    // a key younger than a day stays
    expect((await order({ op: "freeze", user, amount: "1" }, "fwd:b")).ok).toBe(true);
    expect(await retention.prune(clock())).toBe(1);
    expect(await keys()).toEqual(["client:u1:k", "fwd:b"]);
    await core.stop();
  });
});
