import { userAccount } from "@bourse/engine";
import fc from "fast-check";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/db.ts";
import { failure } from "../http/outcome.ts";
import { testClock, testDb } from "../testing/harness.ts";
import { checkLedger } from "./checker.ts";
import type { Command, Handler } from "./command.ts";
import { type Core, createCore } from "./core.ts";

const USDT = 3;
const clock = testClock();
let db: Db;
let users: number[];

async function freshDb(count: number) {
  const d = await testDb();
  const ids: number[] = [];
  for (let i = 0; i < count; i++) {
    const [row] = await d.query<{ id: number }>(
      "INSERT INTO users (email, password_hash, invite_code) VALUES ($1, 'x', $2) RETURNING id",
      [`cmd${i}@bourse.test`, `CMD0000${i}`],
    );
    ids.push(row!.id);
  }
  return { db: d, users: ids };
}

beforeAll(async () => {
  ({ db, users } = await freshDb(3));
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await db.close();
});

/** A small product over the ledger: deposits, transfers to the micro account, and a hold with its release. */
function handlers(core: Core, seen: string[] = []) {
  const amount = Type.String({ pattern: "^[0-9]{1,12}$" });
  const deposit = core.register({
    kind: "test.deposit",
    args: Type.Object({ user: Type.Integer(), amount }),
    run: ({ user, amount }, { ledger }) => {
      const r = ledger.credit({
        user,
        kind: "change",
        currency: USDT,
        amount: BigInt(amount),
        from: "deposits",
        entryKind: "deposit",
      });
      if (!r.ok) return r;
      return { ...r, reply: { credited: amount }, committed: () => seen.push(`deposit ${user} ${amount}`) };
    },
  });
  const transfer = core.register({
    kind: "test.transfer",
    args: Type.Object({ user: Type.Integer(), amount }),
    run: ({ user, amount }, { ledger }) => {
      if (BigInt(amount) > 1_000_000_000n)
        return failure("WALLET_BELOW_MINIMUM", { min: "1", currency: "USDT" });
      const r = ledger.transfer({
        user,
        from: "change",
        to: "micro",
        currency: USDT,
        amount: BigInt(amount),
        fee: 0n,
      });
      return r.ok ? { ...r, reply: { moved: amount } } : r;
    },
  });
  const hold = core.register({
    kind: "test.hold",
    args: Type.Object({ user: Type.Integer(), amount }),
    run: ({ user, amount }, { ledger, entryId }) => {
      const r = ledger.freeze({
        id: `t${entryId}`,
        user,
        kind: "change",
        currency: USDT,
        amount: BigInt(amount),
        entryKind: "test_hold",
      });
      return r.ok ? { ...r, reply: { hold: `t${entryId}` } } : r;
    },
  });
  const release = core.register({
    kind: "test.release",
    args: Type.Object({ hold: Type.String() }),
    run: ({ hold }, { ledger }) => {
      const r = ledger.voidHold({ id: hold, entryKind: "test_release" });
      return r.ok ? { ...r, reply: null } : r;
    },
  });
  return { deposit, transfer, hold, release };
}

describe("commands as data", () => {
  it("runs a registered handler, answers its reply, and keeps the command with its entry", async () => {
    const core = await createCore({ db, clock, onFatal: (e) => expect.fail(String(e)) });
    const seen: string[] = [];
    const h = handlers(core, seen);
    const [ann] = users as [number];
    const answer = await core.submit(h.deposit, { user: ann, amount: "5000000" }, { user: ann });
    expect(answer).toMatchObject({ ok: true, reply: { credited: "5000000" }, duplicate: false });
    expect(seen).toEqual([`deposit ${ann} 5000000`]);
    const [row] = await db.query<{ command: unknown; reply: unknown }>(
      "SELECT command, reply FROM journal_entries WHERE id = $1",
      [answer.ok ? answer.entryId : 0],
    );
    expect(row).toEqual({
      command: { kind: "test.deposit", args: { user: ann, amount: "5000000" }, caller: { user: ann } },
      reply: { credited: "5000000" },
    });
    expect(core.balance(userAccount(ann, "change"), USDT)).toBe(5_000_000n);
    await core.stop();
  });

  it("refuses with the handler's code and parameters, and refuses a payload off the schema or of no handler", async () => {
    const core = await createCore({ db, clock, onFatal: (e) => expect.fail(String(e)) });
    const h = handlers(core);
    const [ann] = users as [number];
    const before = await db.query("SELECT count(*)::int AS n FROM journal_entries");
    expect(await core.submit(h.transfer, { user: ann, amount: "2000000000" }, { user: ann })).toEqual({
      ok: false,
      code: "WALLET_BELOW_MINIMUM",
      params: { min: "1", currency: "USDT" },
    });
    expect(await core.submit(h.transfer, { user: ann, amount: "999999999" }, { user: ann })).toEqual({
      ok: false,
      code: "WALLET_INSUFFICIENT_BALANCE",
    });
    const forwarded: Command[] = [
      { kind: "test.transfer", args: { user: ann, amount: 5 }, caller: { user: ann } },
      { kind: "test.transfer", args: { user: ann, amount: "1e9" }, caller: { user: ann } },
      { kind: "test.transfer", args: "transfer everything", caller: { user: ann } },
      { kind: "test.steal", args: { user: ann, amount: "1" }, caller: { user: ann } },
    ];
    for (const command of forwarded)
      expect(await core.send(command)).toEqual({ ok: false, code: "COMMAND_INVALID" });
    expect(await db.query("SELECT count(*)::int AS n FROM journal_entries")).toEqual(before);
    expect(() => core.register({ ...h.transfer })).toThrow(/already registered/);
    await core.stop();
  });

  it("answers a repeated key with the first reply, after a restart too, and runs its hook once", async () => {
    const seen: string[] = [];
    const core = await createCore({ db, clock, onFatal: (e) => expect.fail(String(e)) });
    const h = handlers(core, seen);
    const bea = users[1]!;
    const first = await Promise.all(
      Array.from({ length: 5 }, () =>
        core.submit(h.deposit, { user: bea, amount: "700" }, { user: bea }, "k-bea"),
      ),
    );
    expect(first.filter((a) => a.ok && !a.duplicate)).toHaveLength(1);
    expect(seen).toEqual([`deposit ${bea} 700`]);
    await core.stop();

    const again = await createCore({ db, clock, onFatal: (e) => expect.fail(String(e)) });
    const h2 = handlers(again, seen);
    const repeat = await again.submit(h2.deposit, { user: bea, amount: "700" }, { user: bea }, "k-bea");
    expect(repeat).toEqual({
      ok: true,
      entryId: first[0]!.ok ? first[0]!.entryId : -1,
      reply: { credited: "700" },
      duplicate: true,
    });
    expect(seen).toHaveLength(1);
    expect(again.balance(userAccount(bea, "change"), USDT)).toBe(700n);
    await again.stop();
  });

  it("chains the command into the entry's hash: rewriting a logged command breaks the chain", async () => {
    expect(await checkLedger(db)).toEqual([]);
    await db.exec("ALTER TABLE journal_entries DISABLE TRIGGER USER");
    await db.query(
      `UPDATE journal_entries SET command = jsonb_set(command, '{args,amount}', '"9000000"')
       WHERE id = (SELECT min(id) FROM journal_entries WHERE command IS NOT NULL)`,
    );
    expect((await checkLedger(db)).map((v) => v.rule)).toContain("hash-chain");
    await db.query(
      `UPDATE journal_entries SET command = jsonb_set(command, '{args,amount}', '"5000000"')
       WHERE id = (SELECT min(id) FROM journal_entries WHERE command IS NOT NULL)`,
    );
    await db.exec("ALTER TABLE journal_entries ENABLE TRIGGER USER");
    expect(await checkLedger(db)).toEqual([]);
  });
});

describe("the command log", () => {
  it("replayed from empty rebuilds the balances, holds and journal hashes (fast-check)", async () => {
    const op = fc.oneof(
      fc.record({
        kind: fc.constant("test.deposit"),
        who: fc.nat(2),
        amount: fc.integer({ min: 1, max: 5_000 }),
      }),
      fc.record({
        kind: fc.constant("test.transfer"),
        who: fc.nat(2),
        amount: fc.integer({ min: 1, max: 3_000 }),
      }),
      fc.record({
        kind: fc.constant("test.hold"),
        who: fc.nat(2),
        amount: fc.integer({ min: 1, max: 2_000 }),
      }),
      fc.record({ kind: fc.constant("test.release"), who: fc.nat(2), amount: fc.constant(0) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 60 }), async (ops) => {
        const source = await freshDb(3);
        const target = await freshDb(3);
        try {
          const srcClock = testClock();
          const core = await createCore({
            db: source.db,
            clock: srcClock,
            onFatal: (e) => expect.fail(String(e)),
          });
          const h = handlers(core);
          const holds: string[] = [];
          for (const [i, o] of ops.entries()) {
            const user = source.users[o.who]!;
            if (i % 3 === 0) srcClock.advance(1000);
            if (o.kind === "test.release") {
              const hold = holds.shift();
              if (hold) await core.submit(h.release, { hold }, { system: "test" });
              continue;
            }
            const handler: Handler =
              o.kind === "test.deposit" ? h.deposit : o.kind === "test.transfer" ? h.transfer : h.hold;
            const answer = await core.submit(handler, { user, amount: String(o.amount) }, { user });
            if (answer.ok && o.kind === "test.hold") holds.push((answer.reply as { hold: string }).hold);
          }
          await core.stop();

          // the log: every entry's command and time, in order
          const log = await source.db.query<{ command: Command; created_at: Date }>(
            "SELECT command, created_at FROM journal_entries ORDER BY id",
          );
          let at = new Date(0);
          const replayer = await createCore({
            db: target.db,
            clock: () => at,
            onFatal: (e) => expect.fail(String(e)),
          });
          handlers(replayer);
          for (const entry of log) {
            at = entry.created_at;
            expect((await replayer.send(entry.command)).ok).toBe(true);
          }
          await replayer.stop();
          const snapshot = async (d: Db) => ({
            balances: await d.query(
              "SELECT account, currency_id, amount::text AS amount FROM ledger_balances ORDER BY account, currency_id",
            ),
            holds: await d.query("SELECT id, amount::text, used::text, state FROM ledger_holds ORDER BY id"),
            hashes: await d.query("SELECT id, hash FROM journal_entries ORDER BY id"),
          });
          expect(await snapshot(target.db)).toEqual(await snapshot(source.db));
          expect(await checkLedger(target.db)).toEqual([]);
        } finally {
          await source.db.close();
          await target.db.close();
        }
      }),
      { numRuns: 4, seed: 1307 },
    );
  }, 120_000);
});
