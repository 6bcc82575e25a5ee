import type { AdminUserDetail } from "@bourse/contract";
import { App, Button, Empty, Flex, Popconfirm, Segmented, Table, type TableColumnsType, Tag } from "antd";
import { useState } from "react";
import type { Static } from "typebox";
import type { Query } from "../../../api/client";
import { useCan } from "../../../api/operator";
import { type MessageKey, useI18n } from "../../../i18n";
import { Amount } from "../../../ui/amount";
import { Clipped } from "../../../ui/clipped";
import { ExportCsvButton } from "../../../ui/export-csv";
import { formatDateTime, orDash } from "../../../ui/format";
import {
  type AdminUserCopyFollow,
  type AdminUserLogin,
  type AdminUserSpotOrder,
  type P2pAdminOrder,
  type UserPositions,
  useRevokeSession,
  useUserCopy,
  useUserDeposits,
  useUserLogins,
  useUserOrders,
  useUserP2pOrders,
  useUserPositions,
  useUserWithdrawals,
  type WithdrawalRequest,
} from "../api/user-records";

const PAGE_SIZE = 10;

/** A paged table of one of the user's lists; the query runs once the tab that holds it is opened. */
function Paged<T extends object>({
  listed,
  page,
  setPage,
  columns,
  rowKey,
  testId,
  csv,
}: {
  /** the list's query: a page of rows and the total */
  listed: { data?: { data: T[]; total: number } | undefined; isFetching: boolean };
  page: number;
  setPage: (page: number) => void;
  columns: TableColumnsType<T>;
  rowKey: string | ((row: T) => string);
  testId: string;
  /** the list's call and filters, for "Export CSV" (every page) */
  csv?: { path: string; query: Query };
}) {
  const { t } = useI18n();
  return (
    <Table<T>
      title={
        csv &&
        (() => (
          <Flex justify="end">
            <ExportCsvButton path={csv.path} query={csv.query} testId={`${testId}-csv`} />
          </Flex>
        ))
      }
      rowKey={rowKey}
      size="small"
      data-testid={testId}
      dataSource={listed.data?.data}
      loading={listed.isFetching}
      scroll={{ x: true }}
      locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("records.empty")} /> }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: listed.data?.total ?? 0,
        size: "small",
        showSizeChanger: false,
        hideOnSinglePage: true,
        showTotal: (n) => t("common.total", { total: n }),
        onChange: setPage,
      }}
      columns={columns}
    />
  );
}

const time = (title: string, dataIndex: string) => ({
  title,
  dataIndex,
  width: 160,
  render: (v: string) => formatDateTime(v),
});

/** Spot orders: all, open or history. */
export function UserSpotOrders({ userId }: { userId: number }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<"all" | "open" | "history">("all");
  const orders = useUserOrders(userId, page, PAGE_SIZE, status === "all" ? undefined : status);
  return (
    <>
      <Segmented
        style={{ marginBottom: 12 }}
        value={status}
        onChange={(v) => {
          setStatus(v as typeof status);
          setPage(1);
        }}
        options={(["all", "open", "history"] as const).map((v) => ({
          value: v,
          label: t(`records.filter.${v}` as MessageKey),
        }))}
      />
      <Paged<AdminUserSpotOrder>
        testId="user-orders"
        csv={{ path: `/admin/users/${userId}/orders`, query: status === "all" ? {} : { status } }}
        rowKey="id"
        listed={orders}
        page={page}
        setPage={setPage}
        columns={[
          time(t("records.time"), "created_at"),
          { title: t("records.market"), dataIndex: "symbol" },
          {
            title: t("records.side"),
            dataIndex: "side",
            render: (s: string) => <Tag color={s === "buy" ? "green" : "red"}>{s}</Tag>,
          },
          { title: t("records.type"), dataIndex: "type" },
          {
            title: t("records.price"),
            dataIndex: "price",
            align: "right",
            render: (v) => <Amount value={v} />,
          },
          {
            title: t("records.amount"),
            key: "amount",
            align: "right",
            render: (_, o) => <Amount value={o.amount ?? o.quote_budget} />,
          },
          {
            title: t("records.filled"),
            dataIndex: "filled",
            align: "right",
            render: (v) => <Amount value={v} />,
          },
          { title: t("records.state"), dataIndex: "state", render: (s: string) => <Tag>{s}</Tag> },
          time(t("records.time"), "updated_at"),
        ]}
      />
    </>
  );
}

type Position = UserPositions["positions"][number];
type SecondsOrder = UserPositions["seconds"][number];

const leverStatus: Record<number, MessageKey> = {
  0: "records.status.pending",
  1: "records.status.open",
  3: "records.status.closed",
  4: "records.status.cancelled",
};

/** Perpetual positions (open first, live PnL as the user sees it) or seconds orders. */
export function UserPositionsTab({ userId }: { userId: number }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const [kind, setKind] = useState<"perpetual" | "seconds">("perpetual");
  const listed = useUserPositions(userId, page, PAGE_SIZE, kind);
  const paging = { page, setPage };
  const rowsOf = <T,>(rows: T[] | undefined) => ({
    isFetching: listed.isFetching,
    data: rows && { data: rows, total: listed.data?.total ?? 0 },
  });
  return (
    <>
      <Segmented
        style={{ marginBottom: 12 }}
        value={kind}
        onChange={(v) => {
          setKind(v as typeof kind);
          setPage(1);
        }}
        options={(["perpetual", "seconds"] as const).map((v) => ({
          value: v,
          label: t(`records.kind.${v}` as MessageKey),
        }))}
      />
      {kind === "perpetual" ? (
        <Paged<Position>
          {...paging}
          testId="user-positions"
          rowKey={(p) => String(p.position.id)}
          listed={rowsOf(listed.data?.positions)}
          columns={[
            {
              title: t("records.account"),
              dataIndex: "account",
              render: (a: string) => t(`records.account.${a}` as MessageKey),
            },
            { title: t("records.market"), key: "symbol", render: (_, p) => p.position.symbol },
            {
              title: t("records.direction"),
              key: "direction",
              render: (_, p) => (
                <Tag color={p.position.direction === "long" ? "green" : "red"}>{p.position.direction}</Tag>
              ),
            },
            {
              title: t("records.state"),
              key: "status",
              render: (_, p) => t(leverStatus[p.position.status] ?? "records.status.closed"),
            },
            { title: t("records.lots"), key: "lots", align: "right", render: (_, p) => p.position.share },
            { title: t("records.multiple"), key: "multiple", render: (_, p) => `${p.position.multiple}×` },
            {
              title: t("records.openPrice"),
              key: "price",
              align: "right",
              render: (_, p) => <Amount value={p.position.price ?? p.position.target_price} />,
            },
            {
              title: t("records.margin"),
              key: "margin",
              align: "right",
              render: (_, p) => <Amount value={p.position.caution_money} currency={p.position.legal_name} />,
            },
            {
              title: t("records.unrealized"),
              key: "pnl",
              align: "right",
              render: (_, p) =>
                p.position.profits !== null ? (
                  <Amount value={p.position.profits} signed />
                ) : (
                  <Amount value={p.position.fact_profits} signed />
                ),
            },
            {
              title: t("records.liquidation"),
              key: "liq",
              align: "right",
              render: (_, p) => <Amount value={p.position.liquidation_price} />,
            },
            {
              title: t("records.time"),
              key: "time",
              render: (_, p) => formatDateTime(p.position.create_time),
            },
          ]}
        />
      ) : (
        <Paged<SecondsOrder>
          {...paging}
          testId="user-seconds"
          rowKey="id"
          listed={rowsOf(listed.data?.seconds)}
          columns={[
            time(t("records.time"), "open_at"),
            { title: t("records.market"), dataIndex: "symbol" },
            { title: t("records.direction"), dataIndex: "direction", render: (d: string) => <Tag>{d}</Tag> },
            { title: t("records.seconds"), dataIndex: "seconds" },
            {
              title: t("records.stake"),
              key: "stake",
              align: "right",
              render: (_, o) => <Amount value={o.stake} currency={o.currency_name} />,
            },
            { title: t("records.openPrice"), dataIndex: "open_price", render: (v) => <Amount value={v} /> },
            {
              title: t("records.state"),
              dataIndex: "status",
              render: (s: number) => t(leverStatus[s === 3 ? 3 : s] ?? "records.status.closed"),
            },
            { title: t("records.result"), dataIndex: "result", render: orDash },
            { title: t("records.profit"), dataIndex: "profit", render: (v) => <Amount value={v} signed /> },
          ]}
        />
      )}
    </>
  );
}

/** Deposit claims of the user, every state. */
export function UserDeposits({ userId }: { userId: number }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const listed = useUserDeposits(userId, page, PAGE_SIZE);
  type Row = NonNullable<typeof listed.data>["data"][number];
  return (
    <Paged<Row>
      testId="user-deposits"
      csv={{ path: "/admin/deposits", query: { user_id: userId } }}
      rowKey={(d) => String(d.id)}
      listed={listed}
      page={page}
      setPage={setPage}
      columns={[
        time(t("records.time"), "created_at"),
        { title: "#", dataIndex: "id" },
        { title: t("records.network"), dataIndex: "network_name" },
        {
          title: t("records.amount"),
          key: "amount",
          align: "right",
          render: (_, d) => <Amount value={d.amount} currency={d.currency_name} />,
        },
        { title: t("records.state"), dataIndex: "state", render: (s: string) => <Tag>{s}</Tag> },
      ]}
    />
  );
}

/** Withdrawals of the user, every state. */
export function UserWithdrawals({ userId }: { userId: number }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const listed = useUserWithdrawals(userId, page, PAGE_SIZE);
  return (
    <Paged<WithdrawalRequest>
      testId="user-withdrawals"
      csv={{ path: "/admin/withdrawals", query: { user_id: userId } }}
      rowKey={(w) => String(w.id)}
      listed={listed}
      page={page}
      setPage={setPage}
      columns={[
        time(t("records.time"), "created_at"),
        { title: "#", dataIndex: "id" },
        {
          title: t("records.destination"),
          dataIndex: "destination",
          render: (d: string) => <Clipped text={d} width={180} />,
        },
        {
          title: t("records.amount"),
          key: "amount",
          align: "right",
          render: (_, w) => <Amount value={w.amount} currency={w.currency_name} />,
        },
        { title: t("records.fee"), dataIndex: "fee", align: "right", render: (v) => <Amount value={v} /> },
        { title: t("records.state"), dataIndex: "state", render: (s: string) => <Tag>{s}</Tag> },
      ]}
    />
  );
}

/** P2P orders where the user buys or sells. */
export function UserP2pOrders({ userId }: { userId: number }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const listed = useUserP2pOrders(userId, page, PAGE_SIZE);
  return (
    <Paged<P2pAdminOrder>
      testId="user-p2p"
      csv={{ path: `/admin/users/${userId}/p2p_orders`, query: {} }}
      rowKey={(o) => String(o.id)}
      listed={listed}
      page={page}
      setPage={setPage}
      columns={[
        { title: "#", dataIndex: "id" },
        {
          title: t("records.buyer"),
          key: "buyer",
          render: (_, o) => `#${o.buyer.id} ${o.buyer.email ?? ""}`,
        },
        {
          title: t("records.seller"),
          key: "seller",
          render: (_, o) => `#${o.seller.id} ${o.seller.email ?? ""}`,
        },
        {
          title: t("records.amount"),
          key: "number",
          align: "right",
          render: (_, o) => <Amount value={o.number} currency={o.currency_name} />,
        },
        {
          title: t("records.fiat"),
          key: "money",
          align: "right",
          render: (_, o) => <Amount value={o.money} currency={o.coin_code} />,
        },
        { title: t("records.state"), dataIndex: "status", render: (s: string) => <Tag>{s}</Tag> },
      ]}
    />
  );
}

/** Copy relations: traders the user follows, followers of the user. */
export function UserCopy({ userId }: { userId: number }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const listed = useUserCopy(userId, page, PAGE_SIZE);
  return (
    <Paged<AdminUserCopyFollow>
      testId="user-copy"
      csv={{ path: `/admin/users/${userId}/copy`, query: {} }}
      rowKey="id"
      listed={listed}
      page={page}
      setPage={setPage}
      columns={[
        {
          title: t("records.role"),
          dataIndex: "role",
          render: (r: string) => t(`records.role.${r}` as MessageKey),
        },
        {
          title: t("records.trader"),
          key: "trader",
          render: (_, f) => `#${f.trader_id}${f.trader_name ? ` ${f.trader_name}` : ""}`,
        },
        { title: t("records.follower"), dataIndex: "follower_id", render: (id: number) => `#${id}` },
        {
          title: t("records.mode"),
          key: "mode",
          render: (_, f) => `${f.mode} ${f.multiple ? `${f.multiple}×` : (f.lots ?? "")}`,
        },
        {
          title: t("records.state"),
          dataIndex: "status",
          render: (s: string) => <Tag color={s === "active" ? "green" : "default"}>{s}</Tag>,
        },
        time(t("records.time"), "created_at"),
      ]}
    />
  );
}

type Session = Static<typeof AdminUserDetail>["sessions"][number];

/** Live sessions, each ended on its own (audited) by support roles. */
export function UserSessions({ userId, sessions }: { userId: number; sessions: Session[] }) {
  const { t } = useI18n();
  const { message } = App.useApp();
  const revoke = useRevokeSession(userId);
  const mayRevoke = useCan("lockUser");
  return (
    <Table<Session>
      rowKey="id"
      size="small"
      data-testid="user-sessions"
      pagination={false}
      dataSource={sessions}
      locale={{
        emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("user.noSessions")} />,
      }}
      columns={[
        { title: t("user.session.ip"), dataIndex: "ip", render: orDash },
        {
          title: t("user.session.device"),
          dataIndex: "device",
          render: (device: string) => <Clipped text={device} width={240} />,
        },
        time(t("user.session.created"), "created_at"),
        time(t("user.session.lastSeen"), "last_seen_at"),
        ...(mayRevoke
          ? [
              {
                key: "revoke",
                render: (_: unknown, s: Session) => (
                  <Popconfirm
                    title={t("records.revokeConfirm")}
                    okButtonProps={{ danger: true }}
                    cancelText={t("common.cancel")}
                    onConfirm={() => revoke.mutate(s.id, { onSuccess: (text) => message.success(text) })}
                  >
                    <Button size="small" danger loading={revoke.isPending && revoke.variables === s.id}>
                      {t("records.revoke")}
                    </Button>
                  </Popconfirm>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/** Sign-in attempts, successful or not, with IP and device. */
export function UserLogins({ userId }: { userId: number }) {
  const { t } = useI18n();
  const [page, setPage] = useState(1);
  const listed = useUserLogins(userId, page, PAGE_SIZE);
  return (
    <Paged<AdminUserLogin>
      testId="user-logins"
      csv={{ path: `/admin/users/${userId}/logins`, query: {} }}
      rowKey={(l) => String(l.id)}
      listed={listed}
      page={page}
      setPage={setPage}
      columns={[
        time(t("records.time"), "created_at"),
        {
          title: t("records.outcome"),
          key: "outcome",
          render: (_, l) =>
            l.success ? (
              <Tag color="green">{t("records.success")}</Tag>
            ) : (
              <Tag color="red" title={l.outcome}>
                {t("records.failure")}
              </Tag>
            ),
        },
        { title: t("records.ip"), dataIndex: "ip" },
        {
          title: t("records.device"),
          dataIndex: "device",
          render: (d: string) => <Clipped text={d} width={260} />,
        },
      ]}
    />
  );
}
