import { App, Button, Flex, Form, Input, Skeleton, Steps, Typography } from "antd";
import { useI18n } from "../../../i18n";
import { useBindTotp, useTotpSetup } from "../api/totp";

/**
 * Binding an authenticator: the steps, the QR code, the secret key and its otpauth link, and the box
 * for the first code. `onBound` runs once the server has bound it.
 */
export function TotpBinding({ onBound }: { onBound?: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const setup = useTotpSetup(true);
  const bind = useBindTotp();

  return (
    <Flex gap={48} align="flex-start" wrap>
      <Steps
        orientation="vertical"
        style={{ maxWidth: 280 }}
        current={1}
        items={[
          { title: t("security.step.install"), content: t("security.step.installText") },
          { title: t("security.step.scan"), content: t("security.step.scanText") },
          { title: t("security.step.confirm"), content: t("security.step.confirmText") },
        ]}
      />
      <Flex vertical gap={16} style={{ minWidth: 320 }}>
        {setup.data ? (
          <>
            <img
              src={setup.data.qr}
              alt={t("security.qrAlt")}
              width={200}
              height={200}
              style={{ border: "1px solid #f0f0f0", borderRadius: 8 }}
            />
            <div>
              <Typography.Text type="secondary">{t("security.secret")}</Typography.Text>
              <br />
              <Typography.Text code copyable data-testid="totp-secret">
                {setup.data.secret}
              </Typography.Text>
            </div>
            <div style={{ maxWidth: 360 }}>
              <Typography.Text type="secondary">{t("security.uri")}</Typography.Text>
              <br />
              <Typography.Text
                copyable
                style={{ fontSize: 12, wordBreak: "break-all" }}
                data-testid="totp-uri"
              >
                {setup.data.otpauth_url}
              </Typography.Text>
            </div>
          </>
        ) : (
          <Skeleton.Node active style={{ width: 200, height: 200 }} />
        )}
        <Form<{ code: string }>
          layout="inline"
          onFinish={({ code }) =>
            bind.mutate(code, {
              onSuccess: (text) => {
                message.success(text);
                onBound?.();
              },
            })
          }
        >
          <Form.Item
            name="code"
            rules={[{ required: true, pattern: /^\d{6}$/, message: t("auth.totpInvalid") }]}
          >
            <Input
              placeholder={t("auth.totp")}
              aria-label={t("auth.totp")}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              style={{ width: 160 }}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={bind.isPending} disabled={!setup.data}>
            {t("security.bind")}
          </Button>
        </Form>
      </Flex>
    </Flex>
  );
}
