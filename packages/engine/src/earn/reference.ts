import type { Rate } from "../lever/math.ts";
import { type Fraction, floorOf, fraction, over, plus, times } from "../lever/reference.ts";
import type { EarlyRedemption, LockSchedule } from "./lock.ts";

/**
 * A deliberately naive recomputation of the earn math (allocation.ts, lock.ts), for tests only: every
 * quantity is an exact fraction in real units (whole tokens, payment per whole token), rounded to
 * integer units at the very end by the lever reference's stepping floor; dates are stepped one calendar
 * day at a time. It shares no helper with allocation.ts or lock.ts, so a slip in one shows up as a
 * difference (earn.test.ts).
 */

/** 10^-decimals as a fraction, by repeated multiplication. */
function tenth(decimals: number): Fraction {
  let d = 1n;
  for (let i = 0; i < decimals; i++) d *= 10n;
  return fraction(1n, d);
}

export interface RefAllocation {
  id: string | number;
  demand: bigint;
  tokens: bigint;
  paid: bigint;
  refund: bigint;
}

/**
 * The IEO rule as it reads: the price of one token unit is priceUnits per whole token × 10^-tokenScale;
 * a subscription demands the whole token units its amount pays for; oversubscribed, every demand is
 * scaled by supply ÷ total demand and cut to the token unit; each pays the exact worth of its tokens cut
 * to the payment unit and gets the rest back.
 */
export function referenceAllocate(input: {
  supply: bigint;
  priceUnits: bigint;
  tokenScale: number;
  subscriptions: readonly { id: string | number; amount: bigint }[];
}) {
  const perUnit = times(fraction(input.priceUnits), tenth(input.tokenScale));
  const demands = input.subscriptions.map((s) => floorOf(over(fraction(s.amount), perUnit)));
  let total = fraction(0n);
  for (const d of demands) total = plus(total, fraction(d));
  const oversubscribed = floorOf(total) > input.supply;
  const allocations: RefAllocation[] = input.subscriptions.map((s, i) => {
    const demand = demands[i] ?? 0n;
    const tokens = oversubscribed
      ? floorOf(times(fraction(demand), over(fraction(input.supply), total)))
      : demand;
    const paid = floorOf(times(fraction(tokens), perUnit));
    return { id: s.id, demand, tokens, paid, refund: s.amount - paid };
  });
  const sum = (f: (a: RefAllocation) => bigint) => allocations.reduce((acc, a) => acc + f(a), 0n);
  const subscribed = input.subscriptions.reduce((acc, s) => acc + s.amount, 0n);
  return {
    allocations,
    totals: {
      demand: floorOf(total),
      allocated: sum((a) => a.tokens),
      remainder: input.supply - sum((a) => a.tokens),
      subscribed,
      paid: sum((a) => a.paid),
      refunded: sum((a) => a.refund),
      oversubscribed,
    },
  };
}

/** principal × rate, exact, cut to the coin's unit. */
export const referenceYieldForDay = (principal: bigint, rate: Rate) =>
  floorOf(times(fraction(principal), fraction(rate.num, rate.den)));

/** The daily payouts added up one day at a time. */
export function referenceTotalYield(principal: bigint, rate: Rate, days: number): bigint {
  let total = 0n;
  for (let day = 1; day <= days; day++) total += referenceYieldForDay(principal, rate);
  return total;
}

export function referenceEarlyRedemption(principal: bigint, penaltyRate: Rate): EarlyRedemption {
  const penalty = floorOf(times(fraction(principal), fraction(penaltyRate.num, penaltyRate.den)));
  return { penalty, returned: principal - penalty };
}

/** Gregorian leap years: every 4th, except centuries, except every 4th century. */
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The next calendar day, turning the page at the end of a month and of a year. */
function nextDay(text: string): string {
  let [y = 0, m = 0, d = 0] = text.split("-").map(Number);
  const inMonth = m === 2 && isLeap(y) ? 29 : (MONTH_DAYS[m - 1] ?? 0);
  d += 1;
  if (d > inMonth) {
    d = 1;
    m += 1;
  }
  if (m > 12) {
    m = 1;
    y += 1;
  }
  return `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;
}

/** The schedule by walking the calendar forward one day at a time. */
export function referenceLockSchedule(startDay: string, days: number): LockSchedule {
  const payoutDays: string[] = [];
  let day = startDay;
  for (let k = 1; k <= days; k++) {
    day = nextDay(day);
    payoutDays.push(day);
  }
  return { payoutDays, maturity: day };
}

/** Counts the payout dates on or before today. */
export const referenceDaysPaidBy = (startDay: string, days: number, today: string) =>
  referenceLockSchedule(startDay, days).payoutDays.filter((d) => d <= today).length;
