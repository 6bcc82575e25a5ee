import {
  AutoComplete,
  Button,
  Card,
  Empty,
  Flex,
  Form,
  Input,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from "antd";
import { useSearchParams } from "react-router-dom";
import type { AuditEntry } from "../../../api/types";
import { useI18n } from "../../../i18n";
import { formatDateTime, orDash, prettyJson } from "../../../ui/format";
import { useAuditLog } from "../api/list-audit";

const PAGE_SIZE = 20;

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
  };
  const audit = useAuditLog(filter);

  const apply = (values: { target_type?: string; target_id?: string }) => {
    const next = new URLSearchParams();
    if (values.target_type?.trim()) next.set("target_type", values.target_type.trim());
    if (values.target_type?.trim() && values.target_id?.trim())
      next.set("target_id", values.target_id.trim());
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
    { title: t("audit.ip"), dataIndex: "ip", width: 140, render: orDash },
  ];

  return (
    <Card
      title={t("audit.title")}
      extra={
        <Form
          key={params.toString()}
          layout="inline"
          initialValues={{ target_type: filter.target_type, target_id: filter.target_id }}
          onFinish={apply}
        >
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
