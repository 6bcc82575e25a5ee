import { Alert, App, Form, Input, Modal, Switch } from "antd";
import { useI18n } from "../../../i18n";
import { type Currency, type CurrencyInput, useSaveCurrency } from "../api/currencies";
import { decimalRule } from "./decimal-rule";

/** The server reads reference prices at 18 places. */
const PRICE_DECIMALS = 18;

/** Edits a currency's reference price and whether it is listed; a refusal shows above the fields. */
export function CurrencyModal({ currency, onClose }: { currency: Currency | null; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const save = useSaveCurrency();
  const [form] = Form.useForm<CurrencyInput>();
  const close = () => {
    save.reset();
    onClose();
  };

  return (
    <Modal
      open={currency !== null}
      title={currency ? t("currency.editTitle", { name: currency.name }) : ""}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      okButtonProps={{ loading: save.isPending }}
      onCancel={close}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      {currency && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            reference_price: currency.reference_price,
            enabled: currency.enabled,
            second_approval_above: currency.second_approval_above ?? "",
          }}
          onFinish={(values) =>
            save.mutate(
              {
                id: currency.id,
                reference_price: values.reference_price.trim(),
                enabled: values.enabled,
                second_approval_above: (values.second_approval_above ?? "").trim(),
              },
              {
                onSuccess: (text) => {
                  message.success(text);
                  close();
                },
              },
            )
          }
        >
          {save.error && (
            <Alert type="error" showIcon style={{ marginBottom: 16 }} title={save.error.message} />
          )}
          <Form.Item
            name="reference_price"
            label={t("currency.referencePrice")}
            rules={[decimalRule(PRICE_DECIMALS)]}
          >
            <Input maxLength={40} inputMode="decimal" autoComplete="off" />
          </Form.Item>
          <Form.Item
            name="second_approval_above"
            label={t("currency.secondApprovalAbove")}
            extra={t("currency.secondApprovalAboveHelp")}
            // empty: no second approval
            rules={[{ ...decimalRule(currency.decimals), transform: (v?: string) => v?.trim() || "0" }]}
          >
            <Input
              maxLength={40}
              inputMode="decimal"
              autoComplete="off"
              data-testid="second-approval-above"
            />
          </Form.Item>
          <Form.Item
            name="enabled"
            label={t("currency.enabled")}
            valuePropName="checked"
            extra={t("currency.enabledHelp")}
          >
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
