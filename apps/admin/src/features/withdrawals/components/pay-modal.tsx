import { Form, Input, Modal, Typography } from "antd";
import { useI18n } from "../../../i18n";
import type { WithdrawalRequest } from "../api/list-withdrawals";
import { WithdrawalSummary } from "./withdrawal-summary";

/**
 * Marks a withdrawal paid with the transaction id of the payment (1 to 128 characters); on a network
 * watched on a chain (`onChain`), approves it without one: the venue signs and broadcasts it.
 */
export function PayModal({
  withdrawal,
  onChain,
  pending,
  onCancel,
  onSubmit,
}: {
  withdrawal: WithdrawalRequest | null;
  onChain: boolean;
  pending: boolean;
  onCancel: () => void;
  onSubmit: (txid: string | undefined) => void;
}) {
  const { t } = useI18n();
  const [form] = Form.useForm<{ txid: string }>();
  const w = withdrawal;

  return (
    <Modal
      open={w !== null}
      title={w ? t("withdrawal.pay.title", { id: w.id }) : ""}
      okText={onChain ? t("withdrawal.approve") : t("withdrawal.pay")}
      okButtonProps={{ loading: pending }}
      cancelText={t("common.cancel")}
      onCancel={onCancel}
      onOk={() => (onChain ? onSubmit(undefined) : form.submit())}
      width={600}
      destroyOnHidden
    >
      {w && (
        <>
          <WithdrawalSummary withdrawal={w} />
          {onChain ? (
            <Typography.Paragraph type="secondary" data-testid="withdrawal-chain-help">
              {t("withdrawal.pay.chainHelp", {
                network: w.network_name ?? "",
                receive: w.receive,
                currency: w.currency_name,
              })}
            </Typography.Paragraph>
          ) : (
            <>
              <Typography.Paragraph type="secondary">
                {t("withdrawal.pay.help", { receive: w.receive, currency: w.currency_name })}
              </Typography.Paragraph>
              <Form
                form={form}
                layout="vertical"
                preserve={false}
                onFinish={({ txid }) => onSubmit(txid.trim())}
              >
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
        </>
      )}
    </Modal>
  );
}
