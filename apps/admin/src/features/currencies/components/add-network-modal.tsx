import { Alert, App, Col, Form, Input, Modal, Row, Switch, Typography } from "antd";
import { ApiError } from "../../../api/client";
import { useI18n } from "../../../i18n";
import { type Currency, useAddNetwork } from "../api/currencies";
import { decimalRule } from "./decimal-rule";

const amountFields = ["deposit_min", "withdraw_min", "withdraw_fee"] as const;
const amountLabels = {
  deposit_min: "network.depositMin",
  withdraw_min: "network.withdrawMin",
  withdraw_fee: "network.withdrawFee",
} as const;
/** The fields the server may name in a refusal: its message shows under the field. */
const fieldNames = ["name", "deposit_address", ...amountFields] as const;
type FieldName = (typeof fieldNames)[number];
const isFieldName = (field: string | undefined): field is FieldName =>
  fieldNames.includes(field as FieldName);

interface Values {
  name: string;
  deposit_address: string;
  deposit_min: string;
  withdraw_min: string;
  withdraw_fee: string;
  enabled: boolean;
}

/**
 * Adds a network to a currency, kept with payment vouchers an operator reviews: its name as users see
 * it (the address rules follow it: TRC20, ERC20, BTC…), the venue's deposit address, the minimums and
 * the withdrawal fee at the currency's places. The on-chain settings are edited once it exists.
 */
export function AddNetworkModal({ currency, onClose }: { currency: Currency | null; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const add = useAddNetwork();
  const [form] = Form.useForm<Values>();
  const close = () => {
    add.reset();
    onClose();
  };
  const fieldRefused = add.error instanceof ApiError && isFieldName(add.error.field);

  return (
    <Modal
      open={currency !== null}
      title={currency ? t("network.addTitle", { currency: currency.name }) : ""}
      okText={t("network.add")}
      cancelText={t("common.cancel")}
      okButtonProps={{ loading: add.isPending }}
      onCancel={close}
      onOk={() => form.submit()}
      width={620}
      destroyOnHidden
    >
      {currency && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            deposit_address: "",
            deposit_min: "0",
            withdraw_min: "0",
            withdraw_fee: "0",
            enabled: true,
          }}
          onFinish={(values) =>
            add.mutate(
              {
                currencyId: currency.id,
                name: values.name.trim(),
                deposit_address: values.deposit_address.trim(),
                deposit_min: values.deposit_min.trim(),
                withdraw_min: values.withdraw_min.trim(),
                withdraw_fee: values.withdraw_fee.trim(),
                enabled: values.enabled,
              },
              {
                onSuccess: () => {
                  message.success(t("network.added", { network: values.name.trim() }));
                  close();
                },
                onError: (error) => {
                  if (error instanceof ApiError && isFieldName(error.field))
                    form.setFields([{ name: error.field, errors: [error.message] }]);
                },
              },
            )
          }
        >
          {add.error && !fieldRefused && (
            <Alert type="error" showIcon style={{ marginBottom: 16 }} title={add.error.message} />
          )}
          <Form.Item
            name="name"
            label={t("network.name")}
            extra={t("network.nameHelp")}
            rules={[
              {
                required: true,
                pattern: /^\s*[A-Za-z0-9][A-Za-z0-9_-]{1,19}\s*$/,
                message: t("network.nameHelp"),
              },
            ]}
          >
            <Input maxLength={20} autoComplete="off" data-testid="network-name" />
          </Form.Item>
          <Form.Item
            name="deposit_address"
            label={t("network.depositAddress")}
            extra={t("network.addAddressHelp")}
          >
            <Input maxLength={128} spellCheck={false} autoComplete="off" data-testid="network-address" />
          </Form.Item>
          <Row gutter={12}>
            {amountFields.map((field) => (
              <Col span={8} key={field}>
                <Form.Item
                  name={field}
                  label={t(amountLabels[field])}
                  rules={[decimalRule(currency.decimals)]}
                >
                  <Input
                    maxLength={40}
                    inputMode="decimal"
                    autoComplete="off"
                    data-testid={`network-${field}`}
                  />
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
