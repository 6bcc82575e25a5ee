import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromUnits, MAX_SCALE } from "./amount.ts";
import { sub } from "./arithmetic.ts";
import { compare, eq, gt, gte, isNegative, isPositive, isZero, lt, lte, max, min } from "./compare.ts";
import { money } from "./parse.ts";

// small unit ranges make ties frequent, large ones exercise big values
const unitsArb = fc.oneof(
  fc.bigInt({ min: -3n, max: 3n }),
  fc.bigInt({ min: -(10n ** 29n), max: 10n ** 29n }),
);
const tripleArb = fc
  .integer({ min: 0, max: MAX_SCALE })
  .chain((scale) =>
    fc.tuple(unitsArb, unitsArb, unitsArb).map((units) => units.map((u) => fromUnits(u, scale))),
  )
  .map(([a, b, c]) => [a!, b!, c!] as const);

const sign = (n: bigint) => (n < 0n ? -1 : n > 0n ? 1 : 0);

describe("compare", () => {
  it("orders by value, not by text", () => {
    expect(compare(money("10", 2), money("9.99", 2))).toBe(1);
    expect(compare(money("-10", 2), money("-9.99", 2))).toBe(-1);
    expect(compare(money("0.10", 2), money("0.1", 2))).toBe(0);
    expect(lt(money("0.09", 2), money("0.1", 2))).toBe(true);
    expect(gte(money("0.1", 2), money("0.10", 2))).toBe(true);
    expect(gt(money("0.1", 2), money("0.10", 2))).toBe(false);
  });

  it("refuses to compare different scales", () => {
    expect(() => compare(money("1", 2), money("1", 8))).toThrow(
      expect.objectContaining({ code: "MONEY_SCALE_MISMATCH" }),
    );
    expect(() => eq(money("1", 8), money("1", 2))).toThrow(
      expect.objectContaining({ code: "MONEY_SCALE_MISMATCH" }),
    );
  });

  it("is reflexive and antisymmetric", () => {
    fc.assert(
      fc.property(tripleArb, ([a, b]) => {
        expect(compare(a, a)).toBe(0);
        expect(compare(a, b)).toBe(-compare(b, a) || 0);
        expect(compare(a, b) === 0).toBe(a.units === b.units);
      }),
    );
  });

  it("is transitive", () => {
    fc.assert(
      fc.property(tripleArb, ([a, b, c]) => {
        if (lte(a, b) && lte(b, c)) expect(lte(a, c)).toBe(true);
        if (lt(a, b) && lte(b, c)) expect(lt(a, c)).toBe(true);
        if (eq(a, b) && eq(b, c)) expect(eq(a, c)).toBe(true);
      }),
    );
  });

  it("agrees with the sign of a − b", () => {
    fc.assert(
      fc.property(tripleArb, ([a, b]) => {
        expect(compare(a, b)).toBe(sign(sub(a, b).units));
      }),
    );
  });

  it("makes exactly one of lt, eq, gt true, and lte/gte their unions", () => {
    fc.assert(
      fc.property(tripleArb, ([a, b]) => {
        expect([lt(a, b), eq(a, b), gt(a, b)].filter(Boolean)).toHaveLength(1);
        expect(lte(a, b)).toBe(lt(a, b) || eq(a, b));
        expect(gte(a, b)).toBe(gt(a, b) || eq(a, b));
      }),
    );
  });

  it("picks min and max among the inputs, bounding both", () => {
    fc.assert(
      fc.property(tripleArb, ([a, b]) => {
        const low = min(a, b);
        const high = max(a, b);
        expect(low === a || low === b).toBe(true);
        expect(high === a || high === b).toBe(true);
        expect(lte(low, a) && lte(low, b) && gte(high, a) && gte(high, b)).toBe(true);
      }),
    );
  });

  it("classifies every amount as exactly one of negative, zero, positive", () => {
    expect([isNegative(money("-0.01", 2)), isZero(money("-0", 2)), isPositive(money("0.01", 2))]).toEqual([
      true,
      true,
      true,
    ]);
    fc.assert(
      fc.property(tripleArb, ([a]) => {
        expect([isNegative(a), isZero(a), isPositive(a)].filter(Boolean)).toHaveLength(1);
        expect(isNegative(a)).toBe(a.units < 0n);
      }),
    );
  });
});
