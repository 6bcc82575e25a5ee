import { useCopyTranslation } from "../../../i18n/copy";
import { Figure, FigureGrid } from "../../../ui/figure-grid";
import { useFormat } from "../../../ui/use-format";
import type { CopyStats } from "../api/copy";
import { amountText, percentText, signedText } from "../model/figures";
import { toneClass } from "./tone";

/** A trader's figures over one period: ROI, PnL, win rate, drawdown and the trade counts. */
export function TraderFigures({ stats, full = false }: { stats: CopyStats; full?: boolean }) {
  const { t } = useCopyTranslation();
  const f = useFormat();
  const locale = f.locale;
  const figures: [label: string, value: string, key: string, tone: string][] = [
    [t("figure.roi"), percentText(stats.roi, locale, true), "roi", toneClass(stats.roi)],
    [t("figure.pnl"), signedText(stats.pnl, locale), "pnl", toneClass(stats.pnl)],
    [t("figure.winRate"), percentText(stats.win_rate, locale), "win-rate", ""],
    [t("figure.drawdown"), percentText(stats.max_drawdown, locale), "drawdown", ""],
    [t("figure.trades"), f.exact(stats.trades), "trades", ""],
    [t("figure.tradingDays"), f.exact(stats.trading_days), "trading-days", ""],
  ];
  if (full)
    figures.push(
      [
        t("figure.maxMultiple"),
        stats.max_multiple === null ? "--" : `${stats.max_multiple}x`,
        "max-multiple",
        "",
      ],
      [t("figure.liquidations"), f.exact(stats.liquidations), "liquidations", ""],
      [t("figure.aum"), amountText(stats.assets_under_copy, locale), "aum", ""],
    );
  return (
    <FigureGrid strong data-testid="copy-figures" data-days={stats.days}>
      {figures.map(([label, value, key, tone]) => (
        <Figure key={key} label={label} className={tone} testId={`copy-figure-${key}`}>
          {value}
        </Figure>
      ))}
    </FigureGrid>
  );
}
