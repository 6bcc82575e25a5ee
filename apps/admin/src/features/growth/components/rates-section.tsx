import {
  Alert,
  Button,
  Col,
  Descriptions,
  Form,
  Input,
  InputNumber,
  Row,
  Spin,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from "antd";
import { type HTMLAttributes, useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { formatDateTime, orDash } from "../../../ui/format";
import { compareDecimals } from "../../contracts/terms-rules";
import { FormModal } from "../../earn/components/form-modal";
import { percentOf } from "../../earn/dual-rules";
import {
  type RebateRateChange,
  type RebateRatesBody,
  useRebateRates,
  useSaveRebateRates,
} from "../api/growth";
import { canonicalDecimal, mostPaidOfFee } from "../growth-rules";
import { growthFieldProps, percentText, rateRule } from "./growth-fields";

const LEVELS = [1, 2, 3] as const;
const MEMBER = ["level1", "level2", "level3"] as const;
const KING = ["king1", "king2", "king3"] as const;
const THRESHOLDS = ["king_direct", "king_team"] as const;

const fieldProps = growthFieldProps("rates");

/** A rate set by level, "16 % · 8 % · 4 %". */
const rateSet = (rates: readonly string[]) => rates.map((r) => percentText(r) ?? r).join(" · ");

/** The form's values of the rates in effect. */
function valuesOf(current: RebateRateChange, thresholds: { direct: number; team: number }): RebateRatesBody {
  const [level1 = "", level2 = "", level3 = ""] = current.rates;
  const [king1 = "", king2 = "", king3 = ""] = current.king_rates;
  return {
    level1,
    level2,
    level3,
    king1,
    king2,
    king3,
    king_direct: thresholds.direct,
    king_team: thresholds.team,
  };
}

/** The body sent: each rate as the server's pattern takes it ("0.160" → "0.16"). */
const bodyOf = (v: RebateRatesBody): RebateRatesBody => ({
  level1: canonicalDecimal(v.level1),
  level2: canonicalDecimal(v.level2),
  level3: canonicalDecimal(v.level3),
  king1: canonicalDecimal(v.king1),
  king2: canonicalDecimal(v.king2),
  king3: canonicalDecimal(v.king3),
  king_direct: v.king_direct,
  king_team: v.king_team,
});

/** The rate fields of the form, with each valid rate as a percent and what a fee could pay out at most. */
function RatesFields({ form }: { form: ReturnType<typeof Form.useForm<RebateRatesBody>>[0] }) {
  const { t } = useI18n();
  const values = Form.useWatch([], form) as Partial<RebateRatesBody> | undefined;
  const most = mostPaidOfFee(
    MEMBER.map((k) => values?.[k] ?? ""),
    KING.map((k) => values?.[k] ?? ""),
  );
  const rateField = (name: (typeof MEMBER)[number] | (typeof KING)[number], label: string) => {
    const percent = percentText(values?.[name]);
    return (
      <Form.Item
        key={name}
        name={name}
        label={label}
        extra={percent ? t("growth.rates.percentOfFee", { percent }) : undefined}
        required
        rules={[rateRule()]}
      >
        <Input inputMode="decimal" autoComplete="off" placeholder="0.16" {...fieldProps(name)} />
      </Form.Item>
    );
  };
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t("growth.rates.fromNow")} />
      <Row gutter={16}>
        <Col span={12}>
          <Typography.Title level={5}>{t("growth.rates.member")}</Typography.Title>
          {MEMBER.map((name, i) => rateField(name, t("growth.rates.level", { level: i + 1 })))}
        </Col>
        <Col span={12}>
          <Typography.Title level={5}>{t("growth.rates.king")}</Typography.Title>
          {KING.map((name, i) => rateField(name, t("growth.rates.level", { level: i + 1 })))}
        </Col>
      </Row>
      {most !== null && compareDecimals(most, "1") > 0 && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={t("growth.rates.overFee", { percent: percentText(most) ?? `${percentOf(most)} %` })}
          data-testid="growth-rates-over-fee"
        />
      )}
      <Typography.Title level={5}>{t("growth.rates.thresholds")}</Typography.Title>
      <Row gutter={16}>
        {THRESHOLDS.map((name) => (
          <Col span={12} key={name}>
            <Form.Item
              name={name}
              label={t(`growth.rates.field.${name}`)}
              extra={t(`growth.rates.help.${name}`)}
              rules={[{ required: true, message: t("growth.rule.threshold") }]}
            >
              <InputNumber
                min={1}
                max={1_000_000}
                precision={0}
                style={{ width: "100%" }}
                {...fieldProps(name)}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
    </>
  );
}

/**
 * Rebate rates: those in effect (an ordinary member's and a king manager's, by level), the king
 * manager thresholds, and every change before. Admins set a new rate set, effective from the moment
 * it is saved: fees already paid keep the rates of their time.
 */
export function RatesSection() {
  const { t } = useI18n();
  const mayEdit = useCan("editGrowth");
  const rates = useRebateRates();
  const save = useSaveRebateRates();
  const [form] = Form.useForm<RebateRatesBody>();
  const [editing, setEditing] = useState<RebateRatesBody | null>(null);

  if (!rates.data) return rates.isFetching ? <Spin /> : null;
  const { current, history, thresholds } = rates.data;

  const byLevel = LEVELS.map((level) => ({
    level,
    member: current.rates[level - 1] ?? "",
    king: current.king_rates[level - 1] ?? "",
  }));

  const historyColumns: TableColumnsType<RebateRateChange> = [
    {
      title: t("growth.rates.effectiveAt"),
      key: "effective",
      render: (_, c) => (
        <>
          {formatDateTime(c.effective_at)}{" "}
          {c.id === current.id && <Tag color="success">{t("growth.rates.inEffect")}</Tag>}
        </>
      ),
    },
    { title: t("growth.rates.member"), dataIndex: "rates", render: rateSet },
    { title: t("growth.rates.king"), dataIndex: "king_rates", render: rateSet },
    { title: t("growth.rates.operator"), dataIndex: "operator", render: orDash },
  ];

  return (
    <>
      <Typography.Paragraph type="secondary">{t("growth.rates.help")}</Typography.Paragraph>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginBottom: 12 }}
        items={[
          { key: "since", label: t("growth.rates.since"), children: formatDateTime(current.effective_at) },
          { key: "by", label: t("growth.rates.operator"), children: orDash(current.operator) },
          {
            key: "thresholds",
            label: t("growth.rates.thresholds"),
            children: (
              <span data-testid="growth-rates-thresholds">
                {t("growth.rates.thresholdsText", { direct: thresholds.direct, team: thresholds.team })}
              </span>
            ),
          },
        ]}
      />
      <Table
        rowKey="level"
        size="small"
        style={{ maxWidth: 560, marginBottom: 12 }}
        pagination={false}
        dataSource={byLevel}
        columns={[
          {
            title: t("growth.rates.levelColumn"),
            dataIndex: "level",
            render: (level: number) => `L${level}`,
          },
          { title: t("growth.rates.member"), dataIndex: "member", align: "right", render: percentText },
          { title: t("growth.rates.king"), dataIndex: "king", align: "right", render: percentText },
        ]}
        onRow={(row) =>
          ({ "data-testid": "growth-rate-level", "data-level": row.level }) as HTMLAttributes<HTMLElement>
        }
      />
      {mayEdit && (
        <Button
          type="primary"
          style={{ marginBottom: 24 }}
          onClick={() => setEditing(valuesOf(current, thresholds))}
          data-testid="growth-rates-edit"
        >
          {t("growth.rates.change")}
        </Button>
      )}
      <Typography.Title level={5}>{t("growth.rates.history")}</Typography.Title>
      <Table<RebateRateChange>
        rowKey="id"
        size="small"
        columns={historyColumns}
        dataSource={history}
        loading={rates.isFetching}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: "max-content" }}
      />
      <FormModal<RebateRatesBody>
        form={form}
        values={editing}
        title={t("growth.rates.change")}
        saved={t("growth.rates.saved")}
        onSave={(values) => save.mutateAsync(bodyOf(values))}
        onClose={() => setEditing(null)}
        testId="growth-rates"
        width={640}
      >
        <RatesFields form={form} />
      </FormModal>
    </>
  );
}
