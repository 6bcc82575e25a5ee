import { compare, isDecimal, multiply } from "../../../ui/decimal";
import { NO_VALUE } from "../../../ui/quote";

/**
 * Dual investment's figures and choices (docs/earn-api.md "Dual investment calls"), pure and exact:
 * amounts are decimal text multiplied as scaled integers (BigInt), never floats.
 *
 * A product on BASE/QUOTE (BTC/USDT) is `call` (sell high: invests the base coin) or `put` (buy low:
 * invests the quote coin). At maturity the settlement price decides the coin paid: a call keeps the
 * base coin below the linked price and converts to the quote coin at or above it; a put converts to the
 * base coin at or below the linked price and keeps the quote coin above it. The server sends what ONE
 * share pays in each case, rounded per share; the preview multiplies those by the shares, so it is an
 * estimate (≈): the payout itself is computed once on the whole investment.
 */

/** The products' tabs by type (`invest?type=`): buy low, then sell high. */
export const dualTypes = ["put", "call"] as const;
export type DualType = (typeof dualTypes)[number];
/** Spec: "type (default call)". */
export const DEFAULT_DUAL_TYPE: DualType = "call";

/** The tabs of one's investments (`mine?tab=`, the `status` of `POST /dual/dual_list`). */
export const dualMineTabs = ["purchased", "completed"] as const;
export type DualMineTab = (typeof dualMineTabs)[number];
export const DEFAULT_DUAL_MINE_TAB: DualMineTab = "purchased";

/** An order's states: bought, matured and waiting for its tick, settled. */
export const dualStatuses = ["purchased", "settling", "completed"] as const;
export type DualStatus = (typeof dualStatuses)[number];
export const isDualStatus = (value: string): value is DualStatus =>
  dualStatuses.includes(value as DualStatus);

/** The most digits a share count may have (the contract's `num`: 1 to 9 digits). */
const MAX_SHARE_DIGITS = 9;

/** The shares typed, as a whole number ≥ 1; null when empty, not whole, zero or too long. */
export function sharesOf(text: string): number | null {
  const value = text.trim();
  if (!/^\d+$/.test(value) || value.length > MAX_SHARE_DIGITS) return null;
  const n = Number(value);
  return n >= 1 ? n : null;
}

/** What may be wrong with the shares typed, in the order the checks run. */
export type SharesProblem = "required" | "integer" | "aboveRemaining" | "aboveAvailable";

export interface SharesLimits {
  /** shares still for sale */
  remaining: number;
  /** one share's investment */
  perPrice: string;
  /** the financial account's available balance of the invested coin; undefined while unknown */
  available: string | undefined;
}

/**
 * What is wrong with `text` as the shares to buy, or null when it may be sent: something typed, a
 * whole number of at least one share, no more than are left and, when the balance is known, no more
 * than it pays for.
 */
export function sharesProblem(text: string, limits: SharesLimits): SharesProblem | null {
  if (text.trim() === "") return "required";
  const shares = sharesOf(text);
  if (shares === null) return "integer";
  if (shares > limits.remaining) return "aboveRemaining";
  const investment = timesShares(shares, limits.perPrice);
  if (limits.available !== undefined && investment !== null && compare(investment, limits.available) === 1)
    return "aboveAvailable";
  return null;
}

/** `shares` × `amount` (a per-share figure), exactly; null when either is malformed. */
export function timesShares(shares: number, amount: string): string | null {
  if (!Number.isSafeInteger(shares) || shares < 0 || !isDecimal(amount)) return null;
  return multiply(String(shares), amount);
}

/** One coin's amount. */
export interface CoinFigure {
  amount: string;
  currency_name: string;
}

/** What a product's preview needs: a share's price and what one share pays in each case. */
export interface DualTerms {
  per_price: string;
  per_share: { kept: CoinFigure; converted: CoinFigure };
}

export interface DualPreview {
  /** shares × per_price, in the invested coin (exact) */
  investment: string;
  /** shares × what one share pays, in the invested coin (≈) */
  kept: CoinFigure;
  /** shares × what one share pays converted, in the other coin (≈) */
  converted: CoinFigure;
}

/** The investment and both payouts for `shares` shares; null when the figures are malformed. */
export function dualPreview(product: DualTerms, shares: number): DualPreview | null {
  const investment = timesShares(shares, product.per_price);
  const kept = timesShares(shares, product.per_share.kept.amount);
  const converted = timesShares(shares, product.per_share.converted.amount);
  if (investment === null || kept === null || converted === null) return null;
  return {
    investment,
    kept: { amount: kept, currency_name: product.per_share.kept.currency_name },
    converted: { amount: converted, currency_name: product.per_share.converted.currency_name },
  };
}

/**
 * Which settlement prices keep the invested coin and which convert it, low side first: a call keeps
 * it below the linked price and converts at or above; a put converts at or below and keeps above.
 */
export function dualSides(type: DualType): { side: "kept" | "converted"; when: DualSide }[] {
  return type === "call"
    ? [
        { side: "kept", when: "below" },
        { side: "converted", when: "atOrAbove" },
      ]
    : [
        { side: "converted", when: "atOrBelow" },
        { side: "kept", when: "above" },
      ];
}
export type DualSide = "below" | "atOrAbove" | "atOrBelow" | "above";

/** The pair shown: the one asked for when the list has it, else the first; null with no pairs. */
export function pairChoice(pairs: readonly { currency_id: number }[], wanted: string | null): number | null {
  const asked = pairs.find((p) => String(p.currency_id) === wanted);
  return (asked ?? pairs[0])?.currency_id ?? null;
}

/**
 * A price grouped the locale's way, exactly and with the decimals it has ("70000" → "70,000",
 * "59000.5" → "59,000.5"); "--" when it is not a decimal.
 */
export function groupedPrice(value: string | null | undefined, locale: string): string {
  if (!isDecimal(value)) return NO_VALUE;
  const text = (value ?? "").trim();
  const decimals = (text.split(".")[1] ?? "").length;
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(text as Intl.StringNumericLiteral);
}

/** A settlement's public proof (`/api/dual/<public id>/proof`) as a link: under the API's base. */
export function proofHref(apiBase: string, proofUrl: string): string {
  if (/^https?:\/\//.test(proofUrl)) return proofUrl;
  const path = proofUrl.startsWith("/api/") ? proofUrl.slice(4) : proofUrl;
  return `${apiBase}${path.startsWith("/") ? path : `/${path}`}`;
}

/**
 * True while a shown order is due to settle on the server: matured (on the server's clock) and not
 * completed. The list then asks again now and then, until the tick after maturity is recorded.
 */
export function awaitsSettlement(
  orders: readonly { status: string; maturity_at: string }[],
  serverNowMs: number,
): boolean {
  return orders.some(
    (o) => o.status === "settling" || (o.status === "purchased" && Date.parse(o.maturity_at) <= serverNowMs),
  );
}
