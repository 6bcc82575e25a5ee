import { createHash } from "node:crypto";
import {
  FinancialSummary,
  IeoAdminSubscription,
  IeoAllocation,
  IeoDetail,
  IeoOrderDone,
  IeoProject,
  IeoProjectClosed,
  IeoProjectPage,
  IeoProjectSaved,
  IeoSubscriptionPage,
} from "@bourse/contract";
import { recompute, systemAccount, userAccount } from "@bourse/engine";
import { parse } from "@bourse/money";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../core/checker.ts";
import { expectAnswer } from "../../testing/answers.ts";
import { financialUser, USDT_TRC20 } from "../../testing/funds-kit.ts";
import { operatorToken, type TestApp, testApp, testClock, testDb } from "../../testing/harness.ts";

const USDT = 3;
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await testApp({}, { db: await testDb(), clock: testClock(new Date("2026-03-01T10:00:00Z")) });
  admin = await operatorToken(t);
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
  await t.db.close();
});

/** Decimal text to integer units at `scale` (exact). */
function units(text: string, scale: number): bigint {
  const parsed = parse(text, scale);
  if (!parsed.ok) throw new Error(`${text} does not fit ${scale} decimals`);
  return parsed.value.units;
}

const bucket = (id: number, currency: number, b: "available" | "frozen" = "available") =>
  t.app.core.balance(userAccount(id, "financial", b), currency);

const terms = (over: Record<string, unknown> = {}) => ({
  name: "Nova Network",
  token: "NOVA",
  token_decimals: 4,
  logo: "",
  intro: "A test project.",
  whitepaper_article_id: null,
  pay_currency_id: USDT,
  price: "0.5",
  supply: "1000",
  min_amount: "10",
  max_amount: "400",
  kyc_level: 0,
  warmup_at: "2026-03-01T12:00:00Z",
  start_at: "2026-03-02T00:00:00Z",
  end_at: "2026-03-03T00:00:00Z",
  unlock_at: "2026-03-10T00:00:00Z",
  ...over,
});

const order = (project: number, amount: string, token: string, extra: Record<string, string> = {}) =>
  t.form("/api/project/order", { project_id: String(project), amount, ...extra }, token);

const settleEntries = async (project: number) =>
  (
    await t.db.query("SELECT id FROM journal_entries WHERE kind = 'ieo_settle' AND reference = $1", [
      `ieo:${project}`,
    ])
  ).length;

describe("IEO", () => {
  let nova: { id: number; currency_id: number };
  const users: Record<string, { id: number; token: string }> = {};

  it("an operator creates a project: the token becomes a currency; bad terms are refused naming the field", async () => {
    expect(await t.json("/api/admin/ieo/projects", terms({ token: "USDT" }), admin)).toMatchObject({
      code: "IEO_TOKEN_TAKEN",
      field: "token",
    });
    expect(
      await t.json("/api/admin/ieo/projects", terms({ end_at: "2026-03-02T00:00:00Z" }), admin),
    ).toMatchObject({ code: "IEO_WINDOWS", field: "end_at" });
    expect(
      await t.json("/api/admin/ieo/projects", terms({ unlock_at: "2026-03-02T12:00:00Z" }), admin),
    ).toMatchObject({ code: "IEO_WINDOWS", field: "unlock_at" });
    expect(await t.json("/api/admin/ieo/projects", terms({ price: "0.0000001" }), admin)).toMatchObject({
      code: "REQUEST_INVALID_FIELD",
      field: "price",
    });
    expect(await t.json("/api/admin/ieo/projects", terms({ max_amount: "5" }), admin)).toMatchObject({
      field: "max_amount",
    });
    expect(
      await t.json("/api/admin/ieo/projects", terms({ whitepaper_article_id: 999_999 }), admin),
    ).toMatchObject({
      field: "whitepaper_article_id",
    });
    const created = await t.json("/api/admin/ieo/projects", terms(), admin);
    expect(created.type, JSON.stringify(created)).toBe("ok");
    nova = created.message;
    const [currency] = await t.db.query("SELECT name, decimals FROM currencies WHERE id = $1", [
      nova.currency_id,
    ]);
    expect(currency).toEqual({ name: "NOVA", decimals: 4 });
    expect(await t.json("/api/admin/ieo/projects", terms({ name: "Again" }), admin)).toMatchObject({
      code: "IEO_TOKEN_TAKEN",
    });
    const audit = await t.db.query("SELECT action FROM audit_log WHERE target_type = 'ieo_project'");
    expect(audit).toEqual([{ action: "ieo.project.create" }]);
  });

  it("follows its windows to the millisecond: hidden, warm-up, in progress, finished", async () => {
    users.ann = await financialUser(t, "ann@ieo.test", [[...USDT_TRC20, "1000"]]);
    users.bob = await financialUser(t, "bob@ieo.test", [[...USDT_TRC20, "1000"]]);
    users.cat = await financialUser(t, "cat@ieo.test", [[...USDT_TRC20, "100"]]);
    // before the warm-up it is not announced
    expect((await t.get("/api/project")).message.data).toEqual([]);
    expect(await t.get(`/api/project/detail?id=${nova.id}`)).toMatchObject({ code: "IEO_PROJECT_NOT_FOUND" });
    expect(await order(nova.id, "100", users.ann!.token)).toMatchObject({ code: "IEO_PROJECT_NOT_FOUND" });

    t.clock.set(new Date("2026-03-01T12:00:00Z"));
    const warm = (await t.get("/api/project?status=warmup")).message;
    expect(warm.data).toHaveLength(1);
    expect(warm.data[0]).toMatchObject({
      id: nova.id,
      token: "NOVA",
      status: "warmup",
      price: "0.5",
      supply: "1000",
      raise: "500",
      progress: "0",
      pay_currency_name: "USDT",
    });
    expect(warm.now).toBe("2026-03-01T12:00:00.000Z");
    expect(await order(nova.id, "100", users.ann!.token)).toMatchObject({ code: "IEO_NOT_IN_PROGRESS" });

    t.clock.set(new Date("2026-03-02T00:00:00Z"));
    expect((await t.get(`/api/project/detail?id=${nova.id}`)).message.project.status).toBe("active");
    const first = await order(nova.id, "300", users.ann!.token, {
      pay_currency: String(USDT),
      price: "0.50",
    });
    expect(first.message).toEqual({
      id: expect.any(Number),
      subscription: expect.any(Number),
      amount: "300",
      total: "300",
    });
    expect(bucket(users.ann!.id, USDT)).toBe(700_000_000n);
    expect(bucket(users.ann!.id, USDT, "frozen")).toBe(300_000_000n);

    t.clock.set(new Date(Date.parse("2026-03-03T00:00:00Z") - 1));
    expect((await order(nova.id, "200", users.bob!.token)).type).toBe("ok");
    expect((await order(nova.id, "100", users.bob!.token)).message).toMatchObject({
      amount: "100",
      total: "300",
    });
    expect((await order(nova.id, "33.333333", users.cat!.token)).type).toBe("ok");
    expect((await t.get(`/api/project/detail?id=${nova.id}`)).message.project).toMatchObject({
      status: "active",
      subscribed: "633.333333",
      subscribers: 3,
      progress: "126.66",
    });
    expectAnswer(FinancialSummary, await t.get("/api/financial/summary", users.ann!.token));
    expect((await t.get("/api/financial/summary", users.ann!.token)).message.ieo).toEqual({
      subscribed: 1,
      frozen: [{ currency_id: USDT, currency_name: "USDT", amount: "300" }],
      tokens_locked: [],
    });
  });

  it("refuses what is outside the rules, naming the field, and moves nothing", async () => {
    const dan = await financialUser(t, "dan@ieo.test", [[...USDT_TRC20, "50"]]);
    // funding signed an operator in again (one session per operator)
    admin = await operatorToken(t);
    expect(await order(nova.id, "5", dan.token)).toMatchObject({
      code: "IEO_AMOUNT_RANGE",
      field: "amount",
      message: "Your subscription in all must be from 10 to 400 (already subscribed: 0)",
    });
    expect(await order(nova.id, "101", users.ann!.token)).toMatchObject({
      code: "IEO_AMOUNT_RANGE",
      message: "Your subscription in all must be from 10 to 400 (already subscribed: 300)",
    });
    expect(await order(nova.id, "60", dan.token)).toMatchObject({ code: "WALLET_INSUFFICIENT_BALANCE" });
    expect(await order(nova.id, "10.0000001", dan.token)).toMatchObject({
      code: "WALLET_AMOUNT_TOO_PRECISE",
      field: "amount",
    });
    expect(await order(nova.id, "20", dan.token, { price: "0.4" })).toMatchObject({
      code: "IEO_TERMS_CHANGED",
      field: "price",
    });
    expect(await order(nova.id, "20", dan.token, { pay_currency: "1" })).toMatchObject({
      code: "IEO_TERMS_CHANGED",
      field: "pay_currency",
    });
    expect(await order(999, "20", dan.token)).toMatchObject({ code: "IEO_PROJECT_NOT_FOUND" });
    expect(bucket(dan.id, USDT)).toBe(50_000_000n);
    expect(bucket(dan.id, USDT, "frozen")).toBe(0n);
    // subscribing ran: only presentation may change now
    expect(
      await t.json(`/api/admin/ieo/projects/${nova.id}`, terms({ supply: "2000" }), admin),
    ).toMatchObject({ code: "IEO_PROJECT_STARTED", field: "supply" });
    expect(
      (await t.json(`/api/admin/ieo/projects/${nova.id}`, terms({ name: "Nova Network v2" }), admin)).type,
    ).toBe("ok");
    // one's own subscriptions only
    expect((await t.get("/api/user/project/order", dan.token)).message.data).toEqual([]);
  });

  it("a verification level the project requires is checked", async () => {
    const kyc = await t.json(
      "/api/admin/ieo/projects",
      terms({
        token: "VERI",
        kyc_level: 1,
        start_at: "2026-03-02T00:00:00Z",
        end_at: "2026-03-04T00:00:00Z",
        unlock_at: "2026-03-04T00:00:00Z",
      }),
      admin,
    );
    expect(kyc.type, JSON.stringify(kyc)).toBe("ok");
    expect(await order(kyc.message.id, "20", users.cat!.token)).toMatchObject({
      code: "IEO_KYC_REQUIRED",
      message: "This project requires identity verification level 1",
    });
    await t.db.query("UPDATE users SET kyc_level = 1 WHERE id = $1", [users.cat!.id]);
    expect((await order(kyc.message.id, "20", users.cat!.token)).type).toBe("ok");
    // called off before its end: refunded in full, and it cannot be called off twice
    admin = await operatorToken(t);
    expect(
      (await t.form(`/api/admin/ieo/projects/${kyc.message.id}/close`, {}, admin)).message,
    ).toMatchObject({
      refunded: 1,
    });
    expect(await t.form(`/api/admin/ieo/projects/${kyc.message.id}/close`, {}, admin)).toMatchObject({
      code: "IEO_PROJECT_SETTLED",
    });
    expect((await t.get("/api/project?status=closed")).message.data.map((p: { id: number }) => p.id)).toEqual(
      [kyc.message.id],
    );
    const [mine] = (await t.get(`/api/user/project/order?project_id=${kyc.message.id}`, users.cat!.token))
      .message.data;
    expect(mine).toMatchObject({ status: "refunded", amount: "20", refund: "20", paid: "0" });
    expect(bucket(users.cat!.id, USDT)).toBe(66_666_667n);
  });

  it("at the end allocates pro-rata exactly once, even across a stop; tokens held until unlock, then released", async () => {
    // at the end exactly, subscriptions stop, even before the allocation has run
    t.clock.set(new Date("2026-03-03T00:00:00Z"));
    expect(await order(nova.id, "10", users.cat!.token)).toMatchObject({ code: "IEO_NOT_IN_PROGRESS" });
    await t.close();
    // the server is down across the end (and a follow-up check): the allocation runs when it is back
    t.clock.set(new Date("2026-03-03T05:00:00Z"));
    t = await testApp({}, { db: t.db, clock: t.clock });
    await t.app.scheduler.check();
    await t.app.scheduler.check();
    expect(await settleEntries(nova.id)).toBe(1);

    const project = (await t.get(`/api/project/detail?id=${nova.id}`)).message.project;
    expect(project).toMatchObject({
      status: "finished",
      settled: true,
      released: false,
      name: "Nova Network v2",
    });
    expect(project.totals).toEqual({
      demand: "1266.6666",
      allocated: "999.9999",
      remainder: "0.0001",
      subscribed: "633.333333",
      paid: "499.99995",
      refunded: "133.333383",
      oversubscribed: true,
    });
    const [ann] = (await t.get("/api/user/project/order", users.ann!.token)).message.data;
    expect(ann).toMatchObject({
      status: "allocated",
      amount: "300",
      tokens: "473.6842",
      paid: "236.8421",
      refund: "63.1579",
      released: false,
      orders: [{ amount: "300" }],
    });
    expect(ann.hashed_id).toBe(
      createHash("sha256").update(`${nova.id}:${users.ann!.id}:${ann.salt}`).digest("hex"),
    );
    const [bob] = (await t.get("/api/user/project/order", users.bob!.token)).message.data;
    expect(bob.orders.map((o: { amount: string }) => o.amount)).toEqual(["200", "100"]);
    expect(bob).toMatchObject({ tokens: "473.6842", paid: "236.8421", refund: "63.1579" });
    // the refund is back, the tokens are in the financial account but held
    expect(bucket(users.ann!.id, USDT)).toBe(763_157_900n);
    expect(bucket(users.ann!.id, USDT, "frozen")).toBe(0n);
    expect(bucket(users.ann!.id, nova.currency_id)).toBe(0n);
    expect(bucket(users.ann!.id, nova.currency_id, "frozen")).toBe(4_736_842n);
    expect(bucket(users.cat!.id, nova.currency_id, "frozen")).toBe(526_315n);
    expect(t.app.core.balance(systemAccount("ieo"), USDT)).toBe(499_999_950n);
    expectAnswer(FinancialSummary, await t.get("/api/financial/summary", users.cat!.token));
    expect((await t.get("/api/financial/summary", users.cat!.token)).message.ieo).toEqual({
      subscribed: 0,
      frozen: [],
      tokens_locked: [
        {
          currency_id: nova.currency_id,
          currency_name: "NOVA",
          amount: "52.6315",
          unlock_at: "2026-03-10T00:00:00.000Z",
        },
      ],
    });
    expect(t.app.core.balance(systemAccount("ieo"), nova.currency_id)).toBe(-9_999_999n);

    // anyone recomputes every line from what is published
    const published = (await t.get(`/api/ieo/${nova.id}/allocation`)).message;
    expect(published.rule).toMatchObject({ name: "pro-rata-floor", version: 1 });
    const again = recompute({
      supply: BigInt(published.project.supply_units),
      price: {
        priceUnits: BigInt(published.project.price_units),
        tokenScale: published.project.token_decimals,
      },
      subscriptions: published.subscriptions.map((s: { hashed_id: string; amount: string }) => ({
        hashedId: s.hashed_id,
        amount: units(s.amount, published.project.pay_decimals),
      })),
    });
    const mineLine = again.allocations.find((a) => a.id === ann.hashed_id);
    expect(mineLine).toMatchObject({ tokens: 4_736_842n, paid: 236_842_100n, refund: 63_157_900n });
    expect(
      published.subscriptions.find((s: { hashed_id: string }) => s.hashed_id === ann.hashed_id),
    ).toMatchObject({
      amount: "300",
      tokens: "473.6842",
    });
    expect(again.totals.allocated).toBe(9_999_999n);

    // held tokens cannot move before the unlock
    expect(
      await t.form(
        "/api/wallet/change",
        { currency_id: String(nova.currency_id), number: "1", from_field: "financial", to_field: "change" },
        users.ann!.token,
      ),
    ).toMatchObject({ type: "error" });

    t.clock.set(new Date(Date.parse("2026-03-10T00:00:00Z") - 1));
    await t.app.scheduler.check();
    expect(bucket(users.ann!.id, nova.currency_id, "frozen")).toBe(4_736_842n);
    t.clock.advance(1);
    await t.app.scheduler.check();
    await t.app.scheduler.check();
    expect(bucket(users.ann!.id, nova.currency_id)).toBe(4_736_842n);
    expect(bucket(users.ann!.id, nova.currency_id, "frozen")).toBe(0n);
    expect((await t.get("/api/user/project/order", users.ann!.token)).message.data[0].released).toBe(true);
    const releases = await t.db.query("SELECT id FROM journal_entries WHERE kind = 'ieo_release'");
    expect(releases).toHaveLength(1);
    const runs = await t.db.query<{ job: string; error: string | null }>(
      "SELECT job, error FROM job_runs WHERE job = 'ieo' ORDER BY id",
    );
    expect(runs).toEqual([
      { job: "ieo", error: null },
      { job: "ieo", error: null },
    ]);
    // a released token moves like any other coin
    expect(
      (
        await t.form(
          "/api/wallet/change",
          {
            currency_id: String(nova.currency_id),
            number: "73.6842",
            from_field: "financial",
            to_field: "change",
          },
          users.ann!.token,
        )
      ).type,
    ).toBe("ok");
  });

  it("the financial overview counts every earn holding", async () => {
    const summary = (await t.get("/api/financial/summary", users.bob!.token)).message;
    expect(summary).toEqual({
      lock: { active: 0, ended: 0, locked: [], yield_paid: [] },
      ieo: { subscribed: 0, frozen: [], tokens_locked: [] },
      dual: { active: 0, completed: 0, invested: [] },
      loan: { open: 0, owed: [], collateral: [] },
    });
    admin = await operatorToken(t);
    const subs = (await t.get(`/api/admin/ieo/subscriptions?project_id=${nova.id}`, admin)).message;
    expect(subs).toHaveLength(3);
    expect(subs[0]).toMatchObject({ token: "NOVA", status: "allocated", released: true });
  });

  it("answers every call in the shape its contract declares", async () => {
    admin = await operatorToken(t);
    // a project in progress beside the allocated one (totals) and the one called off
    const window = {
      token: "ANSR",
      warmup_at: "2026-03-10T00:00:00Z",
      start_at: "2026-03-10T00:00:00Z",
      end_at: "2026-03-20T00:00:00Z",
      unlock_at: "2026-03-25T00:00:00Z",
    };
    const created = await t.json("/api/admin/ieo/projects", terms(window), admin);
    expectAnswer(IeoProjectSaved, created);
    const id = created.message.id;
    expectAnswer(
      IeoProjectSaved,
      await t.json(`/api/admin/ieo/projects/${id}`, terms({ ...window, intro: "Again." }), admin),
    );
    expectAnswer(IeoOrderDone, await order(id, "20", users.bob!.token));
    const all = await t.get("/api/project");
    expectAnswer(IeoProjectPage, all);
    expect(all.message.data.map((p: { status: string }) => p.status).sort()).toEqual([
      "active",
      "closed",
      "finished",
    ]);
    for (const p of [nova.id, id]) {
      expectAnswer(IeoDetail, await t.get(`/api/project/detail?id=${p}`));
      expectAnswer(IeoAllocation, await t.get(`/api/ieo/${p}/allocation`));
    }
    // an allocated subscription and one frozen
    const bob = await t.get("/api/user/project/order", users.bob!.token);
    expectAnswer(IeoSubscriptionPage, bob);
    expect(bob.message.data.map((s: { status: string }) => s.status)).toEqual(["subscribed", "allocated"]);
    // a refunded one
    expectAnswer(IeoSubscriptionPage, await t.get("/api/user/project/order", users.cat!.token));
    expectAnswer(Type.Array(IeoProject), await t.get("/api/admin/ieo/projects", admin));
    expectAnswer(Type.Array(IeoAdminSubscription), await t.get("/api/admin/ieo/subscriptions", admin));
    expectAnswer(IeoProjectClosed, await t.form(`/api/admin/ieo/projects/${id}/close`, {}, admin));
  });
});
