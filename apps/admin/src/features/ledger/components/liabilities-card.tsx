import { App, Button, Card, Popconfirm, Typography } from "antd";
import { useI18n } from "../../../i18n";
import { usePublishLiabilities } from "../api/publish-liabilities";

/**
 * The proof of liabilities: taken by the scheduler every day (and once the first user balance exists);
 * "Publish now" takes one at once, e.g. after a large deposit or before an audit. Audited.
 */
export function LiabilitiesCard() {
  const { t } = useI18n();
  const { message } = App.useApp();
  const publish = usePublishLiabilities();
  return (
    <Card
      title={t("ledger.liabilities.title")}
      style={{ marginTop: 16 }}
      extra={
        <Popconfirm
          title={t("ledger.liabilities.confirm")}
          onConfirm={() =>
            publish.mutate(undefined, {
              onSuccess: (done) =>
                message.success(t("ledger.liabilities.done", { snapshot: done.snapshot, roots: done.roots })),
            })
          }
        >
          <Button loading={publish.isPending} data-testid="liabilities-publish">
            {t("ledger.liabilities.publish")}
          </Button>
        </Popconfirm>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        {t("ledger.liabilities.help")}
      </Typography.Paragraph>
    </Card>
  );
}
