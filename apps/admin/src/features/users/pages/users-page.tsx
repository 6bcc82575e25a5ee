import { Button, Card, Empty, Input, Space, Table, type TableColumnsType, Tag } from "antd";
import { Suspense, useState } from "react";
import { useSearchParams } from "react-router-dom";
import type { AdminUser } from "../../../api/types";
import { useI18n } from "../../../i18n";
import { ExportCsvButton } from "../../../ui/export-csv";
import { formatDateTime } from "../../../ui/format";
import { lazyNamed } from "../../../ui/lazy";
import { KycLevelTag, RealStateTag, UserStatusTag, YesNoTag } from "../../../ui/tags";
import { useUsers } from "../api/search-users";

const PAGE_SIZE = 20;

/** The drawer loads the first time a user is opened, outside the list's chunk. */
const UserDrawer = lazyNamed(() => import("../components/user-drawer"), "UserDrawer");

/** Users: search by id, email, mobile, KYC name or document number, and by tag; the drawer shows one user. */
export function UsersPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const q = params.get("q") ?? "";
  const tag = params.get("tag") ?? "";
  const page = Number(params.get("page")) || 1;
  const limit = Number(params.get("limit")) || PAGE_SIZE;
  const openId = Number(params.get("user")) || null;
  const users = useUsers({ q, tag, page, limit });
  /** Once opened the drawer stays mounted, so it closes with its animation. */
  const [drawerLoaded, setDrawerLoaded] = useState(openId !== null);
  if (openId !== null && !drawerLoaded) setDrawerLoaded(true);

  const update = (next: Record<string, string | number | null>) =>
    setParams((current) => {
      const merged = new URLSearchParams(current);
      for (const [key, value] of Object.entries(next)) {
        if (value === null || value === "") merged.delete(key);
        else merged.set(key, String(value));
      }
      return merged;
    });

  const columns: TableColumnsType<AdminUser> = [
    { title: t("user.id"), dataIndex: "id" },
    {
      title: t("user.account"),
      dataIndex: "account",
      render: (account: string, user) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => update({ user: user.id })}>
          {account}
        </Button>
      ),
    },
    {
      title: t("user.mobile"),
      key: "mobile",
      render: (_, user) => (user.phone ? `+${user.area_code ?? ""} ${user.phone}` : "—"),
    },
    {
      title: t("user.kycLevel"),
      dataIndex: "kyc_level",
      render: (level: number) => <KycLevelTag level={level} />,
    },
    {
      title: t("user.realState"),
      dataIndex: "real_state",
      render: (value: number) => <RealStateTag value={value} />,
    },
    {
      title: t("user.google"),
      dataIndex: "google_bound",
      render: (value: boolean) => <YesNoTag value={value} />,
    },
    {
      title: t("user.status"),
      dataIndex: "status",
      render: (status: string) => <UserStatusTag status={status} />,
    },
    {
      title: t("user.tags"),
      dataIndex: "tags",
      render: (tags: string[]) =>
        tags.map((name) => (
          <Tag key={name} style={{ cursor: "pointer" }} onClick={() => update({ tag: name, page: null })}>
            {name}
          </Tag>
        )),
    },
    { title: t("user.createdAt"), dataIndex: "created_at", render: formatDateTime },
    {
      title: t("common.actions"),
      key: "actions",
      fixed: "right",
      render: (_, user) => (
        <Button type="link" size="small" onClick={() => update({ user: user.id })}>
          {t("common.view")}
        </Button>
      ),
    },
  ];

  return (
    <Card
      title={t("user.listTitle")}
      extra={
        <Space>
          {tag && (
            <Tag
              closable
              color="blue"
              data-testid="tag-filter"
              onClose={() => update({ tag: null, page: null })}
            >
              {t("user.tags")}: {tag}
            </Tag>
          )}
          <Input.Search
            key={q}
            defaultValue={q}
            allowClear
            enterButton={t("common.search")}
            placeholder={t("user.searchPlaceholder")}
            style={{ width: 380 }}
            onSearch={(value) => update({ q: value.trim(), page: null })}
          />
          <ExportCsvButton path="/admin/users" query={{ q, tag }} />
        </Space>
      }
    >
      <Table<AdminUser>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={users.data?.data}
        loading={users.isFetching}
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: (
            <Empty
              image={Empty.PRESENTED_IMAGE_SIMPLE}
              description={q ? t("user.emptySearch", { q }) : t("user.empty")}
            />
          ),
        }}
        pagination={{
          current: page,
          pageSize: limit,
          total: users.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50, 100],
          showTotal: (total) => t("common.total", { total }),
          onChange: (nextPage, nextSize) =>
            update({ page: nextSize === limit ? nextPage : 1, limit: nextSize }),
        }}
      />
      {drawerLoaded && (
        <Suspense fallback={null}>
          <UserDrawer userId={openId} onClose={() => update({ user: null })} />
        </Suspense>
      )}
    </Card>
  );
}
