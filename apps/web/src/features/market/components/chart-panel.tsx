import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { type Interval, intervals, periodOf } from "../../../api/kline-periods";
import { useKline, useSyntheticUntil } from "../../../api/use-kline";
import { formatDateTime } from "../../../ui/format";
import { IntervalTabs } from "../../../ui/interval-tabs";
import { useLocaleTag } from "../../../ui/use-locale";
import styles from "./market-detail.module.css";

// lightweight-charts comes with the chart, not with the screens that list markets.
const KlineChart = lazy(() => import("../../../ui/kline-chart"));

const noBars: never[] = [];

/**
 * Interval choice (spec §9: time-share, minutes, hours, day, week, month) over the live chart; where the
 * bars shown include history made up before the market's first tick, a note says until when.
 */
export function ChartPanel({ symbol, decimals }: { symbol: string; decimals?: number }) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const [interval, choose] = useState<Interval>("15min");
  const bars = useKline(symbol, periodOf(interval));
  const until = useSyntheticUntil((s) => s[symbol]);
  const simulated = until !== undefined && (bars ?? noBars).some((b) => b.synthetic);
  return (
    <section
      className={styles.chartPanel}
      data-testid="chart-panel"
      data-interval={interval}
      data-state={bars ? "ready" : "loading"}
    >
      <IntervalTabs
        intervals={intervals}
        value={interval}
        onChange={choose}
        label={t("market.chart")}
        title={(i) => t(`market.interval.${i}`)}
        testIdPrefix="interval-"
      />
      <Suspense fallback={<div className={styles.chartSlot} />}>
        <KlineChart
          bars={bars ?? noBars}
          line={interval === "line"}
          label={t("market.chart")}
          period={interval}
          {...(decimals !== undefined ? { decimals } : {})}
        />
      </Suspense>
      {simulated ? (
        <p className={styles.historyNote} data-testid="history-note">
          {t("market.simulatedHistory", { time: formatDateTime(until, locale) })}
        </p>
      ) : null}
    </section>
  );
}
