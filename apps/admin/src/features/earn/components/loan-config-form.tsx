import { Form, Input, InputNumber, Select, Switch } from "antd";
import { useMemo } from "react";
import { useI18n } from "../../../i18n";
import { decimalProblem } from "../../../ui/decimal";
import { atLeastRule, checkRule } from "../../contracts/components/form-rules";
import { AMOUNT_DECIMALS, rangeProblem } from "../../contracts/terms-rules";
import { useCurrencies } from "../../currencies/api/currencies";
import { type LoanConfig, type LoanConfigBody, useSaveLoanConfig } from "../api/loan";
import { ASSET_LIMIT, aboveZero, DAILY_RATE } from "../loan-rules";
import { amountRule, FormModal, fieldTestId } from "./form-modal";

/** The form is open on a new offer (`config: null`) or on an existing one. */
export type LoanConfigEditing = { config: LoanConfig | null };

export const loanFieldProps = fieldTestId("loan");

const RATES = ["daily_rate", "overdue_rate"] as const;
const AMOUNTS = ["min_amount", "max_amount"] as const;

function valuesOf(config: LoanConfig | null, usdt: number | undefined): Partial<LoanConfigBody> {
  if (!config)
    return { currency_id: usdt, cycle_days: 7, auto_approve_below: "0", confirm_repay: false, enabled: true };
  const { id: _id, currency_name: _name, ...body } = config;
  return body satisfies LoanConfigBody;
}

/**
 * The terms form of a loan offer. The coin is fixed once created; loans keep the terms they were made
 * under. Rates are fractions (0.0003 = 0.03 % a day). A refusal shows on the field the server names.
 */
export function LoanConfigForm({
  editing,
  onClose,
}: {
  editing: LoanConfigEditing | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const currencies = useCurrencies();
  const save = useSaveLoanConfig();
  const [form] = Form.useForm<LoanConfigBody>();
  const config = editing?.config ?? null;
  const usdt = currencies.data?.find((c) => c.name === "USDT")?.id;
  const currencyId: number | undefined = Form.useWatch("currency_id", form);
  const currency = currencies.data?.find((c) => c.id === currencyId);
  const decimals = currency?.decimals ?? AMOUNT_DECIMALS;
  const coin = currency?.name ?? config?.currency_name ?? "";

  // each opening shows the offer opened (or a new one's defaults)
  const values = useMemo(() => editing && valuesOf(editing.config, usdt), [editing, usdt]);

  const submit = (body: LoanConfigBody) =>
    save.mutateAsync({
      ...body,
      daily_rate: body.daily_rate.trim(),
      overdue_rate: body.overdue_rate.trim(),
      min_amount: body.min_amount.trim(),
      max_amount: body.max_amount.trim(),
      asset_limit: body.asset_limit.trim(),
      auto_approve_below: body.auto_approve_below.trim(),
      id: config?.id ?? null,
    });

  return (
    <FormModal<LoanConfigBody>
      form={form}
      values={values}
      title={
        config
          ? t("earn.loan.configTitle", { id: config.id, coin: config.currency_name })
          : t("earn.loan.configNew")
      }
      saved={t("earn.loan.configSaved")}
      onSave={submit}
      onClose={onClose}
      testId="loan-config"
      width={640}
    >
      <Form.Item
        name="currency_id"
        label={t("earn.loan.coin")}
        extra={config ? t("earn.loan.coinFixed") : undefined}
        rules={[{ required: true }]}
      >
        <Select
          disabled={config !== null}
          showSearch={{ optionFilterProp: "label" }}
          loading={currencies.isFetching}
          options={(currencies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          {...loanFieldProps("currency_id")}
        />
      </Form.Item>
      <Form.Item name="cycle_days" label={t("earn.loan.cycle")} rules={[{ required: true }]}>
        <InputNumber
          min={1}
          max={365}
          precision={0}
          suffix={t("earn.loan.days")}
          {...loanFieldProps("cycle_days")}
        />
      </Form.Item>
      {RATES.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`earn.loan.field.${name}`)}
          extra={t(`earn.loan.help.${name}`)}
          rules={[{ required: true, pattern: DAILY_RATE, message: t("earn.loan.rateRule") }]}
        >
          <Input inputMode="decimal" autoComplete="off" {...loanFieldProps(name)} />
        </Form.Item>
      ))}
      {AMOUNTS.map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`earn.loan.field.${name}`)}
          extra={coin ? t("earn.loan.inCoin", { coin }) : undefined}
          dependencies={name === "max_amount" ? ["currency_id", "min_amount"] : ["currency_id"]}
          required
          rules={[
            amountRule(decimals),
            ...(name === "max_amount"
              ? [atLeastRule("min_amount", (min, max) => rangeProblem(min.trim(), max.trim(), decimals))]
              : []),
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" {...loanFieldProps(name)} />
        </Form.Item>
      ))}
      <Form.Item
        name="asset_limit"
        label={t("earn.loan.field.asset_limit")}
        extra={t("earn.loan.help.asset_limit")}
        required
        rules={[
          {
            validator: async (_, v: string | undefined) => {
              if (!ASSET_LIMIT.test(v ?? "") || !aboveZero(v ?? ""))
                throw new Error(t("earn.loan.assetLimitRule"));
            },
          },
        ]}
      >
        <Input inputMode="decimal" autoComplete="off" {...loanFieldProps("asset_limit")} />
      </Form.Item>
      <Form.Item
        name="auto_approve_below"
        label={t("earn.loan.field.auto_approve_below")}
        extra={t("earn.loan.help.auto_approve_below", { coin })}
        dependencies={["currency_id"]}
        required
        rules={[checkRule<string | undefined>((v) => decimalProblem((v ?? "").trim(), decimals), decimals)]}
      >
        <Input inputMode="decimal" autoComplete="off" {...loanFieldProps("auto_approve_below")} />
      </Form.Item>
      <Form.Item
        name="confirm_repay"
        label={t("earn.loan.field.confirm_repay")}
        extra={t("earn.loan.help.confirm_repay")}
        valuePropName="checked"
      >
        <Switch {...loanFieldProps("confirm_repay")} />
      </Form.Item>
      <Form.Item name="enabled" label={t("earn.loan.enabled")} valuePropName="checked">
        <Switch {...loanFieldProps("enabled")} />
      </Form.Item>
    </FormModal>
  );
}
