import Input from "antd-mobile/es/components/input";
import { useTranslation } from "react-i18next";
import { CodeButton } from "../../../ui/code-button";
import { Field } from "../../../ui/field";

interface BindCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Checks the address and sends a code (scene bind) to it; true when one was sent. */
  send: () => Promise<boolean>;
}

/** The code sent to the address being bound, with its "Get code" button and resend countdown. */
export function BindCodeField({ value, onChange, error, send }: BindCodeFieldProps) {
  const { t } = useTranslation();
  return (
    <Field id="code" label={t("auth.code")} error={error} extra={<CodeButton send={send} />}>
      <Input
        id="code"
        maxLength={6}
        autoComplete="one-time-code"
        placeholder={t("auth.codePlaceholder")}
        value={value}
        onChange={onChange}
      />
    </Field>
  );
}
