import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";
import type { KycApplication, Page } from "../../../api/types";

export const kycKey = ["admin", "kyc"] as const;

export type KycQueue = "review" | "approved" | "rejected";

/** `GET /admin/kyc?state&page&limit`: the review queue oldest first, decided ones newest first. */
export function useKycApplications(state: KycQueue, page: number, limit: number) {
  return useQuery({
    queryKey: [...kycKey, state, page, limit],
    queryFn: () => request<Page<KycApplication>>("/admin/kyc", { query: { state, page, limit } }),
    placeholderData: keepPreviousData,
  });
}
