import type * as contract from "@bourse/contract";
import { useRecords, useSaveRecord } from "./records";

const lockKey = ["admin", "lock"] as const;

/**
 * A plan with what its active orders lock (`GET /admin/lock/plans`) and an order with its user
 * (`GET /admin/lock/orders`), as the contract declares them (`packages/contract/src/lockmining.ts`):
 * amounts and rates are decimal text (`daily_rate` 0.001 = 0.1 % a day; `quota` 0: no limit), days
 * "YYYY-MM-DD" UTC; an order's penalty is null unless it was redeemed early.
 */
export type LockPlan = contract.LockAdminPlan;
export type LockOrder = contract.LockAdminOrder;

export type PlanDraft = Omit<LockPlan, "id" | "currency_name" | "locked">;

/** `GET /admin/lock/plans`: every plan, open or closed. */
export const useLockPlans = () => useRecords<LockPlan>(lockKey, "/admin/lock/plans");

/** `GET /admin/lock/orders?status`: the latest orders of every user. */
export const useLockOrders = (status: "active" | "ended") =>
  useRecords<LockOrder>(lockKey, "/admin/lock/orders", { status });

/** `POST /admin/lock/plans[/:id]`: creates or changes a plan. */
export const useSaveLockPlan = () => useSaveRecord<PlanDraft>(lockKey, "/admin/lock/plans");
