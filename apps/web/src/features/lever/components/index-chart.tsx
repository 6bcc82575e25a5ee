import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Period } from "../../../api/kline-periods";
import { useKline } from "../../../api/use-kline";
import { useLeverTranslation } from "../../../i18n/lever";
import { IntervalTabs } from "../../../ui/interval-tabs";
import styles from "./lever.module.css";

// lightweight-charts comes with the chart, not with the screen's first paint.
const KlineChart = lazy(() => import("../../../ui/kline-chart"));

/** Intervals the small chart offers: the time-share line of 1-minute closes, then a few candle sizes. */
const choices = ["line", "1min", "5min", "15min", "60min"] as const satisfies readonly ("line" | Period)[];
type Choice = (typeof choices)[number];

const noBars: never[] = [];

/** The index price's live chart, small, with its interval choice; it can be folded away. */
export function IndexChart({ symbol }: { symbol: string }) {
  const { t } = useLeverTranslation();
  const { t: tc } = useTranslation();
  const [open, setOpen] = useState(true);
  const [choice, choose] = useState<Choice>("line");
  return (
    <section className={styles.chartPanel} data-testid="lever-chart">
      <div className={styles.chartBar}>
        {open ? (
          <IntervalTabs
            compact
            intervals={choices}
            value={choice}
            onChange={choose}
            label={t("index.chart")}
            title={(c) => tc(`market.interval.${c}`)}
          />
        ) : (
          <span className={styles.chartLabel}>{t("index.chart")}</span>
        )}
        <button
          type="button"
          className="text-button"
          onClick={() => setOpen(!open)}
          aria-expanded={open}
          data-testid="lever-chart-toggle"
        >
          {open ? t("index.hideChart") : t("index.showChart")}
        </button>
      </div>
      {open ? (
        <ChartBody symbol={symbol} period={choice === "line" ? "1min" : choice} line={choice === "line"} />
      ) : null}
    </section>
  );
}

function ChartBody({ symbol, period, line }: { symbol: string; period: Period; line: boolean }) {
  const { t } = useLeverTranslation();
  const bars = useKline(symbol, period);
  return (
    <Suspense fallback={<div className={styles.chartSlot} />}>
      <KlineChart bars={bars ?? noBars} line={line} label={t("index.chart")} compact />
    </Suspense>
  );
}
