import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Rate } from "../lever/math.ts";
import {
  collateralFor,
  collateralValue,
  interestFor,
  interestForDay,
  type LtvStep,
  type LtvSteps,
  liquidate,
  ltv,
  ltvStep,
  maxBorrow,
  priceAtLtv,
} from "./loan.ts";
import {
  referenceCollateralFor,
  referenceCollateralValue,
  referenceInterestFor,
  referenceInterestForDay,
  referenceLiquidate,
  referenceLtv,
  referenceLtvStep,
  referenceMaxBorrow,
  referencePriceAtLtv,
} from "./reference.ts";

/** USDT loans (6 decimals) against BTC (8 decimals), prices in USDT units per whole BTC. */
const BTC = 100_000_000n;
const USDT = 1_000_000n;
const pct = (n: bigint): Rate => ({ num: n, den: 100n });
const STEPS: LtvSteps = { marginCall: pct(80n), topUp: pct(85n), liquidate: pct(92n) };

const ORDER: Record<LtvStep, number> = { ok: 0, margin_call: 1, top_up: 2, liquidate: 3 };

/** a ≤ b for rates, den 0 being infinite */
const rateAtMost = (a: Rate, b: Rate) =>
  b.den === 0n ? true : a.den === 0n ? false : a.num * b.den <= b.num * a.den;
/** a > b */
const rateAbove = (a: Rate, b: Rate) => !rateAtMost(a, b);

const arbAmount = fc.oneof(
  fc.bigInt({ min: 0n, max: 1_000n }),
  fc.bigInt({ min: 0n, max: 10n ** 20n }),
  fc.constant(0n),
);
const arbPrice = fc.oneof(fc.bigInt({ min: 1n, max: 1_000n }), fc.bigInt({ min: 1n, max: 10n ** 15n }));
const arbScale = fc.integer({ min: 0, max: 18 });
const arbDailyRate: fc.Arbitrary<Rate> = fc.oneof(
  fc.bigInt({ min: 0n, max: 10_000n }).map((num) => ({ num, den: 1_000_000n })),
  fc.record({ num: fc.bigInt({ min: 0n, max: 10n ** 9n }), den: fc.bigInt({ min: 1n, max: 10n ** 9n }) }),
);
const arbDays = fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 720 }));
/** a rate in (0, 1], sometimes with an oversized denominator */
const arbLtv: fc.Arbitrary<Rate> = fc.oneof(
  fc.bigInt({ min: 1n, max: 100n }).map((num) => ({ num, den: 100n })),
  fc
    .bigInt({ min: 1n, max: 10n ** 12n })
    .chain((den) => fc.bigInt({ min: 1n, max: den }).map((num) => ({ num, den }))),
);
/** three increasing rates in (0, 1], with unrelated denominators */
const arbSteps: fc.Arbitrary<LtvSteps> = fc
  .bigInt({ min: 3n, max: 10n ** 6n })
  .chain((den) =>
    fc.tuple(
      fc.uniqueArray(fc.bigInt({ min: 1n, max: den }), { minLength: 3, maxLength: 3 }),
      fc.array(fc.bigInt({ min: 1n, max: 1_000n }), { minLength: 3, maxLength: 3 }),
      fc.constant(den),
    ),
  )
  .map(([nums, ks, den]) => {
    const [a, b, c] = [...nums]
      .sort((x, y) => (x < y ? -1 : 1))
      .map((n, i) => ({
        num: n * ks[i]!,
        den: den * ks[i]!,
      }));
    return { marginCall: a!, topUp: b!, liquidate: c! };
  });
/** an LTV: anything, infinite, or right at / next to one of the steps */
const arbLtvNear = (steps: LtvSteps): fc.Arbitrary<Rate> =>
  fc.oneof(
    fc.record({ num: fc.bigInt({ min: 0n, max: 10n ** 6n }), den: fc.bigInt({ min: 1n, max: 10n ** 6n }) }),
    fc.constant({ num: 1n, den: 0n }),
    fc.constant({ num: 0n, den: 1n }),
    fc
      .tuple(
        fc.constantFrom(steps.marginCall, steps.topUp, steps.liquidate),
        fc.bigInt({ min: -1n, max: 1n }),
      )
      // the step itself, or a hair (1 / (den × 1000)) below or above it
      .map(([s, d]) => ({ num: s.num * 1_000n + d, den: s.den * 1_000n })),
  );

describe("collateral loans, by hand (USDT against BTC at 60,000 USDT)", () => {
  const price = 60_000n * USDT;

  it("charges a day's interest rounded down, the same every day", () => {
    // 10,000 USDT at 0.02 % a day: 2 USDT a day
    expect(interestForDay(10_000n * USDT, { num: 2n, den: 10_000n })).toBe(2n * USDT);
    expect(interestFor(10_000n * USDT, { num: 2n, den: 10_000n }, 30)).toBe(60n * USDT);
    // 1,234,567 units at 0.0123 %: 151.85 → 151 a day, 10 days 1,510 (not ⌊1,518.5⌋)
    expect(interestForDay(1_234_567n, { num: 123n, den: 1_000_000n })).toBe(151n);
    expect(interestFor(1_234_567n, { num: 123n, den: 1_000_000n }, 10)).toBe(1_510n);
    expect(interestFor(1_234_567n, { num: 123n, den: 1_000_000n }, 0)).toBe(0n);
  });

  it("values collateral and measures the LTV exactly", () => {
    expect(collateralValue(BTC, price, 8)).toBe(60_000n * USDT);
    expect(collateralValue(1n, 60_000_000_001n, 8)).toBe(600n); // 600.00000001 → 600
    const r = ltv(39_000n * USDT, BTC, price, 8); // 39,000 ÷ 60,000 = 0.65
    expect(r.num * 100n).toBe(65n * r.den);
    expect(ltv(0n, 0n, price, 8)).toEqual({ num: 0n, den: 1n });
    expect(ltv(1n, 0n, price, 8)).toEqual({ num: 1n, den: 0n });
    expect(ltv(1n, BTC, 0n, 8)).toEqual({ num: 1n, den: 0n });
    // worth 0.6 of a loan unit: the rounded value is 0, the exact LTV is finite (1 ÷ 0.6)
    const tiny = ltv(1n, 1n, 60_000_000n, 8);
    expect(tiny.den).not.toBe(0n);
    expect(tiny.num * 3n).toBe(5n * tiny.den);
  });

  it("places an LTV on the steps, each threshold inclusive", () => {
    expect(ltvStep({ num: 79n, den: 100n }, STEPS)).toBe("ok");
    expect(ltvStep({ num: 8n, den: 10n }, STEPS)).toBe("margin_call");
    expect(ltvStep({ num: 8_499_999n, den: 10_000_000n }, STEPS)).toBe("margin_call");
    expect(ltvStep({ num: 17n, den: 20n }, STEPS)).toBe("top_up");
    expect(ltvStep({ num: 92n, den: 100n }, STEPS)).toBe("liquidate");
    expect(ltvStep({ num: 3n, den: 1n }, STEPS)).toBe("liquidate");
    expect(ltvStep({ num: 1n, den: 0n }, STEPS)).toBe("liquidate");
    expect(ltvStep({ num: 0n, den: 1n }, STEPS)).toBe("ok");
    expect(ltvStep(ltv(55_200n * USDT, BTC, price, 8), STEPS)).toBe("liquidate"); // 0.92 exactly
    expect(ltvStep(ltv(55_199_999_999n, BTC, price, 8), STEPS)).toBe("top_up");
  });

  it("lends up to the initial LTV and asks for the collateral it needs", () => {
    const initial = pct(65n);
    expect(maxBorrow(BTC, price, 8, initial)).toBe(39_000n * USDT);
    expect(collateralFor(39_000n * USDT, price, 8, initial)).toBe(BTC);
    // one more USDT unit needs one more satoshi (1 sat at 65 % carries 0.39 USDT)
    expect(collateralFor(39_000n * USDT + 1n, price, 8, initial)).toBe(BTC + 1n);
    expect(collateralFor(0n, price, 8, initial)).toBe(0n);
    // 3 sat at 65 %: worth 1,800 units, lends 1,170
    expect(maxBorrow(3n, price, 8, initial)).toBe(1_170n);
  });

  it("shows the price at which the LTV reaches a step, rounded up", () => {
    // 39,000 USDT against 1 BTC reaches 92 % at 42,391.304347826… → 42,391.304348
    expect(priceAtLtv(39_000n * USDT, BTC, 8, pct(92n))).toBe(42_391_304_348n);
    expect(priceAtLtv(0n, BTC, 8, pct(92n))).toBe(0n);
  });

  it("liquidates by selling just enough collateral, rounding the sale up", () => {
    // 39,000 USDT at 42,000: ⌈0.928571428…⌉ = 92,857,143 sat, raising 39,000.00006 → 39,000.000060 USDT
    expect(liquidate(39_000n * USDT, BTC, 42_000n * USDT, 8)).toEqual({
      sold: 92_857_143n,
      proceeds: 39_000_000_060n,
      covered: 39_000n * USDT,
      shortfall: 0n,
      returned: 7_142_857n,
      surplus: 60n,
    });
    // the price crashed to 30,000: everything is sold, 9,000 USDT is the venue's loss
    expect(liquidate(39_000n * USDT, BTC, 30_000n * USDT, 8)).toEqual({
      sold: BTC,
      proceeds: 30_000n * USDT,
      covered: 30_000n * USDT,
      shortfall: 9_000n * USDT,
      returned: 0n,
      surplus: 0n,
    });
    expect(liquidate(0n, BTC, 1n, 8)).toEqual({
      sold: 0n,
      proceeds: 0n,
      covered: 0n,
      shortfall: 0n,
      returned: BTC,
      surplus: 0n,
    });
  });

  it("rejects bad input", () => {
    expect(() => interestForDay(-1n, pct(1n))).toThrow(RangeError);
    expect(() => interestForDay(1n, { num: 1n, den: 0n })).toThrow(RangeError);
    expect(() => interestForDay(1n, { num: -1n, den: 100n })).toThrow(RangeError);
    expect(() => interestFor(1n, pct(1n), -1)).toThrow(RangeError);
    expect(() => interestFor(1n, pct(1n), 0.5)).toThrow(RangeError);
    expect(() => collateralValue(-1n, price, 8)).toThrow(RangeError);
    expect(() => collateralValue(1n, -1n, 8)).toThrow(RangeError);
    expect(() => collateralValue(1n, price, 37)).toThrow(RangeError);
    expect(() => ltv(-1n, BTC, price, 8)).toThrow(RangeError);
    expect(() => ltvStep({ num: 0n, den: 0n }, STEPS)).toThrow(RangeError);
    expect(() => ltvStep({ num: -1n, den: 1n }, STEPS)).toThrow(RangeError);
    expect(() => ltvStep(pct(1n), { ...STEPS, topUp: pct(80n) })).toThrow(RangeError);
    expect(() => ltvStep(pct(1n), { ...STEPS, marginCall: pct(90n) })).toThrow(RangeError);
    expect(() => ltvStep(pct(1n), { ...STEPS, liquidate: pct(101n) })).toThrow(RangeError);
    expect(() => ltvStep(pct(1n), { ...STEPS, marginCall: pct(0n) })).toThrow(RangeError);
    expect(() => maxBorrow(BTC, price, 8, pct(0n))).toThrow(RangeError);
    expect(() => maxBorrow(BTC, price, 8, pct(101n))).toThrow(RangeError);
    expect(() => collateralFor(1n, 0n, 8, pct(65n))).toThrow(RangeError);
    expect(() => collateralFor(-1n, price, 8, pct(65n))).toThrow(RangeError);
    expect(() => priceAtLtv(1n, 0n, 8, pct(92n))).toThrow(RangeError);
    expect(() => priceAtLtv(1n, BTC, 8, pct(0n))).toThrow(RangeError);
    expect(() => liquidate(1n, BTC, 0n, 8)).toThrow(RangeError);
    expect(() => liquidate(-1n, BTC, price, 8)).toThrow(RangeError);
    expect(() => liquidate(1n, -1n, price, 8)).toThrow(RangeError);
  });
});

describe("collateral loans, for any loan", () => {
  it("charges interest as the naive reference does, rounded down each day", () => {
    fc.assert(
      fc.property(arbAmount, arbDailyRate, arbDays, (principal, rate, days) => {
        const daily = interestForDay(principal, rate);
        expect(daily).toBe(referenceInterestForDay(principal, rate));
        expect(daily * rate.den).toBeLessThanOrEqual(principal * rate.num);
        expect((daily + 1n) * rate.den).toBeGreaterThan(principal * rate.num);
        expect(interestFor(principal, rate, days)).toBe(referenceInterestFor(principal, rate, days));
      }),
      { numRuns: 200 },
    );
  });

  it("values collateral and measures the LTV as the naive reference does", () => {
    fc.assert(
      fc.property(
        arbAmount,
        arbAmount,
        fc.oneof(arbPrice, fc.constant(0n)),
        arbScale,
        (debt, collateral, price, scale) => {
          expect(collateralValue(collateral, price, scale)).toBe(
            referenceCollateralValue(collateral, price, scale),
          );
          const r = ltv(debt, collateral, price, scale);
          const ref = referenceLtv(debt, collateral, price, scale);
          if (ref === "infinite") expect(r).toEqual({ num: 1n, den: 0n });
          else {
            expect(r.den).toBeGreaterThan(0n);
            expect(r.num * ref.d).toBe(ref.n * r.den);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("places an LTV on the steps as the reference does, monotone in the LTV", () => {
    fc.assert(
      fc.property(
        arbSteps.chain((steps) =>
          fc.tuple(fc.constant(steps), arbLtvNear(steps), arbLtvNear(steps), arbLtvNear(steps)),
        ),
        ([steps, a, b, c]) => {
          for (const v of [a, b, c]) {
            const ref = referenceLtvStep(v.den === 0n ? "infinite" : { n: v.num, d: v.den }, steps);
            expect(ltvStep(v, steps)).toBe(ref);
          }
          const [low, high] = rateAtMost(a, b) ? [a, b] : [b, a];
          expect(ORDER[ltvStep(low, steps)]).toBeLessThanOrEqual(ORDER[ltvStep(high, steps)]);
          // each threshold belongs to its own step
          expect(ltvStep(steps.marginCall, steps)).toBe("margin_call");
          expect(ltvStep(steps.topUp, steps)).toBe("top_up");
          expect(ltvStep(steps.liquidate, steps)).toBe("liquidate");
        },
      ),
      { numRuns: 300 },
    );
  });

  it("lends at most the initial LTV, and one unit more would exceed it", () => {
    fc.assert(
      fc.property(
        arbAmount,
        fc.oneof(arbPrice, fc.constant(0n)),
        arbScale,
        arbLtv,
        (collateral, price, scale, initial) => {
          const most = maxBorrow(collateral, price, scale, initial);
          expect(most).toBe(referenceMaxBorrow(collateral, price, scale, initial));
          expect(most).toBeGreaterThanOrEqual(0n);
          expect(rateAtMost(ltv(most, collateral, price, scale), initial)).toBe(true);
          expect(rateAbove(ltv(most + 1n, collateral, price, scale), initial)).toBe(true);
          // within a unit of the rounded collateral value × initial LTV
          const fromValue = (collateralValue(collateral, price, scale) * initial.num) / initial.den;
          expect(most - fromValue).toBeGreaterThanOrEqual(0n);
          expect(most - fromValue).toBeLessThanOrEqual(1n);
        },
      ),
      { numRuns: 300 },
    );
  });

  it("asks for the least collateral that keeps the initial LTV", () => {
    fc.assert(
      fc.property(arbAmount, arbPrice, arbScale, arbLtv, (amount, price, scale, initial) => {
        const c = collateralFor(amount, price, scale, initial);
        expect(c).toBe(referenceCollateralFor(amount, price, scale, initial));
        expect(rateAtMost(ltv(amount, c, price, scale), initial)).toBe(true);
        if (c > 0n) expect(rateAbove(ltv(amount, c - 1n, price, scale), initial)).toBe(true);
        else expect(amount).toBe(0n);
        expect(maxBorrow(c, price, scale, initial)).toBeGreaterThanOrEqual(amount);
      }),
      { numRuns: 200 },
    );
  });

  it("finds the lowest price at which the LTV is still within a level", () => {
    const arbAt = fc.oneof(
      arbLtv,
      fc.record({ num: fc.bigInt({ min: 1n, max: 10n ** 6n }), den: fc.bigInt({ min: 1n, max: 10n ** 6n }) }),
    );
    fc.assert(
      fc.property(
        arbAmount,
        fc.bigInt({ min: 1n, max: 10n ** 20n }),
        arbScale,
        arbAt,
        (debt, collateral, scale, at) => {
          const p = priceAtLtv(debt, collateral, scale, at);
          expect(p).toBe(referencePriceAtLtv(debt, collateral, scale, at));
          expect(rateAtMost(ltv(debt, collateral, p, scale), at)).toBe(true);
          if (p > 0n) expect(rateAbove(ltv(debt, collateral, p - 1n, scale), at)).toBe(true);
          else expect(debt).toBe(0n);
        },
      ),
      { numRuns: 200 },
    );
  });

  it("liquidates as the naive reference does, and every unit is accounted for", () => {
    const arbCase = fc
      .tuple(arbAmount, arbPrice, arbScale, fc.oneof(arbAmount, fc.bigInt({ min: -3n, max: 3n })))
      .map(([debt, price, scale, c]) => {
        // a small c is read as "just about the collateral the debt needs", to hit the boundary
        const needed = (debt * 10n ** BigInt(scale) + price - 1n) / price;
        const collateral = c >= -3n && c <= 3n && needed + c >= 0n ? needed + c : c < 0n ? 0n : c;
        return { debt, price, scale, collateral };
      });
    fc.assert(
      fc.property(arbCase, ({ debt, price, scale, collateral }) => {
        const l = liquidate(debt, collateral, price, scale);
        expect(l).toEqual(referenceLiquidate(debt, collateral, price, scale));
        for (const v of Object.values(l)) expect(v).toBeGreaterThanOrEqual(0n);
        expect(l.sold + l.returned).toBe(collateral);
        expect(l.covered + l.shortfall).toBe(debt);
        expect(l.proceeds).toBe(l.covered + l.surplus);
        expect(l.sold).toBeLessThanOrEqual(collateral);
        // a shortfall only when all collateral is gone; a surplus below one collateral unit's worth
        if (l.shortfall > 0n) expect(l.returned).toBe(0n);
        if (l.shortfall > 0n) expect(l.surplus).toBe(0n);
        expect(l.surplus * 10n ** BigInt(scale)).toBeLessThan(price);
        // never sells a unit more than needed
        if (l.sold > 0n) expect(((l.sold - 1n) * price) / 10n ** BigInt(scale)).toBeLessThan(debt);
      }),
      { numRuns: 300 },
    );
  });
});
