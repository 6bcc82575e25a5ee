import { App, Button, Form, Input, InputNumber, Modal, Space, Table, Tag, Typography } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { contentLanguageNames, useI18n } from "../../../i18n";
import { type CannedReply, useCanned, useRemoveCanned, useSaveCanned } from "../api/support";

const codes = Object.keys(contentLanguageNames) as (keyof typeof contentLanguageNames)[];

type Draft = { title: string; sort: number; texts: Record<string, string> };

/**
 * Canned replies: a title and one text per language (English required, the others fall back to it).
 * Everyone who answers sees them; admins add, change and remove them.
 */
export function CannedSection() {
  const { t } = useI18n();
  const { modal, message } = App.useApp();
  const mayEdit = useCan("editSupport");
  const canned = useCanned();
  const save = useSaveCanned();
  const remove = useRemoveCanned();
  const [editing, setEditing] = useState<CannedReply | "new" | null>(null);
  const [form] = Form.useForm<Draft>();

  const openEditor = (reply: CannedReply | "new") => {
    setEditing(reply);
    form.setFieldsValue(
      reply === "new"
        ? { title: "", sort: 0, texts: {} }
        : { title: reply.title, sort: reply.sort, texts: reply.texts },
    );
  };

  const submit = async () => {
    const draft = await form.validateFields();
    const texts = Object.fromEntries(Object.entries(draft.texts ?? {}).filter(([, v]) => v?.trim()));
    await save.mutateAsync({
      ...(editing !== "new" && editing ? { id: editing.id } : {}),
      title: draft.title,
      sort: draft.sort ?? 0,
      texts,
    });
    message.success(t("support.canned.saved"));
    setEditing(null);
  };

  return (
    <>
      {mayEdit ? (
        <Button
          type="primary"
          onClick={() => openEditor("new")}
          style={{ marginBottom: 12 }}
          data-testid="canned-add"
        >
          {t("support.canned.add")}
        </Button>
      ) : (
        <Typography.Paragraph type="secondary">{t("support.canned.adminsOnly")}</Typography.Paragraph>
      )}
      <Table
        rowKey="id"
        size="small"
        loading={canned.isPending}
        dataSource={canned.data ?? []}
        pagination={false}
        locale={{ emptyText: t("support.canned.empty") }}
        columns={[
          { title: t("support.canned.sort"), dataIndex: "sort", width: 70 },
          { title: t("support.canned.title"), dataIndex: "title" },
          {
            title: t("support.canned.languages"),
            render: (_, r: CannedReply) => (
              <Space size={2} wrap>
                {Object.keys(r.texts).map((lang) => (
                  <Tag key={lang}>{lang}</Tag>
                ))}
              </Space>
            ),
          },
          ...(mayEdit
            ? [
                {
                  title: t("common.actions"),
                  width: 160,
                  render: (_: unknown, r: CannedReply) => (
                    <Space>
                      <Button size="small" onClick={() => openEditor(r)}>
                        {t("common.edit")}
                      </Button>
                      <Button
                        size="small"
                        danger
                        onClick={() =>
                          modal.confirm({
                            title: t("support.canned.remove"),
                            content: t("support.canned.removeConfirm", { title: r.title }),
                            okButtonProps: { danger: true },
                            cancelText: t("common.cancel"),
                            onOk: () => remove.mutateAsync(r.id),
                          })
                        }
                      >
                        {t("support.canned.remove")}
                      </Button>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      <Modal
        open={editing !== null}
        title={t(editing === "new" ? "support.canned.add" : "support.canned.edit")}
        onCancel={() => setEditing(null)}
        onOk={() => void submit().catch(() => {})}
        confirmLoading={save.isPending}
        okText={t("common.save")}
        cancelText={t("common.cancel")}
        width={720}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Space>
            <Form.Item name="title" label={t("support.canned.title")} rules={[{ required: true, max: 80 }]}>
              <Input style={{ width: 420 }} maxLength={80} />
            </Form.Item>
            <Form.Item name="sort" label={t("support.canned.sort")}>
              <InputNumber min={0} max={10000} />
            </Form.Item>
          </Space>
          <div style={{ maxHeight: 420, overflowY: "auto" }}>
            {codes.map((code) => (
              <Form.Item
                key={code}
                name={["texts", code]}
                label={contentLanguageNames[code]}
                rules={
                  code === "en"
                    ? [{ required: true, whitespace: true, message: t("support.canned.englishRequired") }]
                    : []
                }
              >
                <Input.TextArea autoSize={{ minRows: 1, maxRows: 4 }} maxLength={1000} />
              </Form.Item>
            ))}
          </div>
        </Form>
      </Modal>
    </>
  );
}
