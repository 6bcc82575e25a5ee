import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Rate } from "../lever/math.ts";
import { type DualPayout, type DualTerms, dualFactor, dualPayout, dualScenarios } from "./dual.ts";
import { decimalText, parseDecimal, referenceDualFactor, referenceDualPayout } from "./reference.ts";

/** BTC/USDT: BTC to 8 decimals, USDT to 6; prices in USDT units per whole BTC. */
const btcUsdt = (type: "call" | "put", linked: bigint, apr: Rate, days: number): DualTerms => ({
  type,
  linkedPrice: linked,
  apr,
  days,
  baseScale: 8,
  quoteScale: 6,
});
const BTC = 100_000_000n;
const USDT = 1_000_000n;

const arbApr: fc.Arbitrary<Rate> = fc.oneof(
  fc.bigInt({ min: 0n, max: 5_000n }).map((num) => ({ num, den: 1_000n })), // 0 % to 500 %
  fc.record({ num: fc.bigInt({ min: 0n, max: 10n ** 9n }), den: fc.bigInt({ min: 1n, max: 10n ** 9n }) }),
);
const arbDays = fc.oneof(fc.integer({ min: 1, max: 30 }), fc.integer({ min: 1, max: 3_650 }));
const arbPrice = fc.oneof(fc.bigInt({ min: 1n, max: 1_000n }), fc.bigInt({ min: 1n, max: 10n ** 15n }));
const arbTerms: fc.Arbitrary<DualTerms> = fc.record({
  type: fc.constantFrom("call" as const, "put" as const),
  linkedPrice: arbPrice,
  apr: arbApr,
  days: arbDays,
  baseScale: fc.integer({ min: 0, max: 18 }),
  quoteScale: fc.integer({ min: 0, max: 18 }),
});
const arbInvestment = fc.oneof(
  fc.bigInt({ min: 0n, max: 1_000n }),
  fc.bigInt({ min: 0n, max: 10n ** 24n }),
  fc.constant(0n),
);
/** a settlement price: anything, or within a few units of the linked price */
const arbSettlement = (linked: bigint) =>
  fc.oneof(
    fc.bigInt({ min: 0n, max: 10n ** 15n }),
    fc.bigInt({ min: -3n, max: 3n }).map((d) => (linked + d < 0n ? 0n : linked + d)),
    fc.constant(linked),
  );
const arbCase = arbTerms.chain((terms) =>
  fc.record({
    terms: fc.constant(terms),
    investment: arbInvestment,
    price: arbSettlement(terms.linkedPrice),
  }),
);

/** The payout is the exact rational num ÷ den of the rule, rounded down once: paid ≤ num ÷ den < paid + 1. */
function roundedDownOnce(terms: DualTerms, investment: bigint, paid: DualPayout): boolean {
  const f = dualFactor(terms.apr, terms.days);
  const scale = 10n ** BigInt(terms.baseScale);
  const [num, den] = !paid.converted
    ? [investment * f.num, f.den]
    : terms.type === "call"
      ? [investment * terms.linkedPrice * f.num, scale * f.den]
      : [investment * scale * f.num, terms.linkedPrice * f.den];
  return paid.amount * den <= num && (paid.amount + 1n) * den > num;
}

describe("dual investment, by hand (BTC/USDT, 36.5 % a year for 7 days: factor 1.007)", () => {
  const apr = { num: 365n, den: 1_000n };

  it("computes the factor exactly", () => {
    expect(dualFactor(apr, 7)).toEqual({ num: 367_555n, den: 365_000n });
    expect(dualFactor({ num: 0n, den: 1n }, 1)).toEqual({ num: 365n, den: 365n });
  });

  it("pays a call in BTC below the link and in USDT from the link on", () => {
    const terms = btcUsdt("call", 70_000n * USDT, apr, 7);
    // 1 BTC → 1.007 BTC
    expect(dualPayout(terms, BTC, 69_999_999_999n)).toEqual({
      currency: "base",
      amount: 100_700_000n,
      converted: false,
    });
    // 1 BTC × 70,000 × 1.007 = 70,490 USDT; the tie converts
    expect(dualPayout(terms, BTC, 70_000n * USDT)).toEqual({
      currency: "quote",
      amount: 70_490n * USDT,
      converted: true,
    });
    expect(dualPayout(terms, BTC, 90_000n * USDT).amount).toBe(70_490n * USDT);
    // 0.00000333 BTC → 0.0000033531 → 335 sat (rounded down)
    expect(dualPayout(terms, 333n, 1n).amount).toBe(335n);
    // 333 × 70,000,000,000 × 367,555 / (10^8 × 365,000) = 234,731.7 → 234,731
    expect(dualPayout(terms, 333n, 70_000n * USDT).amount).toBe(234_731n);
  });

  it("converts a put to BTC at or below the link and pays USDT above it", () => {
    const terms = btcUsdt("put", 60_000n * USDT, apr, 7);
    // 10,000 USDT ÷ 60,000 × 1.007 = 0.167833333… BTC → 16,783,333 sat; the tie converts
    expect(dualPayout(terms, 10_000n * USDT, 60_000n * USDT)).toEqual({
      currency: "base",
      amount: 16_783_333n,
      converted: true,
    });
    expect(dualPayout(terms, 10_000n * USDT, 1n).amount).toBe(16_783_333n);
    expect(dualPayout(terms, 10_000n * USDT, 60_000n * USDT + 1n)).toEqual({
      currency: "quote",
      amount: 10_070n * USDT,
      converted: false,
    });
  });

  it("previews both outcomes", () => {
    expect(dualScenarios(btcUsdt("call", 70_000n * USDT, apr, 7), BTC)).toEqual({
      kept: { currency: "base", amount: 100_700_000n, converted: false },
      converted: { currency: "quote", amount: 70_490n * USDT, converted: true },
    });
    expect(dualScenarios(btcUsdt("put", 60_000n * USDT, apr, 7), 10_000n * USDT)).toEqual({
      kept: { currency: "quote", amount: 10_070n * USDT, converted: false },
      converted: { currency: "base", amount: 16_783_333n, converted: true },
    });
  });

  it("rejects bad input", () => {
    const ok = btcUsdt("call", 70_000n * USDT, apr, 7);
    expect(() => dualFactor({ num: -1n, den: 100n }, 7)).toThrow(RangeError);
    expect(() => dualFactor({ num: 1n, den: 0n }, 7)).toThrow(RangeError);
    expect(() => dualFactor(apr, 0)).toThrow(RangeError);
    expect(() => dualFactor(apr, 1.5)).toThrow(RangeError);
    expect(() => dualPayout({ ...ok, linkedPrice: 0n }, 1n, 1n)).toThrow(RangeError);
    expect(() => dualPayout({ ...ok, baseScale: -1 }, 1n, 1n)).toThrow(RangeError);
    expect(() => dualPayout({ ...ok, quoteScale: 37 }, 1n, 1n)).toThrow(RangeError);
    expect(() => dualPayout({ ...ok, days: 0 }, 1n, 1n)).toThrow(RangeError);
    expect(() => dualPayout(ok, -1n, 1n)).toThrow(RangeError);
    expect(() => dualPayout(ok, 1n, -1n)).toThrow(RangeError);
    expect(() => dualScenarios({ ...ok, type: "straddle" as "call" }, 1n)).toThrow(RangeError);
  });
});

describe("dual investment, for any product", () => {
  it("the reference's decimal text round-trips", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.integer({ min: 0, max: 18 }), (units, d) => {
        const f = parseDecimal(decimalText(units, d));
        expect(f.n * 10n ** BigInt(d)).toBe(units * f.d);
      }),
    );
  });

  it("has the factor 1 + days × apr ÷ 365, exactly", () => {
    fc.assert(
      fc.property(arbApr, arbDays, (apr, days) => {
        const f = dualFactor(apr, days);
        const r = referenceDualFactor(apr, days);
        expect(f.num * r.d).toBe(r.n * f.den);
        expect(f.num).toBeGreaterThanOrEqual(f.den);
      }),
    );
  });

  it("equals the naive reference exactly, rounded down once to the payout coin's unit", () => {
    fc.assert(
      fc.property(arbCase, ({ terms, investment, price }) => {
        const paid = dualPayout(terms, investment, price);
        expect(paid).toEqual(referenceDualPayout(terms, investment, price));
        expect(roundedDownOnce(terms, investment, paid)).toBe(true);
      }),
      { numRuns: 400 },
    );
  });

  it("rounds down once for every small investment (so every remainder, down to den − 1, comes up)", () => {
    // random amounts almost never leave a remainder of exactly den − 1; small ones walk through them all
    const wrong: unknown[] = [];
    for (const type of ["call", "put"] as const)
      for (const linkedPrice of [1n, 2n, 3n, 7n])
        for (const baseScale of [0, 1])
          for (const apr of [
            { num: 1n, den: 1n },
            { num: 3n, den: 2n },
          ])
            for (const days of [1, 2]) {
              const terms: DualTerms = { type, linkedPrice, apr, days, baseScale, quoteScale: 2 };
              for (let investment = 0n; investment <= 3_000n; investment++)
                for (const price of [linkedPrice - 1n, linkedPrice + 1n]) {
                  const paid = dualPayout(terms, investment, price);
                  if (!roundedDownOnce(terms, investment, paid))
                    wrong.push({ terms, investment, price, paid });
                }
            }
    expect(wrong.slice(0, 3)).toEqual([]);
  });

  it("switches coin exactly at the linked price: a call from it up, a put from it down", () => {
    fc.assert(
      fc.property(arbCase, ({ terms, investment, price }) => {
        const paid = dualPayout(terms, investment, price);
        const converts = terms.type === "call" ? price >= terms.linkedPrice : price <= terms.linkedPrice;
        expect(paid.converted).toBe(converts);
        const invested = terms.type === "call" ? "base" : "quote";
        expect(paid.currency === invested).toBe(!converts);
        // the tie converts, one unit on the far side does not
        const link = terms.linkedPrice;
        expect(dualPayout(terms, investment, link).converted).toBe(true);
        if (terms.type === "call") expect(dualPayout(terms, investment, link - 1n).converted).toBe(false);
        else expect(dualPayout(terms, investment, link + 1n).converted).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it("never pays less for a larger investment", () => {
    fc.assert(
      fc.property(arbCase, arbInvestment, ({ terms, investment, price }, more) => {
        const a = dualPayout(terms, investment, price);
        const b = dualPayout(terms, investment + more, price);
        expect(b.currency).toBe(a.currency);
        expect(b.amount).toBeGreaterThanOrEqual(a.amount);
      }),
      { numRuns: 300 },
    );
  });

  it("never loses the principal in its own coin, nor its worth at the linked price when converted", () => {
    fc.assert(
      fc.property(arbCase, ({ terms, investment, price }) => {
        const paid = dualPayout(terms, investment, price);
        const scale = 10n ** BigInt(terms.baseScale);
        const link = terms.linkedPrice;
        const worth = !paid.converted
          ? investment
          : terms.type === "call"
            ? (investment * link) / scale
            : (investment * scale) / link;
        expect(paid.amount).toBeGreaterThanOrEqual(worth);
        expect(paid.amount).toBeGreaterThanOrEqual(0n);
        // at 0 % the kept payout is the investment itself
        if (terms.apr.num === 0n && !paid.converted) expect(paid.amount).toBe(investment);
      }),
      { numRuns: 300 },
    );
  });

  it("previews what settlement pays just below and just above the link", () => {
    fc.assert(
      fc.property(arbTerms, arbInvestment, (terms, investment) => {
        const s = dualScenarios(terms, investment);
        const link = terms.linkedPrice;
        expect(s.kept.converted).toBe(false);
        expect(s.converted.converted).toBe(true);
        expect(dualPayout(terms, investment, link)).toEqual(s.converted);
        if (terms.type === "call") {
          expect(dualPayout(terms, investment, link - 1n)).toEqual(s.kept);
          expect(dualPayout(terms, investment, link + 1n)).toEqual(s.converted);
        } else {
          expect(dualPayout(terms, investment, link + 1n)).toEqual(s.kept);
          expect(dualPayout(terms, investment, link - 1n)).toEqual(s.converted);
        }
      }),
      { numRuns: 300 },
    );
  });
});
