import { compare, subtract } from "../../../ui/decimal";
import { type AmountProblem, amountProblem } from "./amount";
import { addDays, fromUnits, parseRate, type Rate, toUnits } from "./figures";

/**
 * Collateral loans' figures (docs/earn-api.md "Loan calls"), pure and exact: amounts are decimal text
 * turned into integer units (BigInt), rates into fractions, never floats. The same rules as the
 * server's (engine `packages/engine/src/earn/loan.ts`, which the web app does not import):
 *
 * - a day's interest = ⌊principal × daily rate⌋ in the loan coin's unit, the same every day; a cycle
 *   of `days` owes days × that;
 * - the index price is in loan-coin units per ONE WHOLE collateral coin, its digits past the loan
 *   coin's decimals cut (as the server reads it);
 * - LTV = debt ÷ (collateral × price), exact; as a percent it is cut to 2 decimals (the server's);
 * - the least collateral for an amount = ⌈amount ÷ (price × initial LTV)⌉ in the collateral coin's unit;
 * - the price at which the LTV reaches a step (the liquidation price) = ⌈debt ÷ (collateral × step)⌉.
 */

/** The tabs of one's loans (`loan/order?tab=`, the `status` of `GET /loan/order`). */
export const loanTabs = ["open", "ended"] as const;
export type LoanTab = (typeof loanTabs)[number];
export const DEFAULT_LOAN_TAB: LoanTab = "open";

/** A loan's states: under review, rejected, active, being repaid, repaid, liquidated. */
export const loanStates = ["review", "rejected", "active", "repaying", "repaid", "liquidated"] as const;
export type LoanState = (typeof loanStates)[number];
export const isLoanState = (value: string): value is LoanState => loanStates.includes(value as LoanState);

/** The LTV steps, lowest first: fine, warned, asked to add collateral, sold. */
export const ltvSteps = ["ok", "margin_call", "top_up", "liquidate"] as const;
export type LtvStep = (typeof ltvSteps)[number];
export const isLtvStep = (value: string | null | undefined): value is LtvStep =>
  ltvSteps.includes(value as LtvStep);

/** `repay_status` of a loan whose repayment the operator refused (the held amount came back). */
export const REPAY_REFUSED = 3;

const pow10 = (n: number) => 10n ** BigInt(n);
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** A day's interest: ⌊principal × daily rate⌋ (in the borrower's favour). */
export function interestForDay(principal: bigint, dailyRate: Rate): bigint {
  return (principal * dailyRate.num) / dailyRate.den;
}

/**
 * The least collateral that keeps the LTV of `amount` within `initialLtv`: ⌈amount × 10^scale ÷
 * (price × initialLtv)⌉, in collateral units (`scale`: the collateral coin's decimals). Null without a
 * positive price or LTV.
 */
export function collateralFor(amount: bigint, price: bigint, scale: number, initialLtv: Rate): bigint | null {
  if (price <= 0n || initialLtv.num <= 0n || amount < 0n) return null;
  return ceilDiv(amount * pow10(scale) * initialLtv.den, price * initialLtv.num);
}

/**
 * The lowest price (loan units per whole collateral coin) at which the LTV is still within `at`:
 * ⌈debt × 10^scale ÷ (collateral × at)⌉. Null without collateral.
 */
export function priceAtLtv(debt: bigint, collateral: bigint, scale: number, at: Rate): bigint | null {
  if (collateral <= 0n || at.num <= 0n || debt < 0n) return null;
  return ceilDiv(debt * pow10(scale) * at.den, collateral * at.num);
}

/**
 * Loan-to-value, exact and unreduced: { debt × 10^scale, collateral × price }. Debt 0 is { 0, 1 }; debt
 * against a collateral worth nothing is the infinite LTV { 1, 0 }.
 */
export function ltv(debt: bigint, collateral: bigint, price: bigint, scale: number): Rate {
  if (debt === 0n) return { num: 0n, den: 1n };
  const value = collateral * price;
  if (value <= 0n) return { num: 1n, den: 0n };
  return { num: debt * pow10(scale), den: value };
}

/** a ≥ b, for a possibly infinite a (den 0). */
const atLeast = (a: Rate, b: Rate) => a.den === 0n || a.num * b.den >= b.num * a.den;

export interface LtvThresholds {
  marginCall: Rate;
  topUp: Rate;
  liquidate: Rate;
}

/** The step an LTV is at, each threshold inclusive (the infinite LTV is at `liquidate`). */
export function ltvStep(value: Rate, steps: LtvThresholds): LtvStep {
  if (atLeast(value, steps.liquidate)) return "liquidate";
  if (atLeast(value, steps.topUp)) return "top_up";
  if (atLeast(value, steps.marginCall)) return "margin_call";
  return "ok";
}

/** An LTV as a percent cut to 2 decimals ("61.53"); null for the infinite LTV. */
export function ltvPercent(value: Rate): string | null {
  return value.den === 0n ? null : fromUnits((value.num * 10_000n) / value.den, 2);
}

/** An index price in loan units: "65000.1234567" at 6 → 65000123456n (digits past the scale cut). */
export function priceUnits(text: string | null | undefined, scale: number): bigint | null {
  const m = /^(\d+)(?:\.(\d+))?$/.exec((text ?? "").trim());
  if (!m) return null;
  return BigInt(`${m[1]}${(m[2] ?? "").padEnd(scale, "0").slice(0, scale)}`);
}

/** An offer's terms as the figures need them (`GET /loan/config`). */
export interface LoanTerms {
  /** the loan coin's decimals */
  decimals: number;
  daily_rate: string;
  cycle_days: number;
}

/** A collateral coin as the figures need it: its decimals, index price and LTV steps. */
export interface CollateralTerms {
  decimals: number;
  /** in the loan coin per one whole collateral coin; null when the market has no price */
  index_price: string | null;
  initial_ltv: string;
  margin_call: string;
  top_up: string;
  liquidate: string;
}

/** A positive amount in units of 10^-decimals; null when empty, malformed, zero or too precise. */
function positiveUnits(text: string, decimals: number): bigint | null {
  const units = toUnits(text, decimals);
  return units !== null && units > 0n ? units : null;
}

/** The price of a collateral coin in loan units, when it has a positive one. */
function indexUnits(coin: CollateralTerms, loanDecimals: number): bigint | null {
  const price = priceUnits(coin.index_price, loanDecimals);
  return price !== null && price > 0n ? price : null;
}

/**
 * The least collateral for `amount` at the coin's index price and initial LTV, as text in the
 * collateral coin's decimals; null when the amount is not a positive one or there is no price.
 */
export function leastCollateral(amount: string, loan: LoanTerms, coin: CollateralTerms): string | null {
  const units = positiveUnits(amount, loan.decimals);
  const price = indexUnits(coin, loan.decimals);
  const initial = parseRate(coin.initial_ltv);
  if (units === null || price === null || initial === null) return null;
  const least = collateralFor(units, price, coin.decimals, initial);
  return least === null ? null : fromUnits(least, coin.decimals);
}

/**
 * How far below the initial LTV the borrow screen's proposed collateral starts (5 points): the index
 * moves between the screen showing the price and the server valuing the collateral, and the least
 * collateral at the shown price would be refused after the smallest rise.
 */
export const PROPOSAL_MARGIN = { num: 5n, den: 100n };

/**
 * The collateral the borrow screen proposes for `amount`: the least for a starting LTV of the initial LTV
 * minus {@link PROPOSAL_MARGIN} (the initial LTV itself when that leaves nothing), as text; null as
 * {@link leastCollateral}.
 */
export function proposedCollateral(amount: string, loan: LoanTerms, coin: CollateralTerms): string | null {
  const units = positiveUnits(amount, loan.decimals);
  const price = indexUnits(coin, loan.decimals);
  const initial = parseRate(coin.initial_ltv);
  if (units === null || price === null || initial === null) return null;
  const m = PROPOSAL_MARGIN;
  const lower = { num: initial.num * m.den - m.num * initial.den, den: initial.den * m.den };
  const target = lower.num > 0n ? lower : initial;
  const proposed = collateralFor(units, price, coin.decimals, target);
  return proposed === null ? null : fromUnits(proposed, coin.decimals);
}

/** What borrowing `amount` under an offer costs: each day, over the cycle, and all to pay back. */
export interface LoanQuote {
  /** ⌊amount × daily rate⌋ */
  daily: string;
  /** cycle days × the daily interest */
  total: string;
  /** amount + total */
  repay: string;
}

/** The calculator's figures for `amount`; null when it is not a positive amount in the coin's decimals. */
export function loanQuote(amount: string, loan: LoanTerms): LoanQuote | null {
  const units = positiveUnits(amount, loan.decimals);
  const rate = parseRate(loan.daily_rate);
  if (units === null || rate === null || !Number.isSafeInteger(loan.cycle_days) || loan.cycle_days < 0)
    return null;
  const daily = interestForDay(units, rate);
  const total = BigInt(loan.cycle_days) * daily;
  return {
    daily: fromUnits(daily, loan.decimals),
    total: fromUnits(total, loan.decimals),
    repay: fromUnits(units + total, loan.decimals),
  };
}

/** The coin's LTV steps as exact rates; null when one is malformed. */
function thresholdsOf(coin: CollateralTerms): LtvThresholds | null {
  const marginCall = parseRate(coin.margin_call);
  const topUp = parseRate(coin.top_up);
  const liquidate = parseRate(coin.liquidate);
  return marginCall && topUp && liquidate ? { marginCall, topUp, liquidate } : null;
}

/** Where a loan would start: its LTV now, the step that puts it at, and its liquidation price. */
export interface LoanStart {
  /** percent, 2 decimals cut; null when the collateral is worth nothing */
  ltv: string | null;
  step: LtvStep;
  /** the price (in the loan coin) at which the LTV reaches the liquidation step */
  liquidationPrice: string | null;
  /** the LTV is above the coin's initial LTV: the server refuses the loan */
  short: boolean;
}

/**
 * Borrowing `amount` against `collateral` of a coin at its index price now; null when either is not a
 * positive amount in its coin's decimals or the coin has no price.
 */
export function loanStart(
  amount: string,
  collateral: string,
  loan: LoanTerms,
  coin: CollateralTerms,
): LoanStart | null {
  const debt = positiveUnits(amount, loan.decimals);
  const held = positiveUnits(collateral, coin.decimals);
  const price = indexUnits(coin, loan.decimals);
  const steps = thresholdsOf(coin);
  const initial = parseRate(coin.initial_ltv);
  if (debt === null || held === null || price === null || steps === null || initial === null) return null;
  const value = ltv(debt, held, price, coin.decimals);
  const liquidation = priceAtLtv(debt, held, coin.decimals, steps.liquidate);
  return {
    ltv: ltvPercent(value),
    step: ltvStep(value, steps),
    liquidationPrice: liquidation === null ? null : fromUnits(liquidation, loan.decimals),
    short: !atLeast(initial, value),
  };
}

/**
 * A loan's LTV once `added` collateral joins its `collateral`, at the coin's index price; null when
 * the figures are malformed, the amount added is not positive or there is no price.
 */
export function ltvAfterTopup(
  loan: { debt: string | null; collateral: string },
  added: string,
  loanDecimals: number,
  coin: CollateralTerms,
): { ltv: string | null; step: LtvStep } | null {
  const debt = toUnits(loan.debt, loanDecimals);
  const held = toUnits(loan.collateral, coin.decimals);
  const more = positiveUnits(added, coin.decimals);
  const price = indexUnits(coin, loanDecimals);
  const steps = thresholdsOf(coin);
  if (debt === null || held === null || more === null || price === null || steps === null) return null;
  const value = ltv(debt, held + more, price, coin.decimals);
  return { ltv: ltvPercent(value), step: ltvStep(value, steps) };
}

/**
 * What one may borrow with one's assets: the available assets in every account (in USDT) cut to the
 * loan coin's decimals, × the offer's asset limit, rounded down (the server's check); null when
 * malformed.
 */
export function assetCeiling(assets: string, assetLimit: string, decimals: number): string | null {
  const units = priceUnits(assets, decimals);
  const limit = parseRate(assetLimit);
  if (units === null || limit === null || limit.den === 0n) return null;
  return fromUnits((units * limit.num) / limit.den, decimals);
}

/** The day a loan approved today is due: today (UTC) + the cycle's days. */
export function dueDay(today: string, cycleDays: number): string | null {
  return addDays(today, cycleDays);
}

const clampPercent = (n: number) => (Number.isFinite(n) ? Math.min(100, Math.max(0, n)) : 0);

/** An LTV percent ("61.53") as a bar's width: 0 to 100 (display only, a float). */
export function ltvWidth(percent: string | null | undefined): number {
  return clampPercent(Number.parseFloat(percent ?? ""));
}

/** A rate as a mark's position on that bar ("0.92" → 92; display only, a float). */
export function ratePosition(rate: string): number {
  return clampPercent(Number.parseFloat(rate) * 100);
}

/** The collateral a liquidation gave back: collateral − sold; null when either is malformed. */
export function collateralReturned(collateral: string, sold: string | null): string | null {
  return sold === null ? null : subtract(collateral, sold);
}

/** True while one of the loans shown is active: its LTV follows the index, so the list is read again. */
export function followsIndex(loans: readonly { state: string }[]): boolean {
  return loans.some((l) => l.state === "active");
}

/** What may be wrong with the amount to borrow: the lock form's checks, `aboveLimit` past one's assets. */
export type BorrowProblem = Exclude<AmountProblem, "aboveRemaining" | "aboveAvailable"> | "aboveLimit";

/**
 * What is wrong with `text` as the amount to borrow, or null when it may be sent: a positive amount in
 * the coin's decimals, within the offer's limits and, when known, within what one's assets allow
 * ({@link assetCeiling}; the server checks it again).
 */
export function borrowProblem(
  text: string,
  limits: { decimals: number; min: string; max: string; ceiling: string | undefined },
): BorrowProblem | null {
  const problem = amountProblem(text, { ...limits, remaining: null, available: limits.ceiling });
  return problem === "aboveAvailable" ? "aboveLimit" : (problem as BorrowProblem | null);
}

/** What may be wrong with the collateral: the amount checks, below the least, more than is available. */
export type CollateralProblem = "required" | "invalid" | "decimals" | "belowLeast" | "aboveAvailable";

/**
 * What is wrong with `text` as the collateral, or null when it may be sent: a positive amount in the
 * coin's decimals, at least the least collateral when that is known (below it the starting LTV passes
 * the initial LTV) and, when known, no more than the financial account has available.
 */
export function collateralProblem(
  text: string,
  limits: { decimals: number; least: string | null; available: string | undefined },
): CollateralProblem | null {
  const problem = amountProblem(text, {
    decimals: limits.decimals,
    min: "0",
    max: "",
    remaining: null,
    available: undefined,
  });
  if (problem === "required" || problem === "invalid" || problem === "decimals") return problem;
  const value = text.trim();
  if (limits.least !== null && compare(value, limits.least) === -1) return "belowLeast";
  if (limits.available !== undefined && compare(value, limits.available) === 1) return "aboveAvailable";
  return null;
}

/** The one of `items` whose id is `key` (an offer, a collateral coin), else the first; none when empty. */
export function chosen<T>(items: readonly T[], key: string | null, idOf: (item: T) => number): T | undefined {
  return items.find((i) => String(idOf(i)) === key) ?? items[0];
}
