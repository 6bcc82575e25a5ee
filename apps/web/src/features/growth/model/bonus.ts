/**
 * The new-user bonus (docs/growth-api.md "New-user bonus", PRODUCT-RULES "Growth"): the tasks as the
 * server states them for the caller, grouped for the screen, and the window left to claim one.
 */

import { compare } from "../../../ui/decimal";

/** The fields of a task row this screen reads (`BonusRow` of the contract). */
export interface BonusRowFields {
  key: string;
  task: string;
  min: string;
  state: string;
  claim_until: string | null;
}

/**
 * What the screen shows, in order: the single tasks (KYC level 2, the first deposit, the first
 * contract, then any task this app does not know yet), the first contract's tiers as one block by
 * threshold (only the highest reached pays), and the invitees' deposits as one block (the rule's own
 * row, then each invitee's). Empty blocks are left out.
 */
export type BonusBlock<R> = { kind: "tasks" | "tiers" | "invites"; rows: R[] };

const SINGLE = ["kyc2", "first_deposit", "first_contract"] as const;
const GROUPED = ["contract_tier", "invitee_deposit"] as const;

/** Tiers by threshold, compared exactly as decimals. */
const byThreshold = (a: BonusRowFields, b: BonusRowFields) => compare(a.min, b.min) ?? 0;

export function groupBonusRows<R extends BonusRowFields>(rows: readonly R[]): BonusBlock<R>[] {
  const known = new Set<string>([...SINGLE, ...GROUPED]);
  const tasks = [
    ...SINGLE.flatMap((task) => rows.filter((r) => r.task === task)),
    ...rows.filter((r) => !known.has(r.task)),
  ];
  const tiers = rows.filter((r) => r.task === "contract_tier").sort(byThreshold);
  const invites = rows.filter((r) => r.task === "invitee_deposit");
  const blocks: BonusBlock<R>[] = [
    { kind: "tasks", rows: tasks },
    { kind: "tiers", rows: tiers },
    // the rule's own row (no invitee in its key) first, then each invitee's in the server's order
    {
      kind: "invites",
      rows: [...invites.filter((r) => !r.key.includes(":")), ...invites.filter((r) => r.key.includes(":"))],
    },
  ];
  return blocks.filter((b) => b.rows.length > 0);
}

/** The ms left to claim a claimable row at `nowMs` (≤ 0 once the window is over); null for any other row. */
export function claimLeftMs(
  row: Pick<BonusRowFields, "state" | "claim_until">,
  nowMs: number,
): number | null {
  if (row.state !== "claimable" || !row.claim_until) return null;
  const until = Date.parse(row.claim_until);
  return Number.isFinite(until) ? until - nowMs : null;
}

/** The keys of claimable rows whose window has closed at `nowMs`, so that the screen reads them again. */
export function dueRows(rows: readonly BonusRowFields[], nowMs: number): string[] {
  return rows.filter((r) => (claimLeftMs(r, nowMs) ?? 1) <= 0).map((r) => `${r.key}:${r.claim_until}`);
}

/** The row states the screen has words for. */
export const BONUS_STATES = ["open", "claimable", "claimed", "expired", "missed", "taken"] as const;
export type BonusState = (typeof BONUS_STATES)[number];
export const isBonusState = (state: string): state is BonusState =>
  (BONUS_STATES as readonly string[]).includes(state);

/** The tasks the screen has words for. */
export const BONUS_TASKS = [
  "kyc2",
  "first_deposit",
  "first_contract",
  "contract_tier",
  "invitee_deposit",
] as const;
export type BonusTask = (typeof BONUS_TASKS)[number];
export const isBonusTask = (task: string): task is BonusTask =>
  (BONUS_TASKS as readonly string[]).includes(task);

/** Whether a missed row was about a deposit or a contract (which first event did not reach it). */
export function missedEvent(task: string): "deposit" | "contract" | null {
  if (task === "first_deposit" || task === "invitee_deposit") return "deposit";
  if (task === "first_contract" || task === "contract_tier") return "contract";
  return null;
}
