import Input from "antd-mobile/es/components/input";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { useUserInfo } from "../../../api/get-user-info";
import { postSmsSend } from "../../../api/post-sms-send";
import { paths } from "../../../app/paths";
import { readAreaChoice } from "../../../ui/area-choice";
import { Field } from "../../../ui/field";
import { ChevronDownIcon } from "../../../ui/icons";
import { maskPhone } from "../../../ui/mask";
import { Page } from "../../../ui/page";
import { showToast } from "../../../ui/toast";
import { postBindMobile } from "../api/post-bind-contact";
import { BindCodeField } from "../components/bind-code-field";
import { BoundNotice } from "../components/bound-notice";
import styles from "../components/form.module.css";
import { FormPage } from "../components/form-page";
import { afterChange } from "../model/after-change";
import { readPhoneDraft, savePhoneDraft } from "../model/draft";
import { code, mobile } from "../model/rules";
import { useBack } from "../model/use-back";
import { useSettingForm } from "../model/use-setting-form";

/** Bind a mobile number: region, number, and a code (scene bind) sent to that number. */
export default function BindPhonePage() {
  const { t } = useTranslation();
  const user = useUserInfo();
  if (user?.phone) {
    return (
      <Page title={t("security.bindPhone")} backTo={paths.security}>
        <BoundNotice
          title={t("security.phoneBound", { phone: maskPhone(user.phone, user.area_code) })}
          hint={t("security.changeViaSupport")}
        />
      </Page>
    );
  }
  return <BindPhoneForm />;
}

function BindPhoneForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const back = useBack(paths.security);
  const [region] = useState(readAreaChoice);
  const { form, field, pending, onSubmit } = useSettingForm(
    { mobile: readPhoneDraft(), code: "" },
    { mobile, code },
  );
  const { error, ...input } = field("mobile");

  const send = async () => {
    if (!form.validate(["mobile"])) return false;
    try {
      showToast(
        await postSmsSend({ area_code: region.dial, mobile: form.values.mobile.trim(), scene: "bind" }),
      );
      return true;
    } catch {
      return false;
    }
  };

  const submit = onSubmit(async (v) => {
    const message = await postBindMobile({
      mobile: v.mobile.trim(),
      area_code: region.dial,
      code: v.code.trim(),
    });
    savePhoneDraft("");
    await afterChange(message, back);
  });

  const area = (
    <button
      type="button"
      className={`text-button ${styles.area}`}
      aria-label={t("auth.area")}
      data-testid="area-button"
      onClick={() => {
        savePhoneDraft(form.values.mobile);
        navigate(paths.area);
      }}
    >
      +{region.dial}
      <ChevronDownIcon size={14} />
    </button>
  );

  return (
    <FormPage
      title={t("security.bindPhone")}
      intro={t("security.bindPhoneIntro")}
      onSubmit={submit}
      submitLabel={t("security.bindSubmit")}
      pending={pending}
      testId="bind-phone-submit"
    >
      <Field id="mobile" label={t("auth.mobile")} error={error} prefix={area}>
        <Input
          id="mobile"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          placeholder={t("auth.mobilePlaceholder")}
          clearable
          {...input}
        />
      </Field>
      <BindCodeField {...field("code")} send={send} />
    </FormPage>
  );
}
