import type { SecondsOrder } from "@bourse/contract";
import { useSecondsTranslation } from "../../../i18n/seconds";
import { formatClock } from "../../../ui/format";
import { KindTag, PairName, SideTag } from "../../../ui/trade-card";
import { useCurrencyScale, useFormat, useMarketPriceDecimals } from "../../../ui/use-format";
import { elapsedShare, formatCountdown, remainingMs } from "../model/countdown";
import { type Phase, standing } from "../model/orders";
import detail from "./detail.module.css";
import { directionTone, phaseTone } from "./order-row";
import shared from "./seconds.module.css";

interface OrderHeroProps {
  order: SecondsOrder;
  phase: Phase;
  now: number;
  /** the index price now, while the order runs */
  price: string | null;
}

/**
 * The head of an order: while it runs, the countdown and how it stands at the index price now; then
 * "settling" until the end tick is in; then the result with the profit and what was paid back.
 */
export function OrderHero({ order, phase, now, price }: OrderHeroProps) {
  const { t } = useSecondsTranslation();
  const f = useFormat();
  const scale = useCurrencyScale()(order.currency_id);
  const priceDecimals = useMarketPriceDecimals()(order.symbol);
  const coin = order.currency_name;
  const atPrice = standing(order.direction, order.open_price, price);
  return (
    <section
      className={`${detail.hero} ${directionTone(order.direction)}`}
      data-testid="seconds-hero"
      data-phase={phase}
    >
      <div className={detail.heroHead}>
        <SideTag>{t(order.direction)}</SideTag>
        <PairName>{order.symbol}</PairName>
        <KindTag>{t("seconds", { n: order.seconds })}</KindTag>
      </div>
      {phase === "running" ? (
        <>
          <div className={detail.heroLabel}>{t("detail.timeLeft")}</div>
          <div className={detail.heroCountdown} data-testid="detail-countdown">
            {formatCountdown(remainingMs(order.expires_at, now))}
          </div>
          <div className={shared.progress}>
            <span
              style={{
                width: `${(elapsedShare(order.created_at, order.expires_at, now) * 100).toFixed(1)}%`,
              }}
            />
          </div>
          <p className={detail.heroNote}>
            {t("detail.now")} {f.price(price, priceDecimals)}
            {atPrice ? (
              <>
                {" · "}
                <span
                  className={`${detail.standing} ${atPrice === "win" ? shared.upTone : atPrice === "loss" ? shared.downTone : shared.flatTone}`}
                >
                  {t(
                    atPrice === "win"
                      ? "detail.winning"
                      : atPrice === "loss"
                        ? "detail.losing"
                        : "detail.level",
                  )}
                </span>
              </>
            ) : null}
          </p>
        </>
      ) : phase === "settling" ? (
        <>
          <div className={detail.heroLabel}>{t("phase.settling")}</div>
          <div className={detail.heroCountdown}>00:00</div>
          <p className={detail.heroNote}>
            {t("detail.settling", { time: formatClock(order.expires_at, f.locale) })}
          </p>
        </>
      ) : (
        <div className={phaseTone(phase)}>
          <div className={detail.heroResult} data-testid="detail-result" data-result={phase}>
            {t(`detail.${phase}`)}
          </div>
          {order.fact_profits !== null ? (
            <div className={detail.heroProfit} data-testid="detail-profit">
              {f.amount(order.fact_profits, scale, true)} {coin}
            </div>
          ) : null}
          {order.payout !== null ? (
            <p className={detail.heroNote} data-testid="detail-payout">
              {t("detail.payout", { amount: f.amount(order.payout, scale), coin })}
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
