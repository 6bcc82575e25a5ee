import Button from "antd-mobile/es/components/button";
import Input from "antd-mobile/es/components/input";
import TextArea from "antd-mobile/es/components/text-area";
import { type FormEvent, useState } from "react";
import { useCurrencyList } from "../../../api/get-currency-list";
import { useP2pTranslation } from "../../../i18n/p2p";
import { Chip } from "../../../ui/chips";
import { compare, decimalInput, isPositive } from "../../../ui/decimal";
import { Field } from "../../../ui/field";
import lineStyles from "../../../ui/line.module.css";
import { showToast } from "../../../ui/toast";
import { p2pCalls, refreshP2p, type Side, useFiats, usePaymentMethods } from "../api/p2p";
import { type MethodKind, methodKinds } from "../model/labels";
import { type FixCode, FixLink, fixOf } from "./fix-link";
import styles from "./p2p.module.css";
import { FundPasswordField } from "./password-field";

type Key = "price" | "margin" | "total" | "min" | "max" | "way" | "password";

/**
 * Publishes an ad: side, coin, fiat, a fixed price or a margin over the index price, total and per-order
 * limits, payment methods (a seller's need saved details), the pay-time limit, terms and the
 * counterparty's verification level. The server checks everything again and names a wrong field.
 */
export function PublishForm({ onDone }: { onDone: () => void }) {
  const { t } = useP2pTranslation();
  const coins = useCurrencyList();
  const fiats = useFiats();
  const saved = usePaymentMethods();
  const [side, setSide] = useState<Side>("sell");
  const [coinId, setCoinId] = useState<number | null>(null);
  const [fiat, setFiat] = useState<string | null>(null);
  const [floating, setFloating] = useState(false);
  const [values, setValues] = useState({
    price: "",
    margin: "100",
    total: "",
    min: "",
    max: "",
    minutes: "15",
  });
  const [terms, setTerms] = useState("");
  const [minKyc, setMinKyc] = useState(1);
  const [way, setWay] = useState<MethodKind[]>([]);
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [pending, setPending] = useState(false);
  const [fix, setFix] = useState<FixCode>();
  const coin =
    coins.data?.find((c) => c.id === coinId) ?? coins.data?.find((c) => c.name === "USDT") ?? coins.data?.[0];
  const fiatCode = fiat ?? fiats.data?.[0]?.code ?? "";
  const have = new Set((saved.data ?? []).map((m) => m.kind));
  const missing = side === "sell" ? way.filter((k) => !have.has(k)) : [];

  const set = (key: keyof typeof values) => (v: string) => {
    setValues((old) => ({ ...old, [key]: key === "minutes" ? v.replace(/\D/g, "") : decimalInput(v) }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const check = () => {
    const found: Partial<Record<Key, string>> = {};
    const required = t("publish.required");
    if (floating) {
      if (!isPositive(values.margin)) found.margin = required;
    } else if (!isPositive(values.price)) found.price = required;
    for (const k of ["total", "min", "max"] as const) if (!isPositive(values[k])) found[k] = required;
    if (!found.min && !found.max && compare(values.min, values.max) === 1) found.min = required;
    if (!found.max && !found.total && compare(values.max, values.total) === 1) found.max = required;
    if (way.length === 0) found.way = t("publish.chooseMethod");
    if (password === "") found.password = required;
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || !coin || pending) return;
    setPending(true);
    setFix(undefined);
    try {
      await p2pCalls.publish({
        type: side,
        currency_id: coin.id,
        coin_code: fiatCode,
        price_type: floating ? "float" : "fixed",
        ...(floating ? { margin: values.margin } : { price: values.price }),
        total_number: values.total,
        min_number: values.min,
        max_number: values.max,
        way: way.join(","),
        pay_minutes: values.minutes || "15",
        terms: terms.trim(),
        min_kyc: minKyc,
        password,
      });
      void showToast(t("publish.published"));
      void refreshP2p();
      onDone();
    } catch (error) {
      // the server named what is wrong; a missing fund password or balance links to its fix
      setFix(fixOf(error));
    } finally {
      setPending(false);
    }
  };

  const chips = <T extends string | number>(
    options: readonly T[],
    current: T,
    onPick: (v: T) => void,
    label: (v: T) => string,
  ) => (
    <div className={styles.toggle}>
      {options.map((o) => (
        <Chip key={o} pressed={o === current} onClick={() => onPick(o)}>
          {label(o)}
        </Chip>
      ))}
    </div>
  );
  const number = (key: keyof typeof values, label: string, error?: string, suffix?: string) => (
    <Field
      id={`p2p_${key}`}
      label={label}
      error={error}
      extra={suffix ? <span className={lineStyles.muted}>{suffix}</span> : null}
    >
      <Input
        id={`p2p_${key}`}
        inputMode="decimal"
        autoComplete="off"
        value={values[key]}
        onChange={set(key)}
      />
    </Field>
  );

  return (
    <form onSubmit={submit} noValidate className={styles.form} data-testid="p2p-publish">
      <Field id="p2p_side" label={t("publish.side")}>
        {chips<Side>(["sell", "buy"], side, setSide, (s) =>
          t(s === "sell" ? "publish.sideSell" : "publish.sideBuy"),
        )}
      </Field>
      <Field id="p2p_coin" label={t("publish.coin")}>
        {chips(
          (coins.data ?? []).map((c) => c.id),
          coin?.id ?? 0,
          setCoinId,
          (id) => coins.data?.find((c) => c.id === id)?.name ?? "",
        )}
      </Field>
      <Field id="p2p_fiat" label={t("publish.fiat")}>
        {chips(
          (fiats.data ?? []).map((f) => f.code),
          fiatCode,
          setFiat,
          (c) => c,
        )}
      </Field>
      <Field id="p2p_price_type" label={t("publish.priceType")}>
        {chips(
          ["fixed", "float"] as const,
          floating ? "float" : "fixed",
          (v) => setFloating(v === "float"),
          (v) => t(`publish.${v}`),
        )}
      </Field>
      {floating
        ? number("margin", t("publish.margin"), errors.margin, "%")
        : number("price", t("publish.price", { fiat: fiatCode }), errors.price, fiatCode)}
      {number("total", t("publish.total", { coin: coin?.name ?? "" }), errors.total, coin?.name)}
      <div className={styles.row}>
        {number("min", t("publish.min"), errors.min)}
        {number("max", t("publish.max"), errors.max)}
      </div>
      <Field
        id="p2p_methods"
        label={t("publish.methods")}
        error={
          errors.way ??
          (missing.length > 0
            ? t("publish.methodsMissing", { methods: missing.map((k) => t(`method.${k}`)).join(", ") })
            : undefined)
        }
      >
        <div className={styles.toggle}>
          {methodKinds.map((k) => (
            <Chip
              key={k}
              pressed={way.includes(k)}
              onClick={() => {
                setWay((w) => (w.includes(k) ? w.filter((x) => x !== k) : [...w, k]));
                setErrors((e) => ({ ...e, way: undefined }));
              }}
              data-testid={`p2p-publish-way-${k}`}
            >
              {t(`method.${k}`)}
            </Chip>
          ))}
        </div>
      </Field>
      {number("minutes", t("publish.payMinutes"))}
      <Field id="p2p_min_kyc" label={t("publish.minKyc")}>
        {chips([1, 2] as const, minKyc === 2 ? 2 : 1, setMinKyc, (n) => String(n))}
      </Field>
      <Field id="p2p_terms" label={t("publish.terms")}>
        <TextArea id="p2p_terms" rows={2} maxLength={500} value={terms} onChange={setTerms} />
      </Field>
      <FundPasswordField
        value={password}
        onChange={(v) => {
          setPassword(v);
          setErrors((e) => ({ ...e, password: undefined }));
        }}
        error={errors.password}
      />
      {side === "sell" ? <p className={lineStyles.note}>{t("publish.sellNote")}</p> : null}
      <FixLink code={fix} />
      <div className={lineStyles.actions} style={{ padding: "12px 0" }}>
        <Button type="submit" block color="primary" loading={pending} data-testid="p2p-publish-submit">
          {t("publish.submit")}
        </Button>
      </div>
    </form>
  );
}
