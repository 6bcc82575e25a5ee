import { App, Button, Popconfirm, Space, type TableColumnsType, Tag, Typography } from "antd";
import { useState } from "react";
import { useMe } from "../../../api/operator";
import { type MessageKey, useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { TwoLines } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { actionsColumn, reasonColumn, reviewedColumn, UserCell, when } from "../../../ui/queue-columns";
import { ReasonModal } from "../../../ui/reason-modal";
import { QUEUE_PAGE_SIZE, ReviewQueue, useQueueParams } from "../../../ui/review-queue";
import {
  type ApprovalRequest,
  type ApprovalState,
  useApprovals,
  useDecideApproval,
  useWaitingApprovals,
} from "../api/approvals";

const queues: ApprovalState[] = ["pending", "approved", "rejected"];

const KINDS: Record<string, MessageKey> = {
  "withdrawal.pay": "approvals.kind.withdrawal.pay",
  "balance.adjust": "approvals.kind.balance.adjust",
  "seconds.duration": "approvals.kind.seconds.duration",
  "lock.plan": "approvals.kind.lock.plan",
  "network.terms": "approvals.kind.network.terms",
  "spot.market": "approvals.kind.spot.market",
};

/** What the request changes: the user and the amount, or each field from its value now to the one asked. */
function Summary({ request }: { request: ApprovalRequest }) {
  const s = request.summary;
  return (
    <Space direction="vertical" size={2}>
      <Typography.Text strong>{s.target}</Typography.Text>
      {s.user_id !== null && <UserCell account={s.user_account} id={s.user_id} width={200} />}
      {s.amount !== null && s.currency !== null && <Amount value={s.amount} currency={s.currency} strong />}
      {s.changes.map((c) => (
        <Typography.Text key={c.field} data-testid={`approval-change-${c.field}`}>
          <Typography.Text code>{c.field}</Typography.Text> {c.from ?? "—"} → <strong>{c.to}</strong>
        </Typography.Text>
      ))}
    </Space>
  );
}

/**
 * Approvals: changes one operator asked for that wait for a second one (big withdrawals, balance
 * adjustments, risky terms). Another operator of an allowed role approves (the change applies, once) or
 * rejects with a reason (nothing changes); one's own requests can only be looked at.
 */
export function ApprovalsPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const me = useMe().data;
  const state = useQueueParams(queues);
  const { queue, page } = state;
  const list = useApprovals(queue, page, QUEUE_PAGE_SIZE);
  const waiting = useWaitingApprovals();
  const decide = useDecideApproval();
  const [rejecting, setRejecting] = useState<ApprovalRequest | null>(null);

  const kindLabel = (kind: string) => (KINDS[kind] ? t(KINDS[kind]) : kind);
  const mayDecide = (r: ApprovalRequest) =>
    me !== undefined && r.maker_id !== me.id && r.roles.includes(me.role);

  const columns: TableColumnsType<ApprovalRequest> = [
    { title: "#", dataIndex: "id", width: 70 },
    { title: t("approvals.kind"), key: "kind", render: (_, r) => <Tag>{kindLabel(r.kind)}</Tag> },
    { title: t("approvals.summary"), key: "summary", render: (_, r) => <Summary request={r} /> },
    {
      title: t("approvals.maker"),
      key: "maker",
      render: (_, r) => <TwoLines main={r.maker} sub={formatDateTime(r.created_at)} />,
    },
    reasonColumn<ApprovalRequest>(t("approvals.reason"), "reason"),
    ...when(
      queue !== "pending",
      reviewedColumn<ApprovalRequest>(t("approvals.checker"), { at: "decided_at", by: "checker" }),
    ),
    ...when(queue === "rejected", reasonColumn<ApprovalRequest>(t("approvals.note"), "note")),
    ...when(
      queue === "pending",
      actionsColumn<ApprovalRequest>(t("common.actions"), (r) =>
        r.maker_id === me?.id ? (
          <Typography.Text type="secondary">{t("approvals.yours")}</Typography.Text>
        ) : !mayDecide(r) ? (
          <Typography.Text type="secondary">{t("approvals.notYourRole")}</Typography.Text>
        ) : (
          <Space size={4}>
            <Popconfirm
              title={t("approvals.approveConfirm", { id: r.id })}
              okText={t("approvals.approve")}
              cancelText={t("common.cancel")}
              onConfirm={() =>
                decide.mutateAsync({ id: r.id, approve: true }).then((text) => {
                  message.success(text);
                })
              }
            >
              <Button type="primary" size="small" data-testid={`approve-${r.id}`} loading={decide.isPending}>
                {t("approvals.approve")}
              </Button>
            </Popconfirm>
            <Button danger size="small" data-testid={`reject-${r.id}`} onClick={() => setRejecting(r)}>
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
      label={(q) => t(`approvals.tab.${q}`)}
      waiting={{ queue: "pending", count: waiting.data ?? 0 }}
      help={t("approvals.help")}
      rowKey="id"
      columns={columns}
      rows={list.data?.data}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      empty={t(`approvals.empty.${queue}`)}
      rowProps={(r) => ({ "data-approval": r.id })}
      exportCsv={{ path: "/admin/approvals", query: { state: queue } }}
    >
      <ReasonModal
        open={rejecting !== null}
        title={rejecting ? t("approvals.rejectTitle", { id: rejecting.id }) : ""}
        help={t("approvals.rejectHelp")}
        pending={decide.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting &&
          decide.mutate(
            { id: rejecting.id, approve: false, reason },
            {
              onSuccess: (text) => {
                message.success(text);
                setRejecting(null);
              },
            },
          )
        }
      >
        {rejecting && <Summary request={rejecting} />}
      </ReasonModal>
    </ReviewQueue>
  );
}
