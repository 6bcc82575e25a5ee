import type { NftMessage } from "@bourse/contract";
import { nftPaths, withNftId } from "../../../app/lines/nft-paths";

/**
 * One's NFT messages (docs/nft-api.md "Messages"): what each says, and where it leads. A won auction
 * and a payment due lead to paying the order; the others to their sale.
 */

export const messageKinds = ["outbid", "won", "payment_due", "sold", "forfeited", "refunded"] as const;
export type KnownMessageKind = (typeof messageKinds)[number];

/** The kind when this app knows it (a newer server may send others: they show as a plain notice). */
export function messageKind(kind: string): KnownMessageKind | null {
  return (messageKinds as readonly string[]).includes(kind) ? (kind as KnownMessageKind) : null;
}

/** Where tapping through a message goes, or null when it is about nothing one can open. */
export function messageTarget(message: Pick<NftMessage, "kind" | "sale_id" | "order_id">): string | null {
  if ((message.kind === "won" || message.kind === "payment_due") && message.order_id !== null)
    return withNftId(nftPaths.purchaseOne, message.order_id);
  return message.sale_id !== null ? withNftId(nftPaths.artworkDetail, message.sale_id) : null;
}

/**
 * The figures a message carries (the server's `data`: `price`, `due`, `pay_by` for a won auction,
 * `price` and `received` for a sale, `margin` for a refund or a forfeit), in a steady order: the ones
 * this app names first, then the rest.
 */
export const figureKeys = [
  "price",
  "due",
  "margin",
  "amount",
  "received",
  "minimum",
  "pay_by",
  "deadline",
] as const;
export type FigureKey = (typeof figureKeys)[number];

/** A figure that is a time (ISO), shown as a date and time rather than an amount. */
export const isTimeFigure = (key: string): boolean =>
  key === "pay_by" || key === "deadline" || key.endsWith("_at");

export function messageFigures(data: Record<string, string> | null | undefined): {
  key: string;
  known: FigureKey | null;
  value: string;
}[] {
  const entries = Object.entries(data ?? {}).filter(
    ([key, value]) => typeof value === "string" && value !== "" && key !== "coin" && key !== "currency_type",
  );
  const rank = (key: string) => {
    const i = (figureKeys as readonly string[]).indexOf(key);
    return i < 0 ? figureKeys.length : i;
  };
  return entries
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([key, value]) => ({
      key,
      known: rank(key) < figureKeys.length ? (key as FigureKey) : null,
      value,
    }));
}

/** The coin a message's amounts are in, when it names one. */
export const messageCoin = (data: Record<string, string> | null | undefined): string =>
  data?.coin ?? data?.currency_type ?? "";
