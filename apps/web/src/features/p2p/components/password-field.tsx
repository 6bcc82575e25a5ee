import Input from "antd-mobile/es/components/input";
import { useTranslation } from "react-i18next";
import { Field } from "../../../ui/field";

/** The fund password a take, a release or a publish asks for. */
export function FundPasswordField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <Field id="p2p_password" label={t("security.fundPassword")} error={error}>
      <Input
        id="p2p_password"
        type="password"
        inputMode="numeric"
        autoComplete="off"
        maxLength={32}
        placeholder={t("security.payPasswordPlaceholder")}
        value={value}
        onChange={onChange}
      />
    </Field>
  );
}
