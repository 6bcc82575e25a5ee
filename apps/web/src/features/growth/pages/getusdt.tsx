import { Link } from "react-router-dom";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { paths } from "../../../app/paths";
import { useGrowthTranslation } from "../../../i18n/growth";
import { QueryGate } from "../../../ui/query-gate";
import { useRefetchWhenDue, useServerNow } from "../../../ui/server-clock";
import { EmptyState } from "../../../ui/status";
import { type BonusOverview, useBonus } from "../api/growth";
import { BonusTaskRow } from "../components/bonus-row";
import { ExperienceCard } from "../components/experience-card";
import styles from "../components/growth.module.css";
import { GrowthPage } from "../components/growth-page";
import { dueRows, groupBonusRows } from "../model/bonus";

/**
 * The new-user bonus (spec §2 `index/getusdt`, docs/growth-api.md "New-user bonus"): what it pays and
 * for how long a met task can be claimed; a prompt to verify one's identity while one is not; each
 * task with its state for the caller (the first contract's tiers as one block, the invitees' deposits
 * as another), "Claim" with a live countdown to the end of its window; and one's experience funds
 * with the rule they follow. A claim pays at once, so the balances are read again. How to get USDT
 * (deposit, fiat P2P, transfer) comes first: the tasks ask for a USDT deposit and trades.
 */
export default function BonusPage() {
  const bonus = useBonus();
  return (
    <GrowthPage title={(t) => t("bonus.title")} backTo={paths.home}>
      <QueryGate query={bonus}>
        {(data) => <BonusView bonus={data} refetch={() => bonus.refetch()} />}
      </QueryGate>
    </GrowthPage>
  );
}

function BonusView({
  bonus,
  refetch,
}: {
  bonus: BonusOverview & { offset: number };
  refetch: () => unknown;
}) {
  const { t } = useGrowthTranslation();
  const claimable = bonus.tasks.some((r) => r.state === "claimable");
  const now = useServerNow(bonus.offset, claimable);
  // a window that closes turns its row expired: read the tasks again once
  useRefetchWhenDue(dueRows(bonus.tasks, now), refetch);
  const blocks = groupBonusRows(bonus.tasks);

  return (
    <>
      <section className={styles.hero} data-testid="bonus-hero">
        <h2 className={styles.heroTitle}>{t("bonus.headline")}</h2>
        <p className={styles.heroLead}>{t("bonus.lead")}</p>
        <p className={styles.heroLead} data-testid="bonus-claim-days" data-days={bonus.claim_days}>
          {t("bonus.window", { days: bonus.claim_days })}
        </p>
      </section>

      {bonus.verified ? null : (
        <section className={styles.verify} data-testid="bonus-verify">
          <h3 className={styles.cardTitle}>{t("bonus.verifyTitle")}</h3>
          <p className={styles.note}>{t("bonus.verifyHint")}</p>
          <div className={styles.itemFoot}>
            <span />
            <Link
              className={`text-button ${styles.footLink}`}
              to={paths.real}
              data-testid="bonus-verify-link"
            >
              {t("bonus.verify")} ›
            </Link>
          </div>
        </section>
      )}

      <GetUsdt />

      {blocks.length === 0 ? (
        <EmptyState text={t("bonus.none")} />
      ) : (
        blocks.map((block) => (
          <section key={block.kind} className={styles.block} data-testid={`bonus-${block.kind}`}>
            <h3 className={styles.cardTitle}>{t(`bonus.block.${block.kind}`)}</h3>
            {block.kind === "tasks" ? null : (
              <p className={styles.note}>{t(`bonus.blockHint.${block.kind}`)}</p>
            )}
            {block.rows.map((row) => (
              <BonusTaskRow key={row.key} row={row} nowMs={now} />
            ))}
          </section>
        ))
      )}

      <ExperienceCard experience={bonus.experience} />

      <section className={styles.card} data-testid="bonus-how">
        <h3 className={styles.cardTitle}>{t("bonus.how")}</h3>
        <ul className={styles.how}>
          <li>{t("bonus.howOnce")}</li>
          <li>{t("bonus.howPaid")}</li>
          <li>{t("bonus.howChanges")}</li>
        </ul>
      </section>
    </>
  );
}

/** The three ways to USDT: a deposit, buying with fiat from P2P merchants, a transfer between one's accounts. */
function GetUsdt() {
  const { t } = useGrowthTranslation();
  const ways = [
    { key: "deposit", to: `${paths.fundSelect}?for=receive` },
    { key: "p2p", to: `${p2pPaths.legal}?side=buy` },
    { key: "transfer", to: paths.transfer },
  ] as const;
  return (
    <section className={styles.card} data-testid="get-usdt">
      <h3 className={styles.cardTitle}>{t("getUsdt.title")}</h3>
      <p className={styles.note}>{t("getUsdt.lead")}</p>
      <ul className={styles.ways}>
        {ways.map((w) => (
          <li key={w.key}>
            <Link to={w.to} data-testid={`get-usdt-${w.key}`}>
              <span>
                <strong>{t(`getUsdt.${w.key}`)}</strong>
                <span className={styles.muted}>{t(`getUsdt.${w.key}Hint`)}</span>
              </span>
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
