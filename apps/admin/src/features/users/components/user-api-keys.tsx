import type { ApiKeyAdmin } from "@bourse/contract";
import { App, Button, Empty, Input, Modal, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { type MessageKey, useI18n } from "../../../i18n";
import { formatDateTime } from "../../../ui/format";
import { useRevokeApiKey, useUserApiKeys } from "../api/api-keys";

const statusColor: Record<ApiKeyAdmin["status"], string> = {
  active: "green",
  expired: "default",
  disabled: "orange",
  revoked: "red",
};

/** The user's API keys: permissions, allowlist, expiry, last use, status; revoking one with a reason. */
export function UserApiKeys({ userId }: { userId: number }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const keys = useUserApiKeys(userId);
  const revoke = useRevokeApiKey(userId);
  const mayRevoke = useCan("lockUser");
  const [revoking, setRevoking] = useState<ApiKeyAdmin | null>(null);
  const [reason, setReason] = useState("");

  const submit = () => {
    if (!revoking) return;
    if (reason.trim() === "") {
      message.error(t("apiKey.reasonRequired"));
      return;
    }
    revoke.mutate(
      { id: revoking.id, reason: reason.trim() },
      {
        onSuccess: () => {
          setRevoking(null);
          setReason("");
        },
      },
    );
  };

  return (
    <>
      <Table<ApiKeyAdmin>
        rowKey="id"
        size="small"
        data-testid="user-api-keys"
        dataSource={keys.data}
        loading={keys.isFetching}
        pagination={{ pageSize: 10, hideOnSinglePage: true, size: "small" }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("apiKey.empty")} /> }}
        columns={[
          {
            title: t("apiKey.label"),
            key: "label",
            render: (_, k) => (
              <>
                {k.label}
                <br />
                <Typography.Text type="secondary" copyable={{ text: k.api_key }} style={{ fontSize: 12 }}>
                  {`${k.api_key.slice(0, 8)}… · ${k.kind}`}
                </Typography.Text>
              </>
            ),
          },
          {
            title: t("apiKey.permissions"),
            dataIndex: "permissions",
            render: (p: string[]) => p.map((x) => <Tag key={x}>{x}</Tag>),
          },
          {
            title: t("apiKey.ips"),
            dataIndex: "ips",
            render: (ips: string[]) => (ips.length === 0 ? t("apiKey.anyIp") : ips.join(", ")),
          },
          {
            title: t("apiKey.expires"),
            dataIndex: "expires_at",
            render: (v: string | null) => formatDateTime(v),
          },
          {
            title: t("apiKey.lastUsed"),
            dataIndex: "last_used_at",
            render: (v: string | null) => formatDateTime(v),
          },
          {
            title: t("apiKey.status"),
            key: "status",
            render: (_, k) => (
              <span title={k.revoked_reason ?? undefined}>
                <Tag color={statusColor[k.status]}>{t(`apiKey.status.${k.status}` as MessageKey)}</Tag>
              </span>
            ),
          },
          ...(mayRevoke
            ? [
                {
                  key: "revoke",
                  render: (_: unknown, k: ApiKeyAdmin) =>
                    k.status === "active" || k.status === "expired" ? (
                      <Button size="small" danger onClick={() => setRevoking(k)}>
                        {t("apiKey.revoke")}
                      </Button>
                    ) : null,
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={revoking !== null}
        title={t("apiKey.revokeTitle")}
        okText={t("apiKey.revoke")}
        okButtonProps={{ danger: true, loading: revoke.isPending }}
        cancelText={t("common.cancel")}
        onOk={submit}
        onCancel={() => setRevoking(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {revoking ? `${revoking.label} (${revoking.api_key.slice(0, 8)}…)` : ""}
        </Typography.Paragraph>
        <Input.TextArea
          placeholder={t("apiKey.reason")}
          maxLength={200}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
      </Modal>
    </>
  );
}
