import { Alert, App, Col, Form, Input, Modal, Row, Switch } from "antd";
import { useI18n } from "../../../i18n";
import { type LeverTerms, useSaveLeverTerms } from "../api/lever-terms";
import {
  AMOUNT_DECIMALS,
  parseMultiples,
  positiveProblem,
  RATE_DECIMALS,
  rangeProblem,
  rateProblem,
} from "../terms-rules";
import { atLeastRule, checkRule } from "./form-rules";

interface TermsForm {
  lot_size: string;
  min_lots: string;
  max_lots: string;
  multiples: string;
  spread_rate: string;
  fee_rate: string;
  overnight_rate: string;
  open: boolean;
}

const text = (value: string | undefined) => (value ?? "").trim();
const rateRule = checkRule<string | undefined>((v) => rateProblem(text(v)), RATE_DECIMALS);
const rateFields = [
  { name: "spread_rate", label: "contracts.lever.spread", help: "contracts.lever.rateHelp" },
  { name: "fee_rate", label: "contracts.lever.fee", help: "contracts.lever.rateHelp" },
  { name: "overnight_rate", label: "contracts.lever.overnight", help: "contracts.lever.overnightHelp" },
] as const;

/**
 * Edits one market's contract terms: lot size, lots per order, multiples, spread, fee and overnight
 * rates, and whether it is open. The checks mirror the server's; a refusal shows above the fields.
 */
export function LeverTermsModal({ market, onClose }: { market: LeverTerms | null; onClose: () => void }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const save = useSaveLeverTerms();
  const [form] = Form.useForm<TermsForm>();
  const close = () => {
    save.reset();
    onClose();
  };
  const lots = market?.lot_decimals ?? 0;
  const lotsRule = checkRule<string | undefined>((v) => positiveProblem(text(v), lots), lots);

  return (
    <Modal
      open={market !== null}
      title={market ? t("contracts.lever.editTitle", { symbol: market.symbol }) : ""}
      okText={t("common.save")}
      cancelText={t("common.cancel")}
      okButtonProps={{ loading: save.isPending }}
      onCancel={close}
      onOk={() => form.submit()}
      width={640}
      destroyOnHidden
    >
      {market && (
        <Form
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{
            lot_size: market.lot_size,
            min_lots: market.min_lots,
            max_lots: market.max_lots,
            multiples: market.multiples.join(","),
            spread_rate: market.spread_rate,
            fee_rate: market.fee_rate,
            overnight_rate: market.overnight_rate,
            open: market.open,
          }}
          onFinish={(values) =>
            save.mutate(
              {
                market_id: market.market_id,
                lot_size: text(values.lot_size),
                min_lots: text(values.min_lots),
                max_lots: text(values.max_lots),
                multiples: (parseMultiples(values.multiples) ?? []).join(","),
                spread_rate: text(values.spread_rate),
                fee_rate: text(values.fee_rate),
                overnight_rate: text(values.overnight_rate),
                open: values.open,
              },
              {
                onSuccess: (saved) => {
                  message.success(t("contracts.lever.saved", { symbol: saved.symbol }));
                  close();
                },
              },
            )
          }
        >
          {save.error && (
            <Alert type="error" showIcon style={{ marginBottom: 16 }} title={save.error.message} />
          )}
          <Row gutter={12}>
            <Col span={8}>
              <Form.Item
                name="lot_size"
                label={t("contracts.lever.lotSize")}
                extra={t("contracts.lever.lotSizeHelp", { base: market.symbol.split("/")[0] ?? "" })}
                rules={[
                  checkRule<string | undefined>(
                    (v) => positiveProblem(text(v), AMOUNT_DECIMALS),
                    AMOUNT_DECIMALS,
                  ),
                ]}
              >
                <Input maxLength={40} inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="min_lots"
                label={t("contracts.lever.minLots")}
                extra={t("contracts.lever.lotsHelp", { decimals: lots })}
                rules={[lotsRule]}
              >
                <Input maxLength={40} inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item
                name="max_lots"
                label={t("contracts.lever.maxLots")}
                dependencies={["min_lots"]}
                rules={[
                  lotsRule,
                  atLeastRule("min_lots", (min, max) => rangeProblem(text(min), text(max), lots)),
                ]}
              >
                <Input maxLength={40} inputMode="decimal" autoComplete="off" />
              </Form.Item>
            </Col>
          </Row>
          <Form.Item
            name="multiples"
            label={t("contracts.lever.multiples")}
            extra={t("contracts.lever.multiplesHelp")}
            rules={[checkRule<string | undefined>((v) => (parseMultiples(v ?? "") ? null : "multiples"))]}
          >
            <Input maxLength={100} autoComplete="off" spellCheck={false} />
          </Form.Item>
          <Row gutter={12}>
            {rateFields.map((field) => (
              <Col span={8} key={field.name}>
                <Form.Item name={field.name} label={t(field.label)} extra={t(field.help)} rules={[rateRule]}>
                  <Input maxLength={40} inputMode="decimal" autoComplete="off" />
                </Form.Item>
              </Col>
            ))}
          </Row>
          <Form.Item
            name="open"
            label={t("contracts.lever.open")}
            valuePropName="checked"
            extra={t("contracts.lever.openHelp")}
          >
            <Switch />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
