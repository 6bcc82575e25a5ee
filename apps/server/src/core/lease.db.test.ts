import { userAccount } from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/db.ts";
import { testClock, testDb } from "../testing/harness.ts";
import { checkLedger } from "./checker.ts";
import { ledgerOps } from "./core.test-support.ts";
import { createCore } from "./core.ts";
import { createLease } from "./lease.ts";

let db: Db;
let user: number;
const clock = testClock();

beforeAll(async () => {
  db = await testDb();
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO users (email, password_hash, invite_code) VALUES ('lease@bourse.test', 'x', 'LEASE01') RETURNING id",
  );
  user = row!.id;
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await db.close();
});

/** A core with the test ledger handler, leading at `epoch` or following. */
async function open(epoch: number | undefined) {
  const core = await createCore({
    db,
    clock,
    onFatal: (err) => {
      throw err;
    },
    leading: epoch !== undefined,
    ...(epoch !== undefined ? { fence: epoch } : {}),
  });
  return Object.assign(core, { exec: ledgerOps(core) });
}

const usdt = (core: { balance(a: string, c: number): bigint }) =>
  core.balance(userAccount(user, "change"), 3);
const entries = async () =>
  Number((await db.query<{ n: number }>("SELECT count(*)::int AS n FROM journal_entries"))[0]!.n);

describe("the writer's lease", () => {
  it("lets one node take a free lease, another only once it runs out, and any when forced", async () => {
    const a = createLease(db, { node: "a", ttlMs: 60_000 });
    const b = createLease(db, { node: "b", ttlMs: 60_000 });
    const first = await a.acquire();
    expect(first).toBeGreaterThan(0);
    expect(await b.acquire()).toBeUndefined();
    expect(await a.renew(first!)).toBe(true);
    const forced = await b.acquire(true);
    expect(forced).toBe(first! + 1);
    expect(await a.renew(first!)).toBe(false);
    await b.release(forced!);
    expect(await a.acquire()).toBe(forced! + 1);
  });

  it("fences a deposed writer: its batch is not kept and its command is refused as retryable", async () => {
    const lease = createLease(db, { node: "w1", ttlMs: 60_000 });
    const epoch = await lease.acquire(true);
    const writer = await open(epoch);
    const steppedDown: unknown[] = [];
    writer.events.on("stepped-down", () => steppedDown.push(1));
    expect((await writer.exec({ op: "credit", user, amount: "100" })).ok).toBe(true);
    const before = await entries();

    const next = await createLease(db, { node: "w2", ttlMs: 60_000 }).acquire(true);
    // no broker to forward to: the caller hears a retryable refusal and nothing is stored
    expect(await writer.exec({ op: "credit", user, amount: "5" })).toEqual({
      ok: false,
      code: "COMMAND_RETRY",
    });
    expect(await entries()).toBe(before);
    expect(writer.leading).toBe(false);
    expect(steppedDown).toHaveLength(1);
    // memory went back to the tables: the refused credit is not in it
    expect(usdt(writer)).toBe(100n);
    await writer.stop();

    const successor = await open(next);
    expect((await successor.exec({ op: "credit", user, amount: "7" })).ok).toBe(true);
    expect(usdt(successor)).toBe(107n);
    await successor.stop();
  });

  it("keeps a follower's memory equal to the writer's by replaying the journal, and resyncs on a difference", async () => {
    const epoch = await createLease(db, { node: "w3", ttlMs: 60_000 }).acquire(true);
    const writer = await open(epoch);
    const follower = await open(undefined);
    await follower.follow();
    for (let i = 0; i < 20; i++) await writer.exec({ op: "credit", user, amount: String(i + 1) });
    await writer.exec({ op: "freeze", user, amount: "50" });
    await follower.catchUp();
    expect(follower.lastEntryId()).toBe(writer.lastEntryId());
    expect(usdt(follower)).toBe(usdt(writer));
    expect(follower.balance(userAccount(user, "change", "frozen"), 3)).toBe(50n);

    // an entry whose logged digest differs from the replay (as a forged one would) makes it start over
    await writer.exec({ op: "credit", user, amount: "1" });
    const last = writer.lastEntryId();
    const [stored] = await db.query<{ digests: Uint8Array }>(
      "SELECT digests FROM core_log WHERE last_id = $1",
      [last],
    );
    const setDigests = async (digests: Uint8Array) => {
      await db.query("ALTER TABLE core_log DISABLE TRIGGER USER");
      await db.query("UPDATE core_log SET digests = $2 WHERE last_id = $1", [last, digests]);
      await db.query("ALTER TABLE core_log ENABLE TRIGGER USER");
    };
    const forged = Uint8Array.from(stored!.digests);
    forged[0] = (forged[0] ?? 0) ^ 1;
    await setDigests(forged);
    try {
      const resyncs: unknown[] = [];
      follower.events.on("resync", () => resyncs.push(1));
      await follower.catchUp();
      expect(resyncs).toHaveLength(1);
      expect(follower.lastEntryId()).toBe(last);
      expect(usdt(follower)).toBe(usdt(writer));
    } finally {
      await setDigests(stored!.digests);
    }
    await writer.stop();
    await follower.stop();
  });
});
