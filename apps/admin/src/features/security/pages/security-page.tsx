import {
  App,
  Button,
  Card,
  Descriptions,
  Flex,
  Form,
  Input,
  Result,
  Skeleton,
  Steps,
  Tag,
  Typography,
} from "antd";
import { useMe } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { RoleTag } from "../../../ui/tags";
import { useBindTotp, useTotpSetup } from "../api/totp";

/** The operator's own security: binding an authenticator, which login then asks for. */
export function SecurityPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const { data: me } = useMe();
  const bound = Boolean(me?.totp_bound);
  const setup = useTotpSetup(Boolean(me) && !bound);
  const bind = useBindTotp();

  return (
    <Card title={t("security.title")}>
      <Descriptions
        size="small"
        column={3}
        style={{ marginBottom: 24 }}
        items={[
          { key: "username", label: t("auth.username"), children: me?.username },
          { key: "role", label: t("security.role"), children: me && <RoleTag role={me.role} /> },
          {
            key: "totp",
            label: t("security.authenticator"),
            children: bound ? (
              <Tag color="success">{t("security.bound")}</Tag>
            ) : (
              <Tag color="warning">{t("security.notBound")}</Tag>
            ),
          },
        ]}
      />
      {bound ? (
        <Result status="success" title={t("security.boundTitle")} subTitle={t("security.boundText")} />
      ) : (
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
              </>
            ) : (
              <Skeleton.Node active style={{ width: 200, height: 200 }} />
            )}
            <Form<{ code: string }>
              layout="inline"
              onFinish={({ code }) => bind.mutate(code, { onSuccess: (text) => message.success(text) })}
            >
              <Form.Item
                name="code"
                rules={[{ required: true, pattern: /^\d{6}$/, message: t("auth.totpInvalid") }]}
              >
                <Input
                  placeholder={t("auth.totp")}
                  inputMode="numeric"
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
      )}
    </Card>
  );
}
