import type { NftItem } from "@bourse/contract";
import Button from "antd-mobile/es/components/button";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { myNftTab, nftPaths, withNftId } from "../../../app/lines/nft-paths";
import { useNftTranslation } from "../../../i18n/nft";
import { confirmSheet } from "../../../ui/confirm-sheet";
import { decimalInput } from "../../../ui/decimal";
import { Field } from "../../../ui/field";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { DetailPage, useIdParam } from "../../../ui/query-gate";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { nftCalls, refreshNft, useItem } from "../api/nft";
import styles from "../components/nft.module.css";
import { RarityBadge, Still } from "../components/parts";
import {
  defaultEnd,
  type ResellField,
  type ResellForm,
  type ResellPayType,
  readDateTimeInput,
  resellParams,
  resellPayTypes,
  resellProblem,
} from "../model/resell";

/**
 * Listing an edition one holds (`resell?id=<item id>`): a fixed price, or an auction with its start
 * price and least raise (bidders join with a margin of 10 % of the start price), from now or a later
 * start, to an end (7 days on unless changed). The form is checked here (a positive price, a raise
 * above 0, an end after the start and in the future) and the server's refusals are shown beside the
 * field they name, or above the button. A resale in progress cannot be withdrawn: the screen says so.
 */
export default function ResellPage() {
  const { t, ready } = useNftTranslation();
  const id = useIdParam();
  const item = useItem(id);
  return (
    <DetailPage
      ready={ready}
      title={t("resell.title")}
      backTo={myNftTab("owned")}
      id={id}
      query={item}
      notFound={t("resell.notFound")}
      browse={{ label: t("my.title"), to: myNftTab("owned") }}
    >
      {(found) => <ResellView item={found} />}
    </DetailPage>
  );
}

function ResellView({ item }: { item: NftItem }) {
  const { t } = useNftTranslation();
  const common = useTranslation().t;
  const locale = useLocaleTag();
  const navigate = useNavigate();
  const [form, setForm] = useState<ResellForm>(() => ({
    payType: "normal",
    price: "",
    perIncrease: "",
    start: "",
    end: defaultEnd(Date.now()),
  }));
  const [errors, setErrors] = useState<Partial<Record<ResellField, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);
  const auction = form.payType === "auction";

  const edit = (patch: Partial<ResellForm>, field?: ResellField) => {
    setForm((current) => ({ ...current, ...patch }));
    setRefusal(undefined);
    if (field) setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = resellProblem(form, Date.now());
    if (problem) {
      setErrors({ [problem.field]: t(`resell.problem.${problem.problem}`) });
      return;
    }
    setErrors({});
    const end = formatDateTime(readDateTimeInput(form.end) ?? 0, locale);
    const values = {
      title: item.artwork.title,
      edition: item.edition,
      price: form.price.trim(),
      raise: form.perIncrease.trim(),
      end,
    };
    const confirmed = await confirmSheet({
      title: t("resell.confirmTitle"),
      testId: "nft-resell-sheet",
      okTestId: "nft-confirm",
      cancelTestId: "nft-cancel",
      ok: t("resell.ok"),
      cancel: common("common.cancel"),
      children: (
        <>
          <p>{t(auction ? "resell.confirmAuction" : "resell.confirmFixed", values)}</p>
          <p>{t("resell.noWithdraw")}</p>
        </>
      ),
    });
    if (!confirmed) return;
    setPending(true);
    setRefusal(undefined);
    try {
      const answer = await nftCalls.resell(resellParams(item.id, form));
      void showToast(t("resell.done"));
      void refreshNft();
      navigate(withNftId(nftPaths.artworkDetail, answer.sale_id), { replace: true });
    } catch (failure) {
      if (!(failure instanceof ApiError)) return;
      const field = failure.field as ResellField | undefined;
      if (field && ["price", "per_increase", "start_time", "end_time"].includes(field))
        setErrors({ [field]: failure.message });
      else setRefusal(failure.message);
    } finally {
      setPending(false);
    }
  };

  const listed = item.listed_sale_id;
  return (
    <div data-testid="nft-resell" data-id={item.id}>
      <section className={lineStyles.card}>
        <div className={styles.row}>
          <span className={styles.rowThumb}>
            <Still src={item.artwork.thumb} alt={item.artwork.title} width={64} height={64} />
          </span>
          <div className={styles.rowBody}>
            <span className={styles.name}>{item.artwork.title}</span>
            <span className={styles.headTags}>
              <RarityBadge rarity={item.artwork.rarity} />
              <span className={lineStyles.tag} data-testid="nft-item-code">
                #{item.edition} · {item.code}
              </span>
            </span>
            <span className={styles.by}>{t("card.by", { name: item.artwork.artist.name })}</span>
          </div>
        </div>
      </section>
      {listed !== null ? (
        <section className={lineStyles.card} data-testid="nft-already-listed">
          <p className={lineStyles.text}>{t("resell.listed")}</p>
          <div className={lineStyles.links}>
            <Link to={withNftId(nftPaths.artworkDetail, listed)}>{t("my.viewSale")}</Link>
          </div>
        </section>
      ) : (
        <form onSubmit={submit} noValidate data-testid="nft-resell-form">
          <section className={lineStyles.form}>
            <fieldset className={styles.choice}>
              <legend className={lineStyles.muted}>{t("resell.payType")}</legend>
              {resellPayTypes.map((type: ResellPayType) => (
                <button
                  key={type}
                  type="button"
                  aria-pressed={form.payType === type}
                  onClick={() => edit({ payType: type }, "per_increase")}
                  data-testid={`nft-resell-type-${type}`}
                >
                  {t(`resell.type.${type}`)}
                </button>
              ))}
            </fieldset>
            <Field
              id="nft_price"
              label={t(auction ? "resell.startPrice" : "resell.price")}
              error={errors.price}
            >
              <input
                id="nft_price"
                className={lineStyles.input}
                inputMode="decimal"
                autoComplete="off"
                value={form.price}
                onChange={(e) => edit({ price: decimalInput(e.target.value) }, "price")}
                aria-invalid={errors.price ? true : undefined}
                data-testid="nft-resell-price"
              />
            </Field>
            {auction ? (
              <>
                <Field
                  id="nft_raise"
                  label={t("resell.raise")}
                  error={errors.per_increase}
                  hint={t("resell.raiseHint")}
                >
                  <input
                    id="nft_raise"
                    className={lineStyles.input}
                    inputMode="decimal"
                    autoComplete="off"
                    value={form.perIncrease}
                    onChange={(e) => edit({ perIncrease: decimalInput(e.target.value) }, "per_increase")}
                    aria-invalid={errors.per_increase ? true : undefined}
                    data-testid="nft-resell-raise"
                  />
                </Field>
                <p className={lineStyles.note}>{t("resell.marginNote")}</p>
              </>
            ) : null}
            <Field
              id="nft_start"
              label={t("resell.start")}
              error={errors.start_time}
              hint={t("resell.startHint")}
            >
              <input
                id="nft_start"
                className={lineStyles.input}
                type="datetime-local"
                value={form.start}
                onChange={(e) => edit({ start: e.target.value }, "start_time")}
                aria-invalid={errors.start_time ? true : undefined}
                data-testid="nft-resell-start"
              />
            </Field>
            <Field id="nft_end" label={t("resell.end")} error={errors.end_time}>
              <input
                id="nft_end"
                className={lineStyles.input}
                type="datetime-local"
                value={form.end}
                onChange={(e) => edit({ end: e.target.value }, "end_time")}
                aria-invalid={errors.end_time ? true : undefined}
                data-testid="nft-resell-end"
              />
            </Field>
            <p className={lineStyles.note}>{t("resell.split")}</p>
            <p className={lineStyles.note} data-testid="nft-resell-no-withdraw">
              {t("resell.noWithdraw")}
            </p>
          </section>
          {refusal ? (
            <p className={lineStyles.alert} role="alert" data-testid="nft-error">
              {refusal}
            </p>
          ) : null}
          <div className={lineStyles.actions}>
            <Button type="submit" block color="primary" loading={pending} data-testid="nft-resell-submit">
              {t("resell.submit")}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
