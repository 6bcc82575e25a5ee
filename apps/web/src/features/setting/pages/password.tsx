import Input from "antd-mobile/es/components/input";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths";
import { Field } from "../../../ui/field";
import { postChangePassword } from "../api/post-change-password";
import { FormPage } from "../components/form-page";
import { afterChange } from "../model/after-change";
import { confirmOf, given, newPassword } from "../model/rules";
import { useBack } from "../model/use-back";
import { useSettingForm } from "../model/use-setting-form";

/** Change the login password with the current one; the server signs other devices out. */
export default function PasswordPage() {
  const { t } = useTranslation();
  const back = useBack(paths.security);
  const { field, pending, onSubmit } = useSettingForm(
    { old_password: "", password: "", re_password: "" },
    { old_password: given, password: newPassword, re_password: (v, all) => confirmOf(v, all.password) },
  );

  const submit = onSubmit(async (v) => afterChange(await postChangePassword(v), back));

  const password = (
    name: "old_password" | "password" | "re_password",
    label: string,
    placeholder: string,
  ) => {
    const { error, ...input } = field(name);
    return (
      <Field
        id={name}
        label={label}
        error={error}
        hint={name === "password" ? t("auth.passwordRule") : undefined}
      >
        <Input
          id={name}
          type="password"
          autoComplete={name === "old_password" ? "current-password" : "new-password"}
          placeholder={placeholder}
          {...input}
        />
      </Field>
    );
  };

  return (
    <FormPage
      title={t("security.loginPassword")}
      intro={t("security.passwordIntro")}
      onSubmit={submit}
      submitLabel={t("common.confirm")}
      pending={pending}
      testId="password-submit"
    >
      {password("old_password", t("security.currentPassword"), t("auth.passwordPlaceholder"))}
      {password("password", t("auth.newPassword"), t("auth.newPasswordPlaceholder"))}
      {password("re_password", t("auth.confirmPassword"), t("auth.confirmPlaceholder"))}
    </FormPage>
  );
}
