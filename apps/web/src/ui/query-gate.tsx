import type { UseQueryResult } from "@tanstack/react-query";
import Button from "antd-mobile/es/components/button";
import { type ReactNode, useEffect } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { ApiError } from "../api/envelope";
import { idParam } from "./id-param";
import { Page } from "./page";
import { Refreshable } from "./refresh-list";
import { LoadError, MessageScreen, SectionLoading } from "./status";

/** What a query read: loading, a failure with retry, or its data with pull to refresh. */
export function QueryGate<T>({
  query,
  children,
}: {
  query: UseQueryResult<T>;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return <SectionLoading />;
  if (query.isError || query.data === undefined) return <LoadError onRetry={() => void query.refetch()} />;
  return <Refreshable onRefresh={() => query.refetch()}>{children(query.data)}</Refreshable>;
}

export interface DetailGateProps<T> {
  id: number | null;
  query: UseQueryResult<T>;
  notFound: string;
  browse: { label: string; to: string };
  children: (data: T) => ReactNode;
}

/** The `?id=` of an item's screen: a positive integer, or null. */
export function useIdParam(): number | null {
  const [search] = useSearchParams();
  return idParam(search.get("id"));
}

/**
 * An item's screen: its title and the way back, then the item as {@link DetailGate} reads it, once
 * `ready` (the screen's texts are in).
 */
export function DetailPage<T>({
  title,
  backTo,
  ready = true,
  ...gate
}: { title: string; backTo: string; ready?: boolean } & DetailGateProps<T>) {
  return (
    <Page title={ready ? title : ""} backTo={backTo}>
      {ready ? <DetailGate {...gate} /> : <SectionLoading />}
    </Page>
  );
}

/**
 * One item of a product line opened by its link (`?id=`): "does not exist" (a bad id, or the server
 * refusing it) with the way back to the list; a link without an id goes to the list; otherwise as
 * {@link QueryGate}.
 */
export function DetailGate<T>({ id, query, notFound, browse, children }: DetailGateProps<T>) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const absent = !search.has("id");
  useEffect(() => {
    if (absent) navigate(browse.to, { replace: true });
  }, [absent, browse.to, navigate]);
  if (absent) return <SectionLoading />;
  const missing = id === null || (query.isError && query.error instanceof ApiError && query.error.fromServer);
  if (!missing) return <QueryGate query={query}>{children}</QueryGate>;
  return (
    <MessageScreen
      title={notFound}
      actions={
        <Button color="primary" onClick={() => navigate(browse.to, { replace: true })}>
          {browse.label}
        </Button>
      }
    />
  );
}
