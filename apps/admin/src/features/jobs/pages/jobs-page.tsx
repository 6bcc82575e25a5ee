import { Card, Descriptions, Table, type TableColumnsType, Tag, Typography } from "antd";
import { useI18n } from "../../../i18n";
import { Clipped } from "../../../ui/clipped";
import { formatDateTime } from "../../../ui/format";
import { type JobRun, useJobs } from "../api/jobs";

/**
 * The scheduler: each daily job's last day done, and its latest runs with their errors (a failed day
 * is run again at the next check, before any later day).
 */
export function JobsPage() {
  const { t } = useI18n();
  const jobs = useJobs();
  const columns: TableColumnsType<JobRun> = [
    { title: t("jobs.job"), dataIndex: "job" },
    { title: t("jobs.day"), dataIndex: "day" },
    { title: t("jobs.started"), dataIndex: "started_at", render: formatDateTime },
    { title: t("jobs.finished"), dataIndex: "finished_at", render: formatDateTime },
    {
      title: t("jobs.outcome"),
      dataIndex: "error",
      render: (error: string | null) =>
        error === null ? (
          <Tag color="green">{t("jobs.done")}</Tag>
        ) : (
          <>
            <Tag color="red">{t("jobs.failed")}</Tag>
            <Clipped text={error} width={320} />
          </>
        ),
    },
  ];
  return (
    <Card>
      <Typography.Paragraph type="secondary">{t("jobs.help")}</Typography.Paragraph>
      <Descriptions
        bordered
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={(jobs.data?.jobs ?? []).map((j) => ({
          key: j.job,
          label: j.job,
          children: t("jobs.doneThrough", { day: j.done_through }),
        }))}
      />
      <Table
        rowKey={(r) => `${r.job}:${r.day}:${r.started_at}`}
        columns={columns}
        dataSource={jobs.data?.runs}
        loading={jobs.isLoading}
        pagination={false}
        size="small"
        data-testid="job-runs"
      />
    </Card>
  );
}
