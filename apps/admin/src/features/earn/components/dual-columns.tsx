import { type TableColumnType, Tag } from "antd";
import { useI18n } from "../../../i18n";
import type { DualType } from "../api/dual";
import { percentOf } from "../dual-rules";

/** A product's (or order's) type: "Sell high (call)" invests the base coin, "Buy low (put)" the quote coin. */
export function DualTypeTag({ type }: { type: DualType }) {
  const { t } = useI18n();
  return <Tag color={type === "call" ? "volcano" : "geekblue"}>{t(`earn.dual.type.${type}`)}</Tag>;
}

/** A dual product's or order's type. */
export function typeColumn<R extends { type: DualType }>(title: string): TableColumnType<R> {
  return { title, dataIndex: "type", render: (type: DualType) => <DualTypeTag type={type} /> };
}

/** A dual product's or order's annual rate, as a percent ("0.35" shows "35 %"). */
export function aprColumn<R extends { apr: string }>(title: string): TableColumnType<R> {
  return { title, dataIndex: "apr", align: "right", render: (apr: string) => `${percentOf(apr)} %` };
}
