import { Button, Card, Empty, Flex, Table, type TableColumnsType, Tag, Typography } from "antd";
import { useState } from "react";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { EnabledTag } from "../../../ui/tags";
import { type Duration, type StakeCurrency, useDurations, useStakeCurrencies } from "../api/seconds-config";
import { DurationModal, type DurationTarget } from "./duration-modal";
import { StakeCurrencyModal } from "./stake-currency-modal";

/** Seconds contracts: the durations on offer (edit, add) and the currencies stakes are paid in. */
export function SecondsConfig() {
  const { t } = useI18n();
  const durations = useDurations();
  const currencies = useStakeCurrencies();
  const [editingDuration, setEditingDuration] = useState<DurationTarget>(null);
  const [editingCurrency, setEditingCurrency] = useState<StakeCurrency | null>(null);

  const durationColumns: TableColumnsType<Duration> = [
    {
      title: t("contracts.durations.seconds"),
      dataIndex: "seconds",
      render: (seconds: number) => (
        <Typography.Text strong>{t("contracts.durations.secondsValue", { seconds })}</Typography.Text>
      ),
    },
    {
      title: t("contracts.durations.profitRatio"),
      dataIndex: "profit_ratio",
      align: "right",
      render: (value: string) => <Amount value={value} />,
    },
    {
      title: t("contracts.durations.minNum"),
      dataIndex: "min_num",
      align: "right",
      render: (value: string) => <Amount value={value} />,
    },
    {
      title: t("contracts.durations.maxNum"),
      dataIndex: "max_num",
      align: "right",
      render: (value: string) => <Amount value={value} />,
    },
    { title: t("contracts.durations.sort"), dataIndex: "sort", align: "right", width: 80 },
    {
      title: t("contracts.durations.enabled"),
      dataIndex: "enabled",
      width: 90,
      render: (value: boolean) => <EnabledTag value={value} />,
    },
    {
      title: t("common.actions"),
      key: "actions",
      width: 80,
      render: (_, duration) => (
        <Button type="link" size="small" onClick={() => setEditingDuration(duration)}>
          {t("common.edit")}
        </Button>
      ),
    },
  ];

  const currencyColumns: TableColumnsType<StakeCurrency> = [
    {
      title: t("contracts.stakes.currency"),
      dataIndex: "name",
      width: 120,
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    {
      title: t("contracts.stakes.numbers"),
      dataIndex: "numbers",
      render: (numbers: string) => {
        const presets = numbers.split(",").filter((n) => n.trim() !== "");
        return presets.length === 0 ? (
          <Typography.Text type="secondary">{t("contracts.stakes.none")}</Typography.Text>
        ) : (
          <Flex gap={4} wrap>
            {presets.map((n) => (
              <Tag key={n} style={{ marginInlineEnd: 0 }} className="console-amount">
                {n}
              </Tag>
            ))}
          </Flex>
        );
      },
    },
    {
      title: t("contracts.stakes.enabled"),
      dataIndex: "enabled",
      width: 90,
      render: (value: boolean) => <EnabledTag value={value} />,
    },
    {
      title: t("common.actions"),
      key: "actions",
      width: 80,
      render: (_, currency) => (
        <Button type="link" size="small" onClick={() => setEditingCurrency(currency)}>
          {t("common.edit")}
        </Button>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card
        size="small"
        type="inner"
        title={t("contracts.durations.title")}
        extra={
          <Button size="small" type="primary" onClick={() => setEditingDuration("new")}>
            {t("contracts.durations.add")}
          </Button>
        }
      >
        <Typography.Paragraph type="secondary">{t("contracts.durations.help")}</Typography.Paragraph>
        <Table<Duration>
          rowKey="seconds"
          size="small"
          columns={durationColumns}
          dataSource={durations.data}
          loading={durations.isFetching}
          pagination={false}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("contracts.durations.empty")} />
            ),
          }}
        />
      </Card>
      <Card size="small" type="inner" title={t("contracts.stakes.title")}>
        <Typography.Paragraph type="secondary">{t("contracts.stakes.help")}</Typography.Paragraph>
        <Table<StakeCurrency>
          rowKey="id"
          size="small"
          columns={currencyColumns}
          dataSource={currencies.data}
          loading={currencies.isFetching}
          pagination={false}
          locale={{
            emptyText: (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("contracts.stakes.empty")} />
            ),
          }}
        />
      </Card>
      <DurationModal target={editingDuration} onClose={() => setEditingDuration(null)} />
      <StakeCurrencyModal currency={editingCurrency} onClose={() => setEditingCurrency(null)} />
    </Flex>
  );
}
