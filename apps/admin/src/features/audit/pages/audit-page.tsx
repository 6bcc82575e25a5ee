import {
  AutoComplete,
  Button,
  Card,
  DatePicker,
  Empty,
  Flex,
  Form,
  Input,
  Select,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from "antd";
import dayjs, { type Dayjs } from "dayjs";
import { Link, useSearchParams } from "react-router-dom";
import type { AuditEntry } from "../../../api/types";
import { useI18n } from "../../../i18n";
import { ExportCsvButton } from "../../../ui/export-csv";
import { formatDateTime, orDash, prettyJson } from "../../../ui/format";
import { useAuditLog, useOperators } from "../api/list-audit";

const PAGE_SIZE = 20;

/** Actions the server writes, for the action box; it takes any other, or a prefix ending in a dot. */
const actions = [
  "kyc.",
  "kyc.approve",
  "kyc.reject",
  "deposit.",
  "deposit.approve",
  "deposit.reject",
  "withdrawal.",
  "withdrawal.approve",
  "withdrawal.reject",
  "user.lock",
  "user.unlock",
  "apikey.revoke",
  "p2p.",
  "loan.",
  "copy.trader.",
  "operator.sign_in",
  "operator.sign_in_failed",
  "operator.login_locked",
];

/** Target types the server writes today; the field still takes any other. */
const targetTypes = ["user", "kyc_application", "operator", "article", "setting", "deposit", "withdrawal"];

function Snapshot({ title, value }: { title: string; value: unknown }) {
  return (
    <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
      <Typography.Text type="secondary">{title}</Typography.Text>
      <pre className="console-pre">{prettyJson(value)}</pre>
    </Flex>
  );
}

/** The audit log: who did what to which target, with the state before and after. */
export function AuditPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const filter = {
    page: Number(params.get("page")) || 1,
    limit: PAGE_SIZE,
    target_type: params.get("target_type") ?? "",
    target_id: params.get("target_id") ?? "",
    operator: params.get("operator") ?? "",
    action: params.get("action") ?? "",
    user: params.get("user") ?? "",
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
  };
  const audit = useAuditLog(filter);
  const operators = useOperators();

  const apply = (values: {
    target_type?: string;
    target_id?: string;
    operator?: number;
    action?: string;
    user?: string;
    range?: [Dayjs | null, Dayjs | null] | null;
  }) => {
    const next = new URLSearchParams();
    if (values.target_type?.trim()) next.set("target_type", values.target_type.trim());
    if (values.target_type?.trim() && values.target_id?.trim())
      next.set("target_id", values.target_id.trim());
    if (values.operator) next.set("operator", String(values.operator));
    if (values.action?.trim()) next.set("action", values.action.trim());
    if (values.user?.trim()) next.set("user", values.user.trim());
    const [from, to] = values.range ?? [];
    if (from) next.set("from", from.format("YYYY-MM-DD"));
    if (to) next.set("to", to.format("YYYY-MM-DD"));
    setParams(next);
  };

  const columns: TableColumnsType<AuditEntry> = [
    { title: t("audit.time"), dataIndex: "created_at", width: 170, render: formatDateTime },
    { title: t("audit.operator"), dataIndex: "operator", width: 120, render: orDash },
    { title: t("audit.action"), dataIndex: "action", render: (a: string) => <Tag color="blue">{a}</Tag> },
    {
      title: t("audit.target"),
      key: "target",
      render: (_, e) => (
        <Typography.Text>
          {e.target_type}
          {e.target_id ? ` #${e.target_id}` : ""}
        </Typography.Text>
      ),
    },
    {
      title: t("audit.user"),
      dataIndex: "user_id",
      width: 100,
      render: (id: number | null) =>
        id === null ? orDash(null) : <Link to={`/users?q=${id}&user=${id}`}>#{id}</Link>,
    },
    {
      title: t("audit.amount"),
      key: "amount",
      render: (_, e) => (e.amount === null ? orDash(null) : `${e.amount} ${e.currency ?? ""}`.trim()),
    },
    { title: t("audit.ip"), dataIndex: "ip", width: 140, render: orDash },
  ];

  return (
    <Card
      title={t("audit.title")}
      extra={
        <Form
          key={params.toString()}
          layout="inline"
          initialValues={{
            target_type: filter.target_type,
            target_id: filter.target_id,
            operator: Number(filter.operator) || undefined,
            action: filter.action,
            user: filter.user,
            range: [filter.from ? dayjs(filter.from) : null, filter.to ? dayjs(filter.to) : null],
          }}
          onFinish={apply}
        >
          <Form.Item name="operator">
            <Select
              placeholder={t("audit.filter.operator")}
              allowClear
              style={{ width: 140 }}
              loading={operators.isFetching}
              options={(operators.data ?? []).map((o) => ({ value: o.id, label: o.username }))}
            />
          </Form.Item>
          <Form.Item name="action">
            <AutoComplete
              placeholder={t("audit.filter.action")}
              allowClear
              style={{ width: 220 }}
              options={actions.map((value) => ({ value }))}
            />
          </Form.Item>
          <Form.Item name="user">
            <Input placeholder={t("audit.filter.user")} allowClear style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="range">
            <DatePicker.RangePicker allowEmpty={[true, true]} />
          </Form.Item>
          <Form.Item name="target_type">
            <AutoComplete
              placeholder={t("audit.targetType")}
              allowClear
              style={{ width: 180 }}
              options={targetTypes.map((value) => ({ value }))}
            />
          </Form.Item>
          <Form.Item name="target_id">
            <Input placeholder={t("audit.targetId")} allowClear style={{ width: 140 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit">
            {t("common.filter")}
          </Button>
          <ExportCsvButton
            path="/admin/audit"
            query={Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== ""))}
          />
        </Form>
      }
    >
      <Table<AuditEntry>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={audit.data?.data}
        loading={audit.isFetching}
        scroll={{ x: "max-content" }}
        expandable={{
          expandRowByClick: true,
          expandedRowRender: (entry) => (
            <Flex gap={16}>
              <Snapshot title={t("audit.before")} value={entry.before} />
              <Snapshot title={t("audit.after")} value={entry.after} />
            </Flex>
          ),
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("audit.empty")} /> }}
        pagination={{
          current: filter.page,
          pageSize: PAGE_SIZE,
          total: audit.data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t("common.total", { total }),
          onChange: (page) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              next.set("page", String(page));
              return next;
            }),
        }}
      />
    </Card>
  );
}
