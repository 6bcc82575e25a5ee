import { Alert, App, Button, Form, Input, InputNumber, Radio, Select, Table, Typography } from "antd";
import { type HTMLAttributes, useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { AMOUNT_DECIMALS } from "../../contracts/terms-rules";
import { useCurrencies } from "../../currencies/api/currencies";
import { amountRule, FormModal, NOT_SAVED } from "../../earn/components/form-modal";
import {
  COUPON_KINDS,
  COUPON_SEGMENTS,
  type CouponIssue,
  type CouponKind,
  type CouponSegment,
  useCouponIssues,
  useIssueCoupons,
} from "../api/growth";
import { type CouponIssueValues, couponBody } from "../growth-rules";
import { couponColumns, growthFieldProps, percentText, rateRule } from "./growth-fields";

const PAGE_SIZE = 20;
const fieldProps = growthFieldProps("coupon");

/** A required count of days, 1 to 365. */
function DaysField({
  name,
  label,
  extra,
}: {
  name: "valid_days" | "new_days";
  label: string;
  extra: string;
}) {
  const { t } = useI18n();
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={[{ required: true, message: t("growth.rule.days") }]}
    >
      <InputNumber
        min={1}
        max={365}
        precision={0}
        suffix={t("growth.days")}
        style={{ width: 160 }}
        {...fieldProps(name)}
      />
    </Form.Item>
  );
}

/** The fields of the issue form: the terms of the kind chosen, the target of the segment chosen. */
function IssueFields({ form }: { form: ReturnType<typeof Form.useForm<CouponIssueValues>>[0] }) {
  const { t } = useI18n();
  const currencies = useCurrencies();
  const kind = Form.useWatch("kind", form) as CouponKind | undefined;
  const segment = Form.useWatch("segment", form) as CouponSegment | undefined;
  const currencyId = Form.useWatch("currency_id", form) as number | undefined;
  const rate = Form.useWatch("rate", form) as string | undefined;
  const currency = currencies.data?.find((c) => c.id === currencyId);
  const decimals = currency?.decimals ?? AMOUNT_DECIMALS;
  const coin = currency?.name ?? "";
  const percent = percentText(rate);

  return (
    <>
      <Form.Item
        name="title"
        label={t("growth.coupon.title")}
        extra={t("growth.coupon.titleHelp")}
        rules={[{ required: true, whitespace: true, message: t("growth.rule.title") }]}
      >
        <Input maxLength={60} showCount autoComplete="off" {...fieldProps("title")} />
      </Form.Item>
      <Form.Item name="kind" label={t("growth.coupon.kind")} rules={[{ required: true }]}>
        <Radio.Group
          optionType="button"
          options={COUPON_KINDS.map((k) => ({ value: k, label: t(`growth.coupon.kind.${k}`) }))}
          {...fieldProps("kind")}
        />
      </Form.Item>
      <Form.Item
        name="currency_id"
        label={t("growth.coupon.currency")}
        extra={t(kind === "bonus" ? "growth.coupon.currencyBonus" : "growth.coupon.currencyFee")}
        rules={[{ required: true, message: t("growth.rule.currency") }]}
      >
        <Select
          showSearch={{ optionFilterProp: "label" }}
          loading={currencies.isFetching}
          options={(currencies.data ?? [])
            .filter((c) => c.enabled || c.id === currencyId)
            .map((c) => ({ value: c.id, label: c.name }))}
          style={{ width: 200 }}
          {...fieldProps("currency_id")}
        />
      </Form.Item>
      {kind === "fee_discount" ? (
        <>
          <Form.Item
            name="rate"
            label={t("growth.coupon.rate")}
            extra={percent ? t("growth.coupon.rateOffFee", { percent }) : t("growth.coupon.rateHelp")}
            required
            rules={[rateRule(true)]}
          >
            <Input inputMode="decimal" autoComplete="off" placeholder="0.5" {...fieldProps("rate")} />
          </Form.Item>
          <Form.Item
            name="cap"
            label={t("growth.coupon.cap")}
            extra={t("growth.coupon.capHelp")}
            dependencies={["currency_id"]}
            required
            rules={[amountRule(decimals)]}
          >
            <Input inputMode="decimal" autoComplete="off" suffix={coin} {...fieldProps("cap")} />
          </Form.Item>
        </>
      ) : (
        <Form.Item
          name="amount"
          label={t("growth.coupon.amount")}
          extra={t("growth.coupon.amountHelp")}
          dependencies={["currency_id"]}
          required
          rules={[amountRule(decimals)]}
        >
          <Input inputMode="decimal" autoComplete="off" suffix={coin} {...fieldProps("amount")} />
        </Form.Item>
      )}
      <DaysField
        name="valid_days"
        label={t("growth.coupon.validDays")}
        extra={t(segment === "task" ? "growth.coupon.validDaysTask" : "growth.coupon.validDaysHelp")}
      />
      <Form.Item
        name="segment"
        label={t("growth.coupon.segment")}
        extra={segment ? t(`growth.coupon.segmentHelp.${segment}`) : undefined}
        rules={[{ required: true }]}
      >
        <Select
          options={COUPON_SEGMENTS.map((s) => ({ value: s, label: t(`growth.coupon.segment.${s}`) }))}
          style={{ width: 320 }}
          {...fieldProps("segment")}
        />
      </Form.Item>
      {segment === "user" && (
        <Form.Item
          name="user_id"
          label={t("growth.coupon.userId")}
          rules={[{ required: true, message: t("growth.rule.userId") }]}
        >
          <InputNumber
            min={1}
            max={Number.MAX_SAFE_INTEGER}
            precision={0}
            style={{ width: 200 }}
            {...fieldProps("user_id")}
          />
        </Form.Item>
      )}
      {segment === "new" && (
        <DaysField
          name="new_days"
          label={t("growth.coupon.newDays")}
          extra={t("growth.coupon.newDaysHelp")}
        />
      )}
      {segment === "task" ? (
        <Alert
          type="info"
          showIcon
          title={t("growth.coupon.taskNote")}
          data-testid="growth-coupon-task-note"
        />
      ) : (
        segment &&
        segment !== "user" && <Alert type="warning" showIcon title={t("growth.coupon.segmentWarning")} />
      )}
    </>
  );
}

/**
 * Coupon issues, newest first: the terms, who they went to, and how many were issued, used and
 * expired with what the used ones took off fees or paid. Admins issue coupons to one user or a
 * segment (asked to confirm a segment: every user in it receives one), or save a `task` template that
 * issues nothing itself: bonus rules it is attached to (New-user bonus tab) give it when claimed.
 */
export function CouponsSection() {
  const { t } = useI18n();
  const { modal } = App.useApp();
  const mayIssue = useCan("editGrowth");
  const currencies = useCurrencies();
  const [page, setPage] = useState(1);
  const issues = useCouponIssues(page, PAGE_SIZE);
  const issue = useIssueCoupons();
  const [form] = Form.useForm<CouponIssueValues>();
  const [values, setValues] = useState<Partial<CouponIssueValues> | null>(null);
  const template = Form.useWatch("segment", form) === "task";

  const open = () =>
    setValues({
      kind: "fee_discount",
      currency_id: currencies.data?.find((c) => c.name === "USDT")?.id,
      valid_days: 7,
      segment: "user",
    });

  /**
   * Issues at once to one user, or saves a task template (it issues nothing itself); to a segment
   * once the operator confirms.
   */
  const submit = (input: CouponIssueValues) => {
    const body = couponBody(input);
    const { segment } = body;
    if (segment === "user" || segment === "task") return issue.mutateAsync(body);
    return new Promise<unknown>((resolve, reject) => {
      modal.confirm({
        title: t("growth.coupon.confirmTitle"),
        content:
          segment === "new"
            ? t("growth.coupon.confirm.new", { days: body.new_days ?? 0 })
            : t(`growth.coupon.confirm.${segment}`),
        okText: t("growth.coupon.issue"),
        cancelText: t("common.cancel"),
        okButtonProps: { "data-testid": "growth-coupon-confirm-ok" },
        onOk: () => issue.mutateAsync(body).then(resolve, reject),
        onCancel: () => resolve(NOT_SAVED),
      });
    });
  };

  return (
    <>
      <Typography.Paragraph type="secondary">{t("growth.coupon.help")}</Typography.Paragraph>
      {mayIssue && (
        // (the form opens once the currencies are known: it starts on USDT)
        <Button
          type="primary"
          style={{ marginBottom: 12 }}
          onClick={open}
          disabled={!currencies.data}
          data-testid="growth-coupon-new"
        >
          {t("growth.coupon.new")}
        </Button>
      )}
      <Table<CouponIssue>
        rowKey="id"
        size="small"
        columns={couponColumns()}
        dataSource={issues.data?.data}
        loading={issues.isFetching}
        scroll={{ x: "max-content" }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: issues.data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          showTotal: (n) => t("common.total", { total: n }),
          onChange: setPage,
        }}
        onRow={(c) =>
          ({ "data-testid": "growth-coupon-row", "data-id": c.id }) as HTMLAttributes<HTMLElement>
        }
      />
      <FormModal<CouponIssueValues>
        form={form}
        values={values}
        title={t("growth.coupon.new")}
        saved={t(template ? "growth.coupon.templateDone" : "growth.coupon.issuedDone")}
        okText={t(template ? "common.save" : "growth.coupon.issue")}
        onSave={(input) =>
          submit(input).then((answer) => {
            // a new issue is listed first
            if (answer !== NOT_SAVED) setPage(1);
            return answer;
          })
        }
        onClose={() => setValues(null)}
        testId="growth-coupon"
        width={600}
      >
        <IssueFields form={form} />
      </FormModal>
    </>
  );
}
