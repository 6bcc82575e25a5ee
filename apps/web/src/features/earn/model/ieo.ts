import { compare, isPositive, subtract } from "../../../ui/decimal";
import { formatNumber, NO_VALUE } from "../../../ui/quote";
import { fromUnits, toUnits } from "./figures";

/**
 * The IEO launchpad's figures and clocks (docs/earn-api.md "IEO calls"), pure and exact: amounts are
 * decimal text turned into integer units (BigInt), never floats; times are counted on the server's
 * clock (the `now` of each answer), so a phone whose clock is wrong still counts down right.
 */

/** The project list's tabs (`GET /project?status=`); projects in progress first. */
export const ieoTabs = ["active", "warmup", "finished", "closed"] as const;
export type IeoTab = (typeof ieoTabs)[number];
export const DEFAULT_IEO_TAB: IeoTab = "active";

/** A subscription's states (`status` of `GET /user/project/order`). */
export const subscriptionStatuses = ["subscribed", "allocated", "refunded"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];
export const isSubscriptionStatus = (value: string): value is SubscriptionStatus =>
  subscriptionStatuses.includes(value as SubscriptionStatus);

/** What the countdown of a project needs: its state, its windows and how far the allocation went. */
export interface IeoClockFields {
  status: string;
  start_at: string;
  end_at: string;
  unlock_at: string;
  settled: boolean;
  released: boolean;
}

/**
 * Where a project stands on its clock:
 * - `startsIn` (warm-up, to `start_at`), `endsIn` (in progress, to `end_at`), `unlocksIn` (allocated,
 *   tokens held until `unlock_at`): a countdown, `ms` left (≤ 0 once reached: the list is refetched);
 * - `allocating` (finished, the allocation not run yet), `released` (the tokens are available),
 *   `closed` (called off, every subscription refunded): no countdown.
 */
export type IeoCountdown =
  | { kind: "startsIn" | "endsIn" | "unlocksIn"; target: string; ms: number }
  | { kind: "allocating" | "released" | "closed" };

export function countdownOf(project: IeoClockFields, serverNowMs: number): IeoCountdown {
  const to = (kind: "startsIn" | "endsIn" | "unlocksIn", target: string): IeoCountdown => {
    const at = Date.parse(target);
    return { kind, target, ms: Number.isFinite(at) ? at - serverNowMs : 0 };
  };
  if (project.status === "closed") return { kind: "closed" };
  if (project.released) return { kind: "released" };
  if (project.status === "warmup") return to("startsIn", project.start_at);
  if (project.status === "active") return to("endsIn", project.end_at);
  if (!project.settled) return { kind: "allocating" };
  return to("unlocksIn", project.unlock_at);
}

/** A countdown that has reached its time: the server's state is about to change. */
export function isDue(countdown: IeoCountdown): boolean {
  return "ms" in countdown && countdown.ms <= 0;
}

/**
 * True while the server is expected to change a project on its own soon: a countdown reached its time
 * or the allocation is running. The screens then ask again now and then.
 */
export function awaitsServer(countdown: IeoCountdown): boolean {
  return countdown.kind === "allocating" || isDue(countdown);
}

/** A key naming one countdown's moment, so that reaching it refetches once. */
export function dueKey(projectId: number, countdown: IeoCountdown): string {
  return "target" in countdown ? `${projectId}:${countdown.kind}:${countdown.target}` : "";
}

/**
 * A time left as whole days and the rest as "HH:MM:SS" (seconds rounded up, so 00:00:00 shows only
 * once the time is reached); a past or unknown time is 0 days "00:00:00".
 */
export function countdownParts(ms: number): { days: number; clock: string } {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  const clock = [Math.floor(rest / 3600), Math.floor((rest % 3600) / 60), rest % 60]
    .map((n) => String(n).padStart(2, "0"))
    .join(":");
  return { days, clock };
}

/** The length of a period as days, hours and minutes (rounded down to the minute). */
export function spanParts(
  fromIso: string,
  toIso: string,
): { days: number; hours: number; minutes: number } | null {
  const from = Date.parse(fromIso);
  const to = Date.parse(toIso);
  if (!Number.isFinite(from) || !Number.isFinite(to)) return null;
  const minutes = Math.max(0, Math.floor((to - from) / 60_000));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}

/**
 * A period in `locale`'s words ("30 days", "2 days 12 hours", "0 minutes"), its non-zero parts from the
 * largest, via Intl's unit formatting (which knows each language's plurals); "--" when a time is bad.
 */
export function formatSpan(fromIso: string, toIso: string, locale: string): string {
  const parts = spanParts(fromIso, toIso);
  if (!parts) return NO_VALUE;
  const unit = (n: number, u: "day" | "hour" | "minute") =>
    new Intl.NumberFormat(locale, { style: "unit", unit: u, unitDisplay: "long" }).format(n);
  const shown = [
    parts.days > 0 ? unit(parts.days, "day") : "",
    parts.hours > 0 ? unit(parts.hours, "hour") : "",
    parts.minutes > 0 ? unit(parts.minutes, "minute") : "",
  ].filter(Boolean);
  return shown.length > 0 ? shown.join(" ") : unit(0, "minute");
}

/**
 * The progress bar's width, 0 … 100 (a project may pass 100 %: the bar stays full). Display only; the
 * figure beside it is {@link progressText}.
 */
export function progressWidth(progress: string | number | null | undefined): number {
  const value = Number(progress);
  return Number.isFinite(value) ? Math.min(100, Math.max(0, value)) : 0;
}

/**
 * The progress as the server gave it, with 2 decimals (cut, not rounded), in `locale`'s symbols:
 * "240" → "240.00 %" ("240,00 %" in Vietnamese).
 */
export function progressText(progress: string | number | null | undefined, locale = "en"): string {
  const text = typeof progress === "number" ? String(progress) : (progress ?? "").trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return NO_VALUE;
  return `${formatNumber(text, locale, 2)} %`;
}

/** Splits a non-negative decimal into units at a common scale; null when malformed. */
function scaled(a: string, b: string): { a: bigint; b: bigint } | null {
  const scale = Math.max((a.trim().split(".")[1] ?? "").length, (b.trim().split(".")[1] ?? "").length);
  const x = toUnits(a, scale);
  const y = toUnits(b, scale);
  return x === null || y === null ? null : { a: x, b: y };
}

/**
 * The tokens `amount` of the payment coin buys at `price` (one whole token's price), rounded down to
 * the token's unit exactly as the allocation counts a demand (engine `earn/allocation.ts`):
 * ⌊amount × 10^tokenDecimals ÷ price⌋ token units, as text ("1250.5"). Null when the amount or the
 * price is malformed or the price is not positive.
 */
export function previewTokens(amount: string, price: string, tokenDecimals: number): string | null {
  if (!Number.isSafeInteger(tokenDecimals) || tokenDecimals < 0) return null;
  const units = scaled(amount, price);
  if (units === null || units.b <= 0n) return null;
  return fromUnits((units.a * 10n ** BigInt(tokenDecimals)) / units.b, tokenDecimals);
}

/** Non-negative `a − b` as text ("0" when b ≥ a); null when malformed. */
function leftOf(a: string, b: string): string | null {
  const diff = subtract(a, b);
  if (diff === null) return null;
  return compare(diff, "0") === 1 ? diff : "0";
}

/**
 * What one more order may be, given what one has already subscribed to the project: the per-user
 * limits bound one's total, so the next order is at least min − subscribed (at least nothing) and at
 * most max − subscribed. Null when a figure is malformed.
 */
export function orderLimits(
  minAmount: string,
  maxAmount: string,
  subscribed: string,
): { min: string; max: string } | null {
  const min = leftOf(minAmount, subscribed);
  const max = leftOf(maxAmount, subscribed);
  return min === null || max === null ? null : { min, max };
}

/**
 * True when the amount `available` is known and is nothing or below `needed` (the "Transfer in"
 * hint).
 */
export function isShort(available: string | undefined, needed: string): boolean {
  if (available === undefined) return false;
  return !isPositive(available) || compare(available, needed) === -1;
}

/** The initials shown instead of a missing logo: the token's first two characters. */
export function logoInitials(token: string): string {
  return Array.from(token.trim()).slice(0, 2).join("").toUpperCase() || "?";
}

/** `/api/ieo/<id>/allocation` under the API's base: the published allocation, a public JSON document. */
export function allocationUrl(apiBase: string, projectId: number): string {
  return `${apiBase}/ieo/${projectId}/allocation`;
}

/** The verification of one's line in the published list: sha256 of `<project>:<user id>:<salt>`. */
export function hashInput(projectId: number, userId: number | string, salt: string): string {
  return `${projectId}:${userId}:${salt}`;
}
