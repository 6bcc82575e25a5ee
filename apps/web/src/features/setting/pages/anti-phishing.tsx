import Input from "antd-mobile/es/components/input";
import { useTranslation } from "react-i18next";
import { paths } from "../../../app/paths";
import { Field } from "../../../ui/field";
import { postAntiPhishing } from "../api/post-anti-phishing";
import { FormPage } from "../components/form-page";
import { SecurityCodeField } from "../components/security-code-field";
import { afterChange } from "../model/after-change";
import { antiPhishing, code } from "../model/rules";
import { useBack } from "../model/use-back";
import { useSettingForm } from "../model/use-setting-form";

/** The anti-phishing code: shown in every message the venue sends, so a fake one stands out. */
export default function AntiPhishingPage() {
  const { t } = useTranslation();
  const back = useBack(paths.security);
  const { field, pending, onSubmit } = useSettingForm(
    { anti_phishing_code: "", code: "" },
    { anti_phishing_code: antiPhishing, code },
  );
  const { error, ...input } = field("anti_phishing_code");

  const submit = onSubmit(async (v) =>
    afterChange(
      await postAntiPhishing({ anti_phishing_code: v.anti_phishing_code.trim(), code: v.code.trim() }),
      back,
    ),
  );

  return (
    <FormPage
      title={t("security.antiPhishing")}
      intro={t("security.antiPhishingIntro")}
      onSubmit={submit}
      submitLabel={t("common.confirm")}
      pending={pending}
      testId="anti-phishing-submit"
    >
      <Field
        id="anti_phishing_code"
        label={t("security.antiPhishing")}
        error={error}
        hint={t("security.antiPhishingRule")}
      >
        <Input
          id="anti_phishing_code"
          maxLength={20}
          placeholder={t("security.antiPhishingPlaceholder")}
          {...input}
        />
      </Field>
      <SecurityCodeField {...field("code")} />
    </FormPage>
  );
}
