import { Empty, Flex, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { type MessageKey, useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { ExportCsvButton } from "../../../ui/export-csv";
import { formatDateTime } from "../../../ui/format";
import { type Bill, useUserBills } from "../api/list-user-bills";
import type { AccountKind } from "../balances";
import { billKindKey } from "../bill-kinds";
import { kindLabels } from "./user-balances";

const PAGE_SIZE = 10;

const buckets: Record<string, MessageKey> = {
  available: "bill.bucket.available",
  frozen: "bill.bucket.frozen",
};

const isKind = (value: string): value is AccountKind => value in kindLabels;

/** The user's bills: each posting on their accounts with the balance after it, newest first. */
export function UserBills({ userId }: { userId: number }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const bills = useUserBills(userId, page, PAGE_SIZE);

  return (
    <Table<Bill>
      title={() => (
        <Flex justify="end">
          <ExportCsvButton path={`/admin/users/${userId}/bills`} query={{}} testId="user-bills-csv" />
        </Flex>
      )}
      rowKey={(b) => b.id ?? `${b.entry_id}:${b.account}:${b.bucket}:${b.currency_name}`}
      size="small"
      dataSource={bills.data?.data}
      loading={bills.isFetching}
      data-testid="user-bills"
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("bill.empty")} /> }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: bills.data?.total ?? 0,
        size: "small",
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (total) => t("common.total", { total }),
        onChange: setPage,
      }}
      columns={[
        { title: t("bill.time"), dataIndex: "created_at", width: 160, render: formatDateTime },
        {
          title: t("bill.type"),
          dataIndex: "type",
          render: (type: string) => {
            const key = billKindKey(type);
            return <Tag title={type}>{key === "bill.type.other" ? `${t(key)} (${type})` : t(key)}</Tag>;
          },
        },
        {
          title: t("bill.account"),
          key: "account",
          render: (_, b) => (
            <>
              {isKind(b.account) ? t(kindLabels[b.account]) : b.account}
              <Typography.Text type="secondary">
                {` · ${buckets[b.bucket] ? t(buckets[b.bucket]!) : b.bucket}`}
              </Typography.Text>
            </>
          ),
        },
        {
          title: t("bill.value"),
          key: "value",
          align: "right",
          render: (_, b) => <Amount value={b.value} currency={b.currency_name} signed />,
        },
        {
          title: t("bill.balanceAfter"),
          dataIndex: "balance_after",
          align: "right",
          render: (value: string) => <Amount value={value} />,
        },
        { title: t("bill.entry"), dataIndex: "entry_id", render: (id: number) => `#${id}` },
      ]}
    />
  );
}
