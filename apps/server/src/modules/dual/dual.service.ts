import { randomBytes } from "node:crypto";
import type { CoinAmount, DualAdminOrder, DualOrder, DualProof, DualSummary } from "@bourse/contract";
import { dualScenarios, parseRate } from "@bourse/engine";
import { parse } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import { iso, num } from "../../db/columns.ts";
import type { Db, Queryable } from "../../db/db.ts";
import { failure, success } from "../../http/outcome.ts";
import { registerDualCommands } from "./dual.commands.ts";
import {
  type DualKind,
  type DualState,
  investCurrency,
  investScale,
  type LiveProduct,
  loadDual,
  maturityOf,
} from "./dual.store.ts";

export interface ProductInput {
  market_id: number;
  type: DualKind;
  linked_price: string;
  apr: string;
  days: number;
  share_price: string;
  shares: number;
  settle_time: string;
  enabled: boolean;
}

/** The published rule of a settlement (PRODUCT-RULES "Earn products"), as every proof states it. */
export const DUAL_RULE = {
  name: "dual-settlement",
  version: 1,
  text:
    "settlement price = the first recorded index tick of the market at or after maturity_at. factor = 1 + " +
    "days × apr / 365. call (invested in the base coin): below the linked price, paid in the base coin = " +
    "investment × factor; otherwise converted, in the quote coin = investment × linked price × factor. put " +
    "(invested in the quote coin): at or below the linked price, converted, in the base coin = investment ÷ " +
    "linked price × factor; otherwise in the quote coin = investment × factor. One rounding, down to the " +
    "paid coin's unit.",
};

const ORDER_SQL = `
  SELECT o.id::int AS id, o.public_id, o.product_id, o.market_id, b.name || '/' || qc.name AS symbol, o.type,
    ${num("o.linked_price")} AS linked_price, ${num("o.apr")} AS apr, o.days, o.shares,
    o.invest_currency_id, ic.name AS invest_currency_name, ${num("o.investment")} AS investment,
    ${iso("o.maturity_at")} AS maturity_at,
    CASE WHEN o.status = 'completed' THEN 'completed' WHEN o.maturity_at <= $1 THEN 'settling' ELSE 'purchased' END AS status,
    o.settle_seq::int AS settle_seq, ${num("o.settle_price")} AS settle_price, ${iso("o.settle_tick_at")} AS settle_tick_at,
    o.payout_currency_id, pc.name AS payout_currency_name, ${num("o.payout")} AS payout, o.converted,
    ${iso("o.created_at")} AS created_at
  FROM dual_orders o JOIN markets m ON m.id = o.market_id JOIN currencies b ON b.id = m.currency_id
    JOIN currencies qc ON qc.id = m.legal_id JOIN currencies ic ON ic.id = o.invest_currency_id
    LEFT JOIN currencies pc ON pc.id = o.payout_currency_id`;

/**
 * Dual investment: an operator's products, purchases held in the financial account, and settlement at
 * maturity on the first recorded index tick at or after it (engine `earn/dual.ts` for the payout), each
 * with a public proof. `due` is the scheduler's job `dual`.
 */
export async function createDualService({
  db,
  core,
  clock,
  lastPrice,
}: {
  db: Db;
  core: Core;
  clock: () => Date;
  lastPrice: (marketId: number) => string | undefined;
}) {
  const state: DualState = await loadDual(db);
  core.onReload(async (q: Queryable) => {
    const next = await loadDual(q);
    state.products = next.products;
    state.orders = next.orders;
    state.ids.product = Math.max(state.ids.product, next.ids.product);
    state.ids.order = Math.max(state.ids.order, next.ids.order);
  });
  const commands = registerDualCommands(core, state);

  async function names() {
    return new Map(
      (await db.query<{ id: number; name: string }>("SELECT id, name FROM currencies")).map((c) => [
        c.id,
        c.name,
      ]),
    );
  }

  function view(p: LiveProduct, name: Map<number, string>, now: Date) {
    const [base = "", quote = ""] = p.symbol.split("/");
    const scale = investScale(p);
    const terms = { ...p, linkedPrice: p.linkedPrice };
    const perShare = dualScenarios(terms, p.sharePrice);
    const coin = (c: "base" | "quote") => (c === "base" ? base : quote);
    const amount = (x: { currency: "base" | "quote"; amount: bigint }) =>
      unitsToDecimal(x.amount, x.currency === "base" ? p.baseScale : p.quoteScale);
    return {
      id: p.id,
      market_id: p.marketId,
      symbol: p.symbol,
      currency_id: p.baseId,
      currency_name: base,
      legal_id: p.quoteId,
      legal_name: quote,
      type: p.type,
      invest_currency_id: investCurrency(p),
      invest_currency_name: name.get(investCurrency(p)) ?? "",
      invest_decimals: scale,
      linked_price: unitsToDecimal(p.linkedPrice, p.quoteScale),
      apr: p.aprText,
      days: p.days,
      per_price: unitsToDecimal(p.sharePrice, scale),
      shares: p.shares,
      remaining_shares: p.shares - p.sold,
      progress: unitsToDecimal(BigInt(Math.floor((p.sold * 10_000) / p.shares)), 2),
      settle_time: p.settleTime,
      /** the maturity of a purchase made now */
      maturity_at: new Date(maturityOf(now, p.days, p.settleTime)).toISOString(),
      index_price: lastPrice(p.marketId) ?? null,
      /** what one share pays in each case */
      per_share: {
        kept: { currency_name: coin(perShare.kept.currency), amount: amount(perShare.kept) },
        converted: { currency_name: coin(perShare.converted.currency), amount: amount(perShare.converted) },
      },
      enabled: p.enabled,
    };
  }

  /** The products open to purchase, by pair and type, with the index price. */
  async function index(currencyId: number | undefined, type: DualKind | undefined) {
    const now = clock();
    const name = await names();
    const data = [...state.products.values()]
      .filter((p) => p.enabled && p.sold < p.shares)
      .filter(
        (p) =>
          (currencyId === undefined || p.baseId === currencyId) && (type === undefined || p.type === type),
      )
      .sort(
        (a, b) =>
          a.symbol.localeCompare(b.symbol) || a.type.localeCompare(b.type) || a.days - b.days || a.id - b.id,
      )
      .map((p) => view(p, name, now));
    const pairs = [
      ...new Map(
        data.map((p) => [p.currency_id, { currency_id: p.currency_id, currency_name: p.currency_name }]),
      ).values(),
    ];
    return { now: now.toISOString(), pairs, data };
  }

  async function detail(id: number) {
    const p = state.products.get(id);
    if (!p?.enabled) return failure("DUAL_PRODUCT_NOT_FOUND");
    const now = clock();
    return success({ now: now.toISOString(), product: view(p, await names(), now) });
  }

  /** Buys `num` whole shares, the investment taken from the financial account until maturity. */
  async function buy(userId: number, id: number, numText: string) {
    const n = Number(numText.trim());
    if (!Number.isSafeInteger(n) || n < 1) return failure("DUAL_QUANTITY_INTEGER", { field: "num" });
    const answer = await core.submit(
      commands.buy,
      { product: id, shares: n, publicId: randomBytes(16).toString("hex") },
      { user: userId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** One's orders, newest first: purchased, settling (matured, waiting for its tick) or completed. */
  async function list(
    userId: number,
    status: "purchased" | "completed" | undefined,
    page: number,
    limit: number,
  ) {
    const now = clock();
    const rows = await db.query<Omit<DualOrder, "proof_url">>(
      `${ORDER_SQL} WHERE o.user_id = $2 AND ($3::text IS NULL OR o.status = $3) ORDER BY o.id DESC LIMIT $4 OFFSET $5`,
      [now, userId, status ?? null, limit, (page - 1) * limit],
    );
    return {
      now: now.toISOString(),
      page,
      data: rows.map((r) => ({ ...r, proof_url: `/api/dual/${r.public_id}/proof` })),
    };
  }

  /**
   * An order's public proof: its terms, the maturity, the settlement tick and the tick before it (so
   * anyone sees it is the first at or after maturity), the rule and the payout.
   */
  async function proof(publicId: string) {
    const now = clock();
    const [o] = await db.query<Omit<DualOrder, "proof_url">>(`${ORDER_SQL} WHERE o.public_id = $2`, [
      now,
      publicId,
    ]);
    if (!o) return failure("DUAL_ORDER_NOT_FOUND");
    const ticks =
      o.settle_seq === null
        ? []
        : await db.query<DualProof["ticks"][number]>(
            `SELECT seq::int AS seq, ${num("price")} AS price, ${iso("ts")} AS time FROM ticks
             WHERE market_id = $1 AND seq BETWEEN $2::bigint - 1 AND $2::bigint ORDER BY seq`,
            [o.market_id, o.settle_seq],
          );
    const { id: _, ...order } = o;
    return success({
      order,
      rule: DUAL_RULE,
      ticks,
      verify_url:
        o.settle_seq === null
          ? null
          : `/api/ticks?symbol=${encodeURIComponent(o.symbol)}&after_seq=${o.settle_seq - 2}&limit=2`,
    });
  }

  /** The first recorded tick of a market at or after `at` (epoch ms), in quote units. */
  async function tickAtOrAfter(o: { marketId: number; quoteScale: number }, at: number) {
    const [tick] = await db.query<{ seq: number; price: string; at: string }>(
      `SELECT seq::int AS seq, price::text AS price, (extract(epoch FROM ts) * 1000)::bigint::text AS at
       FROM ticks WHERE market_id = $1 AND ts >= $2 ORDER BY seq LIMIT 1`,
      [o.marketId, new Date(at)],
    );
    if (!tick) return undefined;
    const [whole = "0", fraction = ""] = tick.price.split(".");
    const units = BigInt(whole + fraction.padEnd(o.quoteScale, "0").slice(0, o.quoteScale));
    return { seq: tick.seq, price: String(units), at: Number(tick.at) };
  }

  /**
   * The scheduler's job `dual`: every order past its maturity whose settlement tick has been recorded
   * settles (`dual-settle:<order>`); one waiting for its tick waits. Answers how many settled.
   */
  async function due(now: Date) {
    if (!core.leading) return 0;
    let ran = 0;
    for (const o of [...state.orders.values()]) {
      if (o.maturityAt > now.getTime()) continue;
      const tick = await tickAtOrAfter(o, o.maturityAt);
      if (!tick) continue;
      const answer = await core.submit(
        commands.settle,
        { order: o.id, tick },
        { system: "dual" },
        `dual-settle:${o.id}`,
      );
      if (!answer.ok) throw new Error(`dual-settle:${o.id}: ${answer.code}`);
      ran++;
    }
    return ran;
  }

  /** Every product (the console). */
  async function products() {
    const name = await names();
    const now = clock();
    return [...state.products.values()]
      .sort((a, b) => a.id - b.id)
      .map((p) => ({ ...view(p, name, now), sold: p.sold }));
  }

  /** An operator creates (`id` null) or changes a product; every figure is checked, naming its field. */
  async function saveProduct(operatorId: number, id: number | null, input: ProductInput, ip: string) {
    const [m] = await db.query<{
      base_id: number;
      quote_id: number;
      base_scale: number;
      quote_scale: number;
      symbol: string;
    }>(
      `SELECT b.id AS base_id, qc.id AS quote_id, b.decimals AS base_scale, qc.decimals AS quote_scale,
         b.name || '/' || qc.name AS symbol
       FROM markets m JOIN currencies b ON b.id = m.currency_id JOIN currencies qc ON qc.id = m.legal_id WHERE m.id = $1`,
      [input.market_id],
    );
    if (!m) return failure("REQUEST_INVALID_FIELD", { field: "market_id" });
    const units = (text: string, scale: number) => {
      const v = parse(text.trim(), scale);
      return v.ok && v.value.units > 0n ? v.value.units : undefined;
    };
    const linked = units(input.linked_price, m.quote_scale);
    if (linked === undefined) return failure("REQUEST_INVALID_FIELD", { field: "linked_price" });
    const share = units(input.share_price, input.type === "call" ? m.base_scale : m.quote_scale);
    if (share === undefined) return failure("REQUEST_INVALID_FIELD", { field: "share_price" });
    const apr = input.apr.trim();
    const aprRate = parseRate(apr);
    if (!/^[0-9]{1,2}(\.[0-9]{1,8})?$/.test(apr) || !aprRate || aprRate.num === 0n)
      return failure("REQUEST_INVALID_FIELD", { field: "apr" });
    const answer = await core.submit(
      commands.save,
      {
        id,
        market: input.market_id,
        symbol: m.symbol,
        type: input.type,
        baseId: m.base_id,
        quoteId: m.quote_id,
        baseScale: m.base_scale,
        quoteScale: m.quote_scale,
        linkedPrice: String(linked),
        apr,
        days: input.days,
        sharePrice: String(share),
        shares: input.shares,
        settleTime: input.settle_time,
        enabled: input.enabled,
        ip,
      },
      { operator: operatorId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** The latest orders of every user (the console), optionally of one product. */
  async function allOrders(productId: number | undefined, limit = 200) {
    return db.query<DualAdminOrder>(
      `${ORDER_SQL.replace("SELECT o.id::int AS id,", "SELECT o.id::int AS id, o.user_id::int AS user_id, (SELECT email FROM users WHERE id = o.user_id) AS email,")}
       WHERE $2::int IS NULL OR o.product_id = $2 ORDER BY o.id DESC LIMIT $3`,
      [clock(), productId ?? null, limit],
    );
  }

  /** One's dual holdings for the financial overview: orders not settled and what they hold. */
  async function summary(userId: number): Promise<DualSummary> {
    const [counts] = await db.query<{ active: number; completed: number }>(
      `SELECT count(*) FILTER (WHERE status = 'purchased')::int AS active,
         count(*) FILTER (WHERE status = 'completed')::int AS completed FROM dual_orders WHERE user_id = $1`,
      [userId],
    );
    const invested = await db.query<CoinAmount>(
      `SELECT o.invest_currency_id AS currency_id, c.name AS currency_name, ${num("sum(o.investment)")} AS amount
       FROM dual_orders o JOIN currencies c ON c.id = o.invest_currency_id
       WHERE o.user_id = $1 AND o.status = 'purchased' GROUP BY o.invest_currency_id, c.name ORDER BY c.name`,
      [userId],
    );
    return { active: counts?.active ?? 0, completed: counts?.completed ?? 0, invested };
  }

  return { state, commands, index, detail, buy, list, proof, due, products, saveProduct, allOrders, summary };
}

export type DualService = Awaited<ReturnType<typeof createDualService>>;
