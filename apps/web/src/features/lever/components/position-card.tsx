import type { LeverTrade } from "@bourse/contract";
import { useLeverTranslation } from "../../../i18n/lever";
import { Figure, FigureGrid } from "../../../ui/figure-grid";
import { NO_VALUE } from "../../../ui/quote";
import { PairName, SideTag, TradeCard, TradeCardHead } from "../../../ui/trade-card";
import { useCurrencyScale, useFormat, useMarketPriceDecimals } from "../../../ui/use-format";
import cards from "./cards.module.css";
import { CrossMargin } from "./cross-margin";
import { directionTone, pnlTone } from "./tone";

interface PositionCardProps {
  trade: LeverTrade;
  onClose: (trade: LeverTrade) => void;
  onStops: (trade: LeverTrade) => void;
}

/**
 * One open position, priced live by the server: unrealized PnL and the return on its margin (ROE), open
 * and current close price, margin, the estimated liquidation price (cross margin: it moves with the
 * account's balance, as the tag explains), overnight fees so far, take profit and stop loss; set TP/SL,
 * close.
 */
export function PositionCard({ trade, onClose, onStops }: PositionCardProps) {
  const { t } = useLeverTranslation();
  const f = useFormat();
  const scale = useCurrencyScale()(trade.legal_id);
  const priceDecimals = useMarketPriceDecimals()(trade.symbol);
  const coin = trade.legal_name;
  const price = (value: string | null) => f.price(value, priceDecimals);
  const money = (value: string, signed = false) => `${f.amount(value, scale, signed)} ${coin}`;
  const figures: [string, string, string][] = [
    [t("positions.lots"), f.exact(trade.share), "lots"],
    [t("positions.openPrice"), price(trade.price), "open"],
    [t("positions.price"), price(trade.update_price), "now"],
    [t("positions.margin"), money(trade.caution_money), "margin"],
    [t("positions.liquidation"), price(trade.liquidation_price), "liquidation"],
    [t("positions.overnight"), money(trade.overnight_money), "overnight"],
    [
      t("positions.takeProfit"),
      trade.target_profit_price ? price(trade.target_profit_price) : NO_VALUE,
      "tp",
    ],
    [t("positions.stopLoss"), trade.stop_loss_price ? price(trade.stop_loss_price) : NO_VALUE, "sl"],
  ];
  return (
    <TradeCard
      className={directionTone(trade.direction)}
      data-testid="position"
      data-id={trade.id}
      data-direction={trade.direction}
    >
      <TradeCardHead wrap>
        <SideTag>
          {t(trade.direction)} {t("multiple", { multiple: trade.multiple })}
        </SideTag>
        <CrossMargin testId="position-cross" />
        <PairName>{trade.symbol}</PairName>
      </TradeCardHead>
      <div className={cards.pnlRow}>
        <div>
          <span className={cards.pnlLabel}>{t("positions.pnl")}</span>
          <span
            className={`${cards.pnl} ${pnlTone(trade.profits)}`}
            data-testid="position-pnl"
            data-price={trade.update_price ?? ""}
          >
            {trade.profits === null ? NO_VALUE : money(trade.profits, true)}
          </span>
        </div>
        <div className={cards.roe}>
          <span className={cards.pnlLabel}>{t("positions.roe")}</span>
          <span className={`${cards.pnl} ${pnlTone(trade.roe)}`} data-testid="position-roe">
            {trade.roe === null ? NO_VALUE : f.percent(trade.roe, 2, true)}
          </span>
        </div>
      </div>
      <FigureGrid endAligned>
        {figures.map(([label, value, key]) => (
          <Figure key={key} label={label} testId={`position-${key}`}>
            {value}
          </Figure>
        ))}
      </FigureGrid>
      <div className={cards.cardFoot}>
        <span className={cards.cardTime}>
          {t("positions.opened")} {trade.transaction_time ? f.dateTime(trade.transaction_time) : NO_VALUE}
        </span>
        <button
          type="button"
          className={cards.smallButton}
          onClick={() => onStops(trade)}
          data-testid="position-stops"
        >
          {t("positions.stops")}
        </button>
        <button
          type="button"
          className={`${cards.smallButton} ${cards.primaryButton}`}
          onClick={() => onClose(trade)}
          data-testid="position-close"
        >
          {t("positions.close")}
        </button>
      </div>
    </TradeCard>
  );
}
