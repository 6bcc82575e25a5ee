import { feeFor, userAccount } from "@bourse/engine";
import { fromUnits, money, toPlainString } from "@bourse/money";
import { Type } from "typebox";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkLedger } from "../../core/checker.ts";
import type { Command } from "../../core/command.ts";
import { type TestApp, testApp, testClock, testDb } from "../../testing/harness.ts";
import { BTC_TERMS, leverKit, USDT, usdt } from "../../testing/lever-kit.ts";
import { utcDay } from "./lever.risk.ts";

let t: TestApp;
beforeAll(async () => {
  // the database outlives the app: a test restarts the server on it
  t = await testApp({}, { db: await testDb(), clock: testClock() });
  await step();
});
afterAll(async () => {
  expect(await checkLedger(t.db)).toEqual([]);
  await t.close();
  await t.db.close();
});

const { step, trader, indexCents, available, frozen, submit } = leverKit(() => t);
const tickNow = () => {
  const last = t.app.feed.lastTick(1)!;
  return { seq: last.seq, ts: last.ts, index: String(money(last.price, 2).units) };
};
const price = (cents: bigint) => toPlainString(fromUnits(cents, 2));

/** What a refused command must leave as it was: the journal, the trades' rows, the book and the balances. */
async function snapshot(ids: number[]) {
  const [journal] = await t.db.query<{ n: number }>("SELECT count(*)::int AS n FROM journal_entries");
  const trades = await t.db.query(
    "SELECT id, status, take_profit::text, margin::text FROM lever_trades ORDER BY id",
  );
  const book = [...t.app.lever.book.live.values()].map((x) => [x.id, x.status, x.takeProfit, x.margin]);
  return { journal, trades, book, balances: ids.map((id) => [available(id), frozen(id)]) };
}

describe("lever commands as data", () => {
  it("refuses a command whose arguments are off its schema, of any lever kind, and changes nothing", async () => {
    const ann = await trader("cmd-ann@example.com");
    const opened = (await submit(ann.token, {})).message;
    const before = await snapshot([ann.id]);
    const caller = { user: ann.id };
    const open = {
      market: 1,
      direction: "long",
      orderType: "market",
      lots: "100",
      multiple: 5,
      target: null,
      takeProfit: null,
      stopLoss: null,
      tick: tickNow(),
    };
    const forged: Command[] = [
      { kind: "lever.open", args: { ...open, lots: 100 }, caller },
      { kind: "lever.open", args: { ...open, lots: "-100" }, caller },
      { kind: "lever.open", args: { ...open, direction: "up" }, caller },
      { kind: "lever.open", args: { ...open, tick: { ...open.tick, index: "6e6" } }, caller },
      { kind: "lever.open", args: { ...open, tick: undefined }, caller },
      { kind: "lever.open", args: { ...open, multiple: 0 }, caller },
      { kind: "lever.open", args: { ...open, takeProfit: "1".repeat(41) }, caller },
      { kind: "lever.close", args: { trade: String(opened.id), tick: tickNow() }, caller },
      { kind: "lever.close", args: { trade: opened.id, tick: { ...tickNow(), seq: -1 } }, caller },
      { kind: "lever.stops", args: { trade: opened.id, takeProfit: "1", stopLoss: null }, caller },
      { kind: "lever.cancel", args: { trade: 0 }, caller },
      { kind: "lever.overnight", args: { trade: opened.id, day: "tomorrow" }, caller: { system: "x" } },
      { kind: "lever.overnight", args: { trade: opened.id, day: "2026-13-45" }, caller: { system: "x" } },
      {
        kind: "lever.liquidate",
        args: { owner: ann.id, currency: USDT, market: 1, tick: tickNow(), others: {} },
        caller: { system: "x" },
      },
      { kind: "lever.close.all", args: { owner: ann.id }, caller },
    ];
    for (const command of forged)
      expect(await t.app.core.send(command), JSON.stringify(command)).toEqual({
        ok: false,
        code: "COMMAND_INVALID",
      });
    // the venue opens nothing on its own behalf
    expect(await t.app.core.send({ kind: "lever.open", args: open, caller: { system: "x" } })).toEqual({
      ok: false,
      code: "COMMAND_INVALID",
    });
    expect(await snapshot([ann.id])).toEqual(before);
  });

  it("refuses with the product's code when a trade or account is not as the command needs, and changes nothing", async () => {
    const bea = await trader("cmd-bea@example.com");
    const cy = await trader("cmd-cy@example.com");
    const position = (await submit(bea.token, {})).message;
    const target = price(indexCents() - 3000_00n);
    const order = (await submit(bea.token, { status: "limit", target_price: target })).message;
    const before = await snapshot([bea.id, cy.id]);
    const c = t.app.lever.commands;
    const core = t.app.core;
    const triggers = { system: "lever-triggers" };
    const tick = tickNow();
    const refusals: [Promise<unknown>, string][] = [
      // another user's position
      [core.submit(c.close, { trade: position.id, tick }, { user: cy.id }), "LEVER_NOT_FOUND"],
      [core.submit(c.cancel, { trade: order.id }, { user: cy.id }), "LEVER_NOT_FOUND"],
      // a position is not a pending order, nor the other way round
      [core.submit(c.cancel, { trade: position.id }, { user: bea.id }), "LEVER_NOT_PENDING"],
      [core.submit(c.close, { trade: order.id, tick }, { user: bea.id }), "LEVER_NOT_OPEN"],
      [core.submit(c.fill, { trade: position.id, tick }, triggers), "LEVER_NOT_PENDING"],
      // a trade that is not live any more (or never was)
      [core.submit(c.close, { trade: 999_999, tick }, { user: bea.id }), "LEVER_NOT_OPEN"],
      // triggers whose condition does not hold at their tick
      [core.submit(c.stop, { trade: position.id, tick }, triggers), "LEVER_TRIGGER_NOT_REACHED"],
      [core.submit(c.fill, { trade: order.id, tick }, triggers), "LEVER_TRIGGER_NOT_REACHED"],
      [
        core.submit(c.liquidate, { owner: bea.id, currency: USDT, market: 1, tick, others: [] }, triggers),
        "LEVER_NOT_AT_LIQUIDATION",
      ],
      [
        core.submit(c.overnight, { trade: position.id, day: utcDay(t.clock().getTime()) }, triggers),
        "LEVER_OVERNIGHT_NOT_DUE",
      ],
      // an open position's stops need the index they are checked against
      [
        core.submit(
          c.setStops,
          { trade: position.id, takeProfit: null, stopLoss: null, tick: null },
          {
            user: bea.id,
          },
        ),
        "LEVER_PRICE_STALE",
      ],
      [
        core.submit(
          c.setStops,
          { trade: position.id, takeProfit: String(BigInt(tick.index) - 100n), stopLoss: null, tick },
          { user: bea.id },
        ),
        "LEVER_TP_SL_WRONG_SIDE",
      ],
      [
        core.submit(
          c.open,
          {
            market: 1,
            direction: "long",
            orderType: "market",
            lots: "20000",
            multiple: 1,
            target: null,
            takeProfit: null,
            stopLoss: null,
            tick,
          },
          { user: cy.id },
        ),
        "LEVER_INSUFFICIENT_MARGIN",
      ],
    ];
    for (const [answer, code] of refusals) expect(await answer).toMatchObject({ ok: false, code });
    expect(await snapshot([bea.id, cy.id])).toEqual(before);

    // the same stop, once the index reaches it at the tick the command carries, closes the position
    const stopLoss = BigInt(tick.index) - 1n;
    expect(
      (
        await t.form(
          "/api/lever/setstop",
          { id: String(position.id), stop_loss_price: price(stopLoss) },
          bea.token,
        )
      ).type,
    ).toBe("ok");
    const reached = { ...tick, index: String(stopLoss) };
    const closed = await core.submit(c.stop, { trade: position.id, tick: reached }, triggers);
    expect(closed).toMatchObject({ ok: true, reply: { id: position.id, close_reason: "stop_loss" } });
    expect(t.app.lever.book.live.has(position.id)).toBe(false);
  });

  it("keeps each trigger's command, with the tick it used, in the journal", async () => {
    const dee = await trader("cmd-dee@example.com");
    // a short limit under the market deals on the next tick
    const target = price(indexCents() - 200_00n);
    const placed = (await submit(dee.token, { type: "2", status: "limit", target_price: target })).message;
    await step();
    const [row] = await t.db.query<{ command: unknown; reply: unknown; seq: string; index: string }>(
      `SELECT e.command, e.reply, l.open_seq::text AS seq, (l.open_index * 100)::bigint::text AS index
       FROM lever_trades l JOIN journal_entries e ON e.kind = 'lever_fill' AND e.user_id = l.user_id
       WHERE l.id = $1`,
      [placed.id],
    );
    const tick = t.app.feed.lastTick(1)!;
    expect(row).toMatchObject({ seq: String(tick.seq), index: String(money(tick.price, 2).units) });
    expect(row!.command).toEqual({
      kind: "lever.fill",
      args: {
        trade: placed.id,
        tick: { seq: tick.seq, ts: tick.ts, index: String(money(tick.price, 2).units) },
      },
      caller: { system: "lever-triggers" },
    });
    expect(row!.reply).toMatchObject({ id: placed.id });
  });
});

describe("margin accounts", () => {
  it("keeps a copied position in the copy account: its margin, fee and result, apart from the user's own", async () => {
    const fay = await trader("cmd-fay@example.com", "1000");
    const core = t.app.core;
    const toCopy = core.register({
      kind: "test.lever-to-copy",
      args: Type.Object({ user: Type.Integer(), amount: Type.String() }),
      run: (a, { ledger }) => {
        const r = ledger.transfer({
          user: a.user,
          from: "lever",
          to: "copy",
          currency: USDT,
          amount: BigInt(a.amount),
          fee: 0n,
        });
        return r.ok ? { ...r, reply: {} } : r;
      },
    });
    expect((await core.submit(toCopy, { user: fay.id, amount: "400000000" }, { system: "test" })).ok).toBe(
      true,
    );
    const copy = (bucket: "available" | "frozen") => core.balance(userAccount(fay.id, "copy", bucket), USDT);
    const own = (await submit(fay.token, {})).message;
    const lever = available(fay.id);
    const args = {
      market: 1,
      direction: "long",
      orderType: "market",
      lots: "200",
      multiple: 5,
      target: null,
      takeProfit: null,
      stopLoss: null,
      tick: tickNow(),
      copyOf: own.id,
    };
    const opened = await core.send({ kind: "lever.open", args, caller: { user: fay.id } });
    expect(opened.ok).toBe(true);
    const id = opened.ok ? (opened.reply as { id: number }).id : 0;
    const trade = t.app.lever.book.live.get(id)!;
    expect(trade).toMatchObject({ account: "copy", copyOf: own.id, owner: fay.id });
    expect(copy("frozen")).toBe(trade.margin);
    expect(copy("available")).toBe(400_000_000n - trade.margin - trade.fee);
    expect(available(fay.id)).toBe(lever);
    // the user's lever calls see its own position only, and cannot close the copy
    const mine = (await t.form("/api/lever/my_trade", { status: "1" }, fay.token)).message.data as {
      id: number;
    }[];
    expect(mine.map((x) => x.id)).toEqual([own.id]);
    expect(await t.form("/api/lever/close", { id: String(id) }, fay.token)).toMatchObject({
      code: "LEVER_NOT_FOUND",
    });
    // more than the copy account holds is refused there, whatever the lever account holds
    expect(
      await core.send({ kind: "lever.open", args: { ...args, lots: "300" }, caller: { user: fay.id } }),
    ).toMatchObject({ ok: false, code: "LEVER_INSUFFICIENT_MARGIN" });
    const closed = await core.send({
      kind: "lever.close",
      args: { trade: id, tick: tickNow() },
      caller: { user: fay.id },
    });
    expect(closed.ok).toBe(true);
    const [row] = await t.db.query<{ account: string; copy_of: string; pnl: string }>(
      "SELECT account, copy_of::text, pnl::text FROM lever_trades WHERE id = $1",
      [id],
    );
    expect(row).toMatchObject({ account: "copy", copy_of: String(own.id) });
    expect(copy("frozen")).toBe(0n);
    expect(copy("available")).toBe(400_000_000n - trade.fee + money(row!.pnl, 6).units);
    expect(available(fay.id)).toBe(lever);
  });
});

describe("overnight fees by idempotency key", () => {
  it("answers a repeated position and day with the first charge, after a restart too", async () => {
    const eli = await trader("cmd-eli@example.com", "1000");
    const opened = (await submit(eli.token, { share: "2" })).message;
    const daily = feeFor(money(opened.price, 2).units, 200n, BTC_TERMS.overnight, BTC_TERMS);
    // past the next midnight (the test clock starts at 08:00 UTC and earlier tests moved it little)
    t.clock.advance(24 * 3_600_000);
    await step();
    const day = utcDay(t.clock().getTime());
    const before = available(eli.id);
    const first = await t.app.lever.chargeOvernight(opened.id, day);
    expect(first).toMatchObject({
      ok: true,
      duplicate: false,
      reply: { id: opened.id, through: day, days: 1, charged: usdt(daily), waived: "0" },
    });
    const again = await Promise.all([
      t.app.lever.chargeOvernight(opened.id, day),
      t.app.lever.chargeOvernight(opened.id, day),
    ]);
    for (const a of again) expect(a).toEqual({ ...first, duplicate: true });
    await t.app.leverWatch.runOvernight();
    expect(available(eli.id)).toBe(before - daily);

    await t.close();
    t = await testApp({}, { db: t.db, clock: t.clock });
    expect(await t.app.lever.chargeOvernight(opened.id, day)).toEqual({ ...first, duplicate: true });
    await t.app.leverWatch.runOvernight();
    expect(available(eli.id)).toBe(before - daily);
    const [charges] = await t.db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'lever_overnight' AND user_id = $1",
      [eli.id],
    );
    expect(charges).toEqual({ n: 1 });
    const [position] = (await t.form("/api/lever/my_trade", { status: "1" }, eli.token)).message.data;
    expect(position).toMatchObject({ id: opened.id, overnight_money: usdt(daily) });
  });
});
