import type { CoinAmount } from "@bourse/contract";
import { isPositive } from "../../../ui/decimal";
import { formatExact } from "../../../ui/format";
import type { FinancialLine } from "./account";
import { totalsByCoin } from "./figures";

/**
 * The financial overview's figures: which coins it lists, and the amounts of `GET /financial/summary`
 * (yield paid, payments frozen, tokens held) shown per coin, exactly.
 */

/** The coins the overview lists: those with a balance, or USDT when the account holds nothing. */
export function shownLines(lines: readonly FinancialLine[]): FinancialLine[] {
  const held = lines.filter((l) => isPositive(l.available) || isPositive(l.locked));
  return held.length > 0 ? held : lines.filter((l) => l.currency_name === "USDT");
}

/**
 * Amounts per coin (contract `CoinAmount`, as the summary sends them), as one line in `locale`'s symbols: "3.5 USDT", "3.5 USDT · 0.0001 BTC", or "0"
 * when there are none (a coin listed twice is added up exactly; zero amounts are left out).
 */
export function perCoin(amounts: readonly CoinAmount[], locale = "en"): string {
  const totals = totalsByCoin(amounts.map((a) => ({ coin: a.currency_name, amount: a.amount }))).filter(
    ([, amount]) => isPositive(amount),
  );
  return totals.length === 0
    ? "0"
    : totals.map(([coin, amount]) => `${formatExact(amount, locale)} ${coin}`).join(" · ");
}
