import { Id, RefId } from "@bourse/contract";
import { earlyRedemption, lockSchedule, systemAccount, userAccount, yieldForDay } from "@bourse/engine";
import { Type } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Accepted, Caller, HandlerContext } from "../../core/command.ts";
import { type Core, holdId } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import { failure } from "../../http/outcome.ts";
import { type LiveOrder, type LivePlan, type LockState, rate } from "./lockmining.store.ts";

/**
 * Lock mining's commands, as data: an order locks its amount in the financial account (a hold); each
 * day's yield is paid by the house to the financial account (`lock.yield`, key
 * `lock-yield:<order>:<day>`); at maturity the hold is released (`lock.mature`); an early redemption
 * releases it minus the penalty, which goes to the venue's fees (`lock.redeem`).
 */

const Day = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" });
const Units = Type.String({ pattern: "^[1-9][0-9]{0,39}$" });
const userOf = (caller: Caller) => ("user" in caller ? caller.user : undefined);
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export function registerLockCommands(core: Core, s: LockState) {
  const text = (o: Pick<LiveOrder, "scale">, v: bigint) => unitsToDecimal(v, o.scale);

  /** A user locks `amount` under a plan, from its financial account, starting today (UTC). */
  const buy = core.register({
    kind: "lock.buy",
    args: Type.Object({ plan: Id, amount: Units }),
    run(a, ctx: HandlerContext) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const p = s.plans.get(a.plan);
      if (!p?.enabled) return failure("LOCK_PLAN_NOT_FOUND");
      const amount = BigInt(a.amount);
      if (amount < p.min || amount > p.max)
        return failure("LOCK_AMOUNT_RANGE", {
          field: "amount",
          min: unitsToDecimal(p.min, p.scale),
          max: unitsToDecimal(p.max, p.scale),
        });
      if (p.quota > 0n && p.locked + amount > p.quota)
        return failure("LOCK_QUOTA_EXCEEDED", {
          field: "amount",
          remaining: unitsToDecimal(p.quota - p.locked, p.scale),
        });
      const hold = holdId(ctx);
      const result = ctx.ledger.exchange({
        entryKind: "lock_buy",
        open: [{ id: hold, user, kind: "financial", currency: p.currencyId, amount }],
      });
      if (!result.ok) return result;
      const startDay = dayOf(ctx.now);
      const { maturity } = lockSchedule({ startDay, days: p.days });
      const order: LiveOrder = {
        id: ++s.ids.order,
        userId: user,
        planId: p.id,
        currencyId: p.currencyId,
        scale: p.scale,
        amount,
        dailyRate: p.dailyRate,
        days: p.days,
        penaltyRate: p.penaltyRate,
        startDay,
        maturity,
        holdId: hold,
        paidThrough: null,
      };
      s.orders.set(order.id, order);
      p.locked += amount;
      const accepted: Accepted<{ id: number; maturity: string }> = {
        ...result,
        userId: user,
        reference: `lock:${order.id}`,
        reply: { id: order.id, maturity },
        write: async (q) => {
          await q.query(
            `INSERT INTO lock_orders (id, user_id, plan_id, currency_id, amount, daily_rate, days, penalty_rate,
               start_day, maturity, status, hold_id, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'active', $11, $12)`,
            [
              order.id,
              user,
              p.id,
              p.currencyId,
              text(order, amount),
              p.dailyRateText,
              p.days,
              p.penaltyRateText,
              startDay,
              maturity,
              hold,
              ctx.now,
            ],
          );
        },
      };
      return accepted;
    },
  });

  /** The house pays an active order its yield for one payout day (each order and day once). */
  const pay = core.register({
    kind: "lock.yield",
    args: Type.Object({ order: Id, day: Day }),
    run(a, ctx) {
      if (!("system" in ctx.caller)) return failure("COMMAND_INVALID");
      const o = s.orders.get(a.order);
      if (!o) return failure("LOCK_ORDER_NOT_FOUND");
      if (a.day <= o.startDay || a.day > o.maturity || (o.paidThrough !== null && a.day <= o.paidThrough))
        return failure("LOCK_ORDER_ENDED");
      const amount = yieldForDay(o.amount, o.dailyRate);
      const result = ctx.ledger.exchange({
        entryKind: "lock_yield",
        pay:
          amount > 0n
            ? [
                { account: systemAccount("house"), currency: o.currencyId, amount: -amount },
                { account: userAccount(o.userId, "financial"), currency: o.currencyId, amount },
              ]
            : [],
      });
      if (!result.ok) return result;
      o.paidThrough = a.day;
      return {
        ...result,
        userId: o.userId,
        reference: `lock:${o.id}`,
        reply: { order: o.id, day: a.day, amount: text(o, amount) },
        write: async (q, entryId) => {
          await q.query("INSERT INTO lock_yields (order_id, day, amount, entry_id) VALUES ($1, $2, $3, $4)", [
            o.id,
            a.day,
            text(o, amount),
            entryId,
          ]);
          await q.query(
            "UPDATE lock_orders SET yield_paid = yield_paid + $2, days_paid = days_paid + 1 WHERE id = $1",
            [o.id, text(o, amount)],
          );
        },
      };
    },
  });

  /** Ends an order: at maturity the whole principal comes back; early, minus the plan's penalty. */
  function end(kind: "lock.mature" | "lock.redeem") {
    return core.register({
      kind,
      args: Type.Object({ order: Id }),
      run(a, ctx) {
        const user = userOf(ctx.caller);
        const o = s.orders.get(a.order);
        if (!o || (kind === "lock.redeem" && o.userId !== user)) return failure("LOCK_ORDER_NOT_FOUND");
        if (kind === "lock.mature" && (!("system" in ctx.caller) || o.paidThrough !== o.maturity))
          return failure("LOCK_ORDER_ENDED");
        const penalty =
          kind === "lock.redeem"
            ? earlyRedemption({ principal: o.amount, penaltyRate: o.penaltyRate }).penalty
            : 0n;
        const result = ctx.ledger.exchange({
          entryKind: kind === "lock.redeem" ? "lock_redeem" : "lock_mature",
          ...(penalty > 0n
            ? {
                use: [{ hold: o.holdId, amount: penalty }],
                pay: [{ account: systemAccount("fees"), currency: o.currencyId, amount: penalty }],
              }
            : {}),
          release: [o.holdId],
        });
        if (!result.ok) return result;
        s.orders.delete(o.id);
        const plan = s.plans.get(o.planId);
        if (plan) plan.locked -= o.amount;
        const status = kind === "lock.redeem" ? "redeemed" : "matured";
        return {
          ...result,
          userId: o.userId,
          reference: `lock:${o.id}`,
          reply: { id: o.id, status, penalty: text(o, penalty), returned: text(o, o.amount - penalty) },
          write: async (q) => {
            await q.query("UPDATE lock_orders SET status = $2, penalty = $3, ended_at = $4 WHERE id = $1", [
              o.id,
              status,
              text(o, penalty),
              ctx.now,
            ]);
          },
        };
      },
    });
  }

  /**
   * An operator creates a plan or changes one (audited in the same step). Orders keep the terms they
   * were made under; a plan closed (`enabled` false) takes no new orders.
   */
  const savePlan = core.register({
    kind: "lock.plan.save",
    args: Type.Object({
      id: Type.Union([Id, Type.Null()]),
      currency: RefId,
      scale: Type.Integer({ minimum: 0, maximum: 18 }),
      dailyRate: Type.String({ pattern: "^0(\\.[0-9]{1,8})?$" }),
      days: Type.Integer({ minimum: 1, maximum: 3650 }),
      min: Units,
      max: Units,
      quota: Type.String({ pattern: "^[0-9]{1,40}$" }),
      penaltyRate: Type.String({ pattern: "^(0(\\.[0-9]{1,4})?|1)$" }),
      enabled: Type.Boolean(),
      ip: Type.String({ maxLength: 64 }),
    }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const before = a.id === null ? undefined : s.plans.get(a.id);
      if (a.id !== null && !before) return failure("LOCK_PLAN_NOT_FOUND");
      if (before && before.currencyId !== a.currency)
        return failure("REQUEST_INVALID_FIELD", { field: "currency_id" });
      const plan: LivePlan = {
        id: before?.id ?? ++s.ids.plan,
        currencyId: a.currency,
        scale: a.scale,
        dailyRateText: a.dailyRate,
        dailyRate: rate(a.dailyRate),
        days: a.days,
        min: BigInt(a.min),
        max: BigInt(a.max),
        quota: BigInt(a.quota),
        locked: before?.locked ?? 0n,
        penaltyRateText: a.penaltyRate,
        penaltyRate: rate(a.penaltyRate),
        enabled: a.enabled,
      };
      s.plans.set(plan.id, plan);
      const t = (v: bigint) => unitsToDecimal(v, a.scale);
      const row = {
        currency_id: a.currency,
        daily_rate: a.dailyRate,
        days: a.days,
        min_amount: t(plan.min),
        max_amount: t(plan.max),
        quota: t(plan.quota),
        penalty_rate: a.penaltyRate,
        enabled: a.enabled,
      };
      return {
        ok: true,
        entry: { kind: "lock_plan", postings: [] },
        reply: { id: plan.id },
        write: async (q, entryId) => {
          await q.query(
            `INSERT INTO lock_plans (id, currency_id, daily_rate, days, min_amount, max_amount, quota, penalty_rate, enabled)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
             ON CONFLICT (id) DO UPDATE SET daily_rate = EXCLUDED.daily_rate, days = EXCLUDED.days,
               min_amount = EXCLUDED.min_amount, max_amount = EXCLUDED.max_amount, quota = EXCLUDED.quota,
               penalty_rate = EXCLUDED.penalty_rate, enabled = EXCLUDED.enabled`,
            [
              plan.id,
              row.currency_id,
              row.daily_rate,
              row.days,
              row.min_amount,
              row.max_amount,
              row.quota,
              row.penalty_rate,
              row.enabled,
            ],
          );
          await writeAudit(q, {
            operatorId: operator,
            action: before ? "lock.plan.update" : "lock.plan.create",
            targetType: "lock_plan",
            targetId: plan.id,
            before: before
              ? { daily_rate: before.dailyRateText, days: before.days, enabled: before.enabled }
              : null,
            after: { ...row, entry: entryId },
            ip: a.ip,
          });
        },
      };
    },
  });

  return { buy, pay, mature: end("lock.mature"), redeem: end("lock.redeem"), savePlan };
}

export type LockCommands = ReturnType<typeof registerLockCommands>;
