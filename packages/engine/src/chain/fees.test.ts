import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type GasFees, gasToFund, MIN_REPLACEMENT_BUMP, replacementFees, sweepable } from "./fees.ts";
import { referenceGasToFund, referenceReplacementFees, referenceSweepable } from "./reference.ts";

const GWEI = 1_000_000_000n;
const wei = fc.oneof(fc.bigInt({ min: 0n, max: 1_000n }), fc.bigInt({ min: 0n, max: 10n ** 15n }));
const arbFees: fc.Arbitrary<GasFees> = fc
  .tuple(wei, wei)
  .map(([a, b]) =>
    a >= b ? { maxFeePerGas: a, maxPriorityFeePerGas: b } : { maxFeePerGas: b, maxPriorityFeePerGas: a },
  );

describe("replacement fees", () => {
  it("raises both fees by 13 % rounded up, or to the market's when that is higher", () => {
    const old = { maxFeePerGas: 30n * GWEI, maxPriorityFeePerGas: 2n * GWEI };
    expect(replacementFees(old, { maxFeePerGas: 20n * GWEI, maxPriorityFeePerGas: 1n * GWEI })).toEqual({
      maxFeePerGas: 33_900_000_000n,
      maxPriorityFeePerGas: 2_260_000_000n,
    });
    expect(replacementFees(old, { maxFeePerGas: 50n * GWEI, maxPriorityFeePerGas: 3n * GWEI })).toEqual({
      maxFeePerGas: 50n * GWEI,
      maxPriorityFeePerGas: 3n * GWEI,
    });
    // 7 wei × 1.13 = 7.91 → 8; 1 × 1.1 = 1.1 → 2
    expect(
      replacementFees(
        { maxFeePerGas: 7n, maxPriorityFeePerGas: 1n },
        { maxFeePerGas: 0n, maxPriorityFeePerGas: 0n },
        10n,
      ),
    ).toEqual({
      maxFeePerGas: 8n,
      maxPriorityFeePerGas: 2n,
    });
  });

  it("refuses a bump below 10 % and fees whose tip is above their maximum or below zero", () => {
    const fees = { maxFeePerGas: 10n, maxPriorityFeePerGas: 1n };
    expect(() => replacementFees(fees, fees, 9n)).toThrow(RangeError);
    expect(() => replacementFees({ maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }, fees)).toThrow(RangeError);
    expect(() => replacementFees(fees, { maxFeePerGas: 1n, maxPriorityFeePerGas: -1n })).toThrow(RangeError);
  });

  it("equals the reference, is ≥ 110 % of the old fees and ≥ the market's, and keeps the tip under the maximum", () => {
    fc.assert(
      fc.property(
        arbFees,
        arbFees,
        fc.bigInt({ min: MIN_REPLACEMENT_BUMP, max: 200n }),
        (old, current, bump) => {
          const next = replacementFees(old, current, bump);
          expect(next).toEqual(referenceReplacementFees(old, current, bump));
          expect(next.maxFeePerGas * 100n).toBeGreaterThanOrEqual(old.maxFeePerGas * 110n);
          expect(next.maxPriorityFeePerGas * 100n).toBeGreaterThanOrEqual(old.maxPriorityFeePerGas * 110n);
          expect(next.maxFeePerGas).toBeGreaterThanOrEqual(current.maxFeePerGas);
          expect(next.maxPriorityFeePerGas).toBeGreaterThanOrEqual(current.maxPriorityFeePerGas);
          expect(next.maxPriorityFeePerGas).toBeLessThanOrEqual(next.maxFeePerGas);
          // the least such: one unit less of a raised fee would fall under the bump
          if (next.maxFeePerGas > current.maxFeePerGas) {
            expect((next.maxFeePerGas - 1n) * 100n).toBeLessThan(old.maxFeePerGas * (100n + bump));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe("sweeps and gas funding", () => {
  it("sends the balance less the most the transfer can cost, and nothing when that is all of it", () => {
    // 0.01 ETH, 21,000 gas at 50 gwei = 0.00105 ETH
    expect(sweepable(10n ** 16n, 21_000n, 50n * GWEI)).toBe(10n ** 16n - 1_050_000n * GWEI);
    expect(sweepable(1_050_000n * GWEI, 21_000n, 50n * GWEI)).toBe(0n);
    expect(sweepable(1n, 21_000n, 50n * GWEI)).toBe(0n);
    expect(gasToFund(0n, 65_000n, 40n * GWEI)).toBe(2_600_000n * GWEI);
    expect(gasToFund(1_000_000n * GWEI, 65_000n, 40n * GWEI)).toBe(1_600_000n * GWEI);
    expect(gasToFund(3_000_000n * GWEI, 65_000n, 40n * GWEI)).toBe(0n);
    expect(() => sweepable(-1n, 1n, 1n)).toThrow(RangeError);
    expect(() => gasToFund(1n, -1n, 1n)).toThrow(RangeError);
  });

  const gas = fc.bigInt({ min: 0n, max: 1_000_000n });
  const balances = fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 6n }), fc.bigInt({ min: 0n, max: 10n ** 24n }));

  it("sweeps the most that leaves the gas paid, as bisection finds it", () => {
    fc.assert(
      fc.property(balances, gas, wei, (balance, gasLimit, maxFee) => {
        const amount = sweepable(balance, gasLimit, maxFee);
        expect(amount).toBe(referenceSweepable(balance, gasLimit, maxFee));
        expect(amount).toBeGreaterThanOrEqual(0n);
        if (amount > 0n) {
          expect(amount + gasLimit * maxFee).toBeLessThanOrEqual(balance);
          expect(amount + 1n + gasLimit * maxFee).toBeGreaterThan(balance);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("funds the least that pays the gas, as bisection finds it", () => {
    fc.assert(
      fc.property(balances, gas, wei, (have, gasLimit, maxFee) => {
        const fund = gasToFund(have, gasLimit, maxFee);
        expect(fund).toBe(referenceGasToFund(have, gasLimit, maxFee));
        expect(have + fund).toBeGreaterThanOrEqual(gasLimit * maxFee);
        if (fund > 0n) expect(have + fund - 1n).toBeLessThan(gasLimit * maxFee);
      }),
      { numRuns: 500 },
    );
  });
});
