import { CockpitDashboard } from "@bourse/contract";
import { add, money, neg, toPlainString, zero } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAnswer } from "../../testing/answers.ts";
import {
  IMAGES,
  latestCode,
  operatorToken,
  signUp,
  type TestApp,
  testApp,
  upload,
} from "../../testing/harness.ts";
import { leverKit, USDT } from "../../testing/lever-kit.ts";
import { secondsTester } from "../../testing/seconds-kit.ts";

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await testApp();
  // the scheduler's check at start (it may publish the first liabilities snapshot) is over before any test
  await t.app.scheduler.check();
  admin = await operatorToken(t);
  t.clock.advance(500);
  await t.app.feed.step(t.clock());
});
afterAll(() => t.close());

const DAY = 86_400_000;
const BTC = 1;
const lever = leverKit(() => t);

/** The dashboard as an operator reads it, past the 5 s its answers are kept. */
async function dashboard(token = admin): Promise<CockpitDashboard> {
  t.clock.advance(5_000);
  const res = await t.get("/api/admin/dashboard", token);
  expect(res.type, JSON.stringify(res.message)).toBe("ok");
  expectAnswer(CockpitDashboard, res);
  return res.message;
}

/** A deposit claimed with a voucher, approved by an operator unless `approve` is false. */
async function deposit(token: string, currency: number, amount: string, approve = true) {
  const voucher = (await upload(t, token, IMAGES.png)).message;
  const claim = await t.form(
    "/api/wallet/charge_req",
    { currency: String(currency), network: currency === BTC ? "1" : "4", amount, voucher },
    token,
  );
  expect(claim.type).toBe("ok");
  if (approve)
    expect((await t.form(`/api/admin/deposits/${claim.message.id}/approve`, {}, admin)).type).toBe("ok");
  return claim.message.id as number;
}

const idOf = async (email: string) =>
  Number(
    (await t.db.query<{ id: string }>("SELECT id::text AS id FROM users WHERE email = $1", [email]))[0]!.id,
  );

/** A sum of decimal texts, exactly. */
const sum = (values: string[]) => toPlainString(values.reduce((s, v) => add(s, money(v, 18)), zero(18)));

/** The journal's postings into `account` of entries whose kind starts with `prefix`, since `from`. */
async function postedTo(account: string, prefix: string, from: Date): Promise<string> {
  const [row] = await t.db.query<{ total: string }>(
    `SELECT COALESCE(trim_scale(sum(p.amount)), 0)::text AS total
     FROM postings p JOIN journal_entries j ON j.id = p.entry_id
     WHERE p.account = $1 AND j.kind LIKE $2 AND p.currency_id = $3 AND j.created_at >= $4`,
    [account, `${prefix}%`, USDT, from],
  );
  return row!.total;
}

/** The realised PnL of a user's own closed lever trade. */
async function closedPnl(user: number) {
  const [row] = await t.db.query<{ pnl: string }>(
    "SELECT trim_scale(pnl)::text AS pnl FROM lever_trades WHERE user_id = $1 AND account = 'lever' AND status = 3",
    [user],
  );
  return row?.pnl;
}

describe("the operator console's dashboard", () => {
  it("is read by any signed-in operator, and by no one else", async () => {
    expect((await t.get("/api/admin/dashboard")).type).toBe(999);
    const support = await operatorToken(t, "support");
    const d = await dashboard(support);
    expect(d.days).toHaveLength(30);
    expect(d.days.at(-1)).toBe("2026-01-05");
    expect(d.starts).toEqual({
      today: "2026-01-05T00:00:00.000Z",
      d7: "2025-12-30T00:00:00.000Z",
      d30: "2025-12-07T00:00:00.000Z",
    });
    expect(d.users.sign_ups).toEqual({ today: 0, d7: 0, d30: 0 });
    expect(d.queues.map((q) => q.count)).toEqual(d.queues.map(() => 0));
  });

  it("counts yesterday's and today's sign-ups, deposits credited and a withdrawal paid, in their periods", async () => {
    // yesterday (2026-01-05): a user deposits 100 USDT and sets a fund password
    const email = "cockpit-out@example.com";
    const token = await signUp(t, email);
    await deposit(token, USDT, "100");
    await t.db.query("UPDATE users SET kyc_level = 1 WHERE email = $1", [email]);
    await t.form("/api/sms_mail", { scene: "security" }, token);
    const code = await latestCode(t, email);
    expect(
      (await t.form("/api/safe/update_password", { password: "2580", re_password: "2580", code }, token))
        .type,
    ).toBe("ok");
    // today (2026-01-06): two more sign-ups; the first user withdraws 30 (fee 1) and deposits 50
    t.clock.advance(DAY + 1000);
    admin = await operatorToken(t);
    await signUp(t, "cockpit-a@example.com");
    await signUp(t, "cockpit-b@example.com");
    const saved = await t.form(
      "/api/user/wallet/save",
      { currency: String(USDT), network: "4", name: "cold", address: "TVjsyZ7fYF3qLF6BQgPmTEZy1xrNNyVAAA" },
      token,
    );
    expect(saved.type).toBe("ok");
    const address = String((await t.get("/api/user/wallet/list", token)).message.data[0].id);
    const out = await t.form(
      "/api/wallet/out",
      { currency: String(USDT), number: "30", address_id: address, pay_password: "2580" },
      token,
    );
    expect(out.type, JSON.stringify(out.message)).toBe("ok");
    expect(
      (await t.form(`/api/admin/withdrawals/${out.message.id}/approve`, { txid: "0xabc" }, admin)).type,
    ).toBe("ok");
    await deposit(token, USDT, "50");
    // a snapshot of what users are owed now, published by the operator: the figure the dashboard compares
    const published = await t.json("/api/admin/transparency/liabilities", {}, admin);
    expect(published.type, JSON.stringify(published.message)).toBe("ok");

    const d = await dashboard();
    expect(d.days.at(-1)).toBe("2026-01-06");
    expect(d.users.sign_ups).toEqual({ today: 2, d7: 3, d30: 3 });
    expect(d.users.sign_ups_by_day.slice(-2)).toEqual([1, 2]);
    expect(d.users.funnel.d7).toEqual({
      signed_up: 3,
      level1_submitted: 0,
      level1_verified: 1,
      level2_submitted: 0,
      level2_verified: 0,
    });
    const usdt = d.money.find((m) => m.currency_id === USDT);
    expect(usdt).toEqual({
      currency_id: USDT,
      currency: "USDT",
      deposits: { today: "50", d7: "150", d30: "150" },
      withdrawals: { today: "30", d7: "30", d30: "30" },
      net: { today: "20", d7: "120", d30: "120" },
    });
    // what users brought in against what they are owed now and at the snapshot; the market maker's
    // balance is the house's capital, counted with the assets and not owed to anyone
    const cover = d.coverage.currencies.find((c) => c.currency_id === USDT)!;
    expect(cover).toMatchObject({ custody: "120", liabilities_now: "120", liabilities: "120", short: false });
    const [maker] = await t.db.query<{ total: string }>(
      `SELECT trim_scale(COALESCE(sum(b.amount), 0))::text AS total FROM ledger_balances b JOIN users u ON u.id = b.user_id
       WHERE u.status = 'system' AND b.currency_id = $1`,
      [USDT],
    );
    expect(cover.house_capital).toBe(maker!.total);
    expect(cover.assets).toBe(sum(["120", maker!.total]));
  });

  it("counts a pending deposit and a KYC application in their queues, with the console page of each", async () => {
    const token = await signUp(t, "cockpit-queue@example.com");
    await deposit(token, USDT, "10", false);
    await t.db.query(
      "INSERT INTO kyc_applications (user_id, level, state, name, created_at) VALUES ($1, 1, 'review', 'Ada', $2)",
      [await idOf("cockpit-queue@example.com"), t.clock()],
    );
    const d = await dashboard();
    expect(d.queues.find((q) => q.key === "deposits")).toEqual({
      key: "deposits",
      count: 1,
      path: "/deposits",
    });
    expect(d.queues.find((q) => q.key === "kyc")).toEqual({ key: "kyc", count: 1, path: "/kyc" });
    expect(d.queues.find((q) => q.key === "withdrawals")?.count).toBe(0);
    expect(d.users.funnel.today).toMatchObject({ signed_up: 3, level1_submitted: 1 });
  });

  it("sums spot volume over the trades and spot fees over the fee account's postings, per market", async () => {
    const seller = await signUp(t, "cockpit-seller@example.com");
    const buyer = await signUp(t, "cockpit-buyer@example.com");
    await deposit(seller, BTC, "1");
    await deposit(buyer, USDT, "100000");
    const price = (Math.round(Number(t.app.feed.lastPrice(1)) * 100) / 100).toFixed(2);
    const trade = (token: string, body: Record<string, string>) =>
      t.form("/api/coin/trade", { currency_id: "1", legal_id: "3", ...body }, token);
    expect((await trade(seller, { type: "sell", amount: "0.5", target_price: price })).type).toBe("ok");
    expect((await trade(buyer, { type: "buy", amount: "0.2", target_price: price })).type).toBe("ok");
    expect((await trade(buyer, { type: "buy", amount: "0.1", target_price: price })).type).toBe("ok");

    const trades = await t.db.query<{ quote: string; entry_id: number }>(
      "SELECT trim_scale(quote)::text AS quote, entry_id::int AS entry_id FROM spot_trades WHERE market_id = 1 AND demo = false",
    );
    expect(trades).toHaveLength(2);
    const fees = await t.db.query<{ currency_id: number; amount: string }>(
      `SELECT currency_id, trim_scale(amount)::text AS amount FROM postings
       WHERE account = 's:fees' AND entry_id = ANY($1::bigint[])`,
      [trades.map((x) => x.entry_id)],
    );
    const d = await dashboard();
    const btc = d.spot.find((m) => m.symbol === "BTC/USDT")!;
    const volume = sum(trades.map((x) => x.quote));
    expect(btc.trades).toEqual({ today: 2, d7: 2, d30: 2 });
    expect(btc.volume).toEqual({ today: volume, d7: volume, d30: volume });
    expect(btc.volume_by_day.at(-1)).toBe(volume);
    expect(btc.volume_by_day.at(-2)).toBe("0");
    expect(btc.fees_quote.today).toBe(sum(fees.filter((f) => f.currency_id === USDT).map((f) => f.amount)));
    expect(btc.fees_base.today).toBe(sum(fees.filter((f) => f.currency_id === BTC).map((f) => f.amount)));
    // 0.1 % of each side: 0.0003 BTC from the buyer, 0.1 % of the quote from the seller
    expect(btc.fees_base.today).toBe("0.0003");
    expect(Number(btc.volume.today)).toBeGreaterThan(0);
  });

  it("counts contracts opened and the house's result per product as the journal's postings to the house and fee accounts", async () => {
    const from = new Date(Date.parse(t.clock().toISOString().slice(0, 10)));
    // a perpetual position opened and closed
    const trader = await lever.trader("cockpit-lever@example.com");
    await lever.step();
    const opened = await lever.submit(trader.token, { share: "2", multiple: "10" });
    expect(opened.type, JSON.stringify(opened.message)).toBe("ok");
    await lever.step(3);
    const closed = await t.form("/api/lever/close", { id: String(opened.message.id) }, trader.token);
    expect(closed.type).toBe("ok");
    // two seconds orders, settled
    const s = secondsTester(t, admin);
    const better = await s.user("cockpit-seconds@example.com", "500");
    await s.step(500);
    expect((await s.submit(better.token, { number: "100" })).type).toBe("ok");
    expect((await s.submit(better.token, { number: "50", type: "2" })).type).toBe("ok");
    await s.step(30_000);
    await s.step(500);
    const [settled] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM seconds_orders WHERE status = 3",
    );
    expect(settled!.n).toBe(2);

    const d = await dashboard();
    expect(d.contracts.perpetual).toEqual({ today: 1, d7: 1, d30: 1 });
    expect(d.contracts.seconds).toEqual({ today: 2, d7: 2, d30: 2 });
    expect(d.contracts.copy).toEqual({ today: 0, d7: 0, d30: 0 });

    const perpetual = d.house.find((h) => h.product === "perpetual" && h.currency_id === USDT)!;
    const seconds = d.house.find((h) => h.product === "seconds" && h.currency_id === USDT)!;
    // recomputed from the journal: postings into the house and fee accounts of the product's entries
    expect(perpetual.trading.today).toBe(await postedTo("s:house", "lever\\_", from));
    expect(perpetual.fees.today).toBe(await postedTo("s:fees", "lever\\_", from));
    expect(seconds.trading.today).toBe(await postedTo("s:house", "seconds\\_", from));
    expect(seconds.fees.today).toBe("0");
    // and from what the trader was told: the house's trading result is the trader's realised PnL, negated
    expect(perpetual.trading.today).toBe(toPlainString(neg(money(closed.message.fact_profits, 18))));
    expect(perpetual.fees.today).toBe(toPlainString(money(opened.message.trade_fee, 18)));
    expect(perpetual.total.today).toBe(sum([perpetual.trading.today, perpetual.fees.today]));
    // and from the orders: the house keeps what the bettor lost (payout − stake, negated)
    const profits = await t.db.query<{ profit: string }>(
      "SELECT trim_scale(profit)::text AS profit FROM seconds_orders WHERE user_id = $1",
      [better.id],
    );
    expect(seconds.trading.today).toBe(toPlainString(neg(money(sum(profits.map((o) => o.profit)), 18))));
    expect(d.house.some((h) => h.product === "copy")).toBe(false);
  });

  it("counts a copied position as copy trading, and the house's result on it apart from perpetual's", async () => {
    const from = new Date(Date.parse(t.clock().toISOString().slice(0, 10)));
    const before = await dashboard();
    await t.db.query("UPDATE settings SET value = '5000' WHERE key = 'copy_trader_min_assets'");
    const [op] = await t.db.query<{ id: number }>(
      "SELECT id::int AS id FROM operators WHERE username = 'admin'",
    );
    const copy = t.app.copyTrading;
    const lead = await lever.trader("cockpit-lead@example.com");
    expect((await copy.apply(lead.id, { name: "Lead", share_rate: "0", agreement: "1" })).ok).toBe(true);
    expect((await copy.review(op!.id, lead.id, "approved", null, "127.0.0.1")).ok).toBe(true);
    const fan = await lever.trader("cockpit-fan@example.com", "1");
    const moved = await t.form(
      "/api/wallet/change",
      { currency_id: String(USDT), number: "2000", from_field: "change", to_field: "copy" },
      fan.token,
    );
    expect(moved.type).toBe("ok");
    expect((await copy.follow(fan.id, { trader_user_id: lead.id, type: 1, number: "1" })).ok).toBe(true);
    const settle = async () => {
      await copy.settled();
      await lever.step();
      await copy.settled();
    };
    const opened = await lever.submit(lead.token, { share: "2" });
    expect(opened.type, JSON.stringify(opened.message)).toBe("ok");
    await settle();
    await lever.step(3);
    expect((await t.form("/api/lever/close", { id: String(opened.message.id) }, lead.token)).type).toBe("ok");
    await settle();

    const d = await dashboard();
    expect(d.contracts.copy.today).toBe(before.contracts.copy.today + 1);
    expect(d.contracts.perpetual.today).toBe(before.contracts.perpetual.today + 1);
    // recomputed from the journal: the postings into the house and fee accounts of the entries that
    // moved a copy account
    const [copied] = await t.db.query<{ house: string; fees: string }>(
      `SELECT COALESCE(trim_scale(sum(p.amount) FILTER (WHERE p.account = 's:house')), 0)::text AS house,
         COALESCE(trim_scale(sum(p.amount) FILTER (WHERE p.account = 's:fees')), 0)::text AS fees
       FROM postings p JOIN journal_entries j ON j.id = p.entry_id
       WHERE j.kind LIKE 'lever\\_%' AND j.created_at >= $1 AND p.currency_id = $2
         AND EXISTS (SELECT 1 FROM postings c WHERE c.entry_id = p.entry_id AND c.account LIKE 'u:%:copy:%')`,
      [from, USDT],
    );
    const result = d.house.find((h) => h.product === "copy" && h.currency_id === USDT)!;
    expect(result.trading.today).toBe(copied!.house);
    expect(result.fees.today).toBe(copied!.fees);
    expect(money(result.fees.today, 18).units).toBeGreaterThan(0n);
    // and the follower's own trade says the same: the house's trading result is its PnL, negated
    const [fanTrade] = await t.db.query<{ pnl: string; fee: string }>(
      "SELECT trim_scale(pnl)::text AS pnl, trim_scale(fee)::text AS fee FROM lever_trades WHERE user_id = $1 AND account = 'copy'",
      [fan.id],
    );
    expect(result.trading.today).toBe(toPlainString(neg(money(fanTrade!.pnl, 18))));
    expect(result.fees.today).toBe(fanTrade!.fee);
    // the perpetual result has not taken the copy's postings
    expect(d.house.find((h) => h.product === "perpetual")?.trading.today).toBe(
      sum([
        before.house.find((h) => h.product === "perpetual")!.trading.today,
        toPlainString(neg(money((await closedPnl(lead.id))!, 18))),
      ]),
    );
  });

  it("compares the venue's assets with the latest published liabilities snapshot", async () => {
    expect((await t.form("/api/admin/transparency/liabilities", {}, admin)).type).toBe("ok");
    const d = await dashboard();
    expect(d.coverage.snapshot).not.toBeNull();
    // the published total less the market maker's leaf: its balance is the house's own capital
    const [root] = await t.db.query<{ total: string }>(
      `SELECT trim_scale(sum(l.balance) / 1e6)::text AS total
       FROM liability_leaves l JOIN users u ON u.id = l.user_id
       WHERE l.root_id = (SELECT id FROM liability_roots WHERE currency_id = $1 ORDER BY snapshot DESC LIMIT 1)
         AND u.status <> 'system'`,
      [USDT],
    );
    const usdt = d.coverage.currencies.find((c) => c.currency_id === USDT)!;
    expect(usdt.liabilities).toBe(root!.total);
    const [held] = await t.db.query<{ total: string }>(
      `SELECT trim_scale(-sum(amount))::text AS total FROM ledger_balances
       WHERE account IN ('s:deposits', 's:withdrawals') AND currency_id = $1`,
      [USDT],
    );
    expect(usdt.custody).toBe(held!.total);
    expect(usdt.assets).toBe(sum([held!.total, usdt.house_capital]));
    const units = (x: string) => money(x, 18).units;
    const owed = [units(usdt.liabilities), units(usdt.liabilities_now)].reduce((a, b) => (a > b ? a : b));
    expect(usdt.short).toBe(units(usdt.assets) < owed);
    // users owe nothing to the venue: what they hold is at most what came in plus what they won from it
    expect(units(usdt.liabilities_now)).toBeLessThanOrEqual(units(usdt.assets));
  });

  it("moves its periods with the server's clock: yesterday leaves today, and 30 days later everything has left", async () => {
    const before = await dashboard();
    t.clock.advance(DAY);
    admin = await operatorToken(t);
    const next = await dashboard();
    expect(next.days.at(-1)).not.toBe(before.days.at(-1));
    expect(next.users.sign_ups.today).toBe(0);
    expect(next.users.sign_ups.d7).toBe(before.users.sign_ups.d7);
    expect(next.users.sign_ups_by_day.slice(-31, -1)).toEqual(before.users.sign_ups_by_day.slice(1));
    expect(next.money.find((m) => m.currency_id === USDT)?.deposits.today).toBe("0");
    expect(next.spot.find((m) => m.market_id === 1)?.volume.today).toBe("0");
    expect(next.contracts.seconds.today).toBe(0);
    expect(next.contracts.seconds.d7).toBe(2);

    t.clock.advance(30 * DAY);
    admin = await operatorToken(t);
    const later = await dashboard();
    expect(later.users.sign_ups).toEqual({ today: 0, d7: 0, d30: 0 });
    expect(later.money.every((m) => m.deposits.d30 === "0")).toBe(true);
    expect(later.house).toEqual([]);
    expect(later.contracts.perpetual.d30).toBe(0);
    // what waits for an operator does not age out
    expect(later.queues.find((q) => q.key === "deposits")?.count).toBe(1);
  });
});
