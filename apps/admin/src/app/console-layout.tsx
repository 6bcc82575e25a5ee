import { useMutation } from "@tanstack/react-query";
import { Alert, Badge, Button, Divider, Flex, Layout, Menu, Space, Typography, theme } from "antd";
import { useEffect } from "react";
import { Outlet, useLocation, useNavigate } from "react-router-dom";
import { request } from "../api/client";
import { can, useMe } from "../api/operator";
import { menuCount, startOperatorRoom, useOperatorQueues } from "../api/operator-room";
import { setToken } from "../api/session";
import { LedgerBadge } from "../features/ledger/components/ledger-badge";
import { useI18n } from "../i18n";
import { LanguageSwitch } from "../ui/language-switch";
import { RoleTag } from "../ui/tags";
import { navItems } from "./navigation";
import { paths } from "./paths";

/** The console frame: the menu the operator's role allows, the operator, and the page. */
export function ConsoleLayout() {
  const { t } = useI18n();
  const { data: me } = useMe();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = theme.useToken();
  const logout = useMutation({
    mutationFn: () => request<string>("/admin/logout", { method: "POST" }),
    meta: { silent: true },
    onSettled: () => setToken(null),
  });

  // the operators' room: the queues' waiting counts beside their entries, kept live
  useEffect(() => startOperatorRoom(), []);
  const queues = useOperatorQueues();
  const items = navItems.filter((item) => can(me, item.capability));
  // the dashboard is "/" itself; every other page is its path and what lies under it
  const current = navItems.find((item) =>
    item.path === paths.dashboard ? location.pathname === item.path : location.pathname.startsWith(item.path),
  );

  return (
    <Layout style={{ minHeight: "100vh" }}>
      <Layout.Sider
        width={216}
        breakpoint="lg"
        collapsedWidth={64}
        style={{ position: "sticky", top: 0, height: "100vh" }}
      >
        <Flex vertical justify="center" style={{ height: 64, padding: "0 24px" }}>
          <Typography.Text strong style={{ color: "#fff", fontSize: 16 }}>
            {t("app.brand")}
          </Typography.Text>
          <Typography.Text style={{ color: "rgba(255,255,255,0.55)", fontSize: 12 }}>
            {t("app.console")}
          </Typography.Text>
        </Flex>
        <Menu
          theme="dark"
          mode="inline"
          // the menu scrolls on its own under the brand, so every page is reachable on a short screen
          style={{ height: "calc(100vh - 64px)", overflowY: "auto", overscrollBehavior: "contain" }}
          selectedKeys={current ? [current.path] : []}
          items={items.map((item) => {
            const waiting = menuCount(item.path, queues);
            return {
              key: item.path,
              label: waiting ? (
                <Flex align="center" justify="space-between" gap={8} style={{ paddingInlineEnd: 6 }}>
                  <span>{t(item.label)}</span>
                  <Badge
                    count={waiting}
                    overflowCount={999}
                    size="small"
                    data-testid={`menu-count-${item.path.slice(1)}`}
                  />
                </Flex>
              ) : (
                t(item.label)
              ),
            };
          })}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: token.colorBgContainer,
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            padding: "0 24px",
            position: "sticky",
            top: 0,
            zIndex: 10,
          }}
        >
          <Flex align="center" justify="space-between" style={{ height: "100%" }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              {current ? t(current.label) : ""}
            </Typography.Title>
            <Space size="middle">
              {can(me, "ledger") && <LedgerBadge onOpen={() => navigate(paths.ledger)} />}
              <LanguageSwitch />
              <Divider orientation="vertical" />
              <Space size={6} data-testid="operator">
                <Typography.Text strong>{me?.username}</Typography.Text>
                {me && <RoleTag role={me.role} />}
              </Space>
              <Button size="small" onClick={() => logout.mutate()} loading={logout.isPending}>
                {t("auth.logout")}
              </Button>
            </Space>
          </Flex>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>
          {me && !me.totp_bound && !location.pathname.startsWith(paths.security) && (
            <Alert
              type="warning"
              showIcon
              style={{ marginBottom: 16 }}
              title={
                <Space size={8}>
                  <Typography.Text strong>{t("security.bindBanner.title")}</Typography.Text>
                  <Typography.Text>{t("security.bindBanner.text")}</Typography.Text>
                </Space>
              }
              action={
                <Button size="small" type="primary" onClick={() => navigate(paths.security)}>
                  {t("security.bindBanner.action")}
                </Button>
              }
            />
          )}
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
