import { Button, Input } from "antd-mobile";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { paths } from "../../../app/paths";
import { Page } from "../../../ui/page";
import { showToast } from "../../../ui/toast";
import { useForget } from "../api/post-forget";
import { AccountField } from "../components/account-field";
import { AccountTabs } from "../components/account-tabs";
import styles from "../components/auth.module.css";
import { CodeButton } from "../components/code-button";
import { Field } from "../components/field";
import { sendCode } from "../components/send-code";
import { clearDraft, readAreaChoice, readDraft, saveDraft } from "../model/area-choice";
import { useForm } from "../model/use-form";
import {
  type AccountType,
  type AuthMessage,
  checkAccount,
  checkCode,
  checkConfirm,
  checkNewPassword,
} from "../model/validation";

/** Reset password with a code sent for scene "forget", then back to login. */
export default function ForgetPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [draft] = useState(() => readDraft("forget"));
  const [type, setType] = useState<AccountType>(draft.type === "mobile" ? "mobile" : "email");
  const [region] = useState(readAreaChoice);
  const form = useForm(
    { account: String(draft.account ?? ""), code: String(draft.code ?? ""), password: "", repassword: "" },
    {
      account: (v) => checkAccount(type, v),
      code: checkCode,
      password: checkNewPassword,
      repassword: (v, all) => checkConfirm(v, all.password),
    },
  );
  const forget = useForget();
  const message = (key: AuthMessage | undefined) => (key ? t(key) : undefined);

  const switchType = (next: AccountType) => {
    setType(next);
    form.reset("account");
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || forget.isPending) return;
    const v = form.values;
    forget.mutate(
      {
        account: v.account.trim(),
        code: v.code.trim(),
        password: v.password,
        repassword: v.repassword,
        area_code: type === "mobile" ? region.dial : undefined,
      },
      {
        onSuccess: (text) => {
          clearDraft("forget");
          showToast(text);
          navigate(paths.login, { replace: true });
        },
      },
    );
  };

  return (
    <Page title={t("auth.forgetTitle")} backTo={paths.login}>
      <div className={styles.body}>
        <header className={styles.hero}>
          <h1 className={styles.title}>{t("auth.forgetTitle")}</h1>
          <p className={styles.subtitle}>{t("auth.forgetSubtitle")}</p>
        </header>
        <AccountTabs type={type} onChange={switchType} />
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <AccountField
            type={type}
            region={region}
            {...form.input("account")}
            error={message(form.errors.account)}
            onLeave={() =>
              saveDraft("forget", { type, account: form.values.account, code: form.values.code })
            }
          />
          <Field
            id="code"
            label={t("auth.code")}
            error={message(form.errors.code)}
            extra={
              <CodeButton
                send={() =>
                  sendCode({
                    type,
                    account: form.values.account,
                    region,
                    scene: "forget",
                    validateAccount: () => form.validate(["account"]),
                  })
                }
              />
            }
          >
            <Input
              id="code"
              maxLength={6}
              autoComplete="one-time-code"
              placeholder={t("auth.codePlaceholder")}
              {...form.input("code")}
            />
          </Field>
          <Field
            id="password"
            label={t("auth.newPassword")}
            error={message(form.errors.password)}
            hint={t("auth.passwordRule")}
          >
            <Input
              id="password"
              type="password"
              autoComplete="new-password"
              placeholder={t("auth.newPasswordPlaceholder")}
              {...form.input("password")}
            />
          </Field>
          <Field id="repassword" label={t("auth.confirmPassword")} error={message(form.errors.repassword)}>
            <Input
              id="repassword"
              type="password"
              autoComplete="new-password"
              placeholder={t("auth.confirmPlaceholder")}
              {...form.input("repassword")}
            />
          </Field>
          <div className={styles.footer}>
            <Button
              block
              type="submit"
              color="primary"
              className={styles.submit}
              loading={forget.isPending}
              data-testid="forget-submit"
            >
              {t("auth.forgetSubmit")}
            </Button>
          </div>
        </form>
      </div>
    </Page>
  );
}
