import type { SecondsOrder } from "@bourse/contract";
import { Link } from "react-router-dom";
import { secondsDetailPath } from "../../../app/lines/seconds-paths";
import { useSecondsTranslation } from "../../../i18n/seconds";
import { Figure, FigureGrid } from "../../../ui/figure-grid";
import { NO_VALUE } from "../../../ui/quote";
import { CardEnd, KindTag, PairName, SideTag, TradeCardHead } from "../../../ui/trade-card";
import { useCurrencyScale, useFormat, useMarketPriceDecimals } from "../../../ui/use-format";
import { elapsedShare, formatCountdown, remainingMs } from "../model/countdown";
import { type Phase, phaseOf, profitTone } from "../model/orders";
import listing from "./orders.module.css";
import shared from "./seconds.module.css";

/** The colour of a phase: a win in the gain colour, a loss in the other, the rest neutral. */
export function phaseTone(phase: Phase): string {
  const tone = phase === "win" ? shared.upTone : phase === "loss" ? shared.downTone : shared.flatTone;
  return tone ?? "";
}

export function directionTone(direction: string): string {
  return (direction === "down" ? shared.downTone : shared.upTone) ?? "";
}

/**
 * One order (tap for its detail): direction, pair and duration, then a countdown while it runs and
 * its result once settled; stake, open and end price, profit (expected while open), rate and time.
 */
export function OrderRow({ order, now }: { order: SecondsOrder; now: number }) {
  const { t } = useSecondsTranslation();
  const f = useFormat();
  const scale = useCurrencyScale()(order.currency_id);
  const priceDecimals = useMarketPriceDecimals()(order.symbol);
  const phase = phaseOf(order, now);
  const coin = order.currency_name;
  const amount = (value: string, signed = false) => `${f.amount(value, scale, signed)} ${coin}`;
  const settled = order.fact_profits !== null;
  const profit = settled ? (order.fact_profits ?? "0") : order.pre_profit_result;
  const figures: [string, string, string?][] = [
    [t("orders.stake"), amount(order.number)],
    [t("orders.openPrice"), f.price(order.open_price, priceDecimals)],
    [t("orders.endPrice"), order.end_price === null ? NO_VALUE : f.price(order.end_price, priceDecimals)],
    settled
      ? [t("orders.profit"), amount(profit, true), "profit"]
      : [t("orders.expected"), phase === "cancelled" ? NO_VALUE : amount(profit, true)],
    [t("orders.rate"), f.percent(order.profit_ratio, 2, false, 0)],
    [t("orders.time"), f.dateTime(order.created_at, "second")],
  ];
  const profitClass = `${listing.profit} ${profitTone(profit) > 0 ? shared.upTone : profitTone(profit) < 0 ? shared.downTone : shared.flatTone}`;
  return (
    <li>
      <Link
        className={`${listing.row} ${directionTone(order.direction)}`}
        to={secondsDetailPath(order.id)}
        data-testid="seconds-order"
        data-id={order.id}
        data-phase={phase}
      >
        <TradeCardHead>
          <SideTag>{t(order.direction)}</SideTag>
          <PairName>{order.symbol}</PairName>
          <KindTag>{t("seconds", { n: order.seconds })}</KindTag>
          <CardEnd>
            {phase === "running" ? (
              <span className={listing.countdown} data-testid="order-countdown">
                {formatCountdown(remainingMs(order.expires_at, now))}
              </span>
            ) : (
              <span className={`${listing.phase} ${phaseTone(phase)}`} data-testid="order-phase">
                {t(`phase.${phase}`)}
              </span>
            )}
          </CardEnd>
        </TradeCardHead>
        {phase === "running" ? (
          <div className={shared.progress}>
            <span
              style={{
                width: `${(elapsedShare(order.created_at, order.expires_at, now) * 100).toFixed(1)}%`,
              }}
            />
          </div>
        ) : null}
        <FigureGrid endAligned>
          {figures.map(([label, value, kind]) => (
            <Figure
              key={label}
              label={label}
              className={kind === "profit" ? profitClass : undefined}
              testId={kind === "profit" ? "order-profit" : undefined}
            >
              {value}
            </Figure>
          ))}
        </FigureGrid>
      </Link>
    </li>
  );
}
