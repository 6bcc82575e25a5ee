import {
  dealingPrice,
  feeFor,
  marginFor,
  type OutcomeProof,
  type VerifyStep,
  verified,
  verifyOutcome,
} from "@bourse/engine";
import { fromUnits, toPlainString } from "@bourse/money";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { operatorToken, type TestApp, testApp } from "../../testing/harness.ts";
import { BTC_TERMS, cents, leverKit, usdt } from "../../testing/lever-kit.ts";
import { secondsTester } from "../../testing/seconds-kit.ts";

let t: TestApp;
let s: ReturnType<typeof secondsTester>;
beforeAll(async () => {
  t = await testApp();
  s = secondsTester(t, await operatorToken(t));
  await s.step(500);
});
afterAll(() => t.close());

const kit = leverKit(() => t);
const failing = (steps: VerifyStep[]) => steps.filter((x) => !x.ok).map((x) => x.name);
type Ticks = Record<string, { price: string; time: number }>;
const ticksOf = (p: OutcomeProof) => p.inputs.ticks as Ticks;
/** A price `by` cents away, as a decimal of 2 places. */
const moved = (price: string, by: bigint) => toPlainString(fromUnits(cents(price) + by, 2));

/** The tick of BTC/USDT's public log with this id: its price and time (ms). */
async function logged(seq: number) {
  const [tick] = (await t.get(`/api/ticks?symbol=BTC/USDT&after_seq=${seq - 1}&limit=1`)).message.data;
  expect(tick.seq).toBe(seq);
  return { price: tick.price as string, time: Date.parse(tick.time) };
}

const entryKind = async (id: number) =>
  (await t.db.query<{ kind: string }>("SELECT kind FROM journal_entries WHERE id = $1", [id]))[0]?.kind;

const secondsProof = (publicId: string, token?: string) =>
  t.get(`/api/transparency/outcomes/seconds/${publicId}`, token);
const leverProof = (id: number, token?: string) => t.get(`/api/transparency/outcomes/lever/${id}`, token);

describe("seconds outcomes", () => {
  it("proves a settled order to its owner by its public id; a changed tick price fails the result", async () => {
    const alice = await s.user("outcome-alice@example.com");
    const placed = (await s.submit(alice.token, { number: "33.333333" })).message;
    expect(await secondsProof(placed.public_id, alice.token)).toMatchObject({
      type: "error",
      code: "TRANSPARENCY_OUTCOME_OPEN",
    });
    await s.step(30_000);
    const order = await s.result(alice.token, placed.id);
    expect(order.status).toBe(3);

    // it shows the stake: not to a guest, nor to anyone else
    expect((await secondsProof(placed.public_id)).type).toBe(999);
    const bob = await s.user("outcome-seconds-bob@example.com");
    expect(await secondsProof(placed.public_id, bob.token)).toMatchObject({
      code: "TRANSPARENCY_OUTCOME_NOT_FOUND",
    });
    const answer = await secondsProof(placed.public_id, alice.token);
    expect(answer.type).toBe("ok");
    const proof = answer.message as OutcomeProof;
    const [row] = await t.db.query<{ entry: number }>(
      "SELECT settle_entry_id::int AS entry FROM seconds_orders WHERE id = $1",
      [placed.id],
    );
    expect(proof).toEqual({
      kind: "seconds.settle",
      rule: { name: "seconds-settlement", version: 1 },
      inputs: {
        symbol: "BTC/USDT",
        direction: "up",
        stake: "33.333333",
        scale: 6,
        profit_rate: "0.2",
        expires_at: Date.parse(order.expires_at),
        open_tick: order.open_tick.seq,
        end_tick: order.end_tick.seq,
        ticks: {
          [order.open_tick.seq]: await logged(order.open_tick.seq),
          [order.end_tick.seq]: await logged(order.end_tick.seq),
        },
      },
      result: { result: order.result, payout: order.payout, profit: order.fact_profits },
      entry_id: row!.entry,
    });
    expect(await entryKind(proof.entry_id!)).toBe("seconds_settle");
    const steps = verifyOutcome(proof);
    expect(steps.map((x) => [x.name, x.ok])).toEqual([
      ["known rule", true],
      ["inputs", true],
      ["tick times", true],
      ["result", true],
    ]);
    expect(verified(steps)).toBe(true);

    // the end tick a cent the other way round: an up order's win becomes a loss, a loss or tie a win
    const tampered = structuredClone(proof);
    const end = ticksOf(tampered)[String(order.end_tick.seq)]!;
    const open = ticksOf(tampered)[String(order.open_tick.seq)]!;
    end.price = moved(open.price, order.result === "win" ? -1n : 1n);
    expect(failing(verifyOutcome(tampered))).toEqual(["result"]);
  });

  it("answers not found for an unknown or numeric id", async () => {
    const carol = await s.user("outcome-seconds-carol@example.com");
    for (const id of ["AAAAAAAAAAAAAAAAAAAAAA", "1", "not-a-public-id"])
      expect(await secondsProof(id, carol.token), id).toMatchObject({
        type: "error",
        code: "TRANSPARENCY_OUTCOME_NOT_FOUND",
      });
  });
});

describe("lever outcomes", () => {
  it("proves the owner's close; someone else's id or an unknown id is not found", async () => {
    const bob = await kit.trader("outcome-bob@example.com");
    const opened = (await kit.submit(bob.token, { share: "2", multiple: "10" })).message;
    expect(await leverProof(opened.id, bob.token)).toMatchObject({ code: "TRANSPARENCY_OUTCOME_OPEN" });
    // its open: the dealing price, margin and fee recomputed from the tick it dealt at
    const openProof = (await t.get(`/api/transparency/outcomes/lever-open/${opened.id}`, bob.token))
      .message as OutcomeProof;
    expect(openProof).toMatchObject({
      kind: "lever.open",
      inputs: { direction: "long", order_type: "market", lots: "2", multiple: 10, fee_discount: "0" },
      result: { open_price: opened.price, margin: opened.caution_money },
    });
    expect(failing(verifyOutcome(openProof))).toEqual([]);
    const dearer = structuredClone(openProof);
    dearer.result.fee = "0.000001";
    expect(failing(verifyOutcome(dearer))).toEqual(["result"]);
    expect(await t.get(`/api/transparency/outcomes/lever-open/${opened.id}`)).toMatchObject({ type: 999 });
    await kit.step(3);
    const before = kit.available(bob.id);
    const closed = (await t.form("/api/lever/close", { id: String(opened.id) }, bob.token)).message;
    expect(closed).toMatchObject({ status: 3, close_reason: "user" });

    const answer = await leverProof(opened.id, bob.token);
    expect(answer.type).toBe("ok");
    const proof = answer.message as OutcomeProof;
    const [row] = await t.db.query<{ entry: number }>(
      "SELECT close_entry_id::int AS entry FROM lever_trades WHERE id = $1",
      [opened.id],
    );
    expect(proof).toEqual({
      kind: "lever.close",
      rule: { name: "lever-close", version: 1 },
      inputs: {
        symbol: "BTC/USDT",
        terms: {
          price_decimals: 2,
          base_scale: 8,
          quote_scale: 6,
          lot_size: "0.01",
          lot_decimals: 2,
          spread_rate: "0.0001",
        },
        position: { direction: "long", lots: "2", open_price: opened.price, margin: opened.caution_money },
        // the lever account's available balance when it closed
        available: usdt(before),
        close_tick: closed.close_tick.seq,
        ticks: { [closed.close_tick.seq]: await logged(closed.close_tick.seq) },
      },
      result: { close_price: closed.update_price, pnl: closed.fact_profits, absorbed: "0" },
      entry_id: row!.entry,
    });
    expect(ticksOf(proof)[String(closed.close_tick.seq)]!.price).toBe(closed.close_tick.price);
    expect(await entryKind(proof.entry_id!)).toBe("lever_close");
    const steps = verifyOutcome(proof);
    expect(steps.map((x) => [x.name, x.ok])).toEqual([
      ["known rule", true],
      ["inputs", true],
      ["result", true],
    ]);
    expect(verified(steps)).toBe(true);

    const tampered = structuredClone(proof);
    const tick = ticksOf(tampered)[String(closed.close_tick.seq)]!;
    tick.price = moved(tick.price, 100n);
    expect(failing(verifyOutcome(tampered))).toEqual(["result"]);

    // another user, a guest, an unknown id
    const eve = await kit.trader("outcome-eve@example.com");
    expect(await leverProof(opened.id, eve.token)).toMatchObject({
      type: "error",
      code: "TRANSPARENCY_OUTCOME_NOT_FOUND",
    });
    expect((await leverProof(opened.id)).type).toBe(999);
    expect(await leverProof(987_654_321, bob.token)).toMatchObject({
      code: "TRANSPARENCY_OUTCOME_NOT_FOUND",
    });
  });

  it("proves a close by take profit or stop loss at the tick that reached it", async () => {
    const carol = await kit.trader("outcome-carol@example.com");
    const index = kit.indexCents();
    // a stop just under the index and a take profit just over: the first move triggers one of them
    const opened = (
      await kit.submit(carol.token, {
        target_profit_price: toPlainString(fromUnits(index + 1n, 2)),
        stop_loss_price: toPlainString(fromUnits(index - 1n, 2)),
      })
    ).message;
    const after = kit.available(carol.id);
    let closed: { close_reason: string; close_tick: { seq: number }; fact_profits: string } | undefined;
    for (let i = 0; i < 20 && !closed; i++) {
      await kit.step();
      closed = (await t.form("/api/lever/my_trade", { status: "3" }, carol.token)).message.data[0];
    }
    expect(closed).toBeDefined();
    expect(["take_profit", "stop_loss"]).toContain(closed!.close_reason);
    const proof = (await leverProof(opened.id, carol.token)).message as OutcomeProof;
    expect(proof).toMatchObject({
      inputs: { available: usdt(after), close_tick: closed!.close_tick.seq },
      result: { pnl: closed!.fact_profits },
    });
    expect(verified(verifyOutcome(proof))).toBe(true);
  });

  it("proves a close with the margin left after an overnight fee taken from it", async () => {
    // exactly the margin and fee of 1 lot at 10× in the lever account: the overnight fee comes out of the margin
    const index = kit.indexCents();
    const open = dealingPrice(index, "long", "open", BTC_TERMS);
    const margin = marginFor(open, 100n, 10, BTC_TERMS);
    const fee = feeFor(open, 100n, BTC_TERMS.fee, BTC_TERMS);
    const dan = await kit.trader("outcome-dan@example.com", usdt(margin + fee));
    const opened = (await kit.submit(dan.token, { multiple: "10" })).message;
    expect(opened.caution_money).toBe(usdt(margin));
    expect(kit.available(dan.id)).toBe(0n);
    // past the next midnight (the test clock starts at 08:00 UTC)
    t.clock.advance(16 * 3_600_000 + 60_000);
    await kit.step();
    await t.app.leverWatch.runOvernight();
    const daily = feeFor(open, 100n, BTC_TERMS.overnight, BTC_TERMS);
    expect(kit.frozen(dan.id)).toBe(margin - daily);
    await kit.step();
    const closed = (await t.form("/api/lever/close", { id: String(opened.id) }, dan.token)).message;
    expect(closed).toMatchObject({ status: 3, caution_money: usdt(margin - daily) });

    const proof = (await leverProof(opened.id, dan.token)).message as OutcomeProof;
    expect(proof.inputs).toMatchObject({
      position: { margin: usdt(margin - daily) },
      available: "0",
    });
    expect(proof.result).toMatchObject({ pnl: closed.fact_profits });
    expect(verified(verifyOutcome(proof))).toBe(true);
  });

  it("proves a liquidation: every position of the account closed and the net paid against its balance", async () => {
    const sam = await kit.trader("outcome-sam@example.com", "30");
    // a long and a short: the account's risk rate hardly moves with the index
    const opened = (await kit.submit(sam.token, { share: "1", multiple: "100" })).message;
    const short = (await kit.submit(sam.token, { share: "1", multiple: "100", type: "2" })).message;
    expect(short.id).toBeGreaterThan(opened.id);
    const account = (await t.form("/api/lever/dealall", {}, sam.token)).message.account;
    const operator = await operatorToken(t);
    const threshold = (value: string) =>
      t.form("/api/admin/settings", { key: "lever_liquidation_risk_rate", value }, operator);
    const raised = String(Number(account.risk_rate) + 1);
    expect((await threshold(raised)).type).toBe("ok");
    await kit.step();
    const closed = (await t.form("/api/lever/my_trade", { status: "3" }, sam.token)).message.data as {
      id: number;
      close_reason: string;
      update_price: string;
      fact_profits: string;
    }[];
    const [long, shorted] = [opened.id, short.id].map((id) => closed.find((p) => p.id === id));
    expect(long).toMatchObject({ close_reason: "liquidation" });
    expect(shorted).toMatchObject({ close_reason: "liquidation" });

    const answer = await leverProof(opened.id, sam.token);
    expect(answer.type).toBe("ok");
    const proof = answer.message as OutcomeProof;
    const [liquidation] = await t.db.query<{
      entry: number;
      balance: string;
      paid: string;
      absorbed: string;
    }>(
      `SELECT entry_id::int AS entry, balance::text AS balance, paid::text AS paid, absorbed::text AS absorbed
       FROM lever_liquidations WHERE user_id = $1`,
      [sam.id],
    );
    expect(proof).toMatchObject({
      kind: "lever.liquidate",
      rule: { name: "lever-liquidation", version: 1 },
      inputs: {
        scale: 6,
        positions: [
          { id: opened.id, symbol: "BTC/USDT", direction: "long", lots: "1", open_price: opened.price },
          { id: short.id, symbol: "BTC/USDT", direction: "short", lots: "1", open_price: short.price },
        ],
      },
      result: {
        [`close_price.${opened.id}`]: long!.update_price,
        [`pnl.${opened.id}`]: long!.fact_profits,
        [`close_price.${short.id}`]: shorted!.update_price,
        [`pnl.${short.id}`]: shorted!.fact_profits,
      },
      entry_id: liquidation!.entry,
    });
    // everything the account held (available + frozen) when it was liquidated, and the raised threshold
    expect(Number(proof.inputs.balance)).toBe(Number(liquidation!.balance));
    expect(Number(proof.inputs.threshold) * 100).toBeCloseTo(Number(raised), 6);
    expect(Number(proof.result.paid)).toBe(Number(liquidation!.paid));
    expect(Number(proof.result.absorbed)).toBe(Number(liquidation!.absorbed));
    expect(await entryKind(proof.entry_id!)).toBe("lever_liquidation");
    // the tick the liquidation used is the public log's
    const seq = (proof.inputs.positions as { tick: number }[])[0]!.tick;
    const btc = (proof.inputs.ticks as Record<string, Ticks>)["BTC/USDT"]!;
    expect(btc[String(seq)]).toEqual(await logged(seq));
    const steps = verifyOutcome(proof);
    expect(steps.map((x) => [x.name, x.ok])).toEqual([
      ["known rule", true],
      ["inputs", true],
      ["at liquidation", true],
      ["result", true],
    ]);
    expect(verified(steps)).toBe(true);
    // the short answers the same proof: the liquidation settled both together
    expect((await leverProof(short.id, sam.token)).message).toEqual(proof);

    // a tick price changed: the close prices and PnL no longer match
    const tampered = structuredClone(proof);
    const tick = (tampered.inputs.ticks as Record<string, Ticks>)["BTC/USDT"]![String(seq)]!;
    tick.price = moved(tick.price, 100n);
    expect(failing(verifyOutcome(tampered))).toContain("result");
    // a larger balance: the account was not at liquidation
    const richer = structuredClone(proof);
    richer.inputs.balance = "1000000";
    expect(failing(verifyOutcome(richer))).toContain("at liquidation");

    // the threshold is the one it was decided at: lowered back since, the proof still holds
    expect((await threshold("20")).type).toBe("ok");
    const later = (await leverProof(opened.id, sam.token)).message as OutcomeProof;
    expect(later.inputs.threshold).toBe(proof.inputs.threshold);
    expect(failing(verifyOutcome(later))).toEqual([]);

    // not to anyone else, nor to a guest
    const eve = await kit.trader("outcome-liquidation-eve@example.com");
    expect(await leverProof(opened.id, eve.token)).toMatchObject({ code: "TRANSPARENCY_OUTCOME_NOT_FOUND" });
    expect((await leverProof(opened.id)).type).toBe(999);
  });
});
