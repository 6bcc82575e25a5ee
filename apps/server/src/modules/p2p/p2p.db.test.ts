import {
  P2pAd,
  P2pAdminChatLine,
  P2pAdminFiat,
  P2pAdminOrder,
  P2pAdPage,
  P2pChatThread,
  P2pDone,
  P2pFiat,
  P2pMerchant,
  P2pMethodSaved,
  P2pOrder,
  P2pOrderPage,
  P2pSavedMethod,
  P2pStanding,
  P2pStore,
} from "@bourse/contract";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAnswer } from "../../testing/answers.ts";
import { IMAGES, operatorToken, type TestApp, testApp, upload } from "../../testing/harness.ts";
import { p2pKit } from "../../testing/p2p-kit.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  admin = await operatorToken(t);
});
afterAll(() => t.close());

const { user, merchant, legal, sellAd } = p2pKit(
  () => t,
  () => admin,
);

describe("merchants", () => {
  it("holds the security deposit with an application, returns it on rejection and keeps it on approval", async () => {
    await t.form("/api/admin/settings", { key: "p2p_merchant_deposit", value: "50" }, admin);
    try {
      const poor = await user("poor@p2p.test", 2);
      expect(await t.form("/api/p2p/merchant/apply", { store_name: "Poor" }, poor)).toMatchObject({
        code: "WALLET_INSUFFICIENT_BALANCE",
      });
      const low = await user("low@p2p.test", 1, "100");
      expect(await t.form("/api/p2p/merchant/apply", { store_name: "Low" }, low)).toMatchObject({
        code: "P2P_KYC_REQUIRED",
      });
      const token = await user("dep@p2p.test", 2, "100");
      const [row] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'dep@p2p.test'");
      const id = row!.id;
      expect((await t.form("/api/p2p/merchant/apply", { store_name: "Dep Store" }, token)).type).toBe("ok");
      expect(await legal(token)).toEqual({ available: "50", frozen: "50" });
      expect(await t.form("/api/p2p/merchant/apply", { store_name: "Again" }, token)).toMatchObject({
        code: "P2P_ALREADY_APPLIED",
      });
      const pending = (await t.get("/api/admin/p2p/merchants?status=pending", admin)).message;
      expect(pending.map((m: { user_id: number }) => m.user_id)).toContain(id);
      expect(
        (await t.form(`/api/admin/p2p/merchants/${id}/reject`, { reason: "Store name unclear" }, admin)).type,
      ).toBe("ok");
      expect(await legal(token)).toEqual({ available: "100", frozen: "0" });
      expect(await t.form(`/api/admin/p2p/merchants/${id}/approve`, {}, admin)).toMatchObject({
        code: "P2P_NOT_PENDING",
      });
      expect((await t.form("/api/p2p/merchant/apply", { store_name: "Dep Store" }, token)).type).toBe("ok");
      expect((await t.form(`/api/admin/p2p/merchants/${id}/approve`, {}, admin)).type).toBe("ok");
      expect(await legal(token)).toEqual({ available: "50", frozen: "50" });
      expect((await t.get("/api/my_seller", token)).message).toMatchObject({
        name: "Dep Store",
        status: "approved",
      });
      const audits = await t.db.query<{ action: string }>(
        "SELECT action FROM audit_log WHERE target_type = 'user' AND target_id = $1 ORDER BY id",
        [String(id)],
      );
      expect(audits.map((a) => a.action)).toEqual(["p2p.merchant.reject", "p2p.merchant.approve"]);
    } finally {
      await t.form("/api/admin/settings", { key: "p2p_merchant_deposit", value: "0" }, admin);
    }
  });
});

describe("fiat currencies", () => {
  it("lists the enabled fiats; an operator adds, changes and disables one, audited", async () => {
    const codes = async () => (await t.get("/api/p2p/fiats")).message.map((f: { code: string }) => f.code);
    expect(await codes()).toEqual(expect.arrayContaining(["USD", "EUR", "CNY", "VND", "JPY"]));
    const gbp = { code: "GBP", name: "Pound Sterling", symbol: "£", usdt_rate: "0.79" };
    const someone = await user("fiat@p2p.test", 1);
    expect((await t.form("/api/admin/p2p/fiats", gbp, someone)).type).toBe(999);
    expect(await t.form("/api/admin/p2p/fiats", { ...gbp, code: "gb" }, admin)).toMatchObject({
      field: "code",
    });
    expect(await t.form("/api/admin/p2p/fiats", { ...gbp, usdt_rate: "0" }, admin)).toMatchObject({
      field: "usdt_rate",
    });
    expect((await t.form("/api/admin/p2p/fiats", gbp, admin)).message).toMatchObject({
      code: "GBP",
      usdt_rate: "0.79",
    });
    expect(await codes()).toContain("GBP");
    expect((await t.json("/api/admin/p2p/fiats", { ...gbp, enabled: false }, admin)).type).toBe("ok");
    expect(await codes()).not.toContain("GBP");
    const audits = await t.db.query("SELECT 1 FROM audit_log WHERE action = 'p2p.fiat.save'");
    expect(audits).toHaveLength(2);
  });
});

describe("ads", () => {
  it("lets only an approved merchant publish; a sell ad's total is held in its legal account", async () => {
    const plain = await user("plain@p2p.test", 2, "100");
    expect(
      await t.form("/api/legal_send", sellAd({ total_number: "50", max_number: "50" }), plain),
    ).toMatchObject({
      code: "P2P_NOT_MERCHANT",
    });
    const m = await merchant("m1@p2p.test", "1000", false);
    expect(await t.form("/api/legal_send", sellAd(), m)).toMatchObject({ code: "P2P_METHOD_DETAILS" });
    expect(
      await t.form("/api/p2p/payment_methods", { kind: "bank", account_name: "M One", bank_name: "B" }, m),
    ).toMatchObject({ code: "REQUEST_INVALID_FIELD", field: "account_number" });
    expect(
      await t.form(
        "/api/user/cash_save_international",
        { account_name: "M One", iban: "not an iban", swift_code: "DEUTDEFF", bank_name: "Deutsche" },
        m,
      ),
    ).toMatchObject({ code: "P2P_IBAN", field: "iban" });
    const intl = {
      account_name: "M One",
      iban: "de89 3704 0044 0532 0130 00",
      swift_code: "DEUTDEFF",
      bank_name: "D",
    };
    expect((await t.form("/api/user/cash_save_international", intl, m)).type).toBe("ok");
    expect((await t.form("/api/user/cash_info_international", {}, m)).message).toMatchObject({
      iban: "DE89370400440532013000",
    });
    const bank = { kind: "bank", account_name: "M One", account_number: "123456789", bank_name: "B" };
    expect((await t.form("/api/p2p/payment_methods", bank, m)).type).toBe("ok");
    const alipay = { kind: "alipay", account_name: "M One", account_id: "m1" };
    expect((await t.form("/api/p2p/payment_methods", alipay, m)).type).toBe("ok");
    expect(await t.form("/api/legal_send", sellAd({ max_number: "5" }), m)).toMatchObject({
      code: "P2P_LIMITS",
    });
    expect(await t.form("/api/legal_send", sellAd({ price: "1.0.2" }), m)).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "price",
    });
    expect(await t.form("/api/legal_send", sellAd({ coin_code: "XYZ" }), m)).toMatchObject({
      code: "P2P_UNKNOWN_FIAT",
    });
    expect(await t.form("/api/legal_send", sellAd({ password: "0000" }), m)).toMatchObject({
      code: "WALLET_WRONG_PAY_PASSWORD",
    });
    expect(await t.form("/api/legal_send", sellAd({ total_number: "1000.5" }), m)).toMatchObject({
      code: "WALLET_INSUFFICIENT_BALANCE",
    });
    const ad = await t.form("/api/legal_send", sellAd(), m);
    expect(ad.type).toBe("ok");
    expect(await legal(m)).toEqual({ available: "0", frozen: "1000" });
    const market = (await t.get("/api/legal_deal_platform?type=sell&coin_code=usd")).message.data;
    expect(market.map((a: { id: number }) => a.id)).toContain(ad.message.id);
    const info = (await t.get(`/api/legal_deal_info?id=${ad.message.id}`)).message;
    expect(info).toMatchObject({
      price: "1.02",
      surplus_number: "1000",
      way: ["bank", "alipay"],
      coin_code: "USD",
    });
  });
});

describe("orders", () => {
  let m: string;
  let adId: number;
  beforeAll(async () => {
    m = await merchant("m2@p2p.test", "2000");
    adId = (await t.form("/api/legal_send", sellAd({ total_number: "2000", max_number: "1500" }), m)).message
      .id;
  });

  it("runs take → mark paid → release: the coin moves once, to the buyer", async () => {
    const buyer = await user("b1@p2p.test", 2);
    const notices: { userId: number; kind: string; order: { status?: string; message_id?: number } }[] = [];
    const listen = (n: (typeof notices)[number]) => notices.push(n);
    t.app.p2p.events.on("user", listen);
    // 102.00 USD at 1.02 buys exactly 100 USDT
    const order = await t.form(
      "/api/do_legal_deal",
      { id: String(adId), value: "102", way: "bank", password: "2580" },
      buyer,
    );
    expect(order.type).toBe("ok");
    const id = order.message.id;
    const seen = (await t.get(`/api/legal_deal?id=${id}`, buyer)).message;
    expect(seen).toMatchObject({
      type: "buy",
      number: "100",
      money: "102",
      price: "1.02",
      status: "unpaid",
      way: "bank",
    });
    // the buyer sees where to pay: the seller's details for the order's method, and only those
    expect(seen.payment).toEqual({
      account_name: "Ann Lee",
      account_number: "6222 0000 1111",
      bank_name: "First Bank",
    });
    expect((await t.get(`/api/legal_deal?id=${id}`, m)).message).toMatchObject({
      type: "sell",
      status: "unpaid",
    });
    const stranger = await user("s1@p2p.test", 1);
    expect(await t.get(`/api/legal_deal?id=${id}`, stranger)).toMatchObject({ code: "P2P_ORDER_NOT_FOUND" });
    expect((await t.get(`/api/legal_deal_info?id=${adId}`)).message.surplus_number).toBe("1900");

    const proof = (await upload(t, buyer, IMAGES.png)).message;
    expect(await t.form("/api/ipay", { id: String(id), password: "2580" }, buyer)).toMatchObject({
      code: "P2P_ORDER_NOT_FOUND",
    });
    const strangersImage = (await upload(t, stranger, IMAGES.png)).message;
    expect(
      await t.form("/api/user_legal_pay", { id: String(id), pay_orders_img: strangersImage }, buyer),
    ).toMatchObject({ code: "REQUEST_INVALID_FIELD", field: "pay_orders_img" });
    expect((await t.form("/api/user_legal_pay", { id: String(id), pay_orders_img: proof }, buyer)).type).toBe(
      "ok",
    );
    // the proof is the buyer's upload: the seller may see it, nobody else
    expect((await t.raw({ method: "GET", url: proof, headers: { authorization: m } })).statusCode).toBe(200);
    expect(
      (await t.raw({ method: "GET", url: proof, headers: { authorization: stranger } })).statusCode,
    ).not.toBe(200);
    // the chat: the buyer writes, the seller reads it between the order's state changes
    expect((await t.json("/api/p2p/chat", { id, text: "Sent by bank, ref 42" }, buyer)).type).toBe("ok");
    expect(await t.json("/api/p2p/chat", { id, image: strangersImage }, buyer)).toMatchObject({
      field: "image",
    });
    expect(await t.json("/api/p2p/chat", { id, text: "hi" }, stranger)).toMatchObject({
      code: "P2P_ORDER_NOT_FOUND",
    });
    const thread = (await t.get(`/api/p2p/chat?id=${id}`, m)).message;
    expect(
      thread.lines.map((l: { from: string; body: string; status: string | null }) => [
        l.from,
        l.body || l.status,
      ]),
    ).toEqual([
      ["system", "unpaid"],
      ["system", "paid"],
      ["them", "Sent by bank, ref 42"],
    ]);
    expect((await t.get(`/api/p2p/chat?id=${id}`, buyer)).message.read_by_them).toBeGreaterThan(0);
    expect(await t.form("/api/user_legal_pay_cancel", { id: String(id) }, buyer)).toMatchObject({
      code: "P2P_ORDER_STATE",
    });
    expect(await t.form("/api/ipay", { id: String(id), password: "0000" }, m)).toMatchObject({
      code: "WALLET_WRONG_PAY_PASSWORD",
    });
    expect((await t.form("/api/ipay", { id: String(id), password: "2580" }, m)).type).toBe("ok");
    expect(await legal(buyer)).toEqual({ available: "100", frozen: "0" });
    expect(await legal(m)).toEqual({ available: "0", frozen: "1900" });
    expect((await t.get(`/api/legal_deal?id=${id}`, buyer)).message.status).toBe("completed");
    t.app.p2p.events.off("user", listen);
    // both parties heard each change once it was durable
    const changes = notices.filter((n) => n.kind === "p2p");
    expect(changes.map((n) => n.order.status)).toEqual([
      "unpaid",
      "unpaid",
      "paid",
      "paid",
      "completed",
      "completed",
    ]);
    // the seller heard of the buyer's chat message
    expect(notices.filter((n) => n.kind === "p2p_chat")).toHaveLength(1);
    expect(new Set(changes.map((n) => n.userId)).size).toBe(2);
    const events = await t.db.query<{ status: string; actor: string }>(
      "SELECT status, actor FROM p2p_order_events WHERE order_id = $1 ORDER BY entry_id",
      [id],
    );
    expect(events.map((e) => e.status)).toEqual(["unpaid", "paid", "completed"]);
    // once the order is over, the details are no longer shown
    expect((await t.get(`/api/legal_deal?id=${id}`, buyer)).message.payment).toBeNull();
    expect((await t.get("/api/legal_user_deal", buyer)).message.data).toHaveLength(1);
    const [mine] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'm2@p2p.test'");
    expect((await t.get(`/api/seller_info?id=${mine!.id}`)).message).toMatchObject({
      completed_30d: 1,
      completion_rate: "100",
      avg_release_seconds: 0,
    });
    expect((await t.get("/api/my_seller", m)).message).toMatchObject({
      status: "approved",
      completed_30d: 1,
    });
    expect(
      (await t.get(`/api/seller_trade?id=${mine!.id}`)).message.map((a: { id: number }) => a.id),
    ).toEqual([adId]);
    expect(
      (await t.get("/api/seller_legal_user_deal", m)).message.data.map((o: { id: number }) => o.id),
    ).toContain(id);
  });

  it("refuses orders outside the ad's terms or the taker's standing, naming what is wrong", async () => {
    const taker = await user("b2@p2p.test", 1);
    const deal = (extra: Record<string, string>, token = taker) =>
      t.form(
        "/api/do_legal_deal",
        { id: String(adId), value: "102", way: "bank", password: "2580", ...extra },
        token,
      );
    expect(await deal({ value: "5" })).toMatchObject({ code: "P2P_BELOW_MIN" });
    expect(await deal({ means: "number", value: "1600" })).toMatchObject({ code: "P2P_ABOVE_MAX" });
    // level 1 may deal up to 2,000 USDT: 1,500 USDT at 1.02 USD is 1,530 USD
    expect(await deal({ way: "wechat" })).toMatchObject({ code: "P2P_METHOD" });
    expect(await deal({ password: "1111" })).toMatchObject({ code: "WALLET_WRONG_PAY_PASSWORD" });
    expect(await deal({ value: "1,02" })).toMatchObject({ code: "REQUEST_INVALID_FIELD", field: "value" });
    expect(await deal({}, m)).toMatchObject({ code: "P2P_OWN_AD" });
    const unverified = await user("b3@p2p.test", 0);
    expect(await deal({}, unverified)).toMatchObject({ code: "P2P_KYC_REQUIRED" });
    expect(
      await t.form("/api/do_legal_deal", { id: "999999", value: "102", password: "2580" }, taker),
    ).toMatchObject({
      code: "P2P_AD_NOT_FOUND",
    });
  });

  it("returns a cancelled order's reservation, and suspends a taker after three cancels in a day", async () => {
    const taker = await user("b4@p2p.test", 1);
    const before = (await t.get(`/api/legal_deal_info?id=${adId}`)).message.surplus_number;
    for (let i = 0; i < 3; i++) {
      const o = await t.form(
        "/api/do_legal_deal",
        { id: String(adId), value: "20.4", password: "2580" },
        taker,
      );
      expect(o.type).toBe("ok");
      expect((await t.form("/api/user_legal_pay_cancel", { id: String(o.message.id) }, taker)).type).toBe(
        "ok",
      );
    }
    expect((await t.get(`/api/legal_deal_info?id=${adId}`)).message.surplus_number).toBe(before);
    expect(
      await t.form("/api/do_legal_deal", { id: String(adId), value: "20.4", password: "2580" }, taker),
    ).toMatchObject({ code: "P2P_SUSPENDED" });
    t.clock.advance(24 * 3600_000 + 60_000);
    admin = await operatorToken(t);
    const again = await t.form(
      "/api/do_legal_deal",
      { id: String(adId), value: "20.4", password: "2580" },
      taker,
    );
    expect(again.type).toBe("ok");
    expect((await t.form("/api/user_legal_pay_cancel", { id: String(again.message.id) }, taker)).type).toBe(
      "ok",
    );
  });

  it("cancels an unpaid order at its time limit, once, and the reservation returns", async () => {
    const taker = await user("b5@p2p.test", 1);
    const o = await t.form("/api/do_legal_deal", { id: String(adId), value: "51", password: "2580" }, taker);
    const surplus = (await t.get(`/api/legal_deal_info?id=${adId}`)).message.surplus_number;
    t.clock.advance(14 * 60_000);
    expect(await t.app.p2p.expire()).toBe(0);
    t.clock.advance(2 * 60_000);
    await Promise.all([t.app.p2p.expire(), t.app.p2p.expire()]);
    expect((await t.get(`/api/legal_deal?id=${o.message.id}`, taker)).message.status).toBe("cancelled");
    expect(Number((await t.get(`/api/legal_deal_info?id=${adId}`)).message.surplus_number)).toBe(
      Number(surplus) + 50,
    );
    admin = await operatorToken(t);
  });
});

describe("races", () => {
  it("gives an ad's last amount to exactly one of many takers", async () => {
    const m = await merchant("m3@p2p.test", "100");
    const ad = await t.form(
      "/api/legal_send",
      sellAd({ total_number: "100", min_number: "100", max_number: "100" }),
      m,
    );
    const takers = await Promise.all([0, 1, 2, 3, 4].map((i) => user(`r${i}@p2p.test`, 1)));
    const results = await Promise.all(
      takers.map((tk) =>
        t.form(
          "/api/do_legal_deal",
          { id: String(ad.message.id), means: "number", value: "100", password: "2580" },
          tk,
        ),
      ),
    );
    expect(results.filter((r) => r.type === "ok")).toHaveLength(1);
    expect(results.filter((r) => r.code === "P2P_NOT_ENOUGH_LEFT")).toHaveLength(4);
  });

  it("ends an order once when the seller releases as the buyer cancels", async () => {
    const m = await merchant("m4@p2p.test", "100");
    const ad = await t.form("/api/legal_send", sellAd({ total_number: "100", max_number: "100" }), m);
    const buyer = await user("rb@p2p.test", 1);
    const o = await t.form(
      "/api/do_legal_deal",
      { id: String(ad.message.id), value: "51", password: "2580" },
      buyer,
    );
    const id = String(o.message.id);
    const [released, cancelled] = await Promise.all([
      t.form("/api/ipay", { id, password: "2580" }, m),
      t.form("/api/user_legal_pay_cancel", { id }, buyer),
    ]);
    expect([released.type, cancelled.type].filter((x) => x === "ok")).toHaveLength(1);
    const b = await legal(buyer);
    expect(b.available).toBe(released.type === "ok" ? "50" : "0");
  });

  it("taking an ad offline returns what no order holds; the open order still completes and the hold closes", async () => {
    const m = await merchant("m5@p2p.test", "300");
    const ad = await t.form("/api/legal_send", sellAd({ total_number: "300", max_number: "300" }), m);
    const buyer = await user("ob@p2p.test", 1);
    const o = await t.form(
      "/api/do_legal_deal",
      { id: String(ad.message.id), value: "102", password: "2580" },
      buyer,
    );
    expect((await t.form("/api/down_send", { id: String(ad.message.id) }, m)).type).toBe("ok");
    expect(await legal(m)).toEqual({ available: "200", frozen: "100" });
    expect(await t.form("/api/down_send", { id: String(ad.message.id) }, m)).toMatchObject({
      code: "P2P_AD_OFFLINE",
    });
    expect(
      await t.form(
        "/api/do_legal_deal",
        { id: String(ad.message.id), value: "102", password: "2580" },
        buyer,
      ),
    ).toMatchObject({ code: "P2P_AD_NOT_FOUND" });
    expect((await t.form("/api/ipay", { id: String(o.message.id), password: "2580" }, m)).type).toBe("ok");
    expect(await legal(m)).toEqual({ available: "200", frozen: "0" });
    expect(await legal(buyer)).toEqual({ available: "100", frozen: "0" });
    const [hold] = await t.db.query<{ state: string }>(
      "SELECT h.state FROM ledger_holds h JOIN p2p_ads a ON a.hold_id = h.id WHERE a.id = $1",
      [ad.message.id],
    );
    expect(hold?.state).toBe("posted");
    // the merchant's legal account bills tell the story: held, given back, released to the buyer
    const bills = (await t.get("/api/seller/balance_log?limit=50", m)).message.data as { type: string }[];
    expect(new Set(bills.map((b) => b.type))).toEqual(
      new Set(["transfer", "p2p_ad", "p2p_give_back", "p2p_release"]),
    );
  });
});

describe("console ads", () => {
  it("lists ads; an operator takes one offline, the merchant gets back what no order holds, audited", async () => {
    const m = await merchant("m9@p2p.test", "200");
    const ad = await t.form("/api/legal_send", sellAd({ total_number: "200", max_number: "200" }), m);
    const buyer = await user("cb@p2p.test", 1);
    const o = await t.form(
      "/api/do_legal_deal",
      { id: String(ad.message.id), value: "51", password: "2580" },
      buyer,
    );
    const support = await operatorToken(t, "support");
    const listed = (await t.get("/api/admin/p2p/ads?status=online", support)).message as { id: number }[];
    expect(listed.map((a) => a.id)).toContain(ad.message.id);
    expect(await t.form(`/api/admin/p2p/ads/${ad.message.id}/offline`, {}, support)).toMatchObject({
      code: "ADMIN_FORBIDDEN",
    });
    expect((await t.form(`/api/admin/p2p/ads/${ad.message.id}/offline`, {}, admin)).type).toBe("ok");
    expect(await t.form(`/api/admin/p2p/ads/${ad.message.id}/offline`, {}, admin)).toMatchObject({
      code: "P2P_AD_OFFLINE",
    });
    expect(await legal(m)).toEqual({ available: "150", frozen: "50" });
    const [audit] = await t.db.query<{ target_id: string }>(
      "SELECT target_id FROM audit_log WHERE action = 'p2p.ad.offline'",
    );
    expect(audit?.target_id).toBe(String(ad.message.id));
    // the taker's order still completes on the offline ad
    const order = (await t.get(`/api/legal_deal?id=${o.message.id}`, buyer)).message;
    expect(order).toMatchObject({ status: "unpaid", paid_at: null, appeal_after: null, appealed: false });
    expect((await t.form("/api/user_legal_pay_cancel", { id: String(o.message.id) }, buyer)).type).toBe("ok");
    expect((await t.get(`/api/legal_deal?id=${o.message.id}`, buyer)).message.cancel_reason).toBe("buyer");
    expect(await legal(m)).toEqual({ available: "200", frozen: "0" });
  });
});

describe("deadline race", () => {
  it("ends an order once when the buyer marks it paid as its time runs out", async () => {
    const m = await merchant("m6@p2p.test", "100");
    const ad = await t.form("/api/legal_send", sellAd({ total_number: "100", max_number: "100" }), m);
    const buyer = await user("db@p2p.test", 1);
    const o = await t.form(
      "/api/do_legal_deal",
      { id: String(ad.message.id), value: "51", password: "2580" },
      buyer,
    );
    const proof = (await upload(t, buyer, IMAGES.png)).message;
    t.clock.advance(15 * 60_000);
    const [paid] = await Promise.all([
      t.form("/api/user_legal_pay", { id: String(o.message.id), pay_orders_img: proof }, buyer),
      t.app.p2p.expire(),
    ]);
    const status = (await t.get(`/api/legal_deal?id=${o.message.id}`, buyer)).message.status;
    expect(status).toBe(paid.type === "ok" ? "paid" : "cancelled");
    admin = await operatorToken(t);
  });
});

describe("floating prices", () => {
  it("prices a floating ad from the index in the fiat × margin, rounded against the taker, when each order is taken", async () => {
    const m = await merchant("fm@p2p.test", "500");
    const float = { price_type: "float", margin: "102", coin_code: "EUR" };
    expect(await t.form("/api/legal_send", sellAd({ ...float, margin: "130" }), m)).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "margin",
    });
    // a floating ad's price field is not used
    const ad = await t.form("/api/legal_send", sellAd({ ...float, total_number: "500" }), m);
    expect(ad.type).toBe("ok");
    // 1 USDT at 0.92 EUR × 1.02 = 0.9384 EUR: a merchant who sells rounds up, to 0.94
    const info = (await t.get(`/api/legal_deal_info?id=${ad.message.id}`)).message;
    expect(info).toMatchObject({ price: "0.94", price_type: "float", margin: "102" });
    const buyer = await user("fb@p2p.test", 1);
    const first = await t.form(
      "/api/do_legal_deal",
      { id: String(ad.message.id), value: "9.4", password: "2580" },
      buyer,
    );
    expect((await t.get(`/api/legal_deal?id=${first.message.id}`, buyer)).message).toMatchObject({
      price: "0.94",
      number: "10",
      money: "9.4",
    });
    // the euro's rate moves: the next order deals at the new price
    await t.db.query("UPDATE p2p_fiats SET usdt_rate = 0.95 WHERE code = 'EUR'");
    try {
      expect((await t.get(`/api/legal_deal_info?id=${ad.message.id}`)).message.price).toBe("0.97");
      const second = await t.form(
        "/api/do_legal_deal",
        { id: String(ad.message.id), means: "number", value: "10", password: "2580" },
        buyer,
      );
      expect((await t.get(`/api/legal_deal?id=${second.message.id}`, buyer)).message).toMatchObject({
        price: "0.97",
        money: "9.7",
      });
    } finally {
      await t.db.query("UPDATE p2p_fiats SET usdt_rate = 0.92 WHERE code = 'EUR'");
    }
  });

  it("refuses a floating BTC ad's orders while the index is stale", async () => {
    const m = await merchant("fm2@p2p.test", "0");
    // a merchant buying BTC (a buy ad holds nothing) for USD at the index price
    await t.app.feed.step();
    const ad = await t.form(
      "/api/legal_send",
      sellAd({
        type: "buy",
        currency_id: "1",
        price_type: "float",
        margin: "99",
        total_number: "1",
        min_number: "0.001",
        max_number: "1",
      }),
      m,
    );
    expect(ad.type).toBe("ok");
    const price = Number((await t.get(`/api/legal_deal_info?id=${ad.message.id}`)).message.price);
    expect(price).toBeGreaterThan(0);
    t.clock.advance(60_000);
    const seller = await user("fs@p2p.test", 1);
    const bank = { kind: "bank", account_name: "F S", account_number: "123456789", bank_name: "B" };
    expect((await t.form("/api/p2p/payment_methods", bank, seller)).type).toBe("ok");
    expect(
      await t.form(
        "/api/do_legal_deal",
        { id: String(ad.message.id), means: "number", value: "0.01", password: "2580" },
        seller,
      ),
    ).toMatchObject({ code: "P2P_PRICE_CHANGED" });
    admin = await operatorToken(t);
  });
});

describe("the seller's notices", () => {
  it("tells the seller of an order placed on its ad, the buyer's messages and the payment, with the buyer's name", async () => {
    const m = await merchant("notice-m@p2p.test", "500");
    const ad = await t.form("/api/legal_send", sellAd({ total_number: "200", max_number: "200" }), m);
    expect(ad.type).toBe("ok");
    const buyer = await user("notice-b@p2p.test", 1);
    const [b] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [
      "notice-b@p2p.test",
    ]);
    const [s] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = $1", [
      "notice-m@p2p.test",
    ]);
    const sellerId = Number(s!.id);
    await t.db.query(
      "INSERT INTO kyc_applications (user_id, level, state, name) VALUES ($1, 1, 'approved', 'Bea Buyer')",
      [b!.id],
    );
    const pushed: { userId: number; kind: string; order: { status?: string } }[] = [];
    const listen = (n: (typeof pushed)[number]) => pushed.push(n);
    t.app.p2p.events.on("user", listen);
    const notices = async (token: string) => (await t.get("/api/p2p/notices", token)).message;

    const order = await t.form(
      "/api/do_legal_deal",
      { id: String(ad.message.id), value: "51", way: "bank", password: "2580" },
      buyer,
    );
    expect(order.type).toBe("ok");
    const id = order.message.id;
    expect(await notices(m)).toMatchObject([
      { kind: "placed", order_id: id, role: "sell", from: "Bea Buyer", number: "50", money: "51" },
    ]);
    // one's own actions are not notices
    expect(await notices(buyer)).toEqual([]);

    t.clock.advance(1000);
    expect((await t.json("/api/p2p/chat", { id, text: "Paying now" }, buyer)).type).toBe("ok");
    t.clock.advance(1000);
    const proof = (await upload(t, buyer, IMAGES.png)).message;
    expect((await t.form("/api/user_legal_pay", { id: String(id), pay_orders_img: proof }, buyer)).type).toBe(
      "ok",
    );
    expect((await notices(m)).map((n: { kind: string; body: string | null }) => [n.kind, n.body])).toEqual([
      ["paid", null],
      ["message", "Paying now"],
      ["placed", null],
    ]);
    // each reached the seller's channel live too
    expect(pushed.filter((n) => n.userId === sellerId).map((n) => n.order.status ?? n.kind)).toEqual([
      "unpaid",
      "p2p_chat",
      "paid",
    ]);
    t.app.p2p.events.off("user", listen);

    // the seller sees whom the transfer comes from; the buyer sees the store, and no buyer name
    expect((await t.get(`/api/legal_deal?id=${id}`, m)).message).toMatchObject({
      type: "sell",
      buyer_name: "Bea Buyer",
      counterparty: { name: "Bea Buyer" },
    });
    expect((await t.get(`/api/legal_deal?id=${id}`, buyer)).message).toMatchObject({
      type: "buy",
      buyer_name: null,
      counterparty: { name: "Store notice-m@p2p.test" },
    });
    const storeOrders = (await t.get("/api/seller_legal_user_deal", m)).message.data;
    expect(storeOrders.find((o: { id: number }) => o.id === id).counterparty.name).toBe("Bea Buyer");

    // the seller's release is the buyer's notice
    expect((await t.form("/api/ipay", { id: String(id), password: "2580" }, m)).type).toBe("ok");
    expect(await notices(buyer)).toMatchObject([{ kind: "completed", order_id: id, role: "buy" }]);
  });
});

describe("the answers", () => {
  it("answers every call in the shape its contract declares", async () => {
    const seller = await user("shape@p2p.test", 2, "300");
    expectAnswer(
      P2pMethodSaved,
      await t.form(
        "/api/p2p/payment_methods",
        {
          kind: "bank",
          account_name: "Sam Shape",
          account_number: "6222 0000 2222",
          bank_name: "First Bank",
        },
        seller,
      ),
    );
    expectAnswer(Type.Array(P2pSavedMethod), await t.get("/api/p2p/payment_methods", seller));
    expectAnswer(P2pStanding, await t.form("/api/p2p/merchant/apply", { store_name: "Shape Store" }, seller));
    expectAnswer(Type.Array(P2pMerchant), await t.get("/api/admin/p2p/merchants?status=pending", admin));
    const [row] = await t.db.query<{ id: number }>("SELECT id FROM users WHERE email = 'shape@p2p.test'");
    const sellerId = row!.id;
    expectAnswer(P2pStanding, await t.form(`/api/admin/p2p/merchants/${sellerId}/approve`, {}, admin));
    expectAnswer(P2pStore, await t.get("/api/my_seller", seller));
    expectAnswer(P2pStore, await t.get(`/api/seller_info?id=${sellerId}`));

    const ad = await t.form(
      "/api/legal_send",
      sellAd({ total_number: "200", max_number: "200", way: "bank" }),
      seller,
    );
    expectAnswer(P2pDone, ad);
    expectAnswer(P2pAd, await t.get(`/api/legal_deal_info?id=${ad.message.id}`));
    expectAnswer(P2pAdPage, await t.get("/api/legal_deal_platform?type=sell", seller));
    expectAnswer(P2pAdPage, await t.get("/api/legal_send_deal_list", seller));
    expectAnswer(Type.Array(P2pAd), await t.get(`/api/seller_trade?id=${sellerId}`));
    expectAnswer(Type.Array(P2pFiat), await t.get("/api/p2p/fiats"));

    const buyer = await user("shapeb@p2p.test", 2);
    const order = await t.form(
      "/api/do_legal_deal",
      { id: String(ad.message.id), value: "51", way: "bank", password: "2580" },
      buyer,
    );
    expectAnswer(P2pDone, order);
    const id = order.message.id as number;
    // while open, with where the buyer pays
    expectAnswer(P2pOrder, await t.get(`/api/legal_deal?id=${id}`, buyer));
    const proof = (await upload(t, buyer, IMAGES.png)).message;
    expectAnswer(
      P2pDone,
      await t.form("/api/user_legal_pay", { id: String(id), pay_orders_img: proof }, buyer),
    );
    expectAnswer(P2pDone, await t.json("/api/p2p/chat", { id, text: "Paid, ref 7" }, buyer));
    expectAnswer(P2pChatThread, await t.get(`/api/p2p/chat?id=${id}`, seller));
    expectAnswer(Type.Array(P2pAdminChatLine), await t.get(`/api/admin/p2p/orders/${id}/chat`, admin));
    expectAnswer(Type.Array(P2pAdminOrder), await t.get("/api/admin/p2p/orders", admin));
    expectAnswer(P2pDone, await t.form("/api/ipay", { id: String(id), password: "2580" }, seller));
    // once completed
    expectAnswer(P2pOrder, await t.get(`/api/legal_deal?id=${id}`, seller));
    expectAnswer(P2pOrderPage, await t.get("/api/legal_user_deal", buyer));
    expectAnswer(P2pOrderPage, await t.get("/api/seller_legal_user_deal", seller));

    expectAnswer(Type.Array(P2pAd), await t.get("/api/admin/p2p/ads", admin));
    expectAnswer(Type.Array(P2pAdminFiat), await t.get("/api/admin/p2p/fiats", admin));
    expectAnswer(P2pDone, await t.form("/api/down_send", { id: String(ad.message.id) }, seller));
  });
});
