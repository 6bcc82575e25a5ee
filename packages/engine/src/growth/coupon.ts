import type { Rate } from "../lever/math.ts";

/**
 * Coupons (PRODUCT-RULES "Growth"): a fee discount (a share of the fee, capped at an amount) or a bonus
 * (an amount), in integer units of the coin. A coupon is valid from validFrom up to validUntil (ms, the
 * end excluded) and is used once.
 */

export type Coupon =
  | { kind: "fee_discount"; rate: Rate; cap: bigint; validFrom: number; validUntil: number; used: boolean }
  | { kind: "bonus"; amount: bigint; validFrom: number; validUntil: number; used: boolean };

export type CouponState = "available" | "used" | "expired" | "upcoming";

function checkCoupon(c: Coupon) {
  if (c?.kind === "fee_discount") {
    const { rate, cap } = c;
    if (typeof rate?.num !== "bigint" || typeof rate.den !== "bigint" || rate.den <= 0n)
      throw new RangeError("coupon discount must be a rate");
    if (rate.num <= 0n || rate.num > rate.den)
      throw new RangeError("coupon discount must be above 0 and at most 1");
    if (typeof cap !== "bigint" || cap <= 0n) throw new RangeError("coupon discount cap must be positive");
  } else if (c?.kind === "bonus") {
    if (typeof c.amount !== "bigint" || c.amount <= 0n) throw new RangeError("coupon bonus must be positive");
  } else throw new RangeError("coupon kind must be fee_discount or bonus");
  if (!Number.isSafeInteger(c.validFrom) || !Number.isSafeInteger(c.validUntil))
    throw new RangeError("coupon validity must be ms timestamps");
  if (c.validFrom >= c.validUntil) throw new RangeError("coupon must start before it ends");
  if (typeof c.used !== "boolean") throw new RangeError("coupon used must be true or false");
}

/**
 * A coupon's state at `now`: used (whatever the time), else upcoming before validFrom, expired from
 * validUntil on, available in between. Throws a RangeError on a bad coupon or time.
 */
export function couponState(c: Coupon, now: number): CouponState {
  checkCoupon(c);
  if (!Number.isSafeInteger(now)) throw new RangeError("coupon time must be a ms timestamp");
  if (c.used) return "used";
  if (now < c.validFrom) return "upcoming";
  if (now >= c.validUntil) return "expired";
  return "available";
}

/**
 * The fee after a discount coupon: discount = min(floor(fee × rate), cap), fee − discount ≥ 0. Whether
 * the coupon may be used now is {@link couponState}'s to say. Throws a RangeError on a negative fee, a
 * bad coupon or one that is not a fee discount.
 */
export function discountedFee(
  fee: bigint,
  c: Extract<Coupon, { kind: "fee_discount" }>,
): { fee: bigint; discount: bigint } {
  if (typeof fee !== "bigint" || fee < 0n) throw new RangeError("discounted fee must not be negative");
  if (c?.kind !== "fee_discount") throw new RangeError("only a fee discount coupon discounts a fee");
  checkCoupon(c);
  const share = (fee * c.rate.num) / c.rate.den;
  const discount = share < c.cap ? share : c.cap;
  return { fee: fee - discount, discount };
}
