import type { CockpitDashboard, CockpitPeriod } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

export type {
  CockpitCoverage,
  CockpitDashboard,
  CockpitHouseResult,
  CockpitMoneyFlow,
  CockpitPeriod,
  CockpitQueue,
  CockpitSpotMarket,
} from "@bourse/contract";

/** The periods every figure is given for (the contract's `COCKPIT_PERIODS`), in the switch's order. */
export const PERIODS = ["today", "d7", "d30"] as const satisfies readonly CockpitPeriod[];

export const dashboardKey = ["admin", "dashboard"] as const;

/** The dashboard is live: it reads again this often while it is open (the server keeps an answer 5 s). */
export const DASHBOARD_POLL_MS = 10_000;

/** `GET /admin/dashboard`: every figure of the first page, for today, 7 and 30 days. */
export function useDashboard() {
  return useQuery({
    queryKey: dashboardKey,
    queryFn: () => request<CockpitDashboard>("/admin/dashboard"),
    refetchInterval: DASHBOARD_POLL_MS,
  });
}
