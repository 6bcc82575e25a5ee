import { Button, Space, type TableColumnsType } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { actionsColumn } from "../../../ui/queue-columns";
import { EnabledTag } from "../../../ui/tags";
import { type DualProduct, useDualProducts } from "../api/dual";
import { amountColumn } from "./amount-column";
import { aprColumn, typeColumn } from "./dual-columns";
import { type DualEditing, DualProductForm } from "./dual-product-form";
import { RecordsTable } from "./records-table";

/**
 * Dual investment's products: terms, shares sold and whether they are open; admins create and change
 * them (market and type stay as created; orders keep their terms). "Orders" opens a product's orders.
 */
export function DualProductsSection({ onOrders }: { onOrders: (productId: number) => void }) {
  const { t } = useI18n();
  const mayEdit = useCan("editEarn");
  const products = useDualProducts();
  const [editing, setEditing] = useState<DualEditing | null>(null);

  const columns: TableColumnsType<DualProduct> = [
    { title: "#", dataIndex: "id", width: 56 },
    { title: t("earn.dual.market"), dataIndex: "symbol" },
    typeColumn<DualProduct>(t("earn.dual.type")),
    amountColumn<DualProduct>(t("earn.dual.linkedPrice"), "linked_price", "legal_name"),
    aprColumn<DualProduct>(t("earn.dual.apr")),
    { title: t("earn.dual.days"), dataIndex: "days", align: "right" },
    amountColumn<DualProduct>(t("earn.dual.sharePrice"), "per_price", "invest_currency_name"),
    {
      title: t("earn.dual.sold"),
      key: "sold",
      align: "right",
      render: (_, p) => `${p.sold} / ${p.shares}`,
    },
    { title: t("earn.dual.settleTime"), dataIndex: "settle_time", render: (v: string) => `${v} UTC` },
    { title: t("earn.dual.enabled"), dataIndex: "enabled", render: (v: boolean) => <EnabledTag value={v} /> },
    actionsColumn<DualProduct>(t("common.actions"), (p) => (
      <Space size={0}>
        {mayEdit && (
          <Button size="small" type="link" onClick={() => setEditing({ product: p })} data-testid="dual-edit">
            {t("common.edit")}
          </Button>
        )}
        <Button size="small" type="link" onClick={() => onOrders(p.id)} data-testid="dual-orders">
          {t("earn.dual.orders")}
        </Button>
      </Space>
    )),
  ];

  return (
    <>
      <RecordsTable<DualProduct>
        help={t("earn.dual.help")}
        add={
          mayEdit
            ? { label: t("earn.dual.new"), onClick: () => setEditing({ product: null }), testId: "dual-new" }
            : null
        }
        records={products}
        columns={columns}
        rowProps={(p) => ({ "data-testid": "dual-product-row", "data-product": p.id })}
      />
      <DualProductForm editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
