import type { TickInput } from "@bourse/engine";
import { canonical } from "../../core/journal.ts";
import type { Queryable } from "../../db/db.ts";

/** NUMERIC text in its shortest form, as proofs state amounts. */
export const plain = (text: string) => canonical(text);

/** How many decimals a NUMERIC text has once in its shortest form. */
export const decimalsOf = (text: string) => plain(text).split(".")[1]?.length ?? 0;

/** A tick as a product's row recorded it when it used it. */
export interface RecordedTick {
  seq: string;
  price: string;
  ts: Date;
}

/**
 * Ticks of a market's public log by id, with price and time (ms): the `recorded` ones and the ids in
 * `more`. A tick the log no longer holds (past its retention) is given as its row recorded it.
 */
export async function ticksOf(
  q: Queryable,
  marketId: number,
  recorded: RecordedTick[],
  more: number[] = [],
): Promise<Record<string, TickInput>> {
  const rows = await q.query<RecordedTick>(
    "SELECT seq::text AS seq, price::text AS price, ts FROM ticks WHERE market_id = $1 AND seq = ANY($2::bigint[])",
    [marketId, [...recorded.map((t) => t.seq), ...more.map(String)]],
  );
  const ticks: Record<string, TickInput> = {};
  for (const t of [...recorded, ...rows]) ticks[t.seq] = { price: plain(t.price), time: t.ts.getTime() };
  return ticks;
}
