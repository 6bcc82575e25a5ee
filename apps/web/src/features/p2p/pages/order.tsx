import type { P2pAd } from "@bourse/contract";
import Button from "antd-mobile/es/components/button";
import Input from "antd-mobile/es/components/input";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { useP2pTranslation } from "../../../i18n/p2p";
import { Chip } from "../../../ui/chips";
import { decimalInput } from "../../../ui/decimal";
import { Field } from "../../../ui/field";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { useFormat } from "../../../ui/use-format";
import { p2pCalls, refreshP2p, useAd } from "../api/p2p";
import { type FixCode, FixLink, fixOf } from "../components/fix-link";
import styles from "../components/p2p.module.css";
import { FundPasswordField } from "../components/password-field";
import { limitProblem, type Means, maxPerOrder, previewDeal } from "../model/deal";
import { idParam, isMethodKind, takerSide } from "../model/labels";

/** Takes an ad (`?id=`): a fiat sum or a coin amount within its limits, a payment method and the fund password. */
export default function TakePage() {
  const { t, ready } = useP2pTranslation();
  const [search] = useSearchParams();
  const id = idParam(search.get("id"));
  const ad = useAd(id);
  return (
    <Page
      title={
        ready && ad.data
          ? t("take.title", { side: t(`side.${takerSide(ad.data.type)}`), coin: ad.data.currency_name })
          : ""
      }
      backTo={p2pPaths.legal}
    >
      {!ready || (id !== null && ad.isPending) ? (
        <SectionLoading />
      ) : id === null || (ad.isError && (ad.error as { code?: string }).code === "P2P_AD_NOT_FOUND") ? (
        <MessageScreen title={t("ad.notFound")} />
      ) : ad.isError || !ad.data ? (
        <LoadError onRetry={() => void ad.refetch()} />
      ) : ad.data.status !== "online" ? (
        <MessageScreen title={t("ad.notFound")} />
      ) : (
        <TakeForm ad={ad.data} />
      )}
    </Page>
  );
}

type Errors = Partial<Record<"value" | "password", string>>;

function TakeForm({ ad }: { ad: P2pAd }) {
  const { t } = useP2pTranslation();
  const f = useFormat();
  const navigate = useNavigate();
  const side = takerSide(ad.type);
  const coin = ad.currency_name;
  const fiat = ad.coin_code;
  const [means, setMeans] = useState<Means>("money");
  const [value, setValue] = useState("");
  const [way, setWay] = useState(ad.way[0] ?? "");
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);
  const [fix, setFix] = useState<FixCode>();
  const preview = previewDeal(ad, means, value);
  const max = maxPerOrder(ad);
  const shownMin = f.exact(ad.min_number);
  const shownMax = f.exact(max);

  const check = (): Errors => {
    const found: Errors = {};
    if (value.trim() === "") found.value = t("take.required");
    else if (!preview) found.value = t("take.invalid");
    else {
      const problem = limitProblem(ad, preview.amount);
      if (problem === "below_min") found.value = t("take.belowMin", { min: shownMin, coin });
      if (problem === "above_max") found.value = t("take.aboveMax", { max: shownMax, coin });
    }
    if (password === "") found.password = t("take.passwordRequired");
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0 || pending) return;
    setPending(true);
    setFix(undefined);
    try {
      const order = await p2pCalls.take({ id: ad.id, means, value: value.trim(), way, password });
      void refreshP2p();
      navigate(`${p2pPaths.legalOrderDetail}?id=${order.id}`, { replace: true });
    } catch (error) {
      // the server's refusal was shown (limits, balance, suspension, password); some link to their fix
      setFix(fixOf(error));
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="p2p-take-form">
      <section className={lineStyles.card}>
        <div className={lineStyles.itemHead}>
          <Link className={styles.store} to={`${p2pPaths.legalStoreDetail}?id=${ad.seller.id}`}>
            {ad.seller.name}
          </Link>
          <span className={lineStyles.muted}>{t("ad.payIn", { minutes: ad.pay_minutes })}</span>
        </div>
        <p className={styles.price} data-testid="p2p-take-price">
          {f.exact(ad.price)}
          <small>{fiat}</small>
        </p>
        <dl className={lineStyles.facts}>
          <div>
            <dt>{t("ad.available")}</dt>
            <dd>
              {f.exact(ad.surplus_number)} {coin}
            </dd>
          </div>
          <div>
            <dt>{t("ad.limits")}</dt>
            <dd>{t("ad.limitRange", { min: shownMin, max: shownMax, coin })}</dd>
          </div>
          {ad.min_kyc > 1 ? (
            <div>
              <dt />
              <dd>{t("ad.minKyc", { level: ad.min_kyc })}</dd>
            </div>
          ) : null}
        </dl>
        {ad.terms ? (
          <p className={lineStyles.note}>
            <strong>{t("ad.terms")}: </strong>
            {ad.terms}
          </p>
        ) : null}
      </section>
      <section className={styles.form}>
        <div className={styles.toggle}>
          {(["money", "number"] as const).map((m) => (
            <Chip
              key={m}
              pressed={means === m}
              onClick={() => {
                setMeans(m);
                setValue("");
                setErrors({});
              }}
              data-testid={`p2p-means-${m}`}
            >
              {m === "money" ? t("take.byFiat", { fiat }) : t("take.byCoin", { coin })}
            </Chip>
          ))}
        </div>
        <Field
          id="p2p_value"
          label={side === "buy" ? t("take.youPay") : t("take.youSell")}
          error={errors.value}
          extra={<span className={lineStyles.muted}>{means === "money" ? fiat : coin}</span>}
        >
          <Input
            id="p2p_value"
            inputMode="decimal"
            autoComplete="off"
            placeholder={
              means === "number" ? t("take.amountPlaceholder", { min: shownMin, max: shownMax }) : ""
            }
            value={value}
            onChange={(v) => {
              setValue(decimalInput(v));
              setErrors((e) => ({ ...e, value: undefined }));
            }}
          />
        </Field>
        <dl className={lineStyles.facts} data-testid="p2p-take-preview">
          <div>
            <dt>{side === "buy" ? t("take.youReceive") : t("take.youSell")}</dt>
            <dd data-testid="p2p-take-amount">{preview ? `${f.exact(preview.amount)} ${coin}` : "--"}</dd>
          </div>
          <div>
            <dt>{side === "buy" ? t("take.youPay") : t("take.youGet")}</dt>
            <dd data-testid="p2p-take-money">{preview ? `${f.exact(preview.money)} ${fiat}` : "--"}</dd>
          </div>
        </dl>
        <Field id="p2p_way" label={t("take.method")}>
          <div className={styles.toggle}>
            {ad.way.map((k) => (
              <Chip key={k} pressed={way === k} onClick={() => setWay(k)}>
                {isMethodKind(k) ? t(`method.${k}`) : k}
              </Chip>
            ))}
          </div>
        </Field>
        <FundPasswordField
          value={password}
          onChange={(v) => {
            setPassword(v);
            setErrors((e) => ({ ...e, password: undefined }));
          }}
          error={errors.password}
        />
        <p className={lineStyles.note} data-testid="p2p-escrow-note">
          {t(side === "buy" ? "take.escrowNoteBuyer" : "take.escrowNoteSeller")}
        </p>
        <FixLink code={fix} />
      </section>
      <div className={lineStyles.actions}>
        <Button
          type="submit"
          block
          loading={pending}
          className={side === "buy" ? styles.buyButton : styles.sellButton}
          data-testid="p2p-take-submit"
        >
          {t("take.submit", { side: t(`side.${side}`), coin })}
        </Button>
      </div>
    </form>
  );
}
