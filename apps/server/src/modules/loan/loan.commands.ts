import { Id, RefId } from "@bourse/contract";
import {
  interestForDay,
  type LtvStep,
  liquidate,
  ltv,
  ltvStep,
  type Posting,
  systemAccount,
  userAccount,
} from "@bourse/engine";
import { Type } from "typebox";
import { requestSubject, writeAudit } from "../../audit/audit.ts";
import { type Core, holdId } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import { failure } from "../../http/outcome.ts";
import { type LiveLoan, type LoanStore, rate } from "./loan.store.ts";

/**
 * Loans' commands, as data. An application holds the collateral in the financial account
 * (`loan.apply`); approval credits the principal from the venue's loans account (`loan.review`, or at
 * once below the auto-approval amount); each day's interest is charged to the loan (`loan.interest`, key
 * `loan-interest:<loan>:<day>`); repaying takes principal + interest from the financial account and
 * releases the collateral (`loan.repay`, with `loan.repay.review` when the operator confirms repayments);
 * adding collateral re-holds it larger (`loan.topup`); the LTV watch records each step it told the user
 * (`loan.step`) and past the liquidation step sells the collateral at the tick's price (`loan.liquidate`).
 */

const Units = Type.String({ pattern: "^[1-9][0-9]{0,40}$" });
const Day = Type.String({ pattern: "^\\d{4}-\\d{2}-\\d{2}$" });
const Tick = Type.Object({
  seq: Type.Integer({ minimum: 1 }),
  price: Units,
  at: Type.Integer({ minimum: 0 }),
});

const DAY = 86_400_000;
export const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (day: string, n: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + n * DAY);
const STEPS: LtvStep[] = ["ok", "margin_call", "top_up", "liquidate"];
export const stepRank = (s: LtvStep) => STEPS.indexOf(s);

/** What the borrower owes now: principal + the interest charged so far. */
export const debtOf = (l: Pick<LiveLoan, "amount" | "interest">) => l.amount + l.interest;

export function registerLoanCommands(core: Core, s: LoanStore) {
  const text = (l: { scale: number }, v: bigint) => unitsToDecimal(v, l.scale);

  /** The principal credited from the venue's loans account; the loan starts today (UTC). */
  function approve(l: LiveLoan, now: Date): Posting[] {
    l.state = "active";
    l.startDay = dayOf(now.getTime());
    l.dueDay = addDays(l.startDay, l.cycleDays);
    return [
      { account: systemAccount("loans"), currency: l.currencyId, amount: -l.amount },
      { account: userAccount(l.userId, "financial"), currency: l.currencyId, amount: l.amount },
    ];
  }

  const apply = core.register({
    kind: "loan.apply",
    args: Type.Object({
      config: RefId,
      amount: Units,
      collateralCurrency: RefId,
      collateral: Units,
      /** the collateral's index price (loan units per whole coin) and the borrower's assets, when it asked */
      price: Units,
      assets: Type.String({ pattern: "^[0-9]{1,40}$" }),
    }),
    run(a, ctx) {
      if (!("user" in ctx.caller)) return failure("COMMAND_INVALID");
      const user = ctx.caller.user;
      const c = s.configs.get(a.config);
      if (!c?.enabled) return failure("LOAN_CONFIG_NOT_FOUND");
      const k = s.collaterals.get(a.collateralCurrency);
      if (!k?.enabled) return failure("REQUEST_INVALID_FIELD", { field: "collateral_currency_id" });
      const amount = BigInt(a.amount);
      if (amount < c.min || amount > c.max)
        return failure("LOAN_AMOUNT_RANGE", { field: "amount", min: text(c, c.min), max: text(c, c.max) });
      const limit = (BigInt(a.assets) * c.assetLimit.num) / c.assetLimit.den;
      if (amount > limit) return failure("LOAN_ASSET_LIMIT", { field: "amount", limit: text(c, limit) });
      const collateral = BigInt(a.collateral);
      const start = ltv(amount, collateral, BigInt(a.price), k.scale);
      if (start.den === 0n || start.num * k.initialLtv.den > k.initialLtv.num * start.den)
        return failure("LOAN_COLLATERAL_SHORT", { field: "collateral" });
      const hold = holdId(ctx);
      const l: LiveLoan = {
        id: s.ids.loan + 1,
        userId: user,
        configId: c.id,
        currencyId: c.currencyId,
        scale: c.scale,
        amount,
        dailyRate: rate(c.dailyRateText),
        overdueRate: rate(c.overdueRateText),
        cycleDays: c.cycleDays,
        collateralCurrencyId: k.currencyId,
        collateralScale: k.scale,
        marketId: k.marketId,
        collateral,
        collateralHold: hold,
        steps: k.steps,
        state: "review",
        step: "ok",
        startDay: null,
        dueDay: null,
        interest: 0n,
        interestThrough: null,
        repayHold: null,
      };
      const auto = amount <= c.autoApproveBelow;
      const result = ctx.ledger.exchange({
        entryKind: auto ? "loan_apply_approved" : "loan_apply",
        open: [{ id: hold, user, kind: "financial", currency: k.currencyId, amount: collateral }],
        pay: auto ? approve(l, ctx.now) : [],
      });
      if (!result.ok) return result;
      s.ids.loan = l.id;
      s.loans.set(l.id, l);
      return {
        ...result,
        reference: `loan:${l.id}`,
        reply: { id: l.id, state: l.state, due_day: l.dueDay },
        write: async (q) => {
          await q.query(
            `INSERT INTO loans (id, user_id, config_id, currency_id, amount, daily_rate, overdue_rate, cycle_days,
               collateral_currency_id, market_id, collateral, collateral_hold, initial_ltv, margin_call, top_up, liquidate,
               state, start_day, due_day, created_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20)`,
            [
              l.id,
              user,
              c.id,
              c.currencyId,
              text(c, amount),
              c.dailyRateText,
              c.overdueRateText,
              c.cycleDays,
              k.currencyId,
              k.marketId,
              unitsToDecimal(collateral, k.scale),
              hold,
              k.initialLtvText,
              k.stepsText.marginCall,
              k.stepsText.topUp,
              k.stepsText.liquidate,
              l.state,
              l.startDay,
              l.dueDay,
              ctx.now,
            ],
          );
        },
      };
    },
  });

  /** An operator approves a loan under review (the principal is credited) or rejects it (collateral back). */
  const review = core.register({
    kind: "loan.review",
    args: Type.Object({
      loan: Id,
      approve: Type.Boolean(),
      reason: Type.String({ maxLength: 200 }),
      ip: Type.String({ maxLength: 64 }),
    }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const l = s.loans.get(a.loan);
      if (!l) return failure("LOAN_NOT_FOUND");
      if (l.state !== "review") return failure("LOAN_STATE");
      const result = ctx.ledger.exchange(
        a.approve
          ? { entryKind: "loan_approve", pay: approve(l, ctx.now) }
          : { entryKind: "loan_reject", release: [l.collateralHold] },
      );
      if (!result.ok) return result;
      if (!a.approve) {
        l.state = "rejected";
        s.loans.delete(l.id);
      }
      return {
        ...result,
        userId: l.userId,
        reference: `loan:${l.id}`,
        reply: { id: l.id, state: l.state },
        write: async (q, entryId) => {
          await q.query(
            "UPDATE loans SET state = $2, start_day = $3, due_day = $4, reason = $5, ended_at = $6 WHERE id = $1",
            [l.id, l.state, l.startDay, l.dueDay, a.approve ? null : a.reason, a.approve ? null : ctx.now],
          );
          await writeAudit(q, {
            operatorId: operator,
            action: a.approve ? "loan.approve" : "loan.reject",
            targetType: "loan",
            targetId: l.id,
            before: { state: "review" },
            after: { state: l.state, reason: a.reason || null, entry: entryId },
            ip: a.ip,
            ...(await requestSubject(q, "loan", l.id)),
          });
        },
      };
    },
  });

  /** One day's interest charged to an active loan (each loan and day once; the overdue rate past due). */
  const interest = core.register({
    kind: "loan.interest",
    args: Type.Object({ loan: Id, day: Day }),
    run(a, ctx) {
      if (!("system" in ctx.caller)) return failure("COMMAND_INVALID");
      const l = s.loans.get(a.loan);
      if (l?.state !== "active" || l.startDay === null || l.dueDay === null) return failure("LOAN_STATE");
      if (a.day <= l.startDay || (l.interestThrough !== null && a.day <= l.interestThrough))
        return failure("LOAN_STATE");
      const overdue = a.day > l.dueDay;
      const amount = interestForDay(l.amount, overdue ? l.overdueRate : l.dailyRate);
      l.interest += amount;
      l.interestThrough = a.day;
      return {
        ok: true,
        entry: { kind: "loan_interest", postings: [] },
        userId: l.userId,
        reference: `loan:${l.id}`,
        reply: { id: l.id, day: a.day, amount: text(l, amount), overdue },
        write: async (q) => {
          await q.query("INSERT INTO loan_interest (loan_id, day, amount, overdue) VALUES ($1, $2, $3, $4)", [
            l.id,
            a.day,
            text(l, amount),
            overdue,
          ]);
          await q.query("UPDATE loans SET interest = $2 WHERE id = $1", [l.id, text(l, l.interest)]);
        },
      };
    },
  });

  /** Principal to the loans account, interest to the venue's fees, the collateral released. */
  function settle(l: LiveLoan, from: { hold: string } | { user: number }) {
    const debt = debtOf(l);
    const out: Posting[] =
      "user" in from
        ? [{ account: userAccount(from.user, "financial"), currency: l.currencyId, amount: -debt }]
        : [];
    return {
      use: "hold" in from ? [{ hold: from.hold, amount: debt }] : [],
      pay: [
        ...out,
        { account: systemAccount("loans"), currency: l.currencyId, amount: l.amount },
        { account: systemAccount("fees"), currency: l.currencyId, amount: l.interest },
      ],
      release: ["hold" in from ? from.hold : undefined, l.collateralHold].filter((h): h is string => !!h),
    };
  }

  /**
   * The borrower repays principal + interest from its financial account. With `confirm` (the
   * operator confirms repayments) the debt is held until then; otherwise the loan ends now.
   */
  const repay = core.register({
    kind: "loan.repay",
    args: Type.Object({ loan: Id, confirm: Type.Boolean() }),
    run(a, ctx) {
      if (!("user" in ctx.caller)) return failure("COMMAND_INVALID");
      const l = s.loans.get(a.loan);
      if (!l || l.userId !== ctx.caller.user) return failure("LOAN_NOT_FOUND");
      if (l.state !== "active") return failure("LOAN_STATE");
      const debt = debtOf(l);
      const hold = holdId(ctx);
      const result = a.confirm
        ? ctx.ledger.exchange({
            entryKind: "loan_repay_request",
            open: [{ id: hold, user: l.userId, kind: "financial", currency: l.currencyId, amount: debt }],
          })
        : ctx.ledger.exchange({ entryKind: "loan_repay", ...settle(l, { user: l.userId }) });
      if (!result.ok) return result;
      l.state = a.confirm ? "repaying" : "repaid";
      l.repayHold = a.confirm ? hold : null;
      if (!a.confirm) s.loans.delete(l.id);
      return {
        ...result,
        reference: `loan:${l.id}`,
        reply: { id: l.id, state: l.state, repaid: text(l, debt) },
        write: async (q) => {
          await q.query(
            "UPDATE loans SET state = $2, repay_hold = $3, repay_failed = false, ended_at = $4 WHERE id = $1",
            [l.id, l.state, l.repayHold, a.confirm ? null : ctx.now],
          );
        },
      };
    },
  });

  /** An operator confirms a repayment (the loan ends) or refuses it (the held debt comes back). */
  const repayReview = core.register({
    kind: "loan.repay.review",
    args: Type.Object({ loan: Id, approve: Type.Boolean(), ip: Type.String({ maxLength: 64 }) }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const l = s.loans.get(a.loan);
      if (!l) return failure("LOAN_NOT_FOUND");
      if (l.state !== "repaying" || l.repayHold === null) return failure("LOAN_STATE");
      const hold = l.repayHold;
      const result = a.approve
        ? ctx.ledger.exchange({ entryKind: "loan_repay", ...settle(l, { hold }) })
        : ctx.ledger.exchange({ entryKind: "loan_repay_refused", release: [hold] });
      if (!result.ok) return result;
      l.state = a.approve ? "repaid" : "active";
      l.repayHold = null;
      if (a.approve) s.loans.delete(l.id);
      return {
        ...result,
        userId: l.userId,
        reference: `loan:${l.id}`,
        reply: { id: l.id, state: l.state },
        write: async (q, entryId) => {
          await q.query(
            "UPDATE loans SET state = $2, repay_hold = NULL, repay_failed = $3, ended_at = $4 WHERE id = $1",
            [l.id, l.state, !a.approve, a.approve ? ctx.now : null],
          );
          await writeAudit(q, {
            operatorId: operator,
            action: a.approve ? "loan.repay.confirm" : "loan.repay.refuse",
            targetType: "loan",
            targetId: l.id,
            before: { state: "repaying" },
            after: { state: l.state, entry: entryId },
            ip: a.ip,
            ...(await requestSubject(q, "loan", l.id)),
          });
        },
      };
    },
  });

  /** The borrower adds collateral to an active loan: the hold is renewed with the larger amount. */
  const topup = core.register({
    kind: "loan.topup",
    args: Type.Object({ loan: Id, amount: Units }),
    run(a, ctx) {
      if (!("user" in ctx.caller)) return failure("COMMAND_INVALID");
      const l = s.loans.get(a.loan);
      if (!l || l.userId !== ctx.caller.user) return failure("LOAN_NOT_FOUND");
      if (l.state !== "active" && l.state !== "review") return failure("LOAN_STATE");
      const hold = holdId(ctx);
      const collateral = l.collateral + BigInt(a.amount);
      const result = ctx.ledger.exchange({
        entryKind: "loan_topup",
        open: [
          {
            id: hold,
            user: l.userId,
            kind: "financial",
            currency: l.collateralCurrencyId,
            amount: collateral,
          },
        ],
        release: [l.collateralHold],
      });
      if (!result.ok) return result;
      l.collateral = collateral;
      l.collateralHold = hold;
      return {
        ...result,
        reference: `loan:${l.id}`,
        reply: { id: l.id, collateral: unitsToDecimal(collateral, l.collateralScale) },
        write: async (q) => {
          await q.query("UPDATE loans SET collateral = $2, collateral_hold = $3 WHERE id = $1", [
            l.id,
            unitsToDecimal(collateral, l.collateralScale),
            hold,
          ]);
        },
      };
    },
  });

  /** The LTV watch records the step a tick put an active loan at (the borrower is told of a rise). */
  const step = core.register({
    kind: "loan.step",
    args: Type.Object({
      loan: Id,
      step: Type.Union([Type.Literal("ok"), Type.Literal("margin_call"), Type.Literal("top_up")]),
      tick: Tick,
    }),
    run(a, ctx) {
      if (!("system" in ctx.caller)) return failure("COMMAND_INVALID");
      const l = s.loans.get(a.loan);
      if (l?.state !== "active" || l.step === a.step) return failure("LOAN_STATE");
      const before = l.step;
      l.step = a.step;
      return {
        ok: true,
        entry: { kind: "loan_step", postings: [] },
        userId: l.userId,
        reference: `loan:${l.id}`,
        reply: { id: l.id, step: a.step, before, seq: a.tick.seq },
        write: async (q) => {
          await q.query("UPDATE loans SET step = $2 WHERE id = $1", [l.id, a.step]);
        },
      };
    },
  });

  /**
   * Past the liquidation step, the collateral is sold at the tick's index price to the house: the debt is
   * covered as far as the sale goes (principal first, then interest), any surplus and the unsold
   * collateral go back to the borrower, and a shortfall stays the venue's loss (the loans account).
   */
  const liquidation = core.register({
    kind: "loan.liquidate",
    args: Type.Object({ loan: Id, tick: Tick }),
    run(a, ctx) {
      if (!("system" in ctx.caller)) return failure("COMMAND_INVALID");
      const l = s.loans.get(a.loan);
      if (l?.state !== "active") return failure("LOAN_STATE");
      const price = BigInt(a.tick.price);
      const value = ltv(debtOf(l), l.collateral, price, l.collateralScale);
      if (ltvStep(value, l.steps) !== "liquidate") return failure("LOAN_STATE");
      const r = liquidate(debtOf(l), l.collateral, price, l.collateralScale);
      const principal = r.covered < l.amount ? r.covered : l.amount;
      const result = ctx.ledger.exchange({
        entryKind: "loan_liquidate",
        use: r.sold > 0n ? [{ hold: l.collateralHold, amount: r.sold }] : [],
        pay: [
          { account: systemAccount("house"), currency: l.collateralCurrencyId, amount: r.sold },
          { account: systemAccount("house"), currency: l.currencyId, amount: -r.proceeds },
          { account: systemAccount("loans"), currency: l.currencyId, amount: principal },
          { account: systemAccount("fees"), currency: l.currencyId, amount: r.covered - principal },
          { account: userAccount(l.userId, "financial"), currency: l.currencyId, amount: r.surplus },
        ],
        release: [l.collateralHold],
      });
      if (!result.ok) return result;
      l.state = "liquidated";
      l.step = "liquidate";
      s.loans.delete(l.id);
      const c = (v: bigint) => unitsToDecimal(v, l.collateralScale);
      return {
        ...result,
        userId: l.userId,
        reference: `loan:${l.id}`,
        reply: {
          id: l.id,
          seq: a.tick.seq,
          sold: c(r.sold),
          returned: c(r.returned),
          surplus: text(l, r.surplus),
        },
        write: async (q) => {
          await q.query(
            `UPDATE loans SET state = 'liquidated', step = 'liquidate', liq_seq = $2, liq_price = $3, sold = $4,
               proceeds = $5, shortfall = $6, surplus = $7, ended_at = $8 WHERE id = $1`,
            [
              l.id,
              a.tick.seq,
              text(l, price),
              c(r.sold),
              text(l, r.proceeds),
              text(l, r.shortfall),
              text(l, r.surplus),
              ctx.now,
            ],
          );
        },
      };
    },
  });

  const Rate4 = Type.String({ pattern: "^(0(\\.[0-9]{1,4})?|1(\\.0{1,4})?)$" });

  /** An operator creates or changes an offer (audited); loans keep the terms they were made under. */
  const saveConfig = core.register({
    kind: "loan.config.save",
    args: Type.Object({
      id: Type.Union([RefId, Type.Null()]),
      currency: RefId,
      scale: Type.Integer({ minimum: 0, maximum: 18 }),
      cycleDays: Type.Integer({ minimum: 1, maximum: 365 }),
      dailyRate: Type.String({ pattern: "^0(\\.[0-9]{1,8})?$" }),
      overdueRate: Type.String({ pattern: "^0(\\.[0-9]{1,8})?$" }),
      min: Units,
      max: Units,
      assetLimit: Type.String({ pattern: "^[0-9]{1,3}(\\.[0-9]{1,4})?$" }),
      autoApproveBelow: Type.String({ pattern: "^[0-9]{1,40}$" }),
      confirmRepay: Type.Boolean(),
      enabled: Type.Boolean(),
      ip: Type.String({ maxLength: 64 }),
    }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const before = a.id === null ? undefined : s.configs.get(a.id);
      if (a.id !== null && !before) return failure("LOAN_CONFIG_NOT_FOUND");
      if (before && before.currencyId !== a.currency)
        return failure("REQUEST_INVALID_FIELD", { field: "currency_id" });
      const id = before?.id ?? ++s.ids.config;
      s.configs.set(id, {
        id,
        currencyId: a.currency,
        scale: a.scale,
        cycleDays: a.cycleDays,
        dailyRateText: a.dailyRate,
        overdueRateText: a.overdueRate,
        min: BigInt(a.min),
        max: BigInt(a.max),
        assetLimitText: a.assetLimit,
        assetLimit: rate(a.assetLimit),
        autoApproveBelow: BigInt(a.autoApproveBelow),
        confirmRepay: a.confirmRepay,
        enabled: a.enabled,
      });
      const t = (v: string) => unitsToDecimal(BigInt(v), a.scale);
      const row = {
        currency_id: a.currency,
        cycle_days: a.cycleDays,
        daily_rate: a.dailyRate,
        overdue_rate: a.overdueRate,
        min_amount: t(a.min),
        max_amount: t(a.max),
        asset_limit: a.assetLimit,
        auto_approve_below: t(a.autoApproveBelow),
        confirm_repay: a.confirmRepay,
        enabled: a.enabled,
      };
      return {
        ok: true,
        entry: { kind: "loan_config", postings: [] },
        reply: { id },
        write: async (q, entryId) => {
          await q.query(
            `INSERT INTO loan_configs (id, currency_id, cycle_days, daily_rate, overdue_rate, min_amount, max_amount,
               asset_limit, auto_approve_below, confirm_repay, enabled)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
             ON CONFLICT (id) DO UPDATE SET cycle_days = EXCLUDED.cycle_days, daily_rate = EXCLUDED.daily_rate,
               overdue_rate = EXCLUDED.overdue_rate, min_amount = EXCLUDED.min_amount, max_amount = EXCLUDED.max_amount,
               asset_limit = EXCLUDED.asset_limit, auto_approve_below = EXCLUDED.auto_approve_below,
               confirm_repay = EXCLUDED.confirm_repay, enabled = EXCLUDED.enabled`,
            [
              id,
              row.currency_id,
              row.cycle_days,
              row.daily_rate,
              row.overdue_rate,
              row.min_amount,
              row.max_amount,
              row.asset_limit,
              row.auto_approve_below,
              row.confirm_repay,
              row.enabled,
            ],
          );
          await writeAudit(q, {
            operatorId: operator,
            action: before ? "loan.config.update" : "loan.config.create",
            targetType: "loan_config",
            targetId: id,
            before: before ? { daily_rate: before.dailyRateText, confirm_repay: before.confirmRepay } : null,
            after: { ...row, entry: entryId },
            ip: a.ip,
          });
        },
      };
    },
  });

  /** An operator sets a collateral coin's LTV steps (audited); loans keep the steps they were made under. */
  const saveCollateral = core.register({
    kind: "loan.collateral.save",
    args: Type.Object({
      currency: RefId,
      scale: Type.Integer({ minimum: 0, maximum: 18 }),
      market: RefId,
      initialLtv: Rate4,
      marginCall: Rate4,
      topUp: Rate4,
      liquidate: Rate4,
      enabled: Type.Boolean(),
      ip: Type.String({ maxLength: 64 }),
    }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      // each step above the one before it, the first above 0
      const ordered = [a.initialLtv, a.marginCall, a.topUp, a.liquidate].map(rate);
      const fields = ["initial_ltv", "margin_call", "top_up", "liquidate"] as const;
      for (const [i, r] of ordered.entries()) {
        const prev = ordered[i - 1] ?? { num: 0n, den: 1n };
        if (r.num * prev.den <= prev.num * r.den)
          return failure("REQUEST_INVALID_FIELD", { field: fields[i] ?? "liquidate" });
      }
      const before = s.collaterals.get(a.currency);
      s.collaterals.set(a.currency, {
        currencyId: a.currency,
        scale: a.scale,
        marketId: a.market,
        initialLtvText: a.initialLtv,
        initialLtv: rate(a.initialLtv),
        stepsText: { marginCall: a.marginCall, topUp: a.topUp, liquidate: a.liquidate },
        steps: { marginCall: rate(a.marginCall), topUp: rate(a.topUp), liquidate: rate(a.liquidate) },
        enabled: a.enabled,
      });
      const row = {
        market_id: a.market,
        initial_ltv: a.initialLtv,
        margin_call: a.marginCall,
        top_up: a.topUp,
        liquidate: a.liquidate,
        enabled: a.enabled,
      };
      return {
        ok: true,
        entry: { kind: "loan_collateral", postings: [] },
        reply: { currency_id: a.currency },
        write: async (q, entryId) => {
          await q.query(
            `INSERT INTO loan_collaterals (currency_id, market_id, initial_ltv, margin_call, top_up, liquidate, enabled)
             VALUES ($1, $2, $3, $4, $5, $6, $7)
             ON CONFLICT (currency_id) DO UPDATE SET market_id = EXCLUDED.market_id, initial_ltv = EXCLUDED.initial_ltv,
               margin_call = EXCLUDED.margin_call, top_up = EXCLUDED.top_up, liquidate = EXCLUDED.liquidate,
               enabled = EXCLUDED.enabled`,
            [
              a.currency,
              row.market_id,
              row.initial_ltv,
              row.margin_call,
              row.top_up,
              row.liquidate,
              row.enabled,
            ],
          );
          await writeAudit(q, {
            operatorId: operator,
            action: before ? "loan.collateral.update" : "loan.collateral.create",
            targetType: "loan_collateral",
            targetId: a.currency,
            before: before ? { initial_ltv: before.initialLtvText, ...before.stepsText } : null,
            after: { ...row, entry: entryId },
            ip: a.ip,
          });
        },
      };
    },
  });

  return {
    apply,
    review,
    interest,
    repay,
    repayReview,
    topup,
    step,
    liquidation,
    saveConfig,
    saveCollateral,
  };
}

export type LoanCommands = ReturnType<typeof registerLoanCommands>;
