import Button from "antd-mobile/es/components/button";
import Input from "antd-mobile/es/components/input";
import { useTranslation } from "react-i18next";
import { useUserInfo } from "../../../api/get-user-info";
import { paths } from "../../../app/paths";
import { copyText } from "../../../ui/copy";
import { Field } from "../../../ui/field";
import { CopyIcon } from "../../../ui/icons";
import { Page } from "../../../ui/page";
import { LoadError, SectionLoading } from "../../../ui/status";
import { useAuthenticatorSetup } from "../api/get-authenticator";
import { postBindAuthenticator } from "../api/post-bind-authenticator";
import styles from "../components/authenticator.module.css";
import { BoundNotice } from "../components/bound-notice";
import form from "../components/form.module.css";
import { afterChange } from "../model/after-change";
import { googleCode } from "../model/rules";
import { useBack } from "../model/use-back";
import { useSettingForm } from "../model/use-setting-form";

/**
 * Google authenticator: scan the QR (or type the key), then confirm with a code from the app.
 * Spec §5: it is bound once; replacing it goes through customer service.
 */
export default function BindAuthenticatorPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  const bound = Boolean(user?.google_bound);
  return (
    <Page title={t("security.google")} backTo={paths.security}>
      {!user ? (
        <SectionLoading />
      ) : bound ? (
        <div data-testid="google-bound">
          <BoundNotice title={t("security.googleBound")} hint={t("security.googleBoundHint")} />
        </div>
      ) : (
        <Setup />
      )}
    </Page>
  );
}

function Setup() {
  const { t } = useTranslation();
  const back = useBack(paths.security);
  const setup = useAuthenticatorSetup(true);
  const { field, pending, onSubmit } = useSettingForm({ google_code: "" }, { google_code: googleCode });
  const { error, ...input } = field("google_code");

  if (setup.isPending) return <SectionLoading />;
  if (setup.isError || !setup.data) return <LoadError onRetry={() => setup.refetch()} />;
  const { secret, qr } = setup.data;

  const submit = onSubmit(async (v) => afterChange(await postBindAuthenticator(v.google_code.trim()), back));

  return (
    <form className={form.body} onSubmit={submit} noValidate>
      <ol className={styles.steps}>
        <li>{t("security.googleStep1")}</li>
        <li>{t("security.googleStep2")}</li>
      </ol>
      <div className={styles.qrCard}>
        <img className={styles.qr} src={qr} alt={t("security.googleQr")} data-testid="authenticator-qr" />
        <div className={styles.keyLabel}>{t("security.googleKey")}</div>
        <button
          type="button"
          className={styles.key}
          onClick={() => void copyText(secret)}
          aria-label={t("security.copyKey")}
        >
          <span data-testid="authenticator-secret">{secret}</span>
          <CopyIcon size={16} />
        </button>
        <p className={styles.keep}>{t("security.googleKeep")}</p>
      </div>
      <ol className={styles.steps} start={3}>
        <li>{t("security.googleStep3")}</li>
      </ol>
      <Field id="google_code" label={t("auth.googleCode")} error={error}>
        <Input
          id="google_code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          placeholder={t("auth.googleCodePlaceholder")}
          {...input}
        />
      </Field>
      <Button
        block
        type="submit"
        color="primary"
        className={form.submit}
        loading={pending}
        data-testid="bind-google-submit"
      >
        {t("security.bindSubmit")}
      </Button>
    </form>
  );
}
