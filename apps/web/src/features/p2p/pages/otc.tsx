import { Link } from "react-router-dom";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { useP2pTranslation } from "../../../i18n/p2p";
import { Page } from "../../../ui/page";
import { SectionLoading } from "../../../ui/status";
import styles from "../components/p2p.module.css";

/** The fiat P2P entry: buy or sell, one's orders, store, payment methods, fiat account and how it works. */
export default function OtcPage() {
  const { t, ready } = useP2pTranslation();
  if (!ready)
    return (
      <Page title="">
        <SectionLoading />
      </Page>
    );
  const links: [string, string, string][] = [
    [p2pPaths.legalRecords, t("entry.orders"), "p2p-link-orders"],
    [p2pPaths.legalStore, t("entry.store"), "p2p-link-store"],
    [p2pPaths.paymentMethods, t("entry.methods"), "p2p-link-methods"],
    [p2pPaths.legalTransfer, t("entry.transfer"), "p2p-link-transfer"],
    [p2pPaths.legalTransactionRecord, t("entry.bills"), "p2p-link-bills"],
  ];
  return (
    <Page title={t("title")}>
      <section className={styles.card}>
        <p className={styles.note} style={{ marginTop: 0 }}>
          {t("entry.lead")}
        </p>
      </section>
      <div className={styles.menu}>
        <Link className={styles.tile} to={`${p2pPaths.legal}?side=buy`} data-testid="p2p-entry-buy">
          <strong>{t("entry.buy")}</strong>
          <span>{t("entry.buyHint")}</span>
        </Link>
        <Link className={styles.tile} to={`${p2pPaths.legal}?side=sell`} data-testid="p2p-entry-sell">
          <strong>{t("entry.sell")}</strong>
          <span>{t("entry.sellHint")}</span>
        </Link>
      </div>
      <ul className={styles.links}>
        {links.map(([to, label, testId]) => (
          <li key={to}>
            <Link to={to} data-testid={testId}>
              {label}
              <span aria-hidden="true">›</span>
            </Link>
          </li>
        ))}
      </ul>
      <section className={styles.card}>
        <h3 className={styles.cardTitle}>{t("entry.steps")}</h3>
        <ol className={styles.steps}>
          <li>{t("entry.step1")}</li>
          <li>{t("entry.step2")}</li>
          <li>{t("entry.step3")}</li>
        </ol>
      </section>
    </Page>
  );
}
