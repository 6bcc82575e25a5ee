import { Link } from "react-router-dom";
import { paths } from "../../../app/paths";
import { useNftTranslation } from "../../../i18n/nft";
import { AvailableLine } from "../../../ui/balance-line";
import { compare } from "../../../ui/decimal";
import lineStyles from "../../../ui/line.module.css";
import { NO_VALUE } from "../../../ui/quote";
import { useLocaleTag } from "../../../ui/use-locale";
import { useSpotLines } from "../api/nft";
import { amountText } from "../model/sale";

/**
 * The spot ("change") account's available balance of a sale's coin, by its id (a sale) or its name (an
 * order, which names only the coin): `available` once known, and `shown`, what the screen writes
 * meanwhile ("…" loading, "--" on a failure).
 */
export function useSpotAvailable(coin: { id?: number; name: string }) {
  const lines = useSpotLines(true);
  const locale = useLocaleTag();
  const line = lines.data?.find((l) =>
    coin.id !== undefined ? l.currency === coin.id : l.name === coin.name,
  );
  const available = lines.data ? (line?.available ?? "0") : undefined;
  const shown =
    available !== undefined ? amountText(available, coin.name, locale) : lines.isError ? NO_VALUE : "…";
  return { available, shown };
}

/** The spot balance as a line, and "not enough" with the way to deposit when it does not cover `needed`. */
export function SpotBalance({ coin, needed }: { coin: { id?: number; name: string }; needed: string }) {
  const { t } = useNftTranslation();
  const { available, shown } = useSpotAvailable(coin);
  const short = available !== undefined && compare(available, needed) === -1;
  return (
    <>
      <AvailableLine
        label={t("purchase.available", { coin: coin.name })}
        shown={shown}
        testId="nft-available"
      />
      {short ? (
        <p className={lineStyles.note} data-testid="nft-short">
          {t("purchase.short")}{" "}
          <Link to={`${paths.fundSelect}?for=receive`} data-testid="nft-deposit">
            {t("purchase.deposit")}
          </Link>
        </p>
      ) : null}
    </>
  );
}
