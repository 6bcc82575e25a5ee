import type { Quotation } from "@bourse/contract";
import { useState } from "react";
import { Link, useLocation, useNavigate } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { queryClient } from "../../../api/query-client";
import { secondsOrdersKey } from "../../../api/realtime";
import { loginPath, paths } from "../../../app/paths";
import { useSecondsTranslation } from "../../../i18n/seconds";
import { add, compare } from "../../../ui/decimal";
import { NO_VALUE } from "../../../ui/quote";
import { SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useCurrencyScale, useFormat } from "../../../ui/use-format";
import { usePayableCurrencies } from "../api/get-payable-currencies";
import { useDurations } from "../api/get-seconds";
import { postSubmit } from "../api/post-submit";
import type { Direction } from "../model/orders";
import { expectedProfit, stakeProblem } from "../model/stake";
import { type ConfirmRequest, ConfirmSheet } from "./confirm-sheet";
import { DurationPicker } from "./duration-picker";
import shared from "./seconds.module.css";
import { StakeField } from "./stake-field";
import trade from "./trade.module.css";

interface OrderFormProps {
  market: Quotation;
  /** the last index price, shown in the confirmation */
  price: string | null;
  signedIn: boolean;
}

/**
 * Duration (with its payout rate), stake (presets or free, within the limits), the micro balance with
 * a way to top it up, the expected profit, then up or down: a confirmation sheet, then
 * `POST /microtrade/submit`. The server's refusals are shown as it words them.
 */
export function OrderForm({ market, price, signedIn }: OrderFormProps) {
  const { t } = useSecondsTranslation();
  const f = useFormat();
  const scaleOf = useCurrencyScale();
  const navigate = useNavigate();
  const location = useLocation();
  const durations = useDurations();
  const payable = usePayableCurrencies(signedIn);
  const [seconds, setSeconds] = useState<number>();
  const [currencyId, setCurrencyId] = useState<number>();
  const [stake, setStake] = useState("");
  const [error, setError] = useState<string>();
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [pending, setPending] = useState(false);

  const offered = durations.data ?? [];
  const duration = offered.find((d) => d.seconds === seconds) ?? offered[0];
  const currencies = payable.data ?? [];
  const currency = currencies.find((c) => c.id === currencyId) ?? currencies[0];
  const coin = currency?.name ?? "";
  // no wallet line yet: nothing was ever transferred in
  const wallet = currency
    ? (currency.user_wallet ?? { micro_balance: "0", lock_micro_balance: "0", experience: "0" })
    : undefined;
  const profit = duration ? expectedProfit(stake, duration.profit_ratio) : null;
  const payout = profit ? add(stake.trim(), profit) : null;
  const tradable = market.open_microtrade && !market.stale;
  const scale = scaleOf(currency?.id);
  const amount = (value: string | null | undefined) =>
    value ? `${f.amount(value, scale)} ${coin}` : NO_VALUE;

  const edit = (next: () => void) => {
    setError(undefined);
    next();
  };

  const ask = (direction: Direction) => {
    if (!signedIn) {
      navigate(loginPath(location.pathname + location.search));
      return;
    }
    if (!duration || !currency) return;
    // experience funds are staked first
    const usable = wallet
      ? (add(wallet.micro_balance, wallet.experience ?? "0") ?? wallet.micro_balance)
      : undefined;
    const problem = stakeProblem(stake, duration, usable);
    if (problem) {
      setError(
        t(problem, {
          min: f.amount(duration.min_num, scale),
          max: f.amount(duration.max_num, scale),
          coin,
        }),
      );
      return;
    }
    setConfirm({
      direction,
      seconds: duration.seconds,
      rows: [
        [t("confirm.pair"), market.symbol],
        [t("confirm.direction"), t(direction), true],
        [t("confirm.duration"), t("seconds", { n: duration.seconds })],
        [t("confirm.stake"), amount(stake.trim())],
        [t("confirm.rate"), f.percent(duration.profit_ratio, 2, false, 0)],
        [t("confirm.profit"), profit ? `${f.amount(profit, scale, true)} ${coin}` : NO_VALUE],
        [t("confirm.price"), f.price(price, market.price_decimals)],
      ],
    });
  };

  const submit = async () => {
    if (!confirm || !duration || !currency || pending) return;
    setPending(true);
    try {
      await postSubmit({
        match_id: market.id,
        currency_id: currency.id,
        type: confirm.direction === "up" ? 1 : 2,
        seconds: duration.seconds,
        number: stake.trim(),
      });
      showToast(t("placed"));
      setConfirm(null);
      void queryClient.invalidateQueries({ queryKey: secondsOrdersKey });
      void queryClient.invalidateQueries({ queryKey: ["wallet"] });
    } catch (failure) {
      // The client has toasted the server's reason; it also stays under the buttons.
      if (failure instanceof ApiError && failure.fromServer) setError(failure.message);
      setConfirm(null);
    } finally {
      setPending(false);
    }
  };

  if (durations.isPending) return <SectionLoading />;
  return (
    <div data-testid="seconds-form">
      <div className={trade.label}>{t("duration.title")}</div>
      {offered.length === 0 ? (
        <p className={trade.hint}>{t("duration.empty")}</p>
      ) : (
        <DurationPicker
          durations={offered}
          selected={duration?.seconds}
          onSelect={(s) => edit(() => setSeconds(s))}
        />
      )}
      <StakeField
        currencies={currencies}
        currency={currency}
        onCurrency={(id) => edit(() => setCurrencyId(id))}
        duration={duration}
        stake={stake}
        onStake={(s) => edit(() => setStake(s))}
      />
      <dl className={shared.facts}>
        {signedIn ? (
          <>
            <div>
              <dt>{t("balance.available")}</dt>
              <dd>
                <span data-testid="micro-available">{amount(wallet?.micro_balance)}</span>
                <Link
                  className={trade.transfer}
                  to={`${paths.transfer}?from=change&to=micro${currency ? `&currency=${currency.id}` : ""}`}
                  data-testid="seconds-transfer"
                >
                  {t("balance.transfer")}
                </Link>
              </dd>
            </div>
            <div>
              <dt>{t("balance.frozen")}</dt>
              <dd data-testid="micro-frozen">{amount(wallet?.lock_micro_balance)}</dd>
            </div>
            {wallet?.experience && compare(wallet.experience, "0") === 1 ? (
              <div>
                <dt>{t("balance.experience")}</dt>
                <dd data-testid="micro-experience">{amount(wallet.experience)}</dd>
              </div>
            ) : null}
          </>
        ) : null}
        <div>
          <dt>{t("profit.expected")}</dt>
          <dd className={profit ? shared.gain : undefined} data-testid="expected-profit">
            {profit ? `${f.amount(profit, scale, true)} ${coin}` : NO_VALUE}
          </dd>
        </div>
        <div>
          <dt>{t("profit.payout")}</dt>
          <dd data-testid="expected-payout">{amount(payout)}</dd>
        </div>
      </dl>
      {error ? (
        <p className={shared.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={trade.directions}>
        {(["up", "down"] as const).map((direction) => (
          <button
            key={direction}
            type="button"
            className={`${trade.direction} ${direction === "up" ? shared.upTone : shared.downTone}`}
            onClick={() => ask(direction)}
            disabled={pending || (signedIn && (!tradable || !duration || !currency))}
            data-testid={`seconds-${direction}`}
          >
            {signedIn ? t(direction === "up" ? "action.up" : "action.down") : t(direction)}
            <small>
              {signedIn
                ? duration
                  ? t("duration.payout", { rate: f.amount(duration.profit_ratio, 2) })
                  : ""
                : t("action.login")}
            </small>
          </button>
        ))}
      </div>
      {!tradable ? <p className={trade.closed}>{t("action.closed")}</p> : null}
      <ConfirmSheet
        request={confirm}
        pending={pending}
        onCancel={() => setConfirm(null)}
        onConfirm={submit}
      />
    </div>
  );
}
