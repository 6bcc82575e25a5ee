import { App, Button, Card, Popconfirm, Space, Table, type TableColumnsType, Tag, Typography } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { percent } from "../../../ui/percent";
import { type Market, useHaltMarket, useMarkets } from "../api/markets";
import { MarketModal } from "../components/market-modal";

/** Spot markets: fees, price and lot steps, minimum order value; halt and resume. */
export function MarketsPage() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const markets = useMarkets();
  const halt = useHaltMarket();
  const mayEdit = useCan("moveFunds");
  const [editing, setEditing] = useState<Market | null>(null);

  const columns: TableColumnsType<Market> = [
    {
      title: t("market.symbol"),
      dataIndex: "symbol",
      width: 120,
      render: (s: string) => <strong>{s}</strong>,
    },
    {
      title: t("market.state"),
      key: "state",
      width: 120,
      render: (_: unknown, m: Market) =>
        m.halted ? (
          <Tag color="red">{t("market.halted")}</Tag>
        ) : m.open ? (
          <Tag color="green">{t("market.trading")}</Tag>
        ) : (
          <Tag>{t("market.closed")}</Tag>
        ),
    },
    { title: t("market.makerFee"), dataIndex: "maker_fee", align: "right", render: percent },
    { title: t("market.takerFee"), dataIndex: "taker_fee", align: "right", render: percent },
    {
      title: t("market.priceStep"),
      dataIndex: "price_step",
      align: "right",
      render: (v: string) => <Amount value={v} />,
    },
    {
      title: t("market.lotStep"),
      dataIndex: "lot_step",
      align: "right",
      render: (v: string) => <Amount value={v} />,
    },
    {
      title: t("market.minNotionalShort"),
      key: "min_notional",
      align: "right",
      render: (_: unknown, m: Market) => (
        <Space size={4}>
          <Amount value={m.min_notional} />
          <Typography.Text type="secondary">{m.quote}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t("market.lastPrice"),
      dataIndex: "last_price",
      align: "right",
      render: (v: string | null) => (v ? <Amount value={v} /> : "—"),
    },
    ...(mayEdit
      ? [
          {
            title: t("common.actions"),
            key: "actions",
            width: 170,
            render: (_: unknown, m: Market) => (
              <Space size={4}>
                <Button
                  type="link"
                  size="small"
                  onClick={() => setEditing(m)}
                  data-testid={`edit-market-${m.id}`}
                >
                  {t("common.edit")}
                </Button>
                {/* keyed by the state: the confirmation closes once the market changed */}
                <Popconfirm
                  key={String(m.halted)}
                  title={
                    m.halted
                      ? t("market.resumeConfirm", { symbol: m.symbol })
                      : t("market.haltConfirm", { symbol: m.symbol })
                  }
                  okText={m.halted ? t("market.resume") : t("market.halt")}
                  cancelText={t("common.cancel")}
                  onConfirm={() =>
                    halt
                      .mutateAsync({ id: m.id, halt: !m.halted })
                      .then(() =>
                        message.success(
                          m.halted
                            ? t("market.resumed", { symbol: m.symbol })
                            : t("market.haltedNotice", { symbol: m.symbol }),
                        ),
                      )
                  }
                >
                  <Button
                    type="link"
                    size="small"
                    danger={!m.halted}
                    data-testid={`${m.halted ? "resume" : "halt"}-market-${m.id}`}
                  >
                    {m.halted ? t("market.resume") : t("market.halt")}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t("market.title")}
      extra={
        <Button onClick={() => markets.refetch()} loading={markets.isFetching}>
          {t("common.refresh")}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t("market.help")}</Typography.Paragraph>
      <Table<Market>
        rowKey="id"
        size="small"
        loading={markets.isLoading}
        pagination={false}
        dataSource={markets.data ?? []}
        columns={columns}
        scroll={{ x: "max-content" }}
        onRow={(m) => ({ "data-testid": `market-row-${m.symbol}` }) as object}
      />
      <MarketModal key={`market-${editing?.id ?? 0}`} market={editing} onClose={() => setEditing(null)} />
    </Card>
  );
}
