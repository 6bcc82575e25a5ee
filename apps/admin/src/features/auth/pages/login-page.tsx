import { App, Button, Card, Flex, Form, Input, Typography } from "antd";
import { useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router-dom";
import { setToken, useToken } from "../../../api/session";
import { useI18n } from "../../../i18n";
import { LanguageSwitch } from "../../../ui/language-switch";
import { type LoginInput, useLogin } from "../api/login";

/** Where the guard sent the operator from, so login returns there. */
function returnPath(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("/login") ? from : "/";
}

export function LoginPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const token = useToken();
  const navigate = useNavigate();
  const location = useLocation();
  const login = useLogin();
  const [form] = Form.useForm<LoginInput>();
  const [totpRequired, setTotpRequired] = useState(false);

  if (token) return <Navigate to={returnPath(location.state)} replace />;

  const submit = (values: LoginInput) =>
    login.mutate(values, {
      onSuccess: (issued) => {
        setToken(issued);
        navigate(returnPath(location.state), { replace: true });
      },
      onError: (error) => {
        if (error.code === "ADMIN_TOTP_REQUIRED") {
          setTotpRequired(true);
          message.info(error.message);
          return;
        }
        message.error(error.message);
        if (error.code === "ADMIN_WRONG_TOTP") form.setFieldValue("totp", "");
      },
    });

  return (
    <Flex vertical align="center" justify="center" style={{ minHeight: "100vh", padding: 24 }}>
      <div style={{ position: "fixed", top: 16, right: 24 }}>
        <LanguageSwitch />
      </div>
      <Card style={{ width: 380 }} styles={{ body: { padding: 32 } }}>
        <Typography.Title level={3} style={{ marginTop: 0, marginBottom: 4 }}>
          {t("app.brand")}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 24 }}>
          {t("auth.subtitle")}
        </Typography.Paragraph>
        <Form<LoginInput> form={form} layout="vertical" requiredMark={false} onFinish={submit}>
          <Form.Item
            name="username"
            label={t("auth.username")}
            rules={[{ required: true, message: t("auth.usernameRequired") }]}
          >
            <Input autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item
            name="password"
            label={t("auth.password")}
            rules={[{ required: true, message: t("auth.passwordRequired") }]}
          >
            <Input.Password autoComplete="current-password" />
          </Form.Item>
          {totpRequired && (
            <Form.Item
              name="totp"
              label={t("auth.totp")}
              extra={t("auth.totpHelp")}
              rules={[{ required: true, pattern: /^\d{6}$/, message: t("auth.totpInvalid") }]}
            >
              <Input inputMode="numeric" autoComplete="one-time-code" maxLength={6} autoFocus />
            </Form.Item>
          )}
          <Button type="primary" htmlType="submit" block loading={login.isPending}>
            {t("auth.submit")}
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 24, marginBottom: 0, fontSize: 12 }}>
          {t("auth.notice")}
        </Typography.Paragraph>
      </Card>
    </Flex>
  );
}
