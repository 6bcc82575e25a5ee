import { Button, Input } from "antd-mobile";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { Page } from "../../../ui/page";
import { showToast } from "../../../ui/toast";
import { useLogin } from "../api/post-login";
import { AccountField } from "../components/account-field";
import { AccountTabs } from "../components/account-tabs";
import styles from "../components/auth.module.css";
import { Field } from "../components/field";
import { readAreaChoice, readDraft, saveDraft } from "../model/area-choice";
import { useForm } from "../model/use-form";
import { type AccountType, type AuthMessage, checkAccount, checkPasswordGiven } from "../model/validation";

/** Only in-app screens are valid targets after login. */
function safeRedirect(target: string | null): string {
  return target?.startsWith("/pages/") ? target : paths.home;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [draft] = useState(() => readDraft("login"));
  const [type, setType] = useState<AccountType>(draft.type === "mobile" ? "mobile" : "email");
  const [region] = useState(readAreaChoice);
  const form = useForm(
    { account: String(draft.account ?? ""), password: "" },
    { account: (v) => checkAccount(type, v), password: checkPasswordGiven },
  );
  const login = useLogin();
  const message = (key: AuthMessage | undefined) => (key ? t(key) : undefined);

  const switchType = (next: AccountType) => {
    setType(next);
    form.reset("account");
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || login.isPending) return;
    login.mutate(
      {
        type,
        user_string: form.values.account.trim(),
        password: form.values.password,
        area_code: type === "mobile" ? region.dial : undefined,
      },
      {
        onSuccess: () => {
          saveDraft("login", { account: "" });
          showToast(t("auth.loggedIn"));
          navigate(safeRedirect(params.get("redirect")), { replace: true });
        },
      },
    );
  };

  return (
    <Page title={t("auth.login")}>
      <div className={styles.body}>
        <header className={styles.hero}>
          <h1 className={styles.title}>{t("auth.loginTitle")}</h1>
          <p className={styles.subtitle}>{t("auth.loginSubtitle")}</p>
        </header>
        <AccountTabs type={type} onChange={switchType} />
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <AccountField
            type={type}
            region={region}
            {...form.input("account")}
            error={message(form.errors.account)}
            onLeave={() => saveDraft("login", { type, account: form.values.account })}
          />
          <Field id="password" label={t("auth.password")} error={message(form.errors.password)}>
            <Input
              id="password"
              type="password"
              autoComplete="current-password"
              placeholder={t("auth.passwordPlaceholder")}
              {...form.input("password")}
            />
          </Field>
          <div className={styles.footer}>
            <Button
              block
              type="submit"
              color="primary"
              className={styles.submit}
              loading={login.isPending}
              data-testid="login-submit"
            >
              {t("auth.login")}
            </Button>
            <div className={styles.links}>
              <Link to={paths.forget}>{t("auth.forgot")}</Link>
              <span>
                {t("auth.noAccount")} <Link to={paths.register}>{t("auth.register")}</Link>
              </span>
            </div>
          </div>
        </form>
      </div>
    </Page>
  );
}
