import Input from "antd-mobile/es/components/input";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { ApiError } from "../../../api/envelope";
import { paths } from "../../../app/paths";
import { Field } from "../../../ui/field";
import { showToast } from "../../../ui/toast";
import { useLogin } from "../api/post-login";
import { AuthScreen, SubmitFooter } from "../components/auth-screen";
import { PasswordField } from "../components/password-fields";
import { useAuthForm } from "../components/use-auth-form";
import { saveDraft } from "../model/drafts";
import { checkGoogleCode, checkPasswordGiven } from "../model/validation";

/** Only in-app screens are valid targets after login. */
function safeRedirect(target: string | null): string {
  return target?.startsWith("/pages/") ? target : paths.home;
}

/** Failures after which the login form asks for (another) authenticator code. */
const googleCodes = new Set(["AUTH_GOOGLE_CODE_REQUIRED", "SECURITY_GOOGLE_WRONG_CODE"]);

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Spec §5: an account with an authenticator bound is asked for its code after the password.
  const [googleNeeded, setGoogleNeeded] = useState(false);
  const auth = useAuthForm("login", { account: "", password: "", google_code: "" }, ["account"], {
    password: checkPasswordGiven,
    google_code: (v) => (googleNeeded ? checkGoogleCode(v) : null),
  });
  const login = useLogin();

  const onSubmit = auth.onSubmit(login.isPending, () =>
    login.mutate(
      {
        type: auth.type,
        user_string: auth.form.values.account.trim(),
        password: auth.form.values.password,
        area_code: auth.mobileRegion?.dial,
        google_code: googleNeeded ? auth.form.values.google_code.trim() : undefined,
      },
      {
        onSuccess: () => {
          saveDraft("login", { account: "" });
          showToast(t("auth.loggedIn"));
          navigate(safeRedirect(params.get("redirect")), { replace: true });
        },
        onError: (error) => {
          if (error instanceof ApiError && error.code && googleCodes.has(error.code)) {
            setGoogleNeeded(true);
            auth.form.setValue("google_code", "");
          }
        },
      },
    ),
  );

  return (
    <AuthScreen auth={auth} onSubmit={onSubmit}>
      <PasswordField
        id="password"
        label={t("auth.password")}
        placeholder={t("auth.passwordPlaceholder")}
        autoComplete="current-password"
        {...auth.field("password")}
      />
      {googleNeeded ? (
        <Field
          id="google_code"
          label={t("auth.googleCode")}
          hint={t("auth.googleCodeHint")}
          error={auth.field("google_code").error}
        >
          <Input
            id="google_code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            placeholder={t("auth.googleCodePlaceholder")}
            autoFocus
            {...auth.form.input("google_code")}
          />
        </Field>
      ) : null}
      <SubmitFooter label={t("auth.login")} pending={login.isPending} testId="login-submit">
        <Link to={paths.forget}>{t("auth.forgot")}</Link>
        <span>
          {t("auth.noAccount")} <Link to={paths.register}>{t("auth.register")}</Link>
        </span>
      </SubmitFooter>
    </AuthScreen>
  );
}
