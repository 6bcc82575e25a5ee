import type { Quotation } from "@bourse/contract";
import { useTranslation } from "react-i18next";
import { useTicks } from "../../../api/get-ticks";
import { useAppStore } from "../../../app/store";
import { useSecondsTranslation } from "../../../i18n/seconds";
import { GuestPrompt } from "../../../ui/guest-prompt";
import { PairSwitcher } from "../../../ui/pair-switcher";
import { useNow } from "../../../ui/use-now";
import { VerifyNotice } from "../../../ui/verify-notice";
import { useRecentOrders } from "../api/get-lists";
import { formatCountdown, remainingMs } from "../model/countdown";
import { phaseOf } from "../model/orders";
import { OrderForm } from "./order-form";
import { RecentOrders } from "./recent-orders";
import shared from "./seconds.module.css";
import { type Entry, TickChart } from "./tick-chart";
import trade from "./trade.module.css";

interface SecondsTradeProps {
  market: Quotation;
  markets: readonly Quotation[];
  onSelect: (market: Quotation) => void;
}

/**
 * The seconds trade screen for `market` (its own component per market, so switching pairs starts a
 * fresh form): the pair with its index price tick by tick, the line with the running orders' open
 * prices, the order form, and the user's newest orders (a sign-in prompt for guests).
 */
export function SecondsTrade({ market, markets, onSelect }: SecondsTradeProps) {
  const { t } = useSecondsTranslation();
  const { t: tc } = useTranslation();
  const signedIn = useAppStore((s) => s.token !== null);
  const ticks = useTicks(market.symbol);
  const price = ticks.at(-1)?.price ?? market.now_price;
  const recent = useRecentOrders(signedIn).data?.data ?? [];
  const now = useNow(1000, recent.length > 0).getTime();
  const entries: Entry[] = recent
    .filter((o) => o.match_id === market.id && phaseOf(o, now) === "running")
    .map((o) => ({
      id: o.id,
      direction: o.direction,
      openPrice: o.open_price,
      label: `${o.direction === "up" ? "↑" : "↓"} ${formatCountdown(remainingMs(o.expires_at, now))}`,
    }));

  return (
    <>
      <PairSwitcher
        markets={markets}
        selected={{ ...market, now_price: price }}
        onSelect={onSelect}
        tag={t("tag")}
      />
      {market.stale ? <p className={trade.stale}>{t("stale")}</p> : null}
      <TickChart
        ticks={ticks}
        entries={entries}
        label={t("chart.label")}
        waiting={t("chart.waiting")}
        priceDecimals={market.price_decimals}
      />
      {signedIn ? <VerifyNotice /> : null}
      <section className={shared.card}>
        <OrderForm market={market} price={price} signedIn={signedIn} />
      </section>
      {signedIn ? (
        <RecentOrders />
      ) : (
        <GuestPrompt title={tc("trade.guestTitle")} hint={tc("trade.guestHint")} />
      )}
    </>
  );
}
