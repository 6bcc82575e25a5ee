import { Card, Col, Row, Segmented, Statistic, Typography } from "antd";
import { useState } from "react";
import { useI18n } from "../../../i18n";
import { useCopySummary } from "../api/traders";

const periods = [7, 30, 90] as const;

/** The venue's copy trading: traders, followers and open copies now; what copying did over a period. */
export function CopySummaryCard() {
  const { t } = useI18n();
  const [days, setDays] = useState<(typeof periods)[number]>(30);
  const summary = useCopySummary(days);
  const s = summary.data;
  const figures: [string, string | number | undefined][] = [
    [t("copy.summary.traders"), s?.traders],
    [t("copy.summary.followers"), s?.followers],
    [t("copy.summary.openCopies"), s?.open_copies],
    [t("copy.summary.underCopy"), s?.assets_under_copy],
    [t("copy.summary.copies"), s?.copies],
    [t("copy.summary.skipped"), s?.skipped],
    [t("copy.summary.net"), s?.copies_net],
    [t("copy.summary.share"), s?.profit_share],
  ];
  return (
    <Card
      size="small"
      style={{ marginBottom: 16 }}
      title={t("copy.summary.title")}
      extra={
        <Segmented
          size="small"
          value={days}
          onChange={(v) => setDays(v as (typeof periods)[number])}
          options={periods.map((d) => ({ value: d, label: t("copy.summary.days", { days: d }) }))}
        />
      }
      loading={summary.isLoading}
    >
      <Row gutter={[16, 12]} data-testid="copy-summary">
        {figures.map(([title, value]) => (
          <Col key={title} xs={12} md={6}>
            <Statistic title={title} value={value ?? "–"} valueStyle={{ fontSize: 18 }} />
          </Col>
        ))}
      </Row>
      <Typography.Text type="secondary">{t("copy.summary.help")}</Typography.Text>
    </Card>
  );
}
