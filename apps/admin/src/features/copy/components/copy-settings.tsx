import { Card } from "antd";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { SettingList } from "../../settings/components/setting-list";

const KEYS = ["copy_trader_min_assets", "copy_share_rate_cap", "copy_max_followers"] as const;

/** Copy trading's settings: what a trader needs, the profit-share cap, the follower cap (admins). */
export function CopySettings() {
  const { t } = useI18n();
  const mayEdit = useCan("editCopy");
  if (!mayEdit) return null;
  return (
    <Card style={{ marginTop: 16 }} styles={{ body: { paddingTop: 0 } }}>
      <SettingList
        title={t("copy.settings.title")}
        keys={KEYS}
        label={(key) => t(`copy.settings.${key as (typeof KEYS)[number]}`)}
        mayEdit
      />
    </Card>
  );
}
