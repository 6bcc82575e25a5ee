import Input from "antd-mobile/es/components/input";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { queryClient } from "../../../api/query-client";
import { paths } from "../../../app/paths";
import { Field } from "../../../ui/field";
import { showToast } from "../../../ui/toast";
import { type BankCard, bankCardKey, postCashSave, useBankCard } from "../api/post-cash";
import styles from "../components/wallet.module.css";
import { WalletForm } from "../components/wallet-form";
import { bankAccountProblem } from "../model/amount";
import { useBack } from "../model/use-back";

const required = ["real_name", "bank_account", "bank_name"] as const;
const optional = [
  "bank_address",
  "swift_code",
  "aba_number",
  "post_code",
  "holder_address",
  "payee_phone",
  "payee_address",
  "branch_name",
  "bank_code",
] as const;
type Key = (typeof required)[number] | (typeof optional)[number];

const labels = {
  real_name: "wallet.bank.realName",
  bank_account: "wallet.bank.account",
  bank_name: "wallet.bank.name",
  bank_address: "wallet.bank.address",
  swift_code: "wallet.bank.swift",
  aba_number: "wallet.bank.aba",
  post_code: "wallet.bank.postCode",
  holder_address: "wallet.bank.holderAddress",
  payee_phone: "wallet.bank.payeePhone",
  payee_address: "wallet.bank.payeeAddress",
  branch_name: "wallet.bank.branch",
  bank_code: "wallet.bank.code",
} as const satisfies Record<Key, string>;

const empty = Object.fromEntries([...required, ...optional].map((k) => [k, ""])) as Record<Key, string>;

/** The bank card bank withdrawals pay to (spec §3 labels); saving replaces the previous card. */
export default function BankPage() {
  const { t } = useTranslation();
  const back = useBack(paths.security);
  const card = useBankCard();
  const [values, setValues] = useState<Record<Key, string>>(empty);
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!card.data) return;
    const loaded = { ...empty };
    for (const k of Object.keys(empty) as Key[]) loaded[k] = card.data[k] ?? "";
    setValues(loaded);
  }, [card.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Key, string>> = {};
    for (const k of required) if (!values[k].trim()) found[k] = t("wallet.bank.required");
    const accountProblem = bankAccountProblem(values.bank_account);
    if (!found.bank_account && accountProblem) found.bank_account = t(accountProblem);
    setErrors(found);
    if (pending || Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await postCashSave(values as BankCard);
      showToast(t("wallet.bank.saved"));
      await queryClient.invalidateQueries({ queryKey: bankCardKey });
      back();
    } catch {
      // The API client has shown the server's reason.
    } finally {
      setPending(false);
    }
  };

  const field = (k: Key) => (
    <Field key={k} id={`bank-${k}`} label={t(labels[k])} error={errors[k]}>
      <Input
        id={`bank-${k}`}
        inputMode={k === "bank_account" ? "numeric" : undefined}
        maxLength={k === "bank_account" ? 40 : 100}
        value={values[k]}
        onChange={(v) => setValues((all) => ({ ...all, [k]: v }))}
      />
    </Field>
  );

  return (
    <WalletForm
      title={t("wallet.bank.title")}
      backTo={paths.security}
      onSubmit={submit}
      submitLabel={t("common.save")}
      pending={pending}
      testId="bank-submit"
    >
      {required.map(field)}
      <h2 className={styles.sectionTitle}>{t("wallet.bank.optional")}</h2>
      {optional.map(field)}
    </WalletForm>
  );
}
