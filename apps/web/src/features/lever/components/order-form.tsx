import type { LeverAccount } from "@bourse/contract";
import { useEffect, useState } from "react";
import { Link } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { queryClient } from "../../../api/query-client";
import { leverKey } from "../../../api/realtime";
import type { Quotation } from "../../../api/types";
import { paths } from "../../../app/paths";
import { useLeverTranslation } from "../../../i18n/lever";
import { add, compare, subtract, unitOf } from "../../../ui/decimal";
import { isCouponRefusal } from "../../../ui/fee-coupon";
import { CouponConfirmLine, FeeCouponRow, useFeeCoupon } from "../../../ui/fee-coupon-row";
import { NO_VALUE } from "../../../ui/quote";
import { Stepper } from "../../../ui/stepper";
import { showToast } from "../../../ui/toast";
import { FormError, FormNotice, KindSwitch, SideSwitch, TradeSubmit } from "../../../ui/trade-form";
import { useCurrencyScale, useFormat } from "../../../ui/use-format";
import type { LeverDeal } from "../api/post-lever-deal";
import { postLeverSubmit } from "../api/post-lever-submit";
import { type Draft, draftProblem, type OrderKind, submitFields } from "../model/draft";
import { defaultMultiple } from "../model/multiple";
import { type Direction, openDealingPrice, previewOpen } from "../model/preview";
import { confirmOpen } from "./confirm-open";
import form from "./form.module.css";
import styles from "./lever.module.css";
import { MultiplePicker } from "./multiple-picker";
import { StopsFields } from "./stops-fields";
import { useProblemText } from "./use-problem-text";

interface OrderFormProps {
  market: Quotation;
  deal: LeverDeal;
  /** the live index price */
  index: string | null;
  account: LeverAccount | null;
  /** decimals of the margin currency; undefined while loading */
  moneyDecimals: number | undefined;
}

/**
 * Long or short, market or limit: limit price, lots within the market's range, leverage (warned
 * above 10×), optional take profit and stop loss; a preview of the open price, margin, fees and the
 * total against the available balance; the fee coupon (none unless the user picks one of those in the
 * margin coin; the total then drops by what it takes off the fee); a confirmation, then
 * `POST /lever/submit` (with `coupon_id`). The open button sits in a bar that sticks above the tab
 * bar, so a phone shows it without scrolling.
 */
export function OrderForm({ market, deal, index, account, moneyDecimals }: OrderFormProps) {
  const { t } = useLeverTranslation();
  const f = useFormat();
  const scaleOf = useCurrencyScale();
  const { terms } = deal;
  const { draftText } = useProblemText(terms.price_decimals);
  const coin = market.legal_name;
  const scale = scaleOf(market.legal_id);
  /** An amount of the margin currency, up to its decimals, with its name. */
  const money = (value: string | null | undefined) =>
    value === null || value === undefined ? NO_VALUE : `${f.amount(value, scale)} ${coin}`;
  const price = (value: string | null) => f.price(value, terms.price_decimals);
  const [draft, setDraft] = useState<Draft>(() => ({
    direction: "long",
    kind: "market",
    price: "",
    lots: deal.lever_share_limit.min,
    multiple: defaultMultiple(deal.multiple),
    takeProfit: "",
    stopLoss: "",
  }));
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);

  // A limit price starts at the index, once it is known.
  const [prefilled, setPrefilled] = useState(false);
  useEffect(() => {
    if (prefilled || !index) return;
    setPrefilled(true);
    setDraft((d) => (d.price === "" ? { ...d, price: index } : d));
  }, [prefilled, index]);

  const change = (next: Partial<Draft>) => {
    setError(undefined);
    setDraft((d) => ({ ...d, ...next }));
  };

  const quoted = draft.direction === "long" ? deal.lever_transaction.in[0] : deal.lever_transaction.out[0];
  const marketPrice =
    (index ? openDealingPrice(index, draft.direction, terms) : null) ?? quoted?.price ?? null;
  const openPrice = draft.kind === "limit" ? draft.price.trim() : marketPrice;
  const figures =
    openPrice && moneyDecimals !== undefined && draft.multiple !== undefined
      ? previewOpen({
          price: openPrice,
          lots: draft.lots.trim(),
          multiple: draft.multiple,
          terms,
          moneyDecimals,
        })
      : null;
  // the handling fee is charged in the margin coin; the form is a signed-in user's only
  const coupon = useFeeCoupon({ enabled: true, feeCoin: coin, fee: figures?.fee ?? null });
  // the total is what the order takes: the picked coupon's saving comes off its fee
  const total =
    figures && coupon.saving ? (subtract(figures.total, coupon.saving) ?? figures.total) : figures?.total;
  const shownFigures = figures && total ? { ...figures, total } : figures;
  const available = account?.balance ?? deal.user_lever;
  // experience funds pay the margin first (never the fee)
  const experience = deal.experience ?? "0";
  const hasExperience = compare(experience, "0") === 1;
  const fromExperience = figures && compare(experience, figures.margin) === 1 ? figures.margin : experience;
  const short = total !== undefined && compare(total, add(available, fromExperience) ?? available) === 1;
  const paused = !terms.open;
  const range = deal.lever_share_limit;
  const tone = draft.direction === "long" ? styles.longTone : styles.shortTone;
  const stepLabels = { decrease: t("form.decrease"), increase: t("form.increase") };

  const submit = async () => {
    if (pending) return;
    const problem = draftProblem(draft, terms, range, marketPrice);
    if (problem) {
      setError(draftText(problem, draft.kind === "limit" ? draft.price.trim() : marketPrice));
      return;
    }
    if (draft.multiple === undefined) return;
    const fields = submitFields({ ...draft, multiple: draft.multiple }, terms);
    const sure = await confirmOpen({
      t,
      f,
      scale,
      priceDecimals: terms.price_decimals,
      pair: market.symbol,
      coin,
      fields,
      marketPrice,
      figures: shownFigures,
      liquidationRate: account?.liquidation_risk_rate,
      extra: <CouponConfirmLine coupon={coupon} />,
    });
    if (!sure) return;
    setPending(true);
    try {
      const trade = await postLeverSubmit({ ...fields, coupon_id: coupon.couponId });
      showToast(t(trade.status === 0 ? "form.placed" : "form.opened"));
      setDraft((d) => ({ ...d, takeProfit: "", stopLoss: "" }));
      void queryClient.invalidateQueries({ queryKey: leverKey });
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

  return (
    <form
      className={`${form.form} ${tone}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      data-testid="lever-form"
      data-direction={draft.direction}
      data-kind={draft.kind}
    >
      <SideSwitch
        choices={(["long", "short"] as Direction[]).map((direction) => ({
          value: direction,
          label: t(direction),
          testId: `direction-${direction}`,
          className: direction === "long" ? styles.longTone : styles.shortTone,
        }))}
        value={draft.direction}
        onChange={(direction) => change({ direction })}
      />
      <KindSwitch
        choices={(["market", "limit"] as OrderKind[]).map((kind) => ({
          value: kind,
          label: t(kind),
          testId: `kind-${kind}`,
        }))}
        value={draft.kind}
        onChange={(kind) => change({ kind })}
      />
      <Stepper
        id="lever-price"
        label={draft.kind === "limit" ? t("form.price", { coin }) : `${t("form.marketPrice")} (${coin})`}
        value={draft.kind === "limit" ? draft.price : ""}
        placeholder={draft.kind === "market" ? `≈ ${price(marketPrice)}` : undefined}
        step={unitOf(terms.price_decimals)}
        disabled={draft.kind === "market"}
        onChange={(price) => change({ price })}
        labels={stepLabels}
      />
      <Stepper
        id="lever-lots"
        label={t("form.lots")}
        value={draft.lots}
        step={unitOf(terms.lot_decimals)}
        min={range.min}
        max={range.max}
        onChange={(lots) => change({ lots })}
        labels={stepLabels}
        hint={t("form.lotsHint", {
          size: f.exact(terms.lot_size),
          coin: market.currency_name,
          min: f.exact(range.min),
          max: f.exact(range.max),
        })}
      />
      <MultiplePicker
        multiples={deal.multiple}
        value={draft.multiple}
        onChange={(multiple) => change({ multiple })}
        liquidationRate={account?.liquidation_risk_rate}
      />
      <StopsFields
        coin={coin}
        takeProfit={draft.takeProfit}
        stopLoss={draft.stopLoss}
        onChange={(stops) => change(stops)}
      />
      <dl className={form.facts} data-testid="lever-preview">
        <div>
          <dt>{t("form.openPrice")}</dt>
          <dd data-testid="preview-price">{price(openPrice)}</dd>
        </div>
        <div>
          <dt>{t("form.margin")}</dt>
          <dd data-testid="preview-margin">{money(figures?.margin)}</dd>
        </div>
        <div>
          <dt>{t("form.fee")}</dt>
          <dd data-testid="preview-fee">{money(figures?.fee)}</dd>
        </div>
        <div>
          <dt>{t("form.overnight")}</dt>
          <dd data-testid="preview-overnight">{money(figures?.overnightPerDay)}</dd>
        </div>
        <div className={form.factStrong}>
          <dt>{t("form.total")}</dt>
          <dd data-testid="preview-total">{money(total)}</dd>
        </div>
        <div>
          <dt>{t("form.available")}</dt>
          <dd>
            <span data-testid="lever-available">{money(available)}</span>
            <Link
              className={styles.inlineLink}
              to={`${paths.transfer}?currency=${market.legal_id}`}
              data-testid="lever-transfer-link"
            >
              {t("form.transfer")}
            </Link>
          </dd>
        </div>
        {hasExperience ? (
          <div>
            <dt>{t("form.experience")}</dt>
            <dd data-testid="lever-experience">{money(experience)}</dd>
          </div>
        ) : null}
      </dl>
      <FeeCouponRow coupon={coupon} className={form.coupon} />
      {short ? <FormNotice>{t("form.shortfall")}</FormNotice> : null}
      {paused ? <FormNotice>{t("form.closed")}</FormNotice> : null}
      {!paused && deal.stale ? <FormNotice>{t("form.stale")}</FormNotice> : null}
      {error ? <FormError testId="lever-error">{error}</FormError> : null}
      <div className={form.actionBar}>
        <TradeSubmit disabled={pending || paused} data-testid="lever-submit">
          {t(draft.direction === "long" ? "form.submitLong" : "form.submitShort")}
        </TradeSubmit>
      </div>
    </form>
  );
}
