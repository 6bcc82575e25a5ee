import {
  DualAdminOrder,
  DualAdminProduct,
  DualDetail,
  DualIndex,
  DualOrderPage,
  DualProof,
  FinancialSummary,
} from "@bourse/contract";
import { userAccount } from "@bourse/engine";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../core/checker.ts";
import { expectAnswer } from "../../testing/answers.ts";
import { BTC_NETWORK, financialUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import { operatorToken, type TestApp, testApp, testClock, testDb } from "../../testing/harness.ts";

const BTC = 1;
const USDT = 3;
const MARKET = 1;
let t: TestApp;

beforeAll(async () => {
  t = await testApp({}, { db: await testDb(), clock: testClock(new Date("2026-03-01T10:00:00Z")) });
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
  await t.db.close();
});

const financial = (id: number, currency: number, bucket: "available" | "frozen" = "available") =>
  t.app.core.balance(userAccount(id, "financial", bucket), currency);

/** Records an index tick of BTC/USDT at `at` (the tick log is append-only). */
async function tick(price: string, at: string) {
  const [last] = await t.db.query<{ seq: number }>(
    "SELECT coalesce(max(seq), 0)::int AS seq FROM ticks WHERE market_id = $1",
    [MARKET],
  );
  const seq = (last?.seq ?? 0) + 1;
  await t.db.query("INSERT INTO ticks (market_id, seq, price, ts) VALUES ($1, $2, $3, $4)", [
    MARKET,
    seq,
    price,
    new Date(at),
  ]);
  return seq;
}

interface Product {
  id: number;
  type: "call" | "put";
}

describe("dual investment", () => {
  let put: Product;
  let call: Product;
  let ann: { id: number; token: string };
  let sold: { id: number; public_id: string; maturity_at: string };
  let sell: { id: number; public_id: string };

  it("lists the products with what a share pays in each case", async () => {
    const index = (await t.get("/api/dual/index")).message;
    put = index.data.find((p: Product) => p.type === "put");
    call = index.data.find((p: Product) => p.type === "call");
    expect(index.pairs).toEqual([{ currency_id: BTC, currency_name: "BTC" }]);
    expect(put).toMatchObject({
      symbol: "BTC/USDT",
      invest_currency_name: "USDT",
      linked_price: "60000",
      apr: "0.35",
      days: 7,
      per_price: "100",
      remaining_shares: 10000,
      maturity_at: "2026-03-08T08:00:00.000Z",
      // 100 × (1 + 7 × 0.35 / 365) USDT, or that ÷ 60,000 in BTC
      per_share: {
        kept: { currency_name: "USDT", amount: "100.671232" },
        converted: { currency_name: "BTC", amount: "0.00167785" },
      },
    });
    expect((await t.get("/api/dual/index?type=call")).message.data.map((p: Product) => p.id)).toEqual([
      call.id,
    ]);
    expect(await t.get("/api/dual/detail?id=999")).toMatchObject({ code: "DUAL_PRODUCT_NOT_FOUND" });
  });

  it("buys whole shares only, within what is left and what one holds", async () => {
    ann = await financialUser(t, "ann@dual.test", [
      [...USDT_TRC20, "1000"],
      [...BTC_NETWORK, "0.05"],
    ]);
    const buy = (id: number, num: string) => t.form("/api/dual/buyDual", { id: String(id), num }, ann.token);
    expect(await buy(put.id, "2.5")).toMatchObject({ code: "REQUEST_INVALID_FIELD", field: "num" });
    expect(await buy(put.id, "0")).toMatchObject({
      code: "DUAL_QUANTITY_INTEGER",
      field: "num",
      message: "The quantity must be a whole number of shares",
    });
    expect(await buy(put.id, "11")).toMatchObject({ code: "WALLET_INSUFFICIENT_BALANCE" });
    expect(await buy(999, "1")).toMatchObject({ code: "DUAL_PRODUCT_NOT_FOUND" });
    const bought = await buy(put.id, "3");
    expect(bought.message).toEqual({
      id: expect.any(Number),
      public_id: expect.stringMatching(/^[0-9a-f]{32}$/),
      investment: "300",
      maturity_at: "2026-03-08T08:00:00.000Z",
    });
    sold = bought.message;
    expect(financial(ann.id, USDT)).toBe(700_000_000n);
    expect(financial(ann.id, USDT, "frozen")).toBe(300_000_000n);
    sell = (await buy(call.id, "3")).message;
    expect(financial(ann.id, BTC, "frozen")).toBe(3_000_000n);

    // an operator's product with two shares: the third is refused, naming what is left
    const admin = await operatorToken(t);
    const small = await t.json(
      "/api/admin/dual/products",
      {
        market_id: MARKET,
        type: "put",
        linked_price: "50000",
        apr: "0.5",
        days: 1,
        share_price: "10",
        shares: 2,
        settle_time: "08:00",
        enabled: true,
      },
      admin,
    );
    expect(small.type, JSON.stringify(small)).toBe("ok");
    expect(await buy(small.message.id, "3")).toMatchObject({
      code: "DUAL_SHARES_LEFT",
      field: "num",
      message: "Only 2 shares are left",
    });
    expect((await buy(small.message.id, "2")).type).toBe("ok");
    expect((await t.get("/api/dual/index")).message.data.map((p: Product) => p.id)).not.toContain(
      small.message.id,
    );
    const list = (await t.json("/api/dual/dual_list", { page: 1 }, ann.token)).message.data;
    expect(list.map((o: { status: string }) => o.status)).toEqual(["purchased", "purchased", "purchased"]);
    const other = await financialUser(t, "bob@dual.test", []);
    expect((await t.json("/api/dual/dual_list", {}, other.token)).message.data).toEqual([]);
  });

  it("settles at maturity on the first recorded tick at or after it, once, across a restart", async () => {
    // matured, but no tick yet: it waits, shown as settling
    t.clock.set(new Date("2026-03-08T08:00:00Z"));
    await tick("61000", "2026-03-08T07:59:59.900Z");
    await t.app.scheduler.check();
    const waiting = (await t.json("/api/dual/dual_list", { status: "purchased" }, ann.token)).message.data;
    expect(waiting.find((o: { id: number }) => o.id === sold.id)).toMatchObject({ status: "settling" });

    // the tick after maturity is recorded while the server is down
    await t.close();
    const used = await tick("59000.5", "2026-03-08T08:00:00.250Z");
    await tick("75000", "2026-03-08T08:00:01Z");
    t.clock.set(new Date("2026-03-08T09:00:00Z"));
    t = await testApp({}, { db: t.db, clock: t.clock });
    await t.app.scheduler.check();
    await t.app.scheduler.check();

    const orders = (await t.json("/api/dual/dual_list", { status: "completed" }, ann.token)).message.data;
    const put = orders.find((o: { id: number }) => o.id === sold.id);
    // 300 USDT at 59,000.5 ≤ 60,000: bought BTC at the linked price, with the interest
    expect(put).toMatchObject({
      status: "completed",
      settle_seq: used,
      settle_price: "59000.5",
      payout_currency_name: "BTC",
      payout: "0.00503356",
      converted: true,
    });
    // 0.03 BTC at 59,000.5 < 70,000: kept in BTC, with the interest
    expect(orders.find((o: { id: number }) => o.id === sell.id)).toMatchObject({
      payout_currency_name: "BTC",
      payout: "0.0301726",
      converted: false,
    });
    // the operator's one-day product matured on the 2nd and settled on the first tick after it (61,000 >
    // 50,000: kept in USDT, 20 × (1 + 0.5 / 365))
    expect(financial(ann.id, USDT, "frozen")).toBe(0n);
    expect(financial(ann.id, USDT)).toBe(680_000_000n + 20_027_397n);
    expect(financial(ann.id, BTC)).toBe(2_000_000n + 503_356n + 3_017_260n);
    const settled = await t.db.query(
      "SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'dual_settle'",
    );
    expect(settled).toEqual([{ n: 3 }]);

    // the public proof names the tick used and the one before it
    const answer = await t.get(`/api/dual/${sold.public_id}/proof`);
    expect(answer.type, JSON.stringify(answer)).toBe("ok");
    const proof = answer.message;
    expect(proof.rule).toMatchObject({ name: "dual-settlement", version: 1 });
    expect(proof.order).toMatchObject({
      maturity_at: "2026-03-08T08:00:00.000Z",
      linked_price: "60000",
      apr: "0.35",
    });
    expect(proof.ticks).toEqual([
      { seq: used - 1, price: "61000", time: "2026-03-08T07:59:59.900Z" },
      { seq: used, price: "59000.5", time: "2026-03-08T08:00:00.250Z" },
    ]);
    expect(await t.get(`/api/dual/${"0".repeat(32)}/proof`)).toMatchObject({ code: "DUAL_ORDER_NOT_FOUND" });
  });

  it("an operator's change keeps the terms of orders already bought; the console lists orders", async () => {
    const admin = await operatorToken(t);
    const body = {
      market_id: MARKET,
      type: "call",
      linked_price: "72000",
      apr: "0.4",
      days: 7,
      share_price: "0.01",
      shares: 10000,
      settle_time: "08:00",
      enabled: true,
    };
    expect(await t.json(`/api/admin/dual/products/${call.id}`, { ...body, apr: "abc" }, admin)).toMatchObject(
      {
        field: "apr",
      },
    );
    expect(
      await t.json(`/api/admin/dual/products/${call.id}`, { ...body, type: "put" }, admin),
    ).toMatchObject({
      field: "type",
    });
    expect((await t.json(`/api/admin/dual/products/${call.id}`, body, admin)).type).toBe("ok");
    expect((await t.get(`/api/dual/detail?id=${call.id}`)).message.product).toMatchObject({
      linked_price: "72000",
      apr: "0.4",
      remaining_shares: 9997,
    });
    const orders = (await t.get("/api/admin/dual/orders", admin)).message;
    expect(orders.find((o: { id: number }) => o.id === sell.id)).toMatchObject({
      linked_price: "70000",
      apr: "0.3",
      email: "ann@dual.test",
    });
    const audit = await t.db.query(
      "SELECT action FROM audit_log WHERE target_type = 'dual_product' ORDER BY id",
    );
    expect(audit).toEqual([{ action: "dual.product.create" }, { action: "dual.product.update" }]);
  });

  it("answers every call in the shape its contract declares", async () => {
    const admin = await operatorToken(t);
    expectAnswer(DualIndex, await t.get("/api/dual/index"));
    expectAnswer(DualDetail, await t.get(`/api/dual/detail?id=${call.id}`));
    const page = await t.json("/api/dual/dual_list", { page: 1 }, ann.token);
    expectAnswer(DualOrderPage, page);
    // a settled order's proof and one still waiting for its maturity
    for (const o of page.message.data) expectAnswer(DualProof, await t.get(o.proof_url));
    // the financial overview with an investment not settled
    expectAnswer(FinancialSummary, await t.get("/api/financial/summary", ann.token));
    expectAnswer(Type.Array(DualAdminProduct), await t.get("/api/admin/dual/products", admin));
    expectAnswer(Type.Array(DualAdminOrder), await t.get("/api/admin/dual/orders", admin));
  });
});
