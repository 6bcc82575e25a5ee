import { Alert, App, Col, Divider, Form, Input, InputNumber, Modal, Row, Switch, Typography } from "antd";
import { ApiError } from "../../../api/client";
import { useI18n } from "../../../i18n";
import { isApprovalPending } from "../../approvals/api/approvals";
import { type Currency, type Network, type NetworkInput, useSaveNetwork } from "../api/currencies";
import { decimalRule } from "./decimal-rule";

const amountFields = ["deposit_min", "withdraw_min", "withdraw_fee"] as const;
/** The fields the server may name in a refusal: its message shows under the field. */
const fieldNames = [
  "deposit_address",
  "deposit_min",
  "withdraw_min",
  "withdraw_fee",
  "token_contract",
  "confirmations",
  "auto_approve_max",
  "hot_wallet_min",
  "explorer_tx_url",
] as const;
type FieldName = (typeof fieldNames)[number];
const isFieldName = (field: string | undefined): field is FieldName =>
  fieldNames.includes(field as FieldName);

const amountLabels = {
  deposit_min: "network.depositMin",
  withdraw_min: "network.withdrawMin",
  withdraw_fee: "network.withdrawFee",
} as const;

/**
 * Edits a network's deposit address, minimums and fee. Amounts may have no more places than the
 * currency: the server applies them at the currency's scale. The server checks the address against
 * the network's rules (EIP-55, base58check, bech32…). A network watched on a chain also has its
 * on-chain settings: the token contract, confirmations, the auto-approve amount, the hot wallet's
 * minimum and the explorer's transaction URL. A refusal naming a field shows under it, any other above
 * the fields.
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
  const fieldRefused = save.error instanceof ApiError && isFieldName(save.error.field);
  const chain = network?.chain ?? null;

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
            token_contract: network.token_contract,
            confirmations: network.confirmations,
            auto_approve_max: network.auto_approve_max,
            hot_wallet_min: network.hot_wallet_min,
            explorer_tx_url: network.explorer_tx_url,
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
                ...(chain
                  ? {
                      token_contract: (values.token_contract ?? "").trim(),
                      confirmations: Number(values.confirmations),
                      auto_approve_max: (values.auto_approve_max ?? "").trim(),
                      hot_wallet_min: (values.hot_wallet_min ?? "").trim(),
                      explorer_tx_url: (values.explorer_tx_url ?? "").trim(),
                    }
                  : {}),
              },
              {
                onSuccess: (text) => {
                  message.success(text);
                  close();
                },
                onError: (error) => {
                  if (error instanceof ApiError && isFieldName(error.field)) {
                    form.setFields([{ name: error.field, errors: [error.message] }]);
                  }
                },
              },
            )
          }
        >
          {save.error && !fieldRefused && (
            <Alert
              type={isApprovalPending(save.error) ? "warning" : "error"}
              showIcon
              style={{ marginBottom: 16 }}
              title={save.error.message}
            />
          )}
          {!save.error && (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("approvals.networkHint")} />
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
          {chain && (
            <>
              <Divider titlePlacement="start" plain>
                {t("network.chainSettings", { chain })}
              </Divider>
              <Form.Item
                name="token_contract"
                label={t("network.tokenContract")}
                extra={t("network.tokenContractHelp")}
                rules={[
                  { pattern: /^\s*(0x[0-9a-fA-F]{40})?\s*$/, message: t("network.tokenContractInvalid") },
                ]}
              >
                <Input maxLength={42} spellCheck={false} autoComplete="off" placeholder="0x…" />
              </Form.Item>
              <Row gutter={12}>
                <Col span={8}>
                  <Form.Item
                    name="confirmations"
                    label={t("network.confirmations")}
                    extra={t("network.confirmationsHelp")}
                    rules={[
                      {
                        required: true,
                        type: "integer",
                        min: 1,
                        max: 1000,
                        message: t("network.confirmationsHelp"),
                      },
                    ]}
                  >
                    <InputNumber min={1} max={1000} precision={0} style={{ width: "100%" }} />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item
                    name="auto_approve_max"
                    label={t("network.autoApproveMax")}
                    extra={t("network.autoApproveHelp")}
                    rules={[decimalRule(currency.decimals)]}
                  >
                    <Input maxLength={40} inputMode="decimal" autoComplete="off" />
                  </Form.Item>
                </Col>
                <Col span={8}>
                  <Form.Item
                    name="hot_wallet_min"
                    label={t("network.hotWalletMin")}
                    extra={t("network.hotWalletMinHelp")}
                    rules={[decimalRule(currency.decimals)]}
                  >
                    <Input maxLength={40} inputMode="decimal" autoComplete="off" />
                  </Form.Item>
                </Col>
              </Row>
              <Form.Item
                name="explorer_tx_url"
                label={t("network.explorerTxUrl")}
                extra={t("network.explorerTxUrlHelp")}
              >
                <Input
                  maxLength={300}
                  spellCheck={false}
                  autoComplete="off"
                  placeholder="https://…/tx/{tx}"
                />
              </Form.Item>
            </>
          )}
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
