import Input from "antd-mobile/es/components/input";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { useUserInfo } from "../../../api/get-user-info";
import { queryClient } from "../../../api/query-client";
import { paths } from "../../../app/paths";
import { tradingAccount, useAppStore } from "../../../app/store";
import { isGoogleCode, isPayPassword } from "../../../ui/checks";
import { isPositive, subtract } from "../../../ui/decimal";
import { confirmDialog } from "../../../ui/dialog";
import { Field } from "../../../ui/field";
import { formatCountdown } from "../../../ui/format";
import { SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useFormat } from "../../../ui/use-format";
import { useNow } from "../../../ui/use-now";
import { useSavedAddresses } from "../api/get-user-wallet-list";
import { useBankCard } from "../api/post-cash";
import { postOnlineOut } from "../api/post-online-out";
import { useWalletInfo } from "../api/post-wallet-info";
import { walletKey } from "../api/post-wallet-list";
import { postWalletOut, type WithdrawResult } from "../api/post-wallet-out";
import { CoinField } from "../components/coin-field";
import styles from "../components/wallet.module.css";
import { WalletForm } from "../components/wallet-form";
import { amountInput, isAmount } from "../model/amount";
import { useCoinParam } from "../model/use-coin";

type Method = "address" | "bank";
type Errors = Partial<Record<"destination" | "amount" | "password" | "google", string>>;

// Demo mode's notice: withdrawals are for the real account only.
const RealOnlyPage = lazy(() => import("../components/real-only-page"));

/** Withdraw; in demo mode, the notice that withdrawals need the real account, with the way back to it. */
export default function WithdrawPage() {
  const { t } = useTranslation();
  const demo = useAppStore(tradingAccount) === "demo";
  if (!demo) return <Withdraw />;
  return (
    <Suspense fallback={<SectionLoading />}>
      <RealOnlyPage title={t("wallet.withdraw")} />
    </Suspense>
  );
}

/**
 * Withdraw to a saved address or the bank card. The fee and the amount received are a preview
 * from get_info; the server computes and freezes the real figures. A fund-password change locks
 * withdrawals for a while: the screen counts down and keeps the button off until then.
 */
function Withdraw() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useUserInfo();
  const { coin } = useCoinParam();
  const addresses = useSavedAddresses();
  const bankCard = useBankCard();
  const [method, setMethod] = useState<Method>("address");
  const [picked, setPicked] = useState<number | null>(null);
  const [amount, setAmount] = useState("");
  const [password, setPassword] = useState("");
  const [google, setGoogle] = useState("");
  const [needsGoogle, setNeedsGoogle] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  const lockedUntil = user?.withdraw_locked_until ? new Date(user.withdraw_locked_until).getTime() : 0;
  const now = useNow(1000, lockedUntil > Date.now());
  const lockLeft = lockedUntil - now.getTime();
  const locked = lockLeft > 0;

  const mine = (addresses.data ?? []).filter((a) => a.currency === coin?.id);
  const addressId = mine.find((a) => a.id === picked)?.id ?? mine[0]?.id ?? null;
  const network = method === "address" ? mine.find((a) => a.id === addressId)?.network : undefined;
  const info = useWalletInfo(coin?.id ?? null, network === undefined ? undefined : Number(network));
  const available = info.data?.change_balance;
  const f = useFormat();
  const fee = info.data?.rate_fee;
  const receive = fee !== undefined && isAmount(amount) ? subtract(amount.trim(), fee) : null;

  const done = async (result: WithdrawResult) => {
    showToast(t("wallet.withdrawSubmitted", { receive: result.receive, coin: coin?.name ?? "" }));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: walletKey }),
      queryClient.invalidateQueries({ queryKey: ["wallet", "withdrawals"] }),
      queryClient.invalidateQueries({ queryKey: ["wallet", "info"] }),
    ]);
    navigate(`${paths.fundRecords}?tab=withdraw`, { replace: true });
  };

  const failed = async (error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.code === "AUTH_GOOGLE_CODE_REQUIRED") {
      setNeedsGoogle(true);
      setErrors((e) => ({ ...e, google: error.message }));
      return;
    }
    if (error.type === "997") {
      const go = await confirmDialog({
        content: error.message,
        confirmText: t("wallet.bank.add"),
        cancelText: t("common.cancel"),
      });
      if (go) navigate(paths.bank);
      return;
    }
    // a saved address that is not valid on its network: said under the address choice
    if (error.field === "address") {
      setErrors((e) => ({ ...e, destination: error.message }));
      return;
    }
    // 998 and 999 were already handled by the client (toast and redirect).
    if (error.type !== "998" && error.type !== "999") showToast(error.message);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      destination:
        method === "address" && addressId === null ? t("wallet.withdrawAddressRequired") : undefined,
      amount: isAmount(amount) ? undefined : t("wallet.amountInvalid"),
      password: isPayPassword(password) ? undefined : t("security.payPasswordRule"),
      google: needsGoogle && !isGoogleCode(google) ? t("auth.googleCodeRule") : undefined,
    };
    setErrors(found);
    if (pending || locked || !coin || Object.values(found).some(Boolean)) return;
    setPending(true);
    const common = {
      currency: coin.id,
      number: amount.trim(),
      pay_password: password,
      ...(needsGoogle ? { google_code: google.trim() } : {}),
    };
    try {
      const result =
        method === "address" && addressId !== null
          ? await postWalletOut({ ...common, address_id: addressId })
          : await postOnlineOut(common);
      await done(result);
    } catch (error) {
      await failed(error);
    } finally {
      setPending(false);
    }
  };

  return (
    <WalletForm
      title={t("wallet.withdraw")}
      right={
        <Link className="text-button" to={`${paths.fundRecords}?tab=withdraw`}>
          {t("wallet.records")}
        </Link>
      }
      backTo={paths.assets}
      onSubmit={submit}
      submitLabel={t("wallet.withdrawSubmit")}
      pending={pending}
      disabled={!coin || locked}
      testId="withdraw-submit"
    >
      {locked ? (
        <p className={styles.warning} data-testid="withdraw-lock">
          {t("wallet.lockNotice")}{" "}
          <span className={styles.countdown} data-testid="withdraw-countdown">
            {formatCountdown(lockLeft)}
          </span>
        </p>
      ) : null}
      {user && !user.pay_password_set ? (
        <p className={styles.notice} data-testid="pay-password-needed">
          {t("wallet.payPasswordNeeded")} <Link to={paths.payPassword}>{t("wallet.setPayPassword")}</Link>
        </p>
      ) : null}
      <CoinField coin={coin} purpose="withdraw" />
      <Field id="method" label={t("wallet.method")}>
        <div className={styles.chips}>
          {(["address", "bank"] as const).map((m) => (
            <button
              key={m}
              type="button"
              className={styles.chipButton}
              aria-pressed={m === method}
              onClick={() => setMethod(m)}
              data-testid={`method-${m}`}
            >
              {t(m === "address" ? "wallet.toAddress" : "wallet.toBank")}
            </button>
          ))}
        </div>
      </Field>
      {method === "address" ? (
        <div data-testid="address-options">
          {mine.map((a) => (
            <button
              key={a.id}
              type="button"
              className={styles.option}
              aria-pressed={a.id === addressId}
              onClick={() => {
                setPicked(a.id);
                setErrors((e) => ({ ...e, destination: undefined }));
              }}
              data-testid="address-option"
            >
              <div className={styles.optionName}>
                {a.name} {a.network_name ? <span className="chip">{a.network_name}</span> : null}
              </div>
              <div className={styles.optionMeta}>{a.address}</div>
            </button>
          ))}
          {addresses.isSuccess && mine.length === 0 ? (
            <p className={styles.notice}>{t("wallet.withdrawAddressRequired")}</p>
          ) : null}
          {errors.destination ? (
            <p className={styles.reason} data-testid="destination-error">
              {errors.destination}
            </p>
          ) : null}
          <div className={styles.linkRow}>
            <Link
              className="text-button"
              to={`${paths.addWallet}?currency=${coin?.id ?? ""}`}
              data-testid="add-address"
            >
              {t("wallet.address.add")}
            </Link>
            <Link className="text-button" to={paths.walletAddresses}>
              {t("wallet.address.manage")}
            </Link>
          </div>
        </div>
      ) : bankCard.data ? (
        <div className={styles.option} data-testid="bank-option">
          <div className={styles.optionName}>{bankCard.data.bank_name}</div>
          <div className={styles.optionMeta}>
            {bankCard.data.real_name} · **** {bankCard.data.bank_account.slice(-4)}
          </div>
        </div>
      ) : (
        <p className={styles.notice}>
          {t("wallet.bank.needed")} <Link to={paths.bank}>{t("wallet.bank.add")}</Link>
        </p>
      )}
      <Field
        id="amount"
        label={t("wallet.amount")}
        error={errors.amount}
        hint={t("wallet.availableAmount", { amount: f.exact(available), coin: coin?.name ?? "" })}
        extra={
          <button
            type="button"
            className={`text-button ${styles.maxButton}`}
            onClick={() => available && isPositive(available) && setAmount(available)}
            data-testid="amount-max"
          >
            {t("wallet.max")}
          </button>
        }
      >
        <Input
          id="amount"
          inputMode="decimal"
          placeholder={t("wallet.minAmount", { min: f.exact(info.data?.min_number) })}
          value={amount}
          onChange={(v) => {
            setAmount(amountInput(v));
            setErrors((e) => ({ ...e, amount: undefined }));
          }}
        />
      </Field>
      <dl className={styles.facts} data-testid="withdraw-preview">
        <div>
          <dt>{t("wallet.minimum")}</dt>
          <dd>{info.data ? `${f.exact(info.data.min_number)} ${coin?.name ?? ""}` : "--"}</dd>
        </div>
        <div>
          <dt>{t("wallet.fee")}</dt>
          <dd data-testid="withdraw-fee">
            {fee !== undefined ? `${f.exact(fee)} ${coin?.name ?? ""}` : "--"}
          </dd>
        </div>
        <div>
          <dt>{t("wallet.receiveAmount")}</dt>
          <dd data-testid="withdraw-receive">
            {receive !== null && isPositive(receive) ? `≈ ${f.exact(receive)} ${coin?.name ?? ""}` : "--"}
          </dd>
        </div>
      </dl>
      <Field id="pay_password" label={t("security.fundPassword")} error={errors.password}>
        <Input
          id="pay_password"
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={12}
          placeholder={t("security.payPasswordPlaceholder")}
          value={password}
          onChange={(v) => {
            setPassword(v);
            setErrors((e) => ({ ...e, password: undefined }));
          }}
        />
      </Field>
      {needsGoogle ? (
        <Field id="google_code" label={t("wallet.googleCode")} error={errors.google}>
          <Input
            id="google_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t("wallet.googleCodePlaceholder")}
            value={google}
            onChange={(v) => {
              setGoogle(v);
              setErrors((e) => ({ ...e, google: undefined }));
            }}
          />
        </Field>
      ) : null}
    </WalletForm>
  );
}
