import { Alert, Button, Card, Flex, Tabs, Typography } from "antd";
import { useNavigate } from "react-router-dom";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { LeverTermsTable } from "../components/lever-terms-table";
import { SecondsConfig } from "../components/seconds-config";

/**
 * Contract terms: each market's lever terms, and for admins the seconds-contract durations and stake
 * currencies (the server shows those to admins only). Support sees the lever terms without actions.
 * `settingsPath` is where the venue settings (liquidation threshold, cancel window) are edited.
 */
export function ContractsPage({ settingsPath }: { settingsPath: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const mayEdit = useCan("editContracts");
  const maySettings = useCan("settings");

  const lever = (
    <>
      <Typography.Paragraph type="secondary">{t("contracts.lever.help")}</Typography.Paragraph>
      <LeverTermsTable mayEdit={mayEdit} />
    </>
  );

  return (
    <Card title={t("contracts.title")}>
      <Flex vertical gap={16}>
        {!mayEdit && <Alert type="info" showIcon title={t("contracts.readOnly")} />}
        {mayEdit ? (
          <Tabs
            items={[
              { key: "lever", label: t("contracts.tab.lever"), children: lever },
              { key: "seconds", label: t("contracts.tab.seconds"), children: <SecondsConfig /> },
            ]}
          />
        ) : (
          lever
        )}
        <Alert
          type="info"
          title={t("contracts.settingsHint")}
          action={
            maySettings ? (
              <Button size="small" onClick={() => navigate(settingsPath)}>
                {t("contracts.settingsLink")}
              </Button>
            ) : undefined
          }
        />
      </Flex>
    </Card>
  );
}
