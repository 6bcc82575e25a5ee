import type * as contract from "@bourse/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { Static } from "typebox";
import { request } from "../../../api/client";
import { useRecords, useSaveRecord } from "./records";

const ieoKey = ["admin", "ieo"] as const;

export type IeoState = contract.IeoState;

/** A project's terms as the console sends them (create and update; docs/earn-api.md "IEO calls"). */
export type IeoProjectBody = Static<typeof contract.IeoProjectBody>;

/** What the allocation did, once the subscription window has ended (null before). */
export interface IeoTotals {
  /** in tokens */
  demand: string;
  allocated: string;
  remainder: string;
  /** in the payment coin */
  subscribed: string;
  paid: string;
  refunded: string;
  oversubscribed: boolean;
}

/** A project with its figures (`GET /admin/ieo/projects`); amounts are decimal text, times ISO 8601. */
export interface IeoProject extends IeoProjectBody {
  id: number;
  /** the token's currency, created with the project */
  currency_id: number;
  pay_currency_name: string;
  pay_decimals: number;
  /** `warmup` also before `warmup_at` (not listed to users yet) */
  status: IeoState;
  settled: boolean;
  released: boolean;
  /** the payment frozen in all */
  subscribed: string;
  subscribers: number;
  /** supply × price */
  raise: string;
  /** subscribed ÷ raise, a percent with 2 decimals (may pass 100) */
  progress: string;
  totals: IeoTotals | null;
}

export type IeoSubscriptionStatus = "subscribed" | "allocated" | "refunded";

/** One user's subscription to a project (`GET /admin/ieo/subscriptions`). */
export interface IeoSubscription {
  id: number;
  project_id: number;
  project_name: string;
  token: string;
  user_id: number;
  email: string | null;
  /** frozen in all, in the payment coin */
  amount: string;
  pay_currency_name: string;
  status: IeoSubscriptionStatus;
  /** null until the allocation */
  tokens: string | null;
  paid: string | null;
  refund: string | null;
  hashed_id: string;
  created_at: string;
  released: boolean;
}

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
