import { Link } from "react-router-dom";
import { coinProfilePath } from "../app/lines/coin-paths";
import { useCoinTranslation } from "../i18n/coin";
import { InfoIcon } from "./icons";

/**
 * A small link to a coin's profile (transaction/white_paper), for the screens that name a coin: the spot
 * trade screen's header and the market detail. Its label is in the `coin` namespace, fetched with the
 * screen that shows the link, so the first screen's texts stay as they are; the profile loads only
 * when it is opened.
 */
export function CoinProfileLink({ coin, className }: { coin: string; className?: string | undefined }) {
  const { t, ready } = useCoinTranslation();
  return (
    <Link className={className} to={coinProfilePath(coin)} data-testid="coin-profile-link">
      <InfoIcon size={14} />
      <span>{ready ? t("link", { coin }) : "\u00a0"}</span>
    </Link>
  );
}
