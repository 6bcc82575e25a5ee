import { App, Button, InputNumber, Modal, Space, type TableColumnsType, Typography } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Clipped } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { actionsColumn, reasonColumn, UserCell, when } from "../../../ui/queue-columns";
import { ReasonModal } from "../../../ui/reason-modal";
import { ReviewQueue, useQueueParams } from "../../../ui/review-queue";
import { type Trader, type TraderQueue, useReviewTrader, useTraders } from "../api/traders";
import { CopySettings } from "../components/copy-settings";
import { CopySummaryCard } from "../components/copy-summary";

const queues: TraderQueue[] = ["pending", "approved", "suspended", "rejected"];

/** Percent text of a rate ("0.1" → "10 %"), exact: only the point moves. */
export function percent(rate: string): string {
  const [whole = "0", fraction = ""] = rate.split(".");
  const digits = `${whole}${fraction.padEnd(2, "0")}`;
  const int = digits.slice(0, whole.length + 2).replace(/^0+(?=\d)/, "");
  const rest = digits.slice(whole.length + 2).replace(/0+$/, "");
  return `${int}${rest ? `.${rest}` : ""} %`;
}

/** A figure that may be missing (no closed trade): a dash. */
const orDash = (v: string | null, unit = "") => (v === null ? "–" : `${v}${unit}`);

function statsColumns(t: ReturnType<typeof useI18n>["t"]): TableColumnsType<Trader> {
  return [
    { title: t("copy.trader.roi"), key: "roi", align: "right", render: (_, x) => orDash(x.stats.roi, " %") },
    { title: t("copy.trader.pnl"), key: "pnl", align: "right", render: (_, x) => x.stats.pnl },
    {
      title: t("copy.trader.winRate"),
      key: "win",
      align: "right",
      render: (_, x) => orDash(x.stats.win_rate, " %"),
    },
    {
      title: t("copy.trader.drawdown"),
      key: "drawdown",
      align: "right",
      render: (_, x) => `${x.stats.max_drawdown} %`,
    },
    {
      title: t("copy.trader.underCopy"),
      key: "under",
      align: "right",
      render: (_, x) => x.stats.assets_under_copy,
    },
  ];
}

/**
 * Copy trading's traders: applications oldest first (approve, with a follower cap, or reject with a
 * reason), approved traders (suspend: their new positions are no longer copied; change the cap) and
 * suspended ones (reinstate). Admins and reviewers decide; support looks.
 */
export function TradersPage() {
  const { t } = useI18n();
  const { message, modal } = App.useApp();
  const mayDecide = useCan("decideCopy");
  const state = useQueueParams(queues);
  const list = useTraders(state.queue);
  const pending = useTraders("pending");
  const review = useReviewTrader();
  const [rejecting, setRejecting] = useState<Trader | null>(null);
  /** approving (or reinstating) with a follower cap, or changing an approved trader's cap */
  const [capping, setCapping] = useState<{ trader: Trader; cap: number } | null>(null);

  const decide = (
    trader: Trader,
    action: "approve" | "reject" | "suspend",
    extra: { reason?: string; maxFollowers?: number } = {},
  ) =>
    review.mutate(
      { id: trader.user_id, action, ...extra },
      {
        onSuccess: () => {
          message.success(
            t(action === "approve" && trader.status === "approved" ? "copy.done.cap" : `copy.done.${action}`),
          );
          setRejecting(null);
          setCapping(null);
        },
      },
    );

  const columns: TableColumnsType<Trader> = [
    {
      title: t("copy.trader.name"),
      dataIndex: "name",
      render: (name: string) => <Clipped text={name} width={180} />,
    },
    {
      title: t("copy.trader.user"),
      key: "user",
      render: (_, x) => <UserCell account={x.email} id={x.user_id} width={220} />,
    },
    { title: t("copy.trader.share"), dataIndex: "share_rate", align: "right", render: percent },
    {
      title: t("copy.trader.followers"),
      key: "followers",
      align: "right",
      render: (_, x) => `${x.followers} / ${x.max_followers}`,
    },
    ...when(state.queue === "approved" || state.queue === "suspended", ...statsColumns(t)),
    { title: t("copy.trader.appliedAt"), dataIndex: "applied_at", render: formatDateTime },
    ...when(state.queue === "rejected", reasonColumn<Trader>(t("copy.trader.reason"), "reason")),
    ...when(
      mayDecide && state.queue !== "rejected",
      actionsColumn<Trader>(t("common.actions"), (x) => (
        <Space size={4}>
          {x.status !== "approved" ? (
            <Button
              type="primary"
              size="small"
              onClick={() => setCapping({ trader: x, cap: x.max_followers })}
              data-testid={`copy-trader-${x.user_id}-approve`}
            >
              {t(x.status === "suspended" ? "copy.trader.reinstate" : "copy.trader.approve")}
            </Button>
          ) : (
            <Button
              size="small"
              onClick={() => setCapping({ trader: x, cap: x.max_followers })}
              data-testid={`copy-trader-${x.user_id}-cap`}
            >
              {t("copy.trader.changeCap")}
            </Button>
          )}
          {x.status === "approved" ? (
            <Button
              danger
              size="small"
              onClick={() =>
                modal.confirm({
                  title: t("copy.trader.suspend"),
                  content: t("copy.trader.suspendConfirm", { name: x.name }),
                  okText: t("copy.trader.suspend"),
                  okButtonProps: { danger: true },
                  cancelText: t("common.cancel"),
                  onOk: () => decide(x, "suspend"),
                })
              }
              data-testid={`copy-trader-${x.user_id}-suspend`}
            >
              {t("copy.trader.suspend")}
            </Button>
          ) : null}
          {x.status === "pending" ? (
            <Button
              danger
              size="small"
              onClick={() => setRejecting(x)}
              data-testid={`copy-trader-${x.user_id}-reject`}
            >
              {t("copy.trader.reject")}
            </Button>
          ) : null}
        </Space>
      )),
    ),
  ];

  return (
    <>
      <CopySummaryCard />
      <ReviewQueue
        state={state}
        exportCsv={{ path: "/admin/copy/traders", query: { status: state.queue } }}
        label={(q) => t(`copy.tab.${q}`)}
        waiting={{ queue: "pending", count: pending.data?.length ?? 0 }}
        help={t("copy.help")}
        rowKey="user_id"
        columns={columns}
        rows={list.data}
        total={list.data?.length ?? 0}
        loading={list.isFetching}
        empty={t("copy.empty")}
      >
        <ReasonModal
          open={rejecting !== null}
          title={rejecting ? t("copy.trader.rejectTitle", { name: rejecting.name }) : ""}
          help={t("copy.trader.rejectHelp")}
          pending={review.isPending}
          onCancel={() => setRejecting(null)}
          onSubmit={(reason) => rejecting && decide(rejecting, "reject", { reason })}
        />
        <Modal
          open={capping !== null}
          title={
            capping
              ? t(
                  capping.trader.status === "approved" ? "copy.trader.capTitle" : "copy.trader.approveTitle",
                  {
                    name: capping.trader.name,
                  },
                )
              : ""
          }
          okText={t(capping?.trader.status === "approved" ? "common.save" : "copy.trader.approve")}
          cancelText={t("common.cancel")}
          okButtonProps={{ loading: review.isPending }}
          onCancel={() => setCapping(null)}
          onOk={() => capping && decide(capping.trader, "approve", { maxFollowers: capping.cap })}
          destroyOnHidden
        >
          <Typography.Paragraph type="secondary">{t("copy.trader.capHelp")}</Typography.Paragraph>
          <InputNumber
            min={1}
            max={100_000}
            precision={0}
            value={capping?.cap ?? 1}
            onChange={(v) => capping && setCapping({ ...capping, cap: Number(v) || 1 })}
            addonBefore={t("copy.trader.cap")}
          />
        </Modal>
      </ReviewQueue>
      <CopySettings />
    </>
  );
}
