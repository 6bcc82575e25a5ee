import { type AccountKind, Ledger, userAccount } from "@bourse/engine";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/db.ts";
import { testClock, testDb } from "../testing/harness.ts";
import { checkLedger } from "./checker.ts";
import { applyLedgerOp, type LedgerOp, ledgerOps } from "./core.test-support.ts";
import { createCore } from "./core.ts";
import { loadState } from "./recovery.ts";

let db: Db;
const clock = testClock();
const fatal: unknown[] = [];
let users: number[];

beforeAll(async () => {
  db = await testDb();
  users = [];
  for (let i = 0; i < 3; i++) {
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO users (email, password_hash, invite_code) VALUES ($1, 'x', $2) RETURNING id",
      [`core${i}@bourse.test`, `CORE000${i}`],
    );
    users.push(row!.id);
  }
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await db.close();
});

/** A core with the ledger operations of `core.test-support.ts`: `exec(op)` sends one (its `key` apart). */
async function open(on: Db = db) {
  const core = await createCore({ db: on, clock, onFatal: (e) => fatal.push(e) });
  const send = ledgerOps(core);
  const exec = ({ key, ...op }: Op) => send(op as LedgerOp, key);
  return Object.assign(core, { exec });
}
type Op = LedgerOp & { key?: string };
type Core = Awaited<ReturnType<typeof open>>;
const USDT = 3;
const deposit = (user: number, amount: bigint, key?: string): Op => ({
  op: "credit",
  user,
  amount: String(amount),
  ...(key ? { key } : {}),
});
const transfer = (
  user: number,
  amount: bigint,
  from: AccountKind = "change",
  to: AccountKind = "micro",
): Op => ({
  op: "transfer",
  user,
  amount: String(amount),
  from,
  to,
});

describe("the core", () => {
  it("commits each command durably, and a restart restores balances, holds and the chain", async () => {
    const core = await open();
    const [alice] = users as [number];
    expect((await core.exec(deposit(alice, 1_000_000_000n))).ok).toBe(true);
    expect((await core.exec(transfer(alice, 250_000_000n))).ok).toBe(true);
    const held = await core.exec({ op: "freeze", user: alice, amount: "100000000", hold: "w-1" });
    expect(held.ok).toBe(true);
    await core.stop();

    const rows = await db.query<{ amount: string }>(
      "SELECT amount::text AS amount FROM ledger_balances WHERE account = $1",
      [userAccount(alice, "micro")],
    );
    expect(rows[0]?.amount).toMatch(/^250\.0+$/);
    const history = await db.query<{ kind: string; balance_after: string }>(
      "SELECT e.kind, p.balance_after::text AS balance_after FROM postings p JOIN journal_entries e ON e.id = p.entry_id WHERE p.account = $1 ORDER BY e.id",
      [userAccount(alice, "change")],
    );
    expect(history.map((h) => [h.kind, Number.parseInt(h.balance_after, 10)])).toEqual([
      ["deposit", 1000],
      ["transfer", 750],
      ["freeze", 650],
    ]);

    const again = await open();
    expect(again.balance(userAccount(alice, "change"), USDT)).toBe(650_000_000n);
    expect(again.balance(userAccount(alice, "change", "frozen"), USDT)).toBe(100_000_000n);
    expect(again.hold("w-1")?.amount).toBe(100_000_000n);
    expect((await again.exec({ op: "void", hold: "w-1" })).ok).toBe(true);
    await again.stop();
    expect(await checkLedger(db)).toEqual([]);
  });

  it("lets exactly one of 200 parallel whole-balance transfers through", async () => {
    const core = await open();
    const bob = users[1]!;
    await core.exec(deposit(bob, 5_000_000n));
    const results = await Promise.all(
      Array.from({ length: 200 }, () => core.exec(transfer(bob, 5_000_000n))),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok).every((r) => !r.ok && r.code === "WALLET_INSUFFICIENT_BALANCE")).toBe(
      true,
    );
    expect(core.balance(userAccount(bob, "change"), USDT)).toBe(0n);
    await core.stop();
  });

  it("applies 10 concurrent commands with one idempotency key once, and remembers the key after a restart", async () => {
    const core = await open();
    const carol = users[2]!;
    const results = await Promise.all(
      Array.from({ length: 10 }, () => core.exec(deposit(carol, 7_000_000n, "dep-carol-1"))),
    );
    const ids = new Set(results.map((r) => (r.ok ? r.entryId : 0)));
    expect(ids.size).toBe(1);
    expect(results.filter((r) => r.ok && !r.duplicate)).toHaveLength(1);
    expect(core.balance(userAccount(carol, "change"), USDT)).toBe(7_000_000n);
    await core.stop();
    const [{ n }] = (await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key = 'dep-carol-1'",
    )) as [{ n: number }];
    expect(n).toBe(1);
  });

  it("batches concurrent commands into few transactions (group commit)", async () => {
    const core = await open();
    const alice = users[0]!;
    let transactions = 0;
    const counting: Db = {
      ...db,
      tx: (fn) => {
        transactions++;
        return db.tx(fn);
      },
    };
    const batched = await open(counting);
    await core.stop();
    await Promise.all(Array.from({ length: 100 }, () => batched.exec(deposit(alice, 1n))));
    expect(transactions).toBeLessThanOrEqual(3);
    await batched.stop();
  });

  it("answers a throwing command with its error and goes on with the others", async () => {
    const core = await open();
    const alice = users[0]!;
    const [bad, good] = await Promise.allSettled([core.exec({ op: "throw" }), core.exec(deposit(alice, 1n))]);
    expect(bad).toMatchObject({ status: "rejected", reason: new Error("bug in a command") });
    expect(good).toMatchObject({ status: "fulfilled", value: { ok: true } });
    await core.stop();
  });

  it("stops on a failed commit: the caller hears an error, nothing half-written remains", async () => {
    const alice = users[0]!;
    const failing: Db = { ...db, tx: () => Promise.reject(new Error("disk full")) };
    const core = await open(failing);
    const before = await db.query("SELECT count(*)::int AS n FROM journal_entries");
    await expect(core.exec(deposit(alice, 5n))).rejects.toThrow("disk full");
    await expect(core.exec(deposit(alice, 5n))).rejects.toThrow("disk full");
    expect(fatal).toHaveLength(1);
    expect(await db.query("SELECT count(*)::int AS n FROM journal_entries")).toEqual(before);
  });

  it("matches the pure ledger through random sequences and keeps every invariant in the database", async () => {
    const [u1, u2] = users as [number, number];
    const kinds: AccountKind[] = ["change", "micro", "lever"];
    const arbCommand = fc.oneof(
      fc.record({
        t: fc.constant("deposit" as const),
        user: fc.constantFrom(u1, u2),
        amount: fc.bigInt({ min: -1n, max: 500n }),
      }),
      fc.record({
        t: fc.constant("transfer" as const),
        user: fc.constantFrom(u1, u2),
        from: fc.constantFrom(...kinds),
        to: fc.constantFrom(...kinds),
        amount: fc.bigInt({ min: 0n, max: 400n }),
      }),
      fc.record({
        t: fc.constant("freeze" as const),
        user: fc.constantFrom(u1, u2),
        amount: fc.bigInt({ min: 1n, max: 300n }),
      }),
      fc.record({ t: fc.constant("post" as const), pick: fc.nat() }),
      fc.record({ t: fc.constant("void" as const), pick: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(arbCommand, { maxLength: 25 }), async (commands) => {
        const core: Core = await open();
        const mirror = new Ledger();
        const persisted = await loadState(db);
        mirror.restore(persisted.balances, persisted.holds);
        const toOp = (c: (typeof commands)[number]): Op => {
          switch (c.t) {
            case "deposit":
              return { op: "credit", user: c.user, amount: String(c.amount) };
            case "transfer":
              return { op: "transfer", user: c.user, from: c.from, to: c.to, amount: String(c.amount) };
            case "freeze":
              return { op: "freeze", user: c.user, amount: String(c.amount) };
            case "post":
              return { op: "post", hold: `@${c.pick}` };
            case "void":
              return { op: "void", hold: `@${c.pick}` };
          }
        };
        const results = await Promise.all(commands.map((c) => core.exec(toOp(c))));
        commands.forEach((c, i) => {
          const r = results[i]!;
          expect(applyLedgerOp(toOp(c) as LedgerOp, mirror, `h${r.ok ? r.entryId : 0}`).ok).toBe(r.ok);
        });
        await core.stop();
        for (const u of [u1, u2]) {
          for (const kind of kinds)
            expect(core.balance(userAccount(u, kind), USDT)).toBe(mirror.balance(userAccount(u, kind), USDT));
        }
        expect(await checkLedger(db)).toEqual([]);
      }),
      { numRuns: 8 },
    );
  });
});

describe("the checker", () => {
  it("finds a tampered balance and a rewritten journal entry", async () => {
    const alice = users[0]!;
    await db.query("UPDATE ledger_balances SET amount = amount + 1 WHERE account = $1", [
      userAccount(alice, "micro"),
    ]);
    const found = (await checkLedger(db)).map((v) => v.rule);
    expect(found).toEqual(expect.arrayContaining(["balance-equals-journal", "currency-balanced"]));
    await db.query("UPDATE ledger_balances SET amount = amount - 1 WHERE account = $1", [
      userAccount(alice, "micro"),
    ]);

    await expect(db.query("UPDATE journal_entries SET kind = 'forged' WHERE id = 1")).rejects.toThrow(
      /append-only/,
    );
    await db.exec("ALTER TABLE journal_entries DISABLE TRIGGER USER");
    await db.query("UPDATE journal_entries SET kind = 'forged' WHERE id = 1");
    expect((await checkLedger(db)).map((v) => v.rule)).toContain("hash-chain");
    await db.query("UPDATE journal_entries SET kind = 'deposit' WHERE id = 1");
    await db.exec("ALTER TABLE journal_entries ENABLE TRIGGER USER");
    expect(await checkLedger(db)).toEqual([]);
  });
});

describe("holds used in parts", () => {
  it("records holds used a part at a time, and a restart restores what they still hold", async () => {
    const core = await open();
    const [alice, bob] = (await Promise.all(
      ["hold-a", "hold-b"].map(async (name) => {
        const [row] = await db.query<{ id: number }>(
          "INSERT INTO users (email, password_hash, invite_code) VALUES ($1, 'x', $2) RETURNING id",
          [`${name}@bourse.test`, name.toUpperCase()],
        );
        return row!.id;
      }),
    )) as [number, number];
    expect((await core.exec(deposit(alice, 500n))).ok).toBe(true);
    const hold = "x-alice";
    const opened = await core.exec({ op: "exchange", open: [{ id: hold, user: alice, amount: "300" }] });
    expect(opened.ok).toBe(true);
    const pay = (amount: bigint, release: boolean): Op => ({
      op: "exchange",
      use: [{ hold, amount: String(amount) }],
      pay: [{ account: userAccount(bob, "change"), amount: String(amount) }],
      ...(release ? { release: [hold] } : {}),
    });
    const [a, b] = await Promise.all([core.exec(pay(100n, false)), core.exec(pay(50n, false))]);
    expect(a.ok && b.ok).toBe(true);
    expect(await checkLedger(db)).toEqual([]);
    await core.stop();

    const again = await open();
    expect(again.hold(hold)?.amount).toBe(150n);
    expect(again.balance(userAccount(alice, "change", "frozen"), USDT)).toBe(150n);
    expect((await again.exec(pay(200n, true))).ok).toBe(false); // more than it holds
    expect((await again.exec(pay(150n, true))).ok).toBe(true);
    const [row] = await db.query<{ state: string; used: string }>(
      "SELECT state, used::text AS used FROM ledger_holds WHERE id = $1",
      [hold],
    );
    expect(row).toEqual({ state: "posted", used: "0.000300000000000000" });
    expect(await checkLedger(db)).toEqual([]);
    await again.stop();
  });
});

describe("a command the database cannot store", () => {
  const newUser = async (name: string) => {
    const [row] = await db.query<{ id: number }>(
      "INSERT INTO users (email, password_hash, invite_code) VALUES ($1, 'x', $2) RETURNING id",
      [`${name}@bourse.test`, name.toUpperCase()],
    );
    return row!.id;
  };
  const stored = async (user: number) => {
    const [row] = await db.query<{ amount: string }>(
      "SELECT amount::text AS amount FROM ledger_balances WHERE account = $1 AND currency_id = $2",
      [userAccount(user, "change"), USDT],
    );
    return row?.amount;
  };

  it("is refused alone: the batch's earlier commands commit, later ones are told to retry, and the core goes on", async () => {
    await db.exec("CREATE TABLE IF NOT EXISTS probe_rows (value numeric(38, 18) NOT NULL)");
    const [dan, erin] = [await newUser("poison-dan"), await newUser("poison-erin")];
    const core = await open();
    let reloads = 0;
    core.onReload(async () => {
      reloads++;
    });
    const fatalBefore = fatal.length;
    // a product row its column cannot hold (NUMERIC(38,18) keeps 20 digits before the point)
    const poison: Op = { ...deposit(erin, 9_000_000n), probe: "1000000000000000000000" };
    const [first, refused, after] = await Promise.all([
      core.exec(deposit(dan, 1_000_000n)),
      core.exec(poison),
      core.exec(deposit(dan, 2_000_000n)),
    ]);
    expect(first).toMatchObject({ ok: true });
    expect(refused).toEqual({ ok: false, code: "COMMAND_NOT_STORABLE" });
    expect(after).toEqual({ ok: false, code: "COMMAND_RETRY" });
    expect(fatal).toHaveLength(fatalBefore);
    expect(reloads).toBe(1);
    // memory is the database again: erin has nothing, dan has only the first deposit
    expect(core.balance(userAccount(erin, "change"), USDT)).toBe(0n);
    expect(core.balance(userAccount(dan, "change"), USDT)).toBe(1_000_000n);
    expect(await stored(erin)).toBeUndefined();
    expect(await stored(dan)).toBe("1.000000000000000000");
    expect(await db.query("SELECT * FROM probe_rows")).toEqual([]);
    // the retried command goes through, on a chain that continues where the committed one ended
    expect(await core.exec(deposit(dan, 2_000_000n))).toMatchObject({ ok: true });
    expect(await stored(dan)).toBe("3.000000000000000000");
    expect(await checkLedger(db)).toEqual([]);
    await core.stop();
  });

  it("refuses amounts and texts the journal's columns cannot hold before writing anything", async () => {
    const fay = await newUser("poison-fay");
    const core = await open();
    const before = await db.query("SELECT count(*)::int AS n FROM journal_entries");
    const venue = core.balance("s:deposits", USDT);
    // 10^21 USDT: 22 digits before the point
    const huge = await core.exec(deposit(fay, 10n ** 27n));
    const nul = await core.exec({ ...deposit(fay, 1n), reference: "spot:\u0000" });
    expect(huge).toEqual({ ok: false, code: "COMMAND_NOT_STORABLE" });
    expect(nul).toEqual({ ok: false, code: "COMMAND_NOT_STORABLE" });
    expect(await db.query("SELECT count(*)::int AS n FROM journal_entries")).toEqual(before);
    expect(core.balance(userAccount(fay, "change"), USDT)).toBe(0n);
    expect(core.balance("s:deposits", USDT)).toBe(venue);
    expect((await core.exec(deposit(fay, 5n))).ok).toBe(true);
    await core.stop();
  });

  it("answers a key committed before a restart with the first result, read from the journal", async () => {
    const gus = await newUser("poison-gus");
    const core = await open();
    const first = await core.exec(deposit(gus, 4_000_000n, "dep-gus-1"));
    await core.stop();
    const again = await open();
    const repeat = await again.exec(deposit(gus, 4_000_000n, "dep-gus-1"));
    expect(first.ok && repeat.ok).toBe(true);
    if (!first.ok || !repeat.ok) return;
    expect(repeat).toMatchObject({ entryId: first.entryId, duplicate: true });
    expect(repeat.reply.postings).toContainEqual([userAccount(gus, "change"), "4000000"]);
    expect(again.balance(userAccount(gus, "change"), USDT)).toBe(4_000_000n);
    expect(await stored(gus)).toBe("4.000000000000000000");
    await again.stop();
  });
});
