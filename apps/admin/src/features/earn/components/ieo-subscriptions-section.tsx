import { type TableColumnsType, Tag } from "antd";
import { useI18n } from "../../../i18n";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { YesNoTag } from "../../../ui/tags";
import { type IeoProject, type IeoSubscription, useIeoProjects, useIeoSubscriptions } from "../api/ieo";
import { amountColumn } from "./amount-column";
import { ProductFilter, type ProductFiltered, RecordsTable, userColumn } from "./records-table";

const statusColor = { subscribed: "processing", allocated: "success", refunded: "warning" } as const;

/** IEO subscriptions with their users, of one project or of all; after the allocation, what each got. */
export function IeoSubscriptionsSection({ productId, onProduct }: ProductFiltered) {
  const { t } = useI18n();
  const products = useIeoProjects();
  const subscriptions = useIeoSubscriptions(productId);
  const columns: TableColumnsType<IeoSubscription> = [
    { title: "#", dataIndex: "id", width: 64 },
    {
      title: t("earn.ieo.project"),
      key: "project",
      render: (_, s) => <TwoLines main={s.project_name} sub={`#${s.project_id} · ${s.token}`} />,
    },
    userColumn<IeoSubscription>(t("earn.order.user")),
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
    <RecordsTable<IeoSubscription>
      filter={
        <ProductFilter<IeoProject>
          {...{ productId, onProduct, products }}
          label={(p) => `${p.name} (${p.token})`}
          placeholder={t("earn.ieo.sub.allProjects")}
          testId="ieo-sub-project"
        />
      }
      records={subscriptions}
      columns={columns}
      rowProps={(s) => ({ "data-testid": "ieo-sub-row", "data-user": s.user_id })}
    />
  );
}
