import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import { Button } from "antd-mobile";
import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { MoreLoader, Refreshable } from "../../../ui/refresh-list";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import styles from "./earn.module.css";

/**
 * One's items of an earn product, page by page (newest first): loading, a failure with retry, pull to
 * refresh, an empty state with the way to the product, the list and "load more".
 */
export function PagedList<T extends { id: number }>({
  query,
  empty,
  browse,
  testId,
  row,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  empty: string;
  browse: { label: string; to: string };
  testId: string;
  row: (item: T) => ReactNode;
}) {
  const navigate = useNavigate();
  if (query.isPending) return <SectionLoading />;
  if (query.isError) return <LoadError onRetry={() => void query.refetch()} />;
  const items = query.data.pages.flatMap((p) => p.data);
  return (
    <Refreshable onRefresh={() => query.refetch()}>
      {items.length === 0 ? (
        <EmptyState
          text={empty}
          action={
            <Button size="small" color="primary" onClick={() => navigate(browse.to)}>
              {browse.label}
            </Button>
          }
        />
      ) : (
        <>
          <ul className={styles.list} data-testid={testId}>
            {items.map(row)}
          </ul>
          <MoreLoader hasMore={Boolean(query.hasNextPage)} loadMore={() => query.fetchNextPage()} />
        </>
      )}
    </Refreshable>
  );
}
