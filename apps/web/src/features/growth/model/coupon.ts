/**
 * One's coupons (docs/growth-api.md "Coupons"): the tabs of the coupon screen, what a used coupon was
 * used on, and the countdown of one that ends within a day.
 */

/** The coupon screen's tabs, as `GET /api/growth/coupons` names the states (upcoming ones are listed with the available). */
export const COUPON_TABS = ["available", "used", "expired"] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

/** The states a coupon card has words for. */
export const COUPON_STATES = ["available", "upcoming", "used", "expired"] as const;
export type CouponState = (typeof COUPON_STATES)[number];
export const isCouponState = (state: string): state is CouponState =>
  (COUPON_STATES as readonly string[]).includes(state);

/** What a coupon was used on: a spot order, a contract, a redemption (bonus), or something this app does not know. */
export type UsedOn =
  | { kind: "spot" | "lever"; id: string }
  | { kind: "bonus" }
  | { kind: "other"; text: string };

/** `used_on` as the server writes it: `spot:<order>`, `lever:<trade>`, `bonus`; null when unused. */
export function usedOn(value: string | null | undefined): UsedOn | null {
  const text = value?.trim();
  if (!text) return null;
  if (text === "bonus") return { kind: "bonus" };
  const match = /^(spot|lever):(.+)$/.exec(text);
  if (match?.[1] === "spot" || match?.[1] === "lever") return { kind: match[1], id: match[2] ?? "" };
  return { kind: "other", text };
}

/** How long a coupon shows a countdown before it ends: the last day. */
export const COUNTDOWN_MS = 24 * 60 * 60 * 1000;

/**
 * The ms left before an available coupon ends, when that is under a day (> 0); null otherwise (more
 * than a day left, already over, not available, or a malformed time).
 */
export function endingInMs(coupon: { state: string; valid_until: string }, nowMs: number): number | null {
  if (coupon.state !== "available") return null;
  const until = Date.parse(coupon.valid_until);
  if (!Number.isFinite(until)) return null;
  const left = until - nowMs;
  return left > 0 && left < COUNTDOWN_MS ? left : null;
}

/** An available coupon whose end has come at `nowMs`: the list is read again to show it expired. */
export function isOver(coupon: { state: string; valid_until: string }, nowMs: number): boolean {
  const until = Date.parse(coupon.valid_until);
  return coupon.state === "available" && Number.isFinite(until) && until <= nowMs;
}
