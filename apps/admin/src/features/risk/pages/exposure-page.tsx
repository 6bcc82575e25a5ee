import {
  Alert,
  App,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Progress,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from "antd";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { decimalProblem } from "../../../ui/decimal";
import { formatDateTime } from "../../../ui/format";
import {
  type ExposureAlert,
  type ExposureLimitsBody,
  type LeverExposure,
  type SecondsExpiryExposure,
  type SecondsExposure,
  useExposure,
  useResolveExposureAlert,
  useSetLimits,
  useStakeCurrencies,
} from "../api/exposure";
import { HedgeCard } from "../components/hedge-card";

/** A figure's use of its limit: a bar that turns orange at the 80 % alert and red at the limit. */
function Use({ percent }: { percent: number | null }) {
  const { t } = useI18n();
  if (percent === null) return <Typography.Text type="secondary">{t("risk.noLimit")}</Typography.Text>;
  const status = percent >= 100 ? "exception" : percent >= 80 ? "active" : "normal";
  return (
    <Progress
      percent={Math.min(percent, 100)}
      format={() => `${percent} %`}
      status={status}
      strokeColor={percent >= 100 ? undefined : percent >= 80 ? "#fa8c16" : undefined}
      size="small"
    />
  );
}

/**
 * The house's exposure: per perpetual market the users' longs and shorts, the house's net position and
 * unrealised result at the index against its limits, the largest accounts; per seconds market and stake
 * currency the worst case of each open expiry; open alerts (80 % and 100 % of a limit) and, for admins,
 * resolving them and setting a market's limits. Refreshes every 5 s.
 */
export function ExposurePage() {
  const { t } = useI18n();
  const mayEdit = useCan("editContracts");
  const exposure = useExposure();
  const data = exposure.data;

  return (
    <Flex vertical gap={16}>
      <Card
        title={t("risk.title")}
        extra={
          <Button onClick={() => exposure.refetch()} loading={exposure.isFetching}>
            {t("risk.refresh")}
          </Button>
        }
      >
        <Flex vertical gap={12}>
          <Typography.Paragraph type="secondary">{t("risk.help")}</Typography.Paragraph>
          {!mayEdit && <Alert type="info" showIcon title={t("risk.readOnly")} />}
          {exposure.error && <Alert type="error" showIcon title={exposure.error.message} />}
          <AlertsTable alerts={data?.alerts ?? []} mayResolve={mayEdit} loading={exposure.isLoading} />
        </Flex>
      </Card>
      <Card title={t("risk.lever")}>
        <LeverTable markets={data?.lever ?? []} loading={exposure.isLoading} />
      </Card>
      <HedgeCard />
      <Card title={t("risk.seconds")}>
        <SecondsTable rows={data?.seconds ?? []} loading={exposure.isLoading} />
      </Card>
      {mayEdit && data && <LimitsForm lever={data.lever} seconds={data.seconds} />}
    </Flex>
  );
}

function AlertsTable({
  alerts,
  mayResolve,
  loading,
}: {
  alerts: ExposureAlert[];
  mayResolve: boolean;
  loading: boolean;
}) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const resolve = useResolveExposureAlert();
  const columns: TableColumnsType<ExposureAlert> = [
    { title: t("risk.market"), dataIndex: "symbol" },
    { title: t("risk.kind"), dataIndex: "kind", render: (k: ExposureAlert["kind"]) => t(`risk.kind.${k}`) },
    {
      title: t("risk.level"),
      dataIndex: "level",
      render: (level: number) => <Tag color={level >= 100 ? "red" : "orange"}>{`${level} %`}</Tag>,
    },
    { title: t("risk.figure"), dataIndex: "figure", render: (v: string) => <Amount value={v} /> },
    { title: t("risk.limit"), dataIndex: "limit", render: (v: string) => <Amount value={v} /> },
    { title: t("risk.raised"), dataIndex: "created_at", render: (v: string) => formatDateTime(v) },
    ...(mayResolve
      ? [
          {
            title: "",
            key: "resolve",
            render: (_: unknown, a: ExposureAlert) => (
              <Button
                size="small"
                loading={resolve.isPending && resolve.variables === a.id}
                onClick={() =>
                  resolve.mutate(a.id, {
                    onSuccess: () => message.success(t("risk.resolved")),
                    onError: (err) => message.error(err.message),
                  })
                }
              >
                {t("risk.resolve")}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <Typography.Title level={5}>{t("risk.alerts")}</Typography.Title>
      <Table
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={alerts}
        loading={loading}
        pagination={false}
        locale={{ emptyText: <Empty description={t("risk.noAlerts")} /> }}
      />
    </>
  );
}

function LeverTable({ markets, loading }: { markets: LeverExposure[]; loading: boolean }) {
  const { t } = useI18n();
  const columns: TableColumnsType<LeverExposure> = [
    { title: t("risk.market"), dataIndex: "symbol", fixed: "left" },
    { title: t("risk.index"), dataIndex: "index", render: (v: string | null) => <Amount value={v} /> },
    { title: t("risk.longs"), dataIndex: "long_lots" },
    { title: t("risk.shorts"), dataIndex: "short_lots" },
    {
      title: t("risk.pending"),
      key: "pending",
      render: (_: unknown, m: LeverExposure) => `${m.pending_long_lots} / ${m.pending_short_lots}`,
    },
    { title: t("risk.netLots"), dataIndex: "net_lots", render: (v: string) => <Amount value={v} signed /> },
    {
      title: t("risk.netQuote"),
      key: "net_quote",
      render: (_: unknown, m: LeverExposure) => (
        <Flex vertical>
          <Amount value={m.net_quote} currency={m.quote_currency} signed />
          <Typography.Text type="secondary">
            {t("risk.committed")}: {m.committed_net_quote}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t("risk.unrealized"),
      key: "unrealized",
      render: (_: unknown, m: LeverExposure) => (
        <Amount value={m.unrealized} currency={m.quote_currency} signed />
      ),
    },
    {
      title: t("risk.netLimit"),
      key: "net_limit",
      width: 180,
      render: (_: unknown, m: LeverExposure) => (
        <Flex vertical>
          {m.max_net_quote !== null && <Amount value={m.max_net_quote} currency={m.quote_currency} />}
          <Use percent={m.net_quote_use} />
        </Flex>
      ),
    },
    {
      title: t("risk.userLimit"),
      key: "user_limit",
      width: 180,
      render: (_: unknown, m: LeverExposure) => (
        <Flex vertical>
          {m.max_user_lots !== null && <Typography.Text>{m.max_user_lots}</Typography.Text>}
          <Typography.Text type="secondary">
            {t("risk.largestUser", { lots: m.largest_user_lots })}
          </Typography.Text>
          <Use percent={m.user_lots_use} />
        </Flex>
      ),
    },
  ];
  return (
    <Table
      rowKey="market_id"
      size="small"
      columns={columns}
      dataSource={markets}
      loading={loading}
      pagination={false}
      scroll={{ x: "max-content" }}
      expandable={{
        expandedRowRender: (m) => <TopAccounts market={m} />,
        rowExpandable: (m) => m.top_accounts.length > 0,
      }}
    />
  );
}

function TopAccounts({ market }: { market: LeverExposure }) {
  const { t } = useI18n();
  type Account = LeverExposure["top_accounts"][number];
  const columns: TableColumnsType<Account> = [
    {
      title: t("risk.user"),
      key: "user",
      render: (_: unknown, a: Account) => (a.email ? `${a.user_id} · ${a.email}` : String(a.user_id)),
    },
    { title: t("risk.lots"), dataIndex: "lots", render: (v: string) => <Amount value={v} signed /> },
    {
      title: t("risk.quote"),
      dataIndex: "quote",
      render: (v: string) => <Amount value={v} currency={market.quote_currency} signed />,
    },
  ];
  return (
    <>
      <Typography.Text strong>{t("risk.topAccounts")}</Typography.Text>
      <Table
        rowKey="user_id"
        size="small"
        columns={columns}
        dataSource={market.top_accounts}
        pagination={false}
        locale={{ emptyText: t("risk.noAccounts") }}
      />
    </>
  );
}

function SecondsTable({ rows, loading }: { rows: SecondsExposure[]; loading: boolean }) {
  const { t } = useI18n();
  const columns: TableColumnsType<SecondsExposure> = [
    { title: t("risk.market"), dataIndex: "symbol" },
    { title: t("risk.currency"), dataIndex: "currency" },
    {
      title: t("risk.expiryLimit"),
      key: "limit",
      render: (_: unknown, r: SecondsExposure) =>
        r.max_expiry_payout === null ? (
          <Typography.Text type="secondary">{t("risk.noLimit")}</Typography.Text>
        ) : (
          <Amount value={r.max_expiry_payout} currency={r.currency} />
        ),
    },
    {
      title: t("risk.worst"),
      key: "worst",
      render: (_: unknown, r: SecondsExposure) => <Amount value={r.worst} currency={r.currency} strong />,
    },
  ];
  return (
    <Table
      rowKey={(r) => `${r.market_id}:${r.currency_id}`}
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: <Empty description={t("risk.noSeconds")} /> }}
      expandable={{
        expandedRowRender: (r) => <Expiries row={r} />,
        rowExpandable: (r) => r.expiries.length > 0,
        defaultExpandAllRows: true,
      }}
    />
  );
}

function Expiries({ row }: { row: SecondsExposure }) {
  const { t } = useI18n();
  const money = (v: string) => <Amount value={v} currency={row.currency} signed />;
  const columns: TableColumnsType<SecondsExpiryExposure> = [
    { title: t("risk.expiry"), dataIndex: "expiry", render: (v: string) => formatDateTime(v) },
    { title: t("risk.orders"), dataIndex: "orders" },
    {
      title: t("risk.stakes"),
      dataIndex: "stakes",
      render: (v: string) => <Amount value={v} currency={row.currency} />,
    },
    { title: t("risk.ifUp"), dataIndex: "up", render: money },
    { title: t("risk.ifDown"), dataIndex: "down", render: money },
    { title: t("risk.worst"), dataIndex: "worst", render: money },
    { title: t("risk.use"), dataIndex: "use", width: 180, render: (v: number | null) => <Use percent={v} /> },
  ];
  return (
    <Table rowKey="expiry" size="small" columns={columns} dataSource={row.expiries} pagination={false} />
  );
}

interface LimitsValues {
  market_id?: number;
  max_net_quote?: string;
  max_user_lots?: string;
  seconds_currency_id?: number;
  max_expiry_payout?: string;
}

/** Empty text is no limit (null); anything else is sent as typed, and the server checks its precision. */
const limitOf = (text: string | undefined) => {
  const v = (text ?? "").trim();
  return v === "" ? null : v;
};

/** Sets one market's limits: the perpetual ones, and a seconds payout limit in one stake currency. */
function LimitsForm({ lever, seconds }: { lever: LeverExposure[]; seconds: SecondsExposure[] }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const [form] = Form.useForm<LimitsValues>();
  const save = useSetLimits();
  const currencies = useStakeCurrencies(true);
  const marketId = Form.useWatch("market_id", form);
  const leverMarket = lever.find((m) => m.market_id === marketId);
  const markets = new Map<number, string>();
  for (const m of lever) markets.set(m.market_id, m.symbol);
  for (const s of seconds) markets.set(s.market_id, s.symbol);
  const decimalRule = {
    validator: (_: unknown, value: string | undefined) =>
      limitOf(value) === null || decimalProblem(limitOf(value)!, 18) === null
        ? Promise.resolve()
        : Promise.reject(new Error(t("risk.form.decimal"))),
  };

  /** Picking a market fills in its limits as they stand. */
  function pick(id: number) {
    const m = lever.find((x) => x.market_id === id);
    form.setFieldsValue({
      max_net_quote: m?.max_net_quote ?? "",
      max_user_lots: m?.max_user_lots ?? "",
      max_expiry_payout: "",
      seconds_currency_id: undefined,
    });
  }

  function submit(values: LimitsValues) {
    if (values.market_id === undefined) return;
    const body: ExposureLimitsBody = { market_id: values.market_id };
    if (leverMarket) {
      body.max_net_quote = limitOf(values.max_net_quote);
      body.max_user_lots = limitOf(values.max_user_lots);
    }
    if (values.seconds_currency_id !== undefined) {
      body.seconds_currency_id = values.seconds_currency_id;
      body.max_expiry_payout = limitOf(values.max_expiry_payout);
    }
    save.mutate(body, {
      onSuccess: () => message.success(t("risk.limitsSaved")),
      onError: (err) => message.error(err.message),
    });
  }

  return (
    <Card title={t("risk.setLimits")}>
      <Form form={form} layout="vertical" onFinish={submit} style={{ maxWidth: 520 }}>
        <Form.Item name="market_id" label={t("risk.form.market")} rules={[{ required: true }]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={[...markets].map(([value, label]) => ({ value, label }))}
            onChange={pick}
          />
        </Form.Item>
        {leverMarket && (
          <>
            <Form.Item
              name="max_net_quote"
              label={`${t("risk.form.maxNetQuote")} (${leverMarket.quote_currency})`}
              extra={t("risk.form.emptyHelp")}
              rules={[decimalRule]}
            >
              <Input inputMode="decimal" allowClear />
            </Form.Item>
            <Form.Item
              name="max_user_lots"
              label={t("risk.form.maxUserLots")}
              extra={t("risk.form.emptyHelp")}
              rules={[decimalRule]}
            >
              <Input inputMode="decimal" allowClear />
            </Form.Item>
          </>
        )}
        <Space align="start" wrap>
          <Form.Item name="seconds_currency_id" label={t("risk.form.secondsCurrency")}>
            <Select
              allowClear
              style={{ minWidth: 160 }}
              loading={currencies.isLoading}
              options={(currencies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              onChange={(id: number | undefined) => {
                const row = seconds.find((s) => s.market_id === marketId && s.currency_id === id);
                form.setFieldValue("max_expiry_payout", row?.max_expiry_payout ?? "");
              }}
            />
          </Form.Item>
          <Form.Item
            name="max_expiry_payout"
            label={t("risk.form.maxExpiryPayout")}
            extra={t("risk.form.emptyHelp")}
            rules={[decimalRule]}
          >
            <Input inputMode="decimal" allowClear />
          </Form.Item>
        </Space>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t("risk.setLimits")}
        </Button>
      </Form>
    </Card>
  );
}
