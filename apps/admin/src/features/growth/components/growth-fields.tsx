import { type FormRule, type TableColumnsType, Tag, Typography } from "antd";
import { type MessageKey, t } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { Clipped, TwoLines } from "../../../ui/clipped";
import { formatDateTime, orDash } from "../../../ui/format";
import { fieldTestId } from "../../earn/components/form-modal";
import { percentOf } from "../../earn/dual-rules";
import type { CouponIssue, CouponKind } from "../api/growth";
import { canonicalDecimal, type RateProblem, rateProblem, segmentParts } from "../growth-rules";

/** The test ids of a growth form's fields: `growth-<form>-field-<name>`. */
export const growthFieldProps = (form: "rates" | "coupon") => fieldTestId(`growth-${form}`);

const rateRuleTexts: Record<RateProblem, MessageKey> = {
  format: "growth.rule.rateFormat",
  precision: "growth.rule.ratePrecision",
  range: "growth.rule.rateRange",
  positive: "growth.rule.ratePositive",
};

/** A form rule for a rate typed as a fraction from 0 to 1 (`positive`: above 0). */
export function rateRule(positive = false): FormRule {
  return {
    validator: async (_, value: string | undefined) => {
      const problem = rateProblem(value ?? "", positive);
      if (problem) throw new Error(t(rateRuleTexts[problem]));
    },
  };
}

/** A valid rate as a percent ("0.16" → "16 %"), or null while it is not one yet. */
export const percentText = (rate: string | null | undefined): string | null =>
  rate !== undefined && rate !== null && rateProblem(rate) === null
    ? `${percentOf(canonicalDecimal(rate))} %`
    : null;

const kindColor: Record<CouponKind, string> = { fee_discount: "blue", bonus: "green" };

export function CouponKindTag({ kind }: { kind: CouponKind }) {
  return <Tag color={kindColor[kind]}>{t(`growth.coupon.kind.${kind}`)}</Tag>;
}

/** A coupon's terms: the share of a fee it takes off and its cap, or the amount it pays. */
export function CouponTerms({
  issue,
}: {
  issue: Pick<CouponIssue, "kind" | "rate" | "cap" | "amount" | "currency_name">;
}) {
  if (issue.kind === "bonus") return <Amount value={issue.amount} currency={issue.currency_name} />;
  return (
    <TwoLines
      main={t("growth.coupon.rateOff", { percent: percentText(issue.rate) ?? orDash(issue.rate) })}
      sub={t("growth.coupon.capOf", { cap: `${orDash(issue.cap)} ${issue.currency_name}` })}
    />
  );
}

/** Who an issue went to: a segment, with the user or the days that narrowed it when the server names them. */
export function SegmentText({ segment }: { segment: string }) {
  const { segment: known, detail } = segmentParts(segment);
  if (!known) return <Typography.Text code>{segment}</Typography.Text>;
  if (known === "user" && detail) return <>{t("growth.coupon.segmentUser", { id: detail })}</>;
  if (known === "new" && detail) return <>{t("growth.coupon.segmentNew", { days: detail })}</>;
  return <>{t(`growth.coupon.segment.${known}`)}</>;
}

/** The columns of a coupon issue list (the coupons tab and the report). */
export function couponColumns(): TableColumnsType<CouponIssue> {
  return [
    { title: "#", dataIndex: "id", width: 64 },
    {
      title: t("growth.coupon.title"),
      dataIndex: "title",
      render: (title: string) => <Clipped text={title} width={200} />,
    },
    {
      title: t("growth.coupon.kind"),
      dataIndex: "kind",
      render: (kind: CouponKind) => <CouponKindTag kind={kind} />,
    },
    { title: t("growth.coupon.terms"), key: "terms", render: (_, c) => <CouponTerms issue={c} /> },
    {
      title: t("growth.coupon.segment"),
      dataIndex: "segment",
      render: (segment: string) => <SegmentText segment={segment} />,
    },
    { title: t("growth.coupon.issued"), dataIndex: "issued", align: "right" },
    { title: t("growth.coupon.used"), dataIndex: "used", align: "right" },
    { title: t("growth.coupon.expired"), dataIndex: "expired", align: "right" },
    {
      title: t("growth.coupon.spent"),
      key: "spent",
      align: "right",
      render: (_, c) => <Amount value={c.spent} currency={c.currency_name} />,
    },
    {
      title: t("growth.coupon.validity"),
      dataIndex: "valid_days",
      render: (days: number) => t("growth.coupon.validFor", { days }),
    },
    {
      title: t("growth.coupon.issuedAt"),
      key: "created",
      render: (_, c) => <TwoLines main={formatDateTime(c.created_at)} sub={orDash(c.operator)} />,
    },
  ];
}
