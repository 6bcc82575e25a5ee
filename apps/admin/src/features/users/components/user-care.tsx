import { App, Button, Empty, Input, List, Select, Space, Tag } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { formatDateTime } from "../../../ui/format";
import { ReasonModal } from "../../../ui/reason-modal";
import { useAddUserNote, useResetAuthenticator, useSetUserTags, useUserNotes } from "../api/user-care";

/** The user's tags; support and admins edit the whole set (each 1–24 letters, digits, - or _). */
export function UserTags({ userId, tags }: { userId: number; tags: string[] }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const mayEdit = useCan("lockUser");
  const save = useSetUserTags(userId);
  const [editing, setEditing] = useState<string[] | null>(null);

  if (editing === null) {
    return (
      <Space size={4} wrap data-testid="user-tags">
        {tags.length === 0 ? "—" : tags.map((tag) => <Tag key={tag}>{tag}</Tag>)}
        {mayEdit && (
          <Button size="small" type="link" onClick={() => setEditing(tags)}>
            {t("care.editTags")}
          </Button>
        )}
      </Space>
    );
  }
  return (
    <Space.Compact style={{ width: "100%" }}>
      <Select
        mode="tags"
        data-testid="user-tags-input"
        style={{ width: "100%" }}
        value={editing}
        tokenSeparators={[",", " "]}
        maxCount={10}
        placeholder={t("care.tagsHelp")}
        onChange={setEditing}
        open={false}
      />
      <Button
        type="primary"
        loading={save.isPending}
        onClick={() =>
          save.mutate(editing, {
            onSuccess: () => {
              message.success(t("care.tagsSaved"));
              setEditing(null);
            },
          })
        }
      >
        {t("common.save")}
      </Button>
      <Button onClick={() => setEditing(null)}>{t("common.cancel")}</Button>
    </Space.Compact>
  );
}

/** Operators' notes on the user, newest first, and a box to add one (never shown to the user). */
export function UserNotes({ userId }: { userId: number }) {
  const { t } = useI18n();
  const mayWrite = useCan("lockUser");
  const notes = useUserNotes(userId);
  const add = useAddUserNote(userId);
  const [draft, setDraft] = useState("");

  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      {mayWrite && (
        <Space.Compact style={{ width: "100%" }}>
          <Input.TextArea
            data-testid="user-note-input"
            rows={2}
            maxLength={1000}
            placeholder={t("care.notePlaceholder")}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
          />
          <Button
            type="primary"
            loading={add.isPending}
            disabled={draft.trim() === ""}
            onClick={() => add.mutate(draft.trim(), { onSuccess: () => setDraft("") })}
          >
            {t("care.addNote")}
          </Button>
        </Space.Compact>
      )}
      <List
        data-testid="user-notes"
        loading={notes.isLoading}
        dataSource={notes.data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("care.noNotes")} /> }}
        renderItem={(note) => (
          <List.Item>
            <List.Item.Meta
              title={
                <span>
                  {note.operator} · {formatDateTime(note.created_at)}
                </span>
              }
              description={<span style={{ whiteSpace: "pre-wrap" }}>{note.body}</span>}
            />
          </List.Item>
        )}
      />
    </Space>
  );
}

/**
 * Removes the user's authenticator (a lost phone), with the reason the user is told: withdrawals lock for
 * the security-change period. Shown to support and admins when one is bound.
 */
export function ResetAuthenticator({ userId, bound }: { userId: number; bound: boolean }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const mayReset = useCan("lockUser");
  const reset = useResetAuthenticator(userId);
  const [open, setOpen] = useState(false);
  if (!bound || !mayReset) return null;
  return (
    <>
      <Button size="small" danger onClick={() => setOpen(true)} data-testid="reset-authenticator">
        {t("care.resetAuthenticator")}
      </Button>
      <ReasonModal
        open={open}
        title={t("care.resetAuthenticatorTitle")}
        help={t("care.resetAuthenticatorHelp")}
        okText={t("care.resetAuthenticator")}
        pending={reset.isPending}
        testId="reset-authenticator"
        onCancel={() => setOpen(false)}
        onSubmit={(reason) =>
          reset.mutate(reason, {
            onSuccess: ({ withdraw_locked_until }) => {
              message.success(
                t("care.resetAuthenticatorDone", { until: formatDateTime(withdraw_locked_until) }),
              );
              setOpen(false);
            },
          })
        }
      />
    </>
  );
}
