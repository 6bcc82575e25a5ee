import { Button, Card, Result, Skeleton, Table, Tag, Typography } from "antd";
import { useI18n } from "../../../i18n";
import { formatDateTime } from "../../../ui/format";
import { type LedgerViolation, useLedgerCheck } from "../api/check-ledger";
import { LiabilitiesCard } from "../components/liabilities-card";
import { isKnownRule, ruleLabels, ruleSummary } from "../rules";

/**
 * The ledger check: every invariant and whether it holds, the violations if any, and a re-check; below
 * it, the proof of liabilities with its "Publish now".
 */
export function LedgerPage() {
  const { t } = useI18n();
  const check = useLedgerCheck();
  const result = check.data;
  const ruleText = (rule: string) => (isKnownRule(rule) ? t(ruleLabels[rule]) : rule);

  const recheck = (
    <Button
      type="primary"
      onClick={() => check.refetch()}
      loading={check.isFetching}
      data-testid="ledger-recheck"
    >
      {t("ledger.recheck")}
    </Button>
  );

  let body = <Skeleton active paragraph={{ rows: 6 }} />;
  if (result)
    body = (
      <>
        <Result
          status={result.ok ? "success" : "error"}
          title={result.ok ? t("ledger.ok") : t("ledger.failed", { n: result.violations.length })}
          subTitle={
            <>
              {result.ok ? null : <div>{t("ledger.failedText")}</div>}
              {t("ledger.checkedAt", { time: formatDateTime(result.checked_at) })}
            </>
          }
          style={{ padding: "24px 0" }}
        />
        <Table
          rowKey="rule"
          size="small"
          pagination={false}
          dataSource={ruleSummary(result.violations)}
          columns={[
            {
              title: t("ledger.rule"),
              dataIndex: "rule",
              render: (rule: string) => (
                <>
                  {ruleText(rule)}
                  <Typography.Text type="secondary" code style={{ marginInlineStart: 8 }}>
                    {rule}
                  </Typography.Text>
                </>
              ),
            },
            {
              title: t("ledger.result"),
              dataIndex: "violations",
              width: 160,
              render: (n: number) =>
                n === 0 ? (
                  <Tag color="success">{t("ledger.holds")}</Tag>
                ) : (
                  <Tag color="error">{t("ledger.violated", { n })}</Tag>
                ),
            },
          ]}
        />
        {result.violations.length > 0 && (
          <>
            <Typography.Title level={5} style={{ marginTop: 24 }}>
              {t("ledger.violations")}
            </Typography.Title>
            <Table<LedgerViolation>
              rowKey={(v) => `${v.rule}|${v.detail}`}
              size="small"
              dataSource={result.violations}
              pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
              columns={[
                {
                  title: t("ledger.rule"),
                  dataIndex: "rule",
                  width: 320,
                  render: (rule: string) => <Tag color="error">{ruleText(rule)}</Tag>,
                },
                {
                  title: t("ledger.detail"),
                  dataIndex: "detail",
                  render: (detail: string) => <pre className="console-pre">{detail}</pre>,
                },
              ]}
            />
          </>
        )}
      </>
    );
  else if (check.isError)
    body = <Result status="warning" title={t("ledger.badge.error")} subTitle={check.error.message} />;

  return (
    <>
      <Card title={t("ledger.title")} extra={recheck}>
        <Typography.Paragraph type="secondary">{t("ledger.help")}</Typography.Paragraph>
        {body}
      </Card>
      <LiabilitiesCard />
    </>
  );
}
