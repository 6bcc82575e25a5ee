import { Button, type TableColumnsType } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { ReviewQueue, useQueueParams } from "../../../ui/review-queue";
import { type OrderQueue, type P2pOrder, useP2pOrders } from "../api/p2p";
import { OrderDrawer } from "./order-drawer";

const queues: OrderQueue[] = ["appeal", "paid", "unpaid", "completed", "cancelled"];

/** P2P orders by state, appeals first; a row opens the order with its proof, history and chat. */
export function OrdersSection() {
  const { t } = useI18n();
  const mayDecide = useCan("decideP2p");
  const state = useQueueParams(queues);
  const list = useP2pOrders(state.queue);
  const appeals = useP2pOrders("appeal");
  const [selected, setSelected] = useState<P2pOrder | null>(null);

  const columns: TableColumnsType<P2pOrder> = [
    { title: t("p2p.order.id"), dataIndex: "id" },
    {
      title: t("p2p.order.buyer"),
      key: "buyer",
      render: (_, o) => (
        <TwoLines main={<Clipped text={o.buyer.email} width={200} />} sub={`#${o.buyer.id}`} />
      ),
    },
    {
      title: t("p2p.order.seller"),
      key: "seller",
      render: (_, o) => (
        <TwoLines main={<Clipped text={o.seller.email} width={200} />} sub={`#${o.seller.id}`} />
      ),
    },
    {
      title: t("p2p.order.amount"),
      key: "amount",
      align: "right",
      render: (_, o) => (
        <TwoLines
          main={<Amount value={o.number} currency={o.currency_name} strong />}
          sub={<Amount value={o.money} currency={o.coin_code} />}
        />
      ),
    },
    ...(state.queue === "appeal"
      ? [
          {
            title: t("p2p.order.reason"),
            dataIndex: "appeal_reason",
            render: (reason: string | null) => <Clipped text={reason} width={240} />,
          },
        ]
      : []),
    {
      title: t("common.actions"),
      key: "actions",
      fixed: "right",
      render: (_, o) => (
        <Button
          type={o.status === "appeal" && mayDecide ? "primary" : "link"}
          size="small"
          onClick={() => setSelected(o)}
          data-testid={`p2p-order-${o.id}`}
        >
          {t("p2p.order.open")}
        </Button>
      ),
    },
  ];

  return (
    <ReviewQueue
      queues={queues}
      state={state}
      label={(q) => t(`p2p.order.tab.${q}`)}
      waiting={{ queue: "appeal", count: appeals.data?.length ?? 0 }}
      help={`${t("p2p.order.help")}${mayDecide ? "" : ` ${t("p2p.order.supportOnly")}`}`}
      rowKey="id"
      columns={columns}
      rows={list.data}
      total={list.data?.length ?? 0}
      loading={list.isFetching}
      empty={t("p2p.order.empty")}
      onOpen={setSelected}
    >
      <OrderDrawer order={selected} onClose={() => setSelected(null)} />
    </ReviewQueue>
  );
}
