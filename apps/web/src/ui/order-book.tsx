import type { ReactNode } from "react";
import type { BookLevel, SpotBook } from "../api/get-spot-depth";
import { useSpotTranslation } from "../i18n/spot";
import { bookSides } from "./book-sides";
import { formatAmount } from "./format";
import styles from "./order-book.module.css";
import { formatPrice } from "./quote";
import { SectionLoading } from "./status";
import { useLocaleTag } from "./use-locale";

interface BookProps {
  book: SpotBook | undefined;
  /** Levels shown on each side. */
  levels: number;
  /** The market's price precision: prices are shown with exactly this many decimals. */
  priceDecimals?: number;
  /** Base and quote currency names, for the column heads. */
  base: string;
  quote: string;
  /** Tapping a level passes its price (the trade form takes it as the limit price). */
  onPick?: (price: string) => void;
}

interface RowProps {
  level: BookLevel | null;
  depth: number;
  side: "bid" | "ask";
  priceDecimals?: number;
  onPick?: (price: string) => void;
  /** Amount before price (the bid half of the two-sided book). */
  mirrored?: boolean;
  /** The depth bar grows from the left edge (the ask half of the two-sided book). */
  barLeft?: boolean;
}

function LevelRow({
  level,
  depth,
  side,
  priceDecimals,
  onPick,
  mirrored = false,
  barLeft = false,
}: RowProps) {
  const { t } = useSpotTranslation();
  const locale = useLocaleTag();
  const tone = side === "bid" ? styles.bid : styles.ask;
  if (!level) return <li className={styles.row} aria-hidden="true" />;
  const [price, amount] = level;
  const cells = [
    <span key="p" className={styles.price}>
      {formatPrice(price, locale, priceDecimals)}
    </span>,
    <span key="a" className={styles.amount}>
      {formatAmount(amount, locale)}
    </span>,
  ];
  const content = (
    <>
      <span
        className={`${styles.bar} ${barLeft ? styles.barLeft : ""}`}
        style={{ width: `${Math.min(100, depth * 100).toFixed(1)}%` }}
      />
      {mirrored ? cells.reverse() : cells}
    </>
  );
  return (
    <li
      className={`${styles.row} ${tone}`}
      data-testid={`book-${side}`}
      data-price={price}
      data-amount={amount}
    >
      {onPick ? (
        <button type="button" className={styles.pick} onClick={() => onPick(price)}>
          {/* its name: what a tap does, then the price and amount it shows */}
          <span className="sr-only">
            {t("book.pick", { price: formatPrice(price, locale, priceDecimals) })}
          </span>
          {content}
        </button>
      ) : (
        <div className={styles.pick}>{content}</div>
      )}
    </li>
  );
}

type Half = ReturnType<typeof bookSides>["bids"];

/** One side's levels as a list; `bestLast` puts the best level at the bottom (asks above the middle). */
function Levels({
  half,
  side,
  bestLast = false,
  className = "",
  ...row
}: Pick<RowProps, "side" | "priceDecimals" | "onPick" | "mirrored" | "barLeft"> & {
  half: Half;
  bestLast?: boolean;
  className?: string;
}) {
  const rows = half.levels.map((level, i) => (
    <LevelRow
      key={level?.[0] ?? `empty-${i}`}
      level={level}
      depth={half.depth[i] ?? 0}
      side={side}
      {...row}
    />
  ));
  return (
    <ul className={`plain-list ${className}`} data-testid={`book-${side}s`}>
      {bestLast ? rows.reverse() : rows}
    </ul>
  );
}

/**
 * The book as one column: asks on top (best ask lowest), `middle` (e.g. the last price), then
 * bids (best bid highest). Used beside the trade form.
 */
export function BookLadder({
  book,
  levels,
  priceDecimals,
  base,
  quote,
  onPick,
  middle,
}: BookProps & { middle?: ReactNode }) {
  const { t, ready } = useSpotTranslation();
  if (!ready || !book) return <SectionLoading />;
  const { bids, asks } = bookSides(book, levels);
  return (
    <div className={styles.ladder} data-testid="order-book">
      <div className={styles.head}>
        <span>{t("book.price", { coin: quote })}</span>
        <span>{t("book.amount", { coin: base })}</span>
      </div>
      <Levels
        half={asks}
        side="ask"
        priceDecimals={priceDecimals}
        onPick={onPick}
        className={styles.asks}
        bestLast
      />
      <div className={styles.middle}>{middle}</div>
      <Levels half={bids} side="bid" priceDecimals={priceDecimals} onPick={onPick} />
    </div>
  );
}

/** The book as two halves side by side: bids on the left, asks on the right (detail and full book). */
export function BookSides({ book, levels, priceDecimals, base, quote, onPick }: BookProps) {
  const { t, ready } = useSpotTranslation();
  if (!ready || !book) return <SectionLoading />;
  const { bids, asks } = bookSides(book, levels, false);
  return (
    <div className={styles.sides} data-testid="order-book">
      <div>
        <div className={styles.head}>
          <span>{t("book.amount", { coin: base })}</span>
          <span>{t("book.bid", { coin: quote })}</span>
        </div>
        <Levels half={bids} side="bid" priceDecimals={priceDecimals} onPick={onPick} mirrored />
      </div>
      <div>
        <div className={styles.head}>
          <span>{t("book.ask", { coin: quote })}</span>
          <span>{t("book.amount", { coin: base })}</span>
        </div>
        <Levels half={asks} side="ask" priceDecimals={priceDecimals} onPick={onPick} barLeft />
      </div>
    </div>
  );
}
