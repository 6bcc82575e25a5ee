import { randomUUID } from "node:crypto";
import type { CoinAmount, LockAdminOrder, LockOrder, LockSummary } from "@bourse/contract";
import { earlyRedemption, lockDailyRateRisky, lockSchedule, yieldForDay } from "@bourse/engine";
import { parse } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import { iso } from "../../db/columns.ts";
import type { Db, Queryable } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import type { AskApproval } from "../approvals/index.ts";
import { registerLockCommands } from "./lockmining.commands.ts";
import { type LiveOrder, type LockState, loadLock } from "./lockmining.store.ts";

/** What a second operator's approval of a risky daily rate applies: the first operator's save. */
export interface PlanApproval {
  id: number | null;
  input: PlanInput;
}

export interface PlanInput {
  currency_id: number;
  daily_rate: string;
  days: number;
  min_amount: string;
  max_amount: string;
  quota: string;
  penalty_rate: string;
  enabled: boolean;
}

const rateText = (r: { num: bigint; den: bigint }, scale: number) =>
  unitsToDecimal((r.num * 10n ** BigInt(scale)) / r.den, scale);

/**
 * Lock mining: plans an operator set, orders that lock an amount in the financial account, a daily
 * yield paid at each 00:00 UTC by the scheduler's job `lock-yield` (`payDay`), the principal back at
 * maturity, and early redemption minus the plan's penalty (engine `earn/lock.ts` for every figure).
 */
export async function createLockService({ db, core }: { db: Db; core: Core }) {
  const state: LockState = await loadLock(db);
  core.onReload(async (q: Queryable) => {
    const next = await loadLock(q);
    state.plans = next.plans;
    state.orders = next.orders;
    state.ids.order = Math.max(state.ids.order, next.ids.order);
    state.ids.plan = Math.max(state.ids.plan, next.ids.plan);
  });
  const commands = registerLockCommands(core, state);
  let secondApproval: AskApproval<PlanApproval> | undefined;

  /** The plans open to orders, with what is left of each quota. */
  async function config() {
    const names = new Map(
      (await db.query<{ id: number; name: string }>("SELECT id, name FROM currencies")).map((c) => [
        c.id,
        c.name,
      ]),
    );
    return [...state.plans.values()]
      .filter((p) => p.enabled)
      .sort((a, b) => a.days - b.days || a.id - b.id)
      .map((p) => {
        const t = (v: bigint) => unitsToDecimal(v, p.scale);
        return {
          id: p.id,
          currency_id: p.currencyId,
          currency_name: names.get(p.currencyId) ?? "",
          /** the coin's decimals: amounts have at most these */
          decimals: p.scale,
          daily_rate: p.dailyRateText,
          days: p.days,
          min_amount: t(p.min),
          max_amount: t(p.max),
          quota: t(p.quota),
          remaining: p.quota > 0n ? t(p.quota - p.locked) : null,
          penalty_rate: p.penaltyRateText,
          /** what one whole coin earns a day (rounded down to the coin's unit) */
          daily_yield_per_1: rateText(p.dailyRate, p.scale),
        };
      });
  }

  /** Locks `amount` (the coin's decimals at most) under a plan from the user's financial account. */
  async function buy(
    userId: number,
    planId: number,
    amountText: string,
  ): Promise<Outcome<{ id: number; maturity: string }>> {
    const p = state.plans.get(planId);
    if (!p?.enabled) return failure("LOCK_PLAN_NOT_FOUND");
    const amount = parse(amountText.trim(), p.scale);
    if (!amount.ok || amount.value.units <= 0n) return failure("REQUEST_INVALID_FIELD", { field: "amount" });
    const answer = await core.submit(
      commands.buy,
      { plan: planId, amount: String(amount.value.units) },
      { user: userId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** Redeems an active order early: the principal minus the penalty comes back now. */
  async function redeem(userId: number, orderId: number) {
    const answer = await core.submit(commands.redeem, { order: orderId }, { user: userId });
    return answer.ok ? success(answer.reply) : answer;
  }

  /** What an early redemption of an active order returns now (the app shows it before confirming). */
  function redemption(o: LiveOrder) {
    const r = earlyRedemption({ principal: o.amount, penaltyRate: o.penaltyRate });
    return { penalty: unitsToDecimal(r.penalty, o.scale), returned: unitsToDecimal(r.returned, o.scale) };
  }

  /**
   * The scheduler's `lock-yield` for `day`: every active order is paid each of its payout days up to
   * `day` it has not been paid (`lock-yield:<order>:<day>`, oldest first), and an order whose maturity
   * has been paid gets its principal back (`lock-mature:<order>`). A command that throws fails the day.
   */
  async function payDay(day: string) {
    if (!core.leading) return;
    await Promise.all(
      [...state.orders.values()].map(async (o) => {
        const { payoutDays } = lockSchedule({ startDay: o.startDay, days: o.days });
        for (const d of payoutDays) {
          if (d > day) break;
          if (o.paidThrough !== null && d <= o.paidThrough) continue;
          await core.submit(
            commands.pay,
            { order: o.id, day: d },
            { system: "lock-yield" },
            `lock-yield:${o.id}:${d}`,
          );
        }
        if (o.maturity <= day && o.paidThrough === o.maturity)
          await core.submit(
            commands.mature,
            { order: o.id },
            { system: "lock-yield" },
            `lock-mature:${o.id}`,
          );
      }),
    );
  }

  /** The user's orders, newest first: active ones with what an early redemption returns now. */
  async function orders(userId: number, status: "active" | "ended" | undefined, page: number, limit: number) {
    const rows = await db.query<Omit<LockOrder, "daily_yield" | "early_redemption">>(
      `SELECT o.id::int AS id, o.plan_id, o.currency_id, c.name AS currency_name, trim_scale(o.amount)::text AS amount,
         trim_scale(o.daily_rate)::text AS daily_rate, o.days, trim_scale(o.penalty_rate)::text AS penalty_rate,
         to_char(o.start_day, 'YYYY-MM-DD') AS start_day, to_char(o.maturity, 'YYYY-MM-DD') AS maturity, o.status,
         trim_scale(o.yield_paid)::text AS yield_paid, o.days_paid, trim_scale(o.penalty)::text AS penalty,
         ${iso("o.created_at")} AS created_at, ${iso("o.ended_at")} AS ended_at,
         coalesce((SELECT json_agg(json_build_object('day', to_char(y.day, 'YYYY-MM-DD'), 'amount', trim_scale(y.amount)::text)
           ORDER BY y.day) FROM lock_yields y WHERE y.order_id = o.id), '[]') AS yields
       FROM lock_orders o JOIN currencies c ON c.id = o.currency_id
       WHERE o.user_id = $1 AND ($2::text IS NULL OR ($2 = 'active') = (o.status = 'active'))
       ORDER BY o.id DESC LIMIT $3 OFFSET $4`,
      [userId, status ?? null, limit, (page - 1) * limit],
    );
    return {
      page,
      data: rows.map((r) => {
        const live = state.orders.get(r.id);
        return {
          ...r,
          daily_yield: live ? unitsToDecimal(yieldForDay(live.amount, live.dailyRate), live.scale) : null,
          early_redemption: live ? redemption(live) : null,
        };
      }),
    };
  }

  /**
   * An operator creates (`id` null) or changes a plan; every figure is checked, naming its field. A daily
   * rate above the usual (engine `lockDailyRateRisky`) waits for a second operator (`APPROVAL_PENDING`)
   * unless it stays as it was; `secondApproved` is that operator's approval applying the same save.
   */
  async function savePlan(
    operatorId: number,
    id: number | null,
    input: PlanInput,
    ip: string,
    secondApproved = false,
  ) {
    const [c] = await db.query<{ decimals: number }>("SELECT decimals FROM currencies WHERE id = $1", [
      input.currency_id,
    ]);
    if (!c) return failure("REQUEST_INVALID_FIELD", { field: "currency_id" });
    const amount = (field: "min_amount" | "max_amount" | "quota") => {
      const v = parse(input[field].trim(), c.decimals);
      return v.ok && v.value.units >= 0n ? v.value.units : undefined;
    };
    const min = amount("min_amount");
    if (min === undefined || min === 0n) return failure("REQUEST_INVALID_FIELD", { field: "min_amount" });
    const max = amount("max_amount");
    if (max === undefined || max < min) return failure("REQUEST_INVALID_FIELD", { field: "max_amount" });
    const quota = amount("quota");
    if (quota === undefined) return failure("REQUEST_INVALID_FIELD", { field: "quota" });
    const daily = input.daily_rate.trim();
    if (!/^0\.[0-9]{1,8}$/.test(daily) || /^0\.0*$/.test(daily))
      return failure("REQUEST_INVALID_FIELD", { field: "daily_rate" });
    const penalty = input.penalty_rate.trim();
    if (!/^(0(\.[0-9]{1,4})?|1)$/.test(penalty))
      return failure("REQUEST_INVALID_FIELD", { field: "penalty_rate" });
    const current = id === null ? undefined : state.plans.get(id);
    if (!secondApproved && secondApproval && lockDailyRateRisky(daily) && current?.dailyRateText !== daily)
      return secondApproval({
        maker: { id: operatorId },
        subject: id === null ? `lock_plan:new:${randomUUID()}` : `lock_plan:${id}`,
        payload: { id, input },
        summary: {
          target: id === null ? "New lock plan" : `Lock plan #${id}`,
          changes: [{ field: "daily_rate", from: current?.dailyRateText ?? null, to: daily }],
        },
        ip,
      });
    const answer = await core.submit(
      commands.savePlan,
      {
        id,
        currency: input.currency_id,
        scale: c.decimals,
        dailyRate: daily,
        days: input.days,
        min: String(min),
        max: String(max),
        quota: String(quota),
        penaltyRate: penalty,
        enabled: input.enabled,
        ip,
      },
      { operator: operatorId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** Every plan with what its active orders lock (the console). */
  async function plans() {
    const names = new Map(
      (await db.query<{ id: number; name: string }>("SELECT id, name FROM currencies")).map((c) => [
        c.id,
        c.name,
      ]),
    );
    return [...state.plans.values()]
      .sort((a, b) => a.id - b.id)
      .map((p) => {
        const t = (v: bigint) => unitsToDecimal(v, p.scale);
        return {
          id: p.id,
          currency_id: p.currencyId,
          currency_name: names.get(p.currencyId) ?? "",
          daily_rate: p.dailyRateText,
          days: p.days,
          min_amount: t(p.min),
          max_amount: t(p.max),
          quota: t(p.quota),
          locked: t(p.locked),
          penalty_rate: p.penaltyRateText,
          enabled: p.enabled,
        };
      });
  }

  /** The latest orders of every user (the console), newest first. */
  async function allOrders(status: "active" | "ended" | undefined, limit = 100) {
    return db.query<LockAdminOrder>(
      `SELECT o.id::int AS id, o.user_id::int AS user_id, u.email, o.plan_id, c.name AS currency_name,
         trim_scale(o.amount)::text AS amount, o.days, o.status, o.days_paid, trim_scale(o.yield_paid)::text AS yield_paid,
         trim_scale(o.penalty)::text AS penalty, to_char(o.start_day, 'YYYY-MM-DD') AS start_day,
         to_char(o.maturity, 'YYYY-MM-DD') AS maturity
       FROM lock_orders o JOIN users u ON u.id = o.user_id JOIN currencies c ON c.id = o.currency_id
       WHERE $1::text IS NULL OR ($1 = 'active') = (o.status = 'active')
       ORDER BY o.id DESC LIMIT $2`,
      [status ?? null, limit],
    );
  }

  /** One's lock mining for the financial overview: orders by state, what is locked and the yield paid. */
  async function summary(userId: number): Promise<LockSummary> {
    const [counts] = await db.query<{ active: number; ended: number }>(
      `SELECT count(*) FILTER (WHERE status = 'active')::int AS active,
         count(*) FILTER (WHERE status <> 'active')::int AS ended FROM lock_orders WHERE user_id = $1`,
      [userId],
    );
    const locked = await db.query<CoinAmount>(
      `SELECT o.currency_id, c.name AS currency_name, trim_scale(sum(o.amount))::text AS amount
       FROM lock_orders o JOIN currencies c ON c.id = o.currency_id
       WHERE o.user_id = $1 AND o.status = 'active' GROUP BY o.currency_id, c.name ORDER BY c.name`,
      [userId],
    );
    const paid = await db.query<CoinAmount>(
      `SELECT o.currency_id, c.name AS currency_name, trim_scale(sum(o.yield_paid))::text AS amount
       FROM lock_orders o JOIN currencies c ON c.id = o.currency_id
       WHERE o.user_id = $1 AND o.yield_paid > 0 GROUP BY o.currency_id, c.name ORDER BY c.name`,
      [userId],
    );
    return { active: counts?.active ?? 0, ended: counts?.ended ?? 0, locked, yield_paid: paid };
  }

  return {
    state,
    commands,
    config,
    buy,
    redeem,
    payDay,
    orders,
    savePlan,
    plans,
    allOrders,
    summary,
    /** Risky daily rates go to a second operator through this (see `savePlan`). */
    useSecondApproval(ask: AskApproval<PlanApproval>) {
      secondApproval = ask;
    },
  };
}

export type LockService = Awaited<ReturnType<typeof createLockService>>;
