import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { MoneyError, toPlainString } from "./amount.ts";
import { rescale } from "./arithmetic.ts";
import { money } from "./parse.ts";
import { divideRounded, isRoundingMode, ROUNDING_MODES, type RoundingMode } from "./rounding.ts";

// input at scale 1, rounded to a whole number by each mode
const table: readonly [string, Record<RoundingMode, string>][] = [
  ["2.5", { down: "2", up: "3", "half-up": "3", floor: "2", ceil: "3" }],
  ["2.4", { down: "2", up: "3", "half-up": "2", floor: "2", ceil: "3" }],
  ["2.6", { down: "2", up: "3", "half-up": "3", floor: "2", ceil: "3" }],
  ["1.5", { down: "1", up: "2", "half-up": "2", floor: "1", ceil: "2" }],
  ["2.0", { down: "2", up: "2", "half-up": "2", floor: "2", ceil: "2" }],
  ["0.5", { down: "0", up: "1", "half-up": "1", floor: "0", ceil: "1" }],
  ["0.4", { down: "0", up: "1", "half-up": "0", floor: "0", ceil: "1" }],
  ["0", { down: "0", up: "0", "half-up": "0", floor: "0", ceil: "0" }],
  ["-0.4", { down: "0", up: "-1", "half-up": "0", floor: "-1", ceil: "0" }],
  ["-0.5", { down: "0", up: "-1", "half-up": "-1", floor: "-1", ceil: "0" }],
  ["-1.5", { down: "-1", up: "-2", "half-up": "-2", floor: "-2", ceil: "-1" }],
  ["-2.0", { down: "-2", up: "-2", "half-up": "-2", floor: "-2", ceil: "-2" }],
  ["-2.4", { down: "-2", up: "-3", "half-up": "-2", floor: "-3", ceil: "-2" }],
  ["-2.5", { down: "-2", up: "-3", "half-up": "-3", floor: "-3", ceil: "-2" }],
  ["-2.6", { down: "-2", up: "-3", "half-up": "-3", floor: "-3", ceil: "-2" }],
];

describe("rounding table", () => {
  for (const [input, expected] of table) {
    for (const mode of ROUNDING_MODES) {
      it(`${input} rounds ${mode} to ${expected[mode]}`, () => {
        expect(toPlainString(rescale(money(input, 1), 0, mode))).toBe(expected[mode]);
      });
    }
  }

  it("decides half-up ties on the dropped digits only, at any scale", () => {
    expect(toPlainString(rescale(money("1.2345", 4), 3, "half-up"))).toBe("1.235");
    expect(toPlainString(rescale(money("-1.2345", 4), 3, "half-up"))).toBe("-1.235");
    expect(toPlainString(rescale(money("1.23449999", 8), 3, "half-up"))).toBe("1.234");
    expect(toPlainString(rescale(money("0.000000005", 9), 8, "half-up"))).toBe("0.00000001");
    expect(toPlainString(rescale(money("0.000000004999", 12), 8, "half-up"))).toBe("0");
  });

  it("rounds a negative divisor by the sign of the exact quotient", () => {
    // 5 / -2 = -2.5 and -5 / -2 = 2.5
    expect(ROUNDING_MODES.map((mode) => divideRounded(5n, -2n, mode))).toEqual([-2n, -3n, -3n, -3n, -2n]);
    expect(ROUNDING_MODES.map((mode) => divideRounded(-5n, -2n, mode))).toEqual([2n, 3n, 3n, 2n, 3n]);
  });
});

describe("divideRounded", () => {
  it("throws clearly on division by zero and unknown modes", () => {
    expect(() => divideRounded(1n, 0n, "down")).toThrow(
      expect.objectContaining({ code: "MONEY_DIVISION_BY_ZERO" }),
    );
    expect(() => divideRounded(4n, 2n, "nearest" as RoundingMode)).toThrow(MoneyError);
    expect(isRoundingMode("half-up")).toBe(true);
    expect(isRoundingMode("half-even")).toBe(false);
    expect(isRoundingMode(1)).toBe(false);
  });

  it("lands within one unit of the exact quotient, on the side the mode promises", () => {
    const nonZero = fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).filter((d) => d !== 0n);
    const modeArb = fc.constantFrom(...ROUNDING_MODES);
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 60n), max: 10n ** 60n }), nonZero, modeArb, (n, d, mode) => {
        const r = divideRounded(n, d, mode);
        // compare r with n/d using a positive denominator: gap = (r − n/d) × |d|
        const [num, den] = d < 0n ? [-n, -d] : [n, d];
        const gap = r * den - num;
        const gapSize = gap < 0n ? -gap : gap;
        expect(gapSize < den).toBe(true);
        if (mode === "floor") expect(gap <= 0n).toBe(true);
        if (mode === "ceil") expect(gap >= 0n).toBe(true);
        if (mode === "down") expect(num >= 0n ? gap <= 0n : gap >= 0n).toBe(true);
        if (mode === "up") expect(num >= 0n ? gap >= 0n : gap <= 0n).toBe(true);
        if (mode === "half-up") {
          expect(2n * gapSize <= den).toBe(true);
          if (2n * gapSize === den) expect(num > 0n ? gap > 0n : gap < 0n).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("is exact when the division is exact", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.bigInt({ min: 1n, max: 10n ** 18n }),
        fc.constantFrom(...ROUNDING_MODES),
        (q, d, mode) => {
          expect(divideRounded(q * d, d, mode)).toBe(q);
          expect(divideRounded(q * d, -d, mode)).toBe(-q);
        },
      ),
    );
  });
});
