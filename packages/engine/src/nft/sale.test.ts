import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRate, type Rate } from "../lever/math.ts";
import { referenceSaleSplit } from "./reference.ts";
import { saleSplit } from "./sale.ts";

const rate = (text: string): Rate => parseRate(text)!;

describe("NFT sale split", () => {
  it("splits 10 % royalty and 2.5 % fee of a round price exactly", () => {
    expect(saleSplit(1_000_000n, rate("0.1"), rate("0.025"))).toEqual({
      royalty: 100_000n,
      fee: 25_000n,
      seller: 875_000n,
    });
  });

  it("rounds the royalty and the fee down each on their own; the seller gets the rest", () => {
    // 999 × 0.1 = 99.9 → 99; 999 × 0.025 = 24.975 → 24
    expect(saleSplit(999n, rate("0.1"), rate("0.025"))).toEqual({ royalty: 99n, fee: 24n, seller: 876n });
    // a third each, of 10: 3 + 3, the seller gets 4
    expect(saleSplit(10n, { num: 1n, den: 3n }, { num: 1n, den: 3n })).toEqual({
      royalty: 3n,
      fee: 3n,
      seller: 4n,
    });
    expect(saleSplit(1n, rate("0.5"), rate("0.4"))).toEqual({ royalty: 0n, fee: 0n, seller: 1n });
  });

  it("handles no royalty, no fee, a zero price and rates that take everything", () => {
    expect(saleSplit(12_345n, rate("0"), rate("0"))).toEqual({ royalty: 0n, fee: 0n, seller: 12_345n });
    expect(saleSplit(0n, rate("0.1"), rate("0.02"))).toEqual({ royalty: 0n, fee: 0n, seller: 0n });
    expect(saleSplit(7n, rate("0.5"), rate("0.5"))).toEqual({ royalty: 3n, fee: 3n, seller: 1n });
    expect(saleSplit(8n, rate("1"), rate("0"))).toEqual({ royalty: 8n, fee: 0n, seller: 0n });
  });

  it("rejects a negative price, a bad rate, and rates above 1 together", () => {
    expect(() => saleSplit(-1n, rate("0.1"), rate("0.1"))).toThrow(RangeError);
    expect(() => saleSplit(1n, { num: -1n, den: 10n }, rate("0.1"))).toThrow(RangeError);
    expect(() => saleSplit(1n, rate("0.1"), { num: 1n, den: 0n })).toThrow(RangeError);
    expect(() => saleSplit(1n, rate("0.6"), rate("0.41"))).toThrow(RangeError);
    expect(() => saleSplit(1n, { num: 1n, den: 3n }, { num: 2n, den: 3n })).not.toThrow();
    expect(() => saleSplit(1n, { num: 1n, den: 3n }, { num: 2_000_001n, den: 3_000_000n })).toThrow(
      RangeError,
    );
  });

  const arbRate: fc.Arbitrary<Rate> = fc.oneof(
    fc.bigInt({ min: 0n, max: 10_000n }).map((num) => ({ num, den: 10_000n })),
    fc.record({ num: fc.bigInt({ min: 0n, max: 10n ** 9n }), den: fc.bigInt({ min: 1n, max: 10n ** 9n }) }),
  );
  const arbPrice = fc.oneof(fc.bigInt({ min: 0n, max: 1_000n }), fc.bigInt({ min: 0n, max: 10n ** 30n }));

  it("equals the naive computation, and throws exactly where it is invalid", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -3n, max: 10n ** 30n }), arbRate, arbRate, (price, royalty, fee) => {
        const ref = referenceSaleSplit(price, royalty, fee);
        if (ref === "invalid") expect(() => saleSplit(price, royalty, fee)).toThrow(RangeError);
        else expect(saleSplit(price, royalty, fee)).toEqual(ref);
      }),
      { numRuns: 500 },
    );
  });

  it("adds up to the price, each part ≥ 0, each cut rounded down by less than one unit", () => {
    const arbValid = fc
      .tuple(arbRate, arbRate)
      .filter(([r, f]) => r.num * f.den + f.num * r.den <= r.den * f.den);
    fc.assert(
      fc.property(arbPrice, arbValid, (price, [royalty, fee]) => {
        const s = saleSplit(price, royalty, fee);
        expect(s.royalty + s.fee + s.seller).toBe(price);
        for (const part of [s.royalty, s.fee, s.seller]) expect(part).toBeGreaterThanOrEqual(0n);
        for (const [cut, r] of [
          [s.royalty, royalty],
          [s.fee, fee],
        ] as const) {
          expect(cut * r.den <= price * r.num).toBe(true);
          expect((cut + 1n) * r.den > price * r.num).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
