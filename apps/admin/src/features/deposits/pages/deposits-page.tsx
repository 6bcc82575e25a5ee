import { Button, type TableColumnsType } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { actionsColumn, reasonColumn, reviewedColumn, UserCell, when } from "../../../ui/queue-columns";
import { QUEUE_PAGE_SIZE, ReviewQueue, useQueueParams } from "../../../ui/review-queue";
import { type DepositQueue, type DepositRequest, depositsKey, useDeposits } from "../api/list-deposits";
import { DepositDrawer } from "../components/deposit-drawer";

const queues: DepositQueue[] = ["review", "approved", "rejected"];

/** Deposit review: claims with their vouchers, the queue oldest first; admins credit or reject them. */
export function DepositsPage() {
  const { t } = useI18n();
  const mayDecide = useCan("moveFunds");
  const state = useQueueParams(queues);
  const { queue, page, userId, q } = state;
  const list = useDeposits({ state: queue, userId, q, page, limit: QUEUE_PAGE_SIZE });
  const waiting = useDeposits({ state: "review", userId: null, page: 1, limit: 1 });
  const [selected, setSelected] = useState<DepositRequest | null>(null);

  const columns: TableColumnsType<DepositRequest> = [
    { title: t("deposit.id"), dataIndex: "id" },
    {
      title: t("funds.user"),
      key: "user",
      render: (_, d) => <UserCell account={d.account} id={d.user_id} width={240} />,
    },
    {
      title: t("funds.amount"),
      key: "amount",
      align: "right",
      render: (_, d) => <Amount value={d.amount} currency={d.currency_name} strong />,
    },
    // what was credited, when another amount than claimed, over the operator's reason
    ...when(queue === "approved", {
      title: t("deposit.credited"),
      key: "credited",
      align: "right" as const,
      render: (_: unknown, d: DepositRequest) => (
        <TwoLines
          main={<Amount value={d.credited_amount} currency={d.currency_name} strong />}
          sub={<Clipped text={d.credit_reason} width={200} />}
        />
      ),
    }),
    { title: t("funds.network"), dataIndex: "network_name" },
    { title: t("funds.submittedAt"), dataIndex: "created_at", render: formatDateTime },
    ...when(queue !== "review", reviewedColumn<DepositRequest>(t("funds.reviewedAt"))),
    ...when(queue === "rejected", reasonColumn<DepositRequest>(t("funds.rejectReason"), "reject_reason")),
    actionsColumn(t("common.actions"), (d) => (
      <Button
        type={queue === "review" && mayDecide ? "primary" : "link"}
        size="small"
        onClick={() => setSelected(d)}
        data-testid={`deposit-${d.id}`}
      >
        {queue === "review" && mayDecide ? t("deposit.review") : t("common.view")}
      </Button>
    )),
  ];

  return (
    <ReviewQueue
      state={state}
      label={(q) => t(`deposit.tab.${q}`)}
      waiting={{ queue: "review", count: waiting.data?.total ?? 0 }}
      userSearch={t("funds.userSearch")}
      help={t("deposit.queueHelp")}
      rowKey="id"
      columns={columns}
      rows={list.data?.data}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      empty={t(`deposit.empty.${queue}`)}
      onOpen={setSelected}
      exportCsv={{ path: "/admin/deposits", query: { state: queue, user_id: userId, q } }}
      {...(mayDecide
        ? {
            bulk: {
              queue: "review" as const,
              path: "/admin/deposits/bulk",
              approve: true,
              invalidate: [depositsKey, ["admin", "users"], ["admin", "ledger"]],
              testId: "deposits-bulk",
            },
          }
        : {})}
    >
      <DepositDrawer deposit={selected} onClose={() => setSelected(null)} />
    </ReviewQueue>
  );
}
