import type { Rate } from "../lever/math.ts";

/**
 * Lock mining (PRODUCT-RULES "Earn products"), in integer units: principal and yield in the locked
 * coin's smallest unit, rates exact ({@link Rate}), days as UTC calendar dates 'YYYY-MM-DD'. Pure: the
 * server's daily payout and early redemption use these, and the client shows the same numbers.
 *
 * Rounding and timing, in full:
 * - Daily yield = principal × daily rate, rounded down to the coin's unit, the same amount every day
 *   (the fraction is dropped each day, never carried over). A lock of `days` days pays it for each full
 *   day 1..days, so the total is exactly days × the daily yield.
 * - The day the lock starts (UTC) is day 1. The yield for day k is paid at 00:00 UTC ending day k, that
 *   is on the date startDay + k; the last one, on startDay + days, is the maturity date, when the
 *   principal comes back too.
 * - Early redemption: penalty = principal × penalty rate, rounded down to the coin's unit (in the
 *   user's favour); the user gets principal − penalty back. Yield already paid for finished days is not
 *   taken back, and the day in progress earns nothing.
 */

function checkRate(rate: Rate, what: string) {
  if (rate.den <= 0n || rate.num < 0n) throw new RangeError(`${what} must be a non-negative rate`);
}

function checkDays(days: number) {
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError("lock days must be a whole number ≥ 0");
}

/**
 * The yield paid for one day of a lock: floor(principal × rate), rounded down to the coin's unit.
 * Throws a RangeError on a negative principal or rate.
 */
export function yieldForDay(principal: bigint, rate: Rate): bigint {
  checkRate(rate, "daily yield");
  if (principal < 0n) throw new RangeError("principal must not be negative");
  return (principal * rate.num) / rate.den;
}

/**
 * The yield of a whole lock of `days` days: days × {@link yieldForDay}, each day rounded down on its
 * own (the same as adding the daily payouts; never floor(principal × rate × days)).
 */
export function totalYield(principal: bigint, rate: Rate, days: number): bigint {
  checkDays(days);
  return BigInt(days) * yieldForDay(principal, rate);
}

export interface EarlyRedemption {
  /** floor(principal × penalty rate): kept by the venue */
  penalty: bigint;
  /** principal − penalty: unfrozen back to the user; ≥ 0 */
  returned: bigint;
}

/**
 * Redeeming a lock before maturity: the penalty is principal × penaltyRate rounded down to the coin's
 * unit (in the user's favour), and principal − penalty is returned. Throws a RangeError on a negative
 * principal or a penalty rate outside [0, 1].
 */
export function earlyRedemption(c: { principal: bigint; penaltyRate: Rate }): EarlyRedemption {
  const { principal, penaltyRate } = c;
  checkRate(penaltyRate, "penalty rate");
  if (penaltyRate.num > penaltyRate.den) throw new RangeError("penalty rate must not exceed 1");
  if (principal < 0n) throw new RangeError("principal must not be negative");
  const penalty = (principal * penaltyRate.num) / penaltyRate.den;
  return { penalty, returned: principal - penalty };
}

/** Days since 1970-01-01 of a proleptic Gregorian date (H. Hinnant's days_from_civil). */
function dayNumber(y: number, m: number, d: number): number {
  const yy = m <= 2 ? y - 1 : y;
  const era = Math.floor(yy / 400);
  const yoe = yy - era * 400;
  const doy = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** The date of a day number, as 'YYYY-MM-DD' (H. Hinnant's civil_from_days). */
function dateOf(n: number): string {
  const z = n + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  if (y < 1 || y > 9999) throw new RangeError("date out of range (years 0001 to 9999)");
  const pad = (v: number, w: number) => String(v).padStart(w, "0");
  return `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`;
}

/** The day number of a 'YYYY-MM-DD' date; a RangeError when it is not a real date in 0001–9999. */
function parseDay(text: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) throw new RangeError(`not a date 'YYYY-MM-DD': ${text}`);
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  if (y < 1 || mo < 1 || mo > 12 || d < 1 || d > 31) throw new RangeError(`not a date: ${text}`);
  const n = dayNumber(y, mo, d);
  if (dateOf(n) !== text) throw new RangeError(`not a date: ${text}`);
  return n;
}

export interface LockSchedule {
  /** payoutDays[k − 1] is the date (paid at its 00:00 UTC) of day k's yield: startDay + 1 … startDay + days */
  payoutDays: string[];
  /** startDay + days: the last yield and the principal come back at its 00:00 UTC */
  maturity: string;
}

/**
 * When a lock started on `startDay` (the UTC date, 'YYYY-MM-DD') pays: day k's yield on startDay + k,
 * for k = 1 … days, and the principal on the maturity date startDay + days. Throws a RangeError on a
 * bad date or day count.
 */
export function lockSchedule(c: { startDay: string; days: number }): LockSchedule {
  checkDays(c.days);
  const start = parseDay(c.startDay);
  const payoutDays: string[] = [];
  for (let k = 1; k <= c.days; k++) payoutDays.push(dateOf(start + k));
  return { payoutDays, maturity: dateOf(start + c.days) };
}

/**
 * How many daily yields of a `days`-day lock started on `startDay` have been paid during the UTC date
 * `today` (each is paid at 00:00 UTC of its date, so today's own payout counts): the number of dates
 * startDay + 1 … startDay + days that are ≤ today, from 0 to days. It equals `days` from the maturity
 * date on.
 */
export function daysPaidBy(startDay: string, days: number, today: string): number {
  checkDays(days);
  const elapsed = parseDay(today) - parseDay(startDay);
  return elapsed <= 0 ? 0 : elapsed >= days ? days : elapsed;
}
