import type { BookLevel, SpotBook } from "../api/get-spot-depth";

export interface Side {
  levels: (BookLevel | null)[];
  /** Cumulative amount from the best level, as a share of the deeper side (bar widths only). */
  depth: number[];
}

/**
 * The first `count` levels of each side and their depth bars; with `pad`, empty rows up to `count`
 * so the layout does not jump (beside the trade form). Bar widths are a picture, not money: floats
 * are fine here.
 */
export function bookSides(book: SpotBook, count: number, pad = true): { bids: Side; asks: Side } {
  const cumulative = (levels: BookLevel[]) => {
    let sum = 0;
    return levels.slice(0, count).map(([, amount]) => {
      sum += Number(amount) || 0;
      return sum;
    });
  };
  const bidSums = cumulative(book.bids);
  const askSums = cumulative(book.asks);
  const deepest = Math.max(bidSums.at(-1) ?? 0, askSums.at(-1) ?? 0) || 1;
  const side = (levels: BookLevel[], sums: number[]): Side => {
    const rows = pad ? count : Math.max(bidSums.length, askSums.length);
    return {
      levels: Array.from({ length: rows }, (_, i) => levels[i] ?? null),
      depth: Array.from({ length: rows }, (_, i) => (sums[i] ?? 0) / deepest),
    };
  };
  return { bids: side(book.bids, bidSums), asks: side(book.asks, askSums) };
}
