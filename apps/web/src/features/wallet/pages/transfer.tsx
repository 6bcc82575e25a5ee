import ActionSheet from "antd-mobile/es/components/action-sheet";
import Input from "antd-mobile/es/components/input";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { queryClient } from "../../../api/query-client";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { paths } from "../../../app/paths";
import { Field } from "../../../ui/field";
import { ChevronDownIcon } from "../../../ui/icons";
import { showToast } from "../../../ui/toast";
import { useFormat } from "../../../ui/use-format";
import { postTransfer } from "../api/post-transfer";
import { useTransferFee } from "../api/post-transfer-fee";
import { useWallets, walletKey } from "../api/post-wallet-list";
import { CoinField } from "../components/coin-field";
import styles from "../components/wallet.module.css";
import { WalletForm } from "../components/wallet-form";
import { type AccountKind, accountKinds, accountLabel, isAccountKind } from "../model/accounts";
import { amountInput, isAmount } from "../model/amount";
import { useCoinParam } from "../model/use-coin";

/**
 * Transfer between the user's own accounts: from/to with swap, coin, amount with max, fee preview.
 * `?from=&to=` preselect the accounts (e.g. `from=change&to=micro` from the seconds screen), `?currency=` the coin.
 */
export default function TransferPage() {
  const { t } = useTranslation();
  const { coin } = useCoinParam();
  const wallets = useWallets();
  const [search] = useSearchParams();
  const [from, setFrom] = useState<AccountKind>(() => {
    const wanted = search.get("from");
    return isAccountKind(wanted) ? wanted : "change";
  });
  const { pathname } = useLocation();
  const [to, setTo] = useState<AccountKind>(() => {
    // the fiat P2P screens' transfer fills the fiat (legal) account
    const wanted = search.get("to") ?? (pathname === p2pPaths.legalTransfer ? "legal" : null);
    if (isAccountKind(wanted) && wanted !== from) return wanted;
    return from === "lever" ? "change" : "lever";
  });
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const fee = useTransferFee(coin?.id ?? null, isAmount(amount) ? amount.trim() : null);

  const available = wallets.data?.accounts[from].holdings.find((h) => h.currency === coin?.id)?.available;
  const f = useFormat();

  const choose = (side: "from" | "to") => {
    const handler = ActionSheet.show({
      cancelText: t("common.cancel"),
      actions: accountKinds.map((k) => ({ key: k, text: t(accountLabel[k]) })),
      onAction: (action) => {
        const kind = action.key as AccountKind;
        if (side === "from") {
          if (kind === to) setTo(from);
          setFrom(kind);
        } else {
          if (kind === from) setFrom(to);
          setTo(kind);
        }
        handler.close();
      },
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = isAmount(amount) ? undefined : t("wallet.amountInvalid");
    setError(problem);
    if (pending || problem || !coin) return;
    setPending(true);
    try {
      const done = await postTransfer({
        currency_id: coin.id,
        number: amount.trim(),
        from_field: from,
        to_field: to,
      });
      showToast(t("wallet.transferDone", { amount: f.exact(done.amount), coin: coin.name }));
      setAmount("");
      await queryClient.invalidateQueries({ queryKey: walletKey });
      await queryClient.invalidateQueries({ queryKey: ["wallet", "transfers"] });
      await queryClient.invalidateQueries({ queryKey: ["wallet", "bills"] });
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setPending(false);
    }
  };

  const account = (side: "from" | "to", kind: AccountKind) => (
    <Field id={`${side}-account`} label={t(side === "from" ? "wallet.from" : "wallet.to")}>
      <button
        id={`${side}-account`}
        type="button"
        className={styles.picker}
        onClick={() => choose(side)}
        data-testid={`${side}-account`}
      >
        {t(accountLabel[kind])}
        <ChevronDownIcon size={18} />
      </button>
    </Field>
  );

  return (
    <WalletForm
      title={t("wallet.transfer")}
      right={
        <Link className="text-button" to={paths.transferHistory} data-testid="transfer-history-link">
          {t("wallet.history")}
        </Link>
      }
      backTo={paths.assets}
      onSubmit={submit}
      submitLabel={t("wallet.transferSubmit")}
      pending={pending}
      disabled={!coin}
      testId="transfer-submit"
    >
      {account("from", from)}
      <button
        type="button"
        className={styles.swap}
        onClick={() => {
          setFrom(to);
          setTo(from);
        }}
        aria-label={t("wallet.swap")}
        data-testid="swap-accounts"
      >
        ⇅
      </button>
      {account("to", to)}
      <CoinField coin={coin} purpose="transfer" />
      <Field
        id="amount"
        label={t("wallet.amount")}
        error={error}
        hint={t("wallet.availableAmount", { amount: f.exact(available), coin: coin?.name ?? "" })}
        extra={
          <button
            type="button"
            className={`text-button ${styles.maxButton}`}
            onClick={() => available && setAmount(available)}
            data-testid="amount-max"
          >
            {t("wallet.max")}
          </button>
        }
      >
        <Input
          id="amount"
          inputMode="decimal"
          placeholder={t("wallet.amountPlaceholder")}
          value={amount}
          onChange={(v) => {
            setAmount(amountInput(v));
            setError(undefined);
          }}
        />
      </Field>
      <dl className={styles.facts}>
        <div>
          <dt>{t("wallet.fee")}</dt>
          <dd data-testid="transfer-fee">
            {fee.data && isAmount(amount) ? `${f.exact(fee.data.fee)} ${coin?.name ?? ""}` : "--"}
          </dd>
        </div>
      </dl>
    </WalletForm>
  );
}
