import { qrPath } from "../model/qr";

/** The quiet zone around a code, in modules. */
const MARGIN = 2;

/** A QR code (its modules, from `qrMatrix`) as a square SVG image of `size` pixels. */
export function QrCode({
  matrix,
  value,
  label,
  size,
  testId,
}: {
  matrix: boolean[][];
  /** the text it encodes, kept as `data-value` */
  value: string;
  label: string;
  size: number;
  testId: string;
}) {
  const side = matrix.length + 2 * MARGIN;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${side} ${side}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      data-testid={testId}
      data-value={value}
    >
      <rect width={side} height={side} fill="#ffffff" />
      <path d={qrPath(matrix, MARGIN)} fill="#0f172a" />
    </svg>
  );
}
