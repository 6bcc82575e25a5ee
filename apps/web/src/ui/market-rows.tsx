import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { Quotation } from "../api/types";
import styles from "./market-rows.module.css";
import { NoTrades, noTradesIn } from "./no-trades";
import { compareDecimal, direction, formatChange, formatPrice, formatVolume } from "./quote";
import { useLocaleTag } from "./use-locale";

/** How long a price that just changed stays highlighted. */
const FLASH_MS = 600;

/** "up" or "down" for a moment after `price` rises or falls (coloured by the up/down convention). */
export function usePriceFlash(price: string | null): "up" | "down" | null {
  const previous = useRef(price);
  const [flash, setFlash] = useState<"up" | "down" | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = price;
    const move = before === null || price === null ? 0 : compareDecimal(price, before);
    if (move === 0) return;
    setFlash(move > 0 ? "up" : "down");
    const timer = setTimeout(() => setFlash(null), FLASH_MS);
    return () => clearTimeout(timer);
  }, [price]);
  return flash;
}

/** The `up` / `down` class for a direction or flash, else "". */
export function toneClass(tone: -1 | 0 | 1 | "up" | "down" | null): string {
  const name = tone === 1 || tone === "up" ? styles.up : tone === -1 || tone === "down" ? styles.down : "";
  return name ?? "";
}

/** What the last column shows: the 24 h change, or the 24 h turnover (the turnover ranking). */
export type MarketColumn = "change" | "turnover";

interface MarketRowsProps {
  markets: readonly Quotation[];
  onSelect?: (market: Quotation) => void;
  column?: MarketColumn;
}

/**
 * Market table: pair and volume, last price (flashing when it moves), 24h change by the up/down convention
 * (or, in the turnover ranking, the 24 h turnover itself).
 * "Vol" is the venue's own 24 h turnover in the quote currency (real trades only); "Index vol" is the index
 * source's, shown only when the price feed reports one.
 */
export function MarketRows({ markets, onSelect, column = "change" }: MarketRowsProps) {
  const { t } = useTranslation();
  return (
    <div>
      <div className={styles.head}>
        <span>{t("market.pair")}</span>
        <span>{t("market.lastPrice")}</span>
        <span>{t(column === "turnover" ? "market.turnover24h" : "market.change")}</span>
      </div>
      <ul className="plain-list">
        {markets.map((m) => (
          <MarketRow key={m.id} market={m} onSelect={onSelect} column={column} />
        ))}
      </ul>
    </div>
  );
}

function MarketRow({
  market: m,
  onSelect,
  column,
}: {
  market: Quotation;
  onSelect?: ((market: Quotation) => void) | undefined;
  column: MarketColumn;
}) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const flash = usePriceFlash(m.now_price);
  return (
    <li>
      <button
        type="button"
        className={styles.row}
        onClick={() => onSelect?.(m)}
        data-testid="market-row"
        data-symbol={m.symbol}
      >
        <span className={styles.pair}>
          <span className={styles.base}>
            {m.currency_name}
            <span className={styles.quote}>/{m.legal_name}</span>
          </span>
          <span className={styles.vol} data-testid="market-vol">
            {noTradesIn(m.turnover) ? (
              <>
                {t("market.volume", { volume: "" })}
                <NoTrades />
              </>
            ) : (
              t("market.volume", { volume: formatVolume(m.turnover, locale) })
            )}
          </span>
          {m.index_turnover ? (
            <span className={styles.vol}>
              {t("market.indexVolume", { volume: formatVolume(m.index_turnover, locale) })}
            </span>
          ) : null}
        </span>
        <span
          className={`${styles.price} ${flash ? `${styles.flash} ${toneClass(flash)}` : ""}`}
          data-testid="market-price"
        >
          {formatPrice(m.now_price, locale, m.price_decimals)}
        </span>
        {column === "turnover" ? (
          <span className={styles.turnover} data-testid="market-turnover" data-turnover={m.turnover}>
            {noTradesIn(m.turnover) ? <NoTrades /> : formatVolume(m.turnover, locale)}
          </span>
        ) : (
          <span className={`${styles.change} ${toneClass(direction(m.change))}`}>
            {formatChange(m.change, locale)}
          </span>
        )}
      </button>
    </li>
  );
}
