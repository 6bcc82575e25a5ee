/**
 * The candle chart (lightweight-charts), loaded on its own so the library stays out of the market
 * list's JavaScript. Candles (or the time-share line) with MA5/MA10/MA30 and their values in the legend,
 * volume in a pane of its own below, crosshair; it opens on the last bars filling its width.
 */
import type { KlineBar } from "@bourse/contract/realtime";
import {
  AreaSeries,
  CandlestickSeries,
  ColorType,
  CrosshairMode,
  createChart,
  HistogramSeries,
  type IChartApi,
  LineSeries,
  type Time,
} from "lightweight-charts";
import { useEffect, useRef, useState } from "react";
import {
  averagesAt,
  axisPriceFormatter,
  chartTime,
  movingAverage,
  openingRange,
  pricePrecision,
} from "./chart";
import styles from "./kline-chart.module.css";
import { useLocaleTag } from "./use-locale";

/** Moving averages drawn over the candles, with their colours (also the legend's). */
export const averages = [
  { bars: 5, color: "#f0b90b" },
  { bars: 10, color: "#8b5cf6" },
  { bars: 30, color: "#0ea5e9" },
] as const;
const averageBars = averages.map((a) => a.bars);

interface KlineChartProps {
  bars: readonly KlineBar[];
  /** The time-share line of the closes instead of candles. */
  line: boolean;
  label: string;
  /** A short chart (trade screens) instead of the detail screen's full height. */
  compact?: boolean;
  /** The market's price decimals (axis and legend); without them, as many as the closes carry. */
  decimals?: number;
  /** The chosen period: a new one opens on its last bars again. */
  period?: string;
}

interface Drawer {
  draw: (bars: readonly KlineBar[], decimals: number) => void;
  /** Shows the last bars across the width (on opening and on a new period). */
  open: (count: number) => void;
}

/** The page's colours (global.css), read when the chart is made: up/down follow the user's setting. */
function palette() {
  const css = getComputedStyle(document.documentElement);
  const read = (name: string) => css.getPropertyValue(name).trim();
  return {
    up: read("--up"),
    down: read("--down"),
    ink: read("--ink-3"),
    line: read("--line"),
    brand: read("--brand"),
  };
}

/** Makes the series and answers the functions that draw bars into them. */
function makeSeries(chart: IChartApi, line: boolean, locale: string, compact: boolean): Drawer {
  const colours = palette();
  const time = (ms: number) => chartTime(ms) as Time;
  const price = line
    ? chart.addSeries(AreaSeries, {
        lineColor: colours.brand,
        lineWidth: 2,
        topColor: `${colours.brand}33`,
        bottomColor: `${colours.brand}00`,
      })
    : chart.addSeries(CandlestickSeries, {
        upColor: colours.up,
        downColor: colours.down,
        borderUpColor: colours.up,
        borderDownColor: colours.down,
        wickUpColor: colours.up,
        wickDownColor: colours.down,
      });
  price.priceScale().applyOptions({ scaleMargins: { top: 0.12, bottom: 0.06 } });
  const lines = line
    ? []
    : averages.map((a) => ({
        n: a.bars,
        series: chart.addSeries(LineSeries, {
          color: a.color,
          lineWidth: 1,
          lastValueVisible: false,
          priceLineVisible: false,
          crosshairMarkerVisible: false,
        }),
      }));
  // volume in its own pane, on its own scale: its bars never cover the prices
  const volume = chart.addSeries(
    HistogramSeries,
    { priceFormat: { type: "volume" }, lastValueVisible: false, priceLineVisible: false },
    1,
  );
  volume.priceScale().applyOptions({ scaleMargins: { top: 0.15, bottom: 0 } });
  chart.panes()[1]?.setHeight(compact ? 36 : 72);
  let shownDecimals = -1;

  return {
    draw(bars, decimals) {
      if (decimals !== shownDecimals) {
        shownDecimals = decimals;
        // the axis in the reader's locale with the market's decimals (labels only: drawn from floats)
        const priceFormat = {
          type: "custom" as const,
          formatter: axisPriceFormatter(locale, decimals),
          minMove: 10 ** -decimals,
        };
        price.applyOptions({ priceFormat });
        for (const l of lines) l.series.applyOptions({ priceFormat });
      }
      price.setData(
        bars.map((b) =>
          line
            ? { time: time(b.time), value: Number(b.close) }
            : {
                time: time(b.time),
                open: Number(b.open),
                high: Number(b.high),
                low: Number(b.low),
                close: Number(b.close),
              },
        ),
      );
      volume.setData(
        bars.map((b) => ({
          time: time(b.time),
          value: Number(b.volume),
          color: `${Number(b.close) >= Number(b.open) ? colours.up : colours.down}80`,
        })),
      );
      for (const l of lines) {
        l.series.setData(movingAverage(bars, l.n).map((p) => ({ time: p.time as Time, value: p.value })));
      }
    },
    open(count) {
      if (count > 0) chart.timeScale().setVisibleLogicalRange(openingRange(count));
    },
  };
}

export default function KlineChart({
  bars,
  line,
  label,
  compact = false,
  decimals,
  period = "",
}: KlineChartProps) {
  const locale = useLocaleTag();
  const container = useRef<HTMLDivElement>(null);
  const drawer = useRef<Drawer | null>(null);
  const latest = useRef(bars);
  latest.current = bars;
  /** the period whose bars the chart last opened on; a new one (or the first bars) opens again */
  const opened = useRef<string | null>(null);
  /** the bar the crosshair is on, or null for the last */
  const [hovered, setHovered] = useState<number | null>(null);
  const [visibleBars, setVisibleBars] = useState(0);
  const shownDecimals = decimals ?? pricePrecision(bars);
  const precision = useRef(shownDecimals);
  precision.current = shownDecimals;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const colours = palette();
    const chart = createChart(element, {
      autoSize: true,
      layout: {
        background: { type: ColorType.Solid, color: "transparent" },
        textColor: colours.ink,
        fontSize: 11,
        panes: { separatorColor: colours.line, enableResize: false },
      },
      localization: { locale },
      grid: { vertLines: { color: colours.line }, horzLines: { color: colours.line } },
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { borderColor: colours.line },
      timeScale: { borderColor: colours.line, timeVisible: true, secondsVisible: false, rightOffset: 3 },
    });
    const made = makeSeries(chart, line, locale, compact);
    drawer.current = made;
    made.draw(latest.current, precision.current);
    opened.current = null;
    chart.subscribeCrosshairMove((param) => {
      const index = param.point && param.logical !== undefined ? Math.round(param.logical) : null;
      setHovered(index !== null && index >= 0 && index < latest.current.length ? index : null);
    });
    chart.timeScale().subscribeVisibleLogicalRangeChange((range) => {
      if (!range) return;
      const count = latest.current.length;
      const from = Math.max(0, Math.ceil(range.from));
      const to = Math.min(count - 1, Math.floor(range.to));
      setVisibleBars(Math.max(0, to - from + 1));
    });
    return () => {
      drawer.current = null;
      chart.remove();
    };
  }, [line, locale, compact]);

  useEffect(() => {
    const d = drawer.current;
    if (!d) return;
    d.draw(bars, shownDecimals);
    const key = `${line}:${period}`;
    if (bars.length > 0 && opened.current !== key) {
      opened.current = key;
      d.open(bars.length);
    }
  }, [bars, shownDecimals, line, period]);

  const at = hovered ?? bars.length - 1;
  const values = averagesAt(bars, at, averageBars);
  const format = axisPriceFormatter(locale, shownDecimals);

  return (
    <div className={styles.frame}>
      {line ? null : (
        <div className={styles.legend} data-testid="ma-legend">
          {averages.map((a, i) => {
            const value = values[i];
            return (
              <span key={a.bars} style={{ color: a.color }} data-testid={`ma-${a.bars}`}>
                MA{a.bars} {value === null || value === undefined ? "--" : format(value)}
              </span>
            );
          })}
        </div>
      )}
      <div
        ref={container}
        className={compact ? styles.compact : styles.chart}
        role="img"
        aria-label={label}
        data-testid="kline-chart"
        data-bars={bars.length}
        data-visible-bars={visibleBars}
      />
    </div>
  );
}
