import {
  Button,
  Select,
  Table,
  type TableColumnsType,
  type TableColumnType,
  type TableProps,
  Typography,
} from "antd";
import type { HTMLAttributes, ReactNode } from "react";
import { UserCell } from "../../../ui/queue-columns";

const PAGE = { pageSize: 20, hideOnSinglePage: true } as const;

/**
 * A list of the earn page (lock plans and orders, IEO projects and subscriptions, dual products and
 * orders): an optional help text, a button adding a record (for those who may: `add` null otherwise),
 * a filter, then the table. `rowProps` gives each row's test attributes (`data-testid`, `data-…`).
 */
export function RecordsTable<R extends { id: number }>({
  help,
  add,
  filter,
  records,
  columns,
  rowProps,
  pagination = PAGE,
  expandable,
}: {
  help?: ReactNode;
  add?: { label: string; onClick: () => void; testId?: string } | null;
  filter?: ReactNode;
  records: { data?: R[] | undefined; isFetching: boolean };
  columns: TableColumnsType<R>;
  rowProps?: (row: R) => Record<`data-${string}`, string | number>;
  pagination?: TableProps<R>["pagination"];
  expandable?: TableProps<R>["expandable"];
}) {
  return (
    <>
      {help && <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>}
      {add && (
        <Button style={{ marginBottom: 12 }} onClick={add.onClick} data-testid={add.testId}>
          {add.label}
        </Button>
      )}
      {filter && <div style={{ marginBottom: 12 }}>{filter}</div>}
      <Table<R>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={records.data}
        loading={records.isFetching}
        pagination={pagination}
        scroll={{ x: "max-content" }}
        onRow={rowProps && ((row) => rowProps(row) as HTMLAttributes<HTMLElement>)}
        expandable={expandable}
      />
    </>
  );
}

/** An orders list filtered by one product (kept in the page's address), or of all (`productId` null). */
export interface ProductFiltered {
  productId: number | null;
  onProduct: (productId: number | null) => void;
}

/** The filter of an orders list by its product (an IEO project, a dual product): all when cleared. */
export function ProductFilter<P extends { id: number }>({
  productId,
  onProduct,
  products,
  label,
  placeholder,
  testId,
}: ProductFiltered & {
  products: { data?: P[] | undefined; isFetching: boolean };
  label: (product: P) => string;
  placeholder: string;
  testId: string;
}) {
  return (
    <Select<number>
      style={{ width: 320 }}
      allowClear
      showSearch={{ optionFilterProp: "label" }}
      placeholder={placeholder}
      value={productId ?? undefined}
      onChange={(v) => onProduct(v ?? null)}
      loading={products.isFetching}
      options={(products.data ?? []).map((p) => ({ value: p.id, label: `#${p.id} ${label(p)}` }))}
      data-testid={testId}
    />
  );
}

/** An order's user: the account over `#id`. */
export function userColumn<R extends { user_id: number; email: string | null }>(
  title: string,
): TableColumnType<R> {
  return { title, key: "user", render: (_, r) => <UserCell account={r.email} id={r.user_id} width={200} /> };
}
