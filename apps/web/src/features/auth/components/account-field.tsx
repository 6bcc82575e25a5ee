import Input from "antd-mobile/es/components/input";
import { useTranslation } from "react-i18next";
import { Field } from "../../../ui/field";
import type { Region } from "../../../ui/regions";
import type { AccountType } from "../model/validation";
import { AreaButton } from "./area-button";

interface AccountFieldProps {
  type: AccountType;
  region: Region;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Called before leaving for the area picker, so the form can keep what was typed. */
  onLeave?: () => void;
}

/** Email, or dial code plus mobile number, depending on the selected account type. */
export function AccountField({ type, region, value, onChange, error, onLeave }: AccountFieldProps) {
  const { t } = useTranslation();
  const email = type === "email";
  return (
    <Field
      id="account"
      label={t(email ? "auth.email" : "auth.mobile")}
      error={error}
      prefix={email ? null : <AreaButton region={region} onLeave={onLeave} />}
    >
      <Input
        id="account"
        name={email ? "email" : "mobile"}
        type={email ? "email" : "tel"}
        inputMode={email ? "email" : "numeric"}
        autoComplete={email ? "username" : "tel-national"}
        placeholder={t(email ? "auth.emailPlaceholder" : "auth.mobilePlaceholder")}
        value={value}
        onChange={onChange}
        clearable
      />
    </Field>
  );
}
