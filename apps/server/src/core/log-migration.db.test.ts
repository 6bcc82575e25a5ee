import { logLeafHash, userAccount } from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { naiveRoot } from "../../../../packages/engine/src/transparency/merkle.reference.ts";
import type { Db } from "../db/db.ts";
import { testClock, testDb } from "../testing/harness.ts";
import { checkLedger } from "./checker.ts";
import { ledgerOps } from "./core.test-support.ts";
import { createCore } from "./core.ts";
import { entryHash, GENESIS_HASH } from "./journal.ts";
import { digestBytes } from "./merkle-log.ts";

/**
 * A journal written before the command log: hash-chained entries of scheme 2, no log rows, no tiles. The
 * first start builds the tree over them, and the log goes on from there.
 */
let db: Db;
let user: number;
const clock = testClock();
const OLD_ENTRIES = 300;

beforeAll(async () => {
  db = await testDb();
  const [row] = await db.query<{ id: number }>(
    "INSERT INTO users (email, password_hash, invite_code) VALUES ('old@bourse.test', 'x', 'OLDLOG01') RETURNING id",
  );
  user = row!.id;
  // 300 deposits of 1 USDT, chained as the journal was before the log
  let prev = GENESIS_HASH;
  for (let id = 1; id <= OLD_ENTRIES; id++) {
    const createdAt = new Date(Date.UTC(2026, 0, 1, 0, 0, id));
    const postings = [
      { account: "s:deposits", currency: 3, amount: "-1", balanceAfter: String(-id) },
      { account: userAccount(user, "change"), currency: 3, amount: "1", balanceAfter: String(id) },
    ];
    const command = { kind: "wallet.deposit.approve", args: { id }, caller: { operator: 1 } };
    const entry = {
      id,
      kind: "deposit",
      reference: null,
      idempotencyKey: null,
      userId: user,
      createdAt,
      prevHash: prev,
      scheme: 2 as const,
      command,
      postings,
    };
    const hash = entryHash(entry);
    await db.query(
      `INSERT INTO journal_entries (id, kind, user_id, created_at, prev_hash, hash, command, scheme)
       VALUES ($1, 'deposit', $2, $3, $4, $5, $6, 2)`,
      [id, user, createdAt, prev, hash, JSON.stringify(command)],
    );
    for (const [seq, p] of postings.entries())
      await db.query(
        `INSERT INTO postings (entry_id, seq, account, currency_id, user_id, amount, balance_after)
         VALUES ($1, $2, $3, 3, $4, $5, $6)`,
        [id, seq, p.account, p.account === "s:deposits" ? null : user, p.amount, p.balanceAfter],
      );
    prev = hash;
  }
  await db.query(
    `INSERT INTO ledger_balances (account, currency_id, user_id, amount)
     VALUES ('s:deposits', 3, NULL, $1), ($2, 3, $3, $4)`,
    [-OLD_ENTRIES, userAccount(user, "change"), user, OLD_ENTRIES],
  );
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await db.close();
});

describe("a journal written before the command log", () => {
  it("becomes the first leaves of the tree on the first start, and the log goes on after it", async () => {
    expect(await checkLedger(db)).toEqual([]);
    const core = await createCore({ db, clock, onFatal: (e) => expect.fail(String(e)) });
    const old = await db.query<{ hash: string }>("SELECT hash FROM journal_entries ORDER BY id");
    const leaves = old.map((e) => logLeafHash(digestBytes(e.hash)));
    expect(core.log.size()).toBe(OLD_ENTRIES);
    expect(Buffer.from(core.log.root()).equals(Buffer.from(naiveRoot(leaves)))).toBe(true);
    // the tree's first complete tile is stored
    const tiles = await db.query<{ level: number; idx: number }>(
      "SELECT level, idx::int AS idx FROM merkle_tiles",
    );
    expect(tiles).toEqual([{ level: 0, idx: 0 }]);

    const send = ledgerOps(core);
    for (let i = 0; i < 5; i++) expect((await send({ op: "transfer", user, amount: "1" })).ok).toBe(true);
    expect(core.lastEntryId()).toBe(OLD_ENTRIES + 5);
    const digest = core.stateDigest();
    await core.stop();
    expect(await checkLedger(db)).toEqual([]);

    // a restart loads the tree from its tiles and the last digests, old and new
    const again = await createCore({ db, clock, onFatal: (e) => expect.fail(String(e)) });
    expect(again.stateDigest()).toBe(digest);
    expect(again.balance(userAccount(user, "micro"), 3)).toBe(5n);
    await again.stop();
  });
});
