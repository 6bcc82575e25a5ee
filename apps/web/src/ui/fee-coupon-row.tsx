import { type ReactNode, useId, useMemo, useState } from "react";
import { type Coupon, useAvailableCoupons } from "../api/get-coupons";
import { useGrowthTranslation } from "../i18n/growth";
import {
  applicableCoupons,
  type CouponChoice,
  chosenCoupon,
  couponDiscount,
  rankCoupons,
  ratePercent,
} from "./fee-coupon";
import styles from "./fee-coupon.module.css";
import { formatCoinAmount } from "./format";
import { useLocaleTag } from "./use-locale";
import { useNow } from "./use-now";

/** Digits a fee saving is shown with (every coin's unit fits in 8). */
const SHOWN_DECIMALS = 8;

/**
 * An order form's fee coupon: one's available coupons (asked only when `enabled`: a signed-in user),
 * those that apply to a fee in `feeCoin` (validity re-read every minute, best for `fee` first), the one
 * the user picked (none at first: a coupon is spent only when the user chose it) and what it takes
 * off `fee`. `couponId` is what the order sends; `reset` drops the pick and reads the coupons again
 * (after a refusal).
 */
export function useFeeCoupon({
  enabled,
  feeCoin,
  fee,
}: {
  enabled: boolean;
  feeCoin: string;
  fee: string | null;
}) {
  const coupons = useAvailableCoupons(enabled);
  const [choice, setChoice] = useState<CouponChoice>("none");
  const now = useNow(60_000, enabled).getTime();
  const applicable = useMemo(
    () => (enabled && coupons.data ? applicableCoupons(coupons.data, feeCoin, now) : []),
    [enabled, coupons.data, feeCoin, now],
  );
  const selected = chosenCoupon(applicable, choice);
  return {
    /** the coupons that apply, best for the previewed fee first */
    applicable: rankCoupons(applicable, fee),
    selected,
    setChoice,
    feeCoin,
    /** what the chosen coupon takes off the previewed fee; null while the fee is unknown */
    saving: selected ? couponDiscount(selected, fee) : null,
    couponId: selected?.id,
    reset: () => {
      setChoice("none");
      void coupons.refetch();
    },
  };
}

export type FeeCoupon = ReturnType<typeof useFeeCoupon>;

/**
 * The order form's "Fee coupon" picker (`coupon-row`, marked `data-coupon-id` with the pick): the
 * label and how many coupons apply (`coupon-count`), then one choice per coupon (`coupon-option`,
 * its title and terms wrapping in full) and "No coupon" (`coupon-option-none`, chosen at first), and
 * what the pick saves on the fee previewed (`coupon-saving`, marked `data-saving`). Absent when no
 * coupon applies, so that a user without coupons never fetches its texts. The form lays the row out
 * (`className`), to its own scale.
 */
export function FeeCouponRow({ coupon, className }: { coupon: FeeCoupon; className: string | undefined }) {
  if (coupon.applicable.length === 0) return null;
  return <CouponPicker coupon={coupon} className={className} />;
}

function CouponPicker({ coupon, className }: { coupon: FeeCoupon; className: string | undefined }) {
  const { t, ready } = useGrowthTranslation();
  const locale = useLocaleTag();
  const name = useId();
  if (!ready) return null;
  const { selected, saving, feeCoin, applicable } = coupon;
  const count = applicable.length;
  const choice = (value: CouponChoice, label: ReactNode, testId: string) => (
    <label className={styles.option} key={value} data-testid={testId} data-id={value}>
      <input
        type="radio"
        name={name}
        value={String(value)}
        checked={(selected?.id ?? "none") === value}
        onChange={() => coupon.setChoice(value)}
      />
      <span className={styles.optionText}>{label}</span>
    </label>
  );
  return (
    <fieldset
      className={`${styles.row} ${className ?? ""}`}
      data-testid="coupon-row"
      data-coupon-id={selected?.id ?? ""}
    >
      <legend className={styles.head}>
        <span className={styles.label}>{t("order.coupon")}</span>
        <span className={styles.count} data-testid="coupon-count">
          {count === 1 ? t("order.availableOne") : t("order.availableMany", { n: count })}
        </span>
      </legend>
      <div className={styles.options}>
        {applicable.map((c) =>
          choice(
            c.id,
            <>
              <span className={styles.title}>{c.title}</span>
              <span className={styles.terms}>{feeTermsText(t, c, locale)}</span>
            </>,
            "coupon-option",
          ),
        )}
        {choice("none", t("order.none"), "coupon-option-none")}
      </div>
      {selected && saving ? (
        <span data-saving="" data-testid="coupon-saving">
          {t("order.saves", { amount: `${formatCoinAmount(saving, locale, SHOWN_DECIMALS)} ${feeCoin}` })}
        </span>
      ) : null}
    </fieldset>
  );
}

type GrowthT = ReturnType<typeof useGrowthTranslation>["t"];

/**
 * A fee discount's terms: "50% off the fee, up to 10 USDT" (or without a cap, "50% off the fee"), in
 * `locale`'s number format.
 */
function feeTermsText(t: GrowthT, c: Pick<Coupon, "rate" | "cap" | "currency_name">, locale: string): string {
  const rate = ratePercent(c.rate, locale);
  return c.cap
    ? t("coupon.feeTermsCap", {
        rate,
        cap: `${formatCoinAmount(c.cap, locale, SHOWN_DECIMALS)} ${c.currency_name}`,
      })
    : t("coupon.feeTerms", { rate });
}

/**
 * The chosen coupon in an order's confirmation (`order-confirm-coupon`): its title and what it saves
 * on the fee previewed. Rendered inside the confirmation dialog.
 */
export function CouponConfirmLine({ coupon }: { coupon: FeeCoupon }) {
  const { t, ready } = useGrowthTranslation();
  const locale = useLocaleTag();
  const { selected, saving, feeCoin } = coupon;
  if (!selected || !ready) return null;
  return (
    <p className={styles.confirm} data-testid="order-confirm-coupon" data-coupon-id={selected.id}>
      {saving
        ? t("order.confirmSaves", {
            title: selected.title,
            amount: `${formatCoinAmount(saving, locale, SHOWN_DECIMALS)} ${feeCoin}`,
          })
        : t("order.confirm", { title: selected.title })}
    </p>
  );
}
