import type {
  SecondsAdminDuration as Duration,
  SecondsStakeCurrency as StakeCurrency,
} from "@bourse/contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { request } from "../../../api/client";

const durationsKey = ["admin", "seconds", "durations"] as const;
const currenciesKey = ["admin", "seconds", "currencies"] as const;

/**
 * The answers' shapes (contract `SecondsAdminDuration`, `SecondsStakeCurrency`): a duration with its
 * payout rate in percent ("20"), stake limits (decimal text) and sort (lower comes first in the app); a
 * currency stakes can be paid in, with its preset stakes as a comma list ("10,50,100").
 */
export type {
  SecondsAdminDuration as Duration,
  SecondsStakeCurrency as StakeCurrency,
} from "@bourse/contract";

export type DurationInput = Omit<Duration, "seconds" | "sort"> & { sort?: number };

export type StakeCurrencyInput = Pick<StakeCurrency, "numbers" | "enabled">;

/** `GET /admin/seconds/durations`: every duration, offered or not (admin only). */
export function useDurations() {
  return useQuery({
    queryKey: durationsKey,
    queryFn: () => request<Duration[]>("/admin/seconds/durations"),
  });
}

/** `GET /admin/seconds/currencies`: the stake currencies with their presets (admin only). */
export function useStakeCurrencies() {
  return useQuery({
    queryKey: currenciesKey,
    queryFn: () => request<StakeCurrency[]>("/admin/seconds/currencies"),
  });
}

/**
 * `PUT /admin/seconds/durations/:seconds` to change a duration, or `POST /admin/seconds/durations`
 * with `seconds` to offer a new one; audited. A change applies to the next order: placed orders keep
 * their rate. Answers the server's confirmation text; the form shows a refusal itself.
 */
export function useSaveDuration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ seconds, isNew, ...input }: DurationInput & { seconds: number; isNew: boolean }) =>
      isNew
        ? request<string>("/admin/seconds/durations", { method: "POST", body: { seconds, ...input } })
        : request<string>(`/admin/seconds/durations/${seconds}`, { method: "PUT", body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: durationsKey }),
  });
}

/** `PUT /admin/seconds/currencies/:id {numbers, enabled}`; audited. */
export function useSaveStakeCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...input }: StakeCurrencyInput & { id: number }) =>
      request<string>(`/admin/seconds/currencies/${id}`, { method: "PUT", body: input }),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currenciesKey }),
  });
}
