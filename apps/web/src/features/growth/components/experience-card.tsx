import { useGrowthTranslation } from "../../../i18n/growth";
import { isPositive } from "../../../ui/decimal";
import { formatDateTime } from "../../../ui/format";
import { useLocaleTag } from "../../../ui/use-locale";
import type { Experience } from "../api/growth";
import { coinAmount } from "../model/share";
import styles from "./growth.module.css";

/**
 * One's experience funds (`experience-card`): available (`experience-available`) and in use as margin,
 * each grant with its expiry (and what expiry took back), and the rule in plain words: margin only for
 * contracts and seconds contracts, used up by losses first, profits are real money, never withdrawn
 * or transferred, and they expire.
 */
export function ExperienceCard({ experience }: { experience: Experience }) {
  const { t } = useGrowthTranslation();
  const locale = useLocaleTag();
  const coin = experience.currency_name;
  return (
    <section className={styles.card} data-testid="experience-card">
      <h3 className={styles.cardTitle}>{t("experience.title")}</h3>
      <dl className={styles.figures}>
        <div className={styles.figureTotal}>
          <dt>{t("experience.available")}</dt>
          <dd data-testid="experience-available">{coinAmount(experience.available, coin, locale)}</dd>
        </div>
        <div>
          <dt>{t("experience.inUse")}</dt>
          <dd data-testid="experience-in-use">{coinAmount(experience.in_use, coin, locale)}</dd>
        </div>
      </dl>
      {experience.grants.length === 0 ? (
        <p className={styles.note} data-testid="experience-none">
          {t("experience.none")}
        </p>
      ) : (
        <ul className={styles.grants} data-testid="experience-grants">
          {experience.grants.map((g) => (
            <li key={g.id} className={styles.grant} data-testid="experience-grant" data-state={g.state}>
              <strong>{coinAmount(g.amount, coin, locale)}</strong>
              <span>
                {t(g.state === "expired" ? "experience.expiredOn" : "experience.expiresOn", {
                  date: formatDateTime(g.expires_at, locale),
                })}
                {isPositive(g.expired)
                  ? ` · ${t("experience.takenBack", { amount: coinAmount(g.expired, coin, locale) })}`
                  : ""}
              </span>
            </li>
          ))}
        </ul>
      )}
      <h4 className={styles.subTitle}>{t("experience.rules")}</h4>
      <ul className={styles.how} data-testid="experience-rules">
        <li>{t("experience.ruleMargin")}</li>
        <li>{t("experience.ruleLoss")}</li>
        <li>{t("experience.ruleProfit")}</li>
        <li>{t("experience.ruleLocked")}</li>
        <li>{t("experience.ruleExpiry")}</li>
      </ul>
    </section>
  );
}
