import DotLoading from "antd-mobile/es/components/dot-loading";
import InfiniteScroll from "antd-mobile/es/components/infinite-scroll";
import PullToRefresh from "antd-mobile/es/components/pull-to-refresh";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import styles from "./status.module.css";

/** Pull down to refresh, with translated prompts; `onRefresh` settles when the new data is in. */
export function Refreshable({
  onRefresh,
  children,
}: {
  onRefresh: () => Promise<unknown>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PullToRefresh
      onRefresh={async () => {
        await onRefresh();
      }}
      pullingText={t("list.pull")}
      canReleaseText={t("list.release")}
      refreshingText={<DotLoading color="primary" />}
      completeText={t("list.refreshed")}
    >
      {children}
    </PullToRefresh>
  );
}

interface MoreLoaderProps {
  hasMore: boolean;
  /** Loads the next page; rejecting stops the automatic loading until the user scrolls again. */
  loadMore: () => Promise<unknown>;
}

/** Loads the next page when the end of a list scrolls into view; says when there is no more. */
export function MoreLoader({ hasMore, loadMore }: MoreLoaderProps) {
  const { t } = useTranslation();
  return (
    <InfiniteScroll
      hasMore={hasMore}
      loadMore={async () => {
        await loadMore();
      }}
    >
      {(more, failed, retry) =>
        failed ? (
          <button type="button" className="text-button" onClick={() => void retry()}>
            {t("common.retry")}
          </button>
        ) : more ? (
          <DotLoading color="primary" />
        ) : (
          <span className={styles.end}>{t("list.noMore")}</span>
        )
      }
    </InfiniteScroll>
  );
}
