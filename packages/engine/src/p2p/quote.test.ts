import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { amountFor, feeOn, fiatFor, floatingPrice, indexInFiat, withinLimits } from "./quote.ts";
import { naiveAmountFor, naiveFiatFor } from "./reference.ts";

const COIN = 8; // BTC-like
const FIAT = 2;
const amounts = fc.bigInt({ min: 0n, max: 10n ** 14n });
const prices = fc.bigInt({ min: 1n, max: 10n ** 12n });
const fiats = fc.bigInt({ min: 0n, max: 10n ** 14n });

describe("fiat P2P quotes", () => {
  it("prices an amount as the naive reference does (half up to the fiat unit)", () => {
    fc.assert(
      fc.property(amounts, prices, (amount, price) => {
        expect(fiatFor(amount, price, COIN)).toBe(naiveFiatFor(amount, price, COIN, FIAT));
      }),
    );
  });

  it("buys with a fiat sum what the naive reference buys, and never charges more than the sum", () => {
    fc.assert(
      fc.property(fiats, prices, (fiat, price) => {
        const amount = amountFor(fiat, price, COIN);
        expect(amount).toBe(naiveAmountFor(fiat, price, COIN, FIAT));
        expect(fiatFor(amount, price, COIN)).toBeLessThanOrEqual(fiat);
        // a larger sum never buys less
        expect(amountFor(fiat + 1n, price, COIN)).toBeGreaterThanOrEqual(amount);
      }),
    );
  });

  it("rounds a tie up and anything else to the nearer unit", () => {
    // 0.5 BTC at 0.01 = 0.005 → 0.01; 0.4 BTC at 0.01 = 0.004 → 0
    expect(fiatFor(50_000_000n, 1n, COIN)).toBe(1n);
    expect(fiatFor(40_000_000n, 1n, COIN)).toBe(0n);
    // 0.00123456 BTC at 65,000.00 = 80.2464 → 80.25
    expect(fiatFor(123_456n, 6_500_000n, COIN)).toBe(8025n);
  });

  it("takes the fee rounded down, and a floating price rounded against the taker by at most a unit", () => {
    expect(feeOn(1_000_001n, { num: 1n, den: 1000n })).toBe(1000n);
    fc.assert(
      fc.property(prices, fc.bigInt({ min: 900n, max: 1100n }), fc.boolean(), (index, permille, sells) => {
        const margin = { num: permille, den: 1000n };
        const price = floatingPrice(index, margin, sells);
        const exact = index * permille; // ×1000
        expect(sells ? price * 1000n >= exact : price * 1000n <= exact).toBe(true);
        expect(sells ? price * 1000n - exact < 1000n : exact - price * 1000n < 1000n).toBe(true);
      }),
    );
  });

  it("converts a USDT index price into a fiat at its rate, half up to the cent", () => {
    // 65,000.123 USDT × 7.2 CNY/USDT = 468,000.8856 CNY → 468,000.89
    expect(indexInFiat(65_000_123n, 3, { num: 72n, den: 10n }, 2)).toBe(46_800_089n);
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 8n }),
        (index, rateNum) => {
          const rate = { num: rateNum, den: 10_000n };
          const cents = indexInFiat(index, 2, rate, 2);
          // within half a cent of the exact value: |cents − index × rate| ≤ 0.5 (all × 2 × 10^4 to stay whole)
          const exact2 = index * rateNum * 2n;
          expect(cents * 20_000n - exact2 <= 10_000n && exact2 - cents * 20_000n <= 10_000n).toBe(true);
        },
      ),
    );
  });

  it("checks an order against the ad's limits in order: minimum, maximum, then what is left", () => {
    const limits = { min: 10n, max: 100n, left: 50n };
    expect(withinLimits(9n, limits)).toBe("below_min");
    expect(withinLimits(101n, limits)).toBe("above_max");
    expect(withinLimits(60n, limits)).toBe("above_left");
    expect(withinLimits(50n, limits)).toBe("ok");
  });
});
