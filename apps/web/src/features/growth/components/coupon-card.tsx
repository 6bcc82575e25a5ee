import Button from "antd-mobile/es/components/button";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { useGrowthTranslation } from "../../../i18n/growth";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { Facts } from "../../../ui/facts";
import { formatCountdown, formatDateTime } from "../../../ui/format";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { type Coupon, redeemCoupon } from "../api/coupons";
import { endingInMs, isCouponState, usedOn } from "../model/coupon";
import { coinAmount } from "../model/share";
import { feeTermsText } from "./coupon-terms";
import styles from "./growth.module.css";

/**
 * One coupon (`coupon-card`, with its kind, state and id): the title and state, what it is worth (a
 * fee discount's rate and cap, a bonus's amount), its kind and, for one a bonus task gave, a "From a
 * task" tag (`coupon-source`), its validity (a countdown in its last day), and by
 * state: a bonus coupon's "Redeem" (after a confirmation), a fee coupon's way to the spot screen, a
 * used one's saving and what it was used on.
 */
export function CouponCard({ coupon, nowMs }: { coupon: Coupon; nowMs: number }) {
  const { t } = useGrowthTranslation();
  const locale = useLocaleTag();
  const coin = coupon.currency_name;
  const fee = coupon.kind === "fee_discount";
  const left = endingInMs(coupon, nowMs);
  const used = usedOn(coupon.used_on);

  const facts: [string, ReactNode][] = [];
  if (coupon.state === "upcoming")
    facts.push([t("coupon.validFrom"), formatDateTime(coupon.valid_from, locale)]);
  facts.push([
    coupon.state === "expired" ? t("coupon.endedOn") : t("coupon.validUntil"),
    <time key="until" dateTime={coupon.valid_until} data-testid="coupon-until">
      {formatDateTime(coupon.valid_until, locale)}
    </time>,
  ]);
  if (coupon.used_at)
    facts.push([
      t("coupon.usedAt"),
      <time key="used" dateTime={coupon.used_at}>
        {formatDateTime(coupon.used_at, locale)}
      </time>,
    ]);

  return (
    <li
      className={styles.coupon}
      data-testid="coupon-card"
      data-kind={coupon.kind}
      data-state={coupon.state}
      data-id={coupon.id}
    >
      <div className={styles.itemHead}>
        <span className={styles.name} data-testid="coupon-title">
          {coupon.title}
        </span>
        <span className={styles.state} data-state={coupon.state} data-testid="coupon-state">
          {isCouponState(coupon.state) ? t(`coupon.state.${coupon.state}`) : coupon.state}
        </span>
      </div>
      <div className={styles.headline}>
        <strong className={styles.couponFigure} data-testid="coupon-value">
          {fee ? feeTermsText(t, coupon, locale) : coinAmount(coupon.amount, coin, locale)}
        </strong>
        <span className={styles.tags}>
          <span className={styles.tag}>{t(`coupon.kind.${fee ? "fee_discount" : "bonus"}`)}</span>
          {coupon.source === "task" ? (
            <span className={styles.tag} data-testid="coupon-source" data-source={coupon.source}>
              {t("coupon.fromTask")}
            </span>
          ) : null}
        </span>
      </div>
      <Facts className={styles.facts} items={facts} />
      {left !== null ? (
        <p className={styles.countdown} data-testid="coupon-countdown">
          {t("coupon.endsIn", { time: formatCountdown(left) })}
        </p>
      ) : null}
      {coupon.state === "used" && used ? (
        <p className={styles.note} data-testid="coupon-saved" data-used-on={coupon.used_on ?? ""}>
          {usedText(t, used, coinAmount(coupon.saved ?? (fee ? null : coupon.amount), coin, locale))}
        </p>
      ) : null}
      {coupon.state === "available" || coupon.state === "upcoming" ? (
        fee ? (
          <div className={styles.itemFoot}>
            <span className={styles.muted}>{t("coupon.feeHint", { coin })}</span>
            <Link className={`text-button ${styles.footLink}`} to={paths.trade} data-testid="coupon-trade">
              {t("coupon.trade")} ›
            </Link>
          </div>
        ) : coupon.state === "available" ? (
          <RedeemButton coupon={coupon} />
        ) : null
      ) : null}
    </li>
  );
}

type GrowthT = ReturnType<typeof useGrowthTranslation>["t"];

/** What a used coupon did: the fee it took off a spot order or a contract, or the bonus it paid. */
function usedText(t: GrowthT, used: NonNullable<ReturnType<typeof usedOn>>, amount: string): string {
  switch (used.kind) {
    case "spot":
      return t("coupon.saved.spot", { amount, id: used.id });
    case "lever":
      return t("coupon.saved.lever", { amount, id: used.id });
    case "bonus":
      return t("coupon.saved.bonus", { amount });
    default:
      return t("coupon.saved.other", { amount, on: used.text });
  }
}

/** A bonus coupon's "Redeem": a confirmation naming the amount and the spot account, then the call. */
function RedeemButton({ coupon }: { coupon: Coupon }) {
  const { t } = useGrowthTranslation();
  const locale = useLocaleTag();
  const common = useTranslation().t;
  const [busy, setBusy] = useState(false);
  const amount = coinAmount(coupon.amount, coupon.currency_name, locale);

  const redeem = async () => {
    if (busy) return;
    const sure = await confirmSheet({
      title: t("coupon.redeemTitle"),
      testId: "coupon-redeem-confirm",
      ok: t("coupon.redeem"),
      cancel: common("common.cancel"),
      children: (
        <>
          <p>{coupon.title}</p>
          <p>{t("coupon.redeemLead", { amount })}</p>
        </>
      ),
    });
    if (!sure) return;
    setBusy(true);
    try {
      const done = await redeemCoupon(coupon.id);
      void showToast(
        t("coupon.redeemed", {
          amount: coinAmount(done.saved ?? coupon.amount, coupon.currency_name, locale),
        }),
      );
    } catch {
      // the client showed the server's refusal as it words it
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.itemFoot}>
      <span className={styles.muted}>{t("coupon.redeemHint")}</span>
      <Button size="small" color="primary" loading={busy} onClick={redeem} data-testid="coupon-redeem">
        {t("coupon.redeem")}
      </Button>
    </div>
  );
}
