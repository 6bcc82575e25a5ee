import type { BookLevel, SpotBook } from "../api/get-spot-depth";
import { useSpotTranslation } from "../i18n/spot";
import styles from "./order-book.module.css";
import { formatPrice } from "./quote";
import { useLocaleTag } from "./use-locale";

const WIDTH = 360;
const HEIGHT = 150;

/** [price, cumulative amount] points from the best level outwards. Floats: this is a picture. */
function cumulative(levels: readonly BookLevel[]): [number, number][] {
  let sum = 0;
  return levels.map(([price, amount]) => {
    sum += Number(amount) || 0;
    return [Number(price), sum];
  });
}

/**
 * The book's cumulative depth: bids climb to the left of the spread, asks to the right (an SVG
 * stair-step area per side).
 */
export function DepthChart({ book }: { book: SpotBook }) {
  const { t } = useSpotTranslation();
  const locale = useLocaleTag();
  const bids = cumulative(book.bids);
  const asks = cumulative(book.asks);
  const prices = [...bids, ...asks].map(([p]) => p);
  if (prices.length === 0) return null;
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const deepest = Math.max(bids.at(-1)?.[1] ?? 0, asks.at(-1)?.[1] ?? 0) || 1;
  const x = (price: number) => (high === low ? WIDTH / 2 : ((price - low) / (high - low)) * WIDTH);
  const y = (amount: number) => HEIGHT - (amount / deepest) * (HEIGHT - 8);
  const area = (points: [number, number][]) => {
    const first = points[0];
    if (!first) return "";
    let path = `M${x(first[0]).toFixed(1)},${HEIGHT}`;
    let depth = 0;
    for (const [price, sum] of points) {
      path += ` L${x(price).toFixed(1)},${y(depth).toFixed(1)} L${x(price).toFixed(1)},${y(sum).toFixed(1)}`;
      depth = sum;
    }
    const last = points.at(-1) ?? first;
    return `${path} L${x(last[0]).toFixed(1)},${HEIGHT} Z`;
  };
  return (
    <figure data-testid="depth-chart" style={{ margin: 0 }}>
      <svg
        className={styles.chart}
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t("book.depth")}
      >
        <path className={styles.chartBid} d={area(bids)} />
        <path className={styles.chartAsk} d={area(asks)} />
      </svg>
      <figcaption className={styles.chartLegend}>
        <span>{formatPrice(String(low), locale)}</span>
        <span>{t("book.depth")}</span>
        <span>{formatPrice(String(high), locale)}</span>
      </figcaption>
    </figure>
  );
}
