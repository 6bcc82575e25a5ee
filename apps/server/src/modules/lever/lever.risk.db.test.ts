import { feeFor } from "@bourse/engine";
import { fromUnits, money, toPlainString } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorToken, type TestApp, testApp, testClock, testDb } from "../../testing/harness.ts";
import { BTC_TERMS, leverKit, usdt } from "../../testing/lever-kit.ts";

let t: TestApp;
beforeAll(async () => {
  // the database outlives the app: the last test restarts the server on it
  t = await testApp({}, { db: await testDb(), clock: testClock() });
  await step();
});
afterAll(async () => {
  await t.close();
  await t.db.close();
});

const { step, trader, indexCents, available, frozen, submit } = leverKit(() => t);

describe("refusals, each with nothing held", () => {
  it("answers 999 to guests and 998 before verification", async () => {
    expect((await submit("", {})).type).toBe(999);
    const nora = await trader("risk-nora@example.com", "100", false);
    expect((await submit(nora.token, {})).type).toBe(998);
    expect(frozen(nora.id)).toBe(0n);
  });

  it("names what is wrong with lots, multiple, direction, prices and the balance", async () => {
    const otto = await trader("risk-otto@example.com", "100");
    const cases: [Record<string, string>, RegExp | string][] = [
      [{ share: "0.05" }, "Lots must be between 0.1 and 200"],
      [{ share: "201" }, "Lots must be between 0.1 and 200"],
      [{ share: "1.001" }, "Please enter the correct number of lots (at most 2 decimal places)"],
      [{ share: "-1" }, "Invalid parameter: share"],
      [{ share: "abc" }, "Invalid parameter: share"],
      [{ multiple: "7" }, "Please choose one of the offered multiples: 1, 2, 3, 5, 10, 20, 50, 100"],
      [{ type: "3" }, "Invalid parameter: type"],
      [{ currency_id: "99" }, "This market does not exist"],
      [{ status: "limit" }, "Please enter a valid limit price"],
      [{ status: "limit", target_price: "60000.001" }, "Please enter a valid limit price"],
      [{ stop_loss_price: "x" }, "Invalid parameter: stop_loss_price"],
      [{ target_profit_price: "1000000000000000000000" }, "Invalid parameter: target_profit_price"],
      [{ share: "100", multiple: "1" }, /^Insufficient balance in the contract account: [\d.]+ USDT needed/],
    ];
    for (const [body, message] of cases) {
      const answer = await submit(otto.token, body);
      expect(answer.type, JSON.stringify(body)).toBe("error");
      expect(answer.message).toMatch(message);
    }
    expect(frozen(otto.id)).toBe(0n);
    expect(available(otto.id)).toBe(100_000_000n);
    expect((await t.form("/api/lever/my_trade", {}, otto.token)).message.total).toBe(0);
  });

  it("opens nothing on a stale index, and deals again once it ticks", async () => {
    const pia = await trader("risk-pia@example.com", "1000");
    t.clock.advance(11_000);
    const stale = await submit(pia.token, {});
    expect(stale.message).toBe(
      "The index price of this market is not updating right now, please try again shortly",
    );
    expect(
      (await t.form("/api/lever/deal", { currency_id: "1", legal_id: "3" }, pia.token)).message.stale,
    ).toBe(true);
    await step();
    expect((await submit(pia.token, {})).type).toBe("ok");
  });

  it("keeps funds in the lever account while a position or order is open", async () => {
    const quin = await trader("risk-quin@example.com", "1000");
    const opened = (await submit(quin.token, {})).message;
    const out = { currency_id: "3", number: "10", from_field: "lever", to_field: "change" };
    expect((await t.form("/api/wallet/change", out, quin.token)).message).toBe(
      "Funds cannot leave the contract account while positions or pending orders are open",
    );
    expect((await t.form("/api/lever/close", { id: String(opened.id) }, quin.token)).type).toBe("ok");
    expect((await t.form("/api/wallet/change", out, quin.token)).type).toBe("ok");
  });
});

describe("overnight fees at 00:00 UTC", () => {
  it("charges each midnight once, at the open price, from the available balance", async () => {
    const rex = await trader("risk-rex@example.com", "1000");
    const opened = (await submit(rex.token, { share: "2" })).message;
    const daily = feeFor(money(opened.price, 2).units, 200n, BTC_TERMS.overnight, BTC_TERMS);
    expect(opened.overnight_per_day).toBe(usdt(daily));
    const before = available(rex.id);
    // still the same day: nothing
    await t.app.leverWatch.runOvernight();
    expect(available(rex.id)).toBe(before);
    // past the next midnight (the test clock starts at 08:00 UTC)
    t.clock.advance(16 * 3_600_000 + 60_000);
    await step();
    await t.app.leverWatch.runOvernight();
    await t.app.leverWatch.runOvernight();
    expect(available(rex.id)).toBe(before - daily);
    // two more midnights pass before the next run: both are charged
    t.clock.advance(2 * 86_400_000);
    await step();
    const late = (await submit(rex.token, {})).message;
    await t.app.leverWatch.runOvernight();
    const [position] = (await t.form("/api/lever/my_trade", { status: "1" }, rex.token)).message.data.filter(
      (p: { id: number }) => p.id === opened.id,
    );
    expect(position.overnight_money).toBe(usdt(3n * daily));
    // a position opened after the last midnight pays nothing yet
    const fresh = (await t.form("/api/lever/my_trade", { status: "1" }, rex.token)).message.data.find(
      (p: { id: number }) => p.id === late.id,
    );
    expect(fresh.overnight_money).toBe("0");
    expect(available(rex.id)).toBe(
      before - 3n * daily - money(late.caution_money, 6).units - money(late.trade_fee, 6).units,
    );
  });
});

describe("what a closed position made", () => {
  it("reports the gross PnL, the handling and overnight fees, and the net of them, exactly", async () => {
    const ned = await trader("risk-ned@example.com", "1000");
    const opened = (await submit(ned.token, { share: "2", multiple: "10" })).message;
    const daily = feeFor(money(opened.price, 2).units, 200n, BTC_TERMS.overnight, BTC_TERMS);
    expect(opened).toMatchObject({ total_fees: opened.trade_fee, gross_profits: null, net_profits: null });
    // at least one midnight passes while it is open
    t.clock.advance(86_400_000 + 60_000);
    await step();
    await t.app.leverWatch.runOvernight();
    const closed = (await t.form("/api/lever/close", { id: String(opened.id) }, ned.token)).message;
    expect(closed.status).toBe(3);
    const units = (text: string) => money(text, 6).units;
    const overnight = units(closed.overnight_money);
    expect(overnight).toBeGreaterThan(0n);
    expect(overnight % daily).toBe(0n);
    const fees = units(opened.trade_fee) + overnight;
    expect(closed.gross_profits).toBe(closed.fact_profits);
    expect(closed.total_fees).toBe(usdt(fees));
    expect(closed.net_profits).toBe(usdt(units(closed.fact_profits) - fees));
    expect(units(closed.net_profits) + units(closed.total_fees)).toBe(units(closed.gross_profits));
    // the history answers the same figures
    const [listed] = (await t.form("/api/lever/my_trade", { status: "3" }, ned.token)).message.data;
    expect(listed).toMatchObject({
      id: opened.id,
      gross_profits: closed.gross_profits,
      total_fees: closed.total_fees,
      net_profits: closed.net_profits,
      roe: null,
    });
  });
});

describe("liquidation", () => {
  it("closes every position and cancels every order of the account at the threshold, on one tick", async () => {
    const sam = await trader("risk-sam@example.com", "30");
    const first = (await submit(sam.token, { share: "1", multiple: "100" })).message;
    const second = (await submit(sam.token, { share: "1", multiple: "100", type: "2" })).message;
    const target = toPlainString(fromUnits(indexCents() - 5000_00n, 2));
    const order = (
      await submit(sam.token, { share: "0.1", multiple: "100", status: "limit", target_price: target })
    ).message;
    const account = (await t.form("/api/lever/dealall", {}, sam.token)).message.account;
    // the operator raises the threshold above the account's risk rate: the next tick liquidates it
    const operator = await operatorToken(t);
    const setThreshold = (value: string) =>
      t.form("/api/admin/settings", { key: "lever_liquidation_risk_rate", value }, operator);
    expect((await setThreshold(String(Number(account.risk_rate) + 1))).type).toBe("ok");
    const balance = available(sam.id) + frozen(sam.id);
    await step();
    const tick = t.app.feed.lastTick(1)!;
    const closed = (await t.form("/api/lever/my_trade", { status: "3" }, sam.token)).message.data;
    expect(closed.map((p: { id: number }) => p.id).sort()).toEqual([first.id, second.id].sort());
    for (const p of closed)
      expect(p).toMatchObject({ close_reason: "liquidation", close_tick: { seq: tick.seq } });
    const cancelled = (await t.form("/api/lever/my_trade", { status: "4" }, sam.token)).message.data;
    expect(cancelled).toMatchObject([{ id: order.id, close_reason: "liquidation" }]);
    expect(frozen(sam.id)).toBe(0n);
    const pnl = closed.reduce(
      (sum: bigint, p: { fact_profits: string }) => sum + money(p.fact_profits, 6).units,
      0n,
    );
    expect(available(sam.id)).toBe(balance + pnl);
    const [record] = await t.db.query<{
      tick_seq: string;
      paid: string;
      absorbed: string;
      positions: number;
    }>(
      "SELECT tick_seq::text, paid::text, absorbed::text, positions FROM lever_liquidations WHERE user_id = $1",
      [sam.id],
    );
    expect(record).toMatchObject({ tick_seq: String(tick.seq), positions: 2 });
    expect(money(record!.absorbed, 6).units).toBe(0n);
    expect((await setThreshold("20")).type).toBe("ok");
  });
});

describe("a restart", () => {
  it("keeps positions and pending orders, which go on triggering", async () => {
    const tia = await trader("risk-tia@example.com", "1000");
    const opened = (await submit(tia.token, {})).message;
    const target = toPlainString(fromUnits(indexCents() - 100_00n, 2));
    const pending = (await submit(tia.token, { type: "2", status: "limit", target_price: target })).message;
    const held = frozen(tia.id);
    await t.close();
    t = await testApp({}, { db: t.db, clock: t.clock });
    expect(frozen(tia.id)).toBe(held);
    const open = (await t.form("/api/lever/dealall", {}, tia.token)).message.data;
    expect(open.map((p: { id: number }) => p.id)).toContain(opened.id);
    await step();
    const filled = (await t.form("/api/lever/dealall", {}, tia.token)).message.data;
    expect(filled.map((p: { id: number }) => p.id)).toContain(pending.id);
    expect((await t.form("/api/lever/batch_close", { type: "0" }, tia.token)).message.count).toBe(2);
    expect(frozen(tia.id)).toBe(0n);
  });
});
