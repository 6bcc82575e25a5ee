import { MarketSettings, SpotMarket } from "@bourse/contract";
import { userAccount } from "@bourse/engine";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newTotpSecret, totpCodeAt } from "../../security/totp.ts";
import { expectAnswer } from "../../testing/answers.ts";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { type Key, makeKey, signedCall, verifiedUser } from "../../testing/trading-api-kit.ts";
import { hashPassword } from "../auth/index.ts";

/** The console's spot markets: fees, steps and minimum notional applied to the next order; halt and resume. */
let t: TestApp;
let admin: string;
let buyer: { id: number; token: string; email: string };
let seller: { id: number; token: string; email: string };
let key: Key;
const BTC = 1;
const USDT = 3;
const index = () => Number(t.app.feed.lastPrice(1));
/** A limit price `pct` percent from the index, rounded to `step` (USDT). */
const near = (pct: number, step = 0.01) => {
  const steps = Math.round((index() * (100 + pct)) / 100 / step);
  return (steps * step).toFixed(2);
};
const order = (token: string, body: Record<string, string>) =>
  t.form("/api/coin/trade", { currency_id: "1", legal_id: "3", ...body }, token);
const cancel = (token: string, id: number) =>
  t
    .raw({ method: "PUT", url: "/api/coin/trade", payload: { id }, headers: { authorization: token } })
    .then((r) => r.json());
const botOrder = (params: Record<string, string>) =>
  signedCall(t, "/api/v3", "POST", "/order", key, { symbol: "BTCUSDT", ...params });
const DEFAULTS = {
  maker_fee: "0.001",
  taker_fee: "0.001",
  price_step: "0.01",
  lot_step: "0.000001",
  min_notional: "5",
};
const save = (body: Record<string, string>, token = admin) =>
  t.json("/api/admin/markets/1", { ...DEFAULTS, ...body }, token);

beforeAll(async () => {
  t = await testApp({ apiKeyEncryptionKey: "5c".repeat(32) });
  admin = await operatorToken(t);
  for (let i = 0; i < 3; i++) {
    t.clock.advance(500);
    await t.app.feed.step(t.clock());
  }
  buyer = await verifiedUser(t, "markets-buyer@bourse.test", [[USDT, 4, "100000"]]);
  seller = await verifiedUser(t, "markets-seller@bourse.test", [[BTC, 1, "2"]]);
  key = await makeKey(t, buyer, { permissions: "trade" });
});
afterAll(() => t.close());

describe("spot markets in the console", () => {
  it("lists the markets with their settings", async () => {
    const list = await t.get("/api/admin/markets", admin);
    expectAnswer(Type.Array(MarketSettings), list);
    expect(list.message.find((m: MarketSettings) => m.symbol === "BTC/USDT")).toMatchObject({
      id: 1,
      maker_fee: "0.001",
      taker_fee: "0.001",
      price_step: "0.01",
      lot_step: "0.000001",
      min_notional: "5",
      halted: false,
    });
  });

  it("refuses values by field, and operators who may not change markets", async () => {
    expect(await save({ price_step: "0.001" })).toMatchObject({
      type: "error",
      message: "price_step can have at most 2 decimal places",
    });
    expect((await save({ lot_step: "0" })).message).toBe("Invalid parameter: lot_step");
    expect((await save({ taker_fee: "1" })).message).toBe("Invalid parameter: taker_fee");
    expect((await save({ maker_fee: "-0.001" })).type).toBe("error");
    const support = await operatorToken(t, "support");
    expect((await save({ min_notional: "10" }, support)).type).toBe("error");
    expect((await t.get("/api/admin/markets", support)).type).toBe("ok");
    const reviewer = await operatorToken(t, "reviewer");
    expect((await t.form("/api/admin/markets/1/halt", {}, reviewer)).type).toBe("error");
    expect((await t.get("/api/spot/market?symbol=BTC/USDT")).message).toMatchObject({ min_notional: "5" });
  });

  it("applies a new fee, price step, lot step and minimum notional to the next order, and audits it", async () => {
    const saved = await save({
      taker_fee: "0.002",
      price_step: "0.5",
      lot_step: "0.0001",
      min_notional: "20",
    });
    expectAnswer(MarketSettings, saved);
    expect(saved.message).toMatchObject({ taker_fee: "0.002", price_step: "0.5", lot_step: "0.0001" });
    const market = await t.get("/api/spot/market?symbol=BTC/USDT");
    expectAnswer(SpotMarket, market);
    expect(market.message).toMatchObject({ tick_size: "0.5", step_size: "0.0001", min_notional: "20" });

    expect(
      (await order(seller.token, { type: "sell", amount: "0.001", target_price: near(0.2, 0.01) })).message,
    ).toMatch(/multiple of 0\.5/);
    expect(
      (await order(seller.token, { type: "sell", amount: "0.00015", target_price: near(0.2, 0.5) })).message,
    ).toBe("The amount must be a multiple of 0.0001");
    // 0.0002 BTC is about 13 USDT: under the new minimum
    expect(
      (await order(seller.token, { type: "sell", amount: "0.0002", target_price: near(0.2, 0.5) })).message,
    ).toBe("The order value must be at least 20 USDT");
    const price = near(0.2, 0.5);
    const sell = await order(seller.token, { type: "sell", amount: "0.001", target_price: price });
    expect(sell.message).toMatchObject({ status: "open" });
    // the buyer takes it: the taker's fee is the new 0.2 %, in BTC it receives
    const buy = await order(buyer.token, { type: "buy", amount: "0.001", target_price: price });
    expect(buy.message).toMatchObject({ status: "filled", fee: "0.000002", fee_currency: "BTC" });
    expect(t.app.core.balance(userAccount(buyer.id, "change"), BTC)).toBe(99_800n);

    const [audit] = await t.db.query<{
      action: string;
      before: { taker_fee: string };
      after: { taker_fee: string };
    }>("SELECT action, before, after FROM audit_log WHERE target_type = 'market' ORDER BY id DESC LIMIT 1");
    expect(audit).toMatchObject({
      action: "market.update",
      before: { taker_fee: "0.001" },
      after: { taker_fee: "0.002" },
    });
    expect((await save({})).type).toBe("ok");
  });

  it("refuses new orders on a halted market on every path, naming the market, lets open orders be cancelled, and takes them again once resumed", async () => {
    const resting = await order(seller.token, { type: "sell", amount: "0.001", target_price: near(1) });
    expect(resting.message).toMatchObject({ status: "open" });
    const halted = await t.form("/api/admin/markets/1/halt", {}, admin);
    expect(halted.message).toMatchObject({ halted: true });
    expect((await t.get("/api/spot/market?symbol=BTC/USDT")).message).toMatchObject({ halted: true });

    const refusal =
      "Trading on BTC/USDT is halted: new orders are refused for now, open orders can be cancelled";
    expect(await order(buyer.token, { type: "buy", amount: "0.001", target_price: near(1) })).toMatchObject({
      type: "error",
      message: refusal,
    });
    expect((await order(seller.token, { type: "sell", amount: "0.001" })).message).toBe(refusal);
    // in the caller's language
    const zh = await t.raw({
      method: "POST",
      url: "/api/coin/trade",
      payload: { currency_id: "1", legal_id: "3", type: "buy", amount: "0.001", target_price: near(1) },
      headers: { authorization: buyer.token, lang: "zh" },
    });
    expect(zh.json().message).toContain("BTC/USDT");
    const bot = await botOrder({
      side: "BUY",
      type: "LIMIT",
      timeInForce: "GTC",
      quantity: "0.001",
      price: near(1),
    });
    expect(bot.status).toBe(400);
    expect(bot.body).toEqual({ code: -2010, msg: refusal });
    const info = await t.raw({ method: "GET", url: "/api/v3/exchangeInfo?symbol=BTCUSDT" });
    expect(info.json().symbols[0].status).toBe("HALT");

    // a cancel goes through: the frozen BTC comes back
    expect(await cancel(seller.token, resting.message.id)).toMatchObject({ type: "ok" });
    expect(t.app.core.balance(userAccount(seller.id, "change", "frozen"), BTC)).toBe(0n);

    const resumed = await t.form("/api/admin/markets/1/resume", {}, admin);
    expect(resumed.message).toMatchObject({ halted: false });
    const actions = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_type = 'market' ORDER BY id DESC LIMIT 2",
    );
    expect(actions.map((a) => a.action)).toEqual(["market.resume", "market.halt"]);
    expect(
      (await order(buyer.token, { type: "buy", amount: "0.001", target_price: near(-1) })).message,
    ).toMatchObject({
      status: "open",
    });
    const placed = await botOrder({
      side: "BUY",
      type: "LIMIT",
      timeInForce: "GTC",
      quantity: "0.001",
      price: near(-1),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
  });

  it("saves a fee above 1 % only once a second operator approves it", async () => {
    const asked = await save({ taker_fee: "0.02" });
    expect(asked).toMatchObject({ type: "error", code: "APPROVAL_PENDING" });
    expect((await t.get("/api/spot/market?symbol=BTC/USDT")).message).toMatchObject({ taker_fee: "0.001" });
    const [request] = await t.db.query<{ id: string; kind: string }>(
      "SELECT id::text AS id, kind FROM approval_requests ORDER BY id DESC LIMIT 1",
    );
    expect(request?.kind).toBe("spot.market");
    // the maker may not approve its own request; a second admin does, and the same save applies
    expect((await t.form(`/api/admin/approvals/${request!.id}/approve`, {}, admin)).type).toBe("error");
    const secret = newTotpSecret();
    await t.db.query(
      "INSERT INTO operators (username, password_hash, role, totp_secret) VALUES ('market-checker', $1, 'admin', $2)",
      [await hashPassword("bourse-admin-2026", 1024), secret],
    );
    const checker = (
      await t.form("/api/admin/login", {
        username: "market-checker",
        password: "bourse-admin-2026",
        totp: await totpCodeAt(secret, t.clock()),
      })
    ).message;
    expect((await t.form(`/api/admin/approvals/${request!.id}/approve`, {}, checker)).type).toBe("ok");
    expect((await t.get("/api/spot/market?symbol=BTC/USDT")).message).toMatchObject({ taker_fee: "0.02" });
    // lowering it back into the usual range needs nobody else
    expect((await save({})).type).toBe("ok");
  });

  it("keeps a market's settings and halt across a rebuild of the core's memory", async () => {
    await t.form("/api/admin/markets/1/halt", {}, admin);
    await save({ maker_fee: "0.0005" });
    // a reload reads the rules from the table: the same values
    await t.app.core.lead();
    expect((await t.get("/api/admin/markets", admin)).message[0]).toMatchObject({
      maker_fee: "0.0005",
      halted: true,
    });
    await t.form("/api/admin/markets/1/resume", {}, admin);
    await save({});
  });

  // last: this node follows another's log from then on
  it("a node following the log applies a halt and a fee change at the same entry as the writer", async () => {
    // a second node writes; this one follows the log from a snapshot of the tables
    const writer = await testApp({ apiKeyEncryptionKey: "5c".repeat(32) }, { db: t.db, clock: t.clock });
    await t.app.core.follow();
    try {
      const operator = await operatorToken(writer);
      expect((await writer.form("/api/admin/markets/1/halt", {}, operator)).message).toMatchObject({
        halted: true,
      });
      const saved = await writer.json("/api/admin/markets/1", { ...DEFAULTS, taker_fee: "0.0025" }, operator);
      expect(saved.message).toMatchObject({ taker_fee: "0.0025", halted: true });
      await t.app.core.catchUp();
      expect(t.app.core.lastEntryId()).toBe(writer.app.core.lastEntryId());
      expect(t.app.spot.markets.list()[0]).toMatchObject({ halted: true, taker_fee: "0.0025" });
      expect((await t.get("/api/spot/market?symbol=BTC/USDT")).message).toMatchObject({
        halted: true,
        taker_fee: "0.0025",
      });
      expect((await writer.form("/api/admin/markets/1/resume", {}, operator)).type).toBe("ok");
      await t.app.core.catchUp();
      expect(t.app.spot.markets.list()[0]).toMatchObject({ halted: false });
    } finally {
      await writer.close();
    }
  });
});
