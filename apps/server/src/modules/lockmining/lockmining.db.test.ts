import {
  FinancialSummary,
  LockAdminOrder,
  LockAdminPlan,
  LockBought,
  LockOrderPage,
  LockPlan,
  LockRedeemed,
} from "@bourse/contract";
import { userAccount } from "@bourse/engine";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../core/checker.ts";
import { expectAnswer } from "../../testing/answers.ts";
import { financialUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import { operatorToken, type TestApp, testApp, testClock, testDb } from "../../testing/harness.ts";

const USDT = 3;
const DAY = 86_400_000;
let t: TestApp;

beforeAll(async () => {
  t = await testApp({}, { db: await testDb(), clock: testClock(new Date("2026-03-01T10:00:00Z")) });
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
  await t.db.close();
});

const financial = (id: number, bucket: "available" | "frozen" = "available") =>
  t.app.core.balance(userAccount(id, "financial", bucket), USDT);

describe("lock mining", () => {
  it("locks, pays each day's yield once at 00:00 UTC (caught up after a stop), and returns the principal at maturity", async () => {
    const plans = (await t.get("/api/lh/deposit/config")).message;
    const week = plans.find((p: { days: number }) => p.days === 7);
    expect(week).toMatchObject({
      decimals: 6,
      daily_rate: "0.001",
      min_amount: "100",
      penalty_rate: "0.05",
      currency_name: "USDT",
    });
    const ann = await financialUser(t, "ann@lock.test", [[...USDT_TRC20, "1000"]]);
    expect(
      await t.form("/api/lh/deposit", { config_id: String(week.id), amount: "50" }, ann.token),
    ).toMatchObject({
      code: "LOCK_AMOUNT_RANGE",
      field: "amount",
      message: "The amount must be from 100 to 100000",
    });
    expect(
      await t.form("/api/lh/deposit", { config_id: String(week.id), amount: "5000" }, ann.token),
    ).toMatchObject({
      code: "WALLET_INSUFFICIENT_BALANCE",
    });
    expect(await t.form("/api/lh/deposit", { config_id: "999", amount: "500" }, ann.token)).toMatchObject({
      code: "LOCK_PLAN_NOT_FOUND",
    });
    expect(
      await t.form("/api/lh/deposit", { config_id: String(week.id), amount: "1.1234567" }, ann.token),
    ).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "amount",
    });
    const bought = await t.form("/api/lh/deposit", { config_id: String(week.id), amount: "500" }, ann.token);
    expect(bought.message).toEqual({ id: expect.any(Number), maturity: "2026-03-08" });
    expect(financial(ann.id)).toBe(500_000_000n);
    expect(financial(ann.id, "frozen")).toBe(500_000_000n);

    // the server is down from the 1st to the 4th: on restart the 2nd, 3rd and 4th are paid once each
    await t.close();
    t.clock.advance(3 * DAY);
    t = await testApp({}, { db: t.db, clock: t.clock });
    await t.app.scheduler.check();
    await t.app.scheduler.check();
    const orders = (await t.get("/api/lh/deposit/order?status=active", ann.token)).message.data;
    expect(orders[0]).toMatchObject({
      id: bought.message.id,
      amount: "500",
      days_paid: 3,
      yield_paid: "1.5",
      daily_yield: "0.5",
      early_redemption: { penalty: "25", returned: "475" },
      yields: [
        { day: "2026-03-02", amount: "0.5" },
        { day: "2026-03-03", amount: "0.5" },
        { day: "2026-03-04", amount: "0.5" },
      ],
    });
    expect(financial(ann.id)).toBe(501_500_000n);

    // to maturity: seven days paid in all, then the principal back
    t.clock.advance(4 * DAY);
    await t.app.scheduler.check();
    const ended = (await t.get("/api/lh/deposit/order?status=ended", ann.token)).message.data;
    expect(ended[0]).toMatchObject({
      status: "matured",
      days_paid: 7,
      yield_paid: "3.5",
      early_redemption: null,
    });
    expect(financial(ann.id)).toBe(1_003_500_000n);
    expect(financial(ann.id, "frozen")).toBe(0n);
    const [paid] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM journal_entries WHERE idempotency_key LIKE $1",
      [`lock-yield:${bought.message.id}:%`],
    );
    expect(paid).toEqual({ n: 7 });
  });

  it("redeems early minus the penalty; another user's order is not found; an ended order cannot be redeemed", async () => {
    const plans = (await t.get("/api/lh/deposit/config")).message;
    const month = plans.find((p: { days: number }) => p.days === 30);
    const bea = await financialUser(t, "bea@lock.test", [[...USDT_TRC20, "2000"]]);
    const cid = await financialUser(t, "cid@lock.test", [[...USDT_TRC20, "1"]]);
    const bought = await t.form(
      "/api/lh/deposit",
      { config_id: String(month.id), amount: "1000" },
      bea.token,
    );
    expect(bought.type).toBe("ok");
    t.clock.advance(DAY);
    await t.app.scheduler.check();
    expect(
      await t.form("/api/lh/deposit/order/cancel", { id: String(bought.message.id) }, cid.token),
    ).toMatchObject({
      code: "LOCK_ORDER_NOT_FOUND",
    });
    const redeemed = await t.form(
      "/api/lh/deposit/order/cancel",
      { id: String(bought.message.id) },
      bea.token,
    );
    expect(redeemed.message).toMatchObject({ status: "redeemed", penalty: "80", returned: "920" });
    // 2,000 − 1,000 locked + 1.5 yield for one day + 920 back
    expect(financial(bea.id)).toBe(1_921_500_000n);
    expect(financial(bea.id, "frozen")).toBe(0n);
    expect(
      await t.form("/api/lh/deposit/order/cancel", { id: String(bought.message.id) }, bea.token),
    ).toMatchObject({
      code: "LOCK_ORDER_NOT_FOUND",
    });
    t.clock.advance(DAY);
    await t.app.scheduler.check();
    expect(financial(bea.id)).toBe(1_921_500_000n);
  });

  it("an operator creates, changes and closes a plan (audited); orders keep their terms; bad figures name their field", async () => {
    const dee = await financialUser(t, "dee@lock.test", [[...USDT_TRC20, "2000"]]);
    // after the deposit's approval: an operator's new sign-in ends its other sessions
    let admin = await operatorToken(t);
    const body = {
      currency_id: String(USDT),
      daily_rate: "0.002",
      days: "3",
      min_amount: "10",
      max_amount: "1000",
      quota: "1500",
      penalty_rate: "0.1",
      enabled: "true",
    };
    expect(await t.form("/api/admin/lock/plans", { ...body, daily_rate: "0" }, admin)).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "daily_rate",
    });
    expect(await t.form("/api/admin/lock/plans", { ...body, max_amount: "5" }, admin)).toMatchObject({
      field: "max_amount",
    });
    expect(await t.form("/api/admin/lock/plans", { ...body, penalty_rate: "1.5" }, admin)).toMatchObject({
      field: "penalty_rate",
    });
    const created = await t.form("/api/admin/lock/plans", body, admin);
    expect(created.type, JSON.stringify(created.message)).toBe("ok");
    const id = created.message.id as number;
    const first = await t.form("/api/lh/deposit", { config_id: String(id), amount: "1000" }, dee.token);
    expect(first.type).toBe("ok");
    expect(
      await t.form("/api/lh/deposit", { config_id: String(id), amount: "600" }, dee.token),
    ).toMatchObject({
      code: "LOCK_QUOTA_EXCEEDED",
      message: "The plan has only 500 left",
    });
    // a change applies to new orders; the order made keeps 0.002 a day
    expect((await t.form(`/api/admin/lock/plans/${id}`, { ...body, daily_rate: "0.005" }, admin)).type).toBe(
      "ok",
    );
    t.clock.advance(DAY);
    await t.app.scheduler.check();
    const [order] = (await t.get("/api/lh/deposit/order?status=active", dee.token)).message.data;
    expect(order).toMatchObject({ daily_rate: "0.002", yield_paid: "2" });
    // a day later: an operator's session lasts 12 hours
    admin = await operatorToken(t);
    expect(
      (await t.form(`/api/admin/lock/plans/${id}`, { ...body, daily_rate: "0.005", enabled: "false" }, admin))
        .type,
    ).toBe("ok");
    expect(
      await t.form("/api/lh/deposit", { config_id: String(id), amount: "100" }, dee.token),
    ).toMatchObject({
      code: "LOCK_PLAN_NOT_FOUND",
    });
    expect((await t.get("/api/lh/deposit/config")).message.map((p: { id: number }) => p.id)).not.toContain(
      id,
    );
    const listed = (await t.get("/api/admin/lock/plans", admin)).message.find(
      (p: { id: number }) => p.id === id,
    );
    expect(listed).toMatchObject({ daily_rate: "0.005", locked: "1000", enabled: false });
    const [audit] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action LIKE 'lock.plan.%' AND target_id = $1",
      [String(id)],
    );
    expect(audit).toEqual({ n: 3 });
    expect((await t.get("/api/admin/lock/orders?status=active", admin)).message[0]).toMatchObject({
      id: first.message.id,
      email: "dee@lock.test",
    });
  });

  it("answers every call in the shape its contract declares", async () => {
    const plans = await t.get("/api/lh/deposit/config");
    expectAnswer(Type.Array(LockPlan), plans);
    const week = plans.message.find((p: { days: number }) => p.days === 7);
    const eve = await financialUser(t, "eve@lock.test", [[...USDT_TRC20, "1000"]]);
    const kept = await t.form("/api/lh/deposit", { config_id: String(week.id), amount: "300" }, eve.token);
    expectAnswer(LockBought, kept);
    const early = await t.form("/api/lh/deposit", { config_id: String(week.id), amount: "200" }, eve.token);
    expectAnswer(LockBought, early);
    // a day's yield paid, then one order redeemed early: an active order and an ended one
    t.clock.advance(DAY);
    await t.app.scheduler.check();
    expectAnswer(
      LockRedeemed,
      await t.form("/api/lh/deposit/order/cancel", { id: String(early.message.id) }, eve.token),
    );
    for (const status of ["", "?status=active", "?status=ended"]) {
      const page = await t.get(`/api/lh/deposit/order${status}`, eve.token);
      expectAnswer(LockOrderPage, page);
      expect(page.message.data.length).toBeGreaterThan(0);
    }
    // the financial overview with an order locked and the yield paid
    const summary = await t.get("/api/financial/summary", eve.token);
    expectAnswer(FinancialSummary, summary);
    expect(summary.message.lock.locked.length).toBeGreaterThan(0);
    const admin = await operatorToken(t);
    expectAnswer(Type.Array(LockAdminPlan), await t.get("/api/admin/lock/plans", admin));
    for (const status of ["", "?status=active", "?status=ended"])
      expectAnswer(Type.Array(LockAdminOrder), await t.get(`/api/admin/lock/orders${status}`, admin));
  });
});
