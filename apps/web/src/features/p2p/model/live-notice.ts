import type { P2pNotice } from "@bourse/contract";
import type { UserMessage } from "@bourse/contract/realtime";
import i18next from "i18next";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import "../../../i18n/p2p";
import { fetchNotices } from "../api/p2p";
import { noticeText } from "./notices";

type P2pMessage = Extract<UserMessage, { kind: "p2p" | "p2p_chat" }>;

/** How many of the newest notices are searched for the one a message announces. */
const NEWEST = 10;

/** True while the order's own screen is open: it shows the change itself. */
function onOrderScreen(orderId: number): boolean {
  const [path = "", query = ""] = window.location.hash.replace(/^#/, "").split("?");
  return path === p2pPaths.legalOrderDetail && new URLSearchParams(query).get("id") === String(orderId);
}

/** The notice a message announces: the chat line it names, or the order's change to its status. */
function announced(message: P2pMessage, notice: P2pNotice): boolean {
  if (notice.order_id !== message.order.id) return false;
  if (message.kind === "p2p_chat") return notice.id === `m${message.order.message_id}`;
  const kind = message.order.status === "unpaid" ? "placed" : message.order.status;
  return notice.kind === kind;
}

/**
 * What to show for a P2P message on the user's channel: the other party's action it announces (an order
 * placed on one's ad, a message, "paid", …) with a link to the order; nothing for one's own action (it is
 * no notice) or while that order's screen is open.
 */
export async function p2pLiveNotice(
  message: P2pMessage,
): Promise<{ key: string; text: string; href: string; action: string } | undefined> {
  if (onOrderScreen(message.order.id)) return undefined;
  const [notices] = await Promise.all([fetchNotices(NEWEST), i18next.loadNamespaces("p2p")]);
  const notice = notices.find((n) => announced(message, n));
  const t = i18next.getFixedT(null, "p2p");
  const text = notice && noticeText(notice, t);
  if (!notice || !text) return undefined;
  return {
    key: `p2p:${notice.id}`,
    text,
    href: `${p2pPaths.legalOrderDetail}?id=${notice.order_id}`,
    action: t("notices.open"),
  };
}
