import { Button, type TableColumnsType } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { formatDateTime, orDash } from "../../../ui/format";
import { QUEUE_PAGE_SIZE, ReviewQueue, useQueueParams } from "../../../ui/review-queue";
import { type DepositQueue, type DepositRequest, useDeposits } from "../api/list-deposits";
import { DepositDrawer } from "../components/deposit-drawer";

const queues: DepositQueue[] = ["review", "approved", "rejected"];

/** Deposit review: claims with their vouchers, newest first; admins credit or reject them. */
export function DepositsPage() {
  const { t } = useI18n();
  const mayDecide = useCan("moveFunds");
  const state = useQueueParams(queues);
  const { queue, page, userId } = state;
  const list = useDeposits({ state: queue, userId, page, limit: QUEUE_PAGE_SIZE });
  const waiting = useDeposits({ state: "review", userId: null, page: 1, limit: 1 });
  const [selected, setSelected] = useState<DepositRequest | null>(null);

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
    <ReviewQueue
      queues={queues}
      state={state}
      label={(q) => t(`deposit.tab.${q}`)}
      waiting={{ queue: "review", count: waiting.data?.total ?? 0 }}
      userSearch={t("funds.userId")}
      help={t("deposit.queueHelp")}
      rowKey="id"
      columns={columns}
      rows={list.data?.data}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      empty={t(`deposit.empty.${queue}`)}
      onOpen={setSelected}
    >
      <DepositDrawer deposit={selected} onClose={() => setSelected(null)} />
    </ReviewQueue>
  );
}
