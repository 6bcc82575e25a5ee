import { Button, Empty, Flex, Skeleton, Space, Table, Tabs, Typography } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { type MessageKey, useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { decimalSign } from "../../../ui/decimal";
import { AdjustBalanceModal } from "../../approvals/components/adjust-balance-modal";
import { useUserBalances } from "../api/get-user-balances";
import type { AccountKind, BalanceLine } from "../balances";

export const kindLabels: Record<AccountKind, MessageKey> = {
  legal: "balance.kind.legal",
  change: "balance.kind.change",
  lever: "balance.kind.lever",
  micro: "balance.kind.micro",
};

/** Zero amounts fade so the currencies the user holds stand out. */
const Quiet = ({ value }: { value: string }) =>
  decimalSign(value) === 0 ? (
    <Typography.Text type="secondary">{value}</Typography.Text>
  ) : (
    <Amount value={value} />
  );

/**
 * The user's accounts, one compact table each: available, frozen and the value in USDT. Admins ask here
 * for a balance adjustment, which a second operator approves.
 */
export function UserBalances({ userId }: { userId: number }) {
  const { t } = useI18n();
  const balances = useUserBalances(userId);
  const mayAdjust = useCan("moveFunds");
  const [adjusting, setAdjusting] = useState(false);

  if (!balances.data) return <Skeleton active paragraph={{ rows: 3 }} />;
  return (
    <>
      {mayAdjust && (
        <Flex justify="flex-end" style={{ marginBottom: 8 }}>
          <Button size="small" onClick={() => setAdjusting(true)} data-testid="adjust-balance">
            {t("adjust.button")}
          </Button>
          <AdjustBalanceModal userId={userId} open={adjusting} onClose={() => setAdjusting(false)} />
        </Flex>
      )}
      <UserBalanceTabs accounts={balances.data} loading={balances.isFetching} />
    </>
  );
}

function UserBalanceTabs({
  accounts,
  loading,
}: {
  accounts: NonNullable<ReturnType<typeof useUserBalances>["data"]>;
  loading: boolean;
}) {
  const { t } = useI18n();
  return (
    <Tabs
      size="small"
      defaultActiveKey="change"
      data-testid="user-balances"
      items={accounts.map((account) => ({
        key: account.kind,
        label: (
          <Space size={6}>
            {t(kindLabels[account.kind])}
            <Typography.Text type="secondary" className="console-amount" style={{ fontSize: 12 }}>
              {t("balance.total", { total: account.total })}
            </Typography.Text>
          </Space>
        ),
        children: (
          <Table<BalanceLine>
            rowKey="currency_name"
            size="small"
            pagination={false}
            dataSource={account.lines}
            loading={loading}
            locale={{
              emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("balance.empty")} />,
            }}
            columns={[
              { title: t("funds.currency"), dataIndex: "currency_name", width: 110 },
              {
                title: t("balance.available"),
                dataIndex: "available",
                align: "right",
                render: (value: string) => <Quiet value={value} />,
              },
              {
                title: t("balance.frozen"),
                dataIndex: "frozen",
                align: "right",
                render: (value: string) => <Quiet value={value} />,
              },
              {
                title: t("balance.value"),
                dataIndex: "usdt_value",
                align: "right",
                render: (value: string) => <Quiet value={value} />,
              },
            ]}
          />
        ),
      }))}
    />
  );
}
