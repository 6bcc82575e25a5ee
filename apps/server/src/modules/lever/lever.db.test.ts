import { LeverBatchClosed, LeverPositions } from "@bourse/contract";
import { dealingPrice, feeFor, marginFor, pnlAt, systemAccount } from "@bourse/engine";
import { fromUnits, money, toPlainString } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { expectAnswer } from "../../testing/answers.ts";
import { type TestApp, testApp } from "../../testing/harness.ts";
import { BTC_TERMS, cents, leverKit, USDT, usdt } from "../../testing/lever-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
  await step();
});
afterAll(() => t.close());

const { step, trader, indexCents, available, frozen, submit } = leverKit(() => t);

describe("opening and closing at the index price", () => {
  it("answers the market's terms and dealing prices, each a spread away from the index", async () => {
    const { token } = await trader("lever-terms@example.com");
    const deal = await t.form("/api/lever/deal", { currency_id: "1", legal_id: "3" }, token);
    expect(deal.type).toBe("ok");
    const index = indexCents();
    expect(deal.message).toMatchObject({
      lever_share_limit: { min: "0.1", max: "200" },
      multiple: [1, 2, 3, 5, 10, 20, 50, 100],
      last_price: t.app.feed.lastPrice(1),
      user_lever: "1000",
      all_levers: "1000",
      stale: false,
      terms: { lot_size: "0.01", fee_rate: "0.0005", spread_rate: "0.0001", overnight_rate: "0.0003" },
    });
    expect(cents(deal.message.lever_transaction.in[0].price)).toBe(
      dealingPrice(index, "long", "open", BTC_TERMS),
    );
    expect(cents(deal.message.lever_transaction.out[0].price)).toBe(
      dealingPrice(index, "short", "open", BTC_TERMS),
    );
    expect(cents(deal.message.lever_transaction.in[0].price)).toBeGreaterThan(index);
  });

  it("opens a 5× long: margin and fee out of the lever account, the tick it used recorded", async () => {
    const alice = await trader("lever-alice@example.com");
    const index = indexCents();
    const opened = await submit(alice.token, { share: "1.5", multiple: "5", status: "market" });
    expect(opened.type).toBe("ok");
    const open = dealingPrice(index, "long", "open", BTC_TERMS);
    const margin = marginFor(open, 150n, 5, BTC_TERMS);
    const fee = feeFor(open, 150n, BTC_TERMS.fee, BTC_TERMS);
    expect(opened.message).toMatchObject({
      status: 1,
      direction: "long",
      order_type: "market",
      share: "1.5",
      number: "0.015",
      multiple: 5,
      caution_money: usdt(margin),
      trade_fee: usdt(fee),
      fact_profits: null,
    });
    expect(cents(opened.message.price)).toBe(open);
    const ticks = (await t.get("/api/ticks?symbol=BTC/USDT&limit=1000")).message.data;
    const last = ticks.at(-1);
    expect(opened.message.open_tick).toEqual({
      seq: last.seq,
      time: Date.parse(last.time ?? last.ts),
      price: last.price,
    });
    expect(available(alice.id)).toBe(1_000_000_000n - margin - fee);
    expect(frozen(alice.id)).toBe(margin);
    expect(t.app.core.balance(systemAccount("fees"), USDT)).toBeGreaterThanOrEqual(fee);
  });
});

describe("live positions, stops and closes", () => {
  it("shows live PnL on each tick and closes at the index − spread with the exact profit or loss", async () => {
    const bob = await trader("lever-bob@example.com");
    const opened = (await submit(bob.token, { share: "2", multiple: "10" })).message;
    await step(3);
    const listed = await t.form("/api/lever/dealall", { currency_id: "1", legal_id: "3" }, bob.token);
    expectAnswer(LeverPositions, listed);
    const index = indexCents();
    const position = { direction: "long" as const, lots: 200n, openPrice: cents(opened.price) };
    const live = pnlAt(position, dealingPrice(index, "long", "close", BTC_TERMS), BTC_TERMS);
    expect(listed.message).toMatchObject({ total: 1, page: 1 });
    expect(listed.message.data[0]).toMatchObject({ id: opened.id, profits: usdt(live) });
    // ROE: the unrealized PnL over the margin posted at open, in percent, cut to 2 decimals toward zero
    const margin = money(opened.origin_caution_money, 6).units;
    expect(listed.message.data[0].roe).toBe(toPlainString(fromUnits((live * 10_000n) / margin, 2)));
    expect(listed.message.data[0]).toMatchObject({ gross_profits: null, net_profits: null });
    expect(listed.message.account).toMatchObject({
      used_margin: opened.caution_money,
      unrealized: usdt(live),
    });

    const before = available(bob.id);
    const closed = await t.form("/api/lever/close", { id: String(opened.id) }, bob.token);
    expect(closed.type).toBe("ok");
    const pnl = pnlAt(position, dealingPrice(index, "long", "close", BTC_TERMS), BTC_TERMS);
    expect(closed.message).toMatchObject({ status: 3, close_reason: "user", fact_profits: usdt(pnl) });
    expect(closed.message.close_tick.seq).toBe(t.app.feed.lastTick(1)!.seq);
    expect(available(bob.id)).toBe(before + money(opened.caution_money, 6).units + pnl);
    expect(frozen(bob.id)).toBe(0n);
    // closing twice, and another user's position, are refused
    expect((await t.form("/api/lever/close", { id: String(opened.id) }, bob.token)).message).toBe(
      "This position is not open",
    );
    const eve = await trader("lever-eve@example.com");
    const hers = (await submit(eve.token, {})).message;
    expect((await t.form("/api/lever/close", { id: String(hers.id) }, bob.token)).message).toBe(
      "Order not found",
    );
    expect(
      (await t.form("/api/lever/setstop", { id: String(hers.id), stop_loss_price: "1" }, bob.token)).message,
    ).toBe("Order not found");
  });

  it("closes by take profit or stop loss on the first tick that reaches it, at that tick", async () => {
    const carol = await trader("lever-carol@example.com");
    const index = indexCents();
    // a stop just under the index and a take profit just over: the first move triggers one of them
    const tp = toPlainString(fromUnits(index + 1n, 2));
    const sl = toPlainString(fromUnits(index - 1n, 2));
    const opened = await submit(carol.token, { target_profit_price: tp, stop_loss_price: sl });
    expect(opened.type).toBe("ok");
    let closed:
      | { status: number; close_reason: string; close_tick: { seq: number; price: string } }
      | undefined;
    for (let i = 0; i < 20 && !closed; i++) {
      await step();
      const page = await t.form("/api/lever/my_trade", { status: "3" }, carol.token);
      closed = page.message.data[0];
    }
    expect(closed).toBeDefined();
    const at = cents(closed!.close_tick.price);
    expect(closed!.close_reason).toBe(at >= index + 1n ? "take_profit" : "stop_loss");
    const ticks = (await t.get(`/api/ticks?symbol=BTC/USDT&after_seq=${closed!.close_tick.seq - 1}&limit=1`))
      .message.data;
    expect(ticks[0].price).toBe(closed!.close_tick.price);
  });

  it("refuses stops on the wrong side, and sets and clears them", async () => {
    const dan = await trader("lever-dan@example.com");
    const index = indexCents();
    const above = toPlainString(fromUnits(index + 500_00n, 2));
    const below = toPlainString(fromUnits(index - 500_00n, 2));
    const wrong = await submit(dan.token, { target_profit_price: below });
    expect(wrong.message).toMatch(/^The take-profit price must be above the current index price/);
    expect(available(dan.id)).toBe(1_000_000_000n);
    const short = await submit(dan.token, { type: "2", stop_loss_price: below });
    expect(short.message).toMatch(/^The stop-loss price must be above/);
    const opened = (await submit(dan.token, {})).message;
    const set = await t.form(
      "/api/lever/setstop",
      { id: String(opened.id), target_profit_price: above, stop_loss_price: below },
      dan.token,
    );
    expect(set.message).toMatchObject({ target_profit_price: above, stop_loss_price: below });
    const cleared = await t.form(
      "/api/lever/setstop",
      { id: String(opened.id), target_profit_price: "", stop_loss_price: "0" },
      dan.token,
    );
    expect(cleared.message).toMatchObject({ target_profit_price: null, stop_loss_price: null });
  });

  it("closes all, the longs only or the shorts only", async () => {
    const erin = await trader("lever-erin@example.com");
    for (const type of ["1", "1", "2"]) expect((await submit(erin.token, { type })).type).toBe("ok");
    const shorts = await t.form("/api/lever/batch_close", { type: "2" }, erin.token);
    expectAnswer(LeverBatchClosed, shorts);
    expect(shorts.message.count).toBe(1);
    expect(shorts.message.closed[0].direction).toBe("short");
    const all = await t.form("/api/lever/batch_close", { type: "0" }, erin.token);
    expect(all.message.count).toBe(2);
    expect((await t.form("/api/lever/batch_close", { type: "0" }, erin.token)).message).toBe(
      "There are no positions to close",
    );
    expect(frozen(erin.id)).toBe(0n);
  });
});

describe("limit orders", () => {
  it("holds margin and charges the fee at submit; a cancel returns the margin but not the fee", async () => {
    const fay = await trader("lever-fay@example.com");
    const target = toPlainString(fromUnits(indexCents() - 3000_00n, 2));
    const placed = await submit(fay.token, { status: "limit", target_price: target });
    expect(placed.message).toMatchObject({
      status: 0,
      order_type: "limit",
      target_price: target,
      price: null,
    });
    const margin = marginFor(cents(target), 100n, 5, BTC_TERMS);
    const fee = feeFor(cents(target), 100n, BTC_TERMS.fee, BTC_TERMS);
    expect(frozen(fay.id)).toBe(margin);
    expect((await t.form("/api/lever/my_trade", { status: "0" }, fay.token)).message.total).toBe(1);
    const cancelled = await t.form("/api/lever/cancel", { id: String(placed.message.id) }, fay.token);
    expect(cancelled.message).toMatchObject({ status: 4 });
    expect(frozen(fay.id)).toBe(0n);
    expect(available(fay.id)).toBe(1_000_000_000n - fee);
    expect((await t.form("/api/lever/cancel", { id: String(placed.message.id) }, fay.token)).message).toBe(
      "Only pending orders can be cancelled",
    );
  });

  it("deals a pending order on the first tick whose dealing price reaches its target, at that price", async () => {
    const gus = await trader("lever-gus@example.com");
    // a short limit under the market deals at once on the next tick (the dealing price is above it)
    const target = toPlainString(fromUnits(indexCents() - 200_00n, 2));
    const placed = (await submit(gus.token, { type: "2", status: "limit", target_price: target })).message;
    expect(placed.status).toBe(0);
    await step();
    const [position] = (await t.form("/api/lever/dealall", {}, gus.token)).message.data;
    expect(position).toMatchObject({ id: placed.id, status: 1 });
    const tick = t.app.feed.lastTick(1)!;
    expect(position.open_tick.seq).toBe(tick.seq);
    expect(cents(position.price)).toBe(dealingPrice(cents(tick.price), "short", "open", BTC_TERMS));
    expect(cents(position.price)).toBeGreaterThanOrEqual(cents(target));
  });
});
