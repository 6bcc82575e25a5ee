import { useInfiniteQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { Coupon, CouponListState, CouponPage } from "../../../api/get-coupons";
import { queryClient } from "../../../api/query-client";
import { clockOffset } from "../../../ui/server-clock";
import { nextPage } from "../model/share";
import { growthKey } from "./growth";

/**
 * One's coupons on the coupon screen (docs/growth-api.md "Coupons"), under the key the order forms'
 * coupons share (`["wallet", "growth", "coupons"]`, api/get-coupons.ts): an order or a redemption
 * reads both again. The screen asks for its pages itself, so that the order forms' coupon code
 * (ui/fee-coupon-row.tsx) stays with the order screens.
 */

export type { Coupon };

/** Coupons per page on the coupon screen. */
export const COUPON_PAGE_LIMIT = 20;

/** One's coupons of a state, page by page, each page with the offset of the server's clock. */
export function useCoupons(state: CouponListState) {
  return useInfiniteQuery({
    queryKey: [...growthKey, "coupons", "list", state],
    queryFn: async ({ pageParam }) => {
      const page = await request<CouponPage>("/growth/coupons", {
        method: "GET",
        params: { state, page: pageParam, limit: COUPON_PAGE_LIMIT },
        silent: true,
      });
      return { ...page, offset: clockOffset(page.now, Date.now()) };
    },
    initialPageParam: 1,
    getNextPageParam: nextPage,
  });
}

/**
 * `POST /api/growth/coupons/redeem {id}`: credits a bonus coupon to the spot account and answers the
 * coupon as used. Either way the coupons and balances are read again (`["wallet"]`).
 */
export async function redeemCoupon(id: number): Promise<Coupon> {
  try {
    return await request<Coupon>("/growth/coupons/redeem", { params: { id } });
  } finally {
    void queryClient.invalidateQueries({ queryKey: ["wallet"] });
  }
}
