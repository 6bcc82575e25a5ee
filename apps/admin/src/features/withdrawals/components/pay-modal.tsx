import { Form, Input, Modal, Typography } from "antd";
import { useI18n } from "../../../i18n";
import type { WithdrawalRequest } from "../api/list-withdrawals";
import { WithdrawalSummary } from "./withdrawal-summary";

/** Marks a withdrawal paid with the transaction id of the payment (1 to 128 characters). */
export function PayModal({
  withdrawal,
  pending,
  onCancel,
  onSubmit,
}: {
  withdrawal: WithdrawalRequest | null;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (txid: string) => void;
}) {
  const { t } = useI18n();
  const [form] = Form.useForm<{ txid: string }>();
  const w = withdrawal;

  return (
    <Modal
      open={w !== null}
      title={w ? t("withdrawal.pay.title", { id: w.id }) : ""}
      okText={t("withdrawal.pay")}
      okButtonProps={{ loading: pending }}
      cancelText={t("common.cancel")}
      onCancel={onCancel}
      onOk={() => form.submit()}
      width={600}
      destroyOnHidden
    >
      {w && (
        <>
          <WithdrawalSummary withdrawal={w} />
          <Typography.Paragraph type="secondary">
            {t("withdrawal.pay.help", { receive: w.receive, currency: w.currency_name })}
          </Typography.Paragraph>
          <Form form={form} layout="vertical" preserve={false} onFinish={({ txid }) => onSubmit(txid.trim())}>
            <Form.Item
              name="txid"
              label={t("withdrawal.txid")}
              rules={[
                { required: true, whitespace: true, message: t("withdrawal.txidRequired") },
                { max: 128, message: t("withdrawal.txidLength") },
              ]}
            >
              <Input maxLength={128} autoFocus autoComplete="off" spellCheck={false} />
            </Form.Item>
          </Form>
        </>
      )}
    </Modal>
  );
}
