import Checkbox from "antd-mobile/es/components/checkbox";
import Input from "antd-mobile/es/components/input";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { Field } from "../../../ui/field";
import { showToast } from "../../../ui/toast";
import { useRegister } from "../api/post-register";
import styles from "../components/auth.module.css";
import { AuthScreen, SubmitFooter } from "../components/auth-screen";
import { CodeField } from "../components/code-field";
import { NewPasswordFields } from "../components/password-fields";
import { useAuthForm } from "../components/use-auth-form";
import { checkCode, checkConfirm, checkNewPassword } from "../model/validation";

const ticks = ["age", "risk", "terms"] as const;
type Tick = (typeof ticks)[number];
const tickLabel = { age: "auth.tickAge", risk: "auth.tickRisk", terms: "auth.tickTerms" } as const;

export default function RegisterPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [ticked, setTicked] = useState<Record<Tick, boolean>>({ age: false, risk: false, terms: false });
  const [tickRefused, setTickRefused] = useState(false);
  const invitation = params.get("code") ?? params.get("extension_code") ?? "";
  const auth = useAuthForm(
    "register",
    { account: "", code: "", password: "", re_password: "", extension_code: invitation },
    ["account", "code", "extension_code"],
    { code: checkCode, password: checkNewPassword, re_password: (v, all) => checkConfirm(v, all.password) },
  );
  const register = useRegister();
  const allTicked = ticks.every((k) => ticked[k]);

  const onSubmit = auth.onSubmit(register.isPending, () => {
    // Spec §5: registration needs the 18+ and risk-notice ticks and agreeing to the terms.
    if (!allTicked) {
      setTickRefused(true);
      showToast(t("auth.tickRequired"));
      return;
    }
    const v = auth.form.values;
    register.mutate(
      {
        type: auth.type,
        user_string: v.account.trim(),
        code: v.code.trim(),
        password: v.password,
        re_password: v.re_password,
        area_code_id: auth.mobileRegion?.iso,
        area_code: auth.mobileRegion?.dial,
        extension_code: v.extension_code.trim() || undefined,
      },
      { onSuccess: (text) => auth.finish(text, paths.home) },
    );
  });

  return (
    <AuthScreen auth={auth} onSubmit={onSubmit}>
      <CodeField {...auth.field("code")} scene="register" account={auth.account} />
      <NewPasswordFields label={t("auth.password")} confirm="re_password" field={auth.field} />
      <Field id="extension_code" label={t("auth.invitation")}>
        <Input
          id="extension_code"
          placeholder={t("auth.invitationPlaceholder")}
          clearable
          {...auth.form.input("extension_code")}
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
      <SubmitFooter
        label={t("auth.register")}
        pending={register.isPending}
        testId="register-submit"
        dimmed={!allTicked}
      >
        <span>
          {t("auth.haveAccount")} <Link to={paths.login}>{t("auth.login")}</Link>
        </span>
      </SubmitFooter>
    </AuthScreen>
  );
}
