import { fromUnits, toPlainString } from "@bourse/money";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { referenceLiquidate, referenceLtv, referenceLtvStep } from "../earn/reference.ts";
import { parseRate } from "../lever/math.ts";
import { type OutcomeProof, verifyOutcome } from "./outcome.ts";
import type { VerifyStep } from "./steps.ts";

const failing = (steps: VerifyStep[]) => steps.filter((s) => !s.ok).map((s) => s.name);
const decimal = (units: bigint, scale: number) => toPlainString(fromUnits(units, scale));

/**
 * 1,500 USDT (6 decimals) with 4.65 interest owed against 0.05 BTC (8 decimals), steps 80/85/92 %,
 * liquidated at tick 900002 = 31,677.89 (LTV ≈ 94.997 %): sold = ceil(1504.65 × 10^8 ÷ 31677.89) =
 * 0.04749843 BTC, raising floor(0.04749843 × 31677.89) = 1504.65004 USDT; 0.00000004 surplus.
 */
const liquidation = (price = "31677.89"): OutcomeProof => ({
  kind: "loan.liquidate",
  rule: { name: "loan-liquidation", version: 1 },
  inputs: {
    symbol: "BTC/USDT",
    loan_scale: 6,
    collateral_scale: 8,
    principal: "1500",
    interest: "4.65",
    collateral: "0.05",
    steps: { margin_call: "0.8", top_up: "0.85", liquidate: "0.92" },
    liquidation_tick: 900002,
    ticks: { 900002: { price, time: 1_772_359_200_000 } },
  },
  result: {
    step: "liquidate",
    sold: "0.04749843",
    returned: "0.00250157",
    proceeds: "1504.65004",
    shortfall: "0",
    surplus: "0.00004",
  },
  entry_id: 77,
});

describe("verifyOutcome: loan.liquidate", () => {
  it("recomputes a liquidation: the step at the tick's price and what the sale sold and returned", () => {
    expect(verifyOutcome(liquidation()).map((s) => [s.name, s.ok])).toEqual([
      ["known rule", true],
      ["inputs", true],
      ["result", true],
    ]);
    // amounts compare by their canonical decimals
    const padded = liquidation();
    padded.result = { ...padded.result, shortfall: "0.000000", sold: "0.047498430" };
    expect(failing(verifyOutcome(padded))).toEqual([]);
    // digits of the tick's price past the loan coin's decimals are cut, as the loan watch does
    expect(failing(verifyOutcome(liquidation("31677.8900009")))).toEqual([]);
  });

  it("a changed tick price fails the result, naming the fields", () => {
    const p = liquidation();
    (p.inputs.ticks as Record<string, { price: string }>)["900002"]!.price = "31677.9";
    const steps = verifyOutcome(p);
    expect(failing(steps)).toEqual(["result"]);
    expect(steps.at(-1)!.detail).toMatch(/^sold: stated "0.04749843", recomputed 0.04749842; /);
  });

  it("a price where the LTV is below the liquidation step fails the result's step", () => {
    const p = liquidation("35000"); // LTV 1504.65 ÷ 1750 ≈ 86 %
    const steps = verifyOutcome(p);
    expect(failing(steps)).toEqual(["result"]);
    expect(steps.at(-1)!.detail).toMatch(/^step: stated "liquidate", recomputed top_up; /);
  });

  it("a changed principal, interest, collateral or result fails the result", () => {
    for (const [name, value] of [
      ["principal", "1501"],
      ["interest", "4.66"],
      ["collateral", "0.051"],
    ] as const) {
      const p = liquidation();
      p.inputs[name] = value;
      expect(failing(verifyOutcome(p)), name).toEqual(["result"]);
    }
    const p = liquidation();
    p.result = { ...p.result, returned: "0.0025" };
    expect(failing(verifyOutcome(p))).toEqual(["result"]);
    const steps = liquidation();
    steps.inputs.steps = { margin_call: "0.9", top_up: "0.95", liquidate: "0.96" };
    expect(failing(verifyOutcome(steps))).toEqual(["result"]);
  });

  it("names the input that is wrong", () => {
    const tick = liquidation();
    tick.inputs.liquidation_tick = 900003;
    expect(verifyOutcome(tick).slice(1)).toEqual([
      { name: "inputs", ok: false, detail: "tick 900003 (liquidation_tick) is missing" },
      { name: "result", ok: false, detail: "not recomputed: the inputs are wrong" },
    ]);
    const order = liquidation();
    order.inputs.steps = { margin_call: "0.85", top_up: "0.8", liquidate: "0.92" };
    expect(verifyOutcome(order)[1]!.detail).toBe(
      "steps must be increasing: margin_call < top_up < liquidate",
    );
    const over = liquidation();
    over.inputs.steps = { margin_call: "0.8", top_up: "0.85", liquidate: "1.2" };
    expect(verifyOutcome(over)[1]!.detail).toBe('liquidate "1.2" is not a rate in (0, 1]');
    const zero = liquidation("0.0000001");
    expect(verifyOutcome(zero)[1]!.detail).toBe("price 0.000000 is below 0.000001");
    const fine = liquidation();
    fine.inputs.principal = "1500.0000001";
    expect(verifyOutcome(fine)[1]!.detail).toBe(
      'principal "1500.0000001" is not a decimal with at most 6 decimals',
    );
  });

  it("agrees with the reference liquidation on random loans", () => {
    const steps = { marginCall: parseRate("0.8")!, topUp: parseRate("0.85")!, liquidate: parseRate("0.92")! };
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (principal, interest, collateral, price) => {
          const debt = principal + interest;
          const r = referenceLiquidate(debt, collateral, price, 8);
          const p = liquidation();
          Object.assign(p.inputs, {
            principal: decimal(principal, 6),
            interest: decimal(interest, 6),
            collateral: decimal(collateral, 8),
            ticks: { 900002: { price: decimal(price, 6), time: 1 } },
          });
          p.result = {
            step: referenceLtvStep(referenceLtv(debt, collateral, price, 8), steps),
            sold: decimal(r.sold, 8),
            returned: decimal(r.returned, 8),
            proceeds: decimal(r.proceeds, 6),
            shortfall: decimal(r.shortfall, 6),
            surplus: decimal(r.surplus, 6),
          };
          expect(failing(verifyOutcome(p))).toEqual([]);
        },
      ),
      { numRuns: 200 },
    );
  });
});
