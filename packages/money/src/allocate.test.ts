import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, allocateEvenly } from "./allocate.ts";
import { type Amount, fromUnits, MAX_SCALE, toFixedString } from "./amount.ts";
import { money } from "./parse.ts";

const units = (parts: Amount[]) => parts.map((part) => part.units);
const sumOf = (parts: Amount[]) => parts.reduce((sum, part) => sum + part.units, 0n);

const totalArb = fc
  .integer({ min: 0, max: MAX_SCALE })
  .chain((scale) =>
    fc
      .oneof(fc.bigInt({ min: -50n, max: 50n }), fc.bigInt({ min: -(10n ** 29n), max: 10n ** 29n }))
      .map((u) => fromUnits(u, scale)),
  );
const weightsArb = fc
  .array(fc.oneof(fc.bigInt({ min: 0n, max: 10n }), fc.bigInt({ min: 0n, max: 10n ** 20n })), {
    minLength: 1,
    maxLength: 12,
  })
  .filter((weights) => weights.some((weight) => weight > 0n));

describe("allocate", () => {
  it("splits in proportion and hands leftover units to the largest remainders", () => {
    expect(allocate(money("10.00", 2), [3, 7]).map(toFixedString)).toEqual(["3.00", "7.00"]);
    expect(units(allocate(money("1.00", 2), [1, 2, 3]))).toEqual([17n, 33n, 50n]);
    expect(units(allocate(fromUnits(1n, 0), [2, 1]))).toEqual([1n, 0n]);
    expect(units(allocate(fromUnits(1n, 0), [1, 2]))).toEqual([0n, 1n]);
    expect(units(allocate(fromUnits(2n, 0), [1, 3, 3]))).toEqual([0n, 1n, 1n]);
  });

  it("breaks ties by index and keeps zero weights at zero", () => {
    expect(units(allocate(fromUnits(5n, 2), [1, 1, 1]))).toEqual([2n, 2n, 1n]);
    expect(units(allocate(fromUnits(3n, 2), [1, 0, 1]))).toEqual([2n, 0n, 1n]);
    expect(units(allocate(fromUnits(-5n, 2), [1n, 1n, 1n]))).toEqual([-2n, -2n, -1n]);
  });

  it("treats number and bigint weights alike", () => {
    expect(allocate(money("100", 8), [1, 2, 3])).toEqual(allocate(money("100", 8), [1n, 2n, 3n]));
  });

  it("rejects weights that are negative, fractional, unsafe or all zero", () => {
    const bad = expect.objectContaining({ code: "MONEY_BAD_ARGUMENT" });
    const total = money("1", 2);
    for (const weights of [[], [0, 0], [-1, 2], [1.5], [Number.NaN], [2 ** 53], [-1n]]) {
      expect(() => allocate(total, weights)).toThrow(bad);
    }
  });

  it("sums back to the total exactly, each part within one unit of its ideal share", () => {
    fc.assert(
      fc.property(totalArb, weightsArb, (total, weights) => {
        const parts = allocate(total, weights);
        const weightSum = weights.reduce((sum, weight) => sum + weight, 0n);
        expect(parts).toHaveLength(weights.length);
        expect(sumOf(parts)).toBe(total.units);
        parts.forEach((part, i) => {
          expect(part.scale).toBe(total.scale);
          // |part − total·w/W| < 1 unit, multiplied through by W
          const gap = part.units * weightSum - total.units * weights[i]!;
          expect((gap < 0n ? -gap : gap) < weightSum).toBe(true);
          if (weights[i] === 0n) expect(part.units).toBe(0n);
        });
      }),
    );
  });
});

describe("allocateEvenly", () => {
  it("splits into near-equal parts, extra units first", () => {
    expect(allocateEvenly(money("100.00", 2), 3).map(toFixedString)).toEqual(["33.34", "33.33", "33.33"]);
    expect(allocateEvenly(money("-0.05", 2), 3).map(toFixedString)).toEqual(["-0.02", "-0.02", "-0.01"]);
    expect(allocateEvenly(money("1", 0), 1).map(toFixedString)).toEqual(["1"]);
  });

  it("rejects a part count that is not a positive integer", () => {
    for (const n of [0, -1, 1.5, Number.NaN]) {
      expect(() => allocateEvenly(money("1", 2), n)).toThrow(
        expect.objectContaining({ code: "MONEY_BAD_ARGUMENT" }),
      );
    }
  });

  it("keeps the total and parts within one unit of each other", () => {
    fc.assert(
      fc.property(totalArb, fc.integer({ min: 1, max: 50 }), (total, n) => {
        const parts = units(allocateEvenly(total, n));
        expect(parts).toHaveLength(n);
        expect(parts.reduce((sum, part) => sum + part, 0n)).toBe(total.units);
        const magnitudes = parts.map((part) => (part < 0n ? -part : part));
        for (let i = 1; i < magnitudes.length; i += 1) {
          expect(magnitudes[i]! <= magnitudes[i - 1]!).toBe(true);
          expect(magnitudes[0]! - magnitudes[i]! <= 1n).toBe(true);
        }
      }),
    );
  });
});
