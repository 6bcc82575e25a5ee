import { Alert, App, Col, Form, Input, Modal, Row, Switch, Typography } from "antd";
import { ApiError } from "../../../api/client";
import { useI18n } from "../../../i18n";
import { type Currency, type Network, type NetworkInput, useSaveNetwork } from "../api/currencies";
import { decimalRule } from "./decimal-rule";

const amountFields = ["deposit_min", "withdraw_min", "withdraw_fee"] as const;
const amountLabels = {
  deposit_min: "network.depositMin",
  withdraw_min: "network.withdrawMin",
  withdraw_fee: "network.withdrawFee",
} as const;

/**
 * Edits a network's deposit address, minimums and fee. Amounts may have no more places than the
 * currency: the server applies them at the currency's scale. The server checks the address against
 * the network's rules (EIP-55, base58check, bech32…): its refusal shows under the address field, any
 * other refusal above the fields.
 */
export function NetworkModal({
  target,
  onClose,
}: {
  target: { currency: Currency; network: Network } | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const save = useSaveNetwork();
  const [form] = Form.useForm<NetworkInput>();
  const close = () => {
    save.reset();
    onClose();
  };
  const currency = target?.currency;
  const network = target?.network;
  const addressRefused = save.error instanceof ApiError && save.error.field === "deposit_address";

  return (
    <Modal
      open={target !== null}
      title={
        currency && network ? t("network.editTitle", { currency: currency.name, network: network.name }) : ""
      }
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      okButtonProps={{ loading: save.isPending }}
      onCancel={close}
      onOk={() => form.submit()}
      width={620}
      destroyOnHidden
    >
      {currency && network && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            deposit_address: network.deposit_address,
            deposit_min: network.deposit_min,
            withdraw_min: network.withdraw_min,
            withdraw_fee: network.withdraw_fee,
            enabled: network.enabled,
          }}
          onFinish={(values) =>
            save.mutate(
              {
                id: network.id,
                deposit_address: values.deposit_address.trim(),
                deposit_min: values.deposit_min.trim(),
                withdraw_min: values.withdraw_min.trim(),
                withdraw_fee: values.withdraw_fee.trim(),
                enabled: values.enabled,
              },
              {
                onSuccess: (text) => {
                  message.success(text);
                  close();
                },
                onError: (error) => {
                  if (error instanceof ApiError && error.field === "deposit_address") {
                    form.setFields([{ name: "deposit_address", errors: [error.message] }]);
                  }
                },
              },
            )
          }
        >
          {save.error && !addressRefused && (
            <Alert type="error" showIcon style={{ marginBottom: 16 }} title={save.error.message} />
          )}
          <Form.Item
            name="deposit_address"
            label={t("network.depositAddress")}
            extra={t("network.addressHelp", { network: network.name })}
            dependencies={["enabled"]}
            rules={[
              // an open network needs somewhere to deposit; a closed one may keep an empty address
              ({ getFieldValue }) => ({
                required: Boolean(getFieldValue("enabled")),
                whitespace: true,
                message: t("network.addressRequired"),
              }),
            ]}
          >
            <Input maxLength={128} spellCheck={false} autoComplete="off" />
          </Form.Item>
          <Row gutter={12}>
            {amountFields.map((field) => (
              <Col span={8} key={field}>
                <Form.Item
                  name={field}
                  label={t(amountLabels[field])}
                  rules={[decimalRule(currency.decimals)]}
                >
                  <Input maxLength={40} inputMode="decimal" autoComplete="off" />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginTop: -12, fontSize: 12 }}>
            {t("network.amountHelp", { currency: currency.name, decimals: currency.decimals })}
          </Typography.Paragraph>
          <Form.Item
            name="enabled"
            label={t("network.enabled")}
            valuePropName="checked"
            extra={t("network.enabledHelp")}
          >
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
