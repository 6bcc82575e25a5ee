import { App, Button, Space, type TableColumnsType } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Clipped } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { actionsColumn, reasonColumn, UserCell, when } from "../../../ui/queue-columns";
import { ReasonModal } from "../../../ui/reason-modal";
import { ReviewQueue, useQueueParams } from "../../../ui/review-queue";
import { type Merchant, type MerchantQueue, useMerchants, useReviewMerchant } from "../api/p2p";

const queues: MerchantQueue[] = ["pending", "approved", "rejected", "suspended"];

/** Merchant applications, oldest first; reviewers and admins approve or reject them with a reason. */
export function MerchantsSection() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const mayDecide = useCan("decideP2p");
  const state = useQueueParams(queues);
  const list = useMerchants(state.queue);
  const pending = useMerchants("pending");
  const review = useReviewMerchant();
  const [rejecting, setRejecting] = useState<Merchant | null>(null);

  const columns: TableColumnsType<Merchant> = [
    {
      title: t("p2p.merchant.store"),
      dataIndex: "store_name",
      render: (name: string) => <Clipped text={name} width={200} />,
    },
    {
      title: t("p2p.merchant.user"),
      key: "user",
      render: (_, m) => <UserCell account={m.email} id={m.user_id} width={220} />,
    },
    { title: t("p2p.merchant.appliedAt"), dataIndex: "applied_at", render: formatDateTime },
    ...when(state.queue === "rejected", reasonColumn<Merchant>(t("p2p.merchant.reason"), "reason")),
    ...when(
      state.queue === "pending" && mayDecide,
      actionsColumn<Merchant>(t("common.actions"), (m) => (
        <Space size={4}>
          <Button
            type="primary"
            size="small"
            loading={review.isPending && review.variables?.id === m.user_id}
            onClick={() =>
              review.mutate(
                { id: m.user_id, approve: true },
                { onSuccess: () => void message.success(t("p2p.merchant.approved")) },
              )
            }
            data-testid={`p2p-merchant-${m.user_id}-approve`}
          >
            {t("p2p.merchant.approve")}
          </Button>
          <Button
            danger
            size="small"
            onClick={() => setRejecting(m)}
            data-testid={`p2p-merchant-${m.user_id}-reject`}
          >
            {t("p2p.merchant.reject")}
          </Button>
        </Space>
      )),
    ),
  ];

  return (
    <ReviewQueue
      state={state}
      exportCsv={{ path: "/admin/p2p/merchants", query: { status: state.queue } }}
      label={(q) => t(`p2p.merchant.tab.${q}`)}
      waiting={{ queue: "pending", count: pending.data?.length ?? 0 }}
      help={t("p2p.merchant.help")}
      rowKey="user_id"
      columns={columns}
      rows={list.data}
      total={list.data?.length ?? 0}
      loading={list.isFetching}
      empty={t("p2p.merchant.empty")}
      framed={false}
    >
      <ReasonModal
        open={rejecting !== null}
        title={rejecting ? t("p2p.merchant.rejectTitle", { store: rejecting.store_name }) : ""}
        help={t("p2p.merchant.rejectHelp")}
        pending={review.isPending}
        onCancel={() => setRejecting(null)}
        onSubmit={(reason) =>
          rejecting &&
          review.mutate(
            { id: rejecting.user_id, approve: false, reason },
            { onSuccess: () => setRejecting(null) },
          )
        }
      />
    </ReviewQueue>
  );
}
