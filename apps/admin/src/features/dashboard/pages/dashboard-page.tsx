import { Alert, Button, Card, Col, Flex, Row, Segmented, Statistic, Typography } from "antd";
import { useState } from "react";
import { type Capability, can, useMe } from "../../../api/operator";
import { type MessageKey, useI18n } from "../../../i18n";
import { formatDateTime } from "../../../ui/format";
import {
  type CockpitDashboard,
  type CockpitPeriod,
  type CockpitQueue,
  PERIODS,
  useDashboard,
} from "../api/dashboard";
import { Bars, Coverage, House, MoneyFlows, PRODUCTS, Section, Spot } from "../components/sections";

const FUNNEL = [
  "signed_up",
  "level1_submitted",
  "level1_verified",
  "level2_submitted",
  "level2_verified",
] as const;

/** Which capability opens each queue's page: an operator sees the queues they can work. */
const QUEUE_CAPABILITY: Record<CockpitQueue["key"], Capability> = {
  kyc: "kyc",
  deposits: "funds",
  withdrawals: "funds",
  p2p_appeals: "p2p",
  p2p_merchants: "decideP2p",
  copy_traders: "copy",
  loans: "earn",
  loan_repayments: "earn",
  king_managers: "growth",
  support: "support",
};

/**
 * The console's first page: what waits for an operator, sign-ups and their identity checks, money in and
 * out, spot trading, contracts opened, the house's result per product and liabilities against assets, for
 * today, 7 or 30 UTC days (the switch). Reads again every 10 s.
 */
export function DashboardPage() {
  const { t } = useI18n();
  const [period, setPeriod] = useState<CockpitPeriod>("today");
  const dashboard = useDashboard();
  const d = dashboard.data;

  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex justify="space-between" align="center" wrap gap={12}>
          {/* the console's header names the page (its menu entry): this line says how fresh it is */}
          <Typography.Text type="secondary">
            {d ? t("dashboard.asOf", { time: formatDateTime(d.as_of) }) : t("common.loading")}
          </Typography.Text>
          <Segmented<CockpitPeriod>
            aria-label={t("dashboard.period")}
            value={period}
            onChange={setPeriod}
            options={PERIODS.map((p) => ({ value: p, label: t(`dashboard.period.${p}`) }))}
          />
        </Flex>
      </Card>
      {dashboard.isError ? <Alert type="error" showIcon message={t("dashboard.failed")} /> : null}
      {d ? <Figures d={d} period={period} /> : dashboard.isLoading ? <Card loading /> : null}
    </Flex>
  );
}

function Figures({ d, period }: { d: CockpitDashboard; period: CockpitPeriod }) {
  const { t } = useI18n();
  const periodLabel = t(`dashboard.period.${period}`);
  return (
    <>
      <Queues queues={d.queues} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Section title={t("dashboard.users")}>
            <Flex vertical gap={16}>
              <Statistic
                title={`${t("dashboard.signUps")} · ${periodLabel}`}
                value={d.users.sign_ups[period]}
              />
              <div>
                <Typography.Text strong>{t("dashboard.funnel")}</Typography.Text>
                <Row gutter={[8, 8]} style={{ marginTop: 8 }}>
                  {FUNNEL.map((k) => (
                    <Col key={k} xs={12} md={8} xl={8}>
                      <Statistic
                        title={t(`dashboard.funnel.${k}` as MessageKey)}
                        value={d.users.funnel[period][k]}
                        valueStyle={{ fontSize: 18 }}
                      />
                    </Col>
                  ))}
                </Row>
              </div>
              <Typography.Text strong>{t("dashboard.signUpsByDay")}</Typography.Text>
              <Bars
                label={t("dashboard.signUpsByDay")}
                rows={d.days.map((day, i) => ({ x: day.slice(5), count: d.users.sign_ups_by_day[i] ?? 0 }))}
                series={[{ key: "count", label: t("dashboard.signUps") }]}
                height={200}
              />
            </Flex>
          </Section>
        </Col>
        <Col xs={24} xl={12}>
          <Section title={t("dashboard.contracts")}>
            <Row gutter={[16, 16]}>
              {PRODUCTS.map((p) => (
                <Col key={p} span={8}>
                  <Statistic title={t(`dashboard.product.${p}`)} value={d.contracts[p][period]} />
                </Col>
              ))}
            </Row>
          </Section>
          <div style={{ height: 16 }} />
          <MoneyFlows rows={d.money} period={period} />
        </Col>
      </Row>
      <Spot markets={d.spot} days={d.days} period={period} />
      <House results={d.house} period={period} />
      <Coverage coverage={d.coverage} />
    </>
  );
}

function Queues({ queues }: { queues: CockpitQueue[] }) {
  const { t } = useI18n();
  const { data: me } = useMe();
  const mine = queues.filter((q) => can(me, QUEUE_CAPABILITY[q.key]));
  return (
    <Section title={t("dashboard.queues")}>
      <Row gutter={[12, 12]}>
        {mine.map((q) => {
          const label = t(`dashboard.queue.${q.key}` as MessageKey);
          return (
            <Col key={q.key} xs={12} md={8} xl={6} xxl={4}>
              <Card size="small" role="group" aria-label={label}>
                <Statistic
                  title={label}
                  value={q.count}
                  valueStyle={q.count > 0 ? { color: "#fa8c16" } : undefined}
                />
                <Button
                  href={`#${q.path}`}
                  aria-label={`${t("dashboard.queue.open")}: ${label}`}
                  size="small"
                  type={q.count > 0 ? "primary" : "default"}
                  style={{ marginTop: 8 }}
                >
                  {t("dashboard.queue.open")}
                </Button>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Section>
  );
}
