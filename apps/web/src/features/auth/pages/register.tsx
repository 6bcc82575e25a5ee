import { Button, Checkbox, Input } from "antd-mobile";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { Page } from "../../../ui/page";
import { showToast } from "../../../ui/toast";
import { useRegister } from "../api/post-register";
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

const ticks = ["age", "risk", "terms"] as const;
type Tick = (typeof ticks)[number];
const tickLabel = { age: "auth.tickAge", risk: "auth.tickRisk", terms: "auth.tickTerms" } as const;

export default function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [draft] = useState(() => readDraft("register"));
  const [type, setType] = useState<AccountType>(draft.type === "mobile" ? "mobile" : "email");
  const [region] = useState(readAreaChoice);
  const [ticked, setTicked] = useState<Record<Tick, boolean>>({ age: false, risk: false, terms: false });
  const [tickRefused, setTickRefused] = useState(false);
  const invitation = params.get("code") ?? params.get("extension_code") ?? "";
  const form = useForm(
    {
      account: String(draft.account ?? ""),
      code: String(draft.code ?? ""),
      password: "",
      re_password: "",
      extension_code: String(draft.extension_code ?? invitation),
    },
    {
      account: (v) => checkAccount(type, v),
      code: checkCode,
      password: checkNewPassword,
      re_password: (v, all) => checkConfirm(v, all.password),
    },
  );
  const register = useRegister();
  const allTicked = ticks.every((k) => ticked[k]);
  const message = (key: AuthMessage | undefined) => (key ? t(key) : undefined);
  const keepDraft = () => saveDraft("register", { ...form.values, password: "", re_password: "", type });

  const switchType = (next: AccountType) => {
    setType(next);
    form.reset("account");
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.validate() || register.isPending) return;
    // Spec §5: registration needs the 18+ and risk-notice ticks and agreeing to the terms.
    if (!allTicked) {
      setTickRefused(true);
      showToast(t("auth.tickRequired"));
      return;
    }
    const v = form.values;
    register.mutate(
      {
        type,
        user_string: v.account.trim(),
        code: v.code.trim(),
        password: v.password,
        re_password: v.re_password,
        area_code_id: type === "mobile" ? region.iso : undefined,
        area_code: type === "mobile" ? region.dial : undefined,
        extension_code: v.extension_code.trim() || undefined,
      },
      {
        onSuccess: (text) => {
          clearDraft("register");
          showToast(text);
          navigate(paths.home, { replace: true });
        },
      },
    );
  };

  return (
    <Page title={t("auth.register")}>
      <div className={styles.body}>
        <header className={styles.hero}>
          <h1 className={styles.title}>{t("auth.registerTitle")}</h1>
          <p className={styles.subtitle}>{t("auth.registerSubtitle")}</p>
        </header>
        <AccountTabs type={type} onChange={switchType} />
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <AccountField
            type={type}
            region={region}
            {...form.input("account")}
            error={message(form.errors.account)}
            onLeave={keepDraft}
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
                    scene: "register",
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
            label={t("auth.password")}
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
          <Field id="re_password" label={t("auth.confirmPassword")} error={message(form.errors.re_password)}>
            <Input
              id="re_password"
              type="password"
              autoComplete="new-password"
              placeholder={t("auth.confirmPlaceholder")}
              {...form.input("re_password")}
            />
          </Field>
          <Field id="extension_code" label={t("auth.invitation")}>
            <Input
              id="extension_code"
              placeholder={t("auth.invitationPlaceholder")}
              clearable
              {...form.input("extension_code")}
            />
          </Field>
          <fieldset className={styles.ticks}>
            {ticks.map((k) => (
              <Checkbox
                key={k}
                checked={ticked[k]}
                onChange={(checked) => {
                  setTicked((s) => ({ ...s, [k]: checked }));
                  if (checked) setTickRefused(false);
                }}
                data-testid={`tick-${k}`}
              >
                {t(tickLabel[k])}
              </Checkbox>
            ))}
            {tickRefused && !allTicked ? (
              <p className={styles.tickError} role="alert" data-testid="tick-error">
                {t("auth.tickRequired")}
              </p>
            ) : null}
          </fieldset>
          <div className={styles.footer}>
            <Button
              block
              type="submit"
              color="primary"
              className={`${styles.submit} ${allTicked ? "" : styles.refused}`}
              loading={register.isPending}
              data-testid="register-submit"
            >
              {t("auth.register")}
            </Button>
            <div className={styles.links}>
              <span>
                {t("auth.haveAccount")} <Link to={paths.login}>{t("auth.login")}</Link>
              </span>
            </div>
          </div>
        </form>
      </div>
    </Page>
  );
}
