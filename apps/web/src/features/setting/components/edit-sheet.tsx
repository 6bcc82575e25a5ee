import Button from "antd-mobile/es/components/button";
import Input from "antd-mobile/es/components/input";
import Popup from "antd-mobile/es/components/popup";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "../../../ui/field";
import styles from "./edit-sheet.module.css";

interface EditSheetProps {
  visible: boolean;
  title: string;
  initial: string;
  placeholder: string;
  /** The rule, shown under the field until a check fails. */
  hint: string;
  maxLength: number;
  /** The i18n'd message when `value` is invalid, else null. */
  check: (value: string) => string | null;
  /** Saves the value; resolving closes the sheet. */
  onSave: (value: string) => Promise<unknown>;
  onClose: () => void;
  testId: string;
}

/** A bottom sheet that edits one text value (nickname, signature). */
export function EditSheet(props: EditSheetProps) {
  const { visible, title, initial, placeholder, hint, maxLength, check, onSave, onClose, testId } = props;
  const { t } = useTranslation();
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (visible) {
      setValue(initial);
      setError(null);
    }
  }, [visible, initial]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(value);
    setError(problem);
    if (problem || pending) return;
    setPending(true);
    try {
      await onSave(value.trim());
      onClose();
    } catch {
      // The API client has shown the server's reason; the sheet stays open to correct it.
    } finally {
      setPending(false);
    }
  };

  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName={styles.sheet} destroyOnClose>
      <form onSubmit={submit} noValidate>
        <h2 className={styles.title}>{title}</h2>
        <Field id={`${testId}-input`} label={title} error={error ?? undefined} hint={hint}>
          <Input
            id={`${testId}-input`}
            value={value}
            onChange={(v) => {
              setValue(v);
              if (error) setError(check(v));
            }}
            placeholder={placeholder}
            maxLength={maxLength}
            clearable
            autoFocus
          />
        </Field>
        <div className={styles.actions}>
          <Button block onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button block type="submit" color="primary" loading={pending} data-testid={`${testId}-save`}>
            {t("common.save")}
          </Button>
        </div>
      </form>
    </Popup>
  );
}
