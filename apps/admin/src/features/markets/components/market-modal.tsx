import { Alert, App, Col, Form, Input, Modal, Row, Typography } from "antd";
import { ApiError } from "../../../api/client";
import { useI18n } from "../../../i18n";
import { percent } from "../../../ui/percent";
import { isApprovalPending } from "../../approvals/api/approvals";
import { RiskyTermWarning } from "../../approvals/components/risky-term-warning";
import { compareDecimal } from "../../approvals/decimal-compare";
import { decimalRule } from "../../currencies/components/decimal-rule";
import { type Market, type MarketInput, useSaveMarket } from "../api/markets";

const fieldNames = ["maker_fee", "taker_fee", "price_step", "lot_step", "min_notional"] as const;
type FieldName = (typeof fieldNames)[number];
const isFieldName = (field: string | undefined): field is FieldName =>
  fieldNames.includes(field as FieldName);

/**
 * Edits a market's maker and taker fees (rates: 0.001 is 0.1 %), its price step (a multiple of its
 * tick), its lot step (a multiple of its smallest amount) and its minimum order value. The next order
 * is checked against them; resting orders keep their prices.
 */
export function MarketModal({ market, onClose }: { market: Market | null; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const save = useSaveMarket();
  const [form] = Form.useForm<MarketInput>();
  const close = () => {
    save.reset();
    onClose();
  };
  const makerFee = Form.useWatch("maker_fee", form);
  const takerFee = Form.useWatch("taker_fee", form);
  const fieldRefused =
    (save.error instanceof ApiError && isFieldName(save.error.field)) || isApprovalPending(save.error);

  return (
    <Modal
      open={market !== null}
      title={market ? t("market.editTitle", { symbol: market.symbol }) : ""}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      okButtonProps={{ loading: save.isPending }}
      onCancel={close}
      onOk={() => form.submit()}
      width={620}
      destroyOnHidden
    >
      {market && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            maker_fee: market.maker_fee,
            taker_fee: market.taker_fee,
            price_step: market.price_step,
            lot_step: market.lot_step,
            min_notional: market.min_notional,
          }}
          onFinish={(values) =>
            save.mutate(
              {
                id: market.id,
                maker_fee: values.maker_fee.trim(),
                taker_fee: values.taker_fee.trim(),
                price_step: values.price_step.trim(),
                lot_step: values.lot_step.trim(),
                min_notional: values.min_notional.trim(),
              },
              {
                onSuccess: () => {
                  message.success(t("market.saved", { symbol: market.symbol }));
                  close();
                },
                onError: (error) => {
                  // a fee above 1 % is kept as a request for a second operator: nothing to correct here
                  if (isApprovalPending(error)) {
                    message.warning({ content: error.message, key: `warn:${error.message}` });
                    close();
                    return;
                  }
                  if (error instanceof ApiError && isFieldName(error.field))
                    form.setFields([{ name: error.field, errors: [error.message] }]);
                },
              },
            )
          }
        >
          {save.error && !fieldRefused && (
            <Alert type="error" showIcon style={{ marginBottom: 16 }} title={save.error.message} />
          )}
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item name="maker_fee" label={t("market.makerFee")} rules={[decimalRule(8)]}>
                <Input maxLength={12} inputMode="decimal" autoComplete="off" data-testid="market-maker-fee" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item name="taker_fee" label={t("market.takerFee")} rules={[decimalRule(8)]}>
                <Input maxLength={12} inputMode="decimal" autoComplete="off" data-testid="market-taker-fee" />
              </Form.Item>
            </Col>
          </Row>
          <Typography.Paragraph type="secondary" style={{ marginTop: -12, fontSize: 12 }}>
            {t("market.feeHelp")}
          </Typography.Paragraph>
          {/* one warning: the larger fee decides whether the save waits for a second operator */}
          <RiskyTermWarning
            value={compareDecimal(takerFee ?? "0", makerFee ?? "0") === 1 ? takerFee : makerFee}
            limit="spotFeeRate"
            shown={percent}
          />
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item
                name="price_step"
                label={t("market.priceStep")}
                extra={t("market.priceStepHelp", { decimals: market.price_decimals })}
                rules={[decimalRule(market.price_decimals)]}
              >
                <Input
                  maxLength={40}
                  inputMode="decimal"
                  autoComplete="off"
                  data-testid="market-price-step"
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="lot_step"
                label={t("market.lotStep")}
                extra={t("market.lotStepHelp", { decimals: market.amount_decimals })}
                rules={[decimalRule(market.amount_decimals)]}
              >
                <Input maxLength={40} inputMode="decimal" autoComplete="off" data-testid="market-lot-step" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="min_notional"
                label={t("market.minNotional", { quote: market.quote })}
                rules={[decimalRule(18)]}
              >
                <Input
                  maxLength={40}
                  inputMode="decimal"
                  autoComplete="off"
                  data-testid="market-min-notional"
                />
              </Form.Item>
            </Col>
          </Row>
        </Form>
      )}
    </Modal>
  );
}
