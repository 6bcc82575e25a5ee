import { theme } from "antd";
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

/*
 * The dashboard's charts. Amounts arrive as exact decimal text: a bar's height is drawn from the text read
 * as a number (a picture needs no more), while every tooltip shows the text the server sent.
 */

/** A series of a chart: its key in each row, its legend label and its colour. */
export interface Series {
  key: string;
  label: string;
}

const PALETTE = ["#1677ff", "#52c41a", "#faad14", "#eb2f96", "#13c2c2", "#722ed1", "#fa541c"];

/** One chart row: the x value and, per series, the decimal text (or count) it shows. */
export type Row = { x: string } & Record<string, string | number>;

/** Rows with each series' text kept beside the number the bars are drawn from (`<key>`, `<key>#text`). */
const drawable = (rows: Row[], series: Series[]) =>
  rows.map((row) => {
    const out: Record<string, string | number> = { x: row.x };
    for (const s of series) {
      const value = row[s.key] ?? 0;
      out[s.key] = typeof value === "number" ? value : Number(value);
      out[`${s.key}#text`] = String(value);
    }
    return out;
  });

/** A bar chart (stacked when `stacked`), labelled for assistive technology by `label`. */
export function Bars({
  rows,
  series,
  label,
  stacked = false,
  height = 240,
}: {
  rows: Row[];
  series: Series[];
  label: string;
  stacked?: boolean;
  height?: number;
}) {
  const { token } = theme.useToken();
  return (
    <div role="img" aria-label={label} style={{ width: "100%", height }}>
      <ResponsiveContainer width="100%" height="100%">
        <BarChart data={drawable(rows, series)} margin={{ top: 8, right: 8, bottom: 0, left: 8 }}>
          <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} />
          <XAxis dataKey="x" tick={{ fontSize: 11 }} />
          <YAxis tick={{ fontSize: 11 }} width={72} />
          <Tooltip
            formatter={(_value, name, item) => {
              const key = series.find((s) => s.label === name)?.key;
              const text = key ? (item.payload as Record<string, string>)[`${key}#text`] : undefined;
              return [text ?? String(_value), name];
            }}
          />
          {series.length > 1 ? <Legend /> : null}
          {series.map((s, i) => (
            <Bar
              key={s.key}
              dataKey={s.key}
              name={s.label}
              fill={PALETTE[i % PALETTE.length]}
              {...(stacked ? { stackId: "all" } : {})}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
