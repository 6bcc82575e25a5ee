import type { CouponPage } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "./client";

export type { Coupon, CouponPage } from "@bourse/contract";

/**
 * One's coupons (`GET /api/growth/coupons`, docs/growth-api.md), read by the spot and contract order
 * forms (the available ones, to discount the order's fee; ui/fee-coupon-row.tsx). Here rather than in
 * a feature, so that both lines share one query without importing each other; the coupon screen
 * (features/growth) asks for its pages under the same key.
 *
 * The key lives inside `["wallet"]`: an order or a redemption refetches `["wallet"]`, and so do the
 * user channel's balance events (api/realtime.ts), which brings a used coupon off the lists.
 */
export const couponsKey = ["wallet", "growth", "coupons"] as const;

/** The states the list is asked for; `upcoming` coupons come with the available ones. */
export type CouponListState = "available" | "used" | "expired";

/** The most one page holds (the contract's limit). */
export const COUPON_PAGE_MAX = 100;

/** `GET /api/growth/coupons {state, page, limit}`. */
export function getCoupons(state: CouponListState, page: number, limit: number): Promise<CouponPage> {
  return request<CouponPage>("/growth/coupons", {
    method: "GET",
    params: { state, page, limit },
    silent: true,
  });
}

/**
 * One's available coupons for an order form (the first page of up to 100, which is every one a user
 * practically holds); nothing is asked while `enabled` is false (a guest).
 */
export function useAvailableCoupons(enabled: boolean) {
  return useQuery({
    queryKey: [...couponsKey, "order"],
    queryFn: async () => (await getCoupons("available", 1, COUPON_PAGE_MAX)).data,
    enabled,
    staleTime: 30_000,
  });
}
