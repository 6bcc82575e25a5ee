import { logLeafHash, verifyConsistency, verifyInclusion } from "@bourse/engine";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { naiveRoot } from "../../../../packages/engine/src/transparency/merkle.reference.ts";
import type { Db } from "../db/db.ts";
import { testClock, testDb } from "../testing/harness.ts";
import { checkLedger } from "./checker.ts";
import { type LedgerOp, ledgerOps } from "./core.test-support.ts";
import { createCore } from "./core.ts";
import { digestsOf } from "./merkle-log.ts";

let db: Db;
const users: number[] = [];
const clock = testClock();

beforeAll(async () => {
  db = await testDb();
  for (let i = 0; i < 2; i++) {
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO users (email, password_hash, invite_code) VALUES ($1, 'x', $2) RETURNING id",
      [`log${i}@bourse.test`, `LOG0000${i}`],
    );
    users.push(row!.id);
  }
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await db.close();
});

/** A core with plain ledger commands and order events (`order`: freezing and voiding as an order does). */
async function open(options: { fromStart?: boolean } = {}) {
  const core = await createCore({ db, clock, onFatal: (e) => expect.fail(String(e)), ...options });
  return Object.assign(core, { ledger: ledgerOps(core), order: ledgerOps(core, { compact: true }) });
}

const arbOp = (u: number[]) =>
  fc.oneof(
    fc.record({
      t: fc.constant("credit" as const),
      user: fc.constantFrom(...u),
      amount: fc.bigInt(1n, 500n),
    }),
    fc.record({
      t: fc.constant("transfer" as const),
      user: fc.constantFrom(...u),
      amount: fc.bigInt(1n, 200n),
    }),
    fc.record({ t: fc.constant("place" as const), user: fc.constantFrom(...u), amount: fc.bigInt(1n, 300n) }),
    fc.record({ t: fc.constant("cancel" as const), pick: fc.nat() }),
    fc.record({ t: fc.constant("fill" as const), pick: fc.nat() }),
  );

describe("the command log", () => {
  it("rebuilds the same state from the tables, from the start of the log, and its root as a naive tree's", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(arbOp(users), { maxLength: 12 }), { maxLength: 6 }),
        async (batches) => {
          const writer = await open();
          for (const ops of batches) {
            clock.advance(1000);
            // each group is sent at once: it commits as one batch of the log
            await Promise.all(
              ops.map((o) => {
                switch (o.t) {
                  case "credit":
                    return writer.ledger({ op: "credit", user: o.user, amount: String(o.amount) });
                  case "transfer":
                    return writer.ledger({ op: "transfer", user: o.user, amount: String(o.amount) });
                  case "place":
                    return writer.order({ op: "freeze", user: o.user, amount: String(o.amount) });
                  case "cancel":
                    return writer.order({ op: "void", hold: `@${o.pick}` } as LedgerOp);
                  default:
                    return writer.ledger({ op: "post", hold: `@${o.pick}` } as LedgerOp);
                }
              }),
            );
          }
          await writer.flush();
          await writer.stop();
          const size = writer.lastEntryId();
          expect(writer.log.size()).toBe(size);

          // a restart: the tables are the snapshot
          const restarted = await open();
          expect(restarted.stateDigest()).toBe(writer.stateDigest());
          await restarted.stop();

          // no snapshot: the whole log replayed from its first command
          const replayed = await open({ fromStart: true });
          await replayed.catchUp();
          expect(replayed.lastEntryId()).toBe(size);
          expect(replayed.stateDigest()).toBe(writer.stateDigest());
          await replayed.stop();

          const leaves = (await digestsOf(db, 1, size)).map(logLeafHash);
          const root = writer.log.root();
          if (size > 0) {
            expect(Buffer.from(root).equals(Buffer.from(naiveRoot(leaves)))).toBe(true);
            const index = size - 1 - Math.floor(size / 3);
            const proof = await writer.log.inclusionProof(index, size);
            expect(verifyInclusion(leaves[index]!, index, size, proof, root)).toBe(true);
            const half = Math.max(1, Math.floor(size / 2));
            const consistency = await writer.log.consistencyProof(half, size);
            expect(verifyConsistency(half, size, consistency, await writer.log.rootAt(half), root)).toBe(
              true,
            );
          }
          expect(await checkLedger(db)).toEqual([]);
        },
      ),
      { numRuns: 6 },
    );
  });

  it("keeps order events out of the journal: no row, no postings, their holds gone once voided", async () => {
    const core = await open();
    const [alice] = users as [number];
    await core.ledger({ op: "credit", user: alice, amount: "1000" });
    const [{ n: before } = { n: 0 }] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM journal_entries",
    );
    const placed = await Promise.all(
      Array.from({ length: 50 }, () => core.order({ op: "freeze", user: alice, amount: "3" })),
    );
    expect(placed.every((p) => p.ok)).toBe(true);
    await Promise.all(
      placed.map((p) => core.order({ op: "void", hold: p.ok ? `h${p.entryId}` : "none" } as LedgerOp)),
    );
    await core.stop();
    const [{ n: after } = { n: 0 }] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM journal_entries",
    );
    expect(after).toBe(before);
    const holds = placed.map((p) => (p.ok ? `h${p.entryId}` : "none"));
    expect(await db.query("SELECT id FROM ledger_holds WHERE id = ANY($1::text[])", [holds])).toEqual([]);
    // 100 order events: a few log rows, never one per event
    const [{ rows } = { rows: 0 }] = await db.query<{ rows: number }>(
      "SELECT count(*)::int AS rows FROM core_log WHERE last_id > $1",
      [core.lastEntryId() - 100],
    );
    expect(rows).toBeLessThan(100);
    expect(await checkLedger(db)).toEqual([]);
  });
});
