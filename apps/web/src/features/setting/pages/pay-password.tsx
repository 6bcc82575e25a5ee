import Input from "antd-mobile/es/components/input";
import { useTranslation } from "react-i18next";
import { useUserInfo } from "../../../api/get-user-info";
import { paths } from "../../../app/paths";
import { Field } from "../../../ui/field";
import { postUpdatePassword } from "../api/post-update-password";
import { FormPage } from "../components/form-page";
import { SecurityCodeField } from "../components/security-code-field";
import { afterChange } from "../model/after-change";
import { code, confirmOf, payPassword } from "../model/rules";
import { useBack } from "../model/use-back";
import { useSettingForm } from "../model/use-setting-form";

/** Set or change the fund password (4–12 digits), confirmed by a security code. */
export default function PayPasswordPage() {
  const { t } = useTranslation();
  const back = useBack(paths.security);
  const user = useUserInfo();
  const { field, pending, onSubmit } = useSettingForm(
    { password: "", re_password: "", code: "" },
    { password: payPassword, re_password: (v, all) => confirmOf(v, all.password), code },
  );

  const submit = onSubmit(async (v) =>
    afterChange(await postUpdatePassword({ ...v, code: v.code.trim() }), back),
  );

  const digits = (name: "password" | "re_password", label: string) => {
    const { error, ...input } = field(name);
    return (
      <Field
        id={name}
        label={label}
        error={error}
        hint={name === "password" ? t("security.payPasswordRule") : undefined}
      >
        <Input
          id={name}
          type="password"
          inputMode="numeric"
          autoComplete="new-password"
          maxLength={12}
          placeholder={t("security.payPasswordPlaceholder")}
          {...input}
        />
      </Field>
    );
  };

  return (
    <FormPage
      title={t("security.fundPassword")}
      intro={t(user?.pay_password_set ? "security.payPasswordChange" : "security.payPasswordIntro")}
      onSubmit={submit}
      submitLabel={t("common.confirm")}
      pending={pending}
      testId="pay-password-submit"
    >
      {digits("password", t("security.fundPassword"))}
      {digits("re_password", t("security.confirmFundPassword"))}
      <SecurityCodeField {...field("code")} />
    </FormPage>
  );
}
