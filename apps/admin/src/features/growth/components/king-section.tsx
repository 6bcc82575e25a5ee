import { Alert, App, Button, Space, type TableColumnsType, Tag, Typography } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Clipped } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { actionsColumn, reasonColumn, reviewedColumn, UserCell, when } from "../../../ui/queue-columns";
import { ReasonModal } from "../../../ui/reason-modal";
import { QUEUE_PAGE_SIZE, ReviewQueue, useQueueParams } from "../../../ui/review-queue";
import {
  KING_STATES,
  type KingApplication,
  type KingState,
  useDecideKing,
  useKingApplications,
  useRebateRates,
} from "../api/growth";

const queues: KingState[] = [...KING_STATES];

/** A count against its threshold, green once it reaches it ("120 / 100"); the count alone while thresholds load. */
function CountCell({ count, threshold }: { count: number; threshold: number | undefined }) {
  if (threshold === undefined) return <>{count}</>;
  return (
    <Typography.Text type={count >= threshold ? "success" : undefined}>
      {count} / {threshold}
    </Typography.Text>
  );
}

/**
 * King manager applications (docs/growth-api.md "Console"): the queue oldest first with the
 * applicant's counts now against the thresholds and whether they qualify, then those approved or
 * rejected and by whom. Admins approve (the applicant's inviter rebates are reckoned at the king rates
 * from then on) or reject with a reason the applicant reads.
 */
export function KingSection() {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const mayDecide = useCan("editGrowth");
  const state = useQueueParams(queues);
  const { queue, page } = state;
  const list = useKingApplications(queue, page, QUEUE_PAGE_SIZE);
  const waiting = useKingApplications("review", 1, 1);
  const thresholds = useRebateRates().data?.thresholds;
  const decide = useDecideKing();
  const [rejecting, setRejecting] = useState<KingApplication | null>(null);

  const approve = (a: KingApplication) =>
    modal.confirm({
      title: t("growth.king.approveTitle", { account: a.account }),
      content: (
        <>
          <Typography.Paragraph>
            {t("growth.king.approveText", { direct: a.direct_traded, team: a.team_traded })}
          </Typography.Paragraph>
          {!a.eligible && <Alert type="warning" showIcon title={t("growth.king.approveIneligible")} />}
        </>
      ),
      okText: t("growth.king.approve"),
      cancelText: t("common.cancel"),
      okButtonProps: { "data-testid": "growth-king-approve-ok" },
      onOk: () =>
        decide
          .mutateAsync({ id: a.id, decision: "approve" })
          .then(() => void message.success(t("growth.king.approved", { account: a.account })))
          // the console's notice shows the refusal; the confirmation closes all the same
          .catch(() => undefined),
    });

  const columns: TableColumnsType<KingApplication> = [
    { title: "#", dataIndex: "id", width: 64 },
    {
      title: t("growth.king.user"),
      key: "user",
      render: (_, a) => <UserCell account={a.account} id={a.user_id} width={220} />,
    },
    {
      title: t("growth.king.note"),
      dataIndex: "note",
      render: (note: string) => <Clipped text={note} width={240} />,
    },
    {
      title: t("growth.king.direct"),
      key: "direct",
      align: "right",
      render: (_, a) => <CountCell count={a.direct_traded} threshold={thresholds?.direct} />,
    },
    {
      title: t("growth.king.team"),
      key: "team",
      align: "right",
      render: (_, a) => <CountCell count={a.team_traded} threshold={thresholds?.team} />,
    },
    {
      title: t("growth.king.eligible"),
      dataIndex: "eligible",
      render: (eligible: boolean) =>
        eligible ? (
          <Tag color="success">{t("growth.king.isEligible")}</Tag>
        ) : (
          <Tag color="warning">{t("growth.king.notEligible")}</Tag>
        ),
    },
    { title: t("growth.king.appliedAt"), dataIndex: "created_at", render: formatDateTime },
    ...when(
      queue !== "review",
      reviewedColumn<KingApplication>(t("growth.king.decided"), { at: "decided_at", by: "operator" }),
    ),
    ...when(queue === "rejected", reasonColumn<KingApplication>(t("growth.king.reason"), "reason")),
    ...when(
      queue === "review" && mayDecide,
      actionsColumn<KingApplication>(t("common.actions"), (a) => (
        <Space size={4}>
          <Button
            type="primary"
            size="small"
            loading={
              decide.isPending && decide.variables?.id === a.id && decide.variables.decision === "approve"
            }
            onClick={() => approve(a)}
            data-testid={`growth-king-${a.id}-approve`}
          >
            {t("growth.king.approve")}
          </Button>
          <Button
            danger
            size="small"
            onClick={() => setRejecting(a)}
            data-testid={`growth-king-${a.id}-reject`}
          >
            {t("growth.king.reject")}
          </Button>
        </Space>
      )),
    ),
  ];

  return (
    <ReviewQueue
      state={state}
      exportCsv={{ path: "/admin/growth/king", query: { state: queue } }}
      label={(q) => t(`growth.king.tab.${q}`)}
      waiting={{ queue: "review", count: waiting.data?.total ?? 0 }}
      help={
        thresholds
          ? t("growth.king.help", { direct: thresholds.direct, team: thresholds.team })
          : t("growth.king.helpNoThresholds")
      }
      rowKey="id"
      columns={columns}
      rows={list.data?.data}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      empty={t(`growth.king.empty.${queue}`)}
      rowProps={(a) => ({ "data-testid": "growth-king-row", "data-id": a.id, "data-state": a.state })}
      framed={false}
    >
      <ReasonModal
        open={rejecting !== null}
        title={rejecting ? t("growth.king.rejectTitle", { account: rejecting.account }) : ""}
        help={t("growth.king.rejectHelp")}
        pending={decide.isPending}
        testId="growth-king-reject"
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting &&
          decide.mutate(
            // the applicant reads it on one line (the server takes no line breaks)
            { id: rejecting.id, decision: "reject", reason: reason.replace(/\s+/g, " ") },
            {
              onSuccess: () => {
                void message.success(t("growth.king.rejected", { account: rejecting.account }));
                setRejecting(null);
              },
            },
          )
        }
      >
        {rejecting && (
          <Typography.Paragraph>
            {t("growth.king.rejectSummary", {
              direct: rejecting.direct_traded,
              team: rejecting.team_traded,
            })}
          </Typography.Paragraph>
        )}
      </ReasonModal>
    </ReviewQueue>
  );
}
