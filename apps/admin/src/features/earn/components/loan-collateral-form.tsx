import { Form, type FormRule, Input, Select, Switch, Typography } from "antd";
import { useMemo } from "react";
import { useI18n } from "../../../i18n";
import { useLeverTerms } from "../../contracts/api/lever-terms";
import { type LoanCollateral, type LoanCollateralBody, useSaveLoanCollateral } from "../api/loan";
import { percentOf } from "../dual-rules";
import { LTV, LTV_STEPS, type LtvStep, stepProblem } from "../loan-rules";
import { FormModal } from "./form-modal";
import { loanFieldProps } from "./loan-config-form";

/**
 * The form of a collateral coin: the market whose index values it (one whose base is the coin) and its
 * LTV steps, fractions each above the one before it. Loans keep the steps they were made under. A
 * refusal shows on the field the server names.
 */
export function LoanCollateralForm({
  collateral,
  onClose,
}: {
  collateral: LoanCollateral | null;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const markets = useLeverTerms();
  const save = useSaveLoanCollateral();
  const [form] = Form.useForm<LoanCollateralBody>();
  const watched = Form.useWatch([], form) as Partial<LoanCollateralBody> | undefined;

  // each opening shows the coin opened
  const values = useMemo(
    (): LoanCollateralBody | null =>
      collateral && {
        market_id: collateral.market_id,
        initial_ltv: collateral.initial_ltv,
        margin_call: collateral.margin_call,
        top_up: collateral.top_up,
        liquidate: collateral.liquidate,
        enabled: collateral.enabled,
      },
    [collateral],
  );

  const marketOptions = (markets.data ?? [])
    .filter((m) => m.currency_id === collateral?.currency_id)
    .map((m) => ({ value: m.market_id, label: m.symbol }));

  /** A step is a fraction from 0 to 1 above the step before it. */
  const stepRule = (step: LtvStep): FormRule => ({
    validator: async (_, value: string | undefined) => {
      if (!LTV.test(value ?? "")) throw new Error(t("earn.loan.ltvRule"));
      const problem = stepProblem({ ...form.getFieldsValue([...LTV_STEPS]), [step]: value }, step);
      const before = LTV_STEPS[LTV_STEPS.indexOf(step) - 1];
      if (problem === "zero") throw new Error(t("earn.loan.ltvZero"));
      if (problem === "order" && before)
        throw new Error(t("earn.loan.ltvOrder", { before: t(`earn.loan.field.${before}`) }));
    },
  });

  const submit = (body: LoanCollateralBody) =>
    save.mutateAsync({
      ...body,
      initial_ltv: body.initial_ltv.trim(),
      margin_call: body.margin_call.trim(),
      top_up: body.top_up.trim(),
      liquidate: body.liquidate.trim(),
      id: collateral?.currency_id ?? null,
    });

  return (
    <FormModal<LoanCollateralBody>
      form={form}
      values={values}
      title={collateral ? t("earn.loan.collateralTitle", { coin: collateral.currency_name }) : ""}
      saved={t("earn.loan.collateralSaved")}
      onSave={submit}
      onClose={onClose}
      testId="loan-collateral"
      width={560}
    >
      <Typography.Paragraph type="secondary">{t("earn.loan.ltvHelp")}</Typography.Paragraph>
      <Form.Item
        name="market_id"
        label={t("earn.loan.market")}
        extra={collateral ? t("earn.loan.marketHelp", { coin: collateral.currency_name }) : undefined}
        rules={[{ required: true }]}
      >
        <Select
          showSearch={{ optionFilterProp: "label" }}
          loading={markets.isFetching}
          options={marketOptions}
          {...loanFieldProps("market_id")}
        />
      </Form.Item>
      {LTV_STEPS.map((step, index) => {
        const value = watched?.[step]?.trim() ?? "";
        const before = LTV_STEPS[index - 1];
        return (
          <Form.Item
            key={step}
            name={step}
            label={t(`earn.loan.field.${step}`)}
            extra={
              LTV.test(value)
                ? `${t(`earn.loan.help.${step}`)} · ${percentOf(value)} %`
                : t(`earn.loan.help.${step}`)
            }
            dependencies={before ? [before] : []}
            required
            rules={[stepRule(step)]}
          >
            <Input inputMode="decimal" autoComplete="off" style={{ width: 200 }} {...loanFieldProps(step)} />
          </Form.Item>
        );
      })}
      <Form.Item name="enabled" label={t("earn.loan.enabled")} valuePropName="checked">
        <Switch {...loanFieldProps("enabled")} />
      </Form.Item>
    </FormModal>
  );
}
