import { demoSystemAccount, systemAccount, userAccount } from "@bourse/engine";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../db/db.ts";
import { testClock, testDb } from "../testing/harness.ts";
import { checkLedger } from "./checker.ts";
import { createCore } from "./core.ts";

const USDT = 3;
const clock = testClock();
let db: Db;
let real: number;
let demo: number;

beforeAll(async () => {
  db = await testDb();
  const [r] = await db.query<{ id: number }>(
    "INSERT INTO users (email, password_hash, invite_code) VALUES ('owner@bourse.test', 'x', 'DEMO0001') RETURNING id",
  );
  real = r!.id;
  // the owner's demo account: a user row of its own
  const [d] = await db.query<{ id: number }>(
    "INSERT INTO users (password_hash, invite_code, demo_of) VALUES ('x', 'DEMO0002', $1) RETURNING id",
    [real],
  );
  demo = d!.id;
});
afterAll(async () => {
  expect(await checkLedger(db)).toEqual([]);
  await db.close();
});

describe("the demo namespace in the money core", () => {
  it("keeps a demo account's money on the venue's demo side and refuses an entry across the boundary", async () => {
    const core = await createCore({ db, clock, onFatal: (e) => expect.fail(String(e)) });
    const amount = Type.String({ pattern: "^[0-9]{1,12}$" });
    const deposit = core.register({
      kind: "demo-test.deposit",
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
        return r.ok ? { ...r, reply: null } : r;
      },
    });
    const pay = core.register({
      kind: "demo-test.pay",
      args: Type.Object({ from: Type.Integer(), to: Type.Integer(), amount }),
      run: ({ from, to, amount }, { ledger }) => {
        const r = ledger.exchange({
          entryKind: "trade",
          pay: [
            { account: userAccount(from, "change"), currency: USDT, amount: -BigInt(amount) },
            { account: userAccount(to, "change"), currency: USDT, amount: BigInt(amount) },
          ],
        });
        return r.ok ? { ...r, reply: null } : r;
      },
    });
    expect((await core.submit(deposit, { user: real, amount: "1000" }, { system: "test" })).ok).toBe(true);
    expect((await core.submit(deposit, { user: demo, amount: "100000" }, { system: "test" })).ok).toBe(true);
    await core.flush();
    expect(core.balance(systemAccount("deposits"), USDT)).toBe(-1000n);
    expect(core.balance(demoSystemAccount("deposits"), USDT)).toBe(-100_000n);
    const [posted] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM postings WHERE account = 's:demo:deposits'",
    );
    expect(posted!.n).toBe(1);

    const crossing = await core.submit(pay, { from: demo, to: real, amount: "500" }, { system: "test" });
    expect(crossing).toMatchObject({ ok: false, code: "DEMO_BOUNDARY" });
    expect(core.balance(userAccount(real, "change"), USDT)).toBe(1000n);
    expect(core.balance(userAccount(demo, "change"), USDT)).toBe(100_000n);
    await core.stop();
  });
});
