import { Space, type TableColumnsType, Tag } from "antd";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { TwoLines } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { type DualOrder, type DualProduct, useDualOrders, useDualProducts } from "../api/dual";
import { coinsOf } from "../dual-rules";
import { amountColumn } from "./amount-column";
import { aprColumn, typeColumn } from "./dual-columns";
import { ProductFilter, type ProductFiltered, RecordsTable, userColumn } from "./records-table";

const statusColor = { purchased: "processing", settling: "gold", completed: "success" } as const;

/** The settlement of a paid order: the index price, over the tick it came from and when. */
function Settlement({ order: o }: { order: DualOrder }) {
  const { t } = useI18n();
  if (o.settle_price === null) return <>—</>;
  return (
    <TwoLines
      main={<Amount value={o.settle_price} currency={coinsOf(o.symbol).quote} />}
      sub={t("earn.dual.tick", { seq: o.settle_seq ?? "—", at: formatDateTime(o.settle_tick_at) })}
    />
  );
}

/** Dual investment's latest orders with their users, of one product or of all, and how each settled. */
export function DualOrdersSection({ productId, onProduct }: ProductFiltered) {
  const { t } = useI18n();
  const products = useDualProducts();
  const orders = useDualOrders(productId);
  const columns: TableColumnsType<DualOrder> = [
    { title: "#", dataIndex: "id", width: 64 },
    userColumn<DualOrder>(t("earn.order.user")),
    {
      title: t("earn.dual.pair"),
      key: "pair",
      render: (_, o) => <TwoLines main={o.symbol} sub={t("earn.dual.productN", { id: o.product_id })} />,
    },
    typeColumn<DualOrder>(t("earn.dual.type")),
    { title: t("earn.dual.shares"), dataIndex: "shares", align: "right" },
    amountColumn<DualOrder>(t("earn.dual.investment"), "investment", "invest_currency_name"),
    {
      title: t("earn.dual.linkedPrice"),
      key: "linked_price",
      align: "right",
      render: (_, o) => <Amount value={o.linked_price} currency={coinsOf(o.symbol).quote} />,
    },
    aprColumn<DualOrder>(t("earn.dual.apr")),
    { title: t("earn.order.maturity"), dataIndex: "maturity_at", render: (v: string) => formatDateTime(v) },
    {
      title: t("earn.order.status"),
      dataIndex: "status",
      render: (status: DualOrder["status"]) => (
        <Tag color={statusColor[status]} data-testid="dual-order-status" data-status={status}>
          {t(`earn.dual.status.${status}`)}
        </Tag>
      ),
    },
    { title: t("earn.dual.settlement"), key: "settlement", render: (_, o) => <Settlement order={o} /> },
    {
      title: t("earn.dual.payout"),
      key: "payout",
      align: "right",
      render: (_, o) => (
        <Space size={4}>
          <Amount value={o.payout} currency={o.payout_currency_name} />
          {o.converted && <Tag color="purple">{t("earn.dual.converted")}</Tag>}
        </Space>
      ),
    },
  ];
  return (
    <RecordsTable<DualOrder>
      filter={
        <ProductFilter<DualProduct>
          {...{ productId, onProduct, products }}
          label={(p) => `${p.symbol} · ${t(`earn.dual.type.${p.type}`)} · ${p.linked_price}`}
          placeholder={t("earn.dual.allProducts")}
          testId="dual-order-product"
        />
      }
      records={orders}
      columns={columns}
      rowProps={(o) => ({ "data-testid": "dual-order-row", "data-order": o.id })}
    />
  );
}
