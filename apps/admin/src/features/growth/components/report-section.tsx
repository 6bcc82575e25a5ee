import { Button, Descriptions, Flex, Spin, Table, type TableColumnsType, Tag, Typography } from "antd";
import type { HTMLAttributes } from "react";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { type BonusKind, type GrowthReport, useGrowthReport } from "../api/growth";
import { couponColumns } from "./growth-fields";

/** Bonus and experience figures are in USDT. */
const USDT = "USDT";

type RebateRow = GrowthReport["rebates"][number];
type BonusRow = GrowthReport["bonus"][number];

const kindColor: Record<BonusKind, string> = { cash: "green", experience: "purple" };

/**
 * What the growth programme paid, as the server reckons it now: rebates by coin and level, the
 * new-user bonus by task (met and still claimable, claimed and paid, expired unclaimed), experience
 * funds granted, taken back at expiry and still held, and each coupon issue's outcome.
 */
export function ReportSection() {
  const { t } = useI18n();
  const report = useGrowthReport();

  const rebateColumns: TableColumnsType<RebateRow> = [
    { title: t("growth.report.coin"), dataIndex: "currency_name" },
    {
      title: t("growth.report.level"),
      dataIndex: "level",
      render: (level: number) => t("growth.rates.level", { level }),
    },
    { title: t("growth.report.count"), dataIndex: "count", align: "right" },
    {
      title: t("growth.report.amount"),
      key: "amount",
      align: "right",
      render: (_, r) => <Amount value={r.amount} currency={r.currency_name} />,
    },
  ];

  const bonusColumns: TableColumnsType<BonusRow> = [
    {
      title: t("growth.bonus.task"),
      dataIndex: "task",
      render: (task: BonusRow["task"]) => t(`growth.task.${task}`),
    },
    {
      title: t("growth.bonus.kind"),
      dataIndex: "kind",
      render: (kind: BonusKind) => <Tag color={kindColor[kind]}>{t(`growth.kind.${kind}`)}</Tag>,
    },
    { title: t("growth.report.claimable"), dataIndex: "claimable", align: "right" },
    { title: t("growth.report.claimed"), dataIndex: "claimed", align: "right" },
    { title: t("growth.report.expired"), dataIndex: "expired", align: "right" },
    {
      title: t("growth.report.paid"),
      key: "paid",
      align: "right",
      render: (_, r) => <Amount value={r.paid} currency={USDT} />,
    },
  ];

  const heading = (text: string) => (
    <Typography.Title level={5} style={{ marginTop: 24 }}>
      {text}
    </Typography.Title>
  );

  if (!report.data) return report.isFetching ? <Spin /> : null;
  const { rebates, bonus, experience, coupons } = report.data;
  return (
    <>
      <Flex justify="space-between" align="center" gap={16}>
        <Typography.Text type="secondary">{t("growth.report.help")}</Typography.Text>
        <Button
          onClick={() => void report.refetch()}
          loading={report.isFetching}
          data-testid="growth-report-refresh"
        >
          {t("common.refresh")}
        </Button>
      </Flex>

      {heading(t("growth.report.rebates"))}
      <Table<RebateRow>
        rowKey={(r) => `${r.currency_name}:${r.level}`}
        size="small"
        style={{ maxWidth: 720 }}
        columns={rebateColumns}
        dataSource={[...rebates].sort(
          (a, b) => a.currency_name.localeCompare(b.currency_name) || a.level - b.level,
        )}
        pagination={false}
        onRow={(r) =>
          ({
            "data-testid": "growth-report-rebate",
            "data-coin": r.currency_name,
            "data-level": r.level,
          }) as HTMLAttributes<HTMLElement>
        }
      />

      {heading(t("growth.report.bonus"))}
      <Table<BonusRow>
        rowKey={(r) => `${r.task}:${r.kind}`}
        size="small"
        style={{ maxWidth: 900 }}
        columns={bonusColumns}
        dataSource={bonus}
        pagination={false}
        onRow={(r) =>
          ({ "data-testid": "growth-report-bonus", "data-task": r.task }) as HTMLAttributes<HTMLElement>
        }
      />

      {heading(t("growth.report.experience"))}
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 3 }}
        style={{ maxWidth: 900 }}
        items={[
          {
            key: "granted",
            label: t("growth.report.granted"),
            children: <Amount value={experience.granted} currency={USDT} />,
          },
          {
            key: "expired",
            label: t("growth.report.takenBack"),
            children: <Amount value={experience.expired} currency={USDT} />,
          },
          {
            key: "outstanding",
            label: t("growth.report.outstanding"),
            children: <Amount value={experience.outstanding} currency={USDT} strong />,
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t("growth.report.experienceHelp")}
      </Typography.Paragraph>

      {heading(t("growth.report.coupons"))}
      <Table
        rowKey="id"
        size="small"
        columns={couponColumns()}
        dataSource={coupons}
        pagination={{ pageSize: 20, hideOnSinglePage: true }}
        scroll={{ x: "max-content" }}
      />
    </>
  );
}
