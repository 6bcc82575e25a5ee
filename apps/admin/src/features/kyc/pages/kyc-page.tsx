import { Badge, Button, Card, Empty, Space, Table, type TableColumnsType, Tabs, Typography } from "antd";
import { useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { KycApplication } from "../../../api/types";
import { useI18n } from "../../../i18n";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { formatDateTime, orDash } from "../../../ui/format";
import { KycLevelTag } from "../../../ui/tags";
import { type KycQueue, useKycApplications } from "../api/list-applications";
import { ReviewDrawer, useDocTypeLabel } from "../components/review-drawer";

const queues: KycQueue[] = ["review", "approved", "rejected"];
const PAGE_SIZE = 20;

const isQueue = (value: string | null): value is KycQueue => queues.includes(value as KycQueue);

/** KYC review: the queue oldest first, then what was approved or rejected and by whom. */
export function KycPage() {
  const { t } = useI18n();
  const docLabel = useDocTypeLabel();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get("state");
  const queue: KycQueue = isQueue(tabParam) ? tabParam : "review";
  const page = Number(params.get("page")) || 1;
  const list = useKycApplications(queue, page, PAGE_SIZE);
  const pending = useKycApplications("review", 1, 1);
  const [selected, setSelected] = useState<KycApplication | null>(null);

  const go = (state: KycQueue, nextPage = 1) =>
    setParams(nextPage > 1 ? { state, page: String(nextPage) } : { state });

  const columns: TableColumnsType<KycApplication> = [
    { title: t("kyc.id"), dataIndex: "id" },
    {
      title: t("kyc.user"),
      key: "user",
      render: (_, a) => <TwoLines main={<Clipped text={a.account} width={240} />} sub={`#${a.user_id}`} />,
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
    ...(queue === "review"
      ? [{ title: t("kyc.submittedAt"), dataIndex: "created_at", render: formatDateTime }]
      : [
          {
            title: t("kyc.reviewedAt"),
            key: "reviewed",
            render: (_: unknown, a: KycApplication) => (
              <TwoLines main={formatDateTime(a.reviewed_at)} sub={orDash(a.reviewed_by)} />
            ),
          },
        ]),
    ...(queue === "rejected"
      ? [
          {
            title: t("kyc.rejectReason"),
            dataIndex: "reject_reason",
            render: (reason: string | null) => <Clipped text={reason} width={220} />,
          },
        ]
      : []),
    {
      title: t("common.actions"),
      key: "actions",
      fixed: "right",
      render: (_, a) => (
        <Button
          type={queue === "review" ? "primary" : "link"}
          size="small"
          onClick={() => setSelected(a)}
          data-testid={`review-${a.id}`}
        >
          {queue === "review" ? t("kyc.review") : t("common.view")}
        </Button>
      ),
    },
  ];

  const emptyText: Record<KycQueue, string> = {
    review: t("kyc.empty.review"),
    approved: t("kyc.empty.approved"),
    rejected: t("kyc.empty.rejected"),
  };

  return (
    <Card styles={{ body: { paddingTop: 8 } }}>
      <Tabs
        activeKey={queue}
        onChange={(key) => go(key as KycQueue)}
        items={queues.map((state) => ({
          key: state,
          label:
            state === "review" ? (
              <Space size={6}>
                {t("kyc.tab.review")}
                <Badge count={pending.data?.total ?? 0} size="small" />
              </Space>
            ) : (
              t(`kyc.tab.${state}`)
            ),
        }))}
      />
      {queue === "review" && (
        <Typography.Paragraph type="secondary">{t("kyc.queueHelp")}</Typography.Paragraph>
      )}
      <Table<KycApplication>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={list.data?.data}
        loading={list.isFetching}
        scroll={{ x: "max-content" }}
        onRow={(a) => ({ onDoubleClick: () => setSelected(a) })}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText[queue]} /> }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (total) => t("common.total", { total }),
          onChange: (next) => go(queue, next),
        }}
      />
      <ReviewDrawer application={selected} onClose={() => setSelected(null)} />
    </Card>
  );
}
