import { useMutation } from "@tanstack/react-query";
import { Alert, Button, Card, Flex, Space, Typography } from "antd";
import { useNavigate } from "react-router-dom";
import { request } from "../../../api/client";
import { useMe } from "../../../api/operator";
import { setToken } from "../../../api/session";
import { useI18n } from "../../../i18n";
import { LanguageSwitch } from "../../../ui/language-switch";
import { RoleTag } from "../../../ui/tags";
import { TotpBinding } from "../components/totp-binding";

/**
 * The first screen of an operator who has no authenticator yet: the server refuses every other console
 * call until one is bound. Once bound, the console goes on to the dashboard.
 */
export function BindRequiredPage() {
  const { t } = useI18n();
  const { data: me } = useMe();
  const navigate = useNavigate();
  const logout = useMutation({
    mutationFn: () => request<string>("/admin/logout", { method: "POST" }),
    meta: { silent: true },
    onSettled: () => setToken(null),
  });

  return (
    <Flex vertical align="center" style={{ minHeight: "100vh", padding: 24 }}>
      <Flex justify="space-between" align="center" style={{ width: "100%", maxWidth: 880, marginBottom: 24 }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t("app.brand")}
        </Typography.Title>
        <Space size="middle">
          <LanguageSwitch />
          <Space size={6} data-testid="operator-binding">
            <Typography.Text strong>{me?.username}</Typography.Text>
            {me && <RoleTag role={me.role} />}
          </Space>
          <Button size="small" onClick={() => logout.mutate()} loading={logout.isPending}>
            {t("auth.logout")}
          </Button>
        </Space>
      </Flex>
      <Card
        title={t("security.required.title")}
        style={{ width: "100%", maxWidth: 880 }}
        data-testid="bind-required"
      >
        <Alert type="info" showIcon style={{ marginBottom: 24 }} title={t("security.required.text")} />
        <TotpBinding onBound={() => navigate("/", { replace: true })} />
      </Card>
    </Flex>
  );
}
