import { fromUnits, toPlainString } from "@bourse/money";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { closeSettlement, type LeverTerms } from "../lever/math.ts";
import { refDealingPrice, refPnl } from "../lever/reference.ts";
import { arbDirection, arbIndex, arbLots, arbTerms, BTC_USDT } from "../lever/test-terms.ts";
import { type OutcomeProof, verifyOutcome } from "./outcome.ts";
import type { VerifyStep } from "./steps.ts";

const failing = (steps: VerifyStep[]) => steps.filter((s) => !s.ok).map((s) => s.name);
const decimal = (units: bigint, scale: number) => toPlainString(fromUnits(units, scale));

/** A 30-second "up" order on BTC/USDT, 100 USDT at 20 %, opened at tick 1001, settled at tick 1031. */
const seconds = (endPrice: string, result: Record<string, string>): OutcomeProof => ({
  kind: "seconds.settle",
  rule: { name: "seconds-settlement", version: 1 },
  inputs: {
    direction: "up",
    stake: "100",
    scale: 6,
    profit_rate: "0.2",
    expires_at: 1_740_823_230_000,
    open_tick: 1001,
    end_tick: 1031,
    ticks: {
      1001: { price: "50000.00", time: 1_740_823_199_900 },
      1031: { price: endPrice, time: 1_740_823_230_100 },
    },
  },
  result,
  entry_id: 5123,
});

describe("verifyOutcome: seconds.settle", () => {
  it("recomputes a win, a loss and a tie", () => {
    const win = seconds("50000.01", { result: "win", payout: "120", profit: "20" });
    expect(verifyOutcome(win).map((s) => [s.name, s.ok])).toEqual([
      ["known rule", true],
      ["inputs", true],
      ["tick times", true],
      ["result", true],
    ]);
    expect(
      failing(verifyOutcome(seconds("49999.9", { result: "loss", payout: "0", profit: "-100" }))),
    ).toEqual([]);
    expect(
      failing(verifyOutcome(seconds("50000", { result: "tie", payout: "100.000000", profit: "0" }))),
    ).toEqual([]);
  });

  it("a changed tick price fails the result, naming the fields", () => {
    const p = seconds("50000.01", { result: "win", payout: "120", profit: "20" });
    (p.inputs.ticks as Record<string, { price: string }>)["1031"]!.price = "49999.99";
    const steps = verifyOutcome(p);
    expect(failing(steps)).toEqual(["result"]);
    expect(steps.at(-1)!.detail).toBe(
      'result: stated "win", recomputed loss; payout: stated "120", recomputed 0; profit: stated "20", recomputed -100',
    );
  });

  it("a changed result, stake or rate fails the result", () => {
    const win = () => seconds("50000.01", { result: "win", payout: "120", profit: "20" });
    expect(
      failing(verifyOutcome({ ...win(), result: { result: "win", payout: "121", profit: "20" } })),
    ).toEqual(["result"]);
    const stake = win();
    stake.inputs.stake = "101";
    expect(failing(verifyOutcome(stake))).toEqual(["result"]);
    const rate = win();
    rate.inputs.profit_rate = "0.21";
    expect(failing(verifyOutcome(rate))).toEqual(["result"]);
  });

  it("an end tick before expiry fails the tick times", () => {
    const p = seconds("50000.01", { result: "win", payout: "120", profit: "20" });
    (p.inputs.ticks as Record<string, { time: number }>)["1031"]!.time = 1_740_823_229_999;
    expect(failing(verifyOutcome(p))).toEqual(["tick times"]);
  });

  it("names the input that is wrong", () => {
    const p = seconds("50000.01", { result: "win", payout: "120", profit: "20" });
    p.inputs.end_tick = 1032;
    expect(verifyOutcome(p).slice(1)).toEqual([
      { name: "inputs", ok: false, detail: "tick 1032 (end_tick) is missing" },
      { name: "result", ok: false, detail: "not recomputed: the inputs are wrong" },
    ]);
    const stake = seconds("50000.01", {});
    stake.inputs.stake = "0.0000001";
    expect(verifyOutcome(stake)[1]!.detail).toBe(
      'stake "0.0000001" is not a decimal with at most 6 decimals',
    );
  });

  it("agrees with the rule on random orders", () => {
    const arbPrice = fc.bigInt({ min: 1n, max: 10n ** 10n });
    fc.assert(
      fc.property(
        fc.constantFrom("up", "down"),
        fc.bigInt({ min: 1n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 100 }),
        arbPrice,
        arbPrice,
        (direction, stakeUnits, percent, open, end) => {
          // the rule by hand: up wins on a rise, down on a fall; profit = stake × rate rounded down
          const move = end > open ? 1 : end < open ? -1 : 0;
          const won = move !== 0 && (direction === "up") === move > 0;
          const profit = won ? (stakeUnits * BigInt(percent)) / 100n : move === 0 ? 0n : -stakeUnits;
          const p = seconds(decimal(end, 2), {
            result: move === 0 ? "tie" : won ? "win" : "loss",
            payout: decimal(stakeUnits + profit, 6),
            profit: decimal(profit, 6),
          });
          Object.assign(p.inputs, {
            direction,
            stake: decimal(stakeUnits, 6),
            profit_rate: decimal(BigInt(percent), 2),
          });
          (p.inputs.ticks as Record<string, { price: string }>)["1001"]!.price = decimal(open, 2);
          expect(failing(verifyOutcome(p))).toEqual([]);
        },
      ),
    );
  });
});

/** The proof of a close of `lots` at `index` (price units), the result taken from the naive reference. */
function leverProof(
  terms: LeverTerms,
  position: { direction: "long" | "short"; lots: bigint; openPrice: bigint; margin: bigint },
  available: bigint,
  index: bigint,
): OutcomeProof {
  const closePrice = refDealingPrice(index, position.direction, "close", terms);
  const settled = closeSettlement({
    pnl: refPnl(position, closePrice, terms),
    margin: position.margin,
    available,
  });
  const spreadDecimals = terms.spread.den.toString().length - 1;
  return {
    kind: "lever.close",
    rule: { name: "lever-close", version: 1 },
    inputs: {
      terms: {
        price_decimals: terms.priceDecimals,
        base_scale: terms.baseScale,
        quote_scale: terms.quoteScale,
        lot_size: decimal(terms.lotSize, terms.baseScale),
        lot_decimals: terms.lotDecimals,
        spread_rate: decimal(terms.spread.num, spreadDecimals),
      },
      position: {
        direction: position.direction,
        lots: decimal(position.lots, terms.lotDecimals),
        open_price: decimal(position.openPrice, terms.priceDecimals),
        margin: decimal(position.margin, terms.quoteScale),
      },
      available: decimal(available, terms.quoteScale),
      close_tick: 77,
      ticks: { 77: { price: decimal(index, terms.priceDecimals), time: 1_740_823_230_000 } },
    },
    result: {
      close_price: decimal(closePrice, terms.priceDecimals),
      pnl: decimal(settled.profit - settled.fromMargin - settled.fromAvailable, terms.quoteScale),
      absorbed: decimal(settled.absorbed, terms.quoteScale),
    },
    entry_id: 9001,
  };
}

describe("verifyOutcome: lever.close", () => {
  it("by hand: a long of 1 lot (0.01 BTC) opened at 50,005 closes at index 51,000", () => {
    const p = leverProof(
      BTC_USDT,
      { direction: "long", lots: 100n, openPrice: 5_000_500n, margin: 50_005_000n },
      0n,
      5_100_000n,
    );
    // close dealing price = 51,000 × (1 − 0.0001) = 50,994.90; pnl = 989.90 × 0.01 = 9.899 USDT
    expect(p.result).toEqual({ close_price: "50994.9", pnl: "9.899", absorbed: "0" });
    expect(verifyOutcome(p).map((s) => [s.name, s.ok])).toEqual([
      ["known rule", true],
      ["inputs", true],
      ["result", true],
    ]);
  });

  it("by hand: a short's loss beyond margin and available balance is absorbed", () => {
    // short 1 lot at 50,000, index 54,000: close at 54,005.40, loss 40.054; margin 25, available 10
    const p = leverProof(
      BTC_USDT,
      { direction: "short", lots: 100n, openPrice: 5_000_000n, margin: 25_000_000n },
      10_000_000n,
      5_400_000n,
    );
    expect(p.result).toEqual({ close_price: "54005.4", pnl: "-35", absorbed: "5.054" });
    expect(failing(verifyOutcome(p))).toEqual([]);
  });

  it("a changed tick price, lot count or spread fails the result", () => {
    const make = () =>
      leverProof(
        BTC_USDT,
        { direction: "long", lots: 100n, openPrice: 5_000_500n, margin: 50_005_000n },
        0n,
        5_100_000n,
      );
    const tick = make();
    (tick.inputs.ticks as Record<string, { price: string }>)["77"]!.price = "51001";
    expect(failing(verifyOutcome(tick))).toEqual(["result"]);
    const lots = make();
    (lots.inputs.position as Record<string, string>).lots = "1.01";
    expect(failing(verifyOutcome(lots))).toEqual(["result"]);
    const spread = make();
    (spread.inputs.terms as Record<string, string>).spread_rate = "0";
    expect(failing(verifyOutcome(spread))).toEqual(["result"]);
    const precise = make();
    (precise.inputs.ticks as Record<string, { price: string }>)["77"]!.price = "51000.001";
    expect(failing(verifyOutcome(precise))).toEqual(["inputs", "result"]);
  });

  it("agrees with the naive reference on any terms", () => {
    fc.assert(
      fc.property(
        arbTerms,
        arbDirection,
        arbLots,
        arbIndex,
        arbIndex,
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (terms, direction, lots, open, index, margin, available) => {
          const p = leverProof(terms, { direction, lots, openPrice: open, margin }, available, index);
          expect(failing(verifyOutcome(p))).toEqual([]);
        },
      ),
    );
  });
});

describe("verifyOutcome: unknown rules", () => {
  it("fails one step, known rule", () => {
    const p = seconds("50000.01", { result: "win", payout: "120", profit: "20" });
    for (const unknown of [
      { ...p, kind: "copy.settle" },
      { ...p, rule: { name: "seconds-settlement", version: 2 } },
      { ...p, kind: "toString" },
      { ...p, kind: "lever.close" },
    ]) {
      const steps = verifyOutcome(unknown);
      expect(steps).toHaveLength(1);
      expect(steps[0]).toMatchObject({ name: "known rule", ok: false });
    }
  });
});
