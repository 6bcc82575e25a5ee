import { Segmented, type TableColumnsType, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useI18n } from "../../../i18n";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { amountColumn } from "../../earn/components/amount-column";
import { RecordsTable } from "../../earn/components/records-table";
import { type NftAdminOrder, type NftOrderStatus, useNftOrders } from "../api/nft";
import { countdown, timeLeft } from "../nft-rules";

const STATUSES = ["due", "paid", "forfeited"] as const satisfies readonly NftOrderStatus[];
const statusColor = { due: "gold", paid: "success", forfeited: "error" } as const;

/** The console's clock, ticking every second while `running`. */
function useClock(running: boolean): number {
  const [clock, setClock] = useState(Date.now);
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setClock(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return clock;
}

/**
 * Won auctions: the winner pays the rest (bid − margin) by `pay_by`, or the margin is forfeited and the
 * edition stays with its seller. Due payments count down by the server's clock.
 */
export function OrdersSection() {
  const { t } = useI18n();
  const [status, setStatus] = useState<NftOrderStatus>("due");
  const orders = useNftOrders(status);
  const clock = useClock(status === "due");

  const payBy = (o: NftAdminOrder) => {
    if (o.status !== "due") return formatDateTime(o.pay_by);
    const left = countdown(timeLeft(o.pay_by, o.now, orders.dataUpdatedAt, clock));
    return (
      <TwoLines
        main={formatDateTime(o.pay_by)}
        sub={
          left === null ? (
            <Typography.Text type="danger">{t("nft.order.overdue")}</Typography.Text>
          ) : (
            <span data-testid="nft-order-countdown">{t("nft.order.left", { left })}</span>
          )
        }
      />
    );
  };

  const columns: TableColumnsType<NftAdminOrder> = [
    { title: "#", dataIndex: "id", width: 64 },
    {
      title: t("nft.order.buyer"),
      dataIndex: "email",
      render: (email: string) => <Clipped text={email} width={220} />,
    },
    {
      title: t("nft.sale.title"),
      key: "title",
      render: (_, o) => <TwoLines main={o.title} sub={t("nft.order.sale", { id: o.sale_id })} />,
    },
    amountColumn<NftAdminOrder>(t("nft.order.price"), "price", "currency_type"),
    amountColumn<NftAdminOrder>(t("nft.field.margin"), "margin", "currency_type"),
    amountColumn<NftAdminOrder>(t("nft.order.due"), "due", "currency_type"),
    { title: t("nft.order.payBy"), key: "pay_by", render: (_, o) => payBy(o) },
    {
      title: t("nft.order.status"),
      dataIndex: "status",
      render: (s: NftOrderStatus) => (
        <Tag color={statusColor[s]} data-testid="nft-order-status" data-status={s}>
          {t(`nft.order.status.${s}`)}
        </Tag>
      ),
    },
    { title: t("nft.order.paidAt"), dataIndex: "paid_at", render: (at: string | null) => formatDateTime(at) },
  ];

  return (
    <RecordsTable<NftAdminOrder>
      help={t("nft.order.help")}
      filter={
        <Segmented<NftOrderStatus>
          value={status}
          onChange={setStatus}
          options={STATUSES.map((s) => ({ value: s, label: t(`nft.order.status.${s}`) }))}
          data-testid="nft-order-status-filter"
        />
      }
      records={orders}
      columns={columns}
      rowProps={(o) => ({ "data-testid": "nft-order-row", "data-id": o.id })}
    />
  );
}
