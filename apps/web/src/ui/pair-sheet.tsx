import Popup from "antd-mobile/es/components/popup";
import { useTranslation } from "react-i18next";
import { pairName } from "../api/get-quotation-new";
import type { Quotation } from "../api/types";
import styles from "./pair-switcher.module.css";
import { toneOf } from "./pair-tone";
import { formatChange, formatPrice } from "./quote";
import { useLocaleTag } from "./use-locale";

interface PairSheetProps {
  open: boolean;
  onClose: () => void;
  markets: readonly Quotation[];
  selected: Quotation;
  onSelect: (market: Quotation) => void;
}

/** The pair picker over all markets (loaded by PairSwitcher on the first tap: the popup's gesture code). */
export default function PairSheet({ open, onClose, markets, selected, onSelect }: PairSheetProps) {
  const { t } = useTranslation();
  const locale = useLocaleTag();
  return (
    <Popup visible={open} onMaskClick={onClose} bodyStyle={{ borderRadius: "16px 16px 0 0" }}>
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
              onClose();
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
  );
}
