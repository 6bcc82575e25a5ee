import { App, Button, Form, Input, Modal, Switch, Table, type TableColumnsType, Typography } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { actionsColumn, when } from "../../../ui/queue-columns";
import { EnabledTag } from "../../../ui/tags";
import { type Fiat, useFiats, useSaveFiat } from "../api/p2p";

type Draft = Omit<Fiat, "id">;

/** The fiat currencies ads are priced in, with their rate per USDT; admins add and change them. */
export function FiatsSection() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const mayEdit = useCan("editP2p");
  const fiats = useFiats();
  const save = useSaveFiat();
  const [editing, setEditing] = useState<Draft | null>(null);
  const [form] = Form.useForm<Draft>();

  const open = (f: Draft) => {
    setEditing(f);
    form.setFieldsValue(f);
  };

  const columns: TableColumnsType<Fiat> = [
    { title: t("p2p.fiat.code"), dataIndex: "code" },
    { title: t("p2p.fiat.name"), dataIndex: "name" },
    { title: t("p2p.fiat.symbol"), dataIndex: "symbol" },
    { title: t("p2p.fiat.rate"), dataIndex: "usdt_rate", align: "right" },
    { title: t("p2p.fiat.enabled"), dataIndex: "enabled", render: (v: boolean) => <EnabledTag value={v} /> },
    ...when(
      mayEdit,
      actionsColumn<Fiat>(t("common.actions"), (f) => (
        <Button size="small" type="link" onClick={() => open(f)}>
          {t("common.edit")}
        </Button>
      )),
    ),
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t("p2p.fiat.help")}</Typography.Paragraph>
      {mayEdit ? (
        <Button
          style={{ marginBottom: 12 }}
          onClick={() => open({ code: "", name: "", symbol: "", usdt_rate: "", enabled: true })}
        >
          {t("p2p.fiat.add")}
        </Button>
      ) : null}
      <Table<Fiat>
        rowKey="code"
        size="small"
        columns={columns}
        dataSource={fiats.data}
        loading={fiats.isFetching}
        pagination={false}
      />
      <Modal
        open={editing !== null}
        title={editing?.code ? t("p2p.fiat.editTitle", { code: editing.code }) : t("p2p.fiat.add")}
        okText={t("common.save")}
        cancelText={t("common.cancel")}
        okButtonProps={{ loading: save.isPending }}
        onCancel={() => setEditing(null)}
        onOk={() => form.submit()}
        destroyOnHidden
      >
        <Form<Draft>
          form={form}
          layout="vertical"
          onFinish={(values) =>
            save.mutate(
              { ...values, code: values.code.trim().toUpperCase(), usdt_rate: values.usdt_rate.trim() },
              {
                onSuccess: () => {
                  message.success(t("p2p.fiat.saved"));
                  setEditing(null);
                },
              },
            )
          }
        >
          <Form.Item
            name="code"
            label={t("p2p.fiat.code")}
            rules={[{ required: true, pattern: /^[A-Za-z]{3}$/, message: t("p2p.fiat.codeRule") }]}
          >
            <Input maxLength={3} disabled={Boolean(editing?.code)} />
          </Form.Item>
          <Form.Item name="name" label={t("p2p.fiat.name")} rules={[{ required: true, min: 2, max: 40 }]}>
            <Input maxLength={40} />
          </Form.Item>
          <Form.Item name="symbol" label={t("p2p.fiat.symbol")} rules={[{ required: true, max: 5 }]}>
            <Input maxLength={5} />
          </Form.Item>
          <Form.Item
            name="usdt_rate"
            label={t("p2p.fiat.rate")}
            rules={[
              {
                required: true,
                pattern: /^(?=.*[1-9])\d{1,12}(\.\d{1,8})?$/,
                message: t("p2p.fiat.rateRule"),
              },
            ]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
          <Form.Item name="enabled" label={t("p2p.fiat.enabled")} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
