import { Alert, Descriptions, Form, Input, Modal } from "antd";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import type { DepositRequest } from "../api/list-deposits";
import type { DepositCredit } from "../api/review-deposit";

/** A decimal's canonical text (no leading or trailing zeros), to compare amounts without floats. */
export function canonical(text: string): string {
  const [whole = "", fraction = ""] = text.trim().split(".");
  const w = whole.replace(/^0+(?=\d)/, "") || "0";
  const f = fraction.replace(/0+$/, "");
  return f ? `${w}.${f}` : w;
}

/**
 * Confirms a credit with what will move: to whom, how much of what, over which network. The amount
 * starts as the claim's; another amount (what actually arrived) needs a reason the user reads. The
 * transfer's hash is kept with the deposit.
 */
export function ApproveDepositModal({
  deposit,
  pending,
  onCancel,
  onConfirm,
}: {
  deposit: DepositRequest | null;
  pending: boolean;
  onCancel: () => void;
  onConfirm: (credit: DepositCredit) => void;
}) {
  const { t } = useI18n();
  const [form] = Form.useForm<{ amount: string; reason?: string; txid?: string }>();
  const amount = Form.useWatch("amount", form) ?? deposit?.amount ?? "";
  const differs =
    deposit !== null &&
    /^\d+(\.\d+)?$/.test(amount.trim()) &&
    canonical(amount) !== canonical(deposit.amount);

  const submit = () =>
    form.validateFields().then((v) => {
      const credit: DepositCredit = { amount: v.amount.trim() };
      if (differs && v.reason) credit.reason = v.reason.trim();
      if (v.txid?.trim()) credit.txid = v.txid.trim();
      onConfirm(credit);
    });

  return (
    <Modal
      open={deposit !== null}
      title={t("deposit.approve.title")}
      okText={t("deposit.approve.ok")}
      okButtonProps={{ loading: pending }}
      cancelText={t("common.cancel")}
      onCancel={onCancel}
      onOk={submit}
      destroyOnHidden
    >
      {deposit && (
        <Descriptions
          bordered
          size="small"
          column={1}
          styles={{ label: { width: 120 } }}
          items={[
            {
              key: "user",
              label: t("funds.user"),
              children: `${deposit.account} (#${deposit.user_id})`,
            },
            {
              key: "amount",
              label: t("deposit.claimed"),
              children: <Amount value={deposit.amount} currency={deposit.currency_name} strong />,
            },
            { key: "currency", label: t("funds.currency"), children: deposit.currency_name },
            { key: "network", label: t("funds.network"), children: deposit.network_name },
          ]}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        preserve={false}
        initialValues={{ amount: deposit?.amount ?? "" }}
      >
        <Form.Item
          name="amount"
          label={t("deposit.approve.amount")}
          extra={t("deposit.approve.amountHelp")}
          rules={[
            { required: true, message: t("deposit.approve.amountInvalid") },
            { pattern: /^\s*\d+(\.\d+)?\s*$/, message: t("deposit.approve.amountInvalid") },
          ]}
        >
          <Input inputMode="decimal" suffix={deposit?.currency_name} data-testid="deposit-credit-amount" />
        </Form.Item>
        {differs && (
          <Form.Item
            name="reason"
            label={t("deposit.approve.reason")}
            extra={t("deposit.approve.reasonHelp")}
            rules={[
              { required: true, whitespace: true, message: t("deposit.approve.reasonHelp") },
              { min: 10, max: 500, message: t("deposit.approve.reasonHelp") },
            ]}
          >
            <Input.TextArea rows={3} maxLength={500} data-testid="deposit-credit-reason" />
          </Form.Item>
        )}
        <Form.Item name="txid" label={t("deposit.approve.txid")} rules={[{ max: 128 }]}>
          <Input maxLength={128} data-testid="deposit-credit-txid" />
        </Form.Item>
      </Form>
      <Alert type="warning" showIcon title={t("deposit.approve.confirm")} />
    </Modal>
  );
}
