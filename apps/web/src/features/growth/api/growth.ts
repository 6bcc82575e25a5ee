import type {
  BonusOverview as BonusOverviewSchema,
  BonusRow as BonusRowSchema,
  KingStatus as KingStatusSchema,
  RebatePage,
  ShareInfo,
} from "@bourse/contract";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import type { Static } from "typebox";
import { request } from "../../../api/client";
import { queryClient } from "../../../api/query-client";
import { clockOffset } from "../../../ui/server-clock";
import { nextPage, type RebateTab, tabLevel } from "../model/share";

/**
 * The invitation calls (docs/growth-api.md). Amounts and rates are decimal text, shown as sent (cut by
 * the app's formatter); times are ISO 8601 UTC.
 *
 * Everything lives under `growthKey`, inside `["wallet"]`: a rebate is paid to one's spot account, so
 * the user channel (api/realtime.ts), which refetches `["wallet"]` on every balance event, brings the
 * new rebate onto the screens without a reload.
 */
export const growthKey = ["wallet", "growth"] as const;

/** `POST /user/getRebate` pages; the last page is the one the answer's `pages` names. */
export const REBATE_PAGE_LIMIT = 20;

/**
 * The invitation answers' shapes, declared once in the contract (`packages/contract/src/growth.ts`):
 * `POST /user/getShareInfo` (one's code and link, invitees per level, one's rates by level, the rebates
 * received per coin: in all, since 00:00 UTC and from each level) and a page of the rebates one received
 * (`POST /user/getRebate`), each with the fee it came from and the invitee, masked.
 */
export type { Rebate, RebatePage, ShareInfo } from "@bourse/contract";

/** One's code, link, invitees, rates and rebates, with the offset of the server's clock. */
export function useShareInfo() {
  return useQuery({
    queryKey: [...growthKey, "share"],
    queryFn: async () => {
      const info = await request<ShareInfo>("/user/getShareInfo", { silent: true });
      return { ...info, offset: clockOffset(info.now, Date.now()) };
    },
  });
}

/** One's rebates of a tab's level (every level for "all"), newest first, page by page. */
export function useRebates(tab: RebateTab) {
  return useInfiniteQuery({
    queryKey: [...growthKey, "rebates", tab],
    queryFn: ({ pageParam }) =>
      request<RebatePage>("/user/getRebate", {
        params: { level: tabLevel(tab), page: pageParam, limit: REBATE_PAGE_LIMIT },
        silent: true,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

// ---------------------------------------------------------------- king managers, bonus, coupons

/** `GET /api/growth/king`: one's rank, counts and thresholds, both rate sets and the last application. */
export type KingStatus = Static<typeof KingStatusSchema>;
/** `GET /api/growth/bonus`: the tasks for the caller, whether one is verified, one's experience funds. */
export type BonusOverview = Static<typeof BonusOverviewSchema>;
export type BonusRow = Static<typeof BonusRowSchema>;
export type Experience = BonusOverview["experience"];

/**
 * The server's time, when an answer carries one (`now`), as the offset of this device's clock
 * (ui/server-clock.ts); 0 otherwise, and the countdowns read this device's clock.
 */
const offsetOf = (answer: unknown) => clockOffset((answer as { now?: string } | null)?.now, Date.now());

const kingKey = [...growthKey, "king"] as const;
const bonusKey = [...growthKey, "bonus"] as const;

/** One's king manager standing. */
export function useKingStatus() {
  return useQuery({
    queryKey: kingKey,
    queryFn: () => request<KingStatus>("/growth/king", { method: "GET", silent: true }),
  });
}

/**
 * `POST /api/growth/king/apply {note?}`; refusals (`GROWTH_KING_NOT_ELIGIBLE`, `GROWTH_KING_PENDING`,
 * `GROWTH_KING_ALREADY`) are toasted as the server words them, and the standing is read again.
 */
export async function applyKing(note: string): Promise<void> {
  try {
    await request<unknown>("/growth/king/apply", { params: { note: note.trim() || undefined } });
  } finally {
    void queryClient.invalidateQueries({ queryKey: kingKey });
  }
}

/** The new-user bonus tasks and one's experience funds, with the offset of the server's clock. */
export function useBonus() {
  return useQuery({
    queryKey: bonusKey,
    queryFn: async () => {
      const overview = await request<BonusOverview>("/growth/bonus", { method: "GET", silent: true });
      return { ...overview, offset: offsetOf(overview) };
    },
  });
}

/**
 * `POST /api/growth/bonus/claim {key}`: the row as it is now (claimed). A refusal is toasted as the
 * server words it; either way the tasks and balances are read again (`["wallet"]`).
 */
export async function claimBonus(key: string): Promise<BonusRow> {
  try {
    return await request<BonusRow>("/growth/bonus/claim", { params: { key } });
  } finally {
    void queryClient.invalidateQueries({ queryKey: ["wallet"] });
  }
}
