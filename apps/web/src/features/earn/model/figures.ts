import { formatRate } from "../../../ui/format";
import { NO_VALUE } from "../../../ui/quote";

/**
 * Lock mining's figures, exact: amounts are decimal text turned into integer units of the coin's
 * smallest unit (BigInt), rates into fractions, never floats. The same rules as the server's
 * (docs/earn-api.md, engine `earn/lock.ts`):
 *
 * - daily yield = ⌊amount × daily rate⌋ in the coin's smallest unit, the same every day;
 * - total yield = days × the daily yield (the fraction is dropped each day, never carried over);
 * - early redemption penalty = ⌊amount × penalty rate⌋ (in the user's favour); returned = amount − penalty;
 * - the order starts today (UTC, day 1) and matures on today + days.
 */

const DECIMAL = /^(\d+)(?:\.(\d+))?$/;

/** A rate as an exact fraction: "0.0015" → 15/10000. */
export interface Rate {
  num: bigint;
  den: bigint;
}

/** A non-negative rate ("0.001", "1"); null when malformed or negative. */
export function parseRate(text: string | null | undefined): Rate | null {
  const m = DECIMAL.exec((text ?? "").trim());
  if (!m) return null;
  const fraction = m[2] ?? "";
  return { num: BigInt(`${m[1]}${fraction}`), den: 10n ** BigInt(fraction.length) };
}

/**
 * A non-negative amount in units of 10^-decimals: "500.25" at 6 → 500250000n. Null when malformed,
 * negative, or written with more decimals than the coin has (trailing zeros beyond them included:
 * the server refuses them too).
 */
export function toUnits(text: string | null | undefined, decimals: number): bigint | null {
  const m = DECIMAL.exec((text ?? "").trim());
  if (!m) return null;
  const fraction = m[2] ?? "";
  if (fraction.length > decimals) return null;
  return BigInt(`${m[1]}${fraction.padEnd(decimals, "0")}`);
}

/** Units of 10^-decimals as decimal text, trailing zeros of the fraction dropped: 500250000n at 6 → "500.25". */
export function fromUnits(units: bigint, decimals: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(decimals + 1, "0");
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = decimals > 0 ? digits.slice(-decimals).replace(/0+$/, "") : "";
  const out = fraction ? `${whole}.${fraction}` : whole;
  return negative && out !== "0" ? `-${out}` : out;
}

/** ⌊amount × rate⌋ in the coin's units, as text; null when an operand is malformed. */
function floorTimes(amount: string, rate: string, decimals: number): bigint | null {
  const units = toUnits(amount, decimals);
  const r = parseRate(rate);
  if (units === null || r === null) return null;
  return (units * r.num) / r.den;
}

/** One day's yield: ⌊amount × daily rate⌋ at the coin's decimals; null when malformed. */
export function dailyYield(amount: string, dailyRate: string, decimals: number): string | null {
  const y = floorTimes(amount, dailyRate, decimals);
  return y === null ? null : fromUnits(y, decimals);
}

/** The whole lock's yield: days × the daily yield (each day rounded down on its own). */
export function totalYield(amount: string, dailyRate: string, days: number, decimals: number): string | null {
  const y = floorTimes(amount, dailyRate, decimals);
  if (y === null || !Number.isSafeInteger(days) || days < 0) return null;
  return fromUnits(BigInt(days) * y, decimals);
}

export interface Redemption {
  penalty: string;
  returned: string;
}

/** An early redemption: penalty ⌊amount × penalty rate⌋, and amount − penalty back; null when malformed. */
export function earlyRedemption(amount: string, penaltyRate: string, decimals: number): Redemption | null {
  const units = toUnits(amount, decimals);
  const penalty = floorTimes(amount, penaltyRate, decimals);
  if (units === null || penalty === null) return null;
  return { penalty: fromUnits(penalty, decimals), returned: fromUnits(units - penalty, decimals) };
}

/** The UTC date of `now`, 'YYYY-MM-DD' (the day an order made now starts). */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/** `day` ('YYYY-MM-DD') plus `days` calendar days; null when `day` is not a real date. */
export function addDays(day: string, days: number): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m || !Number.isSafeInteger(days)) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const start = new Date(Date.UTC(y, mo - 1, d));
  if (start.getUTCFullYear() !== y || start.getUTCMonth() !== mo - 1 || start.getUTCDate() !== d) return null;
  start.setUTCFullYear(y, mo - 1, d + days);
  return utcDay(start);
}

export interface Preview {
  daily: string;
  total: string;
  maturity: string;
}

/**
 * What locking `amount` under a plan today earns: the daily yield, the total over the plan's days and
 * the maturity date (today UTC + days). Null when the amount or rate is malformed.
 */
export function preview(
  amount: string,
  plan: { daily_rate: string; days: number },
  decimals: number,
  today: string,
): Preview | null {
  const daily = dailyYield(amount, plan.daily_rate, decimals);
  const total = totalYield(amount, plan.daily_rate, plan.days, decimals);
  const maturity = addDays(today, plan.days);
  return daily === null || total === null || maturity === null ? null : { daily, total, maturity };
}

/**
 * A rate as a percent, exactly, in `locale`'s symbols: "0.001" → "0.1%" ("0,1%" in Vietnamese), "0.05"
 * → "5%"; "--" when malformed or negative.
 */
export function ratePercent(rate: string | null | undefined, locale = "en"): string {
  if (parseRate(rate) === null) return NO_VALUE;
  return formatRate((rate ?? "").trim(), locale, 18);
}

/** The exact sum of decimal amounts (yield paid over orders); a malformed part counts as zero. */
export function addAll(amounts: readonly string[]): string {
  let scale = 0;
  const parsed: { units: bigint; scale: number }[] = [];
  for (const a of amounts) {
    const m = DECIMAL.exec(a.trim());
    if (!m) continue;
    const fraction = m[2] ?? "";
    parsed.push({ units: BigInt(`${m[1]}${fraction}`), scale: fraction.length });
    scale = Math.max(scale, fraction.length);
  }
  const total = parsed.reduce((sum, p) => sum + p.units * 10n ** BigInt(scale - p.scale), 0n);
  return fromUnits(total, scale);
}

/** Amounts added up per coin, in the order the coins first appear: `[["USDT", "12.5"], …]`. */
export function totalsByCoin(rows: readonly { coin: string; amount: string }[]): [string, string][] {
  const groups = new Map<string, string[]>();
  for (const r of rows) {
    const list = groups.get(r.coin) ?? [];
    list.push(r.amount);
    groups.set(r.coin, list);
  }
  return [...groups].map(([coin, amounts]) => [coin, addAll(amounts)]);
}
