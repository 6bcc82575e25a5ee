import {
  Badge,
  Button,
  Card,
  Empty,
  Input,
  Space,
  Table,
  type TableColumnsType,
  Tabs,
  Typography,
} from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { formatDateTime, orDash } from "../../../ui/format";
import { type DepositQueue, type DepositRequest, useDeposits } from "../api/list-deposits";
import { DepositDrawer } from "../components/deposit-drawer";

const queues: DepositQueue[] = ["review", "approved", "rejected"];
const PAGE_SIZE = 20;

const isQueue = (value: string | null): value is DepositQueue => queues.includes(value as DepositQueue);

/** Deposit review: claims with their vouchers, newest first; admins credit or reject them. */
export function DepositsPage() {
  const { t } = useI18n();
  const mayDecide = useCan("moveFunds");
  const [params, setParams] = useSearchParams();
  const stateParam = params.get("state");
  const queue: DepositQueue = isQueue(stateParam) ? stateParam : "review";
  const page = Number(params.get("page")) || 1;
  const userId = Number(params.get("user_id")) || null;
  const list = useDeposits({ state: queue, userId, page, limit: PAGE_SIZE });
  const waiting = useDeposits({ state: "review", userId: null, page: 1, limit: 1 });
  const [selected, setSelected] = useState<DepositRequest | null>(null);

  const go = (next: { state?: DepositQueue; page?: number; userId?: number | null }) => {
    const search = new URLSearchParams({ state: next.state ?? queue });
    const user = next.userId === undefined ? userId : next.userId;
    if (user) search.set("user_id", String(user));
    if (next.page && next.page > 1) search.set("page", String(next.page));
    setParams(search);
  };

  const columns: TableColumnsType<DepositRequest> = [
    { title: t("deposit.id"), dataIndex: "id" },
    {
      title: t("funds.user"),
      key: "user",
      render: (_, d) => <TwoLines main={<Clipped text={d.account} width={240} />} sub={`#${d.user_id}`} />,
    },
    {
      title: t("funds.amount"),
      key: "amount",
      align: "right",
      render: (_, d) => <Amount value={d.amount} currency={d.currency_name} strong />,
    },
    { title: t("funds.network"), dataIndex: "network_name" },
    { title: t("funds.submittedAt"), dataIndex: "created_at", render: formatDateTime },
    ...(queue === "review"
      ? []
      : [
          {
            title: t("funds.reviewedAt"),
            key: "reviewed",
            render: (_: unknown, d: DepositRequest) => (
              <TwoLines main={formatDateTime(d.reviewed_at)} sub={orDash(d.reviewed_by)} />
            ),
          },
        ]),
    ...(queue === "rejected"
      ? [
          {
            title: t("funds.rejectReason"),
            dataIndex: "reject_reason",
            render: (reason: string | null) => <Clipped text={reason} width={220} />,
          },
        ]
      : []),
    {
      title: t("common.actions"),
      key: "actions",
      fixed: "right",
      render: (_, d) => (
        <Button
          type={queue === "review" && mayDecide ? "primary" : "link"}
          size="small"
          onClick={() => setSelected(d)}
          data-testid={`deposit-${d.id}`}
        >
          {queue === "review" && mayDecide ? t("deposit.review") : t("common.view")}
        </Button>
      ),
    },
  ];

  return (
    <Card styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        activeKey={queue}
        onChange={(key) => go({ state: key as DepositQueue })}
        tabBarExtraContent={
          <Input.Search
            key={userId ?? ""}
            defaultValue={userId ?? ""}
            allowClear
            placeholder={t("funds.userId")}
            style={{ width: 200 }}
            onSearch={(value) => go({ userId: Number(value.trim()) || null })}
          />
        }
        items={queues.map((state) => ({
          key: state,
          label:
            state === "review" ? (
              <Space size={6}>
                {t("deposit.tab.review")}
                <Badge count={waiting.data?.total ?? 0} size="small" />
              </Space>
            ) : (
              t(`deposit.tab.${state}`)
            ),
        }))}
      />
      <Typography.Paragraph type="secondary">{t("deposit.queueHelp")}</Typography.Paragraph>
      <Table<DepositRequest>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.data}
        loading={list.isFetching}
        scroll={{ x: "max-content" }}
        onRow={(d) => ({ onDoubleClick: () => setSelected(d) })}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`deposit.empty.${queue}`)} />,
        }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t("common.total", { total }),
          onChange: (next) => go({ page: next }),
        }}
      />
      <DepositDrawer deposit={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
