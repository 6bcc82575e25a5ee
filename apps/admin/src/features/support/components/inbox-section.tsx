import { Badge, Card, Empty, Flex, List, Pagination, Segmented, Tag, Typography } from "antd";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { useI18n } from "../../../i18n";
import { KycLevelTag } from "../../../ui/tags";
import { PAGE_SIZE, useInbox } from "../api/support";
import { ConversationPanel } from "./conversation-panel";
import { waitedFor } from "./waiting";

/**
 * The inbox: conversations with unread lines first, then the longest waiting, then the latest, polled;
 * each row shows the user, the unread count and how long the user has waited. The chosen conversation
 * (`?conversation=`) opens beside it.
 */
export function InboxSection() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const [status, setStatus] = useState<"open" | "closed">("open");
  const [page, setPage] = useState(1);
  const inbox = useInbox(status, page);
  const chosen = Number(params.get("conversation")) || null;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  const choose = (id: number) => {
    const next = new URLSearchParams(params);
    next.set("conversation", String(id));
    setParams(next);
  };

  return (
    <Flex gap={16} align="flex-start">
      <Card size="small" style={{ width: 380, flex: "none" }}>
        <Segmented
          block
          value={status}
          onChange={(v) => {
            setStatus(v as "open" | "closed");
            setPage(1);
          }}
          options={[
            { value: "open", label: t("support.status.open") },
            { value: "closed", label: t("support.status.closed") },
          ]}
        />
        <List
          data-testid="support-inbox"
          loading={inbox.isPending}
          locale={{ emptyText: <Empty description={t("support.empty")} /> }}
          dataSource={inbox.data?.data ?? []}
          renderItem={(c) => (
            <List.Item
              key={c.id}
              onClick={() => choose(c.id)}
              style={{
                cursor: "pointer",
                background: c.id === chosen ? "#e6f4ff" : undefined,
                paddingInline: 8,
              }}
              data-testid="support-inbox-row"
            >
              <Flex vertical style={{ width: "100%" }} gap={2}>
                <Flex justify="space-between" align="center">
                  <Typography.Text strong ellipsis style={{ maxWidth: 220 }}>
                    {c.account}
                  </Typography.Text>
                  {c.unread > 0 ? (
                    <Badge
                      count={c.unread}
                      title={t("support.unread", { count: c.unread })}
                      data-testid="support-unread"
                    />
                  ) : null}
                </Flex>
                <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
                  {c.last_text || t("support.picture")}
                </Typography.Text>
                <Flex gap={4} align="center" wrap>
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    #{c.user_id}
                  </Typography.Text>
                  <KycLevelTag level={c.kyc_level} />
                  {c.waiting_since ? (
                    <Tag color="orange" data-testid="support-waiting">
                      {t("support.waiting", { time: waitedFor(c.waiting_since, now) })}
                    </Tag>
                  ) : (
                    <Tag>{t("support.answered")}</Tag>
                  )}
                </Flex>
              </Flex>
            </List.Item>
          )}
        />
        {(inbox.data?.total ?? 0) > PAGE_SIZE ? (
          <Pagination
            size="small"
            current={page}
            pageSize={PAGE_SIZE}
            total={inbox.data?.total ?? 0}
            onChange={setPage}
            showSizeChanger={false}
          />
        ) : null}
      </Card>
      <div style={{ flex: 1, minWidth: 0 }}>
        {chosen ? (
          <ConversationPanel key={chosen} id={chosen} />
        ) : (
          <Card>
            <Empty description={t("support.pick")} />
          </Card>
        )}
      </div>
    </Flex>
  );
}
