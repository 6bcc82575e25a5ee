import Input from "antd-mobile/es/components/input";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { useCurrencyList } from "../../../api/get-currency-list";
import { queryClient } from "../../../api/query-client";
import { paths } from "../../../app/paths";
import { Field } from "../../../ui/field";
import { showToast } from "../../../ui/toast";
import { addressesKey, useSavedAddresses } from "../api/get-user-wallet-list";
import { postEditAddress, postSaveAddress } from "../api/post-save-address";
import { CoinField } from "../components/coin-field";
import styles from "../components/wallet.module.css";
import { WalletForm } from "../components/wallet-form";
import { addressProblem } from "../model/amount";
import { useBack } from "../model/use-back";
import { useCoinParam } from "../model/use-coin";

/** Add a withdrawal address (`?currency=`), or edit one (`?id=`): coin, network, remark name, address. */
export default function AddAddressPage() {
  const { t } = useTranslation();
  const back = useBack(paths.walletAddresses);
  const [search] = useSearchParams();
  const editId = Number(search.get("id")) || null;
  const saved = useSavedAddresses();
  const editing = saved.data?.find((a) => a.id === editId);
  const currencies = useCurrencyList();
  const param = useCoinParam();
  const coin = editing ? currencies.data?.find((c) => c.id === editing.currency) : param.coin;
  const [network, setNetwork] = useState<number | null>(null);
  const [name, setName] = useState("");
  const [address, setAddress] = useState("");
  const [errors, setErrors] = useState<{ name?: string; address?: string }>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!editing) return;
    setName(editing.name);
    setAddress(editing.address);
    setNetwork(editing.network);
  }, [editing]);

  const chosen = coin?.networks.find((n) => n.id === network)?.id ?? coin?.networks[0]?.id ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = addressProblem(address);
    const found = {
      name: name.trim() ? undefined : t("wallet.address.nameRequired"),
      address: problem ? t(problem) : undefined,
    };
    setErrors(found);
    if (pending || found.name || found.address || !coin || chosen === null) return;
    setPending(true);
    const input = { currency: coin.id, network: chosen, name: name.trim(), address: address.trim() };
    try {
      if (editing) await postEditAddress(editing.id, input);
      else await postSaveAddress(input);
      showToast(t("wallet.address.saved"));
      await queryClient.invalidateQueries({ queryKey: addressesKey });
      back();
    } catch (error) {
      // the server checks the address against the network's rules and names the field it refuses
      if (!(error instanceof ApiError) || error.type === "998" || error.type === "999") return;
      if (error.field === "address") setErrors((e) => ({ ...e, address: error.message }));
      else showToast(error.message);
    } finally {
      setPending(false);
    }
  };

  return (
    <WalletForm
      title={t(editing ? "wallet.address.edit" : "wallet.address.add")}
      backTo={paths.walletAddresses}
      onSubmit={submit}
      submitLabel={t("common.save")}
      pending={pending}
      disabled={!coin}
      testId="address-submit"
    >
      {editing ? (
        <Field id="coin" label={t("wallet.coin")}>
          <span className={styles.coinChoice}>{coin?.name}</span>
        </Field>
      ) : (
        <CoinField coin={coin} purpose="address" />
      )}
      <Field id="network" label={t("wallet.network")}>
        <div className={styles.chips}>
          {(coin?.networks ?? []).map((n) => (
            <button
              key={n.id}
              type="button"
              className={styles.chipButton}
              aria-pressed={n.id === chosen}
              onClick={() => setNetwork(n.id)}
              data-testid={`network-${n.name}`}
            >
              {n.name}
            </button>
          ))}
        </div>
      </Field>
      <Field id="address-name" label={t("wallet.address.name")} error={errors.name}>
        <Input
          id="address-name"
          maxLength={32}
          placeholder={t("wallet.address.namePlaceholder")}
          value={name}
          onChange={(v) => {
            setName(v);
            setErrors((e) => ({ ...e, name: undefined }));
          }}
        />
      </Field>
      <Field id="address-value" label={t("wallet.address.address")} error={errors.address}>
        <Input
          id="address-value"
          maxLength={128}
          autoComplete="off"
          placeholder={t("wallet.address.addressPlaceholder")}
          value={address}
          onChange={(v) => {
            setAddress(v);
            setErrors((e) => ({ ...e, address: undefined }));
          }}
        />
      </Field>
    </WalletForm>
  );
}
