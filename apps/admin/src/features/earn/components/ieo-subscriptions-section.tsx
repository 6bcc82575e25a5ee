import { Select, Table, type TableColumnsType, Tag } from "antd";
import type { HTMLAttributes } from "react";
import { useI18n } from "../../../i18n";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { UserCell } from "../../../ui/queue-columns";
import { YesNoTag } from "../../../ui/tags";
import { type IeoSubscription, useIeoProjects, useIeoSubscriptions } from "../api/ieo";
import { amountColumn } from "./amount-column";

const statusColor = { subscribed: "processing", allocated: "success", refunded: "warning" } as const;

/** IEO subscriptions with their users, of one project or of all; after the allocation, what each got. */
export function IeoSubscriptionsSection({
  projectId,
  onProject,
}: {
  projectId: number | null;
  onProject: (projectId: number | null) => void;
}) {
  const { t } = useI18n();
  const projects = useIeoProjects();
  const subscriptions = useIeoSubscriptions(projectId);
  const columns: TableColumnsType<IeoSubscription> = [
    { title: "#", dataIndex: "id", width: 64 },
    {
      title: t("earn.ieo.project"),
      key: "project",
      render: (_, s) => <TwoLines main={s.project_name} sub={`#${s.project_id} · ${s.token}`} />,
    },
    {
      title: t("earn.order.user"),
      key: "user",
      render: (_, s) => <UserCell account={s.email} id={s.user_id} width={200} />,
    },
    amountColumn<IeoSubscription>(t("earn.ieo.sub.amount"), "amount", "pay_currency_name"),
    {
      title: t("earn.order.status"),
      dataIndex: "status",
      render: (status: IeoSubscription["status"]) => (
        <Tag color={statusColor[status]} data-testid="ieo-sub-status" data-status={status}>
          {t(`earn.ieo.sub.status.${status}`)}
        </Tag>
      ),
    },
    amountColumn<IeoSubscription>(t("earn.ieo.sub.tokens"), "tokens", "token"),
    amountColumn<IeoSubscription>(t("earn.ieo.totals.paid"), "paid", "pay_currency_name"),
    amountColumn<IeoSubscription>(t("earn.ieo.sub.refund"), "refund", "pay_currency_name"),
    { title: t("earn.ieo.released"), dataIndex: "released", render: (v: boolean) => <YesNoTag value={v} /> },
    {
      title: t("earn.ieo.sub.hashedId"),
      dataIndex: "hashed_id",
      render: (v: string) => <Clipped text={v} width={120} code />,
    },
    { title: t("earn.ieo.sub.createdAt"), dataIndex: "created_at", render: (v: string) => formatDateTime(v) },
  ];
  return (
    <>
      <Select<number>
        style={{ width: 320, marginBottom: 12 }}
        allowClear
        showSearch={{ optionFilterProp: "label" }}
        placeholder={t("earn.ieo.sub.allProjects")}
        value={projectId ?? undefined}
        onChange={(v) => onProject(v ?? null)}
        loading={projects.isFetching}
        options={(projects.data ?? []).map((p) => ({
          value: p.id,
          label: `#${p.id} ${p.name} (${p.token})`,
        }))}
        data-testid="ieo-sub-project"
      />
      <Table<IeoSubscription>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={subscriptions.data}
        loading={subscriptions.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: "max-content" }}
        onRow={(s) =>
          ({ "data-testid": "ieo-sub-row", "data-user": s.user_id }) as HTMLAttributes<HTMLElement>
        }
      />
    </>
  );
}
