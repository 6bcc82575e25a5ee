/**
 * Geometry of the tick line: positions on the screen only. Prices become floats here to be drawn,
 * never to be computed with; the texts shown beside the line are the prices as the server sent them.
 */

/** The drawing's coordinate space (the SVG stretches it to the box). */
export const CHART_WIDTH = 1000;
export const CHART_HEIGHT = 300;
/** The line ends here, leaving room at the right for the last price's label. */
const LINE_END = 0.84 * CHART_WIDTH;
/** Space above and below the highest and lowest price, as a share of the range. */
const MARGIN = 0.14;

export interface Point {
  time: number;
  price: string;
}

export interface Geometry {
  /** SVG path of the line, "" without ticks */
  line: string;
  /** the line closed down to the bottom, for the area under it */
  area: string;
  /** the last tick's position */
  last: { x: number; y: number } | null;
  /** the vertical position of any price, in drawing units */
  y: (price: string) => number;
  /** the price range drawn, lowest and highest (for the axis texts) */
  low: number;
  high: number;
}

export function geometry(points: readonly Point[], levels: readonly string[] = []): Geometry {
  const prices = points.map((p) => Number(p.price));
  const all = [...prices, ...levels.map(Number)].filter(Number.isFinite);
  let low = all.length ? Math.min(...all) : 0;
  let high = all.length ? Math.max(...all) : 1;
  const span = high - low || Math.abs(high) * 0.001 || 1;
  low -= span * MARGIN;
  high += span * MARGIN;
  const y = (price: string) => {
    const value = Number(price);
    return Number.isFinite(value) ? ((high - value) / (high - low)) * CHART_HEIGHT : CHART_HEIGHT / 2;
  };
  const first = points[0]?.time ?? 0;
  const lastTime = points.at(-1)?.time ?? first;
  const x = (time: number) =>
    lastTime > first ? ((time - first) / (lastTime - first)) * LINE_END : LINE_END;
  const coords = points.map((p) => [x(p.time), y(p.price)] as const);
  const line = coords
    .map(([px, py], i) => `${i === 0 ? "M" : "L"}${px.toFixed(1)} ${py.toFixed(1)}`)
    .join(" ");
  const start = coords[0];
  const end = coords.at(-1);
  const area =
    start && end
      ? `${line} L${end[0].toFixed(1)} ${CHART_HEIGHT} L${start[0].toFixed(1)} ${CHART_HEIGHT} Z`
      : "";
  return { line, area, last: end ? { x: end[0], y: end[1] } : null, y, low, high };
}
