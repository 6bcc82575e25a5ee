import Input from "antd-mobile/es/components/input";
import { useTranslation } from "react-i18next";
import { Field } from "../../../ui/field";

interface Binding {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

interface PasswordFieldProps extends Binding {
  id: string;
  label: string;
  placeholder: string;
  autoComplete: "current-password" | "new-password";
  hint?: string;
}

export function PasswordField(props: PasswordFieldProps) {
  const { id, label, placeholder, autoComplete, hint, value, onChange, error } = props;
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <Input
        id={id}
        type="password"
        autoComplete={autoComplete}
        placeholder={placeholder}
        value={value}
        onChange={onChange}
      />
    </Field>
  );
}

interface NewPasswordFieldsProps<C extends string> {
  /** Label of the first field ("Password" when registering, "New password" when resetting). */
  label: string;
  /** Form name of the confirmation (the API's name for it); also the input's id. */
  confirm: C;
  /** The form's binding of a field by name (useAuthForm's `field`). */
  field: (name: "password" | C) => Binding;
}

/** A new password, with the password rule as hint, and its confirmation. */
export function NewPasswordFields<C extends string>({ label, confirm, field }: NewPasswordFieldsProps<C>) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        id="password"
        label={label}
        placeholder={t("auth.newPasswordPlaceholder")}
        autoComplete="new-password"
        hint={t("auth.passwordRule")}
        {...field("password")}
      />
      <PasswordField
        id={confirm}
        label={t("auth.confirmPassword")}
        placeholder={t("auth.confirmPlaceholder")}
        autoComplete="new-password"
        {...field(confirm)}
      />
    </>
  );
}
