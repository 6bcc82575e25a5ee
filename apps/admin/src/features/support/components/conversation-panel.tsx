import { App, Button, Card, Descriptions, Flex, Input, Select, Space, Spin, Tag, Typography } from "antd";
import { type ChangeEvent, useState } from "react";
import { contentLanguageNames, useI18n } from "../../../i18n";
import { formatDateTime } from "../../../ui/format";
import { PrivateImage } from "../../../ui/private-image";
import { KycLevelTag } from "../../../ui/tags";
import { useCanned, useConversation, useReply, useSendPicture, useSetStatus } from "../api/support";

const PICTURE_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"];

/**
 * One conversation as an operator answers it: the user's basics, the thread with pictures (support's
 * own lines say "Read" once the user has opened them), and the reply: text, a picture or a canned reply
 * sent in the user's language; close or reopen. Polled, like the inbox.
 */
export function ConversationPanel({ id }: { id: number }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const conversation = useConversation(id);
  const canned = useCanned();
  const reply = useReply(id);
  const picture = useSendPicture(id);
  const setStatus = useSetStatus(id);
  const [text, setText] = useState("");
  const c = conversation.data;

  if (conversation.isPending) return <Spin />;
  if (!c) return null;
  const open = c.status === "open";
  const busy = reply.isPending || picture.isPending;
  const langName = contentLanguageNames[c.lang as keyof typeof contentLanguageNames] ?? c.lang;

  const send = () => {
    const body = text.trim();
    if (body === "" || busy) return;
    reply.mutate({ text: body }, { onSuccess: () => setText("") });
  };

  const onPicture = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!PICTURE_TYPES.includes(file.type)) return void message.error(t("support.notImage"));
    picture.mutate(file);
  };

  return (
    <Card
      title={`${c.user.account} · #${c.user.id}`}
      extra={
        <Space>
          <Tag color={open ? "green" : "default"} data-testid="support-status">
            {t(open ? "support.status.open" : "support.status.closed")}
          </Tag>
          <Button
            size="small"
            onClick={() => setStatus.mutate(open ? "close" : "reopen")}
            loading={setStatus.isPending}
            data-testid={open ? "support-close" : "support-reopen"}
          >
            {t(open ? "support.close" : "support.reopen")}
          </Button>
        </Space>
      }
    >
      <Descriptions
        size="small"
        column={2}
        data-testid="support-user"
        items={[
          { key: "id", label: t("support.userId"), children: c.user.id },
          { key: "account", label: t("support.account"), children: c.user.account },
          { key: "kyc", label: t("support.kyc"), children: <KycLevelTag level={c.user.kyc_level} /> },
          { key: "nickname", label: t("support.nickname"), children: c.user.nickname ?? "—" },
          {
            key: "registered",
            label: t("support.registered"),
            children: formatDateTime(c.user.registered_at),
          },
          { key: "lang", label: t("support.lang"), children: langName },
        ]}
      />
      <Flex
        vertical
        gap={10}
        data-testid="support-thread"
        style={{
          maxHeight: 440,
          overflowY: "auto",
          margin: "16px 0",
          padding: 12,
          background: "#fafafa",
          borderRadius: 8,
        }}
      >
        {c.lines.length === 0 ? (
          <Typography.Text type="secondary">{t("support.noLines")}</Typography.Text>
        ) : null}
        {c.lines.map((line) =>
          line.kind === "system" ? (
            <Typography.Text key={line.id} type="secondary" style={{ textAlign: "center", fontSize: 12 }}>
              {formatDateTime(line.at)} ·{" "}
              {t(line.event === "closed" ? "support.event.closed" : "support.event.reopened")}
            </Typography.Text>
          ) : (
            <Flex
              key={line.id}
              vertical
              align={line.from === "support" ? "flex-end" : "flex-start"}
              data-testid="support-line"
              data-from={line.from}
            >
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(line.from === "support" ? "support.from.support" : "support.from.user")} ·{" "}
                {formatDateTime(line.at)}
                {line.from === "support" ? (
                  <span data-testid="support-line-status">
                    {" · "}
                    {line.id <= c.read_by_user ? t("support.read") : t("support.sent")}
                  </span>
                ) : null}
              </Typography.Text>
              <div
                style={{
                  maxWidth: "75%",
                  padding: "6px 10px",
                  borderRadius: 8,
                  whiteSpace: "pre-wrap",
                  overflowWrap: "anywhere",
                  background: line.from === "support" ? "#e6f4ff" : "#fff",
                  border: "1px solid #f0f0f0",
                }}
              >
                {line.body ? <div>{line.body}</div> : null}
                {line.image ? (
                  <PrivateImage
                    path={line.image}
                    alt={t("support.attach")}
                    width={180}
                    height={140}
                    failed={t("support.picture")}
                    testId="support-line-image"
                  />
                ) : null}
              </div>
            </Flex>
          ),
        )}
      </Flex>
      {open ? (
        <Flex vertical gap={8}>
          <Input.TextArea
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={(e) => {
              if (!e.shiftKey) {
                e.preventDefault();
                send();
              }
            }}
            maxLength={1000}
            autoSize={{ minRows: 2, maxRows: 6 }}
            placeholder={t("support.replyPlaceholder")}
            data-testid="support-reply-input"
          />
          <Flex justify="space-between" align="center" gap={8}>
            <Space>
              <Select
                style={{ width: 260 }}
                placeholder={t("support.cannedPick")}
                value={null}
                loading={canned.isPending || reply.isPending}
                options={(canned.data ?? []).map((r) => ({ value: r.id, label: r.title }))}
                onChange={(value: number) => reply.mutate({ canned_id: value })}
                data-testid="support-canned"
              />
              <Button
                loading={picture.isPending}
                onClick={() => document.getElementById(`support-picture-${id}`)?.click()}
              >
                {t("support.attach")}
              </Button>
              <input
                id={`support-picture-${id}`}
                type="file"
                accept={PICTURE_TYPES.join(",")}
                hidden
                onChange={onPicture}
                data-testid="support-picture"
              />
            </Space>
            <Button
              type="primary"
              onClick={send}
              loading={reply.isPending}
              disabled={text.trim() === ""}
              data-testid="support-send"
            >
              {t("support.send")}
            </Button>
          </Flex>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t("support.cannedLangNote", { lang: langName })}
          </Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t("support.closedNote")}</Typography.Text>
      )}
    </Card>
  );
}
