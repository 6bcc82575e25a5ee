import { ceilDiv, type Rate } from "../lever/math.ts";

/**
 * Collateral loans, in integer units: a loan of one coin (e.g. USDT, in 10^-loanScale units) against
 * collateral of another (e.g. BTC, in 10^-collateralScale units), valued at an index price in loan-coin
 * units per ONE WHOLE collateral coin. Rates are exact ({@link Rate}); money is never a float. Pure:
 * the server's daily interest, LTV checks and liquidation use these, and the client shows the same
 * numbers.
 *
 * Rounding, in full (each result is rounded once, on the exact rational):
 * - Interest: a day's interest is floor(principal × daily rate), rounded down (in the borrower's
 *   favour), the same every day; `days` days owe exactly days × that (never floor(principal × rate ×
 *   days)). The fraction is dropped each day, never carried over.
 * - Collateral value (for display): floor(collateral × price ÷ 10^collateralScale), rounded down.
 * - LTV is never rounded: debt ÷ (collateral × price ÷ 10^collateralScale), on the EXACT collateral
 *   value (not the rounded display value), returned as the unreduced rate
 *   { num: debt × 10^collateralScale, den: collateral × price }. Debt 0 is { 0, 1 }; debt > 0 against a
 *   collateral worth exactly 0 (no collateral, or a price of 0) is the infinite LTV { num: 1, den: 0 },
 *   which {@link ltvStep} places above every step. Thresholds are compared exactly, by cross-multiplying,
 *   and each is inclusive.
 * - Max borrow: floor(collateral × price × ltv.num ÷ (10^collateralScale × ltv.den)), rounded down (the
 *   exact collateral value × initial LTV, rounded once): the largest debt whose LTV is ≤ the initial LTV.
 * - Collateral required: ceil(amount × 10^collateralScale × ltv.den ÷ (price × ltv.num)), rounded up:
 *   the least collateral whose LTV for `amount` is ≤ the initial LTV.
 * - Price at an LTV ("liquidation price"): ceil(debt × 10^collateralScale × at.den ÷ (collateral ×
 *   at.num)), rounded up: the lowest price at which the LTV is still ≤ `at`; one unit lower it is > `at`.
 * - Liquidation sells collateral at the index price: sold = min(collateral, ceil(debt ×
 *   10^collateralScale ÷ price)) (rounded up so the sale covers the debt), proceeds = floor(sold × price ÷
 *   10^collateralScale) (rounded down), covered = min(debt, proceeds), shortfall = debt − covered (the
 *   venue's loss), returned = collateral − sold, surplus = proceeds − covered (less than one collateral
 *   unit's worth, paid back to the borrower in the loan coin). A shortfall leaves no collateral and no
 *   surplus.
 *
 * Bad input (a negative amount, a negative rate or one with den ≤ 0, a scale not an integer in 0..36,
 * a day count not a whole number ≥ 0, an LTV outside (0, 1] where one is configured, a price ≤ 0 where
 * one is divided by) throws a RangeError.
 */

const pow10 = (n: number) => 10n ** BigInt(n);

function checkRate(rate: Rate, what: string) {
  if (rate.den <= 0n || rate.num < 0n) throw new RangeError(`${what} must be a non-negative rate`);
}

/** A configured LTV: in (0, 1]. */
function checkLtv(rate: Rate, what: string) {
  if (rate.den <= 0n || rate.num <= 0n || rate.num > rate.den)
    throw new RangeError(`${what} must be a rate in (0, 1]`);
}

function checkScale(scale: number) {
  if (!Number.isSafeInteger(scale) || scale < 0 || scale > 36)
    throw new RangeError("collateral scale must be an integer from 0 to 36");
}

function checkAmount(amount: bigint, what: string) {
  if (amount < 0n) throw new RangeError(`${what} must not be negative`);
}

/** A day's interest: floor(principal × dailyRate) (rounded down: in the borrower's favour), ≥ 0. */
export function interestForDay(principal: bigint, dailyRate: Rate): bigint {
  checkRate(dailyRate, "daily interest rate");
  checkAmount(principal, "principal");
  return (principal * dailyRate.num) / dailyRate.den;
}

/** Interest of `days` days: days × interestForDay (each day rounded on its own). */
export function interestFor(principal: bigint, dailyRate: Rate, days: number): bigint {
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError("loan days must be a whole number ≥ 0");
  return BigInt(days) * interestForDay(principal, dailyRate);
}

/** The collateral's value in loan-coin units at `price`: floor(collateral × price / 10^collateralScale). */
export function collateralValue(collateral: bigint, price: bigint, collateralScale: number): bigint {
  checkScale(collateralScale);
  checkAmount(collateral, "collateral");
  checkAmount(price, "price");
  return (collateral * price) / pow10(collateralScale);
}

/**
 * Loan-to-value as an exact Rate: debt / collateral value, where debt = principal + interest owed.
 * The collateral value here is the exact collateral × price ÷ 10^collateralScale (not the rounded
 * {@link collateralValue}), and the rate is not reduced: { debt × 10^collateralScale, collateral × price }.
 * A collateral value of 0 with debt > 0 is an infinite LTV: { num: 1n, den: 0n } (callers treat den 0 as
 * "above every step"; {@link ltvStep} does). Debt 0 → { 0n, 1n }, whatever the collateral.
 */
export function ltv(debt: bigint, collateral: bigint, price: bigint, collateralScale: number): Rate {
  checkScale(collateralScale);
  checkAmount(debt, "debt");
  checkAmount(collateral, "collateral");
  checkAmount(price, "price");
  if (debt === 0n) return { num: 0n, den: 1n };
  const value = collateral * price;
  if (value === 0n) return { num: 1n, den: 0n };
  return { num: debt * pow10(collateralScale), den: value };
}

export type LtvStep = "ok" | "margin_call" | "top_up" | "liquidate";

/** e.g. 0.80, 0.85, 0.92; must be increasing, each in (0, 1] */
export interface LtvSteps {
  marginCall: Rate;
  topUp: Rate;
  liquidate: Rate;
}

/** a ≥ b, for a possibly infinite a (den 0) and a finite b. */
const atLeast = (a: Rate, b: Rate) => a.den === 0n || a.num * b.den >= b.num * a.den;

/**
 * The step an LTV is at: ok below marginCall; margin_call from marginCall; top_up from topUp; liquidate
 * from liquidate (each threshold inclusive). Rationals are compared exactly (cross-multiplied); den 0
 * is the infinite LTV, at "liquidate". Throws a RangeError on steps that are not increasing or not each
 * in (0, 1], and on a value with a negative part or { 0, 0 }.
 */
export function ltvStep(value: Rate, steps: LtvSteps): LtvStep {
  checkLtv(steps.marginCall, "margin call LTV");
  checkLtv(steps.topUp, "top-up LTV");
  checkLtv(steps.liquidate, "liquidation LTV");
  if (atLeast(steps.marginCall, steps.topUp) || atLeast(steps.topUp, steps.liquidate))
    throw new RangeError("LTV steps must be increasing: margin call < top-up < liquidation");
  if (value.num < 0n || value.den < 0n || (value.den === 0n && value.num === 0n))
    throw new RangeError("LTV must be a non-negative rate (den 0 only for the infinite LTV)");
  if (atLeast(value, steps.liquidate)) return "liquidate";
  if (atLeast(value, steps.topUp)) return "top_up";
  if (atLeast(value, steps.marginCall)) return "margin_call";
  return "ok";
}

/**
 * The most that can be borrowed against `collateral` at `price` so that the initial LTV is at most
 * initialLtv: floor(collateral × price × initialLtv ÷ 10^collateralScale), the exact collateral value ×
 * initialLtv rounded down once (so never more than floor({@link collateralValue} × initialLtv) + 1 and
 * never less than it). One unit more would put the LTV above initialLtv.
 */
export function maxBorrow(
  collateral: bigint,
  price: bigint,
  collateralScale: number,
  initialLtv: Rate,
): bigint {
  checkScale(collateralScale);
  checkLtv(initialLtv, "initial LTV");
  checkAmount(collateral, "collateral");
  checkAmount(price, "price");
  return (collateral * price * initialLtv.num) / (pow10(collateralScale) * initialLtv.den);
}

/**
 * The least collateral that keeps LTV ≤ initialLtv for `amount`:
 * ceil(amount × 10^collateralScale × den / (price × num)). price > 0.
 */
export function collateralFor(
  amount: bigint,
  price: bigint,
  collateralScale: number,
  initialLtv: Rate,
): bigint {
  checkScale(collateralScale);
  checkLtv(initialLtv, "initial LTV");
  checkAmount(amount, "amount");
  if (price <= 0n) throw new RangeError("price must be positive");
  return ceilDiv(amount * pow10(collateralScale) * initialLtv.den, price * initialLtv.num);
}

/**
 * The price at which the LTV reaches `at` (for "liquidation price" display), in loan units per whole
 * collateral, rounded UP: ceil(debt × 10^collateralScale × at.den / (collateral × at.num)); collateral > 0,
 * at > 0. At the returned price the LTV is ≤ `at`; at one unit less it is > `at` (debt > 0). Debt 0 → 0.
 */
export function priceAtLtv(debt: bigint, collateral: bigint, collateralScale: number, at: Rate): bigint {
  checkScale(collateralScale);
  if (at.den <= 0n || at.num <= 0n) throw new RangeError("LTV must be a positive rate");
  checkAmount(debt, "debt");
  if (collateral <= 0n) throw new RangeError("collateral must be positive");
  return ceilDiv(debt * pow10(collateralScale) * at.den, collateral * at.num);
}

export interface Liquidation {
  /** collateral units sold to cover the debt at `price`: min(collateral, ceil(debt × 10^collateralScale / price)) */
  sold: bigint;
  /** what the sale raises in loan units: floor(sold × price / 10^collateralScale) (≥ debt unless the collateral ran out) */
  proceeds: bigint;
  /** debt covered: min(debt, proceeds) */
  covered: bigint;
  /** debt the collateral could not cover (the venue's loss): debt − covered, ≥ 0 */
  shortfall: bigint;
  /** collateral returned to the borrower: collateral − sold, ≥ 0 */
  returned: bigint;
  /** proceeds beyond the debt (from rounding up `sold`), returned to the borrower in the loan coin: proceeds − covered, ≥ 0 */
  surplus: bigint;
}

/** Selling collateral at the index price to repay `debt`; never sells more than the collateral, never negative. price > 0. */
export function liquidate(
  debt: bigint,
  collateral: bigint,
  price: bigint,
  collateralScale: number,
): Liquidation {
  checkScale(collateralScale);
  checkAmount(debt, "debt");
  checkAmount(collateral, "collateral");
  if (price <= 0n) throw new RangeError("price must be positive");
  const scale = pow10(collateralScale);
  const needed = ceilDiv(debt * scale, price);
  const sold = needed < collateral ? needed : collateral;
  const proceeds = (sold * price) / scale;
  const covered = proceeds < debt ? proceeds : debt;
  return {
    sold,
    proceeds,
    covered,
    shortfall: debt - covered,
    returned: collateral - sold,
    surplus: proceeds - covered,
  };
}
