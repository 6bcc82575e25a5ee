import type { SecondsOrder } from "@bourse/contract";
import { useSearchParams } from "react-router-dom";
import { useTicks } from "../../../api/get-ticks";
import { secondsPaths as paths } from "../../../app/lines/seconds-paths";
import { useSecondsTranslation } from "../../../i18n/seconds";
import { subtract } from "../../../ui/decimal";
import { Facts } from "../../../ui/facts";
import { Page } from "../../../ui/page";
import { NO_VALUE } from "../../../ui/quote";
import { LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { useCurrencyScale, useFormat, useMarketPriceDecimals } from "../../../ui/use-format";
import { useNow } from "../../../ui/use-now";
import { useSecondsOrder } from "../api/get-result";
import detail from "../components/detail.module.css";
import { LogCheck } from "../components/log-check";
import { OrderHero } from "../components/order-hero";
import { RuleCard } from "../components/rule-card";
import shared from "../components/seconds.module.css";
import { formatTickClock, TickCard } from "../components/tick-card";
import { phaseOf, profitTone } from "../model/orders";

/** The order's id from `?id=`, or null. */
function orderId(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * One seconds order (`?id=`): the countdown and the index price while it runs, then the result with
 * both ticks (id, local time, price), the rule in plain words and links to check it in public.
 */
export default function SecondsOrderPage() {
  const { t, ready } = useSecondsTranslation();
  const [params] = useSearchParams();
  const id = orderId(params.get("id"));
  const order = useSecondsOrder(id);
  // Ticks while the order is open; re-rendering also re-checks the polling for the result.
  const now = useNow(1000, order.data?.status === 1).getTime();

  return (
    <Page title={ready ? t("detail.title") : ""} backTo={paths.secondsOrders}>
      {!ready || (id !== null && order.isPending) ? (
        <SectionLoading />
      ) : id === null || (order.isError && !order.data) ? (
        id !== null ? (
          <LoadError onRetry={() => void order.refetch()} />
        ) : (
          <MessageScreen title={t("detail.notFound")} />
        )
      ) : order.data ? (
        <OrderDetail order={order.data} now={now} />
      ) : null}
    </Page>
  );
}

function OrderDetail({ order, now }: { order: SecondsOrder; now: number }) {
  const { t } = useSecondsTranslation();
  const f = useFormat();
  const scale = useCurrencyScale()(order.currency_id);
  const priceDecimals = useMarketPriceDecimals()(order.symbol);
  const phase = phaseOf(order, now);
  const open = phase === "running" || phase === "settling";
  const ticks = useTicks(open ? order.symbol : null);
  const coin = order.currency_name;
  const amount = (value: string, signed = false) => `${f.amount(value, scale, signed)} ${coin}`;
  const move = order.end_tick ? subtract(order.end_tick.price, order.open_tick.price) : null;
  const moveTone = [shared.downTone, shared.flatTone, shared.upTone][profitTone(move) + 1] ?? "";
  const facts: [string, string][] = [
    [t("detail.order"), String(order.id)],
    [t("detail.stake"), amount(order.number)],
    [t("detail.rate"), f.percent(order.profit_ratio, 2, false, 0)],
    [t("detail.expected"), amount(order.pre_profit_result, true)],
    [t("detail.created"), f.dateTime(order.created_at, "millisecond")],
    [t("detail.expires"), f.dateTime(order.expires_at, "millisecond")],
    [t("detail.settled"), order.settled_at ? f.dateTime(order.settled_at, "millisecond") : NO_VALUE],
  ];
  return (
    <div data-testid="seconds-detail" data-id={order.id} data-status={order.status}>
      <OrderHero order={order} phase={phase} now={now} price={open ? (ticks.at(-1)?.price ?? null) : null} />
      <section className={shared.card}>
        <div className={detail.ticks}>
          <TickCard
            title={t("detail.openTick")}
            tick={order.open_tick}
            priceDecimals={priceDecimals}
            pending={NO_VALUE}
            testId="open-tick"
          />
          <TickCard
            title={t("detail.endTick")}
            tick={order.end_tick}
            priceDecimals={priceDecimals}
            pending={
              phase === "cancelled"
                ? NO_VALUE
                : t("detail.settling", { time: formatTickClock(Date.parse(order.expires_at), f.locale) })
            }
            testId="end-tick"
          />
        </div>
        {move !== null ? (
          <dl className={shared.facts}>
            <div>
              <dt>{t("detail.move")}</dt>
              <dd className={`${shared.toned} ${moveTone}`} data-testid="tick-move">
                {f.price(move, priceDecimals)}
              </dd>
            </div>
          </dl>
        ) : null}
      </section>
      {order.end_tick ? <LogCheck order={order} endTick={order.end_tick} /> : null}
      <section className={shared.card}>
        <Facts items={facts} className={shared.facts} />
      </section>
      <RuleCard order={order} />
    </div>
  );
}
