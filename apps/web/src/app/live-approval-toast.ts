/**
 * An operator's decision on one of the user's applications (a merchant store, a copy trader, a king
 * manager, a loan under review) as a notice at the top of whatever screen is open, linking to the screen
 * that shows it. Loaded with the other pushed notices (app/live-notice-toasts.ts), never on the first
 * screen.
 */
import type { UserMessage } from "@bourse/contract/realtime";
import i18next from "i18next";
import { showLiveToast } from "../ui/live-toast";
import { copyPaths } from "./lines/copy-paths";
import { earnPaths } from "./lines/earn-paths";
import { growthPaths } from "./lines/growth-paths";
import { p2pPaths } from "./lines/p2p-paths";

type ApprovalMessage = Extract<UserMessage, { kind: "approval" }>;

/** The screen that shows each line's application. */
const SCREEN = {
  merchant: p2pPaths.legalStore,
  trader: copyPaths.followJoin,
  king: growthPaths.share,
  loan: earnPaths.loanOrder,
} as const;

/** "Your merchant store was approved" or "… was rejected: <reason>"; the `notices` texts are loaded. */
export function approvalDecided(message: ApprovalMessage): void {
  const { line, id, state, reason } = message.approval;
  const ns = "notices" as const;
  showLiveToast({
    key: `approval:${line}:${id}`,
    kind: "approval",
    tone: "flat",
    text:
      state === "approved"
        ? i18next.t(`approval.${line}.approved`, { ns })
        : reason
          ? i18next.t(`approval.${line}.rejectedFor`, { ns, reason })
          : i18next.t(`approval.${line}.rejected`, { ns }),
    href: SCREEN[line],
    action: i18next.t("approval.open", { ns }),
    dismiss: i18next.t("dismiss", { ns }),
  });
}
