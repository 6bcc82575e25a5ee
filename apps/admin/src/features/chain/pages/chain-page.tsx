import {
  Alert,
  App,
  Badge,
  Button,
  Card,
  Descriptions,
  Empty,
  Flex,
  Input,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tabs,
  Tag,
  Typography,
} from "antd";
import { useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { Clipped } from "../../../ui/clipped";
import { decimalSign } from "../../../ui/decimal";
import { ExportCsvButton } from "../../../ui/export-csv";
import { formatDateTime, orDash } from "../../../ui/format";
import { TxLink } from "../../../ui/tx-link";
import {
  type ChainAlert,
  type ChainDeposit,
  type ChainDepositState,
  type ChainNetwork,
  type ChainTransfer,
  type ChainTransferKind,
  type ChainTransferState,
  depositStates,
  transferKinds,
  transferStates,
  useChainDeposits,
  useChainStatus,
  useChainTransfers,
  useResolveAlert,
} from "../api/chain";
import { ChainStateTag } from "../components/chain-state-tag";

const PAGE_SIZE = 10;

/** The hot wallet holds less than its minimum (decimal texts compared without floats). */
function hotLow(n: ChainNetwork): boolean {
  if (n.hot_balance === null) return false;
  if (decimalSign(n.hot_wallet_min) <= 0) return false;
  return compareDecimal(n.hot_balance, n.hot_wallet_min) < 0;
}

/** Compares two non-negative decimal texts by their digits. */
function compareDecimal(a: string, b: string): number {
  const [ai = "0", af = ""] = a.split(".");
  const [bi = "0", bf = ""] = b.split(".");
  const places = Math.max(af.length, bf.length);
  const x = BigInt(ai + af.padEnd(places, "0"));
  const y = BigInt(bi + bf.padEnd(places, "0"));
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * On-chain deposits and withdrawals: the watcher against the node, each watched network's hot wallet
 * against what users hold, open alerts, and the deposits seen and transactions sent. Refreshes every 5 s.
 */
export function ChainPage() {
  const { t } = useI18n();
  const status = useChainStatus();
  const s = status.data;

  return (
    <Flex vertical gap={16}>
      <Card
        title={t("chain.title")}
        extra={
          <Space>
            <Typography.Text type="secondary">{t("chain.refreshing")}</Typography.Text>
            <Button onClick={() => status.refetch()} loading={status.isFetching}>
              {t("common.refresh")}
            </Button>
          </Space>
        }
        loading={status.isLoading}
        data-testid="chain-status"
      >
        {status.error && <Alert type="error" showIcon title={status.error.message} />}
        {s && !s.configured && (
          <Alert
            type="info"
            showIcon
            data-testid="chain-not-configured"
            title={t("chain.notConfigured")}
            description={t("chain.notConfiguredHelp")}
          />
        )}
        {s?.configured && (
          <Descriptions size="small" column={{ xs: 1, sm: 2, lg: 4 }} bordered>
            <Descriptions.Item
              label={t("chain.chainId")}
            >{`${s.family} · ${orDash(s.chain_id)}`}</Descriptions.Item>
            <Descriptions.Item label={t("chain.head")}>{orDash(s.head)}</Descriptions.Item>
            <Descriptions.Item label={t("chain.scanned")}>{orDash(s.scanned)}</Descriptions.Item>
            <Descriptions.Item label={t("chain.lag")}>
              <Typography.Text type={s.lag !== null && s.lag > 20 ? "danger" : undefined}>
                {orDash(s.lag)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t("chain.rpc")}>
              {s.rpc_ok ? (
                <Badge status="success" text={t("chain.rpcOk")} />
              ) : (
                <Space orientation="vertical" size={0}>
                  <Badge status="error" text={t("chain.rpcDown")} />
                  {s.rpc_error && <Typography.Text type="secondary">{s.rpc_error}</Typography.Text>}
                </Space>
              )}
            </Descriptions.Item>
            <Descriptions.Item label={t("chain.lastScan")}>
              {formatDateTime(s.last_scan_at)}
            </Descriptions.Item>
            <Descriptions.Item label={t("chain.signer")} span={2}>
              {s.signer ? (
                <Badge status="success" text={t("chain.signerOn")} />
              ) : (
                <Badge status="warning" text={t("chain.signerOff")} />
              )}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {s?.configured && <NetworksCard networks={s.networks} />}
      {s?.configured && <AlertsCard alerts={s.alerts} />}
      <Card styles={{ body: { paddingTop: 8 } }}>
        <Tabs
          destroyOnHidden
          items={[
            { key: "deposits", label: t("chain.tab.deposits"), children: <DepositsTab /> },
            { key: "transfers", label: t("chain.tab.transfers"), children: <TransfersTab /> },
          ]}
        />
      </Card>
    </Flex>
  );
}

function NetworksCard({ networks }: { networks: ChainNetwork[] }) {
  const { t } = useI18n();
  if (networks.length === 0)
    return (
      <Card title={t("chain.networks")}>
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("chain.noNetworks")} />
      </Card>
    );
  return (
    <Flex gap={16} wrap>
      {networks.map((n) => {
        const low = hotLow(n);
        return (
          <Card
            key={n.network_id}
            size="small"
            style={{ flex: "1 1 420px", borderColor: low ? "#ff4d4f" : undefined }}
            title={`${n.currency_name} · ${n.network_name}`}
            data-testid={`chain-network-${n.network_id}`}
            extra={low && <Tag color="error">{t("chain.hotLow", { min: n.hot_wallet_min })}</Tag>}
          >
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t("chain.hotWallet")}>
                <Clipped text={n.hot_address} width={320} code />
              </Descriptions.Item>
              <Descriptions.Item label={t("chain.hotBalance")}>
                <Typography.Text type={low ? "danger" : undefined} strong>
                  <Amount value={n.hot_balance} currency={n.currency_name} />
                </Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t("chain.liabilities")}>
                <Amount value={n.liabilities} currency={n.currency_name} />
              </Descriptions.Item>
              <Descriptions.Item label={t("chain.tokenContract")}>
                {n.token_contract ? (
                  <Clipped text={n.token_contract} width={320} code />
                ) : (
                  t("chain.nativeCoin")
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t("chain.confirmations")}>{n.confirmations}</Descriptions.Item>
              <Descriptions.Item label={t("chain.autoApprove")}>
                {decimalSign(n.auto_approve_max) > 0 ? (
                  <Amount value={n.auto_approve_max} currency={n.currency_name} />
                ) : (
                  t("chain.autoApproveNone")
                )}
              </Descriptions.Item>
              <Descriptions.Item label={t("chain.deposits")}>
                {`${t("chain.pending")} ${n.deposits.pending} · ${t("chain.credited")} ${n.deposits.credited} · ${t("chain.unswept")} ${n.deposits.unswept}`}
              </Descriptions.Item>
              <Descriptions.Item label={t("chain.withdrawals")}>
                <Space size={4} wrap>
                  {Object.entries(n.withdrawals).length === 0
                    ? "—"
                    : Object.entries(n.withdrawals).map(([state, count]) => (
                        <Space key={state} size={2}>
                          <ChainStateTag state={state} />
                          {count}
                        </Space>
                      ))}
                </Space>
              </Descriptions.Item>
            </Descriptions>
          </Card>
        );
      })}
    </Flex>
  );
}

function AlertsCard({ alerts }: { alerts: ChainAlert[] }) {
  const { t } = useI18n();
  const { modal, message } = App.useApp();
  const mayResolve = useCan("moveFunds");
  const resolve = useResolveAlert();
  const open = alerts.filter((a) => a.resolved_at === null);

  const confirmResolve = (a: ChainAlert) =>
    modal.confirm({
      title: t("chain.resolveTitle", { id: a.id }),
      content: t("chain.resolveText"),
      okText: t("chain.resolve"),
      cancelText: t("common.cancel"),
      onOk: () => resolve.mutateAsync(a.id).then((text) => void message.success(text)),
    });

  const columns: TableColumnsType<ChainAlert> = [
    { title: "ID", dataIndex: "id", width: 70 },
    {
      title: t("chain.alertKind"),
      dataIndex: "kind",
      render: (kind: string) => <Tag color="warning">{kind}</Tag>,
    },
    {
      title: t("chain.alertDetail"),
      dataIndex: "detail",
      render: (detail: ChainAlert["detail"]) => <Clipped text={detail} width={420} code />,
    },
    { title: t("chain.alertRaised"), dataIndex: "created_at", render: formatDateTime },
    ...(mayResolve
      ? [
          {
            title: t("common.actions"),
            key: "actions",
            width: 110,
            render: (_: unknown, a: ChainAlert) => (
              <Button size="small" onClick={() => confirmResolve(a)}>
                {t("chain.resolve")}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <Card title={t("chain.alerts")} size="small">
      <Table<ChainAlert>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={open}
        columns={columns}
        scroll={{ x: "max-content" }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("chain.noAlerts")} />,
        }}
      />
    </Card>
  );
}

function DepositsTab() {
  const { t } = useI18n();
  const [state, setState] = useState<ChainDepositState | null>(null);
  const [userText, setUserText] = useState("");
  const [userId, setUserId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const list = useChainDeposits({ state, userId, page, limit: PAGE_SIZE });

  const columns: TableColumnsType<ChainDeposit> = [
    { title: "ID", dataIndex: "id", width: 70 },
    { title: t("funds.userId"), dataIndex: "user_id" },
    {
      title: t("funds.amount"),
      key: "amount",
      align: "right",
      render: (_, d) => (
        <Amount value={d.amount} currency={`${d.currency_name} · ${d.network_name}`} strong />
      ),
    },
    {
      title: t("funds.state"),
      key: "state",
      render: (_, d) => (
        <Space size={4}>
          <ChainStateTag state={d.state} />
          {d.state === "pending" && (
            <Typography.Text type="secondary">{`${d.confirmations}/${d.required}`}</Typography.Text>
          )}
        </Space>
      ),
    },
    {
      title: t("chain.txHash"),
      key: "tx",
      render: (_, d) => <TxLink hash={d.tx_hash} url={d.explorer_url} />,
    },
    { title: t("chain.block"), dataIndex: "block_number" },
    {
      title: t("chain.address"),
      dataIndex: "address",
      render: (a: string) => <Clipped text={a} width={160} code />,
    },
    {
      title: t("chain.from"),
      dataIndex: "sender",
      render: (a: string) => <Clipped text={a} width={160} code />,
    },
    {
      title: t("chain.swept"),
      dataIndex: "swept",
      render: (swept: boolean) => (swept ? t("common.yes") : t("common.no")),
    },
    { title: t("chain.seenAt"), dataIndex: "created_at", render: formatDateTime },
  ];

  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <Select<ChainDepositState | "">
          style={{ width: 220 }}
          value={state ?? ""}
          onChange={(v) => {
            setState(v === "" ? null : v);
            setPage(1);
          }}
          options={[
            { value: "", label: t("chain.allStates") },
            ...depositStates.map((s) => ({ value: s, label: t(`chain.state.${s}`) })),
          ]}
          data-testid="chain-deposit-state"
        />
        <Input.Search
          allowClear
          style={{ width: 220 }}
          placeholder={t("funds.userId")}
          inputMode="numeric"
          value={userText}
          onChange={(e) => setUserText(e.target.value)}
          onSearch={(v) => {
            const id = Number(v.trim());
            setUserId(v.trim() !== "" && Number.isSafeInteger(id) && id > 0 ? id : null);
            setPage(1);
          }}
        />
        <ExportCsvButton path="/admin/chain/deposits" query={{ state, user_id: userId }} />
      </Space>
      <Table<ChainDeposit>
        rowKey="id"
        size="small"
        dataSource={list.data?.data}
        columns={columns}
        loading={list.isLoading}
        scroll={{ x: "max-content" }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (total) => t("common.total", { total }),
        }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("chain.noDeposits")} />,
        }}
      />
    </Flex>
  );
}

function TransfersTab() {
  const { t } = useI18n();
  const [kind, setKind] = useState<ChainTransferKind | null>(null);
  const [state, setState] = useState<ChainTransferState | null>(null);
  const [page, setPage] = useState(1);
  const list = useChainTransfers({ kind, state, page, limit: PAGE_SIZE });

  const columns: TableColumnsType<ChainTransfer> = [
    { title: "ID", dataIndex: "id", width: 70 },
    {
      title: t("chain.kind"),
      key: "kind",
      render: (_, x) =>
        x.withdrawal_id !== null
          ? `${t(`chain.kind.${x.kind}`)} #${x.withdrawal_id}`
          : t(`chain.kind.${x.kind}`),
    },
    {
      title: t("funds.amount"),
      key: "amount",
      align: "right",
      render: (_, x) => (
        <Amount value={x.amount} currency={`${x.currency_name} · ${x.network_name}`} strong />
      ),
    },
    {
      title: t("funds.state"),
      key: "state",
      render: (_, x) => (
        <Space orientation="vertical" size={0}>
          <ChainStateTag state={x.state} />
          {x.error && <Clipped text={x.error} width={200} />}
        </Space>
      ),
    },
    {
      title: t("chain.txHash"),
      key: "tx",
      render: (_, x) => <TxLink hash={x.tx_hash} url={x.explorer_url} />,
    },
    {
      title: t("chain.from"),
      dataIndex: "from_address",
      render: (a: string) => <Clipped text={a} width={160} code />,
    },
    {
      title: t("chain.to"),
      dataIndex: "to_address",
      render: (a: string) => <Clipped text={a} width={160} code />,
    },
    { title: t("chain.nonce"), dataIndex: "nonce", render: (n: number | null) => orDash(n) },
    { title: t("chain.createdAt"), dataIndex: "created_at", render: formatDateTime },
  ];

  return (
    <Flex vertical gap={12}>
      <Space wrap>
        <Select<ChainTransferKind | "">
          style={{ width: 180 }}
          value={kind ?? ""}
          onChange={(v) => {
            setKind(v === "" ? null : v);
            setPage(1);
          }}
          options={[
            { value: "", label: t("chain.allKinds") },
            ...transferKinds.map((k) => ({ value: k, label: t(`chain.kind.${k}`) })),
          ]}
        />
        <Select<ChainTransferState | "">
          style={{ width: 180 }}
          value={state ?? ""}
          onChange={(v) => {
            setState(v === "" ? null : v);
            setPage(1);
          }}
          options={[
            { value: "", label: t("chain.allStates") },
            ...transferStates.map((s) => ({ value: s, label: t(`chain.state.${s}`) })),
          ]}
        />
        <ExportCsvButton path="/admin/chain/transfers" query={{ kind, state }} />
      </Space>
      <Table<ChainTransfer>
        rowKey="id"
        size="small"
        dataSource={list.data?.data}
        columns={columns}
        loading={list.isLoading}
        scroll={{ x: "max-content" }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          showTotal: (total) => t("common.total", { total }),
        }}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("chain.noTransfers")} />,
        }}
      />
    </Flex>
  );
}
