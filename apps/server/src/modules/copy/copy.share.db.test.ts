import { userAccount } from "@bourse/engine";
import { money } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../core/checker.ts";
import { type TestApp, testApp, testClock, testDb } from "../../testing/harness.ts";
import { leverKit, USDT, usdt } from "../../testing/lever-kit.ts";

let t: TestApp;
let operator: number;
beforeAll(async () => {
  t = await testApp({}, { db: await testDb(), clock: testClock(new Date("2026-03-02T10:00:00Z")) });
  await step();
  await t.db.query("UPDATE settings SET value = '5000' WHERE key = 'copy_trader_min_assets'");
  const [op] = await t.db.query<{ id: number }>(
    "SELECT id::int AS id FROM operators WHERE username = 'admin'",
  );
  operator = op!.id;
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
  await t.db.close();
});

const { step, trader: user, submit } = leverKit(() => t);
const copy = () => t.app.copyTrading;
const copyBalance = (id: number) => t.app.core.balance(userAccount(id, "copy"), USDT);
const units = (text: string) => money(text, 6).units;
const settle = async () => {
  await copy().settled();
  await step();
  await copy().settled();
};

/** Closes the trader's position at `index` (price units), as if the index stood there now. */
async function closeAt(owner: number, trade: number, index: bigint) {
  const last = t.app.feed.lastTick(1)!;
  const answer = await t.app.core.submit(
    t.app.lever.commands.close,
    { trade, tick: { seq: last.seq, ts: last.ts, index: String(index) } },
    { user: owner },
  );
  expect(answer.ok).toBe(true);
  await settle();
}

/** The follower's copy of a trader's position, once closed: its net result and fees, from its row. */
async function closedCopy(traderTrade: number) {
  const [row] = await t.db.query<{ id: number; pnl: string; fee: string; overnight: string }>(
    `SELECT id::int AS id, pnl::text, fee::text, overnight::text FROM lever_trades
     WHERE copy_of = $1 AND account = 'copy' AND status = 3`,
    [traderTrade],
  );
  const pnl = units(row!.pnl);
  const fees = units(row!.fee) + units(row!.overnight);
  return { id: row!.id, pnl, fees, overnight: units(row!.overnight), net: pnl - fees };
}

const sharedOn = async (copyId: number) => {
  const [row] = await t.db.query<{ amount: string }>(
    "SELECT amount::text FROM copy_events WHERE kind = 'shared' AND copy_trade = $1",
    [copyId],
  );
  return row ? units(row.amount) : 0n;
};

describe("the profit share on net profit, above the follower's high-water mark", () => {
  it("takes no share on a net loss, and after a restart only 10 % of the net gain above the loss recovered", async () => {
    const ann = await user("hwm-ann@copy.test", "3000");
    expect((await copy().apply(ann.id, { name: "Ann HWM", share_rate: "0.1", agreement: "1" })).ok).toBe(
      true,
    );
    expect((await copy().review(operator, ann.id, "approved", null, "127.0.0.1")).ok).toBe(true);
    const bob = await user("hwm-bob@copy.test", "1");
    expect(
      (
        await t.form(
          "/api/wallet/change",
          { currency_id: String(USDT), number: "2000", from_field: "change", to_field: "copy" },
          bob.token,
        )
      ).type,
    ).toBe("ok");
    expect((await copy().follow(bob.id, { trader_user_id: ann.id, type: 1, number: "1" })).ok).toBe(true);
    const start = copyBalance(bob.id);

    // a first copy closes 80 USDT of index lower: a net loss, no share
    const first = (await submit(ann.token, { share: "1" })).message;
    await settle();
    const firstOpen = t.app.lever.book.live.get(first.id)!.openTick!.index;
    await closeAt(ann.id, first.id, firstOpen - 80_00n);
    const lost = await closedCopy(first.id);
    expect(lost.net).toBeLessThan(0n);
    expect(await sharedOn(lost.id)).toBe(0n);
    expect(copyBalance(ann.id)).toBe(0n);

    // the mark outlives a restart: it is reloaded from its table
    await t.close();
    t = await testApp({}, { db: t.db, clock: t.clock });
    await step();
    expect(copy().state.marks.get(`${bob.id}:${ann.id}:${USDT}`)).toEqual({
      netTotal: usdt(lost.net),
      highWater: "0",
    });

    // a second copy stays open over a midnight (an overnight fee) and closes 300 USDT of index higher
    const second = (await submit(ann.token, { share: "1" })).message;
    await settle();
    const secondOpen = t.app.lever.book.live.get(second.id)!.openTick!.index;
    t.clock.advance(86_400_000);
    await step();
    await t.app.leverWatch.runOvernight();
    await closeAt(ann.id, second.id, secondOpen + 300_00n);
    const won = await closedCopy(second.id);
    expect(won.overnight).toBeGreaterThan(0n);
    expect(won.net + lost.net).toBeGreaterThan(0n);

    // the share basis is the net gain (after the handling and overnight fees) above the loss recovered
    const basis = won.net + lost.net;
    const share = basis / 10n;
    expect(share).toBeLessThan(won.pnl / 10n);
    expect(await sharedOn(won.id)).toBe(share);
    expect(copyBalance(ann.id)).toBe(share);
    expect(copyBalance(bob.id)).toBe(start + lost.net + won.net - share);

    // the follower's history shows what each share was taken on
    const history = (await t.get("/api/follow/historyTrade", bob.token)).message;
    expect(history.data).toMatchObject([
      {
        transaction_id: won.id,
        profit_share: usdt(share),
        share_net: usdt(won.net),
        share_basis: usdt(basis),
        share_recovered: usdt(-lost.net),
        share_rate: "0.1",
        share_to_recover: "0",
      },
      {
        transaction_id: lost.id,
        profit_share: "0",
        share_net: usdt(lost.net),
        share_basis: "0",
        share_to_recover: usdt(-lost.net),
      },
    ]);
    expect(copy().state.marks.get(`${bob.id}:${ann.id}:${USDT}`)).toEqual({
      netTotal: usdt(basis),
      highWater: usdt(basis),
    });
  });
});
