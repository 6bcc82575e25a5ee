import { randomBytes } from "node:crypto";
import type {
  CoinAmount,
  IeoAdminSubscription,
  IeoAllocation,
  IeoProject,
  IeoSubscription,
  IeoSummary,
  IeoTotals,
  IeoState as IeoWindow,
} from "@bourse/contract";
import { paymentFor } from "@bourse/engine";
import { parse } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import { decimalToUnits, unitsToDecimal } from "../../core/units.ts";
import { iso, num } from "../../db/columns.ts";
import type { Db, Queryable } from "../../db/db.ts";
import { failure, success } from "../../http/outcome.ts";
import { registerIeoCommands } from "./ieo.commands.ts";
import { type IeoState, loadIeo, stateOf } from "./ieo.store.ts";

export interface ProjectInput {
  name: string;
  token: string;
  token_decimals: number;
  logo?: string | undefined;
  intro?: string | undefined;
  whitepaper_article_id?: number | null | undefined;
  pay_currency_id: number;
  price: string;
  supply: string;
  min_amount: string;
  max_amount: string;
  kyc_level: number;
  warmup_at: string;
  start_at: string;
  end_at: string;
  unlock_at: string;
}

/** The published rule (engine `earn/allocation.ts`): what `GET /ieo/:id/allocation` lets anyone redo. */
export const ALLOCATION_RULE = {
  name: "pro-rata-floor",
  version: 1,
  text:
    "demand = floor(amount × 10^token_decimals ÷ price_units) token units. If the total demand is at most the " +
    "supply, each gets its demand; otherwise each gets floor(supply × demand ÷ total demand), and the units " +
    "left by rounding stay with the project. paid = floor(tokens × price_units ÷ 10^token_decimals) payment " +
    "units; refund = amount − paid. The order of the list changes nothing.",
};

/** A project as its query reads it: the answer's fields but its state and figures, and the totals' columns. */
type ProjectRow = Omit<IeoProject, "status" | "raise" | "progress" | "totals"> & {
  closed: boolean;
  demand: string | null;
  allocated: string | null;
  remainder: string | null;
  paid: string | null;
  refunded: string | null;
  oversubscribed: boolean | null;
};

const PROJECT_SQL = `
  SELECT p.id, p.name, t.name AS token, p.currency_id, t.decimals AS token_decimals, p.logo, p.intro,
    p.whitepaper_article_id::int AS whitepaper_article_id, p.pay_currency_id, c.name AS pay_currency_name,
    c.decimals AS pay_decimals, ${num("p.price")} AS price, ${num("p.supply")} AS supply,
    ${num("p.min_amount")} AS min_amount, ${num("p.max_amount")} AS max_amount, p.kyc_level,
    ${iso("p.warmup_at")} AS warmup_at, ${iso("p.start_at")} AS start_at, ${iso("p.end_at")} AS end_at,
    ${iso("p.unlock_at")} AS unlock_at, p.settled_entry IS NOT NULL AS settled,
    p.released_entry IS NOT NULL AS released, p.closed_entry IS NOT NULL AS closed,
    coalesce((SELECT ${num("sum(s.amount)")} FROM ieo_subscriptions s WHERE s.project_id = p.id), '0') AS subscribed,
    (SELECT count(*)::int FROM ieo_subscriptions s WHERE s.project_id = p.id) AS subscribers,
    ${num("p.demand")} AS demand, ${num("p.allocated")} AS allocated, ${num("p.remainder")} AS remainder,
    ${num("p.paid")} AS paid, ${num("p.refunded")} AS refunded, p.oversubscribed
  FROM ieo_projects p JOIN currencies t ON t.id = p.currency_id JOIN currencies c ON c.id = p.pay_currency_id`;

/** The state a project shows, in SQL (`$1` is now): the same rule as `stateOf`. */
const STATE_SQL = `CASE WHEN p.closed_entry IS NOT NULL THEN 'closed' WHEN $1 < p.start_at THEN 'warmup'
  WHEN $1 < p.end_at AND p.settled_entry IS NULL THEN 'active' ELSE 'finished' END`;

/**
 * The IEO launchpad: an operator's projects, subscriptions held in the financial account, the
 * allocation when a window ends (engine `allocateIeo`), the tokens held until the unlock time, and the
 * published list anyone can recompute. `due` is the scheduler's job `ieo`.
 */
export async function createIeoService({
  db,
  core,
  clock,
  kycLevel,
}: {
  db: Db;
  core: Core;
  clock: () => Date;
  kycLevel: (userId: number) => Promise<number>;
}) {
  const state: IeoState = await loadIeo(db);
  core.onReload(async (q: Queryable) => {
    const next = await loadIeo(q);
    state.projects = next.projects;
    state.currencyNames = next.currencyNames;
    for (const k of ["project", "currency", "subscription", "order"] as const)
      state.ids[k] = Math.max(state.ids[k], next.ids[k]);
  });
  const commands = registerIeoCommands(core, state);

  /** A project as the app shows it: its state, what it raises if sold out, and how far it got. */
  function view(r: ProjectRow, now: number): IeoProject {
    const priceUnits = decimalToUnits(r.price, r.pay_decimals);
    const raise = paymentFor(decimalToUnits(r.supply, r.token_decimals), {
      priceUnits,
      tokenScale: r.token_decimals,
    });
    const subscribed = decimalToUnits(r.subscribed, r.pay_decimals);
    const hundredths = raise > 0n ? (subscribed * 10_000n) / raise : 0n;
    const status: IeoWindow = stateOf(
      {
        phase: r.closed ? "closed" : r.settled ? "settled" : "open",
        startAt: Date.parse(r.start_at),
        endAt: Date.parse(r.end_at),
      },
      now,
    );
    const { demand, allocated, remainder, paid, refunded, oversubscribed, closed: _, ...rest } = r;
    // the allocation writes its totals together
    const totals: IeoTotals | null =
      r.settled &&
      demand !== null &&
      allocated !== null &&
      remainder !== null &&
      paid !== null &&
      refunded !== null &&
      oversubscribed !== null
        ? { demand, allocated, remainder, subscribed: r.subscribed, paid, refunded, oversubscribed }
        : null;
    return {
      ...rest,
      status,
      raise: unitsToDecimal(raise, r.pay_decimals),
      progress: unitsToDecimal(hundredths, 2),
      totals,
    };
  }

  /** The announced projects (warm-up passed), newest start first, optionally of one state. */
  async function projects(status: IeoWindow | undefined, page: number, limit: number) {
    const now = clock();
    const rows = await db.query<ProjectRow>(
      `${PROJECT_SQL} WHERE p.warmup_at <= $1 AND ($2::text IS NULL OR ${STATE_SQL} = $2)
       ORDER BY p.start_at DESC, p.id DESC LIMIT $3 OFFSET $4`,
      [now, status ?? null, limit, (page - 1) * limit],
    );
    return { now: now.toISOString(), page, data: rows.map((r) => view(r, now.getTime())) };
  }

  async function projectRow(id: number, announcedBy?: Date) {
    const [row] = await db.query<ProjectRow>(
      `${PROJECT_SQL} WHERE p.id = $1 AND ($2::timestamptz IS NULL OR p.warmup_at <= $2)`,
      [id, announcedBy ?? null],
    );
    return row;
  }

  /** One announced project with its presentation and, once allocated, its totals. */
  async function detail(id: number) {
    const now = clock();
    const row = await projectRow(id, now);
    if (!row) return failure("IEO_PROJECT_NOT_FOUND");
    return success({ now: now.toISOString(), project: view(row, now.getTime()) });
  }

  /**
   * Subscribes `amount` of the payment coin to a project in progress. A client that sends the payment
   * coin or price it showed is refused when either is not the project's (the terms it agreed to).
   */
  async function subscribe(
    userId: number,
    input: {
      project_id: number;
      amount: string;
      pay_currency?: number | undefined;
      price?: string | undefined;
    },
  ) {
    const p = state.projects.get(input.project_id);
    if (!p || clock().getTime() < p.warmupAt) return failure("IEO_PROJECT_NOT_FOUND");
    if (input.pay_currency !== undefined && input.pay_currency !== p.payCurrencyId)
      return failure("IEO_TERMS_CHANGED", { field: "pay_currency" });
    if (input.price !== undefined) {
      const price = parse(input.price.trim(), 18);
      if (!price.ok || price.value.units !== p.priceUnits * 10n ** BigInt(18 - p.payScale))
        return failure("IEO_TERMS_CHANGED", { field: "price" });
    }
    const amount = parse(input.amount.trim(), p.payScale);
    if (!amount.ok)
      return amount.code === "MONEY_TOO_PRECISE"
        ? failure("WALLET_AMOUNT_TOO_PRECISE", { field: "amount", decimals: p.payScale })
        : failure("REQUEST_INVALID_FIELD", { field: "amount" });
    if (amount.value.units <= 0n) return failure("REQUEST_INVALID_FIELD", { field: "amount" });
    const answer = await core.submit(
      commands.subscribe,
      {
        project: p.id,
        amount: String(amount.value.units),
        kyc: await kycLevel(userId),
        salt: randomBytes(16).toString("hex"),
      },
      { user: userId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** One's subscriptions, newest first, each with its orders and, once allocated, its figures. */
  async function mine(userId: number, projectId: number | undefined, page: number, limit: number) {
    const rows = await db.query<IeoSubscription>(
      `SELECT s.id::int AS id, s.project_id, p.name, t.name AS token, t.decimals AS token_decimals,
         c.name AS pay_currency_name, ${num("p.price")} AS price, ${num("s.amount")} AS amount, s.status,
         ${num("s.tokens")} AS tokens, ${num("s.paid")} AS paid, ${num("s.refund")} AS refund,
         ${iso("p.end_at")} AS end_at, ${iso("p.unlock_at")} AS unlock_at, s.released, s.hashed_id, s.salt,
         ${iso("s.created_at")} AS created_at,
         coalesce((SELECT json_agg(json_build_object('id', o.id::int, 'amount', ${num("o.amount")},
           'created_at', ${iso("o.created_at")}) ORDER BY o.id) FROM ieo_orders o WHERE o.subscription_id = s.id), '[]') AS orders
       FROM ieo_subscriptions s JOIN ieo_projects p ON p.id = s.project_id
         JOIN currencies t ON t.id = p.currency_id JOIN currencies c ON c.id = p.pay_currency_id
       WHERE s.user_id = $1 AND ($2::int IS NULL OR s.project_id = $2)
       ORDER BY s.id DESC LIMIT $3 OFFSET $4`,
      [userId, projectId ?? null, limit, (page - 1) * limit],
    );
    return { now: clock().toISOString(), page, data: rows };
  }

  /**
   * The published allocation: the project's terms in units, the rule, and every subscription's hashed id
   * and amount (with its tokens, payment and refund once allocated), so anyone can run the rule again.
   */
  async function allocation(id: number) {
    const now = clock();
    const row = await projectRow(id, now);
    if (!row) return failure("IEO_PROJECT_NOT_FOUND");
    const subs = await db.query<IeoAllocation["subscriptions"][number]>(
      `SELECT hashed_id, ${num("amount")} AS amount, ${num("tokens")} AS tokens, ${num("paid")} AS paid,
         ${num("refund")} AS refund FROM ieo_subscriptions WHERE project_id = $1 ORDER BY hashed_id`,
      [id],
    );
    const v = view(row, now.getTime());
    return success({
      project: {
        id: v.id,
        token: v.token,
        token_decimals: v.token_decimals,
        pay_currency_name: v.pay_currency_name,
        pay_decimals: v.pay_decimals,
        price: v.price,
        price_units: String(decimalToUnits(v.price, v.pay_decimals)),
        supply: v.supply,
        supply_units: String(decimalToUnits(v.supply, v.token_decimals)),
        end_at: v.end_at,
        status: v.status,
        settled: v.settled,
      },
      rule: ALLOCATION_RULE,
      totals: v.totals,
      subscriptions: subs,
    });
  }

  /**
   * The scheduler's job `ieo`: every project whose window has ended is allocated (`ieo-settle:<id>`), and
   * every allocated project whose unlock time has come releases its tokens (`ieo-release:<id>`). Answers
   * how many it ran.
   */
  async function due(now: Date) {
    if (!core.leading) return 0;
    let ran = 0;
    for (const p of [...state.projects.values()]) {
      if (p.phase === "open" && now.getTime() >= p.endAt) {
        const answer = await core.submit(
          commands.settle,
          { project: p.id },
          { system: "ieo" },
          `ieo-settle:${p.id}`,
        );
        if (!answer.ok) throw new Error(`ieo-settle:${p.id}: ${answer.code}`);
        ran++;
      }
      if (p.phase === "settled" && now.getTime() >= p.unlockAt) {
        const answer = await core.submit(
          commands.release,
          { project: p.id },
          { system: "ieo" },
          `ieo-release:${p.id}`,
        );
        if (!answer.ok) throw new Error(`ieo-release:${p.id}: ${answer.code}`);
        ran++;
      }
    }
    return ran;
  }

  /** Every project with its figures (the console), newest first. */
  async function adminProjects() {
    const now = clock().getTime();
    return (await db.query<ProjectRow>(`${PROJECT_SQL} ORDER BY p.id DESC`)).map((r) => view(r, now));
  }

  /** An operator creates (`id` null) or changes a project; each figure is checked, naming its field. */
  async function saveProject(operatorId: number, id: number | null, input: ProjectInput, ip: string) {
    const [pay] = await db.query<{ decimals: number }>("SELECT decimals FROM currencies WHERE id = $1", [
      input.pay_currency_id,
    ]);
    const before = id === null ? undefined : state.projects.get(id);
    if (id !== null && !before) return failure("IEO_PROJECT_NOT_FOUND");
    if (!pay || input.pay_currency_id === before?.currencyId)
      return failure("REQUEST_INVALID_FIELD", { field: "pay_currency_id" });
    const units = (field: "price" | "supply" | "min_amount" | "max_amount", scale: number) => {
      const v = parse(input[field].trim(), scale);
      return v.ok && v.value.units > 0n ? v.value.units : undefined;
    };
    const price = units("price", pay.decimals);
    if (price === undefined) return failure("REQUEST_INVALID_FIELD", { field: "price" });
    const supply = units("supply", input.token_decimals);
    if (supply === undefined) return failure("REQUEST_INVALID_FIELD", { field: "supply" });
    const min = units("min_amount", pay.decimals);
    // the least subscription must buy at least one token unit
    if (min === undefined || (min * 10n ** BigInt(input.token_decimals)) / price === 0n)
      return failure("REQUEST_INVALID_FIELD", { field: "min_amount" });
    const max = units("max_amount", pay.decimals);
    if (max === undefined || max < min) return failure("REQUEST_INVALID_FIELD", { field: "max_amount" });
    const times = (["warmup_at", "start_at", "end_at", "unlock_at"] as const).map((f) =>
      Date.parse(input[f]),
    );
    const [warmupAt = 0, startAt = 0, endAt = 0, unlockAt = 0] = times;
    const bad = (["warmup_at", "start_at", "end_at", "unlock_at"] as const).find(
      (_, i) => !Number.isFinite(times[i]),
    );
    if (bad) return failure("REQUEST_INVALID_FIELD", { field: bad });
    if (startAt < warmupAt) return failure("IEO_WINDOWS", { field: "start_at" });
    if (endAt <= startAt) return failure("IEO_WINDOWS", { field: "end_at" });
    if (unlockAt < endAt) return failure("IEO_WINDOWS", { field: "unlock_at" });
    const whitepaper = input.whitepaper_article_id ?? null;
    if (whitepaper !== null) {
      const [article] = await db.query("SELECT 1 FROM articles WHERE id = $1", [whitepaper]);
      if (!article) return failure("REQUEST_INVALID_FIELD", { field: "whitepaper_article_id" });
    }
    const answer = await core.submit(
      commands.save,
      {
        id,
        token: input.token,
        tokenScale: input.token_decimals,
        name: input.name.trim(),
        logo: (input.logo ?? "").trim(),
        intro: (input.intro ?? "").trim(),
        whitepaper,
        payCurrency: input.pay_currency_id,
        payScale: pay.decimals,
        price: String(price),
        supply: String(supply),
        min: String(min),
        max: String(max),
        kycLevel: input.kyc_level,
        warmupAt,
        startAt,
        endAt,
        unlockAt,
        ip,
      },
      { operator: operatorId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** An operator calls a project off before its allocation: every subscription is refunded. */
  async function closeProject(operatorId: number, id: number, ip: string) {
    const answer = await core.submit(commands.close, { project: id, ip }, { operator: operatorId });
    return answer.ok ? success(answer.reply) : answer;
  }

  /** The latest subscriptions (the console), optionally of one project, newest first. */
  async function adminSubscriptions(projectId: number | undefined, limit = 200) {
    return db.query<IeoAdminSubscription>(
      `SELECT s.id::int AS id, s.project_id, p.name AS project_name, t.name AS token, s.user_id::int AS user_id, u.email,
         ${num("s.amount")} AS amount, c.name AS pay_currency_name, s.status, ${num("s.tokens")} AS tokens,
         ${num("s.paid")} AS paid, ${num("s.refund")} AS refund, s.hashed_id, s.released,
         ${iso("s.created_at")} AS created_at
       FROM ieo_subscriptions s JOIN ieo_projects p ON p.id = s.project_id JOIN users u ON u.id = s.user_id
         JOIN currencies t ON t.id = p.currency_id JOIN currencies c ON c.id = p.pay_currency_id
       WHERE $1::int IS NULL OR s.project_id = $1
       ORDER BY s.id DESC LIMIT $2`,
      [projectId ?? null, limit],
    );
  }

  /** One's IEO holdings for the financial overview: payments awaiting allocation, tokens still held. */
  async function summary(userId: number): Promise<IeoSummary> {
    const [counts] = await db.query<{ subscribed: number }>(
      "SELECT count(*)::int AS subscribed FROM ieo_subscriptions WHERE user_id = $1 AND status = 'subscribed'",
      [userId],
    );
    const frozen = await db.query<CoinAmount>(
      `SELECT p.pay_currency_id AS currency_id, c.name AS currency_name, ${num("sum(s.amount)")} AS amount
       FROM ieo_subscriptions s JOIN ieo_projects p ON p.id = s.project_id JOIN currencies c ON c.id = p.pay_currency_id
       WHERE s.user_id = $1 AND s.status = 'subscribed' GROUP BY p.pay_currency_id, c.name ORDER BY c.name`,
      [userId],
    );
    const tokens = await db.query<IeoSummary["tokens_locked"][number]>(
      `SELECT p.currency_id, t.name AS currency_name, ${num("s.tokens")} AS amount, ${iso("p.unlock_at")} AS unlock_at
       FROM ieo_subscriptions s JOIN ieo_projects p ON p.id = s.project_id JOIN currencies t ON t.id = p.currency_id
       WHERE s.user_id = $1 AND s.status = 'allocated' AND NOT s.released AND s.tokens > 0 ORDER BY p.unlock_at`,
      [userId],
    );
    return { subscribed: counts?.subscribed ?? 0, frozen, tokens_locked: tokens };
  }

  return {
    state,
    commands,
    projects,
    detail,
    subscribe,
    mine,
    allocation,
    due,
    adminProjects,
    saveProject,
    closeProject,
    adminSubscriptions,
    summary,
  };
}

export type IeoService = Awaited<ReturnType<typeof createIeoService>>;
