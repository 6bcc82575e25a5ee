import type { CurvePoint } from "../api/copy";

/**
 * The equity curve's geometry: the daily cumulative net result as an SVG polyline. The amounts become
 * floats here only to place points on the screen; nothing is computed with them or shown from them.
 */
export interface CurveGeometry {
  /** the polyline's `points` ("x,y x,y …"), empty when there is nothing to draw */
  points: string;
  /** y of the zero line */
  zeroY: number;
  /** the highest and lowest value drawn, as sent */
  high: string;
  low: string;
}

/** The series drawn: 0 before the first day, then each day's cumulative result. */
export function curveValues(points: readonly CurvePoint[]): string[] {
  return points.length === 0 ? [] : ["0", ...points.map((p) => p.pnl)];
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Scales `values` into a `width` × `height` box with `pad` around it: the first value at the left, the
 * last at the right, the range always including zero (a flat curve sits on the zero line, mid-box).
 */
export function curveGeometry(
  values: readonly string[],
  width: number,
  height: number,
  pad = 4,
): CurveGeometry {
  const numbers = values.map(Number).map((n) => (Number.isFinite(n) ? n : 0));
  const top = Math.max(0, ...numbers);
  const bottom = Math.min(0, ...numbers);
  const span = top - bottom;
  const innerW = width - 2 * pad;
  const innerH = height - 2 * pad;
  const y = (n: number) => round(span === 0 ? pad + innerH / 2 : pad + ((top - n) / span) * innerH);
  const x = (i: number) =>
    round(numbers.length === 1 ? pad + innerW / 2 : pad + (i / (numbers.length - 1)) * innerW);
  const highIndex = numbers.indexOf(Math.max(...numbers));
  const lowIndex = numbers.indexOf(Math.min(...numbers));
  return {
    points: numbers.map((n, i) => `${x(i)},${y(n)}`).join(" "),
    zeroY: y(0),
    high: values[highIndex] ?? "0",
    low: values[lowIndex] ?? "0",
  };
}
