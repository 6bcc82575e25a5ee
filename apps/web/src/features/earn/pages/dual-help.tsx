import { earnPaths } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { LinkList } from "../../../ui/hub";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { SectionLoading } from "../../../ui/status";
import styles from "../components/dual.module.css";

/** The rules' sections, in order: each a title and its paragraphs (`dual.help.*`). */
const sections = [
  { id: "what", title: "whatTitle", paragraphs: ["what"] },
  { id: "types", title: "typesTitle", paragraphs: ["call", "put"] },
  { id: "settlement", title: "settlementTitle", paragraphs: ["settlement"] },
  { id: "risk", title: "riskTitle", paragraphs: ["risk"] },
  { id: "proof", title: "proofTitle", paragraphs: ["proof"] },
] as const;

/** The payout's four cases. */
const cases = ["callKept", "callConverted", "putConverted", "putKept"] as const;

/**
 * How dual investment works (static texts): what it is, the two types, how the settlement price is
 * chosen, the payout rule with its four cases, that the principal may come back converted, and the
 * public proof of every settlement.
 */
export default function DualHelpPage() {
  const { t, ready } = useEarnTranslation();
  const section = ({ id, title, paragraphs }: (typeof sections)[number]) => (
    <section key={id} className={lineStyles.card} data-testid={`dual-help-${id}`}>
      <h3>{t(`dual.help.${title}`)}</h3>
      {paragraphs.map((p) => (
        <p key={p}>{t(`dual.help.${p}`)}</p>
      ))}
    </section>
  );
  return (
    <Page title={ready ? t("dual.help.title") : ""} backTo={earnPaths.dual}>
      {!ready ? (
        <SectionLoading />
      ) : (
        <div className={styles.help} data-testid="dual-help">
          {sections.slice(0, 3).map(section)}
          <section className={lineStyles.card} data-testid="dual-help-formula">
            <h3>{t("dual.help.formulaTitle")}</h3>
            <code className={styles.formula}>{t("dual.help.factor")}</code>
            <ul>
              {cases.map((c) => (
                <li key={c}>{t(`dual.help.${c}`)}</li>
              ))}
            </ul>
            <p>{t("dual.help.rounding")}</p>
          </section>
          {sections.slice(3).map(section)}
          <LinkList
            items={[
              { to: earnPaths.dual, label: t("dual.title"), testId: "earn-link-dual" },
              { to: earnPaths.dualMine, label: t("dual.mine"), testId: "earn-link-dual-mine" },
            ]}
          />
        </div>
      )}
    </Page>
  );
}
