import { Link } from "react-router-dom";
import { withProject } from "../../../app/lines/earn-paths";
import { useEarnTranslation } from "../../../i18n/earn";
import { Facts } from "../../../ui/facts";
import lineStyles from "../../../ui/line.module.css";
import { useFormat } from "../../../ui/use-format";
import type { IeoProject } from "../api/ieo";
import type { IeoCountdown } from "../model/ieo";
import earn from "./earn.module.css";
import styles from "./ieo.module.css";
import { IeoCountdownText, IeoLogo, IeoProgress, priceText, StateTag } from "./ieo-parts";

/**
 * One project in the list: logo, name and token, the issue price, the supply, the per-user limits and
 * the verification it needs, the progress, and its countdown. The whole card opens the project.
 */
export function IeoCard({ project, countdown }: { project: IeoProject; countdown: IeoCountdown }) {
  const { t } = useEarnTranslation();
  const f = useFormat();
  const coin = project.pay_currency_name;
  const facts: [string, string][] = [
    [t("ieo.supply"), `${f.exact(project.supply)} ${project.token}`],
    [t("ieo.limits"), `${f.exact(project.min_amount)} – ${f.exact(project.max_amount)} ${coin}`],
  ];
  if (project.kyc_level > 0) facts.push([t("ieo.kyc"), t("ieo.kycLevel", { level: project.kyc_level })]);
  return (
    <li
      className={lineStyles.item}
      data-testid="ieo-card"
      data-project={project.id}
      data-status={project.status}
    >
      <Link className={lineStyles.cardLink} to={withProject(project.id)}>
        <div className={earn.itemHead}>
          <div className={lineStyles.who}>
            <IeoLogo logo={project.logo} token={project.token} />
            <span className={styles.whoText}>
              <span className={lineStyles.name}>{project.name}</span>
              <span className={lineStyles.muted}>{project.token}</span>
            </span>
          </div>
          <StateTag status={project.status} />
        </div>
        <div className={styles.price} data-testid="ieo-price">
          <span className={styles.priceLabel}>{t("ieo.price")}</span>
          {priceText(project, f.locale)}
        </div>
        <Facts className={styles.smallFacts} items={facts} />
        <IeoProgress project={project} />
        <IeoCountdownText countdown={countdown} />
      </Link>
    </li>
  );
}
