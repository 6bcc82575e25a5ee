import type { SpotMarket, SpotOrder } from "@bourse/contract";
import { memo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { queryClient } from "../../../api/query-client";
import { spotOrdersKey } from "../../../api/realtime";
import { loginPath } from "../../../app/paths";
import { useSpotTranslation } from "../../../i18n/spot";
import { isPositive } from "../../../ui/decimal";
import { confirmDialog } from "../../../ui/dialog";
import { isCouponRefusal } from "../../../ui/fee-coupon";
import { CouponConfirmLine, FeeCouponRow, useFeeCoupon } from "../../../ui/fee-coupon-row";
import { Stepper } from "../../../ui/stepper";
import { showToast } from "../../../ui/toast";
import { FormError, FormNotice, KindSwitch, SideSwitch, TradeSubmit } from "../../../ui/trade-form";
import { useCurrencyScale, useFormat } from "../../../ui/use-format";
import { postCoinTrade } from "../api/post-coin-trade";
import type { SpotBalances } from "../api/post-wallet-list";
import {
  type Draft,
  draftProblem,
  holdOf,
  type OrderKind,
  orderFields,
  percentAmount,
  preview,
  type Side,
  spendsQuote,
} from "../model/order-form";
import styles from "./spot.module.css";

const PERCENTS = [25, 50, 75, 100] as const;

/** What a market buy's amount field steps by: one unit of the quote currency. */
const SPEND_STEP = "1";

type OutcomeKey = "form.placed" | "form.filled" | "form.partFilled" | "form.partEnded" | "form.notFilled";

/** How the order ended up when the answer came back (it has already matched what it could). */
export function outcomeKey(order: Pick<SpotOrder, "status" | "filled">): OutcomeKey {
  const traded = isPositive(order.filled);
  if (order.status === "filled") return "form.filled";
  if (order.status === "open") return traded ? "form.partFilled" : "form.placed";
  return traded ? "form.partEnded" : "form.notFilled";
}

interface OrderFormProps {
  draft: Draft;
  onChange: (draft: Draft) => void;
  rules: SpotMarket | undefined;
  base: string;
  quote: string;
  /** The price market orders and empty limit prices are estimated at. */
  lastPrice: string | null;
  balances: SpotBalances | undefined;
  signedIn: boolean;
}

/**
 * Buy or sell, limit or market: price and amount steppers, percent of the available balance,
 * total and fee preview, the fee coupon (none unless the user picks one in the fee's coin — the base
 * coin for a buy, the quote coin for a sell), a confirmation, then
 * `POST /coin/trade` (with `coupon_id`). The server's refusals (balance, minimum, price band, tick or
 * step, the coupon) are shown as it words them.
 */
function SpotOrderForm({
  draft,
  onChange,
  rules,
  base,
  quote,
  lastPrice,
  balances,
  signedIn,
}: OrderFormProps) {
  const { t } = useSpotTranslation();
  const { t: tc } = useTranslation();
  const f = useFormat();
  const scaleOf = useCurrencyScale();
  const navigate = useNavigate();
  const location = useLocation();
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  const change = (next: Partial<Draft>) => {
    setError(undefined);
    onChange({ ...draft, ...next });
  };
  // a currency the user never held has no line: zero once the balances are in
  const held = (currency: number | undefined) =>
    currency === undefined || !balances ? undefined : (balances.get(currency)?.available ?? "0");
  const available = { base: held(rules?.currency_id), quote: held(rules?.legal_id) };
  const shownAvailable = draft.side === "buy" ? available.quote : available.base;
  const figures = rules ? preview(draft, rules, lastPrice) : null;
  const feeCoin = figures?.feeCoin === "base" ? base : quote;
  const coupon = useFeeCoupon({
    enabled: signedIn,
    feeCoin: draft.side === "buy" ? base : quote,
    fee: figures?.fee ?? null,
  });
  const quoteSpend = spendsQuote(draft);
  const baseScale = scaleOf(rules?.currency_id ?? base);
  const quoteScale = scaleOf(rules?.legal_id ?? quote);
  const feeScale = figures?.feeCoin === "base" ? baseScale : quoteScale;
  /** An amount of the base or quote currency, cut to its scale, with its name. */
  const coinAmount = (value: string | null | undefined, coin: "base" | "quote") =>
    value
      ? `${f.amount(value, coin === "base" ? baseScale : quoteScale)} ${coin === "base" ? base : quote}`
      : "--";
  const tone = draft.side === "buy" ? styles.buyTone : styles.sellTone;
  const stepLabels = { decrease: t("form.decrease"), increase: t("form.increase") };

  const fillPercent = (percent: number) => {
    if (!rules) return;
    const amount = percentAmount(percent, draft, rules, available, lastPrice);
    if (amount !== null) change({ amount });
  };

  const submit = async () => {
    if (!signedIn) {
      navigate(loginPath(location.pathname + location.search));
      return;
    }
    const problem = draftProblem(draft);
    if (problem) {
      setError(t(problem));
      return;
    }
    if (!rules || pending) return;
    const sideText = t(draft.side === "buy" ? "buy" : "sell");
    const hold = holdOf(draft, rules, quoteScale);
    const rows: [label: string, value: string, testId?: string][] = [
      [t("confirm.pair"), `${base}/${quote}`],
      [t("confirm.side"), sideText],
      [t("confirm.type"), t(draft.kind === "limit" ? "limit" : "market")],
      [
        t("confirm.price"),
        draft.kind === "limit"
          ? `${f.price(draft.price, rules.price_decimals)} ${quote}`
          : t("form.marketPrice"),
      ],
      [
        quoteSpend ? t("confirm.spend") : t("confirm.amount"),
        coinAmount(draft.amount, quoteSpend ? "quote" : "base"),
      ],
      [t("confirm.total"), coinAmount(hold?.cost ?? figures?.total, "quote"), "confirm-total"],
      [t("confirm.fee"), figures?.fee ? `${f.amount(figures.fee, feeScale)} ${feeCoin}` : "--"],
    ];
    if (hold?.feeReserve)
      rows.push([t("confirm.feeReserve"), coinAmount(hold.feeReserve, "quote"), "confirm-reserve"]);
    if (hold) rows.push([t("confirm.frozen"), coinAmount(hold.frozen, hold.coin), "confirm-frozen"]);
    const sure = await confirmDialog({
      title: t("confirm.title"),
      content: (
        <>
          <dl className={styles.facts} data-testid="order-confirm">
            {rows.map(([label, value, testId]) => (
              <div key={label} data-testid={testId}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <CouponConfirmLine coupon={coupon} />
        </>
      ),
      confirmText: t("confirm.submit"),
      cancelText: tc("common.cancel"),
    });
    if (!sure) return;
    setPending(true);
    try {
      const order = await postCoinTrade({ ...orderFields(draft, rules), coupon_id: coupon.couponId });
      showToast(t(outcomeKey(order)));
      onChange({ ...draft, amount: "" });
      void queryClient.invalidateQueries({ queryKey: spotOrdersKey });
      void queryClient.invalidateQueries({ queryKey: ["wallet"] });
    } catch (failure) {
      // The client has toasted the server's reason; it also stays under the button.
      if (failure instanceof ApiError && failure.fromServer) setError(failure.message);
      // a coupon used or expired meanwhile: read them again and choose afresh
      if (failure instanceof ApiError && isCouponRefusal(failure.code)) coupon.reset();
    } finally {
      setPending(false);
    }
  };

  // halted by the venue: no new order, open ones can still be cancelled
  const halted = rules?.halted ?? false;
  const closed = rules ? !rules.open || halted : false;
  return (
    <form
      className={`${styles.form} ${tone}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="order-form"
      data-side={draft.side}
      data-kind={draft.kind}
    >
      <SideSwitch
        compact
        choices={(["buy", "sell"] as Side[]).map((side) => ({
          value: side,
          label: t(side),
          testId: `side-${side}`,
          className: side === "buy" ? styles.buyTone : styles.sellTone,
        }))}
        value={draft.side}
        onChange={(side) => change({ side, amount: "" })}
      />
      <KindSwitch
        compact
        choices={(["limit", "market"] as OrderKind[]).map((kind) => ({
          value: kind,
          label: t(kind),
          testId: `kind-${kind}`,
        }))}
        value={draft.kind}
        onChange={(kind) => change({ kind, amount: "" })}
      />
      <Stepper
        id="order-price"
        label={t("form.price", { coin: quote })}
        value={draft.kind === "limit" ? draft.price : ""}
        placeholder={draft.kind === "market" ? t("form.marketPrice") : undefined}
        step={rules?.tick_size}
        disabled={draft.kind === "market"}
        onChange={(price) => change({ price })}
        labels={stepLabels}
        compact
      />
      <Stepper
        id="order-amount"
        label={quoteSpend ? t("form.spend", { coin: quote }) : t("form.amount", { coin: base })}
        value={draft.amount}
        step={quoteSpend ? SPEND_STEP : rules?.step_size}
        onChange={(amount) => change({ amount })}
        labels={stepLabels}
        compact
      />
      <div className={styles.percents}>
        {PERCENTS.map((percent) => (
          <button
            key={percent}
            type="button"
            className={styles.percent}
            onClick={() => fillPercent(percent)}
            disabled={!signedIn || !rules || shownAvailable === undefined}
            data-testid={`percent-${percent}`}
          >
            {f.percent(String(percent), 0)}
          </button>
        ))}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t("form.available")}</dt>
          <dd data-testid="order-available">
            {signedIn && shownAvailable !== undefined
              ? coinAmount(shownAvailable, draft.side === "buy" ? "quote" : "base")
              : "--"}
          </dd>
        </div>
        <div>
          <dt>
            {draft.kind === "market" && draft.side === "sell" ? t("form.estimatedTotal") : t("form.total")}
          </dt>
          <dd data-testid="order-total">{coinAmount(figures?.total, "quote")}</dd>
        </div>
        <div>
          <dt>{t("form.fee")}</dt>
          <dd data-testid="order-fee">
            {figures?.fee ? `${f.amount(figures.fee, feeScale)} ${feeCoin}` : "--"}
          </dd>
        </div>
      </dl>
      <FeeCouponRow coupon={coupon} className={styles.coupon} />
      {rules ? (
        <FormNotice compact>
          {t("form.rules", {
            fee: f.rate(rules.taker_fee),
            amount: f.amount(rules.min_notional, quoteScale),
            coin: quote,
          })}
        </FormNotice>
      ) : null}
      {closed ? (
        <FormNotice compact>
          <span data-testid="market-halted">
            {halted ? t("form.halted", { market: rules?.symbol ?? "" }) : t("form.closed")}
          </span>
        </FormNotice>
      ) : null}
      {error ? <FormError testId="order-error">{error}</FormError> : null}
      <TradeSubmit compact disabled={pending || (signedIn && (!rules || closed))} data-testid="order-submit">
        {!signedIn
          ? t("form.login")
          : t(draft.side === "buy" ? "form.submitBuy" : "form.submitSell", { coin: base })}
      </TradeSubmit>
    </form>
  );
}

/** The form renders again when its own inputs change, not at every book, trade or ticker message. */
export const OrderForm = memo(SpotOrderForm);
