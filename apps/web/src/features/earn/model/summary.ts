import { isPositive } from "../../../ui/decimal";
import type { FinancialLine } from "./account";
import { totalsByCoin } from "./figures";

/**
 * The financial overview's figures: which coins it lists, and the yield lock mining has paid so far,
 * added up exactly per coin from one's orders.
 */

/** The coins the overview lists: those with a balance, or USDT when the account holds nothing. */
export function shownLines(lines: readonly FinancialLine[]): FinancialLine[] {
  const held = lines.filter((l) => isPositive(l.available) || isPositive(l.locked));
  return held.length > 0 ? held : lines.filter((l) => l.currency_name === "USDT");
}

/** The yield paid so far over `orders`, per coin: "3.5 USDT", "3.5 USDT · 0.0001 BTC", or "0" before any. */
export function yieldToDate(orders: readonly { currency_name: string; yield_paid: string }[]): string {
  const totals = totalsByCoin(orders.map((o) => ({ coin: o.currency_name, amount: o.yield_paid })));
  return totals.length === 0 ? "0" : totals.map(([coin, amount]) => `${amount} ${coin}`).join(" · ");
}

/** How many orders a page of at most `limit` holds: "3", or "100+" when it is full. */
export function countText(count: number, limit: number): string {
  return count >= limit ? `${limit}+` : String(count);
}
