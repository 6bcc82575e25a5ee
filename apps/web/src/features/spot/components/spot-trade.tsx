import { type ComponentProps, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { useSpotDepth } from "../../../api/get-spot-depth";
import { useSpotTrades } from "../../../api/get-spot-trades";
import { useUserInfo } from "../../../api/get-user-info";
import type { Quotation } from "../../../api/types";
import { paths } from "../../../app/paths";
import { useAppStore } from "../../../app/store";
import { useSpotTranslation } from "../../../i18n/spot";
import { decimalsOf, floorToStep, isPositive, withDecimals } from "../../../ui/decimal";
import { GuestPrompt } from "../../../ui/guest-prompt";
import { toneClass, usePriceFlash } from "../../../ui/market-rows";
import { BookLadder } from "../../../ui/order-book";
import { formatPrice } from "../../../ui/quote";
import { TabbedSection } from "../../../ui/tabbed-section";
import { TradesTape } from "../../../ui/trades-tape";
import { useAfterFirstPaint } from "../../../ui/use-after-paint";
import { useLocaleTag } from "../../../ui/use-locale";
import { useSpotMarket } from "../api/get-spot-market";
import { useSpotBalances } from "../api/post-wallet-list";
import type { Draft } from "../model/order-form";
import { AccountCard } from "./account-card";
import { OpenOrders } from "./open-orders";
import { OrderForm } from "./order-form";
import styles from "./spot.module.css";

/** Levels of each side beside the form. */
const LADDER_LEVELS = 7;
/** Trades in the tab under the form. */
const TAPE_ROWS = 20;

/** A price on the tick grid, shown with the tick's decimals ("65000.129" → "65000.12"). */
function onTick(price: string, tick: string): string | null {
  const floored = floorToStep(price, tick);
  return floored === null ? null : withDecimals(floored, decimalsOf(tick));
}

/**
 * The spot market `market` (its own component per market, so switching pairs starts a fresh form):
 * order form beside the live book, then open orders and latest trades, then the spot balances.
 */
export function SpotTrade({ market }: { market: Quotation }) {
  const { t } = useSpotTranslation();
  const { t: tc } = useTranslation();
  const locale = useLocaleTag();
  const [params] = useSearchParams();
  const signedIn = useAppStore((s) => s.token !== null);
  const user = useUserInfo();
  const rules = useSpotMarket(market.symbol).data;
  const balances = useSpotBalances(signedIn).data;
  const [tab, setTab] = useState<"orders" | "trades">("orders");
  // a signed-in user's orders and account render in the task after the form and the book are painted
  const painted = useAfterFirstPaint();
  const [draft, setDraft] = useState<Draft>(() => ({
    side: params.get("side") === "sell" ? "sell" : "buy",
    kind: "limit",
    price: "",
    amount: "",
  }));
  // The market's current price: the index the header shows (live ticker), the book's middle too.
  const lastPrice = market.now_price ?? rules?.last_price ?? null;
  const priceDecimals = rules?.price_decimals ?? market.price_decimals;

  // The limit price starts at the current price, once, when the rules and a price are known.
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (prefilled || !rules || !lastPrice || !isPositive(lastPrice)) return;
    setPrefilled(true);
    const price = onTick(lastPrice, rules.tick_size);
    if (price) setDraft((d) => (d.price === "" ? { ...d, price } : d));
  }, [prefilled, rules, lastPrice]);

  const pick = (price: string) => {
    const onGrid = rules ? onTick(price, rules.tick_size) : price;
    setDraft((d) => ({ ...d, kind: "limit", price: onGrid ?? price }));
  };
  const mid = lastPrice;
  const midFlash = usePriceFlash(mid);

  return (
    <>
      <section className={styles.trade}>
        <OrderForm
          draft={draft}
          onChange={setDraft}
          rules={rules}
          base={market.currency_name}
          quote={market.legal_name}
          lastPrice={lastPrice}
          balances={balances}
          signedIn={signedIn}
        />
        <LiveLadder
          symbol={market.symbol}
          levels={LADDER_LEVELS}
          priceDecimals={priceDecimals}
          base={market.currency_name}
          quote={market.legal_name}
          onPick={pick}
          middle={
            <>
              <button
                type="button"
                className="text-button"
                onClick={() => mid && pick(mid)}
                data-testid="book-mid"
                aria-label={tc("market.lastPrice")}
              >
                <span className={`${styles.mid} ${toneClass(midFlash)}`}>
                  {formatPrice(mid, locale, priceDecimals)}
                </span>
              </button>
              <Link
                className={styles.iconLink}
                to={`${paths.tradeBook}?market=${market.id}`}
                data-testid="full-book-link"
              >
                {t("book.full")}
              </Link>
            </>
          }
        />
      </section>
      <TabbedSection
        compact
        tabs={[
          { key: "orders", title: <span data-testid="tab-orders">{t("orders.open")}</span> },
          { key: "trades", title: <span data-testid="tab-trades">{t("trades.title")}</span> },
        ]}
        activeKey={tab}
        onChange={(key) => setTab(key === "trades" ? "trades" : "orders")}
        link={
          signedIn
            ? { to: paths.tradeOrders, label: t("orders.history"), testId: "orders-history-link" }
            : null
        }
      >
        {tab === "trades" ? (
          <LiveTape
            symbol={market.symbol}
            limit={TAPE_ROWS}
            priceDecimals={priceDecimals}
            base={market.currency_name}
            quote={market.legal_name}
          />
        ) : signedIn ? (
          painted ? (
            <OpenOrders market={rules} />
          ) : null
        ) : (
          <p className={styles.login}>{t("orders.guest")}</p>
        )}
      </TabbedSection>
      {!signedIn ? (
        <GuestPrompt title={tc("trade.guestTitle")} hint={tc("trade.guestHint")} />
      ) : user && painted ? (
        <AccountCard user={user} market={market} rules={rules} balances={balances} />
      ) : null}
    </>
  );
}

/** The book beside the form: its own component, so a depth update re-renders the book alone. */
function LiveLadder({
  symbol,
  ...props
}: { symbol: string } & Omit<ComponentProps<typeof BookLadder>, "book">) {
  return <BookLadder book={useSpotDepth(symbol)} {...props} />;
}

/** The latest trades, subscribed to only while their tab is open. */
function LiveTape({
  symbol,
  ...props
}: { symbol: string } & Omit<ComponentProps<typeof TradesTape>, "trades">) {
  return <TradesTape trades={useSpotTrades(symbol)} {...props} />;
}
