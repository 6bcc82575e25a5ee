import { App, Button, Descriptions, Input, Space, Typography } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { useSaveSetting, useSettings } from "../../settings/api/settings";

const KEYS = [
  "p2p_pay_minutes",
  "p2p_fee_rate",
  "p2p_daily_cancel_limit",
  "p2p_appeal_wait_minutes",
  "p2p_merchant_deposit",
] as const;

/** The P2P venue settings, each changed on its own (audited like every setting). */
export function P2pSettings() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const mayEdit = useCan("editP2p");
  const settings = useSettings();
  const save = useSaveSetting();
  const [editing, setEditing] = useState<{ key: string; value: string } | null>(null);
  const value = (key: string) => settings.data?.find((s) => s.key === key)?.value ?? "";

  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 24 }}>
        {t("p2p.settings.title")}
      </Typography.Title>
      <Descriptions
        bordered
        size="small"
        column={1}
        items={KEYS.map((key) => ({
          key,
          label: t(`p2p.settings.${key}`),
          children:
            editing?.key === key ? (
              <Space.Compact>
                <Input
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
            ) : (
              <Space>
                <Typography.Text code>{value(key)}</Typography.Text>
                {mayEdit ? (
                  <Button size="small" type="link" onClick={() => setEditing({ key, value: value(key) })}>
                    {t("p2p.settings.edit")}
                  </Button>
                ) : null}
              </Space>
            ),
        }))}
      />
    </>
  );
}
