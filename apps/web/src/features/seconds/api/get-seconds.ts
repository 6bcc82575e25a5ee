import type { SecondsDuration as Duration } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

export type { SecondsDuration as Duration } from "@bourse/contract";

/** `GET /microtrade/seconds`: the durations on offer, each with its payout rate and stake limits. */
export function getSeconds(): Promise<Duration[]> {
  return request<Duration[]>("/microtrade/seconds", { method: "GET", silent: true });
}

export function useDurations() {
  return useQuery({ queryKey: ["seconds", "durations"], queryFn: getSeconds, staleTime: 60_000 });
}
