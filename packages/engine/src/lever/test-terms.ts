import fc from "fast-check";
import type { LeverDirection, LeverTerms } from "./math.ts";

/** Shared by the lever tests: a BTC/USDT market as the examples use it, and random contract terms. */

/** BTC/USDT: prices to 0.01, a lot of 0.01 BTC (1,000,000 satoshi) in steps of 0.01 lot, USDT to 6 decimals. */
export const BTC_USDT: LeverTerms = {
  priceDecimals: 2,
  baseScale: 8,
  quoteScale: 6,
  lotSize: 1_000_000n,
  lotDecimals: 2,
  spread: { num: 1n, den: 10_000n },
  fee: { num: 5n, den: 10_000n },
  overnight: { num: 3n, den: 10_000n },
};

/** Terms of any shape the operator may configure: scales, lot sizes and rates of every magnitude. */
export const arbTerms: fc.Arbitrary<LeverTerms> = fc
  .record({
    priceDecimals: fc.integer({ min: 0, max: 6 }),
    baseScale: fc.integer({ min: 0, max: 10 }),
    quoteScale: fc.integer({ min: 0, max: 8 }),
    lotSize: fc.bigInt({ min: 1n, max: 10n ** 10n }),
    lotDecimals: fc.integer({ min: 0, max: 3 }),
    spread: fc.bigInt({ min: 0n, max: 500n }),
    fee: fc.bigInt({ min: 0n, max: 100n }),
    overnight: fc.bigInt({ min: 0n, max: 100n }),
  })
  .map((t) => ({
    ...t,
    spread: { num: t.spread, den: 10_000n },
    fee: { num: t.fee, den: 10_000n },
    overnight: { num: t.overnight, den: 100_000n },
  }));

export const arbDirection = fc.constantFrom<LeverDirection>("long", "short");
export const arbIndex = fc.bigInt({ min: 1n, max: 10n ** 9n });
export const arbLots = fc.bigInt({ min: 1n, max: 100_000n });
export const arbMultiple = fc.constantFrom(1, 2, 3, 5, 10, 20, 25, 50, 75, 100);
