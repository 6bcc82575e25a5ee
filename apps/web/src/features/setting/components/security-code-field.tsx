import Input from "antd-mobile/es/components/input";
import { useTranslation } from "react-i18next";
import { useUserInfo } from "../../../api/get-user-info";
import { postSmsMail } from "../../../api/post-sms-mail";
import { postSmsSend } from "../../../api/post-sms-send";
import { CodeButton } from "../../../ui/code-button";
import { Field } from "../../../ui/field";
import { maskEmail, maskPhone } from "../../../ui/mask";
import { showToast } from "../../../ui/toast";

interface SecurityCodeFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  id?: string;
  /** Sends a code of another scene (its call answers the message to show); default: scene `security`. */
  request?: () => Promise<string>;
}

/**
 * A code of scene `security` (or the scene `request` asks for), sent to the user's own bound email, else
 * their own bound phone (the server picks the address; none is sent). The hint says where it goes.
 */
export function SecurityCodeField({ value, onChange, error, id = "code", request }: SecurityCodeFieldProps) {
  const { t } = useTranslation();
  const user = useUserInfo();
  const byEmail = Boolean(user?.email);
  const target = user?.email
    ? maskEmail(user.email)
    : user?.phone
      ? maskPhone(user.phone, user.area_code)
      : "";

  const send = async () => {
    try {
      const message = request
        ? await request()
        : byEmail
          ? await postSmsMail({ scene: "security" })
          : await postSmsSend({ scene: "security" });
      showToast(message);
      return true;
    } catch {
      return false;
    }
  };

  return (
    <Field
      id={id}
      label={t("auth.code")}
      error={error}
      hint={target ? t("security.codeSentTo", { target }) : undefined}
      extra={<CodeButton send={send} />}
    >
      <Input
        id={id}
        maxLength={6}
        autoComplete="one-time-code"
        placeholder={t("auth.codePlaceholder")}
        value={value}
        onChange={onChange}
      />
    </Field>
  );
}
