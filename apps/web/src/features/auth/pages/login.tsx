import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { showToast } from "../../../ui/toast";
import { useLogin } from "../api/post-login";
import { AuthScreen, SubmitFooter } from "../components/auth-screen";
import { PasswordField } from "../components/password-fields";
import { useAuthForm } from "../components/use-auth-form";
import { saveDraft } from "../model/area-choice";
import { checkPasswordGiven } from "../model/validation";

/** Only in-app screens are valid targets after login. */
function safeRedirect(target: string | null): string {
  return target?.startsWith("/pages/") ? target : paths.home;
}

export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const auth = useAuthForm("login", { account: "", password: "" }, ["account"], {
    password: checkPasswordGiven,
  });
  const login = useLogin();

  const onSubmit = auth.onSubmit(login.isPending, () =>
    login.mutate(
      {
        type: auth.type,
        user_string: auth.form.values.account.trim(),
        password: auth.form.values.password,
        area_code: auth.mobileRegion?.dial,
      },
      {
        onSuccess: () => {
          saveDraft("login", { account: "" });
          showToast(t("auth.loggedIn"));
          navigate(safeRedirect(params.get("redirect")), { replace: true });
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
      <SubmitFooter label={t("auth.login")} pending={login.isPending} testId="login-submit">
        <Link to={paths.forget}>{t("auth.forgot")}</Link>
        <span>
          {t("auth.noAccount")} <Link to={paths.register}>{t("auth.register")}</Link>
        </span>
      </SubmitFooter>
    </AuthScreen>
  );
}
