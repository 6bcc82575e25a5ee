import Input from "antd-mobile/es/components/input";
import { useTranslation } from "react-i18next";
import { useUserInfo } from "../../../api/get-user-info";
import { postSmsMail } from "../../../api/post-sms-mail";
import { paths } from "../../../app/paths";
import { Field } from "../../../ui/field";
import { maskEmail } from "../../../ui/mask";
import { Page } from "../../../ui/page";
import { showToast } from "../../../ui/toast";
import { postBindEmail } from "../api/post-bind-contact";
import { BindCodeField } from "../components/bind-code-field";
import { BoundNotice } from "../components/bound-notice";
import { FormPage } from "../components/form-page";
import { afterChange } from "../model/after-change";
import { code, email } from "../model/rules";
import { useBack } from "../model/use-back";
import { useSettingForm } from "../model/use-setting-form";

/** Bind an email address with a code (scene bind) sent to it. */
export default function BindEmailPage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  if (user?.email) {
    return (
      <Page title={t("security.bindEmail")} backTo={paths.security}>
        <BoundNotice
          title={t("security.emailBound", { email: maskEmail(user.email) })}
          hint={t("security.changeViaSupport")}
        />
      </Page>
    );
  }
  return <BindEmailForm />;
}

function BindEmailForm() {
  const { t } = useTranslation();
  const back = useBack(paths.security);
  const { form, field, pending, onSubmit } = useSettingForm({ email: "", code: "" }, { email, code });
  const { error, ...input } = field("email");

  const send = async () => {
    if (!form.validate(["email"])) return false;
    try {
      showToast(await postSmsMail({ user_string: form.values.email.trim(), scene: "bind" }));
      return true;
    } catch {
      return false;
    }
  };

  const submit = onSubmit(async (v) =>
    afterChange(await postBindEmail({ email: v.email.trim(), code: v.code.trim() }), back),
  );

  return (
    <FormPage
      title={t("security.bindEmail")}
      intro={t("security.bindEmailIntro")}
      onSubmit={submit}
      submitLabel={t("security.bindSubmit")}
      pending={pending}
      testId="bind-email-submit"
    >
      <Field id="email" label={t("auth.email")} error={error}>
        <Input
          id="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t("auth.emailPlaceholder")}
          clearable
          {...input}
        />
      </Field>
      <BindCodeField {...field("code")} send={send} />
    </FormPage>
  );
}
