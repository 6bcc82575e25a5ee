import { App, Button, Card, Empty, Form, Input, Modal, Table, type TableColumnsType, Typography } from "antd";
import { useMemo, useState } from "react";
import { useCan } from "../../../api/operator";
import type { SettingRow } from "../../../api/types";
import { useI18n } from "../../../i18n";
import { Clipped } from "../../../ui/clipped";
import { YesNoTag } from "../../../ui/tags";
import { useSaveSetting, useSettings } from "../api/settings";
import { settingHint } from "../components/setting-hint";

/** Settings whose meaning needs a word beyond their type. */
const NOTES = {
  webview_allowed_hosts: "settings.rule.webview_allowed_hosts",
} as const;
const noteOf = (key: string) => (key in NOTES ? NOTES[key as keyof typeof NOTES] : undefined);

/**
 * Venue settings: key, value, what it accepts (the type the server declares and checks on save) and
 * whether the apps may read it (public). A refused value shows the server's message under the field.
 */
export function SettingsPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const settings = useSettings();
  const save = useSaveSetting({ silent: true });
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
          <Clipped text={value} width={320} />
        ),
    },
    {
      title: t("settings.accepts"),
      key: "accepts",
      width: 260,
      render: (_: unknown, row: SettingRow) => {
        const hint = settingHint(t, row);
        return (
          <Typography.Text type="secondary" ellipsis={{ tooltip: hint }} style={{ maxWidth: 260 }}>
            {hint}
          </Typography.Text>
        );
      },
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

  const note = editing ? noteOf(editing.key) : undefined;

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
                  onError: (error) => form.setFields([{ name: "value", errors: [error.message] }]),
                },
              )
            }
          >
            <Form.Item
              name="value"
              label={t("settings.value")}
              extra={
                <>
                  <div data-testid="setting-hint">
                    {settingHint(t, editing)}{" "}
                    {t("settings.default", {
                      value: editing.default === "" ? t("settings.emptyValue") : editing.default,
                    })}
                  </div>
                  {note ? <div data-testid="setting-rule">{t(note)}</div> : null}
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
