import {
  Button,
  Card,
  Empty,
  Input,
  Select,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from "antd";
import { useSearchParams } from "react-router-dom";
import type { OutboxMessage } from "../../../api/types";
import { useI18n } from "../../../i18n";
import { Clipped } from "../../../ui/clipped";
import { ExportCsvButton } from "../../../ui/export-csv";
import { formatDateTime } from "../../../ui/format";
import { useOutbox } from "../api/list-outbox";

const limits = [20, 50, 100];

/**
 * The outbox: messages the server wrote instead of sending, for delivery checks. Codes come masked
 * (`GET /admin/outbox`), and each reading is audited; codes themselves are only in the dev outbox, on
 * the developer's own machine.
 */
export function OutboxPage() {
  const { t } = useI18n();
  const [params, setParams] = useSearchParams();
  const to = params.get("to") ?? "";
  const limit = Number(params.get("limit")) || 20;
  const outbox = useOutbox(to, limit);

  const update = (next: { to?: string; limit?: number }) => {
    const merged = { to, limit, ...next };
    const search = new URLSearchParams();
    if (merged.to) search.set("to", merged.to);
    if (merged.limit !== 20) search.set("limit", String(merged.limit));
    setParams(search);
  };

  const columns: TableColumnsType<OutboxMessage> = [
    { title: t("outbox.time"), dataIndex: "created_at", render: formatDateTime },
    {
      title: t("outbox.channel"),
      dataIndex: "channel",
      render: (channel: string) => <Tag color={channel === "sms" ? "purple" : "cyan"}>{channel}</Tag>,
    },
    { title: t("outbox.to"), dataIndex: "to" },
    {
      title: t("outbox.subject"),
      dataIndex: "subject",
      render: (subject: string) => <Clipped text={subject} width={200} />,
    },
    {
      title: t("outbox.code"),
      dataIndex: "code",
      // the server masks every code: the column only tells whether the message carried one
      render: (code: string | null) => (code ? <Tag>{t("outbox.codeMasked")}</Tag> : "—"),
    },
    {
      title: t("outbox.body"),
      dataIndex: "body",
      render: (body: string) => <Clipped text={body} width={240} />,
    },
  ];

  return (
    <Card
      title={t("outbox.title")}
      extra={
        <Space>
          <Input.Search
            key={to}
            defaultValue={to}
            allowClear
            placeholder={t("outbox.toPlaceholder")}
            style={{ width: 300 }}
            onSearch={(value) => update({ to: value.trim() })}
          />
          <Select
            value={limit}
            style={{ width: 120 }}
            onChange={(value) => update({ limit: value })}
            options={limits.map((n) => ({ value: n, label: t("outbox.latest", { n }) }))}
          />
          <Button onClick={() => outbox.refetch()} loading={outbox.isFetching}>
            {t("common.refresh")}
          </Button>
          <ExportCsvButton path="/admin/outbox" query={{ to, limit }} />
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">{t("outbox.help")}</Typography.Paragraph>
      <Table<OutboxMessage>
        rowKey={(m) => `${m.created_at}|${m.to}|${m.subject}`}
        size="small"
        columns={columns}
        dataSource={outbox.data}
        loading={outbox.isFetching}
        pagination={false}
        scroll={{ x: "max-content" }}
        expandable={{
          expandRowByClick: true,
          expandedRowRender: (m) => <pre className="console-pre">{m.body}</pre>,
        }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("outbox.empty")} /> }}
      />
    </Card>
  );
}
