import type { P2pAd } from "@bourse/contract";
import { add, compare, decimalsIn, divide, isDecimal, multiply, roundTo } from "../../../ui/decimal";

/** Fiat sums and prices have 2 decimals (the server's FIAT_SCALE). */
export const FIAT_DECIMALS = 2;

export type Means = "money" | "number";

/** What a take previews, exactly as the server computes it (docs/p2p-api.md, `POST /do_legal_deal`). */
export interface DealPreview {
  /** the coin the order moves */
  amount: string;
  /** the fiat the buyer pays */
  money: string;
}

/** amount × price, rounded half up to the cent (the server's `fiatFor`). */
export function fiatFor(amount: string, price: string): string | null {
  const exact = multiply(amount, price);
  if (exact === null) return null;
  const half = add(exact, `0.${"0".repeat(FIAT_DECIMALS)}5`);
  return half === null ? null : roundTo(half, FIAT_DECIMALS, "down");
}

/**
 * The order a value entered in the take form makes: a fiat sum buys the coin it covers, rounded down
 * to the coin's decimals, and costs that coin's price (never more than the sum); a coin amount costs
 * its price rounded half up. Null while the value is not a positive number within its decimals.
 */
export function previewDeal(
  ad: Pick<P2pAd, "price" | "decimals">,
  means: Means,
  value: string,
): DealPreview | null {
  const v = value.trim();
  if (!isDecimal(v) || compare(v, "0") !== 1) return null;
  if (means === "money") {
    if (decimalsIn(v) > FIAT_DECIMALS) return null;
    const amount = divide(v, ad.price, ad.decimals, "down");
    if (amount === null || compare(amount, "0") !== 1) return null;
    const money = fiatFor(amount, ad.price);
    return money === null ? null : { amount: trimZeros(amount), money };
  }
  if (decimalsIn(v) > ad.decimals) return null;
  const money = fiatFor(v, ad.price);
  return money === null ? null : { amount: v, money };
}

export type LimitProblem = "below_min" | "above_max";

/** Whether an order's coin amount is within the ad's per-order limits and what is left of it. */
export function limitProblem(
  ad: Pick<P2pAd, "min_number" | "max_number" | "surplus_number">,
  amount: string,
): LimitProblem | null {
  if (compare(amount, ad.min_number) === -1) return "below_min";
  const max = compare(ad.max_number, ad.surplus_number) === 1 ? ad.surplus_number : ad.max_number;
  if (compare(amount, max) === 1) return "above_max";
  return null;
}

/** The most one order may take: the ad's max per order, or what is left when that is less. */
export function maxPerOrder(ad: Pick<P2pAd, "max_number" | "surplus_number">): string {
  return compare(ad.max_number, ad.surplus_number) === 1 ? ad.surplus_number : ad.max_number;
}

/** "1.50" → "1.5", "2.000" → "2". */
export function trimZeros(value: string): string {
  return value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
}
