import { Flex, Form, Input, Modal, Tag, Typography } from "antd";
import { type MessageKey, useI18n } from "../../../i18n";

const presets: MessageKey[] = [
  "kyc.reject.preset.unreadable",
  "kyc.reject.preset.mismatch",
  "kyc.reject.preset.expired",
  "kyc.reject.preset.incomplete",
];

/** Asks for the rejection reason, which the user will read; 2 to 200 characters. */
export function RejectModal({
  open,
  pending,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}) {
  const { t } = useI18n();
  const [form] = Form.useForm<{ reason: string }>();

  return (
    <Modal
      open={open}
      title={t("kyc.reject.title")}
      okText={t("kyc.reject")}
      okButtonProps={{ danger: true, loading: pending }}
      cancelText={t("common.cancel")}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false} onFinish={({ reason }) => onSubmit(reason.trim())}>
        <Form.Item
          name="reason"
          label={t("kyc.reject.reason")}
          extra={t("kyc.reject.help")}
          rules={[
            { required: true, whitespace: true, message: t("kyc.reject.required") },
            { min: 2, max: 200, message: t("kyc.reject.length") },
          ]}
        >
          <Input.TextArea rows={4} maxLength={200} showCount autoFocus />
        </Form.Item>
      </Form>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t("kyc.reject.presets")}
      </Typography.Text>
      <Flex wrap gap={6} style={{ marginTop: 6 }}>
        {presets.map((key) => (
          <Tag.CheckableTag key={key} checked={false} onChange={() => form.setFieldValue("reason", t(key))}>
            {t(key)}
          </Tag.CheckableTag>
        ))}
      </Flex>
    </Modal>
  );
}
