import {
  App,
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
import { ReasonModal } from "../../../ui/reason-modal";
import { useWithdrawals, type WithdrawalQueue, type WithdrawalRequest } from "../api/list-withdrawals";
import { useReviewWithdrawal } from "../api/review-withdrawal";
import { PayModal } from "../components/pay-modal";
import { useMethodLabel, WithdrawalSummary } from "../components/withdrawal-summary";

const queues: WithdrawalQueue[] = ["pending", "approved", "rejected"];
const PAGE_SIZE = 20;

const isQueue = (value: string | null): value is WithdrawalQueue => queues.includes(value as WithdrawalQueue);

type Step = { kind: "pay" | "reject"; withdrawal: WithdrawalRequest } | null;

/** Withdrawals: frozen requests newest first; admins mark them paid (with the txid) or reject them. */
export function WithdrawalsPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const methodLabel = useMethodLabel();
  const mayDecide = useCan("moveFunds");
  const [params, setParams] = useSearchParams();
  const stateParam = params.get("state");
  const queue: WithdrawalQueue = isQueue(stateParam) ? stateParam : "pending";
  const page = Number(params.get("page")) || 1;
  const userId = Number(params.get("user_id")) || null;
  const list = useWithdrawals({ state: queue, userId, page, limit: PAGE_SIZE });
  const waiting = useWithdrawals({ state: "pending", userId: null, page: 1, limit: 1 });
  const review = useReviewWithdrawal();
  const [step, setStep] = useState<Step>(null);

  const go = (next: { state?: WithdrawalQueue; page?: number; userId?: number | null }) => {
    const search = new URLSearchParams({ state: next.state ?? queue });
    const user = next.userId === undefined ? userId : next.userId;
    if (user) search.set("user_id", String(user));
    if (next.page && next.page > 1) search.set("page", String(next.page));
    setParams(search);
  };

  const decide = (decision: { approve: true; txid: string } | { approve: false; reason: string }) =>
    step &&
    review.mutate(
      { id: step.withdrawal.id, ...decision },
      {
        onSuccess: (text) => {
          message.success(text);
          setStep(null);
        },
      },
    );

  const columns: TableColumnsType<WithdrawalRequest> = [
    { title: t("withdrawal.id"), dataIndex: "id" },
    {
      title: t("funds.user"),
      key: "user",
      render: (_, w) => <TwoLines main={<Clipped text={w.account} width={220} />} sub={`#${w.user_id}`} />,
    },
    {
      title: t("funds.amount"),
      key: "amount",
      align: "right",
      render: (_, w) => (
        <TwoLines
          main={<Amount value={w.amount} currency={w.currency_name} strong />}
          sub={`${t("withdrawal.fee")} ${w.fee} · ${t("withdrawal.receive")} ${w.receive}`}
        />
      ),
    },
    {
      title: t("withdrawal.destination"),
      key: "destination",
      render: (_, w) => (
        <TwoLines
          main={<Clipped text={w.destination} width={200} code />}
          sub={w.network_name ? `${methodLabel(w.method)} · ${w.network_name}` : methodLabel(w.method)}
        />
      ),
    },
    { title: t("funds.submittedAt"), dataIndex: "created_at", render: formatDateTime },
    ...(queue === "pending"
      ? []
      : [
          {
            title: t("funds.reviewedAt"),
            key: "reviewed",
            render: (_: unknown, w: WithdrawalRequest) => (
              <TwoLines main={formatDateTime(w.reviewed_at)} sub={orDash(w.reviewed_by)} />
            ),
          },
        ]),
    ...(queue === "approved"
      ? [
          {
            title: t("withdrawal.txid"),
            dataIndex: "txid",
            render: (txid: string | null) => <Clipped text={txid} width={200} code />,
          },
        ]
      : []),
    ...(queue === "rejected"
      ? [
          {
            title: t("funds.rejectReason"),
            dataIndex: "reject_reason",
            render: (reason: string | null) => <Clipped text={reason} width={220} />,
          },
        ]
      : []),
    ...(queue === "pending" && mayDecide
      ? [
          {
            title: t("common.actions"),
            key: "actions",
            fixed: "right" as const,
            render: (_: unknown, w: WithdrawalRequest) => (
              <Space size={4}>
                <Button type="primary" size="small" onClick={() => setStep({ kind: "pay", withdrawal: w })}>
                  {t("withdrawal.pay")}
                </Button>
                <Button danger size="small" onClick={() => setStep({ kind: "reject", withdrawal: w })}>
                  {t("funds.reject")}
                </Button>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        activeKey={queue}
        onChange={(key) => go({ state: key as WithdrawalQueue })}
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
            state === "pending" ? (
              <Space size={6}>
                {t("withdrawal.tab.pending")}
                <Badge count={waiting.data?.total ?? 0} size="small" />
              </Space>
            ) : (
              t(`withdrawal.tab.${state}`)
            ),
        }))}
      />
      <Typography.Paragraph type="secondary">
        {t("withdrawal.queueHelp")}
        {queue === "pending" && !mayDecide ? ` ${t("funds.adminOnly")}` : ""}
      </Typography.Paragraph>
      <Table<WithdrawalRequest>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.data}
        loading={list.isFetching}
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t(`withdrawal.empty.${queue}`)} />
          ),
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
      <PayModal
        withdrawal={step?.kind === "pay" ? step.withdrawal : null}
        pending={review.isPending}
        onCancel={() => setStep(null)}
        onSubmit={(txid) => decide({ approve: true, txid })}
      />
      <ReasonModal
        open={step?.kind === "reject"}
        title={step ? t("withdrawal.reject.title", { id: step.withdrawal.id }) : ""}
        help={t("withdrawal.reject.help")}
        pending={review.isPending}
        onCancel={() => setStep(null)}
        onSubmit={(reason) => decide({ approve: false, reason })}
      >
        {step?.kind === "reject" && <WithdrawalSummary withdrawal={step.withdrawal} />}
      </ReasonModal>
    </Card>
  );
}
