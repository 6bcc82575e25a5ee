import { useId } from "react";
import type { Tick } from "../../../api/get-ticks";
import { formatPrice } from "../../../ui/quote";
import { useLocaleTag } from "../../../ui/use-locale";
import { CHART_HEIGHT, CHART_WIDTH, geometry } from "../model/chart";
import type { Direction } from "../model/orders";
import shared from "./seconds.module.css";
import trade from "./trade.module.css";

/** A running order drawn over the line: its open price as a level, labelled (e.g. the countdown). */
export interface Entry {
  id: number;
  direction: Direction;
  openPrice: string;
  label: string;
}

interface TickChartProps {
  ticks: readonly Tick[];
  entries: readonly Entry[];
  label: string;
  waiting: string;
  /** The market's price precision. */
  priceDecimals?: number;
}

/** How close (share of the height) the last price's label may come to an axis text. */
const AXIS_CLEARANCE = 0.12;

const percent = (y: number) => `${((y / CHART_HEIGHT) * 100).toFixed(2)}%`;

/**
 * The index price tick by tick (about the last three minutes): the line with its area, the last
 * price, and the open price of each running order in its direction's colour.
 */
export function TickChart({ ticks, entries, label, waiting, priceDecimals }: TickChartProps) {
  const locale = useLocaleTag();
  const gradient = useId();
  const g = geometry(
    ticks,
    entries.map((e) => e.openPrice),
  );
  const last = ticks.at(-1);
  // where the last price's label sits (0 top … 1 bottom): an axis text it would cover is left out
  const lastShare = g.last ? g.last.y / CHART_HEIGHT : 0.5;
  return (
    <figure className={trade.chart} aria-label={label} data-testid="tick-chart" data-ticks={ticks.length}>
      <svg viewBox={`0 0 ${CHART_WIDTH} ${CHART_HEIGHT}`} preserveAspectRatio="none" aria-hidden="true">
        <defs>
          <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
            <stop offset="0%" style={{ stopColor: "var(--brand)", stopOpacity: 0.22 }} />
            <stop offset="100%" style={{ stopColor: "var(--brand)", stopOpacity: 0 }} />
          </linearGradient>
        </defs>
        {[0.25, 0.5, 0.75].map((share) => (
          <line
            key={share}
            x1={0}
            x2={CHART_WIDTH}
            y1={share * CHART_HEIGHT}
            y2={share * CHART_HEIGHT}
            style={{ stroke: "var(--line)" }}
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {g.area ? <path d={g.area} fill={`url(#${gradient})`} /> : null}
        {g.line ? (
          <path
            d={g.line}
            fill="none"
            style={{ stroke: "var(--brand)" }}
            strokeWidth={1.6}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
        {entries.map((e) => (
          <line
            key={e.id}
            x1={0}
            x2={CHART_WIDTH}
            y1={g.y(e.openPrice)}
            y2={g.y(e.openPrice)}
            style={{ stroke: e.direction === "up" ? "var(--up)" : "var(--down)" }}
            strokeWidth={1}
            strokeDasharray="5 4"
            vectorEffect="non-scaling-stroke"
          />
        ))}
        {g.last ? (
          <line
            x1={g.last.x}
            x2={CHART_WIDTH}
            y1={g.last.y}
            y2={g.last.y}
            style={{ stroke: "var(--brand)" }}
            strokeDasharray="2 3"
            vectorEffect="non-scaling-stroke"
          />
        ) : null}
      </svg>
      {ticks.length === 0 ? <figcaption className={trade.chartWaiting}>{waiting}</figcaption> : null}
      {ticks.length > 0 && lastShare > AXIS_CLEARANCE ? (
        <span className={trade.axis} style={{ top: 4 }}>
          {formatPrice(g.high.toString(), locale, priceDecimals)}
        </span>
      ) : null}
      {ticks.length > 0 && lastShare < 1 - AXIS_CLEARANCE ? (
        <span className={trade.axis} style={{ bottom: 4 }}>
          {formatPrice(g.low.toString(), locale, priceDecimals)}
        </span>
      ) : null}
      {entries.map((e) => (
        <span
          key={e.id}
          className={`${trade.entryLabel} ${e.direction === "up" ? shared.upTone : shared.downTone}`}
          style={{ top: percent(g.y(e.openPrice)) }}
        >
          {e.label}
        </span>
      ))}
      {g.last && last ? (
        <span className={trade.lastLabel} style={{ top: percent(g.last.y) }} data-testid="chart-last">
          {formatPrice(last.price, locale, priceDecimals)}
        </span>
      ) : null}
    </figure>
  );
}
