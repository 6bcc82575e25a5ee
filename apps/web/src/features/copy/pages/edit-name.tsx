import Button from "antd-mobile/es/components/button";
import { type FormEvent, useState } from "react";
import { useNavigate } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { copyPaths } from "../../../app/lines/copy-paths";
import { useCopyTranslation } from "../../../i18n/copy";
import { Field } from "../../../ui/field";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { copyCalls, type OwnTrader, refreshCopy, useOwnTrader } from "../api/copy";
import styles from "../components/copy.module.css";
import { BIO_MAX, fieldOfRefusal, NAME_MAX, nameProblem } from "../model/settings";

type NameField = "name" | "bio";
const FIELDS: readonly NameField[] = ["name", "bio"];

/** The trader's display name and introduction, as followers see them. */
export default function EditNamePage() {
  const { t, ready } = useCopyTranslation();
  const own = useOwnTrader();
  return (
    <Page title={ready ? t("editName.title") : ""} backTo={copyPaths.copytradeTrader}>
      {!ready || own.isPending ? (
        <SectionLoading />
      ) : own.isError ? (
        <LoadError onRetry={() => void own.refetch()} />
      ) : own.data === null ? (
        <MessageScreen title={t("dashboard.notTrader")} />
      ) : (
        <NameForm trader={own.data} />
      )}
    </Page>
  );
}

function NameForm({ trader }: { trader: OwnTrader }) {
  const { t } = useCopyTranslation();
  const navigate = useNavigate();
  const [name, setName] = useState(trader.name);
  const [bio, setBio] = useState(trader.bio);
  const [errors, setErrors] = useState<Partial<Record<NameField, string>>>({});
  const [refusal, setRefusal] = useState<string>();
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found: Partial<Record<NameField, string>> = {};
    if (nameProblem(name)) found.name = t("problem.nameLength");
    if (Array.from(bio.trim()).length > BIO_MAX) found.bio = t("problem.bioLength", { max: BIO_MAX });
    setErrors(found);
    setRefusal(undefined);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await copyCalls.setName(name.trim(), bio.trim());
      void showToast(t("editName.saved"));
      void refreshCopy();
      navigate(copyPaths.copytradeTrader, { replace: true });
    } catch (error) {
      if (error instanceof ApiError) {
        const field = fieldOfRefusal(error, FIELDS);
        if (field) setErrors({ [field]: error.message });
        else setRefusal(error.message);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="copy-name-form">
      <section className={styles.form}>
        <Field id="copy_name" label={t("join.name")} error={errors.name} hint={t("problem.nameLength")}>
          <input
            id="copy_name"
            className={lineStyles.input}
            maxLength={NAME_MAX}
            autoComplete="off"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setErrors((x) => ({ ...x, name: undefined }));
            }}
            data-testid="copy-name-input"
          />
        </Field>
        <Field id="copy_bio" label={t("join.bio")} error={errors.bio}>
          <textarea
            id="copy_bio"
            className={styles.textarea}
            maxLength={BIO_MAX}
            value={bio}
            onChange={(e) => {
              setBio(e.target.value);
              setErrors((x) => ({ ...x, bio: undefined }));
            }}
            data-testid="copy-bio-input"
          />
        </Field>
      </section>
      {refusal ? (
        <p className={lineStyles.alert} role="alert" data-testid="copy-name-error">
          {refusal}
        </p>
      ) : null}
      <div className={lineStyles.actions}>
        <Button type="submit" block color="primary" loading={pending} data-testid="copy-name-submit">
          {t("editName.save")}
        </Button>
      </div>
    </form>
  );
}
