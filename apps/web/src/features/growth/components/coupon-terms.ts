import type { useGrowthTranslation } from "../../../i18n/growth";
import type { Coupon } from "../api/coupons";
import { coinAmount, ratePercent } from "../model/share";

type GrowthT = ReturnType<typeof useGrowthTranslation>["t"];

/** The terms a coupon's text is made of (a coupon, or the one a bonus task gives). */
export type CouponTerms = Pick<Coupon, "kind" | "rate" | "cap" | "amount" | "currency_name">;

/**
 * A fee discount's terms: "50% off fees, up to 10 USDT" (without a cap, "50% off fees"), the numbers
 * in `locale`'s format.
 */
export function feeTermsText(
  t: GrowthT,
  c: Pick<Coupon, "rate" | "cap" | "currency_name">,
  locale: string,
): string {
  const rate = ratePercent(c.rate, locale);
  return c.cap
    ? t("coupon.feeTermsCap", { rate, cap: coinAmount(c.cap, c.currency_name, locale) })
    : t("coupon.feeTerms", { rate });
}

/** A coupon's terms in words: a fee discount's rate and cap, or a bonus coupon's amount ("5 USDT bonus"). */
export function couponTermsText(t: GrowthT, c: CouponTerms, locale: string): string {
  return c.kind === "fee_discount"
    ? feeTermsText(t, c, locale)
    : t("coupon.bonusTerms", { amount: coinAmount(c.amount, c.currency_name, locale) });
}

/** The coupon a bonus task also gives, under its reward: "+ coupon: 20% off fees, up to 5 USDT, valid 14 days". */
export function taskCouponText(
  t: GrowthT,
  coupon: CouponTerms & { valid_days: number },
  locale: string,
): string {
  return t("bonus.coupon", { terms: couponTermsText(t, coupon, locale), days: coupon.valid_days });
}
