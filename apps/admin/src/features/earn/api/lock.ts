import { useRecords, useSaveRecord } from "./records";

const lockKey = ["admin", "lock"] as const;

export interface LockPlan {
  id: number;
  currency_id: number;
  currency_name: string;
  /** the daily yield rate (0.001 = 0.1 % a day) */
  daily_rate: string;
  days: number;
  min_amount: string;
  max_amount: string;
  /** 0: no limit */
  quota: string;
  /** what the plan's active orders lock now */
  locked: string;
  penalty_rate: string;
  enabled: boolean;
}

export type PlanDraft = Omit<LockPlan, "id" | "currency_name" | "locked">;

export interface LockOrder {
  id: number;
  user_id: number;
  email: string | null;
  plan_id: number;
  currency_name: string;
  amount: string;
  days: number;
  status: "active" | "matured" | "redeemed";
  days_paid: number;
  yield_paid: string;
  penalty: string | null;
  start_day: string;
  maturity: string;
}

/** `GET /admin/lock/plans`: every plan, open or closed. */
export const useLockPlans = () => useRecords<LockPlan>(lockKey, "/admin/lock/plans");

/** `GET /admin/lock/orders?status`: the latest orders of every user. */
export const useLockOrders = (status: "active" | "ended") =>
  useRecords<LockOrder>(lockKey, "/admin/lock/orders", { status });

/** `POST /admin/lock/plans[/:id]`: creates or changes a plan. */
export const useSaveLockPlan = () => useSaveRecord<PlanDraft>(lockKey, "/admin/lock/plans");
