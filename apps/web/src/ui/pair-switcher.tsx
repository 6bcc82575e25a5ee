import Popup from "antd-mobile/es/components/popup";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router-dom";
import { pairName } from "../api/get-quotation-new";
import type { Quotation } from "../api/types";
import { ChevronDownIcon } from "./icons";
import styles from "./pair-switcher.module.css";
import { direction, formatChange, formatPrice } from "./quote";
import { useLocaleTag } from "./use-locale";

/**
 * The market chosen through `?market=<id>` (or `?symbol=BTC/USDT`) in the hash query, else the
 * first market.
 */
export function useSelectedMarket(markets: readonly Quotation[]) {
  const [params, setParams] = useSearchParams();
  const wanted = Number(params.get("market"));
  const symbol = params.get("symbol")?.toUpperCase();
  const selected =
    markets.find((m) => m.id === wanted) ?? markets.find((m) => m.symbol === symbol) ?? markets[0];
  const select = (market: Quotation) => setParams({ market: String(market.id) }, { replace: true });
  return [selected, select] as const;
}

function toneOf(change: string | null): string {
  const dir = direction(change);
  return (dir > 0 ? styles.up : dir < 0 ? styles.down : "") ?? "";
}

interface PairSwitcherProps {
  markets: readonly Quotation[];
  selected: Quotation;
  onSelect: (market: Quotation) => void;
  /** A short product label beside the pair (e.g. "Spot", "Perpetual"). */
  tag?: ReactNode;
  /** Links at the right of the header (e.g. the full order book). */
  right?: ReactNode;
}

/** Header of the trading screens: pair (opens a picker over all markets), last price, 24h change. */
export function PairSwitcher({ markets, selected, onSelect, tag, right }: PairSwitcherProps) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  const [open, setOpen] = useState(false);
  const tone = toneOf(selected.change);
  return (
    <section className={styles.header}>
      <button
        type="button"
        className={styles.switch}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="pair-switcher"
      >
        {pairName(selected)}
        <ChevronDownIcon size={18} />
      </button>
      {tag ? <span className={`chip ${styles.tag}`}>{tag}</span> : null}
      {right ? <span className={styles.right}>{right}</span> : null}
      <div className={styles.priceRow}>
        <span className={`${styles.price} ${tone}`} data-testid="pair-price">
          {formatPrice(selected.now_price, locale, selected.price_decimals)}
        </span>
        <span className={`${styles.change} ${tone}`}>{formatChange(selected.change, locale)}</span>
      </div>
      <Popup visible={open} onMaskClick={() => setOpen(false)} bodyStyle={{ borderRadius: "16px 16px 0 0" }}>
        <div className={styles.sheetTitle}>{t("trade.selectPair")}</div>
        <div className={styles.sheet} role="listbox" aria-label={t("trade.selectPair")}>
          {markets.map((m) => (
            <button
              key={m.id}
              type="button"
              role="option"
              aria-selected={m.id === selected.id}
              aria-current={m.id === selected.id}
              className={styles.option}
              onClick={() => {
                onSelect(m);
                setOpen(false);
              }}
            >
              <span>{pairName(m)}</span>
              <span className={styles.optionQuote}>
                <span>{formatPrice(m.now_price, locale, m.price_decimals)}</span>
                <span className={`${styles.optionChange} ${toneOf(m.change)}`}>
                  {formatChange(m.change, locale)}
                </span>
              </span>
            </button>
          ))}
        </div>
      </Popup>
    </section>
  );
}
