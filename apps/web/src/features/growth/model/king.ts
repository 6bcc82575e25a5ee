/**
 * King managers (docs/growth-api.md, PRODUCT-RULES "Growth"): an inviter with enough invitees who
 * traded (100 direct, or 500 over levels 1–3, as the server's thresholds say) may apply; an operator
 * approves or rejects the application.
 */

/** How far a count is toward its threshold, from 0 to 1 (1 at or past it; 1 for a threshold of 0). */
export function progressShare(count: number, threshold: number): number {
  if (!(threshold > 0)) return 1;
  return Math.min(1, Math.max(0, count / threshold));
}

/** An application's states: in review, approved, rejected (with the operator's reason). */
export const KING_STATES = ["review", "approved", "rejected"] as const;
export type KingState = (typeof KING_STATES)[number];
export const isKingState = (state: string): state is KingState =>
  (KING_STATES as readonly string[]).includes(state);

/** What the apply button does: apply, or why it cannot. */
export type KingAction = "apply" | "king" | "review" | "notEligible";

export function kingAction(status: {
  king: boolean;
  eligible: boolean;
  application: { state: string } | null;
}): KingAction {
  if (status.king) return "king";
  if (status.application?.state === "review") return "review";
  return status.eligible ? "apply" : "notEligible";
}

/** The most a note to the operator may hold (the contract's limit). */
export const NOTE_MAX = 500;
