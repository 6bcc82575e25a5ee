import Input from "antd-mobile/es/components/input";
import { type FormEvent, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { queryClient } from "../../../api/query-client";
import { paths } from "../../../app/paths";
import { tradingAccount, useAppStore } from "../../../app/store";
import { copyText } from "../../../ui/copy";
import { Field } from "../../../ui/field";
import { CopyIcon } from "../../../ui/icons";
import { ImageUpload } from "../../../ui/image-upload";
import { Page } from "../../../ui/page";
import { SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { postChargeReq } from "../api/post-charge-req";
import { useDepositAddress } from "../api/post-in-address";
import { CoinField } from "../components/coin-field";
import styles from "../components/wallet.module.css";
import { WalletForm } from "../components/wallet-form";
import { amountInput, isAmount } from "../model/amount";
import { useCoinParam } from "../model/use-coin";

// Demo mode's notice: deposits are for the real account only.
const RealOnlyPage = lazy(() => import("../components/real-only-page"));
// A network watched on its chain: its facts and the deposits seen there (with their own texts).
const ChainDeposit = lazy(() => import("../components/chain-deposit"));

/** Deposit; in demo mode, the notice that deposits need the real account, with the way back to it. */
export default function ReceivePage() {
  const { t } = useTranslation();
  const demo = useAppStore(tradingAccount) === "demo";
  if (!demo) return <Receive />;
  return (
    <Suspense fallback={<SectionLoading />}>
      <RealOnlyPage title={t("wallet.receive.title")} />
    </Suspense>
  );
}

/**
 * Deposit (spec §2 recharge): pick the network, send to the shown address, then claim the deposit
 * with its amount and payment voucher; an operator reviews the claim. On a network watched on its
 * chain there is no claim: the user's own address, the confirmations a deposit waits for, and the
 * deposits seen on the chain, updated as blocks arrive.
 */
function Receive() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { coin } = useCoinParam();
  const [chosen, setChosen] = useState<number | null>(null);
  const network = coin?.networks.find((n) => n.id === chosen)?.id ?? coin?.networks[0]?.id ?? null;
  const address = useDepositAddress(coin?.id ?? null, network);
  const [amount, setAmount] = useState("");
  const [voucher, setVoucher] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ amount?: string; voucher?: string }>({});
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = {
      amount: isAmount(amount) ? undefined : t("wallet.amountInvalid"),
      voucher: voucher ? undefined : t("wallet.receive.voucherRequired"),
    };
    setErrors(found);
    if (pending || found.amount || found.voucher || !coin || network === null || !voucher) return;
    setPending(true);
    try {
      await postChargeReq({ currency: coin.id, network, amount: amount.trim(), voucher });
      showToast(t("wallet.receive.submitted"));
      await queryClient.invalidateQueries({ queryKey: ["wallet", "deposits"] });
      navigate(`${paths.fundRecords}?tab=deposit`, { replace: true });
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setPending(false);
    }
  };

  const chain = address.data?.chain;
  const top = (
    <>
      <CoinField coin={coin} purpose="receive" />
      <Field id="network" label={t("wallet.network")}>
        <div className={styles.chips}>
          {(coin?.networks ?? []).map((n) => (
            <button
              key={n.id}
              type="button"
              className={styles.chipButton}
              aria-pressed={n.id === network}
              onClick={() => setChosen(n.id)}
              data-testid={`network-${n.name}`}
            >
              {n.name}
            </button>
          ))}
        </div>
      </Field>
      {address.isPending && network !== null ? (
        <SectionLoading />
      ) : address.data ? (
        <>
          <img className={styles.qr} src={address.data.qr} alt={t("wallet.receive.qr")} />
          <div className={styles.address}>
            <span data-testid="deposit-address">{address.data.address}</span>
            <button
              type="button"
              className={styles.iconButton}
              onClick={() => void copyText(address.data.address)}
              aria-label={t("wallet.receive.copy")}
              data-testid="copy-address"
            >
              <CopyIcon size={20} />
            </button>
          </div>
          <p className={styles.warning}>
            {t("wallet.receive.notice", {
              coin: coin?.name ?? "",
              network: address.data.network_name,
              min: address.data.min_number,
            })}
          </p>
        </>
      ) : address.error ? (
        // e.g. the network has no valid deposit address: the server's reason, in place of the address
        <p className={styles.warning} data-testid="deposit-unavailable">
          {address.error.message}
        </p>
      ) : null}
    </>
  );

  // A network watched on its chain: the address is the user's own and transfers to it are credited by
  // themselves, so there is no claim to send; the deposits seen on the chain show below.
  if (address.data && chain) {
    return (
      <Page title={t("wallet.receive.title")} backTo={paths.assets}>
        <div className={styles.body}>
          {top}
          <Suspense fallback={<SectionLoading />}>
            <ChainDeposit
              coin={coin?.name ?? ""}
              network={address.data.network_name}
              min={address.data.min_number}
              confirmations={chain.confirmations}
            />
          </Suspense>
        </div>
      </Page>
    );
  }

  return (
    <WalletForm
      title={t("wallet.receive.title")}
      backTo={paths.assets}
      onSubmit={submit}
      submitLabel={t("wallet.receive.submit")}
      pending={pending}
      disabled={!coin}
      testId="receive-submit"
    >
      {top}
      <Field
        id="amount"
        label={t("wallet.receive.amount")}
        error={errors.amount}
        extra={<span className={styles.unit}>{coin?.name}</span>}
      >
        <Input
          id="amount"
          inputMode="decimal"
          placeholder={t("wallet.amountPlaceholder")}
          value={amount}
          onChange={(v) => {
            setAmount(amountInput(v));
            setErrors((e) => ({ ...e, amount: undefined }));
          }}
        />
      </Field>
      <Field id="voucher" label={t("wallet.receive.voucher")} error={errors.voucher}>
        <ImageUpload
          label={t("wallet.receive.voucherHint")}
          onUploaded={(path) => {
            setVoucher(path);
            setErrors((e) => ({ ...e, voucher: undefined }));
          }}
          testId="voucher-input"
        />
      </Field>
    </WalletForm>
  );
}
