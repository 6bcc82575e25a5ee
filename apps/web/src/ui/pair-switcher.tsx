import { lazy, type ReactNode, Suspense, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { pairName } from "../api/get-quotation-new";
import type { Quotation } from "../api/types";
import { ChevronDownIcon } from "./icons";
import styles from "./pair-switcher.module.css";
import { toneOf } from "./pair-tone";
import { formatChange, formatPrice } from "./quote";
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

const loadSheet = () => import("./pair-sheet");
const PairSheet = lazy(loadSheet);

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
  const locale = useLocaleTag();
  const [open, setOpen] = useState(false);
  // the picker is fetched when first wanted (the finger's touch starts it), then kept for its animations
  const [sheet, setSheet] = useState(false);
  const tone = toneOf(selected.change);
  return (
    <section className={styles.header}>
      <button
        type="button"
        className={styles.switch}
        onPointerDown={() => void loadSheet()}
        onClick={() => {
          setSheet(true);
          setOpen(true);
        }}
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
      {sheet ? (
        <Suspense fallback={null}>
          <PairSheet
            open={open}
            onClose={() => setOpen(false)}
            markets={markets}
            selected={selected}
            onSelect={onSelect}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
