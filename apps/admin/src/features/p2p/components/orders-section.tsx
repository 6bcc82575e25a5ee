import { Button, type TableColumnsType } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { TwoLines } from "../../../ui/clipped";
import { actionsColumn, reasonColumn, UserCell, when } from "../../../ui/queue-columns";
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
      render: (_, o) => <UserCell account={o.buyer.email} id={o.buyer.id} width={200} />,
    },
    {
      title: t("p2p.order.seller"),
      key: "seller",
      render: (_, o) => <UserCell account={o.seller.email} id={o.seller.id} width={200} />,
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
    ...when(state.queue === "appeal", reasonColumn<P2pOrder>(t("p2p.order.reason"), "appeal_reason", 240)),
    actionsColumn(t("common.actions"), (o) => (
      <Button
        type={o.status === "appeal" && mayDecide ? "primary" : "link"}
        size="small"
        onClick={() => setSelected(o)}
        data-testid={`p2p-order-${o.id}`}
      >
        {t("p2p.order.open")}
      </Button>
    )),
  ];

  return (
    <ReviewQueue
      state={state}
      exportCsv={{ path: "/admin/p2p/orders", query: { status: state.queue } }}
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
      framed={false}
    >
      <OrderDrawer order={selected} onClose={() => setSelected(null)} />
    </ReviewQueue>
  );
}
