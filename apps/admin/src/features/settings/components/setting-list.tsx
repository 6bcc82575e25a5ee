import { App, Button, Descriptions, Input, Space, Typography } from "antd";
import { useState } from "react";
import { useI18n } from "../../../i18n";
import { useSaveSetting, useSettings } from "../api/settings";
import { settingHint } from "./setting-hint";

/**
 * A product line's settings, each changed on its own (the server checks the value and audits the
 * change): one row per key with its label, its value, what it accepts (its declared type and range), and
 * an edit link for those who may edit.
 */
export function SettingList({
  title,
  keys,
  label,
  mayEdit,
}: {
  title: string;
  keys: readonly string[];
  label: (key: string) => string;
  mayEdit: boolean;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const settings = useSettings();
  const save = useSaveSetting();
  const [editing, setEditing] = useState<{ key: string; value: string } | null>(null);
  const rowOf = (key: string) => settings.data?.find((s) => s.key === key);
  const value = (key: string) => rowOf(key)?.value ?? "";
  /** what the setting accepts, as the server declares it */
  const hint = (key: string) => {
    const row = rowOf(key);
    return row ? (
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {settingHint(t, row)}
      </Typography.Text>
    ) : null;
  };

  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {title}
      </Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={keys.map((key) => ({
          key,
          label: label(key),
          children:
            editing?.key === key ? (
              <Space>
                <Space.Compact>
                  <Input
                    aria-label={label(key)}
                    value={editing.value}
                    onChange={(e) => setEditing({ key, value: e.target.value })}
                    style={{ width: 160 }}
                  />
                  <Button
                    type="primary"
                    loading={save.isPending}
                    onClick={() =>
                      save.mutate(editing, {
                        onSuccess: (text) => {
                          message.success(text);
                          setEditing(null);
                        },
                      })
                    }
                  >
                    {t("common.save")}
                  </Button>
                  <Button onClick={() => setEditing(null)}>{t("common.cancel")}</Button>
                </Space.Compact>
                {hint(key)}
              </Space>
            ) : (
              <Space>
                <Typography.Text code>{value(key)}</Typography.Text>
                {mayEdit ? (
                  <Button size="small" type="link" onClick={() => setEditing({ key, value: value(key) })}>
                    {t("common.edit")}
                  </Button>
                ) : null}
                {hint(key)}
              </Space>
            ),
        }))}
      />
    </>
  );
}
