import { Alert, Card, Empty, Flex, Table, type TableColumnsType, Tag, Typography } from "antd";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { formatDateTime } from "../../../ui/format";
import { type HedgeMarket, type HedgeOrderRow, useHedge } from "../api/hedge";

const STATE_COLOURS = { sent: "blue", filled: "green", failed: "red" } as const;

/**
 * Hedging on the outside venue: per perpetual market the house's net position, what is hedged outside and
 * what the house carries itself (base and quote), a market's last failure; the latest hedge orders.
 * Says so when hedging is off.
 */
export function HedgeCard() {
  const { t } = useI18n();
  const hedge = useHedge();
  const data = hedge.data;
  const base = (m: HedgeMarket, v: string, quote: string | null) => (
    <Flex vertical>
      <Amount value={v} currency={m.base_currency} signed />
      {quote !== null && (
        <Typography.Text type="secondary">
          <Amount value={quote} currency={m.quote_currency} signed />
        </Typography.Text>
      )}
    </Flex>
  );
  const markets: TableColumnsType<HedgeMarket> = [
    { title: t("risk.market"), dataIndex: "symbol", fixed: "left" },
    { title: t("risk.index"), dataIndex: "index_price", render: (v: string | null) => <Amount value={v} /> },
    {
      title: t("hedge.houseNet"),
      key: "house_net",
      render: (_: unknown, m: HedgeMarket) => base(m, m.house_net, m.house_net_quote),
    },
    {
      title: t("hedge.hedged"),
      key: "hedged",
      render: (_: unknown, m: HedgeMarket) => base(m, m.hedged, m.hedged_quote),
    },
    {
      title: t("hedge.unhedged"),
      key: "unhedged",
      render: (_: unknown, m: HedgeMarket) => base(m, m.unhedged, m.unhedged_quote),
    },
    {
      title: t("hedge.lastError"),
      key: "last_error",
      render: (_: unknown, m: HedgeMarket) =>
        m.last_error === null ? (
          "—"
        ) : (
          <Flex vertical>
            <Typography.Text type="danger">{m.last_error}</Typography.Text>
            {m.retry_at && (
              <Typography.Text type="secondary">
                {t("hedge.retryAt")}: {formatDateTime(m.retry_at)}
              </Typography.Text>
            )}
          </Flex>
        ),
    },
  ];
  const orders: TableColumnsType<HedgeOrderRow> = [
    { title: t("hedge.time"), dataIndex: "created_at", render: (v: string) => formatDateTime(v) },
    { title: t("risk.market"), dataIndex: "symbol" },
    {
      title: t("hedge.side"),
      dataIndex: "side",
      render: (v: HedgeOrderRow["side"]) => (
        <Tag color={v === "buy" ? "green" : "volcano"}>{t(`hedge.side.${v}`)}</Tag>
      ),
    },
    { title: t("hedge.amount"), dataIndex: "amount" },
    {
      title: t("hedge.reason"),
      dataIndex: "reason",
      render: (v: HedgeOrderRow["reason"]) => t(`hedge.reason.${v}`),
    },
    {
      title: t("hedge.state"),
      dataIndex: "state",
      render: (v: HedgeOrderRow["state"]) => <Tag color={STATE_COLOURS[v]}>{t(`hedge.state.${v}`)}</Tag>,
    },
    { title: t("hedge.filled"), dataIndex: "filled" },
    {
      title: t("hedge.average"),
      dataIndex: "average_price",
      render: (v: string | null) => <Amount value={v} />,
    },
    {
      title: t("hedge.fee"),
      key: "fee",
      render: (_: unknown, o: HedgeOrderRow) =>
        o.fee === null ? "—" : <Amount value={o.fee} currency={o.fee_currency} />,
    },
    { title: t("hedge.outsideId"), dataIndex: "outside_id", render: (v: string | null) => v ?? "—" },
    {
      title: t("hedge.error"),
      dataIndex: "error",
      render: (v: string | null) => (v === null ? "—" : <Typography.Text type="danger">{v}</Typography.Text>),
    },
  ];
  return (
    <Card title={t("hedge.title")}>
      <Flex vertical gap={12}>
        {hedge.error && <Alert type="error" showIcon title={hedge.error.message} />}
        {data && !data.enabled && <Alert type="info" showIcon title={t("hedge.off")} />}
        {data?.enabled && (
          <Typography.Paragraph type="secondary">
            {t("hedge.help", { exchange: data.exchange ?? "", threshold: data.threshold ?? "" })}
          </Typography.Paragraph>
        )}
        <Table
          rowKey="market_id"
          size="small"
          columns={markets}
          dataSource={data?.markets ?? []}
          loading={hedge.isLoading}
          pagination={false}
          scroll={{ x: "max-content" }}
        />
        <Typography.Title level={5}>{t("hedge.orders")}</Typography.Title>
        <Table
          rowKey="id"
          size="small"
          columns={orders}
          dataSource={data?.orders ?? []}
          loading={hedge.isLoading}
          pagination={false}
          scroll={{ x: "max-content" }}
          locale={{ emptyText: <Empty description={t("hedge.noOrders")} /> }}
        />
      </Flex>
    </Card>
  );
}
