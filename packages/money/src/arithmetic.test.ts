import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type Amount, fromUnits, MAX_SCALE, toFixedString, toPlainString, zero } from "./amount.ts";
import { abs, add, div, mul, mulRate, neg, rescale, roundToStep, sub } from "./arithmetic.ts";
import { money } from "./parse.ts";
import { ROUNDING_MODES, type RoundingMode } from "./rounding.ts";

const scaleArb = fc.integer({ min: 0, max: MAX_SCALE });
const modeArb = fc.constantFrom(...ROUNDING_MODES);
const amountAt = (scale: number, maxUnits: bigint) =>
  fc.bigInt({ min: -maxUnits, max: maxUnits }).map((units) => fromUnits(units, scale));
// a third of the bound, so sums of three never overflow
const tripleArb = scaleArb.chain((scale) => {
  const third = 10n ** BigInt(30 + scale) / 3n;
  return fc.tuple(amountAt(scale, third), amountAt(scale, third), amountAt(scale, third));
});

/** Asserts the integer r is num/den (den > 0) rounded by `mode`: within one unit, on the promised side. */
function expectRounded(num: bigint, den: bigint, r: bigint, mode: RoundingMode): void {
  const gap = r * den - num; // (r − exact) × den
  const gapSize = gap < 0n ? -gap : gap;
  expect(gapSize < den).toBe(true);
  if (mode === "floor") expect(gap <= 0n).toBe(true);
  if (mode === "ceil") expect(gap >= 0n).toBe(true);
  if (mode === "down") expect(num >= 0n ? gap <= 0n : gap >= 0n).toBe(true);
  if (mode === "up") expect(num >= 0n ? gap >= 0n : gap <= 0n).toBe(true);
  if (mode === "half-up") expect(2n * gapSize <= den).toBe(true);
}

const fixed = (x: Amount) => toFixedString(x);

describe("add and sub", () => {
  it("adds and subtracts exactly where floats would not", () => {
    expect(fixed(add(money("0.1", 8), money("0.2", 8)))).toBe("0.30000000");
    expect(fixed(sub(money("1", 2), money("1.01", 2)))).toBe("-0.01");
    expect(fixed(add(money("99999999999999999999.99999999", 8), money("0.00000001", 8)))).toBe(
      "100000000000000000000.00000000",
    );
  });

  it("refuses to mix scales", () => {
    const mismatch = expect.objectContaining({ code: "MONEY_SCALE_MISMATCH" });
    expect(() => add(money("1", 2), money("1", 8))).toThrow(mismatch);
    expect(() => sub(money("1", 8), money("1", 2))).toThrow(mismatch);
  });

  it("throws instead of leaving the magnitude bound", () => {
    const huge = money("9".repeat(30), 0);
    expect(() => add(huge, money("1", 0))).toThrow(expect.objectContaining({ code: "MONEY_TOO_LARGE" }));
    expect(() => sub(neg(huge), money("1", 0))).toThrow(expect.objectContaining({ code: "MONEY_TOO_LARGE" }));
  });

  it("is commutative", () => {
    fc.assert(
      fc.property(tripleArb, ([a, b]) => {
        expect(add(a, b)).toEqual(add(b, a));
      }),
    );
  });

  it("is associative", () => {
    fc.assert(
      fc.property(tripleArb, ([a, b, c]) => {
        expect(add(add(a, b), c)).toEqual(add(a, add(b, c)));
      }),
    );
  });

  it("undoes itself: a + b − b = a", () => {
    fc.assert(
      fc.property(tripleArb, ([a, b]) => {
        expect(sub(add(a, b), b)).toEqual(a);
      }),
    );
  });

  it("has zero as identity and neg as inverse", () => {
    fc.assert(
      fc.property(tripleArb, ([a]) => {
        expect(add(a, zero(a.scale))).toEqual(a);
        expect(add(a, neg(a)).units).toBe(0n);
        expect(sub(a, a).units).toBe(0n);
      }),
    );
  });
});

describe("neg and abs", () => {
  it("flips and strips the sign, with zero staying zero", () => {
    expect(fixed(neg(money("1.5", 1)))).toBe("-1.5");
    expect(fixed(neg(money("-1.5", 1)))).toBe("1.5");
    expect(fixed(neg(zero(2)))).toBe("0.00");
    expect(fixed(abs(money("-0.01", 2)))).toBe("0.01");
    expect(fixed(abs(money("0.01", 2)))).toBe("0.01");
  });
});

describe("rescale", () => {
  it("adds decimals exactly and drops them by the rounding mode", () => {
    expect(fixed(rescale(money("1.5", 1), 8, "down"))).toBe("1.50000000");
    expect(fixed(rescale(money("1.23456789", 8), 2, "down"))).toBe("1.23");
    expect(fixed(rescale(money("1.23556789", 8), 2, "half-up"))).toBe("1.24");
    expect(fixed(rescale(money("-1.23456789", 8), 2, "floor"))).toBe("-1.24");
    expect(() => rescale(money("1", 2), 19, "down")).toThrow(
      expect.objectContaining({ code: "MONEY_BAD_ARGUMENT" }),
    );
  });

  it("gaining decimals then losing them again gives back the same amount in every mode", () => {
    fc.assert(
      fc.property(tripleArb, scaleArb, modeArb, ([a], extra, mode) => {
        const wider = rescale(a, Math.min(MAX_SCALE, a.scale + extra), mode);
        expect(rescale(wider, a.scale, mode)).toEqual(a);
      }),
    );
  });
});

describe("mul", () => {
  it("multiplies price by quantity with one final rounding", () => {
    const price = money("27123.45", 2);
    const quantity = money("0.00123456", 8);
    expect(fixed(mul(price, quantity, 2, "half-up"))).toBe("33.49");
    expect(fixed(mul(price, quantity, 2, "down"))).toBe("33.48");
    expect(fixed(mul(price, quantity, 10, "down"))).toBe("33.4855264320");
    expect(fixed(mul(neg(price), quantity, 2, "half-up"))).toBe("-33.49");
    expect(fixed(mul(neg(price), quantity, 2, "floor"))).toBe("-33.49");
    expect(fixed(mul(neg(price), quantity, 2, "ceil"))).toBe("-33.48");
  });

  it("lands within one unit of the exact product, on the side the mode promises", () => {
    const factorArb = scaleArb.chain((scale) => amountAt(scale, 10n ** 15n));
    fc.assert(
      fc.property(factorArb, factorArb, scaleArb, modeArb, (a, b, resultScale, mode) => {
        const r = mul(a, b, resultScale, mode);
        expect(r.scale).toBe(resultScale);
        // exact = a.units·b.units / 10^(sa+sb); r.units / 10^rs is compared on the grid of 10^-rs
        expectRounded(
          a.units * b.units * 10n ** BigInt(resultScale),
          10n ** BigInt(a.scale + b.scale),
          r.units,
          mode,
        );
      }),
      { numRuns: 500 },
    );
  });
});

describe("div", () => {
  it("divides with one final rounding", () => {
    expect(fixed(div(money("100", 2), money("27123.45", 2), 8, "down"))).toBe("0.00368684");
    expect(fixed(div(money("100", 2), money("27123.45", 2), 8, "half-up"))).toBe("0.00368685");
    expect(fixed(div(money("1", 0), money("3", 0), 4, "half-up"))).toBe("0.3333");
    expect(fixed(div(money("-2", 0), money("3", 0), 4, "half-up"))).toBe("-0.6667");
    expect(fixed(div(money("-2", 0), money("3", 0), 4, "down"))).toBe("-0.6666");
    expect(fixed(div(money("2", 0), money("-3", 0), 4, "ceil"))).toBe("-0.6666");
    expect(fixed(div(money("1", 8), money("0.5", 1), 2, "down"))).toBe("2.00");
  });

  it("throws MONEY_DIVISION_BY_ZERO when dividing by zero", () => {
    expect(() => div(money("1", 2), zero(8), 2, "down")).toThrow(
      expect.objectContaining({ name: "MoneyError", code: "MONEY_DIVISION_BY_ZERO" }),
    );
  });

  it("lands within one unit of the exact quotient, on the side the mode promises", () => {
    const dividendArb = scaleArb.chain((scale) => amountAt(scale, 10n ** 12n));
    const divisorArb = dividendArb.filter((b) => b.units !== 0n);
    fc.assert(
      fc.property(dividendArb, divisorArb, scaleArb, modeArb, (a, b, resultScale, mode) => {
        const r = div(a, b, resultScale, mode);
        // exact result units = a.units·10^(sb+rs) / (b.units·10^sa); make the denominator positive
        const num = a.units * 10n ** BigInt(b.scale + resultScale);
        const den = b.units * 10n ** BigInt(a.scale);
        expectRounded(den < 0n ? -num : num, den < 0n ? -den : den, r.units, mode);
      }),
      { numRuns: 500 },
    );
  });
});

describe("mulRate", () => {
  it("charges a fee at the amount's scale, rounded toward zero", () => {
    expect(fixed(mulRate(money("100", 8), "0.001"))).toBe("0.10000000");
    expect(fixed(mulRate(money("0.00000999", 8), "0.001"))).toBe("0.00000000");
    expect(fixed(mulRate(money("-1.23456789", 8), "0.001"))).toBe("-0.00123456");
    expect(fixed(mulRate(money("1.23456789", 8), money("0.0015", 4)))).toBe("0.00185185");
    expect(fixed(mulRate(money("1.23456789", 8), "0.0015", "up"))).toBe("0.00185186");
  });

  it("throws for a rate that is not a trusted decimal", () => {
    expect(() => mulRate(money("1", 8), "0.1%")).toThrow(expect.objectContaining({ code: "MONEY_INVALID" }));
  });

  it("never charges more than the exact fee", () => {
    const rateArb = fc.bigInt({ min: 0n, max: 10n ** 18n }).map((units) => fromUnits(units, MAX_SCALE));
    fc.assert(
      fc.property(tripleArb, rateArb, ([a], rate) => {
        const fee = mulRate(a, toPlainString(rate));
        expect(abs(fee).units * 10n ** 18n <= abs(a).units * rate.units).toBe(true);
        expect(fee).toEqual(mul(a, rate, a.scale, "down"));
      }),
    );
  });
});

describe("roundToStep", () => {
  it("snaps quantities and prices to their grid", () => {
    const lot = money("0.001", 8);
    expect(fixed(roundToStep(money("1.23456789", 8), lot, "down"))).toBe("1.23400000");
    expect(fixed(roundToStep(money("1.23456789", 8), lot, "ceil"))).toBe("1.23500000");
    expect(fixed(roundToStep(money("-1.2345", 8), lot, "floor"))).toBe("-1.23500000");
    expect(fixed(roundToStep(money("-1.2345", 8), lot, "down"))).toBe("-1.23400000");
    expect(fixed(roundToStep(money("27123.47", 2), money("0.05", 2), "half-up"))).toBe("27123.45");
    expect(fixed(roundToStep(money("27123.475", 3), money("0.05", 3), "half-up"))).toBe("27123.500");
  });

  it("rejects a zero or negative step and mixed scales", () => {
    const one = money("1", 2);
    expect(() => roundToStep(one, zero(2), "down")).toThrow(
      expect.objectContaining({ code: "MONEY_BAD_ARGUMENT" }),
    );
    expect(() => roundToStep(one, money("-0.01", 2), "down")).toThrow(
      expect.objectContaining({ code: "MONEY_BAD_ARGUMENT" }),
    );
    expect(() => roundToStep(one, money("1", 8), "down")).toThrow(
      expect.objectContaining({ code: "MONEY_SCALE_MISMATCH" }),
    );
  });

  it("returns a multiple of the step within one step of the input", () => {
    const caseArb = scaleArb.chain((scale) =>
      fc.tuple(amountAt(scale, 10n ** BigInt(20 + scale)), fc.bigInt({ min: 1n, max: 10n ** 12n }), modeArb),
    );
    fc.assert(
      fc.property(caseArb, ([x, stepUnits, mode]) => {
        const snapped = roundToStep(x, fromUnits(stepUnits, x.scale), mode);
        expect(snapped.units % stepUnits).toBe(0n);
        expectRounded(x.units, stepUnits, snapped.units / stepUnits, mode);
      }),
    );
  });
});
