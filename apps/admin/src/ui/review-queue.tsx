import { Badge, Card, Empty, Input, Space, Table, type TableColumnsType, Tabs, Typography } from "antd";
import { type HTMLAttributes, type Key, type ReactNode, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { Query } from "../api/client";
import { useI18n } from "../i18n";
import { BulkBar, type BulkDecision } from "./bulk-decision";
import { ExportCsvButton } from "./export-csv";

export const QUEUE_PAGE_SIZE = 20;

/**
 * The state of a review page in the address (`?state=&page=&user_id=`), so that a reload or a shared
 * link shows the same queue, page and user.
 */
export function useQueueParams<Q extends string>(queues: readonly Q[]) {
  const [params, setParams] = useSearchParams();
  const wanted = params.get("state");
  const queue = (queues as readonly string[]).includes(wanted ?? "") ? (wanted as Q) : (queues[0] as Q);
  const page = Number(params.get("page")) || 1;
  const userId = Number(params.get("user_id")) || null;
  const q = params.get("q")?.trim() || null;
  /** Another queue starts at its first page; the user filter and search stay unless they are changed. */
  const go = (next: { state?: Q; page?: number; userId?: number | null; q?: string | null }) => {
    const search = new URLSearchParams(params);
    search.set("state", next.state ?? queue);
    const user = next.userId === undefined ? userId : next.userId;
    if (user) search.set("user_id", String(user));
    else search.delete("user_id");
    const text = next.q === undefined ? q : next.q;
    if (text) search.set("q", text);
    else search.delete("q");
    if (next.page && next.page > 1) search.set("page", String(next.page));
    else search.delete("page");
    setParams(search);
  };
  return { queues, queue, page, userId, q, go };
}

interface ReviewQueueProps<Q extends string, R extends object> {
  /** From `useQueueParams`: the queues (one tab each), the current one, its page and user filter. */
  state: ReturnType<typeof useQueueParams<Q>>;
  /** A queue's tab title. */
  label: (queue: Q) => ReactNode;
  /** The queue that waits for a decision and how many are in it (its tab shows the count). */
  waiting?: { queue: Q; count: number };
  /**
   * The user search box's placeholder, saying what it matches: the box sends `q` (a user's id, part of
   * an email, phone or KYC name, or a document number); a `user_id` in the address (a link from a
   * user's page) is shown in it until another search.
   */
  userSearch?: string;
  help?: ReactNode;
  rowKey: keyof R & string;
  columns: TableColumnsType<R>;
  rows: R[] | undefined;
  total: number;
  loading: boolean;
  empty: string;
  /** Opens a row (double click). */
  onOpen?: (row: R) => void;
  /** Each row's test attributes (`data-testid`, `data-…`). */
  rowProps?: (row: R) => Record<`data-${string}`, string | number>;
  /** Drawers and modals the page opens. */
  children?: ReactNode;
  pageSize?: number;
  /** In its own card (a page of its own), or bare inside another page's card or tab. */
  framed?: boolean;
  /** "Export CSV": the list's call and its current filters (the server answers every page's rows). */
  exportCsv?: { path: string; query: Query };
  /** Rows of `queue` get checkboxes and the bar that approves or rejects the selected ones at once. */
  bulk?: BulkDecision & { queue: Q };
}

/**
 * A review page: queues as tabs (the waiting one with its count), an optional user filter, a help
 * line, and the queue's rows page by page; deposits, withdrawals, KYC, merchant applications, P2P
 * appeals and king manager applications are all this shape.
 */
export function ReviewQueue<Q extends string, R extends object>({
  state,
  label,
  waiting,
  userSearch,
  help,
  rowKey,
  columns,
  rows,
  total,
  loading,
  empty,
  onOpen,
  rowProps,
  children,
  pageSize = QUEUE_PAGE_SIZE,
  framed = true,
  exportCsv,
  bulk,
}: ReviewQueueProps<Q, R>) {
  const { t } = useI18n();
  const { queues, queue, page, userId, q, go } = state;
  // a selection is of the rows shown: another queue, page or search starts without one
  const view = `${queue}|${page}|${userId ?? ""}|${q ?? ""}`;
  const [selection, setSelection] = useState<{ view: string; keys: Key[] }>({ view, keys: [] });
  const selected = selection.view === view ? selection.keys : [];
  const setSelected = (keys: Key[]) => setSelection({ view, keys });
  const selecting = bulk !== undefined && bulk.queue === queue;
  const search = userSearch ? (
    <Input.Search
      key={`${userId ?? ""}|${q ?? ""}`}
      defaultValue={q ?? userId ?? ""}
      allowClear
      placeholder={userSearch}
      title={userSearch}
      style={{ width: 320 }}
      onSearch={(value) => go({ q: value.trim() || null, userId: null })}
    />
  ) : null;
  const body = (
    <>
      <Tabs
        activeKey={queue}
        onChange={(key) => go({ state: key as Q })}
        tabBarExtraContent={
          exportCsv ? (
            <Space>
              {search}
              <ExportCsvButton path={exportCsv.path} query={exportCsv.query} />
            </Space>
          ) : (
            search
          )
        }
        items={queues.map((q) => ({
          key: q,
          label:
            waiting?.queue === q ? (
              <Space size={6}>
                {label(q)}
                <Badge count={waiting.count} size="small" />
              </Space>
            ) : (
              label(q)
            ),
        }))}
      />
      {help ? <Typography.Paragraph type="secondary">{help}</Typography.Paragraph> : null}
      {selecting ? <BulkBar bulk={bulk} ids={selected.map(Number)} onDone={() => setSelected([])} /> : null}
      <Table<R>
        rowKey={rowKey}
        {...(selecting
          ? {
              rowSelection: {
                selectedRowKeys: selected,
                onChange: (keys: Key[]) => setSelected(keys),
                getCheckboxProps: (row: R) => ({ "data-testid": `select-${String(row[rowKey])}` }) as object,
              },
            }
          : {})}
        size="small"
        columns={columns}
        dataSource={rows}
        loading={loading}
        scroll={{ x: "max-content" }}
        {...(onOpen || rowProps
          ? {
              onRow: (row: R) => ({
                ...(rowProps?.(row) as HTMLAttributes<HTMLElement> | undefined),
                ...(onOpen ? { onDoubleClick: () => onOpen(row) } : {}),
              }),
            }
          : {})}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> }}
        pagination={{
          current: page,
          pageSize,
          total,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (n) => t("common.total", { total: n }),
          onChange: (next) => go({ page: next }),
        }}
      />
      {children}
    </>
  );
  return framed ? <Card styles={{ body: { paddingTop: 8 } }}>{body}</Card> : body;
}
