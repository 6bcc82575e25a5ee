import type { P2pNotice } from "@bourse/contract";
import type { TFunction } from "i18next";

/** The kinds of notice the list and the live notice have a text for; another kind shows nothing. */
const KINDS = [
  "placed",
  "paid",
  "message",
  "picture",
  "completed",
  "cancelled",
  "appeal",
  "ruling_release",
  "ruling_refund",
] as const;
type Kind = (typeof KINDS)[number];

/** The notice's kind as its text is keyed: a message without text is a picture. */
export function noticeKind(notice: P2pNotice): Kind | undefined {
  const kind = notice.kind === "message" && notice.body === null ? "picture" : notice.kind;
  return (KINDS as readonly string[]).includes(kind) ? (kind as Kind) : undefined;
}

/**
 * "Bea Buyer placed order 12 on your ad: 50 USDT for 51 USD", "… marked order 12 paid", "Bea Buyer on
 * order 12: Paying now", …; the other party named by its verified name or store. Undefined for a kind
 * this app has no text for.
 */
export function noticeText(notice: P2pNotice, t: TFunction<"p2p">): string | undefined {
  const kind = noticeKind(notice);
  if (!kind) return undefined;
  return t(`notices.${kind}`, {
    from: notice.from || t("notices.someone"),
    id: notice.order_id,
    number: notice.number,
    coin: notice.currency_name,
    money: notice.money,
    fiat: notice.coin_code,
    body: notice.body ?? "",
  });
}
