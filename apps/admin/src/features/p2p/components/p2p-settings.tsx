import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { SettingList } from "../../settings/components/setting-list";

const KEYS = [
  "p2p_pay_minutes",
  "p2p_fee_rate",
  "p2p_daily_cancel_limit",
  "p2p_appeal_wait_minutes",
  "p2p_merchant_deposit",
] as const;

/** The P2P venue settings. */
export function P2pSettings() {
  const { t } = useI18n();
  return (
    <SettingList
      title={t("p2p.settings.title")}
      keys={KEYS}
      label={(key) => t(`p2p.settings.${key as (typeof KEYS)[number]}`)}
      mayEdit={useCan("editP2p")}
    />
  );
}
