import { Alert, App, Form, Input, Modal, Switch } from "antd";
import { useI18n } from "../../../i18n";
import { type StakeCurrency, type StakeCurrencyInput, useSaveStakeCurrency } from "../api/seconds-config";
import { parsePresets } from "../terms-rules";
import { checkRule } from "./form-rules";

/**
 * Edits a stake currency's preset stakes (the app's amount buttons) and whether stakes can be paid
 * in it. The server also refuses amounts finer than the currency; its refusal shows above the fields.
 */
export function StakeCurrencyModal({
  currency,
  onClose,
}: {
  currency: StakeCurrency | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const save = useSaveStakeCurrency();
  const [form] = Form.useForm<StakeCurrencyInput>();
  const close = () => {
    save.reset();
    onClose();
  };

  return (
    <Modal
      open={currency !== null}
      title={currency ? t("contracts.stakes.editTitle", { name: currency.name }) : ""}
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
          initialValues={{ numbers: currency.numbers, enabled: currency.enabled }}
          onFinish={(values) =>
            save.mutate(
              {
                id: currency.id,
                numbers: (parsePresets(values.numbers) ?? []).join(","),
                enabled: values.enabled,
              },
              {
                onSuccess: (done) => {
                  message.success(done);
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
            name="numbers"
            label={t("contracts.stakes.numbers")}
            extra={t("contracts.stakes.numbersHelp")}
            rules={[checkRule<string | undefined>((v) => (parsePresets(v ?? "") ? null : "presets"))]}
          >
            <Input maxLength={400} autoComplete="off" spellCheck={false} />
          </Form.Item>
          <Form.Item
            name="enabled"
            label={t("contracts.stakes.enabled")}
            valuePropName="checked"
            extra={t("contracts.stakes.enabledHelp")}
          >
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
