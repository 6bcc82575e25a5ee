import { Segmented, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import { useI18n } from "../../../i18n";
import { type LockOrder, useLockOrders } from "../api/lock";
import { RecordsTable, userColumn } from "./records-table";

const statusColor = { active: "blue", matured: "green", redeemed: "orange" } as const;

/** The latest lock mining orders of every user: active ones, or ended (matured or redeemed early). */
export function OrdersSection() {
  const { t } = useI18n();
  const [status, setStatus] = useState<"active" | "ended">("active");
  const orders = useLockOrders(status);
  const columns: TableColumnsType<LockOrder> = [
    { title: "#", dataIndex: "id", width: 64 },
    userColumn<LockOrder>(t("earn.order.user")),
    { title: t("earn.order.plan"), dataIndex: "plan_id", align: "right" },
    {
      title: t("earn.order.amount"),
      key: "amount",
      align: "right",
      render: (_, o) => `${o.amount} ${o.currency_name}`,
    },
    {
      title: t("earn.order.days"),
      key: "days",
      align: "right",
      render: (_, o) => `${o.days_paid} / ${o.days}`,
    },
    { title: t("earn.order.yield"), dataIndex: "yield_paid", align: "right" },
    {
      title: t("earn.order.penalty"),
      dataIndex: "penalty",
      align: "right",
      render: (v: string | null) => v ?? "—",
    },
    { title: t("earn.order.start"), dataIndex: "start_day" },
    { title: t("earn.order.maturity"), dataIndex: "maturity" },
    {
      title: t("earn.order.status"),
      dataIndex: "status",
      render: (s: LockOrder["status"]) => <Tag color={statusColor[s]}>{t(`earn.status.${s}`)}</Tag>,
    },
  ];
  return (
    <RecordsTable<LockOrder>
      filter={
        <Segmented
          value={status}
          onChange={(v) => setStatus(v as "active" | "ended")}
          options={[
            { value: "active", label: t("earn.order.active") },
            { value: "ended", label: t("earn.order.ended") },
          ]}
        />
      }
      records={orders}
      columns={columns}
    />
  );
}
