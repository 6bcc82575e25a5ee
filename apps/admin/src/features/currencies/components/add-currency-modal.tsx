import type { CurrencyAddBody } from "@bourse/contract";
import { Alert, App, Col, Form, Input, InputNumber, Modal, Row, Switch } from "antd";
import { ApiError } from "../../../api/client";
import { useI18n } from "../../../i18n";
import { useAddCurrency } from "../api/currencies";
import { decimalRule } from "./decimal-rule";

/** The fields the server may name in a refusal: its message shows under the field. */
const fieldNames = ["symbol", "full_name", "decimals", "reference_price"] as const;
const isFieldName = (field: string | undefined): field is (typeof fieldNames)[number] =>
  fieldNames.includes(field as (typeof fieldNames)[number]);

/**
 * Adds a currency: its symbol (capital letters and digits), name, decimals (0 to 18, fixed once added),
 * reference price in USDT and whether it is listed. Networks are added to it afterwards.
 */
export function AddCurrencyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const add = useAddCurrency();
  const [form] = Form.useForm<CurrencyAddBody>();
  const close = () => {
    add.reset();
    onClose();
  };
  const fieldRefused = add.error instanceof ApiError && isFieldName(add.error.field);

  return (
    <Modal
      open={open}
      title={t("currency.addTitle")}
      okText={t("currency.add")}
      cancelText={t("common.cancel")}
      okButtonProps={{ loading: add.isPending, "data-testid": "add-currency-ok" }}
      onCancel={close}
      onOk={() => form.submit()}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ decimals: 8, reference_price: "0", enabled: true }}
        onFinish={(values) =>
          add.mutate(
            {
              symbol: values.symbol.trim().toUpperCase(),
              full_name: values.full_name.trim(),
              decimals: Number(values.decimals),
              reference_price: values.reference_price.trim(),
              enabled: values.enabled,
            },
            {
              onSuccess: () => {
                message.success(t("currency.added", { name: values.symbol.trim().toUpperCase() }));
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
        <Row gutter={12}>
          <Col span={10}>
            <Form.Item
              name="symbol"
              label={t("currency.symbol")}
              extra={t("currency.symbolHelp")}
              rules={[
                {
                  required: true,
                  pattern: /^\s*[A-Za-z][A-Za-z0-9]{1,11}\s*$/,
                  message: t("currency.symbolHelp"),
                },
              ]}
            >
              <Input maxLength={12} autoComplete="off" data-testid="currency-symbol" />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item
              name="full_name"
              label={t("currency.fullName")}
              rules={[{ required: true, whitespace: true, message: t("currency.fullNameRequired") }]}
            >
              <Input maxLength={64} autoComplete="off" data-testid="currency-full-name" />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={12}>
          <Col span={10}>
            <Form.Item
              name="decimals"
              label={t("currency.decimals")}
              extra={t("currency.decimalsHelp")}
              rules={[
                { required: true, type: "integer", min: 0, max: 18, message: t("currency.decimalsHelp") },
              ]}
            >
              <InputNumber
                min={0}
                max={18}
                precision={0}
                style={{ width: "100%" }}
                data-testid="currency-decimals"
              />
            </Form.Item>
          </Col>
          <Col span={14}>
            <Form.Item name="reference_price" label={t("currency.referencePrice")} rules={[decimalRule(18)]}>
              <Input
                maxLength={40}
                inputMode="decimal"
                autoComplete="off"
                data-testid="currency-reference-price"
              />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="enabled"
          label={t("currency.enabled")}
          valuePropName="checked"
          extra={t("currency.enabledHelp")}
        >
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
