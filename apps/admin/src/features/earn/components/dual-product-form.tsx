import { Form, Input, InputNumber, Radio, Select, Switch } from "antd";
import { useMemo } from "react";
import { useI18n } from "../../../i18n";
import { useLeverTerms } from "../../contracts/api/lever-terms";
import { AMOUNT_DECIMALS } from "../../contracts/terms-rules";
import { useCurrencies } from "../../currencies/api/currencies";
import { DUAL_TYPES, type DualProduct, type DualProductBody, useSaveDualProduct } from "../api/dual";
import { APR, coinsOf, MAX_SHARES, SETTLE_TIME } from "../dual-rules";
import { amountRule, FormModal, fieldTestId } from "./form-modal";

/** The form is open on a new product (`product: null`) or on an existing one. */
export type DualEditing = { product: DualProduct | null };

const fieldProps = fieldTestId("dual");

/** Places the server keeps an annual rate at. */
const APR_DECIMALS = 8;

function valuesOf(product: DualProduct | null): Partial<DualProductBody> {
  if (!product) return { type: "call", days: 7, settle_time: "08:00", enabled: true };
  return {
    market_id: product.market_id,
    type: product.type,
    linked_price: product.linked_price,
    apr: product.apr,
    days: product.days,
    share_price: product.per_price,
    shares: product.shares,
    settle_time: product.settle_time,
    enabled: product.enabled,
  };
}

/**
 * The terms form of a dual investment product. The market and the type are fixed once created; the
 * shares never go below those sold. A refusal shows on the field the server names, else above the fields.
 */
export function DualProductForm({ editing, onClose }: { editing: DualEditing | null; onClose: () => void }) {
  const { t } = useI18n();
  const markets = useLeverTerms();
  const currencies = useCurrencies();
  const save = useSaveDualProduct();
  const [form] = Form.useForm<DualProductBody>();
  const product = editing?.product ?? null;
  const sold = product?.sold ?? 0;

  // each opening shows the product opened (or a new one's defaults)
  const values = useMemo(() => editing && valuesOf(editing.product), [editing]);

  // the coins of the market chosen: the linked price is in the quote coin, a share in the invested one
  const marketId: number | undefined = Form.useWatch("market_id", form);
  const type: DualProductBody["type"] | undefined = Form.useWatch("type", form);
  const market = markets.data?.find((m) => m.market_id === marketId);
  const { base, quote } = coinsOf(market?.symbol ?? product?.symbol ?? "");
  const decimalsOf = (id: number | undefined) =>
    currencies.data?.find((c) => c.id === id)?.decimals ?? AMOUNT_DECIMALS;
  const quoteDecimals = decimalsOf(market?.legal_id ?? product?.legal_id);
  const invested = type === "put" ? quote : base;
  const investDecimals = decimalsOf(
    type === "put" ? (market?.legal_id ?? product?.legal_id) : (market?.currency_id ?? product?.currency_id),
  );

  const marketOptions = (markets.data ?? []).map((m) => ({ value: m.market_id, label: m.symbol }));
  if (product && !marketOptions.some((o) => o.value === product.market_id))
    marketOptions.push({ value: product.market_id, label: product.symbol });

  const submit = (body: DualProductBody) =>
    save.mutateAsync({
      ...body,
      linked_price: body.linked_price.trim(),
      apr: body.apr.trim(),
      share_price: body.share_price.trim(),
      settle_time: body.settle_time.trim(),
      id: product?.id ?? null,
    });

  return (
    <FormModal<DualProductBody>
      form={form}
      values={values}
      title={
        product ? t("earn.dual.editTitle", { id: product.id, symbol: product.symbol }) : t("earn.dual.new")
      }
      saved={t("earn.dual.saved")}
      onSave={submit}
      onClose={onClose}
      testId="dual"
      width={640}
    >
      <Form.Item
        name="market_id"
        label={t("earn.dual.market")}
        extra={product ? t("earn.dual.fixed") : undefined}
        rules={[{ required: true }]}
      >
        <Select
          disabled={product !== null}
          showSearch={{ optionFilterProp: "label" }}
          loading={markets.isFetching}
          options={marketOptions}
          {...fieldProps("market_id")}
        />
      </Form.Item>
      <Form.Item
        name="type"
        label={t("earn.dual.type")}
        extra={base && quote ? t("earn.dual.typeHelp", { base, quote }) : undefined}
        rules={[{ required: true }]}
      >
        <Radio.Group
          disabled={product !== null}
          options={DUAL_TYPES.map((value) => ({ value, label: t(`earn.dual.type.${value}`) }))}
          {...fieldProps("type")}
        />
      </Form.Item>
      <Form.Item
        name="linked_price"
        label={t("earn.dual.linkedPrice")}
        extra={base && quote ? t("earn.dual.linkedPriceHelp", { base, quote }) : undefined}
        dependencies={["market_id"]}
        required
        rules={[amountRule(quoteDecimals)]}
      >
        <Input inputMode="decimal" autoComplete="off" {...fieldProps("linked_price")} />
      </Form.Item>
      <Form.Item
        name="apr"
        label={t("earn.dual.apr")}
        extra={t("earn.dual.aprHelp")}
        required
        rules={[amountRule(APR_DECIMALS), { pattern: APR, message: t("earn.dual.aprRule") }]}
      >
        <Input inputMode="decimal" autoComplete="off" {...fieldProps("apr")} />
      </Form.Item>
      <Form.Item name="days" label={t("earn.dual.days")} rules={[{ required: true }]}>
        <InputNumber min={1} max={365} precision={0} {...fieldProps("days")} />
      </Form.Item>
      <Form.Item
        name="share_price"
        label={t("earn.dual.sharePrice")}
        extra={invested ? t("earn.dual.sharePriceHelp", { coin: invested }) : undefined}
        dependencies={["market_id", "type"]}
        required
        rules={[amountRule(investDecimals)]}
      >
        <Input inputMode="decimal" autoComplete="off" {...fieldProps("share_price")} />
      </Form.Item>
      <Form.Item
        name="shares"
        label={t("earn.dual.shares")}
        extra={product ? t("earn.dual.sharesSold", { sold }) : undefined}
        rules={[
          { required: true },
          {
            type: "number",
            min: Math.max(sold, 1),
            message: t("earn.dual.sharesRule", { min: Math.max(sold, 1) }),
          },
        ]}
      >
        <InputNumber
          min={1}
          max={MAX_SHARES}
          precision={0}
          style={{ width: 200 }}
          {...fieldProps("shares")}
        />
      </Form.Item>
      <Form.Item
        name="settle_time"
        label={t("earn.dual.settleTime")}
        extra={t("earn.dual.settleTimeHelp")}
        rules={[{ required: true, pattern: SETTLE_TIME, message: t("earn.dual.settleTimeRule") }]}
      >
        <Input placeholder="08:00" maxLength={5} style={{ width: 120 }} {...fieldProps("settle_time")} />
      </Form.Item>
      <Form.Item name="enabled" label={t("earn.dual.enabled")} valuePropName="checked">
        <Switch {...fieldProps("enabled")} />
      </Form.Item>
    </FormModal>
  );
}
