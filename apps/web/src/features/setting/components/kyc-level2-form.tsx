import Button from "antd-mobile/es/components/button";
import Input from "antd-mobile/es/components/input";
import TextArea from "antd-mobile/es/components/text-area";
import { useTranslation } from "react-i18next";
import { Field } from "../../../ui/field";
import { ImageUpload } from "../../../ui/image-upload";
import { postReal } from "../api/post-real";
import { legalName, phone, photo, required } from "../model/rules";
import { useSettingForm } from "../model/use-setting-form";
import styles from "./form.module.css";

/**
 * Level 2: a photo holding the document, and an emergency contact. Each field has its own placeholder,
 * about the contact (never the user's own name or mobile texts).
 */
export function KycLevel2Form({ onDone }: { onDone: (message: string) => Promise<void> }) {
  const { t } = useTranslation();
  const { field, pending, onSubmit } = useSettingForm(
    { hand_pic: "", relatives: "", relationship: "", relatives_phone: "", relatives_address: "" },
    {
      hand_pic: photo,
      relatives: legalName,
      relationship: required,
      relatives_phone: phone,
      relatives_address: required,
    },
  );
  const hand = field("hand_pic");
  const text = (
    name: "relatives" | "relationship" | "relatives_phone",
    label: string,
    placeholder: string,
  ) => {
    const { error, ...input } = field(name);
    return (
      <Field id={name} label={label} error={error}>
        <Input
          id={name}
          type={name === "relatives_phone" ? "tel" : "text"}
          maxLength={name === "relatives_phone" ? 16 : 32}
          placeholder={placeholder}
          {...input}
        />
      </Field>
    );
  };
  const address = field("relatives_address");

  const submit = onSubmit(async (v) =>
    onDone(
      await postReal({
        type: 2,
        hand_pic: v.hand_pic,
        relatives: v.relatives.trim(),
        relationship: v.relationship.trim(),
        relatives_phone: v.relatives_phone.trim(),
        relatives_address: v.relatives_address.trim(),
      }),
    ),
  );

  return (
    <form className={styles.body} onSubmit={submit} noValidate data-testid="kyc-level2-form">
      <div className={styles.intro}>{t("kyc.level2Intro")}</div>
      <h2 className={styles.sectionTitle}>{t("kyc.handPhoto")}</h2>
      <div className={styles.row}>
        <ImageUpload label={t("kyc.hand")} onUploaded={hand.onChange} testId="hand-input" />
        <p className={styles.hint}>{t("kyc.handHint")}</p>
      </div>
      {hand.error ? (
        <p className={styles.photoError} role="alert">
          {hand.error}
        </p>
      ) : null}
      <h2 className={styles.sectionTitle}>{t("kyc.contact")}</h2>
      {text("relatives", t("kyc.contactName"), t("kyc.contactNamePlaceholder"))}
      {text("relationship", t("kyc.relationship"), t("kyc.relationshipPlaceholder"))}
      {text("relatives_phone", t("kyc.contactPhone"), t("kyc.contactPhonePlaceholder"))}
      <Field id="relatives_address" label={t("kyc.contactAddress")} error={address.error}>
        <TextArea
          id="relatives_address"
          rows={2}
          maxLength={200}
          autoSize
          placeholder={t("kyc.addressPlaceholder")}
          value={address.value}
          onChange={address.onChange}
        />
      </Field>
      <Button
        block
        type="submit"
        color="primary"
        className={styles.submit}
        loading={pending}
        data-testid="kyc-submit"
      >
        {t("kyc.submit")}
      </Button>
    </form>
  );
}
