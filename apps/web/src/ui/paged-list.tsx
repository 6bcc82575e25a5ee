import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import Button from "antd-mobile/es/components/button";
import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import styles from "./line.module.css";
import { MoreLoader, Refreshable } from "./refresh-list";
import { EmptyState, LoadError, SectionLoading } from "./status";

/**
 * One's items of a product line (orders, subscriptions, editions…), page by page (newest first):
 * loading, a failure with retry, pull to refresh, an empty state with the way to the product (unless
 * the screen is the product's own), the list and "load more".
 */
export function PagedList<T extends { id: number }>({
  query,
  empty,
  browse,
  testId,
  row,
  className = styles.list,
}: {
  query: UseInfiniteQueryResult<InfiniteData<{ data: T[] }>>;
  empty: string;
  browse: { label: string; to: string } | null;
  testId: string;
  row: (item: T) => ReactNode;
  /** the list's class: line.module.css `list` unless a screen lays its items out otherwise */
  className?: string | undefined;
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
            browse ? (
              <Button size="small" color="primary" onClick={() => navigate(browse.to)}>
                {browse.label}
              </Button>
            ) : undefined
          }
        />
      ) : (
        <>
          <ul className={className} data-testid={testId}>
            {items.map(row)}
          </ul>
          <MoreLoader hasMore={Boolean(query.hasNextPage)} loadMore={() => query.fetchNextPage()} />
        </>
      )}
    </Refreshable>
  );
}
