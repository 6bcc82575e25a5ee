import Button from "antd-mobile/es/components/button";
import { useState } from "react";
import { Link } from "react-router-dom";
import { growthPaths } from "../../../app/lines/growth-paths";
import { paths } from "../../../app/paths";
import { useGrowthTranslation } from "../../../i18n/growth";
import { formatCoinAmount, formatCountdown, formatDateTime } from "../../../ui/format";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { type BonusRow, claimBonus } from "../api/growth";
import { type BonusTask, claimLeftMs, isBonusState, isBonusTask, missedEvent } from "../model/bonus";
import { coinAmount } from "../model/share";
import { taskCouponText } from "./coupon-terms";
import styles from "./growth.module.css";

type GrowthT = ReturnType<typeof useGrowthTranslation>["t"];

/** Where an open task is done: verification, a deposit, the contract screen, inviting. */
const TASK_LINKS: Record<BonusTask, string> = {
  kyc2: paths.real,
  first_deposit: `${paths.fundSelect}?for=receive`,
  first_contract: paths.contract,
  contract_tier: paths.contract,
  invitee_deposit: growthPaths.share,
};

/**
 * A threshold as the server sends it, in `locale`'s format ("10000" → "10,000", "10000.5" → "10.000,5"
 * in Vietnamese; trailing zeros dropped); as sent when it is not plain.
 */
function grouped(value: string, locale: string): string {
  if (!/^\d+(\.\d+)?$/.test(value)) return value;
  return formatCoinAmount(value, locale, value.length);
}

/** What a task asks, in words: its event and threshold ("over" or "at least", as the rule says). */
export function taskText(t: GrowthT, row: BonusRow, locale: string): string {
  const task = row.task;
  if (!isBonusTask(task)) return t("bonus.task.other", { key: row.key });
  if (task === "kyc2") return t("bonus.task.kyc2");
  return t(`bonus.task.${task}.${row.strict ? "over" : "atLeast"}`, { min: grouped(row.min, locale) });
}

/** The reward: cash to the spot account, or experience funds. */
export function rewardText(
  t: GrowthT,
  row: Pick<BonusRow, "reward" | "kind" | "currency_name">,
  locale: string,
): string {
  const amount = coinAmount(row.reward, row.currency_name, locale);
  return row.kind === "experience" ? t("bonus.reward.experience", { amount }) : amount;
}

/**
 * One task for the caller (`bonus-row`, with its key and state): what it asks and pays (and the coupon
 * it also gives, `bonus-coupon`), its state, and
 * by state: the way to do it (open), "Claim" with the time left to claim (`bonus-claim-until`), when it
 * was claimed, or in one line why it no longer pays (window over, first event below it, identity paid).
 */
export function BonusTaskRow({ row, nowMs }: { row: BonusRow; nowMs: number }) {
  const { t } = useGrowthTranslation();
  const locale = useLocaleTag();
  const left = claimLeftMs(row, nowMs);
  const state = isBonusState(row.state) ? row.state : null;

  return (
    <div
      className={styles.task}
      data-testid="bonus-row"
      data-key={row.key}
      data-state={row.state}
      data-task={row.task}
    >
      <div className={styles.taskHead}>
        <span className={styles.taskName}>{taskText(t, row, locale)}</span>
        <span className={styles.state} data-state={row.state} data-testid="bonus-state">
          {state ? t(`bonus.state.${state}`) : row.state}
        </span>
      </div>
      <div className={styles.reward} data-testid="bonus-reward">
        {rewardText(t, row, locale)}
      </div>
      {row.coupon ? (
        <p className={styles.rewardCoupon} data-testid="bonus-coupon" data-kind={row.coupon.kind}>
          {taskCouponText(t, row.coupon, locale)}
        </p>
      ) : null}
      {row.invitee ? (
        <p className={styles.note} data-testid="bonus-invitee">
          {t("bonus.invitee", { invitee: row.invitee })}
        </p>
      ) : null}
      <RowState row={row} left={left} />
    </div>
  );
}

function RowState({ row, left }: { row: BonusRow; left: number | null }) {
  const { t } = useGrowthTranslation();
  const locale = useLocaleTag();
  const at = (iso: string | null) => (iso ? formatDateTime(iso, locale) : "--");
  switch (row.state) {
    case "open":
      return isBonusTask(row.task) && !row.invitee ? (
        <div className={styles.itemFoot}>
          <span className={styles.muted}>{t("bonus.openNote")}</span>
          <Link className={`text-button ${styles.footLink}`} to={TASK_LINKS[row.task]} data-testid="bonus-go">
            {t(`bonus.go.${row.task}`)} ›
          </Link>
        </div>
      ) : null;
    case "claimable":
      return <ClaimFoot row={row} left={left} />;
    case "claimed":
      return (
        <p className={styles.note} data-testid="bonus-claimed-at">
          {t("bonus.claimedAt", { date: at(row.claimed_at) })}
        </p>
      );
    case "expired":
      return (
        <p className={styles.note} data-testid="bonus-why">
          {t("bonus.expiredNote", { date: at(row.claim_until) })}
        </p>
      );
    case "missed":
      return (
        <p className={styles.note} data-testid="bonus-why">
          {t(`bonus.missedNote.${missedEvent(row.task) ?? "other"}`)}
        </p>
      );
    case "taken":
      return (
        <p className={styles.note} data-testid="bonus-why">
          {t("bonus.takenNote")}
        </p>
      );
    default:
      return null;
  }
}

/** "Claim" and the time left to (a live countdown); the row comes back claimed. */
function ClaimFoot({ row, left }: { row: BonusRow; left: number | null }) {
  const { t } = useGrowthTranslation();
  const locale = useLocaleTag();
  const [busy, setBusy] = useState(false);
  const over = left !== null && left <= 0;

  const claim = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const done = await claimBonus(row.key);
      const amount = coinAmount(done.reward, done.currency_name, locale);
      void showToast(
        t(done.kind === "experience" ? "bonus.claimedExperience" : "bonus.claimedCash", { amount }),
      );
    } catch {
      // the client showed the server's refusal as it words it
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.itemFoot}>
      <span className={styles.countdown} data-testid="bonus-claim-until" data-until={row.claim_until ?? ""}>
        {left === null ? "" : t("bonus.claimUntil", { time: formatCountdown(left) })}
      </span>
      <Button
        size="small"
        color="primary"
        loading={busy}
        disabled={over}
        onClick={claim}
        data-testid="bonus-claim"
      >
        {t("bonus.claim")}
      </Button>
    </div>
  );
}
