import { qrPath } from "./qr";

/**
 * The invitation poster as an SVG document: the app's name, a title and a line under it on the brand
 * colour, a white card with the link's QR code, the invitation code under it, and how to use it. It is
 * shown as an image, so that a long press saves it like any picture.
 */
export interface PosterTexts {
  app: string;
  title: string;
  lead: string;
  codeLabel: string;
  code: string;
  scan: string;
}

export const POSTER_WIDTH = 540;
export const POSTER_HEIGHT = 840;
const QR_SIZE = 300;
const FONT =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'PingFang SC', 'Hiragino Sans', 'Noto Sans', sans-serif";

/** Text made safe inside an SVG element or attribute. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The font size (at most `size`) at which `text` fits `width` on one line, estimated: a CJK or other
 * wide character takes 1 em, any other 0.6 em (SVG text does not wrap).
 */
export function fitFont(text: string, size: number, width: number): number {
  const ems = Array.from(text).reduce((n, c) => n + ((c.codePointAt(0) ?? 0) >= 0x2e80 ? 1 : 0.6), 0);
  return ems * size <= width ? size : Math.max(10, Math.floor(width / ems));
}

/** The poster of `texts` with the QR code `matrix` (of the invitation link). */
export function posterSvg(matrix: readonly (readonly boolean[])[], texts: PosterTexts): string {
  const x = (POSTER_WIDTH - QR_SIZE) / 2;
  const modules = matrix.length;
  const scale = modules > 0 ? QR_SIZE / modules : 1;
  const text = (
    y: number,
    size: number,
    fill: string,
    value: string,
    extra = "",
    width = POSTER_WIDTH - 60,
  ) =>
    `<text x="${POSTER_WIDTH / 2}" y="${y}" text-anchor="middle" font-size="${fitFont(value, size, width)}" fill="${fill}"${extra}>${escapeXml(value)}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" viewBox="0 0 ${POSTER_WIDTH} ${POSTER_HEIGHT}" font-family="${FONT}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1f5eff"/><stop offset="1" stop-color="#0b1b3f"/></linearGradient></defs>`,
    `<rect width="${POSTER_WIDTH}" height="${POSTER_HEIGHT}" rx="28" fill="url(#bg)"/>`,
    `<text x="40" y="72" font-size="28" font-weight="700" fill="#ffffff">${escapeXml(texts.app)}</text>`,
    text(160, 34, "#ffffff", texts.title, ' font-weight="700"'),
    text(204, 20, "#dbe5ff", texts.lead),
    `<rect x="60" y="244" width="${POSTER_WIDTH - 120}" height="500" rx="24" fill="#ffffff"/>`,
    `<g transform="translate(${x} 280) scale(${scale})" shape-rendering="crispEdges"><path fill="#0f172a" d="${qrPath(matrix)}"/></g>`,
    text(630, 18, "#475569", texts.codeLabel, "", POSTER_WIDTH - 160),
    text(684, 42, "#1f5eff", texts.code, ' font-weight="700" letter-spacing="6"', POSTER_WIDTH - 200),
    text(796, 18, "#dbe5ff", texts.scan),
    "</svg>",
  ].join("");
}

/** An SVG document as a `data:` URL an `<img>` can show. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
