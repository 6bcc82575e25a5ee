import { useId, useMemo, useState } from "react";
import { type Coupon, useAvailableCoupons } from "../api/get-coupons";
import { useGrowthTranslation } from "../i18n/growth";
import {
  applicableCoupons,
  type CouponChoice,
  chosenCoupon,
  couponDiscount,
  ratePercent,
} from "./fee-coupon";
import styles from "./fee-coupon.module.css";
import { truncateDecimal } from "./format";
import { useNow } from "./use-now";

/** Digits a fee saving is shown with (every coin's unit fits in 8). */
const SHOWN_DECIMALS = 8;

/**
 * An order form's fee coupon: one's available coupons (asked only when `enabled`: a signed-in user),
 * those that apply to a fee in `feeCoin` (validity re-read every minute), the one chosen (the best
 * for `fee` unless the user picked another or none) and what it takes off `fee`. `couponId` is what
 * the order sends; `reset` forgets the user's pick and reads the coupons again (after a refusal).
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
  const [choice, setChoice] = useState<CouponChoice>("best");
  const now = useNow(60_000, enabled).getTime();
  const applicable = useMemo(
    () => (enabled && coupons.data ? applicableCoupons(coupons.data, feeCoin, now) : []),
    [enabled, coupons.data, feeCoin, now],
  );
  const selected = chosenCoupon(applicable, choice, fee);
  return {
    applicable,
    selected,
    setChoice,
    feeCoin,
    /** what the chosen coupon takes off the previewed fee; null while the fee is unknown */
    saving: selected ? couponDiscount(selected, fee) : null,
    couponId: selected?.id,
    reset: () => {
      setChoice("best");
      void coupons.refetch();
    },
  };
}

export type FeeCoupon = ReturnType<typeof useFeeCoupon>;

/**
 * The order form's "Fee coupon" row (`coupon-row`): the label, the chosen coupon in a select
 * (`coupon-select`) of the ones that apply, or none, and what it saves on the fee previewed
 * (`coupon-saving`, marked `data-saving`). Absent when no coupon applies, so that a user without
 * coupons never fetches its texts. The form lays the row out (`className`), to its own scale.
 */
export function FeeCouponRow({ coupon, className }: { coupon: FeeCoupon; className: string | undefined }) {
  if (coupon.applicable.length === 0) return null;
  return <CouponSelect coupon={coupon} className={className} />;
}

function CouponSelect({ coupon, className }: { coupon: FeeCoupon; className: string | undefined }) {
  const { t, ready } = useGrowthTranslation();
  const id = useId();
  if (!ready) return null;
  const { selected, saving, feeCoin } = coupon;
  return (
    <div
      className={`${styles.row} ${className ?? ""}`}
      data-testid="coupon-row"
      data-coupon-id={selected?.id ?? ""}
    >
      <label htmlFor={id}>{t("order.coupon")}</label>
      <select
        id={id}
        value={selected ? String(selected.id) : "none"}
        onChange={(event) => {
          const value = event.target.value;
          coupon.setChoice(value === "none" ? "none" : Number(value));
        }}
        data-testid="coupon-select"
      >
        {coupon.applicable.map((c) => (
          <option key={c.id} value={String(c.id)}>
            {t("order.option", { title: c.title, terms: feeTermsText(t, c) })}
          </option>
        ))}
        <option value="none">{t("order.none")}</option>
      </select>
      {selected && saving ? (
        <span data-saving="" data-testid="coupon-saving">
          {t("order.saves", { amount: `${truncateDecimal(saving, SHOWN_DECIMALS)} ${feeCoin}` })}
        </span>
      ) : null}
    </div>
  );
}

type GrowthT = ReturnType<typeof useGrowthTranslation>["t"];

/** A fee discount's terms: "50% off the fee, up to 10 USDT" (or without a cap, "50% off the fee"). */
function feeTermsText(t: GrowthT, c: Pick<Coupon, "rate" | "cap" | "currency_name">): string {
  const rate = ratePercent(c.rate);
  return c.cap
    ? t("coupon.feeTermsCap", { rate, cap: `${truncateDecimal(c.cap, SHOWN_DECIMALS)} ${c.currency_name}` })
    : t("coupon.feeTerms", { rate });
}

/**
 * The chosen coupon in an order's confirmation (`order-confirm-coupon`): its title and what it saves
 * on the fee previewed. Rendered inside the confirmation dialog.
 */
export function CouponConfirmLine({ coupon }: { coupon: FeeCoupon }) {
  const { t, ready } = useGrowthTranslation();
  const { selected, saving, feeCoin } = coupon;
  if (!selected || !ready) return null;
  return (
    <p className={styles.confirm} data-testid="order-confirm-coupon" data-coupon-id={selected.id}>
      {saving
        ? t("order.confirmSaves", {
            title: selected.title,
            amount: `${truncateDecimal(saving, SHOWN_DECIMALS)} ${feeCoin}`,
          })
        : t("order.confirm", { title: selected.title })}
    </p>
  );
}
