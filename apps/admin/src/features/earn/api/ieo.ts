import type * as contract from "@bourse/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Static } from "typebox";
import { request } from "../../../api/client";
import { useRecords, useSaveRecord } from "./records";

const ieoKey = ["admin", "ieo"] as const;

export type IeoState = contract.IeoState;

/** A project's terms as the console sends them (create and update; docs/earn-api.md "IEO calls"). */
export type IeoProjectBody = Static<typeof contract.IeoProjectBody>;

/**
 * A project with its figures (`GET /admin/ieo/projects`), the allocation's totals (null before it ran)
 * and a subscription with its user (`GET /admin/ieo/subscriptions`), as the contract declares them
 * (`packages/contract/src/ieo.ts`): amounts are decimal text, times ISO 8601; a project's `status` is
 * `warmup` also before `warmup_at` (not listed to users yet); a subscription's figures are null until
 * the allocation.
 */
export type IeoProject = contract.IeoProject;
export type IeoTotals = contract.IeoTotals;
export type IeoSubscription = contract.IeoAdminSubscription;
export type IeoSubscriptionStatus = contract.IeoSubscriptionStatus;

/** `GET /admin/ieo/projects`: every project with its figures, scheduled, open, finished or closed. */
export const useIeoProjects = () => useRecords<IeoProject>(ieoKey, "/admin/ieo/projects");

/** `GET /admin/ieo/subscriptions?project_id`: the subscriptions with their users, of one project or all. */
export const useIeoSubscriptions = (projectId: number | null) =>
  useRecords<IeoSubscription>(ieoKey, "/admin/ieo/subscriptions", { project_id: projectId });

/** `POST /admin/ieo/projects[/:id]`: creates a project (and its token's currency) or changes one. */
export const useSaveIeoProject = () => useSaveRecord<IeoProjectBody>(ieoKey, "/admin/ieo/projects");

/** `POST /admin/ieo/projects/:id/close`: calls a project off before its allocation; every subscription refunded. */
export function useCloseIeoProject() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => request<unknown>(`/admin/ieo/projects/${id}/close`, { method: "POST" }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ieoKey }),
  });
}
