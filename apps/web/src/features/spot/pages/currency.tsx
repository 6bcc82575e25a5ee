import { useTranslation } from "react-i18next";
import { TradeScreen } from "../../../ui/trade-screen";

/** Trade tab (spot): pair switcher over all markets, market figures, the trader's account. */
export default function CurrencyPage() {
  const { t } = useTranslation();
  return <TradeScreen title={t("trade.spotTitle")} products={["spot"]} testId="trade-screen" />;
}
