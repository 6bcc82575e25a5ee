/**
 * Which fee discount coupon an order names (docs/growth-api.md "Coupons"): one of one's available
 * fee discount coupons in the coin the order's fee is charged in (a spot buy pays its fee in the base
 * coin, a sell in the quote coin; a contract in its margin coin), and only the one the user picked: a
 * coupon is used once, so the form never spends one on its own (none is picked at first). The form
 * lists the ones that apply best first — the one that takes the most off the fee it previews,
 * `min(fee × rate, cap)` exactly on decimal text, and of equal ones the one that expires first. The
 * server checks again when the order runs, and spends only the coupon the order names.
 */
import type { Coupon } from "../api/get-coupons";
import { compare, isDecimal, isNegative, isPositive, multiply } from "./decimal";
import { formatRate } from "./format";
import { NO_VALUE } from "./quote";

export type FeeCouponFields = Pick<
  Coupon,
  "id" | "kind" | "state" | "currency_name" | "rate" | "cap" | "valid_from" | "valid_until"
>;

/** No coupon (the start), or the coupon of this id (while it still applies). */
export type CouponChoice = "none" | number;

const time = (iso: string) => Date.parse(iso);

/**
 * The coupons an order whose fee is in `feeCoin` may name at `nowMs`: fee discounts, available,
 * in that coin, with a positive rate, inside their validity.
 */
export function applicableCoupons<T extends FeeCouponFields>(
  coupons: readonly T[],
  feeCoin: string,
  nowMs: number,
): T[] {
  return coupons.filter(
    (c) =>
      c.kind === "fee_discount" &&
      c.state === "available" &&
      c.currency_name === feeCoin &&
      isPositive(c.rate) &&
      !(time(c.valid_from) > nowMs) &&
      !(time(c.valid_until) <= nowMs),
  );
}

/** What `coupon` takes off `fee`: `fee × rate`, at most its cap (none: no limit); null while the fee is unknown. */
export function couponDiscount(
  coupon: Pick<FeeCouponFields, "rate" | "cap">,
  fee: string | null,
): string | null {
  if (!isPositive(fee) || !isDecimal(coupon.rate)) return null;
  const off = multiply((fee as string).trim(), coupon.rate.trim());
  if (off === null) return null;
  const cap = coupon.cap?.trim();
  return isDecimal(cap) && compare(off, cap) === 1 ? cap : off;
}

/** b against a on a decimal that may be absent (absent counts as unlimited): > 0 when b is larger. */
function byLimit(a: string | null, b: string | null): number {
  const x = isDecimal(a?.trim()) ? (a as string).trim() : null;
  const y = isDecimal(b?.trim()) ? (b as string).trim() : null;
  if (x === null || y === null) return x === y ? 0 : x === null ? -1 : 1;
  return compare(y, x) ?? 0;
}

/**
 * Orders coupons best first for an order whose fee is `fee`: the larger discount; while the fee is
 * unknown (nothing typed yet), the larger cap (no cap first), then the larger rate; then the one that
 * expires first, then the older one.
 */
export function rankCoupons<T extends FeeCouponFields>(coupons: readonly T[], fee: string | null): T[] {
  const known = isPositive(fee);
  return [...coupons].sort((a, b) => {
    if (known) {
      const diff = byLimit(couponDiscount(a, fee), couponDiscount(b, fee));
      if (diff !== 0) return diff;
    } else {
      const diff = byLimit(a.cap, b.cap) || byLimit(a.rate, b.rate);
      if (diff !== 0) return diff;
    }
    return time(a.valid_until) - time(b.valid_until) || a.id - b.id;
  });
}

/** The best coupon for `fee`, or null when none applies. */
export function bestCoupon<T extends FeeCouponFields>(coupons: readonly T[], fee: string | null): T | null {
  return rankCoupons(coupons, fee)[0] ?? null;
}

/**
 * The coupon an order names: the one the user picked while it still applies; otherwise none (a pick
 * that no longer applies is never swapped for another coupon).
 */
export function chosenCoupon<T extends FeeCouponFields>(
  applicable: readonly T[],
  choice: CouponChoice,
): T | null {
  if (choice === "none") return null;
  return applicable.find((c) => c.id === choice) ?? null;
}

/** A refusal about the coupon an order named (`GROWTH_COUPON_*`): the coupon list is out of date. */
export const isCouponRefusal = (code: string | undefined) => code?.startsWith("GROWTH_COUPON_") ?? false;

/**
 * A rate as a percent, exactly (4 decimals at most, cut), in `locale`: "0.5" → "50%", "0.125" → "12.5%"
 * ("12,5%" in Vietnamese); "--" when malformed or negative.
 */
export function ratePercent(rate: string | null | undefined, locale: string): string {
  const r = rate?.trim();
  if (!isDecimal(r) || isNegative(r)) return NO_VALUE;
  return formatRate(r, locale, 4);
}
