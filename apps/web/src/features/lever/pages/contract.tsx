import { useTranslation } from "react-i18next";
import { TradeScreen } from "../../../ui/trade-screen";

/** Perpetual tab: pair switcher over all markets, contract availability, the trader's account. */
export default function ContractPage() {
  const { t } = useTranslation();
  return (
    <TradeScreen title={t("trade.contractTitle")} products={["lever", "seconds"]} testId="contract-screen" />
  );
}
