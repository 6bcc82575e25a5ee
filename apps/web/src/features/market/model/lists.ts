import type { Quotation } from "../../../api/types";
import { compareDecimal } from "../../../ui/quote";

/** The ranking tabs of the market screen. */
export type Ranking = "gainers" | "losers" | "turnover";

type Value = string | null | undefined;

/** Exact order of two decimals, `direction` 1 ascending or -1 descending; missing values last. */
function order(a: Value, b: Value, direction: 1 | -1): number {
  const missingA = a === null || a === undefined;
  const missingB = b === null || b === undefined;
  if (missingA || missingB) return Number(missingA) - Number(missingB);
  return direction * compareDecimal(a, b);
}

/** Gainers: 24 h change high to low; losers: low to high; turnover: high to low. */
export function rankMarkets(markets: readonly Quotation[], ranking: Ranking): Quotation[] {
  const sorted = [...markets];
  if (ranking === "gainers") return sorted.sort((a, b) => order(a.change, b.change, -1));
  if (ranking === "losers") return sorted.sort((a, b) => order(a.change, b.change, 1));
  return sorted.sort((a, b) => order(a.turnover, b.turnover, -1));
}

/** Letters and digits only, upper case: "eth/usdt", "ETH-USDT" and "ethusdt" all read "ETHUSDT". */
const normalize = (text: string) => text.toUpperCase().replace(/[^\p{L}\p{N}]/gu, "");

/** Markets whose symbol contains `query`, case and separators ignored; none for an empty query. */
export function searchMarkets(markets: readonly Quotation[], query: string): Quotation[] {
  const wanted = normalize(query);
  if (!wanted) return [];
  return markets.filter((m) => normalize(m.symbol).includes(wanted));
}
