import {
  Alert,
  Button,
  Card,
  Col,
  Empty,
  Flex,
  Row,
  Segmented,
  Statistic,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { Link } from "react-router-dom";
import { type Capability, can, useMe } from "../../../api/operator";
import { type MessageKey, useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { formatDateTime } from "../../../ui/format";
import { LoadingBoundary, lazyNamed } from "../../../ui/lazy";
import {
  type CockpitCoverage,
  type CockpitDashboard,
  type CockpitHouseResult,
  type CockpitMoneyFlow,
  type CockpitPeriod,
  type CockpitQueue,
  type CockpitSpotMarket,
  PERIODS,
  useDashboard,
} from "../api/dashboard";
import type { Row as ChartRow } from "../components/charts";

/** The charts load from their own chunk (the charting library), after the figures are on screen. */
const LazyBars = lazyNamed(() => import("../components/charts"), "Bars");
function Bars(props: React.ComponentProps<typeof LazyBars>) {
  return (
    <LoadingBoundary>
      <LazyBars {...props} />
    </LoadingBoundary>
  );
}

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

const PRODUCTS = ["perpetual", "seconds", "copy"] as const;
const FUNNEL = [
  "signed_up",
  "level1_submitted",
  "level1_verified",
  "level2_submitted",
  "level2_verified",
] as const;

/** A section of the page: a card whose title names it for assistive technology too. */
function Section({
  title,
  children,
  extra,
}: {
  title: string;
  children: React.ReactNode;
  extra?: React.ReactNode;
}) {
  return (
    <Card title={title} extra={extra} role="region" aria-label={title}>
      {children}
    </Card>
  );
}

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
          <Flex vertical>
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t("dashboard.title")}
            </Typography.Title>
            {d ? (
              <Typography.Text type="secondary">
                {t("dashboard.asOf", { time: formatDateTime(d.as_of) })}
              </Typography.Text>
            ) : null}
          </Flex>
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
                <Link to={q.path} aria-label={`${t("dashboard.queue.open")}: ${label}`}>
                  <Button size="small" type={q.count > 0 ? "primary" : "default"} style={{ marginTop: 8 }}>
                    {t("dashboard.queue.open")}
                  </Button>
                </Link>
              </Card>
            </Col>
          );
        })}
      </Row>
    </Section>
  );
}

function MoneyFlows({ rows, period }: { rows: CockpitMoneyFlow[]; period: CockpitPeriod }) {
  const { t } = useI18n();
  const columns: TableColumnsType<CockpitMoneyFlow> = [
    { title: t("dashboard.currency"), dataIndex: "currency" },
    {
      title: t("dashboard.deposits"),
      align: "right",
      render: (_, r) => <Amount value={r.deposits[period]} />,
    },
    {
      title: t("dashboard.withdrawals"),
      align: "right",
      render: (_, r) => <Amount value={r.withdrawals[period]} />,
    },
    { title: t("dashboard.net"), align: "right", render: (_, r) => <Amount value={r.net[period]} signed /> },
  ];
  return (
    <Section title={t("dashboard.money")}>
      <Table
        size="small"
        rowKey="currency_id"
        pagination={false}
        columns={columns}
        dataSource={rows}
        locale={{ emptyText: <Empty description={t("dashboard.noMoney")} /> }}
      />
    </Section>
  );
}

function Spot({
  markets,
  days,
  period,
}: {
  markets: CockpitSpotMarket[];
  days: string[];
  period: CockpitPeriod;
}) {
  const { t } = useI18n();
  const columns: TableColumnsType<CockpitSpotMarket> = [
    { title: t("dashboard.market"), dataIndex: "symbol" },
    { title: t("dashboard.trades"), align: "right", render: (_, m) => m.trades[period] },
    {
      title: t("dashboard.volume"),
      align: "right",
      render: (_, m) => <Amount value={m.volume[period]} currency={m.quote} />,
    },
    {
      title: t("dashboard.feesQuote"),
      align: "right",
      render: (_, m) => <Amount value={m.fees_quote[period]} currency={m.quote} />,
    },
    {
      title: t("dashboard.feesBase"),
      align: "right",
      render: (_, m) => <Amount value={m.fees_base[period]} currency={m.base} />,
    },
  ];
  const rows: ChartRow[] = days.map((day, i) => {
    const row: ChartRow = { x: day.slice(5) };
    for (const m of markets) row[`m${m.market_id}`] = m.volume_by_day[i] ?? "0";
    return row;
  });
  return (
    <Section title={t("dashboard.spot")}>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Table size="small" rowKey="market_id" pagination={false} columns={columns} dataSource={markets} />
        </Col>
        <Col xs={24} xl={12}>
          <Typography.Text strong>{t("dashboard.volumeByDay")}</Typography.Text>
          <Bars
            label={t("dashboard.volumeByDay")}
            rows={rows}
            series={markets.map((m) => ({ key: `m${m.market_id}`, label: m.symbol }))}
            stacked
          />
        </Col>
      </Row>
    </Section>
  );
}

function House({ results, period }: { results: CockpitHouseResult[]; period: CockpitPeriod }) {
  const { t } = useI18n();
  const product = (p: CockpitHouseResult["product"]) => t(`dashboard.product.${p}`);
  const columns: TableColumnsType<CockpitHouseResult> = [
    { title: t("dashboard.product"), render: (_, r) => product(r.product) },
    { title: t("dashboard.currency"), dataIndex: "currency" },
    {
      title: t("dashboard.trading"),
      align: "right",
      render: (_, r) => <Amount value={r.trading[period]} signed />,
    },
    {
      title: t("dashboard.fees"),
      align: "right",
      render: (_, r) => <Amount value={r.fees[period]} signed />,
    },
    {
      title: t("dashboard.total"),
      align: "right",
      render: (_, r) => <Amount value={r.total[period]} signed strong />,
    },
  ];
  const currencies = [...new Set(results.map((r) => r.currency))];
  const rows: ChartRow[] = PRODUCTS.map((p) => {
    const row: ChartRow = { x: product(p) };
    for (const c of currencies)
      row[c] = results.find((r) => r.product === p && r.currency === c)?.total[period] ?? "0";
    return row;
  });
  return (
    <Section title={t("dashboard.house")}>
      <Typography.Paragraph type="secondary">{t("dashboard.houseHelp")}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Table
            size="small"
            rowKey={(r) => `${r.product}-${r.currency_id}`}
            pagination={false}
            columns={columns}
            dataSource={results}
            locale={{ emptyText: <Empty description={t("dashboard.noHouse")} /> }}
          />
        </Col>
        <Col xs={24} xl={12}>
          <Bars
            label={t("dashboard.house")}
            rows={rows}
            series={currencies.map((c) => ({ key: c, label: c }))}
          />
        </Col>
      </Row>
    </Section>
  );
}

function Coverage({ coverage }: { coverage: CockpitDashboard["coverage"] }) {
  const { t } = useI18n();
  const danger = (r: CockpitCoverage, value: string | null) => (
    <Typography.Text type={r.short ? "danger" : undefined} strong={r.short}>
      {value ?? "—"}
    </Typography.Text>
  );
  const columns: TableColumnsType<CockpitCoverage> = [
    { title: t("dashboard.currency"), dataIndex: "currency" },
    { title: t("dashboard.liabilities"), align: "right", render: (_, r) => danger(r, r.liabilities) },
    {
      title: t("dashboard.liabilitiesNow"),
      align: "right",
      render: (_, r) => <Amount value={r.liabilities_now} />,
    },
    { title: t("dashboard.assets"), align: "right", render: (_, r) => danger(r, r.assets) },
    { title: t("dashboard.hotWallet"), align: "right", render: (_, r) => danger(r, r.hot_wallet) },
    {
      title: t("dashboard.status"),
      render: (_, r) =>
        r.short ? (
          <Tag color="red">{t("dashboard.short")}</Tag>
        ) : (
          <Tag color="green">{t("dashboard.covered")}</Tag>
        ),
    },
  ];
  return (
    <Section title={t("dashboard.coverage")}>
      <Typography.Paragraph type="secondary">
        {coverage.snapshot !== null
          ? t("dashboard.snapshot", { id: coverage.snapshot, time: formatDateTime(coverage.snapshot_at) })
          : t("dashboard.noSnapshot")}
      </Typography.Paragraph>
      <Table
        size="small"
        rowKey="currency_id"
        pagination={false}
        columns={columns}
        dataSource={coverage.currencies}
        onRow={(r) => (r.short ? { style: { background: "#fff1f0" } } : {})}
      />
    </Section>
  );
}
