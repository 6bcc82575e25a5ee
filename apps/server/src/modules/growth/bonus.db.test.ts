import { userAccount } from "@bourse/engine";
import { money } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../core/checker.ts";
import { fundedUser } from "../../testing/funds-kit.ts";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { leverKit, USDT, usdt } from "../../testing/lever-kit.ts";

let t: TestApp;
const kit = leverKit(() => t);
const DAY = 86_400_000;

beforeAll(async () => {
  t = await testApp();
  await t.app.feed.step(t.clock());
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
});

const units = (text: string) => money(text, 6).units;
/** Time passes; the index prices are fresh again. */
async function later(ms: number) {
  t.clock.advance(ms);
  await t.app.feed.step(t.clock());
}
const balance = (id: number, kind: "change" | "lever" | "experience") =>
  t.app.core.balance(userAccount(id, kind), USDT);
/** The user's identity document approved at level 1, and (when `level2`) level 2 approved now. */
async function verify(id: number, doc: string, level2 = true) {
  const at = t.clock();
  await t.db.query(
    `INSERT INTO kyc_applications (user_id, level, state, name, doc_type, doc_number, reviewed_at, created_at)
     VALUES ($1, 1, 'approved', 'A Person', 'passport', $2, $3, $3)`,
    [id, doc, at],
  );
  if (level2)
    await t.db.query(
      `INSERT INTO kyc_applications (user_id, level, state, reviewed_at, created_at) VALUES ($1, 2, 'approved', $2, $2)`,
      [id, at],
    );
}
const bonus = async (token: string) => (await t.get("/api/growth/bonus", token)).message;
const row = async (token: string, key: string) =>
  (await bonus(token)).tasks.find((r: { key: string }) => r.key === key);
const claim = (token: string, key: string) => t.json("/api/growth/bonus/claim", { key }, token);

describe("the new-user bonus", () => {
  it("pays the KYC level 2 reward once, and once per verified identity", async () => {
    const a = await kit.trader("bonus-a@example.com", "1000");
    expect((await claim(a.token, "kyc2")).code).toBe("GROWTH_BONUS_NOT_MET");
    await verify(a.id, "P-123 456");
    expect(await row(a.token, "kyc2")).toMatchObject({ state: "claimable", reward: "10", kind: "cash" });
    const before = balance(a.id, "change");
    const paid = await claim(a.token, "kyc2");
    expect(paid.type, JSON.stringify(paid)).toBe("ok");
    expect(paid.message.state).toBe("claimed");
    expect(balance(a.id, "change") - before).toBe(units("10"));
    expect((await claim(a.token, "kyc2")).code).toBe("GROWTH_BONUS_CLAIMED");
    expect(balance(a.id, "change") - before).toBe(units("10"));

    // a second account behind the same passport (spaces and dashes aside) gets nothing
    const twin = await kit.trader("bonus-twin@example.com", "1000");
    await verify(twin.id, "p123456");
    expect(await row(twin.token, "kyc2")).toMatchObject({ state: "taken" });
    expect((await claim(twin.token, "kyc2")).code).toBe("GROWTH_BONUS_IDENTITY_USED");
  });

  it("gives the coupon a task carries when it is claimed, valid from the claim", async () => {
    const admin = await operatorToken(t);
    const template = await t.json(
      "/api/admin/growth/coupons",
      {
        title: "Verified: 20% off fees",
        kind: "fee_discount",
        currency_id: USDT,
        rate: "0.2",
        cap: "5",
        valid_days: 14,
        segment: "task",
      },
      admin,
    );
    expect(template.type, JSON.stringify(template.message)).toBe("ok");
    expect(template.message).toMatchObject({ issued: 0, segment: "task", valid_days: 14 });
    const rules = (await t.get("/api/admin/growth/bonus", admin)).message.rules;
    const kyc2 = rules.find((r: { task: string }) => r.task === "kyc2");
    // only a task template may be attached
    expect(
      (
        await t.json(
          `/api/admin/growth/bonus/${kyc2.id}`,
          { reward: "10", enabled: true, coupon_issue_id: 999_999 },
          admin,
        )
      ).code,
    ).toBe("GROWTH_COUPON_NOT_FOUND");
    const attached = await t.json(
      `/api/admin/growth/bonus/${kyc2.id}`,
      { reward: "10", enabled: true, coupon_issue_id: template.message.id },
      admin,
    );
    expect(attached.type).toBe("ok");
    const u = await kit.trader("bonus-coupon@example.com", "1000");
    await verify(u.id, "CPN-1");
    expect((await row(u.token, "kyc2")).coupon).toMatchObject({
      title: "Verified: 20% off fees",
      valid_days: 14,
    });
    expect((await claim(u.token, "kyc2")).type).toBe("ok");
    const [coupon] = (await t.get("/api/growth/coupons", u.token)).message.data;
    expect(coupon).toMatchObject({ source: "task", kind: "fee_discount", state: "available", rate: "0.2" });
    expect(Date.parse(coupon.valid_until) - Date.parse(coupon.valid_from)).toBe(14 * DAY);
    expect(
      (
        await t.json(
          `/api/admin/growth/bonus/${kyc2.id}`,
          { reward: "10", enabled: true, coupon_issue_id: 0 },
          admin,
        )
      ).type,
    ).toBe("ok");
  });

  it("refuses a claim from an account with no verified identity", async () => {
    const u = await kit.trader("bonus-unverified@example.com", "1000");
    // the first deposit of 10,000 USDT met the task (over 1,000)
    expect(await row(u.token, "first_deposit")).toMatchObject({ state: "claimable", reward: "28" });
    expect((await bonus(u.token)).verified).toBe(false);
    expect((await claim(u.token, "first_deposit")).code).toBe("GROWTH_BONUS_NOT_VERIFIED");
  });

  it("lets a met task be claimed for 3 days, no longer", async () => {
    const u = await kit.trader("bonus-late@example.com", "1000");
    await verify(u.id, "LATE-1", false);
    await later(3 * DAY - 1000);
    expect(await row(u.token, "first_deposit")).toMatchObject({ state: "claimable" });
    await later(1000);
    const late = await row(u.token, "first_deposit");
    expect(late.state).toBe("expired");
    const refused = await claim(u.token, "first_deposit");
    expect(refused.code).toBe("GROWTH_BONUS_WINDOW_OVER");
    expect(refused.message).toContain(late.claim_until);
  });

  it("grants experience funds that are margin only: a loss takes them first, and they expire", async () => {
    // the first tier within reach of a small first contract
    await t.db.query("UPDATE bonus_rules SET min = 1 WHERE task = 'contract_tier' AND min = 100000");
    const u = await kit.trader("bonus-exp@example.com", "1000");
    await verify(u.id, "EXP-1", false);
    expect((await kit.submit(u.token, {})).type).toBe("ok");
    const tier = await row(u.token, "contract_tier:1");
    expect(tier).toMatchObject({ state: "claimable", kind: "experience", reward: "1500" });
    expect(await row(u.token, "contract_tier:200000")).toMatchObject({ state: "missed" });
    expect((await claim(u.token, "contract_tier:1")).type).toBe("ok");
    expect(balance(u.id, "experience")).toBe(units("1500"));
    expect((await bonus(u.token)).experience).toMatchObject({ available: "1500", in_use: "0" });
    // the contract screen counts them for the margin
    const deal = await t.form("/api/lever/deal", { currency_id: "1", legal_id: "3" }, u.token);
    expect(deal.message.experience).toBe("1500");

    // never transferred: neither by the app's call nor by the ledger
    const moved = await t.form(
      "/api/wallet/change",
      { currency_id: String(USDT), number: "10", from_field: "experience", to_field: "change" },
      u.token,
    );
    expect(moved.type).toBe("error");
    expect(balance(u.id, "experience")).toBe(units("1500"));

    // a position's margin comes from experience funds first; its fee is real money
    const lever = balance(u.id, "lever");
    const opened = await kit.submit(u.token, {});
    expect(opened.type, JSON.stringify(opened.message)).toBe("ok");
    const trade = opened.message;
    const margin = units(trade.caution_money ?? trade.margin);
    const fee = units(trade.trade_fee ?? trade.fee);
    expect(balance(u.id, "experience")).toBe(units("1500") - margin);
    expect(balance(u.id, "lever")).toBe(lever - fee);
    expect((await bonus(u.token)).experience.in_use).toBe(usdt(margin));

    // closing at once loses the spread: the loss comes out of the experience funds, the real money is whole
    const closed = await t.form("/api/lever/close", { id: String(trade.id) }, u.token);
    expect(closed.type, JSON.stringify(closed.message)).toBe("ok");
    const [row2] = await t.db.query<{ pnl: string }>("SELECT pnl::text FROM lever_trades WHERE id = $1", [
      trade.id,
    ]);
    const pnl = units(money(row2!.pnl, 6).toString());
    expect(pnl).toBeLessThan(0n);
    expect(balance(u.id, "lever")).toBe(lever - fee);
    expect(balance(u.id, "experience")).toBe(units("1500") + pnl);

    // 30 days on, the job takes back what is left of the grant
    await later(31 * DAY);
    await t.app.scheduler.check();
    expect(balance(u.id, "experience")).toBe(0n);
    // (the session has ended by then: the user signs in again)
    const again = await t.form("/api/user/login", {
      type: "email",
      user_string: "bonus-exp@example.com",
      password: "secret123",
    });
    const view = (await bonus(again.message)).experience;
    expect(view.grants[0]).toMatchObject({ state: "expired", amount: "1500" });
    expect(units(view.grants[0].expired)).toBe(units("1500") + pnl);
    // and nothing more at the next run
    await t.app.scheduler.check();
    expect(
      await t.db.query("SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'experience_expire'"),
    ).toEqual([{ n: 1 }]);
  });
});

describe("coupons", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await operatorToken(t);
  });
  const issue = (body: Record<string, unknown>, token = admin) =>
    t.json(
      "/api/admin/growth/coupons",
      { title: "Welcome", currency_id: USDT, valid_days: 7, segment: "user", ...body },
      token,
    );
  const mine = async (token: string, state = "available") =>
    (await t.get(`/api/growth/coupons?state=${state}`, token)).message.data;

  it("takes a fee coupon's share off a contract's fee, once, and only for its owner", async () => {
    const u = await kit.trader("coupon-a@example.com", "1000");
    const other = await kit.trader("coupon-b@example.com", "1000");
    const issued = await issue({ kind: "fee_discount", rate: "0.5", cap: "1000", user_id: u.id });
    expect(issued.type, JSON.stringify(issued.message)).toBe("ok");
    expect(issued.message).toMatchObject({ issued: 1, used: 0, segment: `user:${u.id}` });
    const [coupon] = await mine(u.token);
    expect(coupon).toMatchObject({ kind: "fee_discount", state: "available", rate: "0.5" });

    expect((await kit.submit(other.token, { coupon_id: String(coupon.id) })).code).toBe(
      "GROWTH_COUPON_NOT_FOUND",
    );
    const plain = await kit.submit(u.token, {});
    const fullFee = units(plain.message.trade_fee ?? plain.message.fee);
    const lever = balance(u.id, "lever");
    const cheaper = await kit.submit(u.token, { coupon_id: String(coupon.id) });
    expect(cheaper.type, JSON.stringify(cheaper.message)).toBe("ok");
    const margin = units(cheaper.message.caution_money ?? cheaper.message.margin);
    expect(lever - balance(u.id, "lever")).toBe(margin + fullFee - fullFee / 2n);
    expect((await mine(u.token, "used"))[0]).toMatchObject({
      id: coupon.id,
      state: "used",
      used_on: `lever:${cheaper.message.id}`,
    });
    expect(units((await mine(u.token, "used"))[0].saved)).toBe(fullFee / 2n);
    expect((await kit.submit(u.token, { coupon_id: String(coupon.id) })).code).toBe("GROWTH_COUPON_USED");
  });

  it("takes a fee coupon's share off the fee of a spot order's fills in the coin it is paid in", async () => {
    const BTC = 1;
    const index = Number(t.app.feed.lastPrice(1));
    const price = (Math.round(index * 101) / 100).toFixed(2);
    const alice = await fundedUser(t, "coupon-spot-alice@example.com", [[BTC, 1, "1"]]);
    const bob = await fundedUser(t, "coupon-spot-bob@example.com", [[USDT, 4, "100000"]]);
    const order = (token: string, body: Record<string, string>) =>
      t.form("/api/coin/trade", { currency_id: "1", legal_id: "3", ...body }, token);
    expect((await order(alice.token, { type: "sell", amount: "0.5", target_price: price })).type).toBe("ok");
    const inUsdt = await issue({ kind: "fee_discount", rate: "0.5", cap: "10", user_id: bob.id });
    const inBtc = await issue({
      kind: "fee_discount",
      rate: "0.5",
      cap: "0.00005",
      currency_id: BTC,
      user_id: bob.id,
    });
    const coupons = await mine(bob.token);
    const usdtCoupon = coupons.find((c: { currency_name: string }) => c.currency_name === "USDT");
    const btcCoupon = coupons.find((c: { currency_name: string }) => c.currency_name === "BTC");
    expect(inUsdt.type).toBe("ok");
    expect(inBtc.type).toBe("ok");
    // a buy pays its fee in BTC: a USDT coupon does not apply
    const wrongCoin = await order(bob.token, {
      type: "buy",
      amount: "0.2",
      target_price: price,
      coupon_id: String(usdtCoupon.id),
    });
    expect(wrongCoin.code).toBe("GROWTH_COUPON_NOT_APPLICABLE");
    // a limit buy that rests without trading keeps its coupon
    const resting = await order(bob.token, {
      type: "buy",
      amount: "0.01",
      target_price: (Math.round(index * 95) / 100).toFixed(2),
      coupon_id: String(btcCoupon.id),
    });
    expect(resting.message.status).toBe("open");
    expect((await mine(bob.token)).map((c: { id: number }) => c.id)).toContain(btcCoupon.id);
    // 0.2 BTC pays 0.0002 BTC of fee; half of it, capped at 0.00005, comes off
    const bought = await order(bob.token, {
      type: "buy",
      amount: "0.2",
      target_price: price,
      coupon_id: String(btcCoupon.id),
    });
    expect(bought.message).toMatchObject({ status: "filled", fee: "0.00015", fee_currency: "BTC" });
    expect(t.app.core.balance(userAccount(bob.id, "change"), BTC)).toBe(19_985_000n);
    const used = (await mine(bob.token, "used")).find((c: { id: number }) => c.id === btcCoupon.id);
    expect(used).toMatchObject({ saved: "0.00005", used_on: `spot:${bought.message.id}` });
    expect(
      (
        await order(bob.token, {
          type: "buy",
          amount: "0.1",
          target_price: price,
          coupon_id: String(btcCoupon.id),
        })
      ).code,
    ).toBe("GROWTH_COUPON_USED");
  });

  it("spends a fee coupon only on an order that names it, once", async () => {
    const u = await kit.trader("coupon-pick@example.com", "1000");
    expect(
      (await issue({ kind: "fee_discount", rate: "0.5", cap: "10", title: "Half off", user_id: u.id })).type,
    ).toBe("ok");
    const [coupon] = await mine(u.token);
    const usedAt = async () =>
      (
        await t.db.query<{ used_at: Date | null }>("SELECT used_at FROM coupons WHERE id = $1", [coupon.id])
      )[0]?.used_at;

    // orders without a coupon id pay the whole fee and leave the coupon as it was
    const lever = balance(u.id, "lever");
    const plain = await kit.submit(u.token, { share: "2" });
    expect(plain.type, JSON.stringify(plain.message)).toBe("ok");
    const fullFee = units(plain.message.trade_fee ?? plain.message.fee);
    expect(fullFee).toBeGreaterThan(0n);
    expect(lever - balance(u.id, "lever")).toBe(units(plain.message.caution_money) + fullFee);
    expect(await usedAt()).toBeNull();
    expect((await mine(u.token)).map((c: { id: number }) => c.id)).toContain(coupon.id);
    expect(await mine(u.token, "used")).toEqual([]);

    // the order naming it takes half its fee off and spends it
    const named = await kit.submit(u.token, { share: "2", coupon_id: String(coupon.id) });
    expect(named.type, JSON.stringify(named.message)).toBe("ok");
    expect(await usedAt()).not.toBeNull();
    const used = await mine(u.token, "used");
    expect(used).toHaveLength(1);
    expect(used[0]).toMatchObject({ id: coupon.id, used_on: `lever:${named.message.id}` });
    expect(units(used[0].saved)).toBe(fullFee / 2n);

    // later orders without it leave the used coupon alone; naming it again is refused
    expect((await kit.submit(u.token, { share: "2" })).type).toBe("ok");
    expect(await mine(u.token, "used")).toHaveLength(1);
    expect((await kit.submit(u.token, { coupon_id: String(coupon.id) })).code).toBe("GROWTH_COUPON_USED");
  });

  it("refuses an expired coupon and redeems a bonus coupon once", async () => {
    const u = await kit.trader("coupon-c@example.com", "1000");
    expect(
      (await issue({ kind: "fee_discount", rate: "0.2", cap: "5", valid_days: 1, user_id: u.id })).type,
    ).toBe("ok");
    expect((await issue({ kind: "bonus", amount: "5", valid_days: 2, user_id: u.id })).type).toBe("ok");
    const [fee, gift] = [...(await mine(u.token))].sort((a, b) => a.id - b.id);
    // a bonus coupon is not for orders, a fee coupon not to redeem
    expect((await kit.submit(u.token, { coupon_id: String(gift.id) })).code).toBe(
      "GROWTH_COUPON_NOT_APPLICABLE",
    );
    expect((await t.json("/api/growth/coupons/redeem", { id: fee.id }, u.token)).code).toBe(
      "GROWTH_COUPON_NOT_APPLICABLE",
    );
    await later(DAY);
    expect((await kit.submit(u.token, { coupon_id: String(fee.id) })).code).toBe("GROWTH_COUPON_EXPIRED");
    expect((await mine(u.token, "expired")).map((c: { id: number }) => c.id)).toEqual([fee.id]);
    const spot = balance(u.id, "change");
    const redeemed = await t.json("/api/growth/coupons/redeem", { id: gift.id }, u.token);
    expect(redeemed.type, JSON.stringify(redeemed.message)).toBe("ok");
    expect(redeemed.message).toMatchObject({ state: "used", saved: "5", used_on: "bonus" });
    expect(balance(u.id, "change") - spot).toBe(units("5"));
    expect((await t.json("/api/growth/coupons/redeem", { id: gift.id }, u.token)).code).toBe(
      "GROWTH_COUPON_USED",
    );
    expect(balance(u.id, "change") - spot).toBe(units("5"));
  });

  it("checks an issue's terms and who may issue", async () => {
    // operator sessions last 12 hours; the clock has moved on
    admin = await operatorToken(t);
    expect((await issue({ kind: "fee_discount", rate: "0.5", user_id: 1 })).code).toBe("GROWTH_COUPON_TERMS");
    expect((await issue({ kind: "bonus", amount: "1", user_id: 999_999 })).code).toBe(
      "GROWTH_USER_NOT_FOUND",
    );
    const support = await operatorToken(t, "support");
    expect((await issue({ kind: "bonus", amount: "1", segment: "all" }, support)).type).not.toBe("ok");
    expect((await t.get("/api/admin/growth/coupons", support)).type).toBe("ok");
  });
});

describe("king managers and rates", () => {
  it("refuses an application below the thresholds, then an operator approves one", async () => {
    const admin = await operatorToken(t);
    const boss = await kit.trader("king-boss@example.com", "1000");
    const refused = await t.json("/api/growth/king/apply", {}, boss.token);
    expect(refused.code).toBe("GROWTH_KING_NOT_ELIGIBLE");
    // one direct invitee who traded qualifies once the operator lowers the threshold to 1
    const invitee = await kit.trader("king-invitee@example.com", "1000");
    await t.db.query("UPDATE users SET inviter_id = $1 WHERE id = $2", [boss.id, invitee.id]);
    expect((await kit.submit(invitee.token, {})).type).toBe("ok");
    const rates = {
      level1: "0.16",
      level2: "0.08",
      level3: "0.04",
      king1: "0.32",
      king2: "0.16",
      king3: "0.08",
      king_direct: 1,
      king_team: 500,
    };
    expect(
      (
        await t.json(
          "/api/admin/growth/rates",
          { ...rates, level1: "0.9", level2: "0.1", level3: "0.01" },
          admin,
        )
      ).code,
    ).toBe("GROWTH_RATES_INVALID");
    expect((await t.json("/api/admin/growth/rates", rates, admin)).type).toBe("ok");
    const status = (await t.get("/api/growth/king", boss.token)).message;
    expect(status).toMatchObject({
      king: false,
      direct_traded: 1,
      eligible: true,
      thresholds: { direct: 1 },
    });
    const applied = await t.json("/api/growth/king/apply", { note: "My community trades daily" }, boss.token);
    expect(applied.message.application).toMatchObject({ state: "review" });
    expect((await t.json("/api/growth/king/apply", {}, boss.token)).code).toBe("GROWTH_KING_PENDING");
    const queue = (await t.get("/api/admin/growth/king?state=review", admin)).message.data;
    const mine = queue.find((k: { user_id: number }) => k.user_id === boss.id);
    expect(mine).toMatchObject({ note: "My community trades daily", direct_traded: 1, eligible: true });
    expect((await t.json(`/api/admin/growth/king/${mine.id}`, { decision: "approve" }, admin)).type).toBe(
      "ok",
    );
    expect((await t.json(`/api/admin/growth/king/${mine.id}`, { decision: "reject" }, admin)).code).toBe(
      "GROWTH_KING_DECIDED",
    );
    expect((await t.get("/api/growth/king", boss.token)).message).toMatchObject({ king: true });
    expect((await t.json("/api/growth/king/apply", {}, boss.token)).code).toBe("GROWTH_KING_ALREADY");
    const tree = (await t.get(`/api/admin/growth/tree?user_id=${boss.id}`, admin)).message;
    expect(tree.user).toMatchObject({ id: boss.id, king: true });
    expect(tree.invitees).toMatchObject([{ id: invitee.id, level: 1, traded: true, inviter_id: boss.id }]);
  });

  it("reckons a fee at the rates in effect when it was paid, whatever the job's delay", async () => {
    const admin = await operatorToken(t);
    const a = await kit.trader("rates-a@example.com", "1000");
    const b = await kit.trader("rates-b@example.com", "1000");
    await t.db.query("UPDATE users SET inviter_id = $1 WHERE id = $2", [a.id, b.id]);
    await t.app.scheduler.check();
    const before = balance(a.id, "change");
    expect((await kit.submit(b.token, {})).type).toBe("ok");
    const [first] = await t.db.query<{ amount: string }>(
      "SELECT amount::text FROM fee_payments WHERE payer_id = $1 ORDER BY entry_id DESC LIMIT 1",
      [b.id],
    );
    // the rates change before the job reckons the fee
    await later(1000);
    const rates = {
      level1: "0.2",
      level2: "0.1",
      level3: "0.05",
      king1: "0.3",
      king2: "0.15",
      king3: "0.075",
    };
    expect(
      (await t.json("/api/admin/growth/rates", { ...rates, king_direct: 100, king_team: 500 }, admin)).type,
    ).toBe("ok");
    await t.app.scheduler.check();
    const fee1 = units(money(first!.amount, 6).toString());
    expect(balance(a.id, "change") - before).toBe((fee1 * 16n) / 100n);
    await later(1000);
    expect((await kit.submit(b.token, {})).type).toBe("ok");
    await t.app.scheduler.check();
    const paid = await t.db.query<{ rate: string }>(
      "SELECT trim_scale(rate)::text AS rate FROM rebates WHERE user_id = $1 ORDER BY id",
      [a.id],
    );
    expect(paid.map((r) => r.rate)).toEqual(["0.16", "0.2"]);
    const view = (await t.get("/api/admin/growth/rates", admin)).message;
    expect(view.current.rates).toEqual(["0.2", "0.1", "0.05"]);
    const report = (await t.get("/api/admin/growth/report", admin)).message;
    expect(report.rebates.length).toBeGreaterThan(0);
    // the KYC reward: two claimed (10 USDT each), the twin's met but taken, lapsed by now
    expect(report.bonus.find((b: { task: string }) => b.task === "kyc2")).toMatchObject({
      claimed: 2,
      paid: "20",
      claimable: 0,
      expired: 1,
    });
    // one grant of 1,500, expired and taken back
    expect(report.experience).toMatchObject({ granted: "1500", outstanding: "0" });
  });
});
