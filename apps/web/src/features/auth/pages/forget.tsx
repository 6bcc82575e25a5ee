import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths";
import { useForget } from "../api/post-forget";
import { AuthScreen, SubmitFooter } from "../components/auth-screen";
import { CodeField } from "../components/code-field";
import { NewPasswordFields } from "../components/password-fields";
import { useAuthForm } from "../components/use-auth-form";
import type { AccountType } from "../model/validation";
import { checkCode, checkConfirm, checkNewPassword } from "../model/validation";

/** Reset password with a code sent for scene "forget", then back to login. */
export function ForgetScreen({ initialType }: { initialType: AccountType }) {
  const { t } = useTranslation();
  const auth = useAuthForm(
    "forget",
    { account: "", code: "", password: "", repassword: "" },
    ["account", "code"],
    { code: checkCode, password: checkNewPassword, repassword: (v, all) => checkConfirm(v, all.password) },
    initialType,
  );
  const forget = useForget();

  const onSubmit = auth.onSubmit(forget.isPending, () => {
    const v = auth.form.values;
    forget.mutate(
      {
        account: v.account.trim(),
        code: v.code.trim(),
        password: v.password,
        repassword: v.repassword,
        area_code: auth.mobileRegion?.dial,
      },
      { onSuccess: (text) => auth.finish(text, paths.login) },
    );
  });

  return (
    <AuthScreen auth={auth} onSubmit={onSubmit}>
      <CodeField {...auth.field("code")} scene="forget" account={auth.account} />
      <NewPasswordFields label={t("auth.newPassword")} confirm="repassword" field={auth.field} />
      <SubmitFooter label={t("auth.forgetSubmit")} pending={forget.isPending} testId="forget-submit" />
    </AuthScreen>
  );
}

export default function ForgetPage() {
  return <ForgetScreen initialType="email" />;
}
