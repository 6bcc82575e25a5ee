import type { TableColumnType } from "antd";
import { Amount } from "../../../ui/amount";
import { percentOf } from "../dual-rules";

/** The keys of `R` whose values are decimal text (or null until known). */
type TextKey<R> = { [K in keyof R]: R[K] extends string | null ? K : never }[keyof R] & string;

/** A right-aligned amount (`value`) with its coin (`currency`): decimal text as the server sent it. */
export function amountColumn<R>(title: string, value: TextKey<R>, currency: TextKey<R>): TableColumnType<R> {
  return {
    title,
    key: value,
    align: "right",
    render: (_, row) => (
      <Amount value={row[value] as string | null} currency={row[currency] as string | null} />
    ),
  };
}

/** A right-aligned rate the server sends as a fraction, shown as a percent ("0.35" shows "35 %"; `unit` follows). */
export function percentColumn<R>(title: string, value: TextKey<R>, unit = "%"): TableColumnType<R> {
  return {
    title,
    key: value,
    align: "right",
    render: (_, row) => {
      const fraction = row[value] as string | null;
      return fraction === null ? "—" : `${percentOf(fraction)} ${unit}`;
    },
  };
}
