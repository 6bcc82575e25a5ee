import { readFileSync } from "node:fs";
import type { PriceMove, PriceSource, SourceMarket } from "./source.ts";
import { priceUnits } from "./source.ts";

/**
 * Plays recorded prices back, one point per market per step. A file holds ticks
 * (`symbol,time,price`) or 1-minute candles (`symbol,time,open,high,low,close[,volume]`), as CSV with a
 * header line or as a JSON array of objects with the same fields; rows are ordered by time within a
 * symbol. A candle plays as four points: open, then low and high in the order a bar of its colour most
 * likely took them, then close. At the end of the recording the path plays backwards and then forwards
 * again, so prices never jump. The position is saved with every tick and resumed after a restart.
 */
export function replaySource(markets: readonly SourceMarket[], file: string): PriceSource {
  const paths = parseRecording(readFileSync(file, "utf8"), file);
  const plays = new Map<number, { points: bigint[]; position: number }>();
  for (const m of markets) {
    const raw = paths.get(m.symbol);
    if (!raw) continue;
    const points = raw.map((p) => priceUnits(p, m.decimals)).filter((p): p is bigint => p !== undefined);
    if (points.length === 0) continue;
    plays.set(m.id, { points, position: m.saved?.position ?? -1 });
  }
  return {
    name: "replay",
    next(): PriceMove[] {
      const moves: PriceMove[] = [];
      for (const [marketId, play] of plays) {
        play.position = (play.position + 1) % cycleLength(play.points.length);
        moves.push({
          marketId,
          price: play.points[pointAt(play.position, play.points.length)]!,
          saved: { position: play.position },
        });
      }
      return moves;
    },
  };
}

/** Positions in a forward-then-backward cycle over n points. */
const cycleLength = (n: number) => (n <= 1 ? 1 : 2 * n - 2);
const pointAt = (position: number, n: number) => (position < n ? position : 2 * n - 2 - position);

type Row = Record<string, string>;

/** Price paths per symbol ("BTC/USDT", upper case), as decimal strings. */
export function parseRecording(text: string, name = "recording"): Map<string, string[]> {
  const rows = text.trimStart().startsWith("[") ? jsonRows(text, name) : csvRows(text, name);
  const paths = new Map<string, string[]>();
  for (const [i, row] of rows.entries()) {
    const symbol = row.symbol?.trim().toUpperCase();
    if (!symbol) throw new Error(`${name}: row ${i + 1} has no symbol`);
    const path = paths.get(symbol) ?? [];
    if (row.price !== undefined) path.push(row.price);
    else if (
      row.open !== undefined &&
      row.high !== undefined &&
      row.low !== undefined &&
      row.close !== undefined
    )
      path.push(...candlePath(row.open, row.high, row.low, row.close));
    else throw new Error(`${name}: row ${i + 1} has neither a price nor open, high, low and close`);
    paths.set(symbol, path);
  }
  return paths;
}

function candlePath(open: string, high: string, low: string, close: string): string[] {
  const rising = (priceUnits(close, 18) ?? 0n) >= (priceUnits(open, 18) ?? 0n);
  return rising ? [open, low, high, close] : [open, high, low, close];
}

function csvRows(text: string, name: string): Row[] {
  const lines = text.split(/\r?\n/).filter((l) => l.trim() !== "" && !l.startsWith("#"));
  const header = lines
    .shift()
    ?.split(",")
    .map((h) => h.trim().toLowerCase());
  if (!header?.includes("symbol")) throw new Error(`${name}: the first line must name the columns`);
  return lines.map((line) => {
    const cells = line.split(",");
    return Object.fromEntries(header.map((h, i) => [h, cells[i]?.trim() ?? ""]));
  });
}

function jsonRows(text: string, name: string): Row[] {
  const data: unknown = JSON.parse(text);
  if (!Array.isArray(data)) throw new Error(`${name}: expected an array of ticks or candles`);
  return data.map((item) =>
    Object.fromEntries(
      Object.entries(item as Record<string, unknown>).map(([k, v]) => [k.toLowerCase(), String(v)]),
    ),
  );
}
