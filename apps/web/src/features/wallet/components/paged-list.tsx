import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { ListPage } from "../../../api/types";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import styles from "./wallet.module.css";

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<ListPage<T>>>;
  rowKey: (item: T) => string | number;
  renderRow: (item: T) => ReactNode;
  testId: string;
}

/** A paginated record list: pull to refresh, the next page on scroll, loading, error and empty states. */
export function PagedList<T>({ query, rowKey, renderRow, testId }: PagedListProps<T>) {
  const { t } = useTranslation();
  if (query.isPending) return <SectionLoading />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.data);
  return (
    <Refreshable onRefresh={() => query.refetch()}>
      {items.length === 0 ? (
        <EmptyState text={t("wallet.noRecords")} />
      ) : (
        <ul className={`plain-list ${styles.list}`} data-testid={testId}>
          {items.map((item) => (
            <li key={rowKey(item)} className={styles.row}>
              {renderRow(item)}
            </li>
          ))}
        </ul>
      )}
      {items.length > 0 ? (
        <MoreLoader hasMore={Boolean(query.hasNextPage)} loadMore={() => query.fetchNextPage()} />
      ) : null}
    </Refreshable>
  );
}
