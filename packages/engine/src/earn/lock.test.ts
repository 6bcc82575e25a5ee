import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Rate } from "../lever/math.ts";
import { daysPaidBy, earlyRedemption, lockSchedule, totalYield, yieldForDay } from "./lock.ts";
import {
  referenceDaysPaidBy,
  referenceEarlyRedemption,
  referenceLockSchedule,
  referenceTotalYield,
  referenceYieldForDay,
} from "./reference.ts";

const DAY_MS = 86_400_000;

const arbPrincipal = fc.oneof(fc.bigInt({ min: 0n, max: 10_000n }), fc.bigInt({ min: 0n, max: 10n ** 24n }));
const arbRate: fc.Arbitrary<Rate> = fc.oneof(
  fc.bigInt({ min: 0n, max: 10_000n }).map((num) => ({ num, den: 1_000_000n })),
  fc.record({ num: fc.bigInt({ min: 0n, max: 10n ** 9n }), den: fc.bigInt({ min: 1n, max: 10n ** 9n }) }),
);
/** a rate in [0, 1] */
const arbPenaltyRate: fc.Arbitrary<Rate> = fc
  .bigInt({ min: 1n, max: 10n ** 12n })
  .chain((den) => fc.bigInt({ min: 0n, max: den }).map((num) => ({ num, den })));
const arbDays = fc.oneof(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 3_650 }));
/** any date from 0001-06-12 to 9978-05-19, written by Date (not by the code under test) */
const arbDate = fc
  .integer({ min: -719_000, max: 2_925_000 })
  .map((n) => new Date(n * DAY_MS).toISOString().slice(0, 10));

describe("lock mining, by hand", () => {
  it("pays principal × daily rate rounded down, the same every day", () => {
    // 1,000 USDT at 0.05 % a day: 0.5 USDT a day, 15 USDT over 30 days
    const rate = { num: 5n, den: 10_000n };
    expect(yieldForDay(1_000_000_000n, rate)).toBe(500_000n);
    expect(totalYield(1_000_000_000n, rate, 30)).toBe(15_000_000n);
    // 1,234,567 units at 0.3 %: 3,703.701 → 3,703 a day; 7 days 25,921 (not ⌊25,925.907⌋)
    expect(yieldForDay(1_234_567n, { num: 3n, den: 1_000n })).toBe(3_703n);
    expect(totalYield(1_234_567n, { num: 3n, den: 1_000n }, 7)).toBe(25_921n);
    // a principal too small to earn a unit a day earns nothing
    expect(totalYield(333n, { num: 15n, den: 10_000n }, 365)).toBe(0n);
  });

  it("takes the early-redemption penalty rounded down", () => {
    // 1,000,001 × 5 % = 50,000.05 → 50,000
    expect(earlyRedemption({ principal: 1_000_001n, penaltyRate: { num: 5n, den: 100n } })).toEqual({
      penalty: 50_000n,
      returned: 950_001n,
    });
    expect(earlyRedemption({ principal: 7n, penaltyRate: { num: 0n, den: 1n } })).toEqual({
      penalty: 0n,
      returned: 7n,
    });
    expect(earlyRedemption({ principal: 7n, penaltyRate: { num: 1n, den: 1n } })).toEqual({
      penalty: 7n,
      returned: 0n,
    });
  });

  it("pays day k on startDay + k, across month, leap-day and year ends", () => {
    expect(lockSchedule({ startDay: "2024-02-27", days: 3 })).toEqual({
      payoutDays: ["2024-02-28", "2024-02-29", "2024-03-01"],
      maturity: "2024-03-01",
    });
    expect(lockSchedule({ startDay: "2023-12-30", days: 3 })).toEqual({
      payoutDays: ["2023-12-31", "2024-01-01", "2024-01-02"],
      maturity: "2024-01-02",
    });
    expect(lockSchedule({ startDay: "2100-02-28", days: 1 }).maturity).toBe("2100-03-01");
    expect(lockSchedule({ startDay: "2000-02-28", days: 1 }).maturity).toBe("2000-02-29");
    expect(lockSchedule({ startDay: "2024-05-10", days: 0 })).toEqual({
      payoutDays: [],
      maturity: "2024-05-10",
    });
  });

  it("counts the payouts made by a date (today's 00:00 payout included)", () => {
    const start = "2024-05-10";
    expect(daysPaidBy(start, 7, "2024-05-01")).toBe(0);
    expect(daysPaidBy(start, 7, "2024-05-10")).toBe(0);
    expect(daysPaidBy(start, 7, "2024-05-11")).toBe(1);
    expect(daysPaidBy(start, 7, "2024-05-16")).toBe(6);
    expect(daysPaidBy(start, 7, "2024-05-17")).toBe(7); // maturity
    expect(daysPaidBy(start, 7, "2025-01-01")).toBe(7);
  });

  it("rejects bad input", () => {
    expect(() => yieldForDay(-1n, { num: 1n, den: 100n })).toThrow(RangeError);
    expect(() => yieldForDay(1n, { num: 1n, den: 0n })).toThrow(RangeError);
    expect(() => yieldForDay(1n, { num: -1n, den: 100n })).toThrow(RangeError);
    expect(() => totalYield(1n, { num: 1n, den: 100n }, -1)).toThrow(RangeError);
    expect(() => totalYield(1n, { num: 1n, den: 100n }, 1.5)).toThrow(RangeError);
    expect(() => earlyRedemption({ principal: 1n, penaltyRate: { num: 101n, den: 100n } })).toThrow(
      RangeError,
    );
    expect(() => earlyRedemption({ principal: -1n, penaltyRate: { num: 1n, den: 100n } })).toThrow(
      RangeError,
    );
    for (const bad of [
      "2023-02-29",
      "2024-13-01",
      "2024-00-10",
      "2024-04-31",
      "2024-1-01",
      "0000-01-01",
      "x",
    ])
      expect(() => lockSchedule({ startDay: bad, days: 1 }), bad).toThrow(RangeError);
    expect(() => lockSchedule({ startDay: "9999-12-30", days: 2 })).toThrow(RangeError);
    expect(() => daysPaidBy("2024-01-01", 3, "2024-02-30")).toThrow(RangeError);
  });
});

describe("lock mining, for any lock", () => {
  it("equals the naive reference, and the total is the daily yield times the days", () => {
    fc.assert(
      fc.property(arbPrincipal, arbRate, arbDays, (principal, rate, days) => {
        const daily = yieldForDay(principal, rate);
        expect(daily).toBe(referenceYieldForDay(principal, rate));
        // rounded down once: daily ≤ principal × rate < daily + 1
        expect(daily * rate.den).toBeLessThanOrEqual(principal * rate.num);
        expect((daily + 1n) * rate.den).toBeGreaterThan(principal * rate.num);
        const total = totalYield(principal, rate, days);
        expect(total).toBe(referenceTotalYield(principal, rate, days));
        expect(total).toBe(BigInt(days) * ((principal * rate.num) / rate.den));
      }),
      { numRuns: 200 },
    );
  });

  it("splits an early redemption into penalty + returned = principal, returned ≥ 0", () => {
    fc.assert(
      fc.property(arbPrincipal, arbPenaltyRate, (principal, penaltyRate) => {
        const r = earlyRedemption({ principal, penaltyRate });
        expect(r).toEqual(referenceEarlyRedemption(principal, penaltyRate));
        expect(r.penalty + r.returned).toBe(principal);
        expect(r.returned).toBeGreaterThanOrEqual(0n);
        expect(r.penalty).toBeGreaterThanOrEqual(0n);
        // rounded down: never a unit more than the rate takes
        expect(r.penalty * penaltyRate.den).toBeLessThanOrEqual(principal * penaltyRate.num);
        expect((r.penalty + 1n) * penaltyRate.den).toBeGreaterThan(principal * penaltyRate.num);
      }),
    );
  });

  it("schedules exactly `days` distinct consecutive dates after the start, maturity the last", () => {
    fc.assert(
      fc.property(arbDate, arbDays, (startDay, days) => {
        const s = lockSchedule({ startDay, days });
        expect(s).toEqual(referenceLockSchedule(startDay, days));
        expect(s.payoutDays).toHaveLength(days);
        expect(new Set(s.payoutDays).size).toBe(days);
        let previous = Date.parse(`${startDay}T00:00:00Z`);
        for (const day of s.payoutDays) {
          const at = Date.parse(`${day}T00:00:00Z`);
          expect(at - previous).toBe(DAY_MS);
          previous = at;
        }
        expect(s.maturity).toBe(days === 0 ? startDay : s.payoutDays[days - 1]);
      }),
      { numRuns: 200 },
    );
  });

  it("counts the payouts made by any date", () => {
    fc.assert(
      fc.property(
        arbDate,
        arbDays,
        fc.integer({ min: -40, max: 4_000 }),
        fc.integer({ min: -719_162, max: 2_925_000 }),
        (startDay, days, offset, anyDay) => {
          const near = new Date(Date.parse(`${startDay}T00:00:00Z`) + offset * DAY_MS)
            .toISOString()
            .slice(0, 10);
          const far = new Date(anyDay * DAY_MS).toISOString().slice(0, 10);
          for (const today of [near, far]) {
            const paid = daysPaidBy(startDay, days, today);
            expect(paid).toBe(referenceDaysPaidBy(startDay, days, today));
            expect(paid).toBeGreaterThanOrEqual(0);
            expect(paid).toBeLessThanOrEqual(days);
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
