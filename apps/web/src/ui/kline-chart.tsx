/**
 * The candle chart (lightweight-charts), loaded on its own so the library stays out of the market
 * list's JavaScript. Candles (or the time-share line), volume below, MA5/MA10/MA30, crosshair.
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
import { useEffect, useRef } from "react";
import { chartTime, movingAverage, pricePrecision } from "./chart";
import styles from "./kline-chart.module.css";

/** Moving averages drawn over the candles, with their colours (also the legend's). */
export const averages = [
  { bars: 5, color: "#f0b90b" },
  { bars: 10, color: "#8b5cf6" },
  { bars: 30, color: "#0ea5e9" },
] as const;

interface KlineChartProps {
  bars: readonly KlineBar[];
  /** The time-share line of the closes instead of candles. */
  line: boolean;
  label: string;
  /** A short chart (trade screens) instead of the detail screen's full height. */
  compact?: boolean;
}

type Draw = (bars: readonly KlineBar[]) => void;

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

/** Makes the series and answers the function that draws bars into them. */
function makeSeries(chart: IChartApi, line: boolean): Draw {
  const colours = palette();
  const time = (ms: number) => chartTime(ms) as Time;
  const volume = chart.addSeries(HistogramSeries, {
    priceScaleId: "volume",
    priceFormat: { type: "volume" },
    lastValueVisible: false,
    priceLineVisible: false,
  });
  chart.priceScale("volume").applyOptions({ scaleMargins: { top: 0.82, bottom: 0 } });
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
  price.priceScale().applyOptions({ scaleMargins: { top: 0.08, bottom: 0.24 } });
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

  return (bars) => {
    const precision = pricePrecision(bars);
    price.applyOptions({ priceFormat: { type: "price", precision, minMove: 10 ** -precision } });
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
  };
}

export default function KlineChart({ bars, line, label, compact = false }: KlineChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const draw = useRef<Draw | null>(null);
  const latest = useRef(bars);
  latest.current = bars;

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
      },
      grid: { vertLines: { color: colours.line }, horzLines: { color: colours.line } },
      crosshair: { mode: CrosshairMode.Normal },
      rightPriceScale: { borderColor: colours.line },
      timeScale: { borderColor: colours.line, timeVisible: true, secondsVisible: false, rightOffset: 4 },
    });
    draw.current = makeSeries(chart, line);
    draw.current(latest.current);
    return () => {
      draw.current = null;
      chart.remove();
    };
  }, [line]);

  useEffect(() => {
    draw.current?.(bars);
  }, [bars]);

  return (
    <div className={styles.frame}>
      {line ? null : (
        <div className={styles.legend} aria-hidden="true">
          {averages.map((a) => (
            <span key={a.bars} style={{ color: a.color }}>
              MA{a.bars}
            </span>
          ))}
        </div>
      )}
      <div
        ref={container}
        className={compact ? styles.compact : styles.chart}
        role="img"
        aria-label={label}
        data-testid="kline-chart"
        data-bars={bars.length}
      />
    </div>
  );
}
