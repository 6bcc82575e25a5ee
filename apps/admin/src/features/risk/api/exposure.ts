import type { Exposure, ExposureLimitsBody, SecondsStakeCurrency } from "@bourse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";

export type {
  Exposure,
  ExposureAlert,
  ExposureLimitsBody,
  LeverExposure,
  SecondsExpiryExposure,
  SecondsExposure,
} from "@bourse/contract";

export const exposureKey = ["admin", "exposure"] as const;

/** The exposure page follows the book: the figures refetch this often while the page is open. */
export const EXPOSURE_POLL_MS = 5_000;

/** `GET /admin/exposure`: per market the house's position and limits, seconds expiries, open alerts. */
export function useExposure() {
  return useQuery({
    queryKey: exposureKey,
    queryFn: () => request<Exposure>("/admin/exposure"),
    refetchInterval: EXPOSURE_POLL_MS,
  });
}

/** `POST /admin/exposure/limits`: a market's limits (admins; audited). Null clears a limit. */
export function useSetLimits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ExposureLimitsBody) =>
      request<string>("/admin/exposure/limits", { method: "POST", body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exposureKey }),
  });
}

/** `POST /admin/exposure/alerts/:id/resolve`: the alert leaves the open list (admins; audited). */
export function useResolveExposureAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<string>(`/admin/exposure/alerts/${id}/resolve`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: exposureKey }),
  });
}

/** `GET /admin/seconds/currencies`: the currencies a seconds stake (and so a payout limit) is in (admins). */
export function useStakeCurrencies(enabled: boolean) {
  return useQuery({
    queryKey: ["admin", "seconds", "currencies"],
    queryFn: () => request<SecondsStakeCurrency[]>("/admin/seconds/currencies"),
    enabled,
  });
}
