import type { Rate } from "../lever/math.ts";
import { compareFractions, type Fraction, floorOf, fraction, over, plus, times } from "../lever/reference.ts";
import type { DualPayout, DualTerms } from "./dual.ts";
import type { Liquidation, LtvStep, LtvSteps } from "./loan.ts";
import type { EarlyRedemption, LockSchedule } from "./lock.ts";

/**
 * A deliberately naive recomputation of the earn math (allocation.ts, lock.ts, dual.ts, loan.ts), for
 * tests only: every
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

/* ---------------------------------------------------------------- dual investment */

/** Integer units written out as a decimal number of whole coins ("1234" at 2 decimals is "12.34"). */
export function decimalText(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, "0");
  if (decimals === 0) return digits;
  return `${digits.slice(0, digits.length - decimals)}.${digits.slice(digits.length - decimals)}`;
}

/** A decimal number of whole coins read back as an exact fraction, one digit at a time. */
export function parseDecimal(text: string): Fraction {
  const [whole = "0", part = ""] = text.split(".");
  let value = fraction(BigInt(whole));
  let place = fraction(1n, 10n);
  for (const digit of part) {
    value = plus(value, times(fraction(BigInt(digit)), place));
    place = times(place, fraction(1n, 10n));
  }
  return value;
}

/** Whole coins (an exact fraction) cut down to the coin's unit. */
const toUnitsDown = (coins: Fraction, decimals: number) => floorOf(over(coins, tenth(decimals)));

/** 1 + (apr ÷ 365 a day) × days, in fractions. */
export function referenceDualFactor(apr: Rate, days: number): Fraction {
  const daily = over(fraction(apr.num, apr.den), fraction(365n));
  return plus(fraction(1n), times(daily, fraction(BigInt(days))));
}

/**
 * The dual rule as it reads, in whole coins: the investment and the prices become decimal numbers of
 * whole coins, the payout is worked out exactly in whole coins of the payout coin and only then cut to
 * that coin's unit.
 */
export function referenceDualPayout(
  terms: DualTerms,
  investment: bigint,
  settlementPrice: bigint,
): DualPayout {
  const factor = referenceDualFactor(terms.apr, terms.days);
  const linked = parseDecimal(decimalText(terms.linkedPrice, terms.quoteScale)); // quote per base
  const settle = parseDecimal(decimalText(settlementPrice, terms.quoteScale));
  const side = compareFractions(settle, linked);
  if (terms.type === "call") {
    const base = parseDecimal(decimalText(investment, terms.baseScale));
    if (side < 0)
      return {
        currency: "base",
        amount: toUnitsDown(times(base, factor), terms.baseScale),
        converted: false,
      };
    const quote = times(times(base, linked), factor);
    return { currency: "quote", amount: toUnitsDown(quote, terms.quoteScale), converted: true };
  }
  const quote = parseDecimal(decimalText(investment, terms.quoteScale));
  if (side > 0)
    return {
      currency: "quote",
      amount: toUnitsDown(times(quote, factor), terms.quoteScale),
      converted: false,
    };
  const base = times(over(quote, linked), factor);
  return { currency: "base", amount: toUnitsDown(base, terms.baseScale), converted: true };
}

/* ---------------------------------------------------------------- collateral loans */

/** The smallest n ≥ 0 for which `ok(n)` holds, for an `ok` that is false, then true from some n on. */
function leastSuch(ok: (n: bigint) => boolean): bigint {
  if (ok(0n)) return 0n;
  let high = 1n;
  while (!ok(high)) high *= 2n;
  let low = high / 2n; // ok(low) is false (or low is 0, checked above)
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (ok(mid)) high = mid;
    else low = mid;
  }
  return high;
}

/** Collateral in whole coins × price (loan units per whole coin): its exact worth in loan units. */
const exactWorth = (collateral: bigint, price: bigint, collateralScale: number) =>
  times(times(fraction(collateral), tenth(collateralScale)), fraction(price));

export const referenceInterestForDay = (principal: bigint, dailyRate: Rate) =>
  floorOf(times(fraction(principal), fraction(dailyRate.num, dailyRate.den)));

/** The daily interest added up one day at a time. */
export function referenceInterestFor(principal: bigint, dailyRate: Rate, days: number): bigint {
  let total = 0n;
  for (let day = 1; day <= days; day++) total += referenceInterestForDay(principal, dailyRate);
  return total;
}

export const referenceCollateralValue = (collateral: bigint, price: bigint, collateralScale: number) =>
  floorOf(exactWorth(collateral, price, collateralScale));

/** debt ÷ exact worth, as a fraction in lowest terms, or "infinite" (debt against nothing). */
export function referenceLtv(
  debt: bigint,
  collateral: bigint,
  price: bigint,
  collateralScale: number,
): Fraction | "infinite" {
  if (debt === 0n) return fraction(0n);
  const worth = exactWorth(collateral, price, collateralScale);
  if (worth.n === 0n) return "infinite";
  return over(fraction(debt), worth);
}

/** value ≤ limit, for a reference LTV. */
export const referenceLtvWithin = (value: Fraction | "infinite", limit: Rate) =>
  value !== "infinite" && compareFractions(value, fraction(limit.num, limit.den)) <= 0;

/** Walks down the steps from the top: the first threshold the LTV has reached. */
export function referenceLtvStep(value: Fraction | "infinite", steps: LtvSteps): LtvStep {
  const ladder: [LtvStep, Rate][] = [
    ["liquidate", steps.liquidate],
    ["top_up", steps.topUp],
    ["margin_call", steps.marginCall],
  ];
  for (const [step, threshold] of ladder) {
    if (value === "infinite" || compareFractions(value, fraction(threshold.num, threshold.den)) >= 0)
      return step;
  }
  return "ok";
}

export const referenceMaxBorrow = (
  collateral: bigint,
  price: bigint,
  collateralScale: number,
  initial: Rate,
) => floorOf(times(exactWorth(collateral, price, collateralScale), fraction(initial.num, initial.den)));

/** The least collateral at which the reference LTV of `amount` is within the initial LTV, by search. */
export const referenceCollateralFor = (
  amount: bigint,
  price: bigint,
  collateralScale: number,
  initial: Rate,
) => leastSuch((c) => referenceLtvWithin(referenceLtv(amount, c, price, collateralScale), initial));

/** The lowest price at which the reference LTV is within `at`, by search. */
export const referencePriceAtLtv = (debt: bigint, collateral: bigint, collateralScale: number, at: Rate) =>
  leastSuch((p) => referenceLtvWithin(referenceLtv(debt, collateral, p, collateralScale), at));

/**
 * Liquidation as it reads: sell the fewest collateral units whose exact worth covers the debt (found by
 * search), or all of it when even that is not enough; the sale raises its worth cut to the loan unit.
 */
export function referenceLiquidate(
  debt: bigint,
  collateral: bigint,
  price: bigint,
  collateralScale: number,
): Liquidation {
  const covers = (s: bigint) => compareFractions(exactWorth(s, price, collateralScale), fraction(debt)) >= 0;
  const sold = covers(collateral) ? leastSuch(covers) : collateral;
  const proceeds = floorOf(exactWorth(sold, price, collateralScale));
  if (proceeds >= debt)
    return {
      sold,
      proceeds,
      covered: debt,
      shortfall: 0n,
      returned: collateral - sold,
      surplus: proceeds - debt,
    };
  return {
    sold,
    proceeds,
    covered: proceeds,
    shortfall: debt - proceeds,
    returned: collateral - sold,
    surplus: 0n,
  };
}
