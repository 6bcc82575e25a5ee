import { Form, Input, Modal } from "antd";
import type { ReactNode } from "react";
import { useI18n } from "../i18n";

/**
 * Asks for the reason of a rejection, which the user will read (1 to 200 characters, as the
 * server accepts). `children` sums up what is being rejected above the field. `testId` names the
 * field (`<testId>-reason`) and the OK button (`<testId>-ok`).
 */
export function ReasonModal({
  open,
  title,
  help,
  pending,
  onCancel,
  onSubmit,
  children,
  testId,
  okText,
}: {
  open: boolean;
  title: string;
  help: string;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
  children?: ReactNode;
  testId?: string;
  /** the OK button's text: "Reject" unless said */
  okText?: string;
}) {
  const { t } = useI18n();
  const [form] = Form.useForm<{ reason: string }>();

  return (
    <Modal
      open={open}
      title={title}
      okText={okText ?? t("funds.reject")}
      okButtonProps={{ danger: true, loading: pending, ...(testId && { "data-testid": `${testId}-ok` }) }}
      cancelText={t("common.cancel")}
      onCancel={onCancel}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {children}
      <Form form={form} layout="vertical" preserve={false} onFinish={({ reason }) => onSubmit(reason.trim())}>
        <Form.Item
          name="reason"
          label={t("funds.reason")}
          extra={help}
          rules={[
            { required: true, whitespace: true, message: t("funds.reasonRequired") },
            { max: 200, message: t("funds.reasonLength") },
          ]}
        >
          <Input.TextArea rows={3} maxLength={200} autoFocus data-testid={testId && `${testId}-reason`} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
