import { Button, Form, Input, InputNumber, Select, Switch, type TableColumnsType } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { percent } from "../../../ui/percent";
import { actionsColumn, when } from "../../../ui/queue-columns";
import { EnabledTag } from "../../../ui/tags";
import { RiskyTermWarning } from "../../approvals/components/risky-term-warning";
import { useCurrencies } from "../../currencies/api/currencies";
import { type LockPlan, type PlanDraft, useLockPlans, useSaveLockPlan } from "../api/lock";
import { FormModal } from "./form-modal";
import { RecordsTable } from "./records-table";

const RATE = /^0\.\d{1,8}$/;
const AMOUNT = /^\d{1,20}(\.\d{1,18})?$/;

/** Lock mining's plans: terms, quota and what is locked; admins add, change and close them. */
export function PlansSection() {
  const { t } = useI18n();
  const mayEdit = useCan("editEarn");
  const plans = useLockPlans();
  const currencies = useCurrencies();
  const save = useSaveLockPlan();
  const [editing, setEditing] = useState<{ id: number | null; values: PlanDraft } | null>(null);
  const [form] = Form.useForm<PlanDraft>();
  const dailyRate = Form.useWatch("daily_rate", form) as string | undefined;

  const open = (id: number | null, values: PlanDraft) => setEditing({ id, values });

  const columns: TableColumnsType<LockPlan> = [
    { title: "#", dataIndex: "id", width: 56 },
    { title: t("earn.plan.coin"), dataIndex: "currency_name" },
    { title: t("earn.plan.dailyRate"), dataIndex: "daily_rate", align: "right" },
    { title: t("earn.plan.days"), dataIndex: "days", align: "right" },
    {
      title: t("earn.plan.limits"),
      key: "limits",
      align: "right",
      render: (_, p) => `${p.min_amount} – ${p.max_amount}`,
    },
    {
      title: t("earn.plan.locked"),
      key: "locked",
      align: "right",
      render: (_, p) => (p.quota === "0" ? p.locked : `${p.locked} / ${p.quota}`),
    },
    { title: t("earn.plan.penalty"), dataIndex: "penalty_rate", align: "right" },
    { title: t("earn.plan.enabled"), dataIndex: "enabled", render: (v: boolean) => <EnabledTag value={v} /> },
    ...when(
      mayEdit,
      actionsColumn<LockPlan>(t("common.actions"), (p) => (
        <Button size="small" type="link" onClick={() => open(p.id, p)} data-testid={`lock-plan-${p.id}-edit`}>
          {t("common.edit")}
        </Button>
      )),
    ),
  ];

  return (
    <>
      <RecordsTable<LockPlan>
        help={t("earn.plan.help")}
        add={
          // a new plan starts on USDT: the coins come first
          mayEdit && currencies.data
            ? {
                label: t("earn.plan.add"),
                onClick: () =>
                  open(null, {
                    currency_id: currencies.data?.find((c) => c.name === "USDT")?.id ?? 0,
                    daily_rate: "",
                    days: 7,
                    min_amount: "",
                    max_amount: "",
                    quota: "0",
                    penalty_rate: "0",
                    enabled: true,
                  }),
              }
            : null
        }
        records={plans}
        columns={columns}
        pagination={false}
      />
      <FormModal<PlanDraft>
        form={form}
        values={editing?.values ?? null}
        title={editing?.id ? t("earn.plan.editTitle", { id: editing.id }) : t("earn.plan.add")}
        saved={t("earn.plan.saved")}
        onSave={(values) => save.mutateAsync({ ...values, id: editing?.id ?? null })}
        onClose={() => setEditing(null)}
      >
        <Form.Item name="currency_id" label={t("earn.plan.coin")} rules={[{ required: true }]}>
          <Select
            disabled={editing?.id !== null}
            options={(currencies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          />
        </Form.Item>
        <RiskyTermWarning value={dailyRate} limit="lockDailyRate" shown={(l) => `${percent(l)}/day`} />
        <Form.Item
          name="daily_rate"
          label={t("earn.plan.dailyRate")}
          extra={t("earn.plan.dailyRateHelp")}
          rules={[{ required: true, pattern: RATE, message: t("earn.plan.rateRule") }]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="days" label={t("earn.plan.days")} rules={[{ required: true }]}>
          <InputNumber min={1} max={3650} precision={0} />
        </Form.Item>
        {(["min_amount", "max_amount", "quota"] as const).map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`earn.plan.${field}`)}
            rules={[{ required: true, pattern: AMOUNT, message: t("earn.plan.amountRule") }]}
          >
            <Input inputMode="decimal" />
          </Form.Item>
        ))}
        <Form.Item
          name="penalty_rate"
          label={t("earn.plan.penalty")}
          rules={[{ required: true, pattern: /^(0(\.\d{1,4})?|1)$/, message: t("earn.plan.penaltyRule") }]}
        >
          <Input inputMode="decimal" />
        </Form.Item>
        <Form.Item name="enabled" label={t("earn.plan.enabled")} valuePropName="checked">
          <Switch />
        </Form.Item>
      </FormModal>
    </>
  );
}
