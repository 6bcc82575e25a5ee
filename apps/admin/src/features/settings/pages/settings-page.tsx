import { App, Button, Card, Empty, Form, Input, Modal, Table, type TableColumnsType, Typography } from "antd";
import { useMemo, useState } from "react";
import { useCan } from "../../../api/operator";
import type { SettingRow } from "../../../api/types";
import { useI18n } from "../../../i18n";
import { Clipped } from "../../../ui/clipped";
import { YesNoTag } from "../../../ui/tags";
import { useSaveSetting, useSettings } from "../api/settings";

/** Settings whose value has a form the server checks, with the hint that states it. */
const RULES = {
  download_url: "settings.rule.download_url",
  webview_allowed_hosts: "settings.rule.webview_allowed_hosts",
} as const;
const ruleOf = (key: string) => (key in RULES ? RULES[key as keyof typeof RULES] : undefined);

/** Venue settings: key, value and whether the apps may read it (public). */
export function SettingsPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const settings = useSettings();
  const save = useSaveSetting();
  const mayEdit = useCan("editSetting");
  const [filter, setFilter] = useState("");
  const [editing, setEditing] = useState<SettingRow | null>(null);
  const [form] = Form.useForm<{ value: string }>();

  const rows = useMemo(() => {
    const term = filter.trim().toLowerCase();
    const all = settings.data ?? [];
    return term
      ? all.filter((r) => r.key.toLowerCase().includes(term) || r.value.toLowerCase().includes(term))
      : all;
  }, [settings.data, filter]);

  const columns: TableColumnsType<SettingRow> = [
    {
      title: t("settings.key"),
      dataIndex: "key",
      width: 260,
      render: (key: string) => <Typography.Text code>{key}</Typography.Text>,
    },
    {
      title: t("settings.value"),
      dataIndex: "value",
      render: (value: string) =>
        value === "" ? (
          <Typography.Text type="secondary">{t("settings.emptyValue")}</Typography.Text>
        ) : (
          <Clipped text={value} width={560} />
        ),
    },
    {
      title: t("settings.public"),
      dataIndex: "public",
      width: 90,
      render: (value: boolean) => <YesNoTag value={value} />,
    },
    ...(mayEdit
      ? [
          {
            title: t("common.actions"),
            key: "actions",
            width: 90,
            render: (_: unknown, row: SettingRow) => (
              <Button type="link" size="small" onClick={() => setEditing(row)}>
                {t("common.edit")}
              </Button>
            ),
          },
        ]
      : []),
  ];

  const rule = editing ? ruleOf(editing.key) : undefined;

  return (
    <Card
      title={t("settings.title")}
      extra={
        <Input.Search
          allowClear
          placeholder={t("settings.filter")}
          style={{ width: 280 }}
          onChange={(e) => setFilter(e.target.value)}
        />
      }
    >
      <Table<SettingRow>
        rowKey="key"
        size="small"
        columns={columns}
        dataSource={rows}
        loading={settings.isFetching}
        pagination={false}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("settings.empty")} />,
        }}
      />
      <Modal
        open={editing !== null}
        title={editing ? t("settings.editTitle", { key: editing.key }) : ""}
        okText={t("common.save")}
        cancelText={t("common.cancel")}
        okButtonProps={{ loading: save.isPending }}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        {editing && (
          <Form
            form={form}
            layout="vertical"
            preserve={false}
            initialValues={{ value: editing.value }}
            onFinish={({ value }) =>
              save.mutate(
                { key: editing.key, value },
                {
                  onSuccess: (text) => {
                    message.success(text);
                    setEditing(null);
                  },
                },
              )
            }
          >
            <Form.Item
              name="value"
              label={t("settings.value")}
              extra={
                <>
                  {rule ? <div data-testid="setting-rule">{t(rule)}</div> : null}
                  {editing.public ? t("settings.publicHelp") : t("settings.privateHelp")}
                </>
              }
              rules={[{ max: 2000 }]}
            >
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 12 }} maxLength={2000} showCount />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
