import {
  FinancialSummary,
  LoanAdminLoan,
  LoanAdminTerms,
  LoanApplied,
  LoanCollateralSaved,
  LoanConfigSaved,
  LoanOffer,
  LoanPage,
  LoanRepaid,
  LoanReviewed,
  LoanToppedUp,
} from "@bourse/contract";
import { collateralFor, liquidate, ltv, ltvStep, parseRate, userAccount } from "@bourse/engine";
import { fromUnits, parse, toPlainString } from "@bourse/money";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../core/checker.ts";
import { expectAnswer } from "../../testing/answers.ts";
import { BTC_NETWORK, financialUser } from "../../testing/funds-kit.ts";
import { operatorToken, type TestApp, testApp, testClock, testDb } from "../../testing/harness.ts";

const BTC = 1;
const USDT = 3;
const STEPS = { marginCall: parseRate("0.8")!, topUp: parseRate("0.85")!, liquidate: parseRate("0.92")! };
let t: TestApp;

beforeAll(async () => {
  t = await testApp({}, { db: await testDb(), clock: testClock(new Date("2026-03-01T10:00:00Z")) });
  await t.app.feed.step(t.clock());
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
  await t.db.close();
});

const units = (text: string, scale: number) => {
  const p = parse(text, scale);
  if (!p.ok) throw new Error(text);
  return p.value.units;
};
const text = (v: bigint, scale: number) => toPlainString(fromUnits(v, scale));
const bucket = (id: number, currency: number, b: "available" | "frozen" = "available") =>
  t.app.core.balance(userAccount(id, "financial", b), currency);
/** BTC/USDT's index now, in USDT units. */
const index = () => units(t.app.feed.lastPrice(1)!, 6);

interface Loan {
  id: number;
  state: string;
  step: string;
  interest: string;
  debt: string | null;
  status: number;
  repay_status: number;
}

describe("collateral loans", () => {
  let ann: { id: number; token: string };
  let small: number;
  let big: number;
  let week: number;

  it("lists the offers with their collateral coins and steps", async () => {
    const offers = (await t.get("/api/loan/config")).message;
    expect(offers[0]).toMatchObject({
      currency_name: "USDT",
      loanCycle: 7,
      dayInterest: "0.0003",
      yearInterest: "0.1095",
      min_amount: "100",
      assetLimit: "0.8",
      collaterals: [
        expect.objectContaining({
          currency_name: "BTC",
          initial_ltv: "0.65",
          margin_call: "0.8",
          liquidate: "0.92",
        }),
        expect.objectContaining({ currency_name: "ETH" }),
      ],
    });
    week = offers[0].id;
  });

  it("borrows against BTC within the amount, asset and LTV limits; approved at once below the setting", async () => {
    ann = await financialUser(t, "ann@loan.test", [[...BTC_NETWORK, "0.1"]]);
    const add = (body: Record<string, string>, token = ann.token) =>
      t.form("/api/loan/add", { config_id: String(week), ...body }, token);
    expect(await add({ amount: "50" })).toMatchObject({ code: "LOAN_AMOUNT_RANGE", field: "amount" });
    const limit = (units("0.1", 8) * index() * 8n) / (10n ** 8n * 10n);
    expect(await add({ amount: "6000" })).toMatchObject({
      code: "LOAN_ASSET_LIMIT",
      field: "amount",
      message: `You can borrow at most ${text(limit, 6)} with your assets`,
    });
    expect(await add({ amount: "900", collateral: "0.001" })).toMatchObject({
      code: "LOAN_COLLATERAL_SHORT",
      field: "collateral",
    });
    expect(await t.form("/api/loan/add", { config_id: "999", amount: "500" }, ann.token)).toMatchObject({
      code: "LOAN_CONFIG_NOT_FOUND",
    });

    const price = index();
    const first = await add({ amount: "500" });
    expect(first.type, JSON.stringify(first)).toBe("ok");
    const least = collateralFor(500_000_000n, price, 8, parseRate("0.65")!);
    expect(first.message).toMatchObject({ state: "active", due_day: "2026-03-08" });
    expect(units(first.message.collateral, 8)).toBe(least);
    small = first.message.id;
    expect(bucket(ann.id, USDT)).toBe(500_000_000n);
    expect(bucket(ann.id, BTC, "frozen")).toBe(least);

    // above the auto-approval amount: under review until an operator decides
    const second = await add({ amount: "1500", collateral: "0.05" });
    expect(second.message).toMatchObject({ state: "review", due_day: null });
    big = second.message.id;
    const third = await add({ amount: "1000", collateral: "0.03" });
    expect(third.message.state).toBe("active");
    const admin = await operatorToken(t);
    expect((await t.form(`/api/admin/loan/loans/${big}/approve`, {}, admin)).message).toMatchObject({
      state: "active",
    });
    expect(await t.form(`/api/admin/loan/loans/${big}/approve`, {}, admin)).toMatchObject({
      code: "LOAN_STATE",
    });
    // the decision's audit entry names the borrower and the principal
    const [decided] = await t.db.query<{ user_id: string; amount: string; currency: string }>(
      "SELECT user_id::text, trim_scale(amount)::text AS amount, currency FROM audit_log WHERE action = 'loan.approve' AND target_id = $1",
      [String(big)],
    );
    expect(decided).toEqual({ user_id: String(ann.id), amount: "1500", currency: "USDT" });
    expect(bucket(ann.id, USDT)).toBe(3_000_000_000n);
    const open = (await t.get("/api/loan/order?status=open", ann.token)).message.data as Loan[];
    expect(open.map((l) => [l.id, l.state, l.status, l.repay_status])).toEqual([
      [third.message.id, "active", 2, 0],
      [big, "active", 2, 0],
      [small, "active", 2, 0],
    ]);
    // repaying the third at once: principal back, no interest yet, collateral released
    expect(
      (await t.form("/api/loan/repay", { id: String(third.message.id) }, ann.token)).message,
    ).toMatchObject({
      state: "repaid",
      repaid: "1000",
    });
    expect(bucket(ann.id, USDT)).toBe(2_000_000_000n);
    const bob = await financialUser(t, "bob@loan.test", [[...BTC_NETWORK, "0.01"]]);
    expect(await t.form("/api/loan/repay", { id: String(big) }, bob.token)).toMatchObject({
      code: "LOAN_NOT_FOUND",
    });
    expect(await t.form("/api/loan/topup", { id: String(big), amount: "0.001" }, bob.token)).toMatchObject({
      code: "LOAN_NOT_FOUND",
    });
    expect((await t.get("/api/loan/order", bob.token)).message.data).toEqual([]);
  });

  it("charges each day's interest once, caught up after a stop, at the overdue rate past due", async () => {
    await t.close();
    t.clock.set(new Date("2026-03-04T00:30:00Z"));
    t = await testApp({}, { db: t.db, clock: t.clock });
    await t.app.feed.step(t.clock());
    await t.app.scheduler.check();
    await t.app.scheduler.check();
    const loans = (await t.get("/api/loan/order?status=open", ann.token)).message.data as Loan[];
    const s = loans.find((l) => l.id === small)!;
    // days 2, 3 and 4 of the loan that started on the 1st: 500 × 0.0003 = 0.15 a day
    expect(s).toMatchObject({ interest: "0.45", debt: "500.45" });
    expect(loans.find((l) => l.id === big)).toMatchObject({ interest: "1.35", debt: "1501.35" });

    t.clock.set(new Date("2026-03-09T00:30:00Z"));
    await t.app.scheduler.check();
    await t.app.scheduler.check();
    const after = (await t.get("/api/loan/order?status=open", ann.token)).message.data as (Loan & {
      interest_days: { day: string; amount: string; overdue: boolean }[];
    })[];
    const days = after.find((l) => l.id === small)!.interest_days;
    expect(days.map((d) => d.day)).toEqual([
      "2026-03-02",
      "2026-03-03",
      "2026-03-04",
      "2026-03-05",
      "2026-03-06",
      "2026-03-07",
      "2026-03-08",
      "2026-03-09",
    ]);
    // the 9th is past the due day (the 8th): 500 × 0.001
    expect(days.at(-1)).toEqual({ day: "2026-03-09", amount: "0.5", overdue: true });
    expect(days.at(-2)).toEqual({ day: "2026-03-08", amount: "0.15", overdue: false });
    expect(after.find((l) => l.id === small)!.interest).toBe("1.55");
    const charged = await t.db.query(
      "SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'loan_interest'",
    );
    expect(charged).toEqual([{ n: 16 }]);
  });

  it("tells the borrower each LTV step on the ticks and liquidates past the last at the tick's price", async () => {
    const [loan] = await t.db.query<{ collateral: string }>(
      "SELECT collateral::text FROM loans WHERE id = $1",
      [big],
    );
    const collateral = units(loan!.collateral, 8);
    // 1,500 + 7 days at 0.45 + one overdue day at 1.5
    const debt = units("1500", 6) + units("3.15", 6) + units("1.5", 6);
    const notices: unknown[] = [];
    t.app.loan.events.on("user", (n) => notices.push(n));
    // a price where the big loan's LTV is between 80 % and 85 %
    const at = (ltvPercent: bigint) => (debt * 10n ** 8n * 100n) / (collateral * ltvPercent);
    const call = at(82n);
    expect(ltvStep(ltv(debt, collateral, call, 8), STEPS)).toBe("margin_call");
    t.app.loan.onTick({ marketId: 1, seq: 900_001, price: text(call, 6), ts: t.clock().getTime() });
    await t.app.loan.settled();
    expect(notices).toContainEqual({
      userId: ann.id,
      kind: "loan",
      loan: { id: big, state: "active", step: "margin_call" },
    });

    const crash = at(95n);
    t.app.loan.onTick({ marketId: 1, seq: 900_002, price: text(crash, 6), ts: t.clock().getTime() });
    await t.app.loan.settled();
    const r = liquidate(debt, collateral, crash, 8);
    const ended = ((await t.get("/api/loan/order?status=ended", ann.token)).message.data as Loan[]).find(
      (l) => l.id === big,
    ) as unknown as Record<string, unknown>;
    expect(ended).toMatchObject({ state: "liquidated", liq_seq: 900_002 });
    expect(units(ended.sold as string, 8)).toBe(r.sold);
    expect(r.shortfall).toBe(0n);
    // the small loan (less collateral for its debt) went past its last step already at the first tick: all its
    // collateral was sold, the rest of the debt is the venue's loss, nothing stays frozen
    const gone = ((await t.get("/api/loan/order?status=ended", ann.token)).message.data as Loan[]).find(
      (l) => l.id === small,
    ) as unknown as Record<string, string>;
    expect(gone).toMatchObject({ state: "liquidated", liq_seq: 900_001 });
    expect(units(gone.sold!, 8)).toBe(
      units(
        (
          await t.db.query<{ c: string }>("SELECT collateral::text AS c FROM loans WHERE id = $1", [small])
        )[0]!.c,
        8,
      ),
    );
    expect(units(gone.shortfall!, 6)).toBeGreaterThan(0n);
    expect(bucket(ann.id, BTC, "frozen")).toBe(0n);
    const liquidations = await t.db.query(
      "SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'loan_liquidate'",
    );
    expect(liquidations).toEqual([{ n: 2 }]);
    // a later tick changes nothing: each liquidation ran once
    t.app.loan.onTick({ marketId: 1, seq: 900_003, price: text(crash / 2n, 6), ts: t.clock().getTime() });
    await t.app.loan.settled();
    expect(
      await t.db.query("SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'loan_liquidate'"),
    ).toEqual([{ n: 2 }]);
    // nor across a restart: the liquidated loans are read back as ended, the same tick again sells nothing
    await t.close();
    t = await testApp({}, { db: t.db, clock: t.clock });
    t.app.loan.onTick({ marketId: 1, seq: 900_002, price: text(crash, 6), ts: t.clock().getTime() });
    await t.app.loan.settled();
    expect(
      await t.db.query("SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'loan_liquidate'"),
    ).toEqual([{ n: 2 }]);
    expect(bucket(ann.id, BTC, "frozen")).toBe(0n);
  });

  it("operators set the terms (audited); with confirmation on, a repayment waits for them", async () => {
    const admin = await operatorToken(t);
    const terms = {
      currency_id: USDT,
      cycle_days: 7,
      daily_rate: "0.0003",
      overdue_rate: "0.001",
      min_amount: "100",
      max_amount: "100000",
      asset_limit: "0.8",
      auto_approve_below: "1000",
      confirm_repay: true,
      enabled: true,
    };
    expect(
      await t.json(`/api/admin/loan/configs/${week}`, { ...terms, daily_rate: "1.5" }, admin),
    ).toMatchObject({
      field: "daily_rate",
    });
    expect((await t.json(`/api/admin/loan/configs/${week}`, terms, admin)).type).toBe("ok");
    const steps = {
      market_id: 1,
      initial_ltv: "0.6",
      margin_call: "0.8",
      top_up: "0.75",
      liquidate: "0.9",
      enabled: true,
    };
    expect(await t.json(`/api/admin/loan/collaterals/${BTC}`, steps, admin)).toMatchObject({
      field: "top_up",
    });
    expect(
      await t.json(`/api/admin/loan/collaterals/${BTC}`, { ...steps, market_id: 2 }, admin),
    ).toMatchObject({
      field: "market_id",
    });
    expect(
      (await t.json(`/api/admin/loan/collaterals/${BTC}`, { ...steps, top_up: "0.85" }, admin)).type,
    ).toBe("ok");

    await t.app.feed.step(t.clock());
    const taken = await t.form("/api/loan/add", { config_id: String(week), amount: "200" }, ann.token);
    expect(taken.message.state, JSON.stringify(taken)).toBe("active");
    const usdtBefore = bucket(ann.id, USDT);
    expect(
      (await t.form("/api/loan/repay", { id: String(taken.message.id) }, ann.token)).message,
    ).toMatchObject({
      state: "repaying",
      repaid: "200",
    });
    expect(bucket(ann.id, USDT, "frozen")).toBe(200_000_000n);
    const [waiting] = (await t.get("/api/loan/order?status=open", ann.token)).message.data as Loan[];
    expect(waiting).toMatchObject({ id: taken.message.id, status: 2, repay_status: 1 });
    expect(
      (await t.form(`/api/admin/loan/loans/${taken.message.id}/repay/confirm`, {}, admin)).message,
    ).toMatchObject({
      state: "repaid",
    });
    expect(bucket(ann.id, USDT)).toBe(usdtBefore - 200_000_000n);
    expect(bucket(ann.id, USDT, "frozen")).toBe(0n);
    const audit = await t.db.query<{ action: string }>(
      "SELECT action FROM audit_log WHERE target_type LIKE 'loan%' ORDER BY id",
    );
    expect(audit.map((a) => a.action)).toEqual([
      "loan.approve",
      "loan.config.update",
      "loan.collateral.update",
      "loan.repay.confirm",
    ]);
  });

  it("answers every call in the shape its contract declares", async () => {
    const admin = await operatorToken(t);
    await t.app.feed.step(t.clock());
    const cat = await financialUser(t, "cat@loan.test", [[...BTC_NETWORK, "1"]]);
    const add = (body: Record<string, string>) =>
      t.form("/api/loan/add", { config_id: String(week), ...body }, cat.token);
    const id = (answer: { message: { id: number } }) => String(answer.message.id);

    expectAnswer(Type.Array(LoanOffer), await t.get("/api/loan/config"));
    // approved at once, and two above the auto-approval amount: one approved, one rejected
    const taken = await add({ amount: "200" });
    expectAnswer(LoanApplied, taken);
    expectAnswer(
      LoanToppedUp,
      await t.form("/api/loan/topup", { id: id(taken), amount: "0.001" }, cat.token),
    );
    const approved = await add({ amount: "1500", collateral: "0.1" });
    const rejected = await add({ amount: "1500", collateral: "0.1" });
    expectAnswer(LoanApplied, rejected);
    // one's open loans (active, under review) and the console's list with every state so far
    expectAnswer(LoanPage, await t.get("/api/loan/order?status=open", cat.token));
    // the financial overview with loans owed and collateral held
    const summary = await t.get("/api/financial/summary", cat.token);
    expectAnswer(FinancialSummary, summary);
    expect(summary.message.loan.owed.length).toBeGreaterThan(0);
    expectAnswer(Type.Array(LoanAdminLoan), await t.get("/api/admin/loan/loans", admin));
    expectAnswer(LoanReviewed, await t.form(`/api/admin/loan/loans/${id(approved)}/approve`, {}, admin));
    expectAnswer(
      LoanReviewed,
      await t.json(`/api/admin/loan/loans/${id(rejected)}/reject`, { reason: "too much" }, admin),
    );
    // the offer confirms repayments: one refused, then one confirmed
    expectAnswer(LoanRepaid, await t.form("/api/loan/repay", { id: id(taken) }, cat.token));
    expectAnswer(LoanReviewed, await t.form(`/api/admin/loan/loans/${id(taken)}/repay/refuse`, {}, admin));
    expectAnswer(LoanRepaid, await t.form("/api/loan/repay", { id: id(taken) }, cat.token));
    expectAnswer(LoanReviewed, await t.form(`/api/admin/loan/loans/${id(taken)}/repay/confirm`, {}, admin));
    expectAnswer(LoanPage, await t.get("/api/loan/order", cat.token));
    expectAnswer(LoanPage, await t.get("/api/loan/order?status=ended", cat.token));
    // ended: rejected and repaid; ann's liquidated, with the sale's figures
    expectAnswer(LoanPage, await t.get("/api/loan/order?status=ended", ann.token));
    expectAnswer(Type.Array(LoanAdminLoan), await t.get("/api/admin/loan/loans?state=liquidated", admin));

    expectAnswer(LoanAdminTerms, await t.get("/api/admin/loan/terms", admin));
    const terms = {
      currency_id: USDT,
      cycle_days: 30,
      daily_rate: "0.0002",
      overdue_rate: "0.001",
      min_amount: "100",
      max_amount: "50000",
      asset_limit: "0.8",
      auto_approve_below: "0",
      confirm_repay: false,
      enabled: false,
    };
    const created = await t.json("/api/admin/loan/configs", terms, admin);
    expectAnswer(LoanConfigSaved, created);
    expectAnswer(LoanConfigSaved, await t.json(`/api/admin/loan/configs/${id(created)}`, terms, admin));
    expectAnswer(
      LoanCollateralSaved,
      await t.json(
        `/api/admin/loan/collaterals/${BTC}`,
        {
          market_id: 1,
          initial_ltv: "0.6",
          margin_call: "0.8",
          top_up: "0.85",
          liquidate: "0.9",
          enabled: true,
        },
        admin,
      ),
    );
  });
});
