import { Card, Col, Empty, Row, Table, type TableColumnsType, Tag, Typography } from "antd";
import type { ComponentProps, ReactNode } from "react";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { formatDateTime } from "../../../ui/format";
import { LoadingBoundary, lazyNamed } from "../../../ui/lazy";
import type {
  CockpitCoverage,
  CockpitDashboard,
  CockpitHouseResult,
  CockpitMoneyFlow,
  CockpitPeriod,
  CockpitSpotMarket,
} from "../api/dashboard";
import type { Row as ChartRow } from "./charts";

/* The dashboard's sections, each over the figures of the period the page's switch chose. */

/** The charts load from their own chunk (the charting library), after the figures are on screen. */
const LazyBars = lazyNamed(() => import("./charts"), "Bars");
export function Bars(props: ComponentProps<typeof LazyBars>) {
  return (
    <LoadingBoundary>
      <LazyBars {...props} />
    </LoadingBoundary>
  );
}

export const PRODUCTS = ["perpetual", "seconds", "copy"] as const;

/** A section of the page: a card whose title names it for assistive technology too. */
export function Section({
  title,
  children,
  extra,
}: {
  title: string;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <Card title={title} extra={extra} role="region" aria-label={title}>
      {children}
    </Card>
  );
}

/** Deposits credited, withdrawals paid and their net, per currency. */
export function MoneyFlows({ rows, period }: { rows: CockpitMoneyFlow[]; period: CockpitPeriod }) {
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

/** Each market's trades, volume and fees, and the volume per day stacked by market. */
export function Spot({
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

/** What the house kept per product and currency: trading, fees, total; a bar per product. */
export function House({ results, period }: { results: CockpitHouseResult[]; period: CockpitPeriod }) {
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

/** Liabilities against what the venue holds, per currency; a short currency in red. */
export function Coverage({ coverage }: { coverage: CockpitDashboard["coverage"] }) {
  const { t } = useI18n();
  const danger = (r: CockpitCoverage, value: string | null) => (
    <Typography.Text type={r.short ? "danger" : undefined} strong={r.short}>
      {value ?? "—"}
    </Typography.Text>
  );
  const columns: TableColumnsType<CockpitCoverage> = [
    { title: t("dashboard.currency"), dataIndex: "currency" },
    { title: t("dashboard.liabilities"), align: "right", render: (_, r) => danger(r, r.liabilities) },
    { title: t("dashboard.liabilitiesNow"), align: "right", render: (_, r) => danger(r, r.liabilities_now) },
    { title: t("dashboard.custody"), align: "right", render: (_, r) => <Amount value={r.custody} /> },
    {
      title: t("dashboard.houseCapital"),
      align: "right",
      render: (_, r) => <Amount value={r.house_capital} />,
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
        locale={{ emptyText: <Empty description={t("dashboard.noCoverage")} /> }}
        onRow={(r) => (r.short ? { style: { background: "#fff1f0" } } : {})}
      />
    </Section>
  );
}
