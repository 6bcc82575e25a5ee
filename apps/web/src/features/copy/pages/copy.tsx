import { copyPaths } from "../../../app/lines/copy-paths";
import { paths } from "../../../app/paths";
import { useCopyTranslation } from "../../../i18n/copy";
import { Figure, FigureGrid } from "../../../ui/figure-grid";
import { type HubLink, LinkList } from "../../../ui/hub";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { LoadError, SectionLoading } from "../../../ui/status";
import { useLocaleTag } from "../../../ui/use-locale";
import { useCopyAccount, useMyCopies } from "../api/copy";
import styles from "../components/copy.module.css";
import { amountText, total } from "../model/figures";

/**
 * The copy account: what is available to copy with, the margin the open copies hold, the profit share
 * paid in all; the ways to transfer in and out, its bills, and one's copies.
 */
export default function CopyAccountPage() {
  const { t, ready } = useCopyTranslation();
  const account = useCopyAccount();
  const mine = useMyCopies();
  const locale = useLocaleTag();
  const currency = account.data?.currency;
  const coin = currency ? `&currency=${currency}` : "";
  const figure = (value: string | undefined, failed: boolean) =>
    value !== undefined ? amountText(value, locale) : failed ? "--" : "…";
  const links: HubLink[] = [
    {
      to: `${paths.transfer}?from=change&to=copy${coin}`,
      label: t("account.transferIn"),
      testId: "copy-link-transfer-in",
    },
    {
      to: `${paths.transfer}?from=copy&to=change${coin}`,
      label: t("account.transferOut"),
      testId: "copy-link-transfer-out",
    },
    { to: `${paths.assetsRecord}?type=copy${coin}`, label: t("account.bills"), testId: "copy-link-bills" },
    { to: copyPaths.copytradeMy, label: t("index.myCopies"), testId: "copy-link-my" },
    { to: copyPaths.followIndex, label: t("my.browse"), testId: "copy-link-traders" },
  ];
  return (
    <Page title={ready ? t("account.title") : ""} backTo={copyPaths.followIndex}>
      {!ready ? (
        <SectionLoading />
      ) : account.isError ? (
        <LoadError onRetry={() => void account.refetch()} />
      ) : (
        <>
          <section className={lineStyles.card} data-testid="copy-account">
            <span className={lineStyles.muted}>{t("account.available")}</span>
            <div className={styles.balance}>
              <strong data-testid="copy-account-available">{figure(account.data?.available, false)}</strong>
              <span className={lineStyles.muted}>USDT</span>
            </div>
            <FigureGrid strong>
              <Figure label={t("account.margin")} testId="copy-account-margin">
                {figure(mine.data ? total(mine.data.copies.map((c) => c.margin)) : undefined, mine.isError)}
              </Figure>
              <Figure label={t("account.openCopies")} testId="copy-account-open">
                {figure(mine.data ? String(mine.data.copies.length) : undefined, mine.isError)}
              </Figure>
              <Figure label={t("account.shared")} testId="copy-account-shared">
                {figure(mine.data?.profit_share_paid, mine.isError)}
              </Figure>
            </FigureGrid>
            <p className={lineStyles.note}>{t("account.lead")}</p>
          </section>
          <LinkList items={links} />
        </>
      )}
    </Page>
  );
}
