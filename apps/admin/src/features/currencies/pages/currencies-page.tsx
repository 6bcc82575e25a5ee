import { Button, Card, Empty, Flex, Space, Table, type TableColumnsType, Typography } from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { Clipped } from "../../../ui/clipped";
import { EnabledTag } from "../../../ui/tags";
import { type Currency, type Network, useCurrencies } from "../api/currencies";
import { AddCurrencyModal } from "../components/add-currency-modal";
import { AddNetworkModal } from "../components/add-network-modal";
import { CurrencyModal } from "../components/currency-modal";
import { NetworkModal } from "../components/network-modal";

/** Currencies and their networks: reference prices, deposit addresses, minimums and fees. */
export function CurrenciesPage() {
  const { t } = useI18n();
  const currencies = useCurrencies();
  const mayEdit = useCan("moveFunds");
  const [editingCurrency, setEditingCurrency] = useState<Currency | null>(null);
  const [editingNetwork, setEditingNetwork] = useState<{ currency: Currency; network: Network } | null>(null);
  const [adding, setAdding] = useState(false);
  const [addingNetworkTo, setAddingNetworkTo] = useState<Currency | null>(null);

  const networkColumns = (currency: Currency): TableColumnsType<Network> => [
    { title: t("network.name"), dataIndex: "name", width: 110 },
    {
      title: t("network.depositAddress"),
      dataIndex: "deposit_address",
      render: (address: string) => <Clipped text={address} width={300} code />,
    },
    {
      title: t("network.depositMin"),
      dataIndex: "deposit_min",
      align: "right",
      render: (value: string) => <Amount value={value} />,
    },
    {
      title: t("network.withdrawMin"),
      dataIndex: "withdraw_min",
      align: "right",
      render: (value: string) => <Amount value={value} />,
    },
    {
      title: t("network.withdrawFee"),
      dataIndex: "withdraw_fee",
      align: "right",
      render: (value: string) => <Amount value={value} />,
    },
    {
      title: t("network.enabled"),
      dataIndex: "enabled",
      width: 90,
      render: (value: boolean) => <EnabledTag value={value} />,
    },
    ...(mayEdit
      ? [
          {
            title: t("common.actions"),
            key: "actions",
            width: 80,
            render: (_: unknown, network: Network) => (
              <Button
                type="link"
                size="small"
                onClick={() => setEditingNetwork({ currency, network })}
                data-testid={`edit-network-${network.id}`}
              >
                {t("common.edit")}
              </Button>
            ),
          },
        ]
      : []),
  ];

  return (
    <Card
      title={t("currency.title")}
      extra={
        <Space>
          {mayEdit && (
            <Button type="primary" onClick={() => setAdding(true)} data-testid="add-currency">
              {t("currency.add")}
            </Button>
          )}
          <Button onClick={() => currencies.refetch()} loading={currencies.isFetching}>
            {t("common.refresh")}
          </Button>
        </Space>
      }
      loading={currencies.isLoading}
    >
      <Typography.Paragraph type="secondary">{t("currency.help")}</Typography.Paragraph>
      {currencies.data?.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("currency.empty")} />
      )}
      <Flex vertical gap={16}>
        {currencies.data?.map((currency) => (
          <Card
            key={currency.id}
            size="small"
            type="inner"
            data-testid={`currency-${currency.name}`}
            title={
              <Space size={12}>
                <Typography.Text strong>{currency.name}</Typography.Text>
                {currency.full_name && (
                  <Typography.Text type="secondary" style={{ fontWeight: "normal" }}>
                    {currency.full_name}
                  </Typography.Text>
                )}
                <EnabledTag value={currency.enabled} />
                <Typography.Text type="secondary" style={{ fontWeight: "normal" }}>
                  {`${t("currency.decimals")} ${currency.decimals}`}
                </Typography.Text>
              </Space>
            }
            extra={
              <Space size={12}>
                <Typography.Text type="secondary">{t("currency.referencePrice")}</Typography.Text>
                <Amount value={currency.reference_price} strong />
                {mayEdit && (
                  <Button size="small" onClick={() => setEditingCurrency(currency)}>
                    {t("common.edit")}
                  </Button>
                )}
                {mayEdit && (
                  <Button
                    size="small"
                    onClick={() => setAddingNetworkTo(currency)}
                    data-testid={`add-network-${currency.name}`}
                  >
                    {t("network.add")}
                  </Button>
                )}
              </Space>
            }
          >
            <Table<Network>
              rowKey="id"
              size="small"
              pagination={false}
              dataSource={currency.networks}
              columns={networkColumns(currency)}
              scroll={{ x: "max-content" }}
              locale={{
                emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("network.none")} />,
              }}
            />
          </Card>
        ))}
      </Flex>
      {/* keyed by what is edited: each opens a fresh form with that row's values */}
      <CurrencyModal
        key={`currency-${editingCurrency?.id ?? 0}`}
        currency={editingCurrency}
        onClose={() => setEditingCurrency(null)}
      />
      <AddCurrencyModal key={`add-currency-${adding}`} open={adding} onClose={() => setAdding(false)} />
      <AddNetworkModal
        key={`add-network-${addingNetworkTo?.id ?? 0}`}
        currency={addingNetworkTo}
        onClose={() => setAddingNetworkTo(null)}
      />
      <NetworkModal
        key={`network-${editingNetwork?.network.id ?? 0}`}
        target={editingNetwork}
        onClose={() => setEditingNetwork(null)}
      />
    </Card>
  );
}
