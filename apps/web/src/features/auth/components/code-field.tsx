import Input from "antd-mobile/es/components/input";
import { useTranslation } from "react-i18next";
import type { CodeScene } from "../../../api/post-sms-mail";
import { CodeButton } from "../../../ui/code-button";
import { Field } from "../../../ui/field";
import { sendCode } from "./send-code";
import type { AuthForm } from "./use-auth-form";

interface CodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  scene: CodeScene;
  /** Where the code goes (useAuthForm's `account`). */
  account: Pick<AuthForm["account"], "type" | "value" | "region" | "validate">;
}

/** The verification-code input with its "Get code" button and resend countdown. */
export function CodeField({ value, onChange, error, scene, account }: CodeFieldProps) {
  const { t } = useTranslation();
  const send = () =>
    sendCode({
      type: account.type,
      account: account.value,
      region: account.region,
      scene,
      validateAccount: account.validate,
    });
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
