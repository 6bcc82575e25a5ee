import type { LeverTrade, TickRef } from "@bourse/contract";
import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { useLeverTranslation } from "../../../i18n/lever";
import { Figure, FigureGrid } from "../../../ui/figure-grid";
import { formatClock } from "../../../ui/format";
import { NO_VALUE } from "../../../ui/quote";
import {
  TradeCard as Card,
  CardEnd,
  CardStatus,
  KindTag,
  PairName,
  SideTag,
  TradeCardHead,
} from "../../../ui/trade-card";
import { useCurrencyScale, useFormat, useMarketPriceDecimals } from "../../../ui/use-format";
import cards from "./cards.module.css";
import { LEVER_STATUS_KEY } from "./status";
import { directionTone, pnlTone } from "./tone";

/**
 * One order or position as the lists show it: direction, leverage, pair, type and status (a Cancel
 * button while it is pending), its prices, money and times; once closed, the net result (the PnL
 * before fees, less the handling and overnight fees) in the up/down colours, how it closed and the open
 * and close ticks with a link to their check against the public tick log.
 */
export function TradeCard({
  trade,
  onCancel,
}: {
  trade: LeverTrade;
  onCancel?: (trade: LeverTrade) => void;
}) {
  const { t } = useLeverTranslation();
  const f = useFormat();
  const scale = useCurrencyScale()(trade.legal_id);
  const priceDecimals = useMarketPriceDecimals()(trade.symbol);
  const coin = trade.legal_name;
  const money = (value: string | null, signed = false) =>
    value === null ? NO_VALUE : `${f.amount(value, scale, signed)} ${coin}`;
  const price = (value: string | null) => f.price(value, priceDecimals);
  const time = (value: string | null) => (value ? f.dateTime(value) : NO_VALUE);
  const closed = trade.status === 3;
  type Row = [label: string, value: string, tone?: string, testId?: string];
  const figures: Row[] = [[t("history.lots"), f.exact(trade.share)]];
  if (trade.order_type === "limit") figures.push([t("history.targetPrice"), price(trade.target_price)]);
  if (trade.price !== null) figures.push([t("history.openPrice"), price(trade.price)]);
  if (closed) figures.push([t("history.closePrice"), price(trade.update_price)]);
  const pnl = (value: string | null) => money(value, true);
  figures.push([t("history.margin"), money(trade.origin_caution_money)]);
  // closed: the PnL before fees, each fee and their sum; the net is the card's headline
  if (closed)
    figures.push([t("history.gross"), pnl(trade.gross_profits), pnlTone(trade.gross_profits), "trade-gross"]);
  figures.push(
    [t("history.fee"), money(trade.trade_fee), undefined, "trade-fee"],
    [t("history.overnight"), money(trade.overnight_money), undefined, "trade-overnight"],
  );
  if (closed) figures.push([t("history.fees"), money(trade.total_fees), undefined, "trade-fees"]);
  if (trade.status === 1) figures.push([t("history.unrealized"), pnl(trade.profits), pnlTone(trade.profits)]);
  if (trade.target_profit_price) figures.push([t("history.takeProfit"), price(trade.target_profit_price)]);
  if (trade.stop_loss_price) figures.push([t("history.stopLoss"), price(trade.stop_loss_price)]);
  if (closed && trade.close_reason) figures.push([t("history.reason"), t(`reason.${trade.close_reason}`)]);
  const times: Row[] = [[t("history.created"), time(trade.create_time)]];
  if (trade.transaction_time) times.push([t("history.opened"), time(trade.transaction_time)]);
  if (trade.handle_time) {
    times.push([t(trade.status === 4 ? "history.cancelledAt" : "history.closedAt"), time(trade.handle_time)]);
  }
  const tick = (ref: TickRef) =>
    t("history.tick", { seq: ref.seq, price: price(ref.price), time: formatClock(ref.time, f.locale) });
  return (
    <Card
      className={directionTone(trade.direction)}
      data-testid="lever-trade"
      data-id={trade.id}
      data-status={trade.status}
      data-direction={trade.direction}
    >
      <TradeCardHead>
        <SideTag>
          {t(trade.direction)} {t("multiple", { multiple: trade.multiple })}
        </SideTag>
        <PairName>{trade.symbol}</PairName>
        <KindTag>{t(trade.order_type)}</KindTag>
        <CardEnd>
          <CardStatus data-testid="trade-status">
            {t(LEVER_STATUS_KEY[trade.status] ?? "status.open")}
          </CardStatus>
          {onCancel && trade.status === 0 ? (
            <button
              type="button"
              className={cards.smallButton}
              onClick={() => onCancel(trade)}
              data-testid="trade-cancel"
            >
              {t("entrust.cancel")}
            </button>
          ) : null}
        </CardEnd>
      </TradeCardHead>
      {closed ? (
        <div className={cards.pnlRow}>
          <div>
            <span className={cards.pnlLabel}>{t("history.net")}</span>
            <span className={`${cards.pnl} ${pnlTone(trade.net_profits)}`} data-testid="trade-net">
              {pnl(trade.net_profits)}
            </span>
          </div>
          <span className={cards.pnlLabel}>{t("history.netHint")}</span>
        </div>
      ) : null}
      <FigureGrid endAligned>
        {figures.map(([label, value, tone, testId]) => (
          <Figure key={label} label={label} className={tone} testId={testId}>
            {value}
          </Figure>
        ))}
      </FigureGrid>
      <dl className={cards.times}>
        {times.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {closed && trade.open_tick && trade.close_tick ? (
        <div className={cards.ticks} data-testid="trade-ticks">
          <div>
            <span>{t("history.openTick")}</span>
            <span data-testid="open-tick">{tick(trade.open_tick)}</span>
          </div>
          <div>
            <span>{t("history.closeTick")}</span>
            <span data-testid="close-tick">{tick(trade.close_tick)}</span>
          </div>
          <Link
            className={cards.verify}
            to={`${paths.contractVerify}?id=${trade.id}`}
            data-testid="trade-check"
          >
            {t("history.verify")}
          </Link>
        </div>
      ) : null}
    </Card>
  );
}
