import ActionSheet from "antd-mobile/es/components/action-sheet";
import Button from "antd-mobile/es/components/button";
import Input from "antd-mobile/es/components/input";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../../ui/field";
import { ChevronDownIcon } from "../../../ui/icons";
import { ImageUpload } from "../../../ui/image-upload";
import { type DocType, postReal } from "../api/post-real";
import { documentNumber, legalName, photo, required } from "../model/rules";
import { useSettingForm } from "../model/use-setting-form";
import styles from "./form.module.css";
import { NationalityPicker } from "./nationality-picker";

const docTypes = [
  { value: "id_card", label: "kyc.docIdCard" },
  { value: "passport", label: "kyc.docPassport" },
  { value: "driver_licence", label: "kyc.docDriverLicence" },
  { value: "residence_permit", label: "kyc.docResidencePermit" },
  { value: "other", label: "kyc.docOther" },
] as const satisfies readonly { value: DocType; label: string }[];

const isDocType = (v: unknown): v is DocType => docTypes.some((d) => d.value === v);

/** Level 1: legal name, document type, number and nationality, and both sides of the document. */
export function KycLevel1Form({ onDone }: { onDone: (message: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [pickingDoc, setPickingDoc] = useState(false);
  const { form, field, pending, onSubmit } = useSettingForm(
    { name: "", doc_type: "id_card", card_id: "", nationality: "", front_pic: "", reverse_pic: "" },
    { name: legalName, card_id: documentNumber, nationality: required, front_pic: photo, reverse_pic: photo },
  );
  const docType = isDocType(form.values.doc_type) ? form.values.doc_type : "id_card";
  const docLabel = docTypes.find((d) => d.value === docType)?.label ?? "kyc.docIdCard";
  const name = field("name");
  const number = field("card_id");
  const nationality = field("nationality");
  const front = field("front_pic");
  const reverse = field("reverse_pic");

  const submit = onSubmit(async (v) =>
    onDone(
      await postReal({
        type: 1,
        name: v.name.trim(),
        doc_type: docType,
        card_id: v.card_id.trim(),
        nationality: v.nationality,
        front_pic: v.front_pic,
        reverse_pic: v.reverse_pic,
      }),
    ),
  );

  return (
    <form className={styles.body} onSubmit={submit} noValidate data-testid="kyc-level1-form">
      <div className={styles.intro}>{t("kyc.level1Intro")}</div>
      <Field id="kyc-name" label={t("kyc.name")} error={name.error}>
        <Input
          id="kyc-name"
          autoComplete="name"
          maxLength={64}
          placeholder={t("kyc.namePlaceholder")}
          value={name.value}
          onChange={name.onChange}
        />
      </Field>
      <Field id="doc-type" label={t("kyc.docType")}>
        <button
          type="button"
          id="doc-type"
          className={styles.picker}
          onClick={() => setPickingDoc(true)}
          data-testid="doc-type"
        >
          <span>{t(docLabel)}</span>
          <ChevronDownIcon size={16} className={styles.chevron} />
        </button>
      </Field>
      <ActionSheet
        visible={pickingDoc}
        onClose={() => setPickingDoc(false)}
        extra={t("kyc.docType")}
        actions={docTypes.map((d) => ({
          key: d.value,
          text: d.value === docType ? <strong>{t(d.label)}</strong> : t(d.label),
        }))}
        onAction={(action) => {
          if (isDocType(action.key)) form.setValue("doc_type", action.key);
          setPickingDoc(false);
        }}
        cancelText={t("common.cancel")}
      />
      <Field id="kyc-number" label={t("kyc.number")} error={number.error}>
        <Input
          id="kyc-number"
          maxLength={32}
          placeholder={t("kyc.numberPlaceholder")}
          value={number.value}
          onChange={number.onChange}
        />
      </Field>
      <Field id="nationality" label={t("kyc.nationality")} error={nationality.error}>
        <NationalityPicker value={nationality.value} onChange={nationality.onChange} />
      </Field>
      <h2 className={styles.sectionTitle}>{t("kyc.photos")}</h2>
      <div className={styles.row}>
        <ImageUpload label={t("kyc.front")} onUploaded={front.onChange} testId="front-input" />
        <ImageUpload label={t("kyc.back")} onUploaded={reverse.onChange} testId="back-input" />
      </div>
      {front.error || reverse.error ? (
        <p className={styles.photoError} role="alert">
          {front.error ?? reverse.error}
        </p>
      ) : null}
      <p className={styles.hint}>{t("kyc.photoHint")}</p>
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
