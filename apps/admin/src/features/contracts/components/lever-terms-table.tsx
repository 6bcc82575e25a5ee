import { Button, Empty, Space, Table, type TableColumnsType, Tag, Typography } from "antd";
import { useState } from "react";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { type LeverTerms, useLeverTerms } from "../api/lever-terms";
import { ratePercent } from "../terms-rules";
import { LeverTermsModal } from "./lever-terms-modal";

/** A rate as stored ("0.0005") with its percent beside it ("0.05 %"). */
function Rate({ value }: { value: string }) {
  const { t } = useI18n();
  return (
    <Space size={4}>
      <Typography.Text className="console-amount">{value}</Typography.Text>
      <Typography.Text type="secondary">
        {t("contracts.percent", { value: ratePercent(value) })}
      </Typography.Text>
    </Space>
  );
}

/** Every market's lever terms; `mayEdit` adds the Edit action (admins). */
export function LeverTermsTable({ mayEdit }: { mayEdit: boolean }) {
  const { t } = useI18n();
  const markets = useLeverTerms();
  const [editing, setEditing] = useState<LeverTerms | null>(null);

  const columns: TableColumnsType<LeverTerms> = [
    {
      title: t("contracts.lever.symbol"),
      dataIndex: "symbol",
      render: (symbol: string) => <Typography.Text strong>{symbol}</Typography.Text>,
    },
    {
      title: t("contracts.lever.lotSize"),
      key: "lot_size",
      align: "right",
      render: (_, m) => <Amount value={m.lot_size} currency={m.symbol.split("/")[0]} />,
    },
    {
      title: t("contracts.lever.lots"),
      key: "lots",
      align: "right",
      render: (_, m) => (
        <Typography.Text className="console-amount">{`${m.min_lots} – ${m.max_lots}`}</Typography.Text>
      ),
    },
    {
      title: t("contracts.lever.multiples"),
      dataIndex: "multiples",
      render: (multiples: number[]) => (
        <Typography.Text className="console-amount">{multiples.join(" ")}</Typography.Text>
      ),
    },
    {
      title: t("contracts.lever.spread"),
      dataIndex: "spread_rate",
      render: (value: string) => <Rate value={value} />,
    },
    {
      title: t("contracts.lever.fee"),
      dataIndex: "fee_rate",
      render: (value: string) => <Rate value={value} />,
    },
    {
      title: t("contracts.lever.overnight"),
      dataIndex: "overnight_rate",
      render: (value: string) => <Rate value={value} />,
    },
    {
      title: t("contracts.lever.open"),
      dataIndex: "open",
      width: 90,
      render: (open: boolean) =>
        open ? <Tag color="success">{t("common.yes")}</Tag> : <Tag>{t("common.no")}</Tag>,
    },
    ...(mayEdit
      ? [
          {
            title: t("common.actions"),
            key: "actions",
            width: 80,
            render: (_: unknown, market: LeverTerms) => (
              <Button type="link" size="small" onClick={() => setEditing(market)}>
                {t("common.edit")}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <Table<LeverTerms>
        rowKey="market_id"
        size="small"
        columns={columns}
        dataSource={markets.data}
        loading={markets.isFetching}
        pagination={false}
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("contracts.lever.empty")} />,
        }}
      />
      <LeverTermsModal market={editing} onClose={() => setEditing(null)} />
    </>
  );
}
