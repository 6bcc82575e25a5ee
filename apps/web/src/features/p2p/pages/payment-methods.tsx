import Button from "antd-mobile/es/components/button";
import Input from "antd-mobile/es/components/input";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { useP2pTranslation } from "../../../i18n/p2p";
import { Field } from "../../../ui/field";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { LoadError, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { p2pCalls, refreshP2p, type SavedMethod, usePaymentMethods } from "../api/p2p";
import { MethodDetails } from "../components/method-details";
import styles from "../components/p2p.module.css";
import { type MethodKind, methodFields, methodKinds } from "../model/labels";

/**
 * The user's payment method details, one set per kind (bank, international bank, e-wallets). The other
 * party of an open order sees the set its order uses; nobody else does.
 */
export default function PaymentMethodsPage() {
  const { t, ready } = useP2pTranslation();
  const saved = usePaymentMethods();
  const [editing, setEditing] = useState<MethodKind | null>(null);
  return (
    <Page title={ready ? t("methods.title") : ""} backTo={p2pPaths.otc}>
      {!ready || saved.isPending ? (
        <SectionLoading />
      ) : saved.isError ? (
        <LoadError onRetry={() => void saved.refetch()} />
      ) : (
        <>
          <p className={`${lineStyles.note} ${lineStyles.card}`}>{t("methods.lead")}</p>
          {methodKinds.map((kind) => {
            const mine = saved.data.find((m) => m.kind === kind);
            return (
              <section key={kind} className={lineStyles.card} data-testid={`p2p-method-${kind}`}>
                <div className={lineStyles.itemHead}>
                  <strong>{t(`method.${kind}`)}</strong>
                  {editing === kind ? null : (
                    <button type="button" className="text-button" onClick={() => setEditing(kind)}>
                      {mine ? t("methods.edit") : t("methods.add")}
                    </button>
                  )}
                </div>
                {editing === kind ? (
                  <MethodForm kind={kind} saved={mine} onDone={() => setEditing(null)} />
                ) : mine ? (
                  <MethodDetails kind={kind} details={mine.details} />
                ) : (
                  <p className={lineStyles.muted}>{t("methods.notSet")}</p>
                )}
              </section>
            );
          })}
        </>
      )}
    </Page>
  );
}

function MethodForm({
  kind,
  saved,
  onDone,
}: {
  kind: MethodKind;
  saved: SavedMethod | undefined;
  onDone: () => void;
}) {
  const { t } = useP2pTranslation();
  const common = useTranslation().t;
  const fields = methodFields(kind);
  const [values, setValues] = useState<Record<string, string>>(() => ({ ...saved?.details }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const f of fields) if (f.required && !values[f.name]?.trim()) found[f.name] = t("publish.required");
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      const details = Object.fromEntries(fields.map((f) => [f.name, values[f.name]?.trim() ?? ""]));
      await p2pCalls.saveMethod(kind, details);
      void showToast(t("methods.saved"));
      await refreshP2p();
      onDone();
    } catch (error) {
      // the server named the field that is wrong and the format it expects: shown under that field too
      const { field, message } = error as { field?: string; message?: string };
      if (field && message && fields.some((f) => f.name === field)) setErrors({ [field]: message });
    } finally {
      setPending(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate data-testid={`p2p-method-form-${kind}`}>
      {fields.map((f) => (
        <Field
          key={f.name}
          id={`p2p_${kind}_${f.name}`}
          label={t(`field.${f.name as "account_name"}`)}
          error={errors[f.name]}
        >
          <Input
            id={`p2p_${kind}_${f.name}`}
            name={f.name}
            maxLength={100}
            placeholder={
              f.name === "account_number" || f.name === "iban" ? t(`placeholder.${f.name}`) : undefined
            }
            value={values[f.name] ?? ""}
            onChange={(v) => {
              setValues((old) => ({ ...old, [f.name]: v }));
              setErrors((e) => ({ ...e, [f.name]: "" }));
            }}
          />
        </Field>
      ))}
      <div className={styles.row} style={{ marginTop: 8 }}>
        <Button onClick={onDone}>{common("common.cancel")}</Button>
        <Button type="submit" color="primary" loading={pending} data-testid={`p2p-method-save-${kind}`}>
          {t("methods.save")}
        </Button>
      </div>
    </form>
  );
}
