import { isDecimal, isNegative } from "../../../ui/decimal";
import { formatCoinAmount, formatRate } from "../../../ui/format";
import { NO_VALUE } from "../../../ui/quote";

/**
 * The invitation programme's figures (docs/growth-api.md). The server sends rates as fractions
 * ("0.16") and amounts as decimal text; they are shown exactly, moved by a power of ten and cut by the
 * app's formatter in the user's language, never through floats.
 */

/** The levels of invitees that pay a rebate: one's invitees, theirs, and theirs again. */
export const LEVELS = [1, 2, 3] as const;
export type Level = (typeof LEVELS)[number];

/**
 * The venue's default rates (the console's Growth → Rates as installed), by level: what
 * the explanation quotes for the tier one is not in (one's own rates come from the server).
 */
export const DEFAULT_RATES = {
  standard: ["0.16", "0.08", "0.04"],
  king: ["0.32", "0.16", "0.08"],
} as const;

/** Decimals a rebate amount or a fee is shown with: every coin's unit fits in 8. */
export const AMOUNT_DECIMALS = 8;

/** Decimals of a percent a rate is shown with (cut, trailing zeros dropped). */
export const RATE_DECIMALS = 4;

/**
 * A rate as a percent, exactly, in `locale`: "0.16" → "16%", "0.045" → "4.5%" ("4,5%" in Vietnamese),
 * "0" → "0%"; "--" when malformed or negative.
 */
export function ratePercent(rate: string | null | undefined, locale: string): string {
  if (!isDecimal(rate) || isNegative(rate)) return NO_VALUE;
  return formatRate(rate.trim(), locale, RATE_DECIMALS);
}

/**
 * An amount with its coin, in `locale`: "0.24 USDT" ("0,24 USDT" in Vietnamese; cut to 8 decimals,
 * trailing zeros dropped, grouped); "--" when malformed.
 */
export function coinAmount(amount: string | null | undefined, coin: string, locale: string): string {
  if (!isDecimal(amount)) return NO_VALUE;
  return `${formatCoinAmount(amount.trim(), locale, AMOUNT_DECIMALS)} ${coin}`;
}

/** The products whose fees pay rebates (and seconds contracts, which charge none). */
export const PRODUCTS = ["spot", "lever", "p2p", "nft", "seconds"] as const;
export type Product = (typeof PRODUCTS)[number];

/** The key of a record's product name in the `growth` namespace; null for one this app does not know. */
export function productKey(product: string): `product.${Product}` | null {
  return (PRODUCTS as readonly string[]).includes(product) ? `product.${product as Product}` : null;
}

/** The records' tabs: every level, then each level. */
export const REBATE_TABS = ["all", "1", "2", "3"] as const;
export type RebateTab = (typeof REBATE_TABS)[number];

/** The level a tab asks `POST /user/getRebate` for; undefined for every level. */
export function tabLevel(tab: RebateTab): Level | undefined {
  return tab === "all" ? undefined : (Number(tab) as Level);
}

/** The page after `last` of a list answered as `{data, total, page, pages}`, or undefined at its end. */
export function nextPage(last: {
  data: readonly unknown[];
  page: number;
  pages: number;
}): number | undefined {
  return last.data.length > 0 && last.page < last.pages ? last.page + 1 : undefined;
}

/** One's invitees per level as the server counts them, and in all. */
export interface Invited {
  level1: number;
  level2: number;
  level3: number;
}

/** The invitees of one level. */
export const invitedAt = (invited: Invited, level: Level): number =>
  level === 1 ? invited.level1 : level === 2 ? invited.level2 : invited.level3;
