import type * as contract from "@bourse/contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Static } from "typebox";
import { request } from "../../../api/client";
import type { Page } from "../../../api/types";

/**
 * The console's growth calls (docs/growth-api.md "Console", role as the other money features): a
 * user's invitation tree, rebate rates, king manager applications, the new-user bonus rules, coupon
 * issues and the campaign report. Every change fetches all of them again (counts cross tabs).
 */
export const growthKey = ["admin", "growth"] as const;

/**
 * The contract's literal unions (states, kinds, tasks, segments) are restated from its `as const`
 * lists, type-only: `Static` of its `Literals(...)` helper reads as `never` (an array, not a tuple, of
 * literals), so each shape below names those fields itself; they stay right once the helper is typed.
 */
export type KingState = (typeof contract.KING_STATES)[number];
export type BonusTask = (typeof contract.BONUS_TASKS)[number];
export type CouponKind = (typeof contract.COUPON_KINDS)[number];
export type CouponSegment = (typeof contract.COUPON_SEGMENTS)[number];
export type BonusKind = "cash" | "experience";
/** `T` with the fields of `F` as `F` has them. */
type With<T, F> = Omit<T, keyof F> & F;

export type InviteNode = Static<typeof contract.InviteNode>;
export type InviteTree = Static<typeof contract.AdminInviteTree>;
export type RebateRateChange = Static<typeof contract.RebateRateChange>;
export type RebateRates = Static<typeof contract.AdminRebateRates>;
export type RebateRatesBody = Static<typeof contract.AdminRebateRatesBody>;
export type KingApplication = With<Static<typeof contract.AdminKingApplication>, { state: KingState }>;
export type KingDecision = With<
  Static<typeof contract.AdminKingDecisionBody>,
  { decision: "approve" | "reject" }
>;
export type BonusRule = With<Static<typeof contract.AdminBonusRule>, { task: BonusTask; kind: BonusKind }>;
export type BonusSettings = With<Static<typeof contract.AdminBonusSettings>, { rules: BonusRule[] }>;
export type BonusRuleBody = Static<typeof contract.AdminBonusRuleBody>;
export type CouponIssueBody = With<
  Static<typeof contract.AdminCouponIssueBody>,
  { kind: CouponKind; segment: CouponSegment }
>;
export type CouponIssue = With<Static<typeof contract.AdminCouponIssue>, { kind: CouponKind }>;
type ReportBonus = With<
  Static<typeof contract.AdminGrowthReport>["bonus"][number],
  { task: BonusTask; kind: BonusKind }
>;
export type GrowthReport = With<
  Static<typeof contract.AdminGrowthReport>,
  { bonus: ReportBonus[]; coupons: CouponIssue[] }
>;

/** Restated from the contract (the console imports only its types). */
export const KING_STATES = ["review", "approved", "rejected"] as const satisfies readonly KingState[];
export const COUPON_KINDS = ["fee_discount", "bonus"] as const satisfies readonly CouponKind[];
export const COUPON_SEGMENTS = [
  "user",
  "all",
  "verified",
  "new",
  "traded",
  "task",
] as const satisfies readonly CouponSegment[];
export const BONUS_TASKS = [
  "kyc2",
  "first_deposit",
  "first_contract",
  "contract_tier",
  "invitee_deposit",
] as const satisfies readonly BonusTask[];

/** `GET /admin/growth/tree?user_id&depth`: the user, its inviters (levels 1–3 up) and invitees down to `depth`. */
export function useInviteTree(userId: number | null, depth: number) {
  return useQuery({
    queryKey: [...growthKey, "tree", userId, depth],
    queryFn: () => request<InviteTree>("/admin/growth/tree", { query: { user_id: userId, depth } }),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/growth/rates`: the rates in effect, every change before them, and the king thresholds. */
export function useRebateRates() {
  return useQuery({
    queryKey: [...growthKey, "rates"],
    queryFn: () => request<RebateRates>("/admin/growth/rates"),
  });
}

/** `GET /admin/growth/king?state&page&limit`: king manager applications with the applicant's counts now. */
export function useKingApplications(state: KingState, page: number, limit: number) {
  return useQuery({
    queryKey: [...growthKey, "king", state, page, limit],
    queryFn: () => request<Page<KingApplication>>("/admin/growth/king", { query: { state, page, limit } }),
    placeholderData: keepPreviousData,
  });
}

/** `GET /admin/growth/bonus`: the new-user bonus rules, the claim window and the experience funds' life. */
export function useBonusSettings() {
  return useQuery({
    queryKey: [...growthKey, "bonus"],
    queryFn: () => request<BonusSettings>("/admin/growth/bonus"),
  });
}

/** `GET /admin/growth/coupons?page&limit`: the coupon issues, newest first, with what became of them. */
export function useCouponIssues(page: number, limit: number) {
  return useQuery({
    queryKey: [...growthKey, "coupons", page, limit],
    queryFn: () => request<Page<CouponIssue>>("/admin/growth/coupons", { query: { page, limit } }),
    placeholderData: keepPreviousData,
  });
}

/** The most issues one page of `GET /admin/growth/coupons` holds (the contract's limit). */
const ISSUE_PAGE_MAX = 100;
/** How many such pages the task templates are looked for in (the newest 2,000 issues). */
const ISSUE_PAGES_READ = 20;

/**
 * The coupon issues of segment `task`, newest first: the templates a bonus rule can give out when its
 * task is claimed. The list has no segment filter, so its pages are read (100 a page) until the end.
 * Nothing is asked while `enabled` is false.
 */
export function useTaskCouponIssues(enabled = true) {
  return useQuery({
    queryKey: [...growthKey, "coupons", "task"],
    enabled,
    queryFn: async () => {
      const found: CouponIssue[] = [];
      for (let page = 1; page <= ISSUE_PAGES_READ; page++) {
        const answer = await request<Page<CouponIssue>>("/admin/growth/coupons", {
          query: { page, limit: ISSUE_PAGE_MAX },
        });
        found.push(...answer.data.filter((issue) => issue.segment === "task"));
        if (answer.data.length < ISSUE_PAGE_MAX || page >= answer.pages) break;
      }
      return found;
    },
  });
}

/** `GET /admin/growth/report`: what each part of the programme paid. */
export function useGrowthReport() {
  return useQuery({
    queryKey: [...growthKey, "report"],
    queryFn: () => request<GrowthReport>("/admin/growth/report"),
  });
}

/** A growth change (audited by the server): every growth list is fetched again. */
function useGrowthMutation<I, A = unknown>(call: (input: I) => Promise<A>, silent = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silent },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: growthKey }),
  });
}

/**
 * `POST /admin/growth/rates`: a new rate set, effective now (fees paid before keep their rates), with
 * the king thresholds. Silent: the form shows a refusal on the field the server names.
 */
export const useSaveRebateRates = () =>
  useGrowthMutation(
    (body: RebateRatesBody) => request<unknown>("/admin/growth/rates", { method: "POST", body }),
    true,
  );

/** `POST /admin/growth/king/:id {decision, reason?}`: the applicant becomes a king manager, or is told why not. */
export const useDecideKing = () =>
  useGrowthMutation((d: KingDecision & { id: number }) =>
    request<unknown>(`/admin/growth/king/${d.id}`, {
      method: "POST",
      body: { decision: d.decision, ...(d.reason ? { reason: d.reason } : {}) },
    }),
  );

/**
 * `POST /admin/growth/bonus/:id {reward, enabled, coupon_issue_id}`: applies to claims from now on;
 * `coupon_issue_id` is a `task` issue the rule also gives, or 0 for none.
 */
export const useSaveBonusRule = () =>
  useGrowthMutation(({ id, ...body }: BonusRuleBody & { id: number }) =>
    request<unknown>(`/admin/growth/bonus/${id}`, { method: "POST", body }),
  );

/** `POST /admin/growth/coupons`: issues coupons to one user or a segment; answers the issue. Silent: the form shows a refusal. */
export const useIssueCoupons = () =>
  useGrowthMutation(
    (body: CouponIssueBody) => request<CouponIssue>("/admin/growth/coupons", { method: "POST", body }),
    true,
  );
