import { userAccount } from "@bourse/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../core/checker.ts";
import {
  IMAGES,
  operatorToken,
  signUp,
  type TestApp,
  testApp,
  testClock,
  testDb,
  upload,
} from "../../testing/harness.ts";

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

async function saver(email: string, usdt: string) {
  const token = await signUp(t, email);
  const [u] = await t.db.query<{ id: number }>("SELECT id::int AS id FROM users WHERE email = $1", [email]);
  const voucher = (await upload(t, token, IMAGES.png)).message;
  const claim = await t.form(
    "/api/wallet/charge_req",
    { currency: String(USDT), network: "4", amount: usdt, voucher },
    token,
  );
  expect(
    (await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, await operatorToken(t))).type,
  ).toBe("ok");
  const moved = await t.form(
    "/api/wallet/change",
    { currency_id: String(USDT), number: usdt, from_field: "change", to_field: "financial" },
    token,
  );
  expect(moved.type, JSON.stringify(moved.message)).toBe("ok");
  return { id: u!.id, token };
}

describe("lock mining", () => {
  it("locks, pays each day's yield once at 00:00 UTC (caught up after a stop), and returns the principal at maturity", async () => {
    const plans = (await t.get("/api/lh/deposit/config")).message;
    const week = plans.find((p: { days: number }) => p.days === 7);
    expect(week).toMatchObject({
      daily_rate: "0.001",
      min_amount: "100",
      penalty_rate: "0.05",
      currency_name: "USDT",
    });
    const ann = await saver("ann@lock.test", "1000");
    expect(
      await t.form("/api/lh/deposit", { config_id: String(week.id), amount: "50" }, ann.token),
    ).toMatchObject({
      code: "LOCK_AMOUNT_RANGE",
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
    const bea = await saver("bea@lock.test", "2000");
    const cid = await saver("cid@lock.test", "1");
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
});
