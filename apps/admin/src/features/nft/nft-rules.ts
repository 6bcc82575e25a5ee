import { decimalProblem } from "../../ui/decimal";
import { compareDecimals } from "../contracts/terms-rules";
import type { ArtworkType, NftSaleBody, NftSaleState } from "./api/nft";

/**
 * How the console checks and shows the NFT market's figures before the server (module `nft`), which
 * stays the authority and refuses the rest naming the field (docs/nft-api.md "Console").
 */

/** The largest file `POST /admin/nft/media` takes, in MB, by the browser's type; null: the server decides. */
export function mediaLimitMb(mime: string): number | null {
  if (mime.startsWith("image/")) return 10;
  if (mime.startsWith("audio/")) return 20;
  if (mime.startsWith("video/")) return 50;
  return null;
}

/** Audio and video artworks need a poster image (NFT_POSTER_REQUIRED). */
export const needsPoster = (type: ArtworkType | undefined): boolean => type === "audio" || type === "video";

/** The fewest editions an artwork may have: those already minted or offered, and at least one. */
export const leastEditions = (artwork: { minted: number; offered: number } | null): number =>
  Math.max(1, artwork?.minted ?? 0, artwork?.offered ?? 0);

/** The most a royalty rate may be (0.5: half of every resale). */
export const ROYALTY_LIMIT = "0.5";
/** Places a royalty rate is typed with. */
export const ROYALTY_DECIMALS = 8;

/** What is wrong with a royalty rate: not a fraction like 0.05, or above ROYALTY_LIMIT. */
export function royaltyProblem(text: string): "format" | "range" | null {
  if (decimalProblem(text, ROYALTY_DECIMALS)) return "format";
  return compareDecimals(text, ROYALTY_LIMIT) > 0 ? "range" : null;
}

/** A digest cut to its ends, "3f2a9c1e…77b0d4e1"; short text as it is. */
export function shortHash(hex: string, keep = 8): string {
  return hex.length <= keep * 2 + 1 ? hex : `${hex.slice(0, keep)}…${hex.slice(-keep)}`;
}

/** A series' seed may be revealed once it has ended or sold out, and only once. */
export const mayReveal = (series: { state: NftSaleState; seed: string | null }): boolean =>
  series.seed === null && (series.state === "ended" || series.state === "sold_out");

/** The rows of a series' table naming an artwork an earlier row already names (by index). */
export function repeatedRows(rows: readonly ({ artwork_id?: number | null } | undefined)[]): number[] {
  const seen = new Set<number>();
  const repeated: number[] = [];
  rows.forEach((row, index) => {
    const id = row?.artwork_id;
    if (id === undefined || id === null) return;
    if (seen.has(id)) repeated.push(index);
    seen.add(id);
  });
  return repeated;
}

/** How many boxes a series' table holds in all. */
export const boxesOf = (rows: readonly ({ count?: number | null } | undefined)[]): number =>
  rows.reduce((sum, row) => sum + (row?.count ?? 0), 0);

/** A sale's form as the body the server takes: only its kind's fields, decimals trimmed. */
export function saleBody(values: {
  kind: NftSaleBody["kind"];
  artwork_id: number;
  currency_id: number;
  quantity?: number | null;
  price: string;
  per_increase?: string;
  margin?: string;
  start_at: string;
  end_at: string;
}): NftSaleBody {
  const { kind, artwork_id, currency_id, start_at, end_at } = values;
  const terms = { kind, artwork_id, currency_id, price: values.price.trim(), start_at, end_at };
  if (kind === "fixed") return { ...terms, quantity: values.quantity ?? 1 };
  return { ...terms, per_increase: (values.per_increase ?? "").trim(), margin: (values.margin ?? "").trim() };
}

/**
 * The time left until a deadline, `left` milliseconds away: "2d 03:04:05", "03:04:05"; null once it has
 * passed.
 */
export function countdown(left: number): string | null {
  if (left <= 0) return null;
  const seconds = Math.floor(left / 1000);
  const pad = (n: number) => String(n).padStart(2, "0");
  const days = Math.floor(seconds / 86_400);
  const clock = `${pad(Math.floor(seconds / 3600) % 24)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/**
 * Milliseconds until `deadline` by the server's clock: its `now` when the list was answered
 * (`receivedAt`, by the console's clock), moved on by the time since.
 */
export function timeLeft(deadline: string, serverNow: string, receivedAt: number, clock: number): number {
  return Date.parse(deadline) - (Date.parse(serverNow) + (clock - receivedAt));
}
