/**
 * What the user channel pushes that the user should see wherever they are: an identity decision and a
 * settled seconds order each show a notice at the top of the screen (ui/live-toast.tsx). Fetched through
 * app/live-notices.ts the first time such a message arrives, so none of it weighs on the first screen.
 */
import type { SecondsOrder } from "@bourse/contract";
import type { UserMessage } from "@bourse/contract/realtime";
import i18next from "i18next";
import { request } from "../api/client";
import { queryClient } from "../api/query-client";
import "../i18n/notices";
import "../i18n/seconds";
import { truncateDecimal } from "../ui/format";
import { showLiveToast } from "../ui/live-toast";
import { secondsDetailPath } from "./lines/seconds-paths";
import { approvalDecided } from "./live-approval-toast";
import { paths } from "./paths";
import { useAppStore } from "./store";

type KycMessage = Extract<UserMessage, { kind: "kyc" }>;
type SecondsMessage = Extract<UserMessage, { kind: "seconds" }>;
type P2pMessage = Extract<UserMessage, { kind: "p2p" | "p2p_chat" }>;

/** Digits a settled order's profit is shown with (cut, not rounded), as on its screens. */
const SHOWN_DECIMALS = 8;

/** What was told on this page already, by channel and order: a repeat shows nothing. */
const told = new Set<string>();

/**
 * True when the message is for the account the session acts as now (the person, or their demo
 * account): a late message of another account's channel, after a switch or a new sign-in, is not shown.
 */
function forThisSession(message: UserMessage): boolean {
  const { token, user } = useAppStore.getState();
  if (!token) return false;
  if (!user) return true;
  const acting = user.mode === "demo" ? user.demo_user_id : user.id;
  // the channel's name as `channels.user` gives it (written out: the shared module stays in one chunk)
  return acting === null || message.channel === `user:${acting}`;
}

/**
 * Shows the notice of an identity decision or a settled seconds order; `secondsOrdersKey` is the query
 * key of the seconds orders, under which the result screen keeps each one ("one", id).
 */
export function announce(message: UserMessage, secondsOrdersKey: readonly unknown[]): Promise<void> {
  if (message.kind === "kyc") return kycDecided(message);
  if (message.kind === "approval")
    return forThisSession(message) ? texts().then(() => approvalDecided(message)) : Promise.resolve();
  if (message.kind === "p2p" || message.kind === "p2p_chat") return p2pChanged(message);
  if (message.kind === "seconds" && message.order.result !== null)
    return secondsSettled(message, [...secondsOrdersKey, "one", message.order.id]);
  return Promise.resolve();
}

async function texts(): Promise<void> {
  await i18next.loadNamespaces(["notices", "seconds"]);
}

/** "Identity verified (level 1)" or "Verification rejected: <reason>", linking to the verification screen. */
async function kycDecided(message: KycMessage): Promise<void> {
  if (!forThisSession(message)) return;
  await texts();
  const { level, state, reason } = message.kyc;
  const certified = state === "certified";
  showLiveToast({
    key: `kyc:${level}`,
    kind: "kyc",
    tone: "flat",
    text: certified
      ? i18next.t("kyc.certified", { ns: "notices", level })
      : i18next.t("kyc.rejected", { ns: "notices", reason: reason ?? i18next.t("kyc.noReason") }),
    href: paths.real,
    action: i18next.t("kyc.open", { ns: "notices" }),
    dismiss: i18next.t("dismiss", { ns: "notices" }),
  });
}

/**
 * "BTC/USDT 30s Up: won +2 USDT" (or lost, or a draw), in the user's gain or loss colour, linking to the
 * order's result. The order is read as `get_result` answers it (the message names it only), into the
 * query the result screen reads (`orderKey`: the seconds orders' key, then "one" and the id); once per
 * order, only the session's own.
 */
async function secondsSettled(message: SecondsMessage, orderKey: readonly unknown[]): Promise<void> {
  const key = `${message.channel}:${message.order.id}`;
  if (told.has(key) || !forThisSession(message)) return;
  told.add(key);
  const id = message.order.id;
  const [order] = await Promise.all([
    queryClient.fetchQuery({
      queryKey: orderKey,
      queryFn: () =>
        request<SecondsOrder>("/microtrade/get_result", { method: "GET", params: { id }, silent: true }),
    }),
    texts(),
  ]);
  if (!order.result || order.fact_profits === null) return;
  const coin = order.currency_name;
  const profit = truncateDecimal(order.fact_profits.replace(/^-/, ""), SHOWN_DECIMALS);
  const values = {
    ns: "notices" as const,
    pair: order.symbol,
    duration: i18next.t("seconds", { ns: "seconds", n: order.seconds }),
    direction: i18next.t(order.direction === "down" ? "down" : "up", { ns: "seconds" }),
    amount: `${order.result === "win" ? "+" : "\u2212"}${profit} ${coin}`,
  };
  showLiveToast({
    key: `seconds:${key}`,
    kind: "seconds",
    tone: order.result === "win" ? "up" : order.result === "loss" ? "down" : "flat",
    text:
      order.result === "win"
        ? i18next.t("seconds.win", values)
        : order.result === "loss"
          ? i18next.t("seconds.loss", values)
          : i18next.t("seconds.tie", values),
    href: secondsDetailPath(order.id),
    action: i18next.t("seconds.open", { ns: "notices" }),
    dismiss: i18next.t("dismiss", { ns: "notices" }),
  });
}

/**
 * What the other party of a P2P order did ("Bea Buyer placed order 12 on your ad…", a message, "paid"),
 * linking to the order; nothing for one's own action or while that order's screen is open. The texts and
 * the notice list are the P2P feature's, fetched with it.
 */
async function p2pChanged(message: P2pMessage): Promise<void> {
  if (!forThisSession(message)) return;
  const [{ p2pLiveNotice }] = await Promise.all([import("../features/p2p/model/live-notice"), texts()]);
  const notice = await p2pLiveNotice(message);
  if (!notice || told.has(notice.key)) return;
  told.add(notice.key);
  showLiveToast({
    ...notice,
    kind: "p2p",
    tone: "flat",
    dismiss: i18next.t("dismiss", { ns: "notices" }),
  });
}
