import { Link } from "react-router-dom";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { useP2pTranslation } from "../../../i18n/p2p";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { useLocaleTag } from "../../../ui/use-locale";
import { useNotices } from "../api/p2p";
import styles from "../components/p2p.module.css";
import { noticeText } from "../model/notices";

/**
 * What the other party of one's orders did in the last 30 days, newest first (an order placed on one's
 * ad, a message, "paid", the release, …); each opens its order. New ones arrive over the user channel.
 */
export default function NoticesPage() {
  const { t, ready } = useP2pTranslation();
  const locale = useLocaleTag();
  const notices = useNotices();
  const items = (notices.data ?? []).flatMap((n) => {
    const text = noticeText(n, t);
    return text ? [{ ...n, text }] : [];
  });
  return (
    <Page title={ready ? t("notices.title") : ""} backTo={p2pPaths.otc}>
      {!ready || notices.isPending ? (
        <SectionLoading />
      ) : notices.isError ? (
        <LoadError onRetry={() => void notices.refetch()} />
      ) : (
        <Refreshable onRefresh={() => notices.refetch()}>
          {items.length === 0 ? (
            <EmptyState text={t("notices.empty")} />
          ) : (
            <ul className={lineStyles.list} data-testid="p2p-notices">
              {items.map((n) => (
                <li key={n.id} className={lineStyles.item}>
                  <Link
                    to={`${p2pPaths.legalOrderDetail}?id=${n.order_id}`}
                    className={styles.store}
                    data-testid={`p2p-notice-${n.kind}`}
                  >
                    <span>{n.text}</span>
                    <span className={lineStyles.muted}>{formatDateTime(n.at, locale)}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </Refreshable>
      )}
    </Page>
  );
}
