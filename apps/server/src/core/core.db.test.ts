import { type AccountKind, Ledger, userAccount } from "@bourse/engine";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/db.ts";
import { migrate } from "../db/migrate.ts";
import { testClock, testDb } from "../testing/harness.ts";
import { checkLedger } from "./checker.ts";
import { type Core, createCore, holdId, type MoneyCommand } from "./core.ts";
import { loadState } from "./recovery.ts";

let db: Db;
const clock = testClock();
const fatal: unknown[] = [];
let users: number[];

beforeAll(async () => {
  db = await testDb();
  await migrate(db);
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

const open = () => createCore({ db, clock, onFatal: (e) => fatal.push(e) });
const USDT = 3;
const deposit = (user: number, amount: bigint, key?: string): MoneyCommand => ({
  userId: user,
  ...(key ? { idempotencyKey: key } : {}),
  run: (l) =>
    l.credit({ user, kind: "change", currency: USDT, amount, from: "deposits", entryKind: "deposit" }),
});
const transfer = (
  user: number,
  amount: bigint,
  from: AccountKind = "change",
  to: AccountKind = "micro",
): MoneyCommand => ({
  userId: user,
  run: (l) => l.transfer({ user, from, to, currency: USDT, amount, fee: 0n }),
});

describe("the core", () => {
  it("commits each command durably, and a restart restores balances, holds and the chain", async () => {
    const core = await open();
    const [alice] = users as [number];
    expect((await core.execute(deposit(alice, 1_000_000_000n))).ok).toBe(true);
    expect((await core.execute(transfer(alice, 250_000_000n))).ok).toBe(true);
    const held = await core.execute({
      userId: alice,
      run: (l) =>
        l.freeze({
          id: "w-1",
          user: alice,
          kind: "change",
          currency: USDT,
          amount: 100_000_000n,
          entryKind: "withdraw_request",
        }),
    });
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
      ["withdraw_request", 650],
    ]);

    const again = await open();
    expect(again.balance(userAccount(alice, "change"), USDT)).toBe(650_000_000n);
    expect(again.balance(userAccount(alice, "change", "frozen"), USDT)).toBe(100_000_000n);
    expect(again.hold("w-1")?.amount).toBe(100_000_000n);
    expect(
      (
        await again.execute({
          userId: alice,
          run: (l) => l.voidHold({ id: "w-1", entryKind: "withdraw_rejected" }),
        })
      ).ok,
    ).toBe(true);
    await again.stop();
    expect(await checkLedger(db)).toEqual([]);
  });

  it("lets exactly one of 200 parallel whole-balance transfers through", async () => {
    const core = await open();
    const bob = users[1]!;
    await core.execute(deposit(bob, 5_000_000n));
    const results = await Promise.all(
      Array.from({ length: 200 }, () => core.execute(transfer(bob, 5_000_000n))),
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
      Array.from({ length: 10 }, () => core.execute(deposit(carol, 7_000_000n, "dep-carol-1"))),
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
    const batched = await createCore({ db: counting, clock, onFatal: (e) => fatal.push(e) });
    await core.stop();
    await Promise.all(Array.from({ length: 100 }, () => batched.execute(deposit(alice, 1n))));
    expect(transactions).toBeLessThanOrEqual(3);
    await batched.stop();
  });

  it("answers a throwing command with its error and goes on with the others", async () => {
    const core = await open();
    const alice = users[0]!;
    const broken: MoneyCommand = {
      userId: alice,
      run: () => {
        throw new Error("bug in a command");
      },
    };
    const [bad, good] = await Promise.allSettled([core.execute(broken), core.execute(deposit(alice, 1n))]);
    expect(bad).toMatchObject({ status: "rejected", reason: new Error("bug in a command") });
    expect(good).toMatchObject({ status: "fulfilled", value: { ok: true } });
    await core.stop();
  });

  it("stops on a failed commit: the caller hears an error, nothing half-written remains", async () => {
    const alice = users[0]!;
    const failing: Db = { ...db, tx: () => Promise.reject(new Error("disk full")) };
    const core = await createCore({ db: failing, clock, onFatal: (e) => fatal.push(e) });
    const before = await db.query("SELECT count(*)::int AS n FROM journal_entries");
    await expect(core.execute(deposit(alice, 5n))).rejects.toThrow("disk full");
    await expect(core.execute(deposit(alice, 5n))).rejects.toThrow("disk full");
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
        /** An open hold chosen by index: the same choice on equal states. */
        const pickHold = (l: Ledger, pick: number) => {
          const holds = l.openHolds();
          return holds.length === 0 ? "none" : holds[pick % holds.length]!.id;
        };
        const toCommand = (c: (typeof commands)[number]): MoneyCommand["run"] => {
          switch (c.t) {
            case "deposit":
              return (l) =>
                l.credit({
                  user: c.user,
                  kind: "change",
                  currency: USDT,
                  amount: c.amount,
                  from: "deposits",
                  entryKind: "deposit",
                });
            case "transfer":
              return (l) =>
                l.transfer({
                  user: c.user,
                  from: c.from,
                  to: c.to,
                  currency: USDT,
                  amount: c.amount,
                  fee: 0n,
                });
            case "freeze":
              return (l, ctx) =>
                l.freeze({
                  id: holdId(ctx),
                  user: c.user,
                  kind: "change",
                  currency: USDT,
                  amount: c.amount,
                  entryKind: "freeze",
                });
            case "post":
              return (l) => l.postHold({ id: pickHold(l, c.pick), to: "withdrawals", entryKind: "post" });
            case "void":
              return (l) => l.voidHold({ id: pickHold(l, c.pick), entryKind: "void" });
          }
        };
        const results = await Promise.all(
          commands.map((c) => core.execute({ userId: null, run: toCommand(c) })),
        );
        commands.forEach((c, i) => {
          const r = results[i]!;
          expect(toCommand(c)(mirror, { entryId: r.ok ? r.entryId : 0 }).ok).toBe(r.ok);
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
    expect((await core.execute(deposit(alice, 500n))).ok).toBe(true);
    const hold = "x-alice";
    const opened = await core.execute({
      userId: alice,
      run: (l) =>
        l.exchange({
          entryKind: "order",
          open: [{ id: hold, user: alice, kind: "change", currency: USDT, amount: 300n }],
        }),
    });
    expect(opened.ok).toBe(true);
    const pay = (amount: bigint, release: boolean): MoneyCommand => ({
      userId: alice,
      run: (l) =>
        l.exchange({
          entryKind: "trade",
          use: [{ hold, amount }],
          pay: [{ account: userAccount(bob, "change"), currency: USDT, amount }],
          ...(release ? { release: [hold] } : {}),
        }),
    });
    const [a, b] = await Promise.all([core.execute(pay(100n, false)), core.execute(pay(50n, false))]);
    expect(a.ok && b.ok).toBe(true);
    expect(await checkLedger(db)).toEqual([]);
    await core.stop();

    const again = await open();
    expect(again.hold(hold)?.amount).toBe(150n);
    expect(again.balance(userAccount(alice, "change", "frozen"), USDT)).toBe(150n);
    expect((await again.execute(pay(200n, true))).ok).toBe(false); // more than it holds
    expect((await again.execute(pay(150n, true))).ok).toBe(true);
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
    const poison: MoneyCommand = {
      ...deposit(erin, 9_000_000n),
      // a product row its column cannot hold (NUMERIC(38,18) keeps 20 digits before the point)
      record: async (q) => {
        await q.query("INSERT INTO probe_rows (value) VALUES ($1)", ["1000000000000000000000"]);
      },
    };
    const [first, refused, after] = await Promise.all([
      core.execute(deposit(dan, 1_000_000n)),
      core.execute(poison),
      core.execute(deposit(dan, 2_000_000n)),
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
    expect(await core.execute(deposit(dan, 2_000_000n))).toMatchObject({ ok: true });
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
    const huge = await core.execute(deposit(fay, 10n ** 27n));
    const nul = await core.execute({ ...deposit(fay, 1n), reference: "spot:\u0000" });
    expect(huge).toEqual({ ok: false, code: "COMMAND_NOT_STORABLE" });
    expect(nul).toEqual({ ok: false, code: "COMMAND_NOT_STORABLE" });
    expect(await db.query("SELECT count(*)::int AS n FROM journal_entries")).toEqual(before);
    expect(core.balance(userAccount(fay, "change"), USDT)).toBe(0n);
    expect(core.balance("s:deposits", USDT)).toBe(venue);
    expect((await core.execute(deposit(fay, 5n))).ok).toBe(true);
    await core.stop();
  });

  it("answers a key committed before a restart with the first result, read from the journal", async () => {
    const gus = await newUser("poison-gus");
    const core = await open();
    const first = await core.execute(deposit(gus, 4_000_000n, "dep-gus-1"));
    await core.stop();
    const again = await open();
    const repeat = await again.execute(deposit(gus, 4_000_000n, "dep-gus-1"));
    expect(first.ok && repeat.ok).toBe(true);
    if (!first.ok || !repeat.ok) return;
    expect(repeat).toMatchObject({ entryId: first.entryId, duplicate: true });
    expect(repeat.entry.postings.find((p) => p.account === userAccount(gus, "change"))?.amount).toBe(
      4_000_000n,
    );
    expect(again.balance(userAccount(gus, "change"), USDT)).toBe(4_000_000n);
    expect(await stored(gus)).toBe("4.000000000000000000");
    await again.stop();
  });
});
