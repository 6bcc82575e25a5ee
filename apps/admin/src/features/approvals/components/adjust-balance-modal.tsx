import { Alert, App, Form, Input, Modal, Radio, Select, Typography } from "antd";
import { useI18n } from "../../../i18n";
import { decimalProblem } from "../../../ui/decimal";
import { useCurrencies } from "../../currencies/api/currencies";
import { type AdjustInput, useRequestAdjustment } from "../api/approvals";

type Values = Omit<AdjustInput, "userId">;

/**
 * Asks for a manual credit or debit of a user's available balance, with a reason (10 to 500
 * characters). Nothing moves now: a second operator approves it under Approvals, and a debit beyond the
 * available balance is refused then.
 */
export function AdjustBalanceModal({
  userId,
  open,
  onClose,
}: {
  userId: number;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const currencies = useCurrencies().data ?? [];
  const ask = useRequestAdjustment();
  const [form] = Form.useForm<Values>();
  const currency = Form.useWatch("currency", form);
  const decimals = currencies.find((c) => c.id === currency)?.decimals ?? 18;
  const close = () => {
    ask.reset();
    onClose();
  };

  return (
    <Modal
      open={open}
      title={t("adjust.title", { id: userId })}
      okText={t("adjust.submit")}
      cancelText={t("common.cancel")}
      okButtonProps={{ loading: ask.isPending, ...{ "data-testid": "adjust-ok" } }}
      onCancel={close}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t("adjust.help")}</Typography.Paragraph>
      {ask.error && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={ask.error.message} />}
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ direction: "credit", account: "change" }}
        onFinish={(values) =>
          ask.mutate(
            { ...values, userId, amount: values.amount.trim(), reason: values.reason.trim() },
            {
              onSuccess: ({ id }) => {
                message.success(t("adjust.asked", { id }));
                close();
              },
            },
          )
        }
      >
        <Form.Item name="direction" label={t("adjust.direction")}>
          <Radio.Group
            options={[
              { value: "credit", label: t("adjust.credit") },
              { value: "debit", label: t("adjust.debit") },
            ]}
            optionType="button"
          />
        </Form.Item>
        <Form.Item name="account" label={t("adjust.account")}>
          <Radio.Group
            options={[
              { value: "change", label: t("balance.kind.change") },
              { value: "legal", label: t("balance.kind.legal") },
            ]}
          />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t("funds.currency")}
          rules={[{ required: true, message: t("adjust.currencyRequired") }]}
        >
          <Select
            data-testid="adjust-currency"
            options={currencies.map((c) => ({ value: c.id, label: c.name }))}
            showSearch
            optionFilterProp="label"
          />
        </Form.Item>
        <Form.Item
          name="amount"
          label={t("funds.amount")}
          rules={[
            {
              validator: async (_, value: string | undefined) => {
                const problem = decimalProblem((value ?? "").trim(), decimals);
                if (problem || /^[0.]*$/.test((value ?? "").trim()))
                  throw new Error(t("adjust.amountInvalid", { decimals }));
              },
            },
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" data-testid="adjust-amount" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t("adjust.reason")}
          rules={[
            { required: true, whitespace: true, message: t("adjust.reasonRequired") },
            { min: 10, max: 500, message: t("adjust.reasonRequired") },
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="adjust-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
