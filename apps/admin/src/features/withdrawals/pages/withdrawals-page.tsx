import { App, Button, Space, type TableColumnsType, type TableColumnType, Typography } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { actionsColumn, reasonColumn, reviewedColumn, UserCell, when } from "../../../ui/queue-columns";
import { ReasonModal } from "../../../ui/reason-modal";
import { QUEUE_PAGE_SIZE, ReviewQueue, useQueueParams } from "../../../ui/review-queue";
import { TxLink } from "../../../ui/tx-link";
import { isApprovalPending } from "../../approvals/api/approvals";
import { useChainStatus } from "../../chain/api/chain";
import { ChainStateTag } from "../../chain/components/chain-state-tag";
import {
  useWithdrawals,
  type WithdrawalQueue,
  type WithdrawalRequest,
  withdrawalsKey,
} from "../api/list-withdrawals";
import { useReviewWithdrawal } from "../api/review-withdrawal";
import { PayModal } from "../components/pay-modal";
import { useMethodLabel, WithdrawalSummary } from "../components/withdrawal-summary";

const queues: WithdrawalQueue[] = ["pending", "approved", "rejected"];

type Step = { kind: "pay" | "reject"; withdrawal: WithdrawalRequest } | null;

/** Withdrawals: frozen requests, the queue oldest first; admins mark them paid (with the txid) or reject them. */
export function WithdrawalsPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const methodLabel = useMethodLabel();
  const mayDecide = useCan("moveFunds");
  const state = useQueueParams(queues);
  const { queue, page, userId, q } = state;
  const list = useWithdrawals({ state: queue, userId, q, page, limit: QUEUE_PAGE_SIZE });
  const waiting = useWithdrawals({ state: "pending", userId: null, page: 1, limit: 1 });
  const review = useReviewWithdrawal();
  const [step, setStep] = useState<Step>(null);
  // the networks the venue watches on a chain: their withdrawals go out without a txid from the operator
  const chain = useChainStatus(false).data;
  const onChain = (w: WithdrawalRequest) =>
    w.chain_state !== null ||
    (w.method === "address" &&
      Boolean(chain?.configured) &&
      (chain?.networks ?? []).some(
        (n) => n.network_name === w.network_name && n.currency_name === w.currency_name,
      ));

  const decide = (decision: { approve: true; txid?: string } | { approve: false; reason: string }) =>
    step &&
    review.mutate(
      { id: step.withdrawal.id, ...decision },
      {
        onSuccess: (text) => {
          message.success(text);
          setStep(null);
        },
        // above the currency's threshold the payment waits for a second operator (shown as a warning)
        onError: (error) => {
          if (isApprovalPending(error)) setStep(null);
        },
      },
    );

  const columns: TableColumnsType<WithdrawalRequest> = [
    { title: t("withdrawal.id"), dataIndex: "id" },
    {
      title: t("funds.user"),
      key: "user",
      render: (_, w) => <UserCell account={w.account} id={w.user_id} width={220} />,
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
    ...when(queue !== "pending", reviewedColumn<WithdrawalRequest>(t("funds.reviewedAt"))),
    ...when<TableColumnType<WithdrawalRequest>>(queue !== "rejected", {
      title: t("withdrawal.chainState"),
      key: "chain_state",
      render: (_, w) => (w.chain_state ? <ChainStateTag state={w.chain_state} /> : "—"),
    }),
    ...when<TableColumnType<WithdrawalRequest>>(queue !== "rejected", {
      title: t("withdrawal.txid"),
      key: "txid",
      render: (_, w) => <TxLink hash={w.txid} url={w.explorer_url} />,
    }),
    ...when(queue === "rejected", reasonColumn<WithdrawalRequest>(t("funds.rejectReason"), "reject_reason")),
    ...when(
      queue === "pending" && mayDecide,
      actionsColumn<WithdrawalRequest>(t("common.actions"), (w) =>
        // approved for the chain: the sender settles it (paid when confirmed, given back when it fails)
        w.chain_state !== null ? (
          <Typography.Text type="secondary">{t("withdrawal.onChain")}</Typography.Text>
        ) : (
          <Space size={4}>
            <Button type="primary" size="small" onClick={() => setStep({ kind: "pay", withdrawal: w })}>
              {onChain(w) ? t("withdrawal.approve") : t("withdrawal.pay")}
            </Button>
            <Button danger size="small" onClick={() => setStep({ kind: "reject", withdrawal: w })}>
              {t("funds.reject")}
            </Button>
          </Space>
        ),
      ),
    ),
  ];

  return (
    <ReviewQueue
      state={state}
      label={(q) => t(`withdrawal.tab.${q}`)}
      waiting={{ queue: "pending", count: waiting.data?.total ?? 0 }}
      userSearch={t("funds.userSearch")}
      help={`${t("withdrawal.queueHelp")}${queue === "pending" && !mayDecide ? ` ${t("funds.adminOnly")}` : ""}`}
      rowKey="id"
      columns={columns}
      rows={list.data?.data}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      empty={t(`withdrawal.empty.${queue}`)}
      exportCsv={{ path: "/admin/withdrawals", query: { state: queue, user_id: userId, q } }}
      {...(mayDecide
        ? {
            bulk: {
              queue: "pending" as const,
              path: "/admin/withdrawals/bulk",
              approve: true,
              invalidate: [withdrawalsKey, ["admin", "users"], ["admin", "ledger"]],
              testId: "withdrawals-bulk",
            },
          }
        : {})}
    >
      <PayModal
        withdrawal={step?.kind === "pay" ? step.withdrawal : null}
        onChain={step?.kind === "pay" && onChain(step.withdrawal)}
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
    </ReviewQueue>
  );
}
