import QRCode from "qrcode";

/**
 * QR codes drawn in the browser with the library the server draws deposit addresses and authenticator
 * keys with (`qrcode`, error correction M), as SVG rather than a PNG: a module is a unit square, so a
 * code stays sharp at any size and a poster can carry it as vector.
 */

/** The modules of `text`'s QR code, row by row: true for a dark one. */
export function qrMatrix(text: string): boolean[][] {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: "M" }).modules;
  return Array.from({ length: size }, (_, row) =>
    Array.from({ length: size }, (_, col) => data[row * size + col] === 1),
  );
}

/**
 * An SVG path of the dark modules, one unit each and `margin` units in from the top left (the quiet
 * zone): each run of dark modules in a row is one rectangle.
 */
export function qrPath(matrix: readonly (readonly boolean[])[], margin = 0): string {
  const parts: string[] = [];
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x++;
      parts.push(`M${start + margin} ${y + margin}h${x - start}v1h-${x - start}z`);
    }
  });
  return parts.join("");
}
