import type { ArtworkType, NftSale, NftSaleState, Rarity } from "@bourse/contract";
import { isDecimal } from "../../../ui/decimal";
import { formatCoinAmount, formatCountdown, formatRate } from "../../../ui/format";
import { NO_VALUE } from "../../../ui/quote";

/**
 * The NFT market's sales as the screens show them (docs/nft-api.md "Sales"): which list a tab reads,
 * the price a sale shows, its clock on the server's time, its media and its figures. Amounts stay
 * decimal text, cut rather than rounded when shown.
 */

/** The market's tabs (`nft?tab=`): the most bid and favoured, then each kind of sale. */
export const homeTabs = ["hot", "auction", "fixed", "blind"] as const;
export type HomeTab = (typeof homeTabs)[number];
export const DEFAULT_HOME_TAB: HomeTab = "hot";

/** What `getBoxList` is asked for on a tab. */
export interface SaleFilter {
  type?: "normal" | "auction" | "blind";
  status?: "upcoming" | "live" | "ended";
  sort?: "new" | "hot" | "ending";
  keyword?: string;
  artist_id?: number;
  collection_id?: number;
}

export function tabFilter(tab: HomeTab): SaleFilter {
  if (tab === "auction") return { type: "auction", sort: "new" };
  if (tab === "fixed") return { type: "normal", sort: "new" };
  if (tab === "blind") return { type: "blind", sort: "new" };
  return { sort: "hot" };
}

/** The banner strip: the live sales ending soonest. */
export const BANNER_FILTER: SaleFilter = { status: "live", sort: "ending" };

/** A search's keyword, trimmed; null when blank (the server refuses it: NFT_KEYWORD_REQUIRED). */
export function searchKeyword(text: string): string | null {
  const keyword = text.trim();
  return keyword === "" ? null : keyword;
}

/** What a sale's price line says: an auction's leading bid or start price, a fixed price, a box's price. */
export type PriceLabel = "currentBid" | "startPrice" | "price" | "boxPrice";

export function shownPrice(sale: Pick<NftSale, "kind" | "price" | "current_bid">): {
  label: PriceLabel;
  value: string;
} {
  if (sale.kind === "auction")
    return sale.current_bid !== null
      ? { label: "currentBid", value: sale.current_bid }
      : { label: "startPrice", value: sale.price };
  if (sale.kind === "blind") return { label: "boxPrice", value: sale.price };
  return { label: "price", value: sale.price };
}

/** Decimals an NFT amount is shown with: finer digits are cut, never rounded. */
export const AMOUNT_DECIMALS = 8;

/**
 * An amount in a coin, cut (not rounded) to 8 decimals, in `locale`'s number format: "12.5 USDT"
 * ("12,5 USDT" in Vietnamese, "1,234.5 USDT" in English); "--" when malformed.
 */
export function amountText(value: string | null | undefined, coin: string, locale: string): string {
  const shown = formatCoinAmount(value, locale, AMOUNT_DECIMALS);
  return shown === NO_VALUE ? NO_VALUE : `${shown} ${coin}`;
}

/**
 * An artist's royalty rate as a percent, exactly (to 2 decimals, cut), in `locale`'s format: "0.05" →
 * "5%", "0.125" → "12.5%" ("12,5%" in Vietnamese).
 */
export function royaltyText(rate: string, locale: string): string {
  if (!isDecimal(rate)) return NO_VALUE;
  return formatRate(rate.trim(), locale, 2);
}

/**
 * Where a sale stands on its clock: `startsIn` (upcoming, to its start) and `endsIn` (live, to its end),
 * with `ms` left on the server's clock (≤ 0 once reached: the screen reads it again); `ended` and
 * `soldOut` have none.
 */
export type SaleClock =
  | { kind: "startsIn" | "endsIn"; target: string; ms: number }
  | { kind: "ended" | "soldOut" };

export function saleClock(
  sale: { state: NftSaleState; start_at: string; end_at: string },
  serverNowMs: number,
): SaleClock {
  const to = (kind: "startsIn" | "endsIn", target: string): SaleClock => {
    const at = Date.parse(target);
    return { kind, target, ms: Number.isFinite(at) ? at - serverNowMs : 0 };
  };
  if (sale.state === "upcoming") return to("startsIn", sale.start_at);
  if (sale.state === "live") return to("endsIn", sale.end_at);
  return { kind: sale.state === "sold_out" ? "soldOut" : "ended" };
}

/** A countdown that has reached its time: the server's state is about to change. */
export const isDue = (clock: SaleClock): boolean => "ms" in clock && clock.ms <= 0;

/** A key naming one countdown's moment, so that reaching it refetches once. */
export const dueKey = (id: number, clock: SaleClock): string =>
  "target" in clock ? `${id}:${clock.kind}:${clock.target}` : "";

/**
 * A time left as whole days and the rest as "HH:MM:SS" (seconds rounded up, so 00:00:00 shows only once
 * the time is reached); a past or unknown time is 0 days "00:00:00".
 */
export function countdownParts(ms: number): { days: number; clock: string } {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const days = Math.floor(total / 86_400);
  return { days, clock: formatCountdown((total % 86_400) * 1000) };
}

/** Audio and video artworks have their own screen, with the player. */
export const playsMedia = (type: ArtworkType | string | null | undefined): boolean =>
  type === "audio" || type === "video";

/** The still a list shows for a sale: the artwork's thumb (or poster), a series' cover. */
export function saleThumb(sale: Pick<NftSale, "artwork" | "series">): string {
  return sale.artwork?.thumb || sale.artwork?.poster || sale.series?.cover || "";
}

/** A fixed-price sale or a blind-box series one may buy from now. */
export function canBuy(sale: Pick<NftSale, "kind" | "state" | "remaining">): boolean {
  return sale.kind !== "auction" && sale.state === "live" && sale.remaining !== 0;
}

/** The rarities, rarest last, for a series' table. */
export const rarityOrder: Record<Rarity, number> = { common: 0, rare: 1, epic: 2, legendary: 3 };

/** "3 / 100": what is left of a fixed sale or a series, or "--" when it does not say. */
export function remainingText(sale: Pick<NftSale, "remaining" | "total">): string {
  return sale.remaining === null || sale.total === null ? NO_VALUE : `${sale.remaining} / ${sale.total}`;
}
