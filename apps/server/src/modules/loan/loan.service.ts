import { EventEmitter } from "node:events";
import type { Loan, LoanAdminLoan, LoanSummary } from "@bourse/contract";
import { collateralFor, interestForDay, ltv, ltvStep, priceAtLtv, type Rate } from "@bourse/engine";
import { parse } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import { iso, num } from "../../db/columns.ts";
import type { Db, Queryable } from "../../db/db.ts";
import { failure, success } from "../../http/outcome.ts";
import type { UserNotice } from "../../socket/gateway.ts";
import { addDays, debtOf, registerLoanCommands, stepRank } from "./loan.commands.ts";
import { type LiveLoan, type LoanStore, loadLoans, rate } from "./loan.store.ts";

export interface ConfigInput {
  currency_id: number;
  cycle_days: number;
  daily_rate: string;
  overdue_rate: string;
  min_amount: string;
  max_amount: string;
  asset_limit: string;
  auto_approve_below: string;
  confirm_repay: boolean;
  enabled: boolean;
}

export interface CollateralInput {
  market_id: number;
  initial_ltv: string;
  margin_call: string;
  top_up: string;
  liquidate: string;
  enabled: boolean;
}

/** A tick of the index feed, as the loan watch needs it. */
export interface IndexTick {
  marketId: number;
  seq: number;
  price: string;
  ts: number;
}

/** A daily rate × 365, exact to 8 decimals (cut). */
function yearly(daily: string) {
  const r = rate(daily);
  return unitsToDecimal((r.num * 365n * 10n ** 8n) / r.den, 8);
}
const percent = (r: Rate) => (r.den === 0n ? null : unitsToDecimal((r.num * 10_000n) / r.den, 2));

/** Decimal text to units at `scale`, the digits past it cut (an index price finer than the coin's unit). */
function unitsCut(text: string, scale: number): bigint {
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole + fraction.padEnd(scale, "0").slice(0, scale));
}

/** The legacy numbers: status 1 under review, 2 success, 3 review failed; repayment 0 none, 1 under review, 2 repaid, 3 refused. */
const LEGACY: Record<string, { status: number; repay: number }> = {
  review: { status: 1, repay: 0 },
  rejected: { status: 3, repay: 0 },
  active: { status: 2, repay: 0 },
  repaying: { status: 2, repay: 1 },
  repaid: { status: 2, repay: 2 },
  liquidated: { status: 2, repay: 0 },
};

/**
 * Collateral loans: the operator's terms and collateral coins, applications holding the collateral in the
 * financial account, approval, daily interest (scheduler job `loan-interest`), repayment, top-up, and the
 * LTV watch on every index tick of a collateral's market (engine `earn/loan.ts` for every figure).
 */
export async function createLoanService({
  db,
  core,
  clock,
  lastPrice,
  isStale,
  availableUsdt,
  onError,
}: {
  db: Db;
  core: Core;
  clock: () => Date;
  lastPrice: (marketId: number) => string | undefined;
  isStale: (marketId: number) => boolean;
  /** what the user has available in every account, in USDT */
  availableUsdt: (userId: number) => Promise<string>;
  onError: (err: unknown) => void;
}) {
  const state: LoanStore = await loadLoans(db);
  core.onReload(async (q: Queryable) => {
    const next = await loadLoans(q);
    state.configs = next.configs;
    state.collaterals = next.collaterals;
    state.loans = next.loans;
    state.ids.loan = Math.max(state.ids.loan, next.ids.loan);
    state.ids.config = Math.max(state.ids.config, next.ids.config);
  });
  const commands = registerLoanCommands(core, state);
  /** `user` (UserNotice): a loan's state or LTV step changed */
  const events = new EventEmitter();
  const tell = (l: Pick<LiveLoan, "id" | "userId" | "state" | "step">) => {
    const notice: UserNotice = {
      userId: l.userId,
      kind: "loan",
      loan: { id: l.id, state: l.state, step: l.step },
    };
    events.emit("user", notice);
  };

  async function names() {
    return new Map(
      (await db.query<{ id: number; name: string }>("SELECT id, name FROM currencies")).map((c) => [
        c.id,
        c.name,
      ]),
    );
  }

  /** The index price of a collateral coin in loan units, when the market is live. */
  function priceOf(marketId: number, scale: number): bigint | undefined {
    const p = lastPrice(marketId);
    return p === undefined || isStale(marketId) ? undefined : unitsCut(p, scale);
  }

  /** The offers open to applications, with the collateral coins and their steps. */
  async function config() {
    const name = await names();
    const collaterals = [...state.collaterals.values()]
      .filter((k) => k.enabled)
      .map((k) => ({
        currency_id: k.currencyId,
        currency_name: name.get(k.currencyId) ?? "",
        decimals: k.scale,
        index_price: lastPrice(k.marketId) ?? null,
        initial_ltv: k.initialLtvText,
        margin_call: k.stepsText.marginCall,
        top_up: k.stepsText.topUp,
        liquidate: k.stepsText.liquidate,
      }));
    return [...state.configs.values()]
      .filter((c) => c.enabled)
      .sort((a, b) => a.cycleDays - b.cycleDays || a.id - b.id)
      .map((c) => ({
        id: c.id,
        currency_id: c.currencyId,
        currency_name: name.get(c.currencyId) ?? "",
        decimals: c.scale,
        loanCycle: c.cycleDays,
        cycle_days: c.cycleDays,
        dayInterest: c.dailyRateText,
        daily_rate: c.dailyRateText,
        yearInterest: yearly(c.dailyRateText),
        overdue_rate: c.overdueRateText,
        min_amount: unitsToDecimal(c.min, c.scale),
        max_amount: unitsToDecimal(c.max, c.scale),
        assetLimit: c.assetLimitText,
        asset_limit: c.assetLimitText,
        auto_approve_below: unitsToDecimal(c.autoApproveBelow, c.scale),
        confirm_repay: c.confirmRepay,
        collaterals,
      }));
  }

  /**
   * Applies for `amount` against collateral (by default the least that keeps the starting LTV within the
   * coin's initial LTV), held from the financial account; approved at once below the offer's setting.
   */
  async function apply(
    userId: number,
    input: {
      config_id: number;
      amount: string;
      collateral_currency_id?: number | undefined;
      collateral?: string | undefined;
    },
  ) {
    const c = state.configs.get(input.config_id);
    if (!c?.enabled) return failure("LOAN_CONFIG_NOT_FOUND");
    const k =
      input.collateral_currency_id === undefined
        ? [...state.collaterals.values()].find((x) => x.enabled)
        : state.collaterals.get(input.collateral_currency_id);
    if (!k?.enabled) return failure("REQUEST_INVALID_FIELD", { field: "collateral_currency_id" });
    const amount = parse(input.amount.trim(), c.scale);
    if (!amount.ok || amount.value.units <= 0n) return failure("REQUEST_INVALID_FIELD", { field: "amount" });
    const price = priceOf(k.marketId, c.scale);
    if (price === undefined || price === 0n) return failure("LEVER_PRICE_STALE");
    let collateral: bigint;
    if (input.collateral === undefined || input.collateral.trim() === "") {
      collateral = collateralFor(amount.value.units, price, k.scale, k.initialLtv);
    } else {
      const given = parse(input.collateral.trim(), k.scale);
      if (!given.ok || given.value.units <= 0n)
        return failure("REQUEST_INVALID_FIELD", { field: "collateral" });
      collateral = given.value.units;
    }
    const assets = unitsCut(await availableUsdt(userId), c.scale);
    const answer = await core.submit(
      commands.apply,
      {
        config: c.id,
        amount: String(amount.value.units),
        collateralCurrency: k.currencyId,
        collateral: String(collateral),
        price: String(price),
        assets: String(assets),
      },
      { user: userId },
    );
    if (!answer.ok) return answer;
    const l = state.loans.get(answer.reply.id);
    if (l) tell(l);
    return success({ ...answer.reply, collateral: unitsToDecimal(collateral, k.scale) });
  }

  /** A loan as its borrower sees it: the debt, the LTV and its step at the index now, the next interest. */
  function live(l: LiveLoan) {
    const price = priceOf(l.marketId, l.scale);
    const debt = debtOf(l);
    const value = price === undefined ? undefined : ltv(debt, l.collateral, price, l.collateralScale);
    const today = clock().toISOString().slice(0, 10);
    const nextDay = l.startDay === null ? null : addDays(l.interestThrough ?? l.startDay, 1);
    const overdue = l.dueDay !== null && nextDay !== null && nextDay > l.dueDay;
    return {
      debt: unitsToDecimal(debt, l.scale),
      ltv: value === undefined ? null : percent(value),
      ltv_step: value === undefined ? null : ltvStep(value, l.steps),
      liquidation_price: unitsToDecimal(
        priceAtLtv(debt, l.collateral, l.collateralScale, l.steps.liquidate),
        l.scale,
      ),
      next_interest:
        l.state === "active" && nextDay !== null
          ? {
              day: nextDay,
              amount: unitsToDecimal(
                interestForDay(l.amount, overdue ? l.overdueRate : l.dailyRate),
                l.scale,
              ),
              overdue,
            }
          : null,
      overdue: l.dueDay !== null && today > l.dueDay,
    };
  }

  /** One's loans, newest first: `open` (under review, active, being repaid) or `ended`. */
  async function orders(userId: number, status: "open" | "ended" | undefined, page: number, limit: number) {
    const rows = await db.query<Omit<Loan, "status" | "repay_status" | keyof ReturnType<typeof live>>>(
      `SELECT l.id::int AS id, l.config_id, c.name AS currency_name, ${num("l.amount")} AS amount,
         ${num("l.daily_rate")} AS daily_rate, ${num("l.overdue_rate")} AS overdue_rate, l.cycle_days,
         k.name AS collateral_currency_name, l.collateral_currency_id, ${num("l.collateral")} AS collateral,
         ${num("l.initial_ltv")} AS initial_ltv, ${num("l.margin_call")} AS margin_call, ${num("l.top_up")} AS top_up,
         ${num("l.liquidate")} AS liquidate, l.state, l.step, to_char(l.start_day, 'YYYY-MM-DD') AS start_day,
         to_char(l.due_day, 'YYYY-MM-DD') AS due_day, ${num("l.interest")} AS interest, l.repay_failed, l.reason,
         l.liq_seq::int AS liq_seq, ${num("l.liq_price")} AS liq_price, ${num("l.sold")} AS sold,
         ${num("l.proceeds")} AS proceeds, ${num("l.shortfall")} AS shortfall, ${num("l.surplus")} AS surplus,
         ${iso("l.created_at")} AS created_at, ${iso("l.ended_at")} AS ended_at,
         coalesce((SELECT json_agg(json_build_object('day', to_char(i.day, 'YYYY-MM-DD'), 'amount', ${num("i.amount")},
           'overdue', i.overdue) ORDER BY i.day) FROM loan_interest i WHERE i.loan_id = l.id), '[]') AS interest_days
       FROM loans l JOIN currencies c ON c.id = l.currency_id JOIN currencies k ON k.id = l.collateral_currency_id
       WHERE l.user_id = $1 AND ($2::text IS NULL OR ($2 = 'open') = (l.state IN ('review', 'active', 'repaying')))
       ORDER BY l.id DESC LIMIT $3 OFFSET $4`,
      [userId, status ?? null, limit, (page - 1) * limit],
    );
    return {
      now: clock().toISOString(),
      page,
      data: rows.map((r) => {
        const l = state.loans.get(r.id);
        const legacy = LEGACY[r.state] ?? { status: 2, repay: 0 };
        const figures = l
          ? live(l)
          : {
              debt: null,
              ltv: null,
              ltv_step: null,
              liquidation_price: null,
              next_interest: null,
              overdue: false,
            };
        const repayStatus = r.state === "active" && r.repay_failed ? 3 : legacy.repay;
        return { ...r, status: legacy.status, repay_status: repayStatus, ...figures };
      }),
    };
  }

  /** Repays principal + interest (held for the operator's confirmation when the offer says so). */
  async function repay(userId: number, id: number) {
    const l = state.loans.get(id);
    if (!l || l.userId !== userId) return failure("LOAN_NOT_FOUND");
    const confirm = state.configs.get(l.configId)?.confirmRepay ?? false;
    const answer = await core.submit(commands.repay, { loan: id, confirm }, { user: userId });
    if (!answer.ok) return answer;
    tell({ ...l, state: answer.reply.state });
    return success(answer.reply);
  }

  /** Adds collateral to a loan under review or active. */
  async function topup(userId: number, id: number, amountText: string) {
    const l = state.loans.get(id);
    if (!l || l.userId !== userId) return failure("LOAN_NOT_FOUND");
    const amount = parse(amountText.trim(), l.collateralScale);
    if (!amount.ok || amount.value.units <= 0n) return failure("REQUEST_INVALID_FIELD", { field: "amount" });
    const answer = await core.submit(
      commands.topup,
      { loan: id, amount: String(amount.value.units) },
      { user: userId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /**
   * The scheduler's `loan-interest` for `day`: every active loan is charged each day from its start up to
   * `day` not charged yet (`loan-interest:<loan>:<day>`, oldest first).
   */
  async function interestDay(day: string) {
    if (!core.leading) return;
    for (const l of [...state.loans.values()]) {
      if (l.state !== "active" || l.startDay === null) continue;
      for (let d = addDays(l.interestThrough ?? l.startDay, 1); d <= day; d = addDays(d, 1)) {
        const answer = await core.submit(
          commands.interest,
          { loan: l.id, day: d },
          { system: "loan-interest" },
          `loan-interest:${l.id}:${d}`,
        );
        if (!answer.ok && answer.code !== "LOAN_STATE")
          throw new Error(`loan-interest:${l.id}:${d}: ${answer.code}`);
      }
    }
  }

  /**
   * The LTV watch, on the writer, for every index tick: each active loan on the tick's market is valued at
   * it; past the liquidation step the collateral is sold at that tick (`loan-liquidate:<loan>`); another
   * step is recorded and, when it is higher, the borrower is told.
   */
  let watching: Promise<void> = Promise.resolve();
  function onTick(tick: IndexTick) {
    if (!core.leading) return;
    const loans = [...state.loans.values()].filter(
      (l) => l.state === "active" && l.marketId === tick.marketId,
    );
    if (loans.length === 0) return;
    watching = watching
      .then(async () => {
        for (const l of loans) {
          if (l.state !== "active") continue;
          const price = unitsCut(tick.price, l.scale);
          if (price === 0n) continue;
          const step = ltvStep(ltv(debtOf(l), l.collateral, price, l.collateralScale), l.steps);
          const at = { seq: tick.seq, price: String(price), at: tick.ts };
          if (step === "liquidate") {
            const answer = await core.submit(
              commands.liquidation,
              { loan: l.id, tick: at },
              { system: "loan-watch" },
              `loan-liquidate:${l.id}`,
            );
            if (answer.ok && !answer.duplicate) tell({ ...l, state: "liquidated", step: "liquidate" });
          } else if (step !== l.step) {
            const rose = stepRank(step) > stepRank(l.step);
            const answer = await core.submit(
              commands.step,
              { loan: l.id, step, tick: at },
              { system: "loan-watch" },
            );
            if (answer.ok && rose) tell(l);
          }
        }
      })
      .catch(onError);
  }

  /** Every offer and collateral coin (the console). */
  async function terms() {
    const name = await names();
    return {
      configs: [...state.configs.values()].map((c) => ({
        id: c.id,
        currency_id: c.currencyId,
        currency_name: name.get(c.currencyId) ?? "",
        cycle_days: c.cycleDays,
        daily_rate: c.dailyRateText,
        overdue_rate: c.overdueRateText,
        min_amount: unitsToDecimal(c.min, c.scale),
        max_amount: unitsToDecimal(c.max, c.scale),
        asset_limit: c.assetLimitText,
        auto_approve_below: unitsToDecimal(c.autoApproveBelow, c.scale),
        confirm_repay: c.confirmRepay,
        enabled: c.enabled,
      })),
      collaterals: [...state.collaterals.values()].map((k) => ({
        currency_id: k.currencyId,
        currency_name: name.get(k.currencyId) ?? "",
        market_id: k.marketId,
        initial_ltv: k.initialLtvText,
        margin_call: k.stepsText.marginCall,
        top_up: k.stepsText.topUp,
        liquidate: k.stepsText.liquidate,
        enabled: k.enabled,
      })),
    };
  }

  /** The latest loans of every user (the console), optionally in one state. */
  async function allLoans(stateFilter: string | undefined, limit = 200) {
    const rows = await db.query<Omit<LoanAdminLoan, "debt" | "ltv">>(
      `SELECT l.id::int AS id, l.user_id::int AS user_id, u.email, c.name AS currency_name, ${num("l.amount")} AS amount,
         k.name AS collateral_currency_name, ${num("l.collateral")} AS collateral, l.cycle_days, l.state, l.step,
         to_char(l.start_day, 'YYYY-MM-DD') AS start_day, to_char(l.due_day, 'YYYY-MM-DD') AS due_day,
         ${num("l.interest")} AS interest, l.liq_seq::int AS liq_seq, ${num("l.liq_price")} AS liq_price,
         ${num("l.shortfall")} AS shortfall, ${iso("l.created_at")} AS created_at
       FROM loans l JOIN users u ON u.id = l.user_id JOIN currencies c ON c.id = l.currency_id
         JOIN currencies k ON k.id = l.collateral_currency_id
       WHERE $1::text IS NULL OR l.state = $1 ORDER BY l.id DESC LIMIT $2`,
      [stateFilter ?? null, limit],
    );
    return rows.map((r) => {
      const l = state.loans.get(r.id);
      return {
        ...r,
        ...(l ? { debt: unitsToDecimal(debtOf(l), l.scale), ltv: live(l).ltv } : { debt: null, ltv: null }),
      };
    });
  }

  /** An operator approves or rejects a loan under review (audited). */
  async function review(operatorId: number, id: number, approve: boolean, reason: string, ip: string) {
    const answer = await core.submit(
      commands.review,
      { loan: id, approve, reason, ip },
      { operator: operatorId },
    );
    if (!answer.ok) return answer;
    const l = state.loans.get(id);
    const [row] = await db.query<{ user_id: string }>("SELECT user_id::text FROM loans WHERE id = $1", [id]);
    tell({
      id,
      userId: Number(row?.user_id ?? l?.userId ?? 0),
      state: answer.reply.state,
      step: l?.step ?? "ok",
    });
    return success(answer.reply);
  }

  /** An operator confirms or refuses a repayment (audited). */
  async function repayReview(operatorId: number, id: number, approve: boolean, ip: string) {
    const l = state.loans.get(id);
    const answer = await core.submit(
      commands.repayReview,
      { loan: id, approve, ip },
      { operator: operatorId },
    );
    if (!answer.ok) return answer;
    if (l) tell({ ...l, state: answer.reply.state });
    return success(answer.reply);
  }

  /** An operator creates (`id` null) or changes an offer; every figure is checked, naming its field. */
  async function saveConfig(operatorId: number, id: number | null, input: ConfigInput, ip: string) {
    const [c] = await db.query<{ decimals: number }>("SELECT decimals FROM currencies WHERE id = $1", [
      input.currency_id,
    ]);
    if (!c) return failure("REQUEST_INVALID_FIELD", { field: "currency_id" });
    const amount = (field: "min_amount" | "max_amount" | "auto_approve_below") => {
      const v = parse(input[field].trim(), c.decimals);
      return v.ok && v.value.units >= 0n ? v.value.units : undefined;
    };
    const min = amount("min_amount");
    if (!min) return failure("REQUEST_INVALID_FIELD", { field: "min_amount" });
    const max = amount("max_amount");
    if (max === undefined || max < min) return failure("REQUEST_INVALID_FIELD", { field: "max_amount" });
    const auto = amount("auto_approve_below");
    if (auto === undefined) return failure("REQUEST_INVALID_FIELD", { field: "auto_approve_below" });
    for (const field of ["daily_rate", "overdue_rate"] as const)
      if (!/^0(\.[0-9]{1,8})?$/.test(input[field].trim())) return failure("REQUEST_INVALID_FIELD", { field });
    const limit = input.asset_limit.trim();
    if (!/^[0-9]{1,3}(\.[0-9]{1,4})?$/.test(limit) || rate(limit).num === 0n)
      return failure("REQUEST_INVALID_FIELD", { field: "asset_limit" });
    const answer = await core.submit(
      commands.saveConfig,
      {
        id,
        currency: input.currency_id,
        scale: c.decimals,
        cycleDays: input.cycle_days,
        dailyRate: input.daily_rate.trim(),
        overdueRate: input.overdue_rate.trim(),
        min: String(min),
        max: String(max),
        assetLimit: limit,
        autoApproveBelow: String(auto),
        confirmRepay: input.confirm_repay,
        enabled: input.enabled,
        ip,
      },
      { operator: operatorId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** An operator sets a collateral coin's market and LTV steps (each above the one before it). */
  async function saveCollateral(operatorId: number, currencyId: number, input: CollateralInput, ip: string) {
    const [m] = await db.query<{ decimals: number }>(
      "SELECT c.decimals FROM markets m JOIN currencies c ON c.id = m.currency_id WHERE m.id = $1 AND m.currency_id = $2",
      [input.market_id, currencyId],
    );
    if (!m) return failure("REQUEST_INVALID_FIELD", { field: "market_id" });
    for (const field of ["initial_ltv", "margin_call", "top_up", "liquidate"] as const)
      if (!/^(0(\.[0-9]{1,4})?|1(\.0{1,4})?)$/.test(input[field].trim()))
        return failure("REQUEST_INVALID_FIELD", { field });
    const answer = await core.submit(
      commands.saveCollateral,
      {
        currency: currencyId,
        scale: m.decimals,
        market: input.market_id,
        initialLtv: input.initial_ltv.trim(),
        marginCall: input.margin_call.trim(),
        topUp: input.top_up.trim(),
        liquidate: input.liquidate.trim(),
        enabled: input.enabled,
        ip,
      },
      { operator: operatorId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** One's loans for the financial overview: open loans, what they owe and what they hold as collateral. */
  async function summary(userId: number): Promise<LoanSummary> {
    const open = [...state.loans.values()].filter((l) => l.userId === userId);
    const name = await names();
    const sum = (pick: (l: LiveLoan) => [number, bigint, number]) => {
      const by = new Map<number, { amount: bigint; scale: number }>();
      for (const l of open) {
        const [c, v, scale] = pick(l);
        by.set(c, { amount: (by.get(c)?.amount ?? 0n) + v, scale });
      }
      return [...by].map(([c, v]) => ({
        currency_id: c,
        currency_name: name.get(c) ?? "",
        amount: unitsToDecimal(v.amount, v.scale),
      }));
    };
    return {
      open: open.length,
      owed: sum((l) => [l.currencyId, l.state === "review" ? 0n : debtOf(l), l.scale]),
      collateral: sum((l) => [l.collateralCurrencyId, l.collateral, l.collateralScale]),
    };
  }

  return {
    state,
    commands,
    events,
    config,
    apply,
    orders,
    repay,
    topup,
    interestDay,
    onTick,
    settled: () => watching,
    terms,
    allLoans,
    review,
    repayReview,
    saveConfig,
    saveCollateral,
    summary,
  };
}

export type LoanService = Awaited<ReturnType<typeof createLoanService>>;
