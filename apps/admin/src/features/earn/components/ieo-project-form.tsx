import { Alert, DatePicker, Form, type FormRule, Input, InputNumber, Radio, Select } from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo } from "react";
import { useI18n } from "../../../i18n";
import { CoverInput } from "../../content/components/cover-input";
import { atLeastRule } from "../../contracts/components/form-rules";
import { AMOUNT_DECIMALS, rangeProblem } from "../../contracts/terms-rules";
import { useCurrencies } from "../../currencies/api/currencies";
import { type IeoProject, type IeoProjectBody, useSaveIeoProject } from "../api/ieo";
import { fieldFixed, subscriptionsOpened } from "../ieo-rules";
import { amountRule, FormModal, fieldTestId } from "./form-modal";

/** The four windows, in the order they must follow. */
const TIMES = ["warmup_at", "start_at", "end_at", "unlock_at"] as const;
type TimeField = (typeof TIMES)[number];

type Values = Omit<IeoProjectBody, TimeField> & Record<TimeField, Dayjs | null>;

/** The form's fields: the body's, in the form's order. */
const FIELDS = [
  "name",
  "token",
  "token_decimals",
  "logo",
  "intro",
  "whitepaper_article_id",
  "pay_currency_id",
  "price",
  "supply",
  "min_amount",
  "max_amount",
  "kyc_level",
  ...TIMES,
] as const satisfies readonly (keyof Values)[];

const TIME_FORMAT = "YYYY-MM-DD HH:mm:ss";
const TOKEN = /^[A-Z][A-Z0-9]{1,9}$/;

/** The form is open on a new project (`project: null`) or on an existing one. */
export type IeoEditing = { project: IeoProject | null };

const fieldProps = fieldTestId("ieo");

function valuesOf(project: IeoProject | null, payCurrency: number | undefined): Partial<Values> {
  if (!project)
    return {
      token_decimals: 8,
      logo: "",
      intro: "",
      whitepaper_article_id: null,
      pay_currency_id: payCurrency,
      kyc_level: 0,
    };
  const values: Record<string, unknown> = {};
  for (const name of FIELDS) values[name] = project[name];
  for (const name of TIMES) values[name] = dayjs(project[name]);
  return values as Partial<Values>;
}

/** The terms form of an IEO project: a refusal shows on the field the server names, else above the fields. */
export function IeoProjectForm({ editing, onClose }: { editing: IeoEditing | null; onClose: () => void }) {
  const { t } = useI18n();
  const currencies = useCurrencies();
  const save = useSaveIeoProject();
  const [form] = Form.useForm<Values>();
  const project = editing?.project ?? null;
  const now = Date.now();
  const started = project !== null && subscriptionsOpened(project, now);
  const locked = (name: (typeof FIELDS)[number]) => fieldFixed(project, name, now);
  const tokenDecimals: number | null | undefined = Form.useWatch("token_decimals", form);
  const payCurrency: number | undefined = Form.useWatch("pay_currency_id", form);
  const payDecimals = currencies.data?.find((c) => c.id === payCurrency)?.decimals ?? AMOUNT_DECIMALS;
  const usdt = currencies.data?.find((c) => c.name === "USDT")?.id;

  // each opening shows the project opened (or a new one's defaults)
  const values = useMemo(() => editing && valuesOf(editing.project, usdt), [editing, usdt]);

  const submit = ({ warmup_at, start_at, end_at, unlock_at, ...values }: Values) => {
    const iso = (d: Dayjs | null) => d?.toISOString() ?? "";
    const body: IeoProjectBody = {
      ...values,
      token: values.token.trim(),
      whitepaper_article_id: values.whitepaper_article_id ?? null,
      warmup_at: iso(warmup_at),
      start_at: iso(start_at),
      end_at: iso(end_at),
      unlock_at: iso(unlock_at),
    };
    return save.mutateAsync({ ...body, id: project?.id ?? null });
  };

  /** Each window comes after the one before it (the unlock may be the end itself). */
  const orderRule = (index: number): FormRule => ({
    validator: async (_, value: Dayjs | null) => {
      const before = form.getFieldValue(TIMES[index - 1] as TimeField) as Dayjs | null;
      if (!value || !before) return;
      const strict = TIMES[index] === "end_at";
      if (strict ? !value.isAfter(before) : value.isBefore(before))
        throw new Error(
          t("earn.ieo.timeOrder", { before: t(`earn.ieo.field.${TIMES[index - 1] as TimeField}`) }),
        );
    },
  });

  return (
    <FormModal<Values>
      form={form}
      values={values}
      title={project ? t("earn.ieo.editTitle", { id: project.id }) : t("earn.ieo.new")}
      saved={t("earn.ieo.saved")}
      onSave={submit}
      onClose={onClose}
      testId="ieo"
      width={720}
    >
      {started && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("earn.ieo.startedNote")} />
      )}
      <Form.Item name="name" label={t("earn.ieo.field.name")} rules={[{ required: true, whitespace: true }]}>
        <Input maxLength={80} {...fieldProps("name")} />
      </Form.Item>
      <Form.Item
        name="token"
        label={t("earn.ieo.field.token")}
        extra={project ? t("earn.ieo.tokenFixed") : t("earn.ieo.tokenHelp")}
        normalize={(v: string) => v.toUpperCase()}
        rules={[{ required: true, pattern: TOKEN, message: t("earn.ieo.tokenRule") }]}
      >
        <Input maxLength={10} disabled={locked("token")} autoComplete="off" {...fieldProps("token")} />
      </Form.Item>
      <Form.Item
        name="token_decimals"
        label={t("earn.ieo.field.token_decimals")}
        rules={[{ required: true }]}
      >
        <InputNumber
          min={0}
          max={18}
          precision={0}
          disabled={locked("token_decimals")}
          {...fieldProps("token_decimals")}
        />
      </Form.Item>
      <Form.Item name="logo" label={t("earn.ieo.field.logo")}>
        <CoverInput />
      </Form.Item>
      <Form.Item name="intro" label={t("earn.ieo.field.intro")}>
        <Input.TextArea rows={4} maxLength={2000} showCount {...fieldProps("intro")} />
      </Form.Item>
      <Form.Item
        name="whitepaper_article_id"
        label={t("earn.ieo.field.whitepaper_article_id")}
        extra={t("earn.ieo.whitepaperHelp")}
      >
        <InputNumber min={1} precision={0} style={{ width: 200 }} {...fieldProps("whitepaper_article_id")} />
      </Form.Item>
      <Form.Item
        name="pay_currency_id"
        label={t("earn.ieo.field.pay_currency_id")}
        rules={[{ required: true }]}
      >
        <Select
          disabled={locked("pay_currency_id")}
          showSearch={{ optionFilterProp: "label" }}
          options={(currencies.data ?? [])
            .filter((c) => c.id !== project?.currency_id)
            .map((c) => ({ value: c.id, label: c.name }))}
          {...fieldProps("pay_currency_id")}
        />
      </Form.Item>
      <Form.Item
        name="price"
        label={t("earn.ieo.field.price")}
        extra={t("earn.ieo.priceHelp")}
        dependencies={["pay_currency_id"]}
        required
        rules={[amountRule(payDecimals)]}
      >
        <Input inputMode="decimal" autoComplete="off" disabled={locked("price")} {...fieldProps("price")} />
      </Form.Item>
      <Form.Item
        name="supply"
        label={t("earn.ieo.field.supply")}
        dependencies={["token_decimals"]}
        required
        rules={[amountRule(tokenDecimals ?? AMOUNT_DECIMALS)]}
      >
        <Input inputMode="decimal" autoComplete="off" disabled={locked("supply")} {...fieldProps("supply")} />
      </Form.Item>
      {(["min_amount", "max_amount"] as const).map((name) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`earn.ieo.field.${name}`)}
          extra={name === "max_amount" ? t("earn.ieo.limitsHelp") : undefined}
          dependencies={name === "max_amount" ? ["pay_currency_id", "min_amount"] : ["pay_currency_id"]}
          required
          rules={[
            amountRule(payDecimals),
            ...(name === "max_amount"
              ? [atLeastRule("min_amount", (min, max) => rangeProblem(min.trim(), max.trim(), payDecimals))]
              : []),
          ]}
        >
          <Input inputMode="decimal" autoComplete="off" disabled={locked(name)} {...fieldProps(name)} />
        </Form.Item>
      ))}
      <Form.Item name="kyc_level" label={t("earn.ieo.field.kyc_level")} rules={[{ required: true }]}>
        <Radio.Group
          disabled={locked("kyc_level")}
          options={[0, 1, 2].map((level) => ({
            value: level,
            label: t(`earn.ieo.kyc.${level as 0 | 1 | 2}`),
          }))}
          {...fieldProps("kyc_level")}
        />
      </Form.Item>
      {TIMES.map((name, index) => (
        <Form.Item
          key={name}
          name={name}
          label={t(`earn.ieo.field.${name}`)}
          extra={t(`earn.ieo.help.${name}`)}
          htmlFor={`ieo-field-${name}`}
          dependencies={index > 0 ? [TIMES[index - 1] as TimeField] : []}
          rules={[{ required: true }, ...(index > 0 ? [orderRule(index)] : [])]}
        >
          <DatePicker
            id={`ieo-field-${name}`}
            showTime
            format={TIME_FORMAT}
            disabled={locked(name)}
            style={{ width: 240 }}
            {...fieldProps(name)}
          />
        </Form.Item>
      ))}
    </FormModal>
  );
}
