import { Button, type TableColumnsType } from "antd";
import { useState } from "react";
import type { KycApplication } from "../../../api/types";
import { useI18n } from "../../../i18n";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { formatDateTime, orDash } from "../../../ui/format";
import { actionsColumn, reasonColumn, reviewedColumn, UserCell, when } from "../../../ui/queue-columns";
import { QUEUE_PAGE_SIZE, ReviewQueue, useQueueParams } from "../../../ui/review-queue";
import { KycLevelTag } from "../../../ui/tags";
import { type KycQueue, kycKey, useKycApplications } from "../api/list-applications";
import { ReviewDrawer, useDocTypeLabel } from "../components/review-drawer";

const queues: KycQueue[] = ["review", "approved", "rejected"];

/** KYC review: the queue oldest first, then what was approved or rejected and by whom. */
export function KycPage() {
  const { t } = useI18n();
  const docLabel = useDocTypeLabel();
  const state = useQueueParams(queues);
  const { queue, page } = state;
  const list = useKycApplications(queue, page, QUEUE_PAGE_SIZE);
  const pending = useKycApplications("review", 1, 1);
  const [selected, setSelected] = useState<KycApplication | null>(null);

  const columns: TableColumnsType<KycApplication> = [
    { title: t("kyc.id"), dataIndex: "id" },
    {
      title: t("kyc.user"),
      key: "user",
      render: (_, a) => <UserCell account={a.account} id={a.user_id} width={240} />,
    },
    { title: t("kyc.level"), dataIndex: "level", render: (l: number) => <KycLevelTag level={l} /> },
    {
      title: t("kyc.name"),
      dataIndex: "name",
      render: (name: string | null) => <Clipped text={name} width={180} />,
    },
    {
      title: t("kyc.document"),
      key: "document",
      render: (_, a) =>
        a.level === 1 ? (
          <TwoLines main={orDash(a.doc_number)} sub={`${docLabel(a.doc_type)} · ${orDash(a.nationality)}`} />
        ) : (
          t("kyc.level2Doc")
        ),
    },
    queue === "review"
      ? { title: t("kyc.submittedAt"), dataIndex: "created_at", render: formatDateTime }
      : reviewedColumn<KycApplication>(t("kyc.reviewedAt")),
    ...when(queue === "rejected", reasonColumn<KycApplication>(t("kyc.rejectReason"), "reject_reason")),
    actionsColumn(t("common.actions"), (a) => (
      <Button
        type={queue === "review" ? "primary" : "link"}
        size="small"
        onClick={() => setSelected(a)}
        data-testid={`review-${a.id}`}
      >
        {queue === "review" ? t("kyc.review") : t("common.view")}
      </Button>
    )),
  ];

  return (
    <ReviewQueue
      state={state}
      label={(q) => t(`kyc.tab.${q}`)}
      waiting={{ queue: "review", count: pending.data?.total ?? 0 }}
      help={queue === "review" ? t("kyc.queueHelp") : undefined}
      rowKey="id"
      columns={columns}
      rows={list.data?.data}
      total={list.data?.total ?? 0}
      loading={list.isFetching}
      empty={t(`kyc.empty.${queue}`)}
      onOpen={setSelected}
      exportCsv={{ path: "/admin/kyc", query: { state: queue } }}
      bulk={{
        queue: "review",
        path: "/admin/kyc/bulk",
        approve: true,
        invalidate: [kycKey, ["admin", "users"]],
        testId: "kyc-bulk",
      }}
    >
      <ReviewDrawer application={selected} onClose={() => setSelected(null)} />
    </ReviewQueue>
  );
}
