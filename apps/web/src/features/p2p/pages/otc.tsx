import { lazy, Suspense } from "react";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { tradingAccount, useAppStore } from "../../../app/store";
import { useP2pTranslation } from "../../../i18n/p2p";
import { type HubLink, LinkList, Tiles } from "../../../ui/hub";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { SectionLoading } from "../../../ui/status";
import styles from "../components/p2p.module.css";

// Demo mode's notice: fiat P2P is for the real account only.
const DemoNotice = lazy(() => import("../../../ui/demo-notice"));

/**
 * The fiat P2P entry: buy or sell, one's orders, store, payment methods, fiat account and how it works.
 * In demo mode the notice that P2P needs the real account comes first.
 */
export default function OtcPage() {
  const { t, ready } = useP2pTranslation();
  const demo = useAppStore(tradingAccount) === "demo";
  if (!ready)
    return (
      <Page title="">
        <SectionLoading />
      </Page>
    );
  const links: HubLink[] = [
    { to: p2pPaths.legalRecords, label: t("entry.orders"), testId: "p2p-link-orders" },
    { to: p2pPaths.legalNotices, label: t("entry.notices"), testId: "p2p-link-notices" },
    { to: p2pPaths.legalStore, label: t("entry.store"), testId: "p2p-link-store" },
    { to: p2pPaths.paymentMethods, label: t("entry.methods"), testId: "p2p-link-methods" },
    { to: p2pPaths.legalTransfer, label: t("entry.transfer"), testId: "p2p-link-transfer" },
    { to: p2pPaths.legalTransactionRecord, label: t("entry.bills"), testId: "p2p-link-bills" },
  ];
  return (
    <Page title={t("title")}>
      {demo ? (
        <Suspense fallback={null}>
          <DemoNotice />
        </Suspense>
      ) : null}
      <section className={lineStyles.card}>
        <p className={lineStyles.note} style={{ marginTop: 0 }}>
          {t("entry.lead")}
        </p>
      </section>
      <Tiles
        items={[
          {
            to: `${p2pPaths.legal}?side=buy`,
            label: t("entry.buy"),
            hint: t("entry.buyHint"),
            testId: "p2p-entry-buy",
          },
          {
            to: `${p2pPaths.legal}?side=sell`,
            label: t("entry.sell"),
            hint: t("entry.sellHint"),
            testId: "p2p-entry-sell",
          },
        ]}
      />
      <LinkList items={links} />
      <section className={lineStyles.card}>
        <h3 className={lineStyles.cardTitle}>{t("entry.steps")}</h3>
        <ol className={styles.steps}>
          <li>{t("entry.step1")}</li>
          <li>{t("entry.step2")}</li>
          <li>{t("entry.step3")}</li>
        </ol>
      </section>
    </Page>
  );
}
