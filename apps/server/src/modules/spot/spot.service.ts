import { EventEmitter } from "node:events";
import type { MarketSettings, MarketSettingsBody, SpotOrder } from "@bourse/contract";
import type { TradeItem } from "@bourse/contract/realtime";
import {
  notional as notionalOf,
  OrderBook,
  quoteFromNotional,
  type RestingOrder,
  type Side,
  SpotCode,
  spotFeeRisky,
} from "@bourse/engine";
import { type Amount, add, fromUnits, lt, max, mul, parse, rescale, sub, toPlainString } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import type { Db, Queryable } from "../../db/db.ts";
import type { Feed } from "../../feed/feed.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { failure, isFailure, type Outcome, success } from "../../http/outcome.ts";
import { pageOf } from "../../http/pagination.ts";
import type { AskApproval } from "../approvals/index.ts";
import type { CouponBook } from "../growth/index.ts";
import { type PlaceArgs, type RequoteReply, registerSpotCommands, type SpotState } from "./spot.commands.ts";
import {
  type MarketApproval,
  parseSettings,
  registerMarketConfig,
  saveMarket,
  settingsView,
} from "./spot.markets.ts";
import { planRequote, unchanged } from "./spot.requote.ts";
import {
  amountText,
  haltedRefusal,
  loadRules,
  type MarketRules,
  marketInfo,
  orderRefusal,
  priceText,
  wholeUnits,
} from "./spot.rules.ts";
import { type LiveOrder, type OrderRow, orderFromRow } from "./spot.store.ts";
import { view } from "./spot.view.ts";

export interface PlaceInput {
  side: Side;
  amount: string;
  price: string | undefined;
  currencyId: number;
  legalId: number;
  tif?: "GTC" | "IOC" | "FOK";
  postOnly?: boolean;
  /** a fee discount coupon of the user's */
  couponId?: number | undefined;
}

/**
 * Spot trading: one order book per market in memory, every order placed and cancelled through the money
 * core, so matching, the ledger postings (holds opened, used and released in one entry), the order and
 * trade rows are committed together before anyone hears of them. The books are rebuilt from the open
 * orders at start.
 */
export async function createSpotService({
  db,
  core,
  feed,
  coupons,
}: {
  db: Db;
  core: Core;
  feed: Feed;
  coupons: CouponBook;
}) {
  const rules = await loadRules(db);
  const byId = new Map(rules.map((r) => [r.id, r]));
  const books = new Map(rules.map((r) => [r.id, new OrderBook()]));
  const demoBooks = new Map(rules.map((r) => [r.id, new OrderBook()]));
  const live = new Map<number, LiveOrder>();
  /** `depth` (market id, demo), `trades` ({market, trades, demo}), `order` ({userId, order}) after each commit */
  const events = new EventEmitter();
  const state: SpotState = { byId, books, demoBooks, live, ids: { next: 1 }, events, coupons };
  const commands = registerSpotCommands(core, state);
  const config = registerMarketConfig(core, state);
  await restore(db);
  core.onReload(async (q) => {
    // the markets' settings as the table has them, in the objects every order and handler holds
    for (const fresh of await loadRules(q)) {
      const r = byId.get(fresh.id);
      if (r) Object.assign(r, fresh);
    }
    await restore(q);
    for (const r of rules) for (const demo of [false, true]) events.emit("depth", r.id, demo);
  });

  /**
   * The books as the open orders in the table have them. At start, and again when the core rebuilt its
   * memory: orders already in memory are updated in place, the others are dropped, each book is built
   * anew in each level's queue order (an order's id, or the number its last amendment took: handlers
   * look their book and orders up when they run, never before), and the next order id follows the last
   * number the table holds, as a replay of the stored commands would hand it out.
   */
  async function restore(q: Queryable) {
    const [last] = await q.query<{ id: string | null }>(
      "SELECT greatest((SELECT max(id) FROM spot_orders), (SELECT max(queue_seq) FROM spot_orders))::text AS id",
    );
    state.ids.next = Number(last?.id ?? 0) + 1;
    const rows = await q.query<OrderRow>(
      "SELECT * FROM spot_orders WHERE status = 'open' ORDER BY coalesce(queue_seq, id)",
    );
    const open = new Set<number>();
    /** by `<market>:<demo>` */
    const resting = new Map<string, RestingOrder[]>();
    for (const row of rows) {
      const fresh = orderFromRow(row, byId.get(row.market_id)!);
      const order = live.has(fresh.id) ? Object.assign(live.get(fresh.id)!, fresh) : fresh;
      live.set(order.id, order);
      open.add(order.id);
      const key = `${order.market.id}:${order.demo}`;
      const list = resting.get(key) ?? [];
      list.push({
        id: order.id,
        owner: order.userId,
        side: order.side,
        price: order.price!,
        quantity: order.quantity!,
        remaining: order.quantity! - order.filled,
        postOnly: order.postOnly,
      });
      resting.set(key, list);
    }
    for (const id of live.keys()) if (!open.has(id)) live.delete(id);
    for (const r of rules)
      for (const demo of [false, true]) {
        const book = new OrderBook();
        const code = book.restore(resting.get(`${r.id}:${demo}`) ?? []);
        if (code !== SpotCode.OK) throw new Error(`spot: market ${r.id} could not be restored (${code})`);
        (demo ? demoBooks : books).set(r.id, book);
      }
  }

  const marketOf = (currencyId: number, legalId: number) =>
    rules.find((r) => r.currencyId === currencyId && r.legalId === legalId);

  /** The limit price band around the index price, in ticks; undefined before the first index tick. */
  function band(r: MarketRules): { low: number; high: number } | undefined {
    const index = feed.lastPrice(r.id);
    if (!index) return undefined;
    const p = parse(index, r.priceDecimals);
    if (!p.ok) return undefined;
    const width = mul(p.value, r.priceBand, r.priceDecimals + 2, "down");
    const hundredth = (a: Amount, rounding: "up" | "down") =>
      rescale(fromUnits(a.units, a.scale + 2), r.priceDecimals, rounding);
    const low = sub(p.value, hundredth(width, "down"));
    const high = add(p.value, hundredth(width, "down"));
    return { low: Number(max(low, fromUnits(1n, r.priceDecimals)).units), high: Number(high.units) };
  }

  /**
   * Checks an order against the market's rules (and its limit price against the index band) and turns
   * it into the arguments of `spot.place`: ticks, steps or quote units, as text.
   */
  function prepare(input: PlaceInput): Outcome<PlaceArgs> {
    const r = marketOf(input.currencyId, input.legalId);
    if (!r) return failure("MARKET_UNKNOWN_MARKET");
    if (!r.open) return failure("SPOT_MARKET_CLOSED");
    const halted = haltedRefusal(r);
    if (halted) return halted;
    const isMarket =
      input.price === undefined || input.price.trim() === "" || /^0*(\.0*)?$/.test(input.price.trim());
    const tif = input.tif ?? (isMarket ? "IOC" : "GTC");
    if (input.postOnly && (isMarket || tif !== "GTC"))
      return failure("REQUEST_INVALID_FIELD", { field: "post_only" });
    if (isMarket && input.side === "buy") {
      // a market buy spends a quote amount, so it cannot be filled in full or not at all, nor rest
      if (tif !== "IOC") return failure("REQUEST_INVALID_FIELD", { field: "tif" });
      const budget = wholeUnits(input.amount, r.quoteScale, "amount", "WALLET_INVALID_AMOUNT");
      if (!budget.ok) return budget;
      const refused = orderRefusal(r, {
        price: null,
        quantity: null,
        budget: fromUnits(BigInt(budget.value), r.quoteScale),
      });
      if (!refused.ok) return refused;
      return success({ market: r.id, type: "market", side: "buy", tif, quoteBudget: String(budget.value) });
    }
    const quantity = wholeUnits(input.amount, r.amountDecimals, "amount", "WALLET_INVALID_AMOUNT");
    if (!quantity.ok) return quantity;
    if (isMarket) {
      if (tif === "GTC") return failure("REQUEST_INVALID_FIELD", { field: "tif" }); // a market order never rests
      const refused = orderRefusal(r, { price: null, quantity: quantity.value, budget: null });
      if (!refused.ok) return refused;
      return success({ market: r.id, type: "market", side: "sell", tif, quantity: String(quantity.value) });
    }
    const ticks = wholeUnits(input.price!, r.priceDecimals, "target_price", "SPOT_INVALID_PRICE");
    if (!ticks.ok) return ticks;
    const price = ticks.value;
    const refused = orderRefusal(r, { price, quantity: quantity.value, budget: null });
    if (!refused.ok) return refused;
    const limits = band(r);
    if (limits && (price < limits.low || price > limits.high))
      return failure("SPOT_PRICE_OUT_OF_BAND", {
        low: priceText(limits.low, r),
        high: priceText(limits.high, r),
        band: toPlainString(r.priceBand),
      });
    return success({
      market: r.id,
      type: "limit",
      side: input.side,
      tif,
      postOnly: input.postOnly ?? false,
      price: String(price),
      quantity: String(quantity.value),
    });
  }

  /**
   * Places an order: matched, posted and recorded in one durable step; answers the order as its
   * command left it.
   */
  async function place(userId: number, input: PlaceInput): Promise<Outcome<SpotOrder>> {
    const args = prepare(input);
    if (!args.ok) return args;
    const coupon = input.couponId === undefined ? undefined : await coupons.arg(userId, input.couponId);
    if (coupon && isFailure(coupon)) return coupon;
    const answer = await core.submit(commands.place, coupon ? { ...args.value, coupon } : args.value, {
      user: userId,
    });
    return answer.ok ? success(answer.reply) : answer;
  }

  /** Cancels an open order of the user; the frozen rest returns to available. */
  async function cancel(
    userId: number,
    orderId: number,
    reason: "user" | "requote" = "user",
  ): Promise<Outcome<SpotOrder>> {
    const order = live.get(orderId);
    if (!order || order.userId !== userId) {
      const [row] = await db.query<{ status: string }>(
        "SELECT status FROM spot_orders WHERE id = $1 AND user_id = $2",
        [orderId, userId],
      );
      return failure(row ? "SPOT_ORDER_CLOSED" : "SPOT_ORDER_NOT_FOUND");
    }
    const answer = await core.submit(commands.cancel, { order: orderId, reason }, { user: userId });
    return answer.ok ? success(answer.reply) : answer;
  }

  /**
   * Turns one of the market maker's accounts' quotes on a market into the wanted ladder (`spot.requote`):
   * prices and amounts as texts of the market's decimals; a level below the minimum notional is left out,
   * as a placement would be refused. Answers undefined, sending nothing, when the resting orders are the
   * ladder already.
   */
  async function requote(
    userId: number,
    r: MarketRules,
    quotes: readonly { side: Side; price: string; amount: string }[],
  ): Promise<Outcome<RequoteReply> | undefined> {
    const levels: { side: Side; price: number; quantity: number }[] = [];
    for (const q of quotes) {
      const price = wholeUnits(q.price, r.priceDecimals, "target_price", "SPOT_INVALID_PRICE");
      const quantity = wholeUnits(q.amount, r.amountDecimals, "amount", "WALLET_INVALID_AMOUNT");
      if (!price.ok) return price;
      if (!quantity.ok) return quantity;
      if (lt(quoteFromNotional(notionalOf(price.value, quantity.value), r, "down"), r.minNotional)) continue;
      levels.push({ side: q.side, price: price.value, quantity: quantity.value });
    }
    const resting = [...live.values()]
      .filter((o) => o.userId === userId && o.market.id === r.id && o.price !== null)
      .map((o) => ({
        id: o.id,
        side: o.side,
        price: o.price!,
        remaining: o.quantity! - o.filled,
        filled: o.filled,
      }));
    if (unchanged(planRequote(resting, levels))) return undefined;
    const answer = await core.submit(
      commands.requote,
      {
        market: r.id,
        maker: userId,
        levels: levels.map((l) => ({ side: l.side, price: String(l.price), quantity: String(l.quantity) })),
      },
      { user: userId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** The console's market configuration: the settings, changed and halted through `spot.market.save`. */
  let secondApproval: AskApproval<MarketApproval> | undefined;
  const markets = {
    /** How a save with an unusual fee asks for a second operator (the approvals line registers it). */
    useSecondApproval(ask: AskApproval<MarketApproval>) {
      secondApproval = ask;
    },
    list: (): MarketSettings[] => rules.map((r) => settingsView(r, feed.lastPrice(r.id) ?? null)),
    byId: (id: number) => byId.get(id),
    /**
     * Saves a market's settings (the halt kept); refusals name their field. `approval`: the second
     * operator's approval this save applies (recorded in the audit entry).
     */
    async save(
      operator: SessionOperator,
      id: number,
      body: MarketSettingsBody,
      ip: string,
      approval?: number,
    ): Promise<Outcome<MarketSettings>> {
      const r = byId.get(id);
      if (!r) return failure("MARKET_UNKNOWN_MARKET");
      const parsed = parseSettings(body, r);
      if (!parsed.ok) return parsed;
      // a fee raised past the usual range waits for a second operator, whose approval applies this save
      const changes = (["maker_fee", "taker_fee"] as const).flatMap((field) => {
        const from = toPlainString(field === "maker_fee" ? r.makerFee : r.takerFee);
        const to = toPlainString(field === "maker_fee" ? parsed.value.makerFee : parsed.value.takerFee);
        return from !== to && spotFeeRisky(to) ? [{ field, from, to }] : [];
      });
      if (approval === undefined && secondApproval && changes.length > 0)
        return secondApproval({
          maker: { id: operator.id },
          subject: `market:${id}`,
          payload: { market: id, body },
          summary: { target: `Spot market ${r.symbol}`, changes },
          ip,
        });
      return saveMarket(
        core,
        config,
        operator,
        { market: id, ...argsOf(parsed.value, r.halted), ...(approval ? { approval } : {}) },
        ip,
      );
    },
    /** Halts (new orders refused, cancels still taken) or resumes a market. */
    async halt(
      operator: SessionOperator,
      id: number,
      halted: boolean,
      ip: string,
    ): Promise<Outcome<MarketSettings>> {
      const r = byId.get(id);
      if (!r) return failure("MARKET_UNKNOWN_MARKET");
      return saveMarket(core, config, operator, { market: id, ...argsOf(r, halted) }, ip);
    },
  };

  return {
    events,
    rules,
    markets,
    place,
    cancel,
    requote,
    view,
    /** Cancels every open order of a user (a demo account's reset); answers how many. */
    async cancelAll(userId: number): Promise<number> {
      const open = [...live.values()].filter((o) => o.userId === userId && o.status === "open");
      let cancelled = 0;
      for (const o of open) if ((await cancel(userId, o.id)).ok) cancelled++;
      return cancelled;
    },
    /** Open orders of one user on one market (the market maker re-quotes its own). */
    openOrders: (userId: number, marketId: number) =>
      [...live.values()].filter((o) => o.userId === userId && o.market.id === marketId),
    bySymbol: (symbol: string) => rules.find((r) => r.symbol === symbol.toUpperCase()),
    market: (r: MarketRules) => marketInfo(r, feed.lastPrice(r.id) ?? null),
    /** The market's book, or its demo book. */
    depth(r: MarketRules, levels: number, demo = false) {
      const d = (demo ? demoBooks : books).get(r.id)!.depth(levels);
      const text = (side: [number, number][]) =>
        side.map(([p, q]): [string, string] => [priceText(p, r), amountText(q, r)]);
      return { bids: text(d.bids), asks: text(d.asks) };
    },
    /** The market's latest trades, or its demo book's. */
    async trades(r: MarketRules, limit: number, demo = false): Promise<TradeItem[]> {
      const rows = await db.query<{
        id: number;
        price: string;
        quantity: string;
        taker_side: Side;
        created_at: Date;
      }>(
        `SELECT id::int AS id, price::text AS price, quantity::text AS quantity, taker_side, created_at
         FROM spot_trades WHERE market_id = $1 AND demo = $3 ORDER BY id DESC LIMIT $2`,
        [r.id, limit, demo],
      );
      return rows.map((t) => ({
        id: t.id,
        price: priceText(parseUnits(t.price, r.priceDecimals), r),
        amount: amountText(parseUnits(t.quantity, r.amountDecimals), r),
        side: t.taker_side,
        time: t.created_at.getTime(),
      }));
    },
    async list(
      userId: number,
      q: { status: string; currencyId?: number; legalId?: number; page: number; limit: number },
    ) {
      const statuses =
        q.status === "history"
          ? ["filled", "cancelled"]
          : q.status === "all"
            ? ["open", "filled", "cancelled"]
            : [q.status];
      const where = `user_id = $1 AND status = ANY($2)
        AND ($3::int IS NULL OR market_id IN (SELECT id FROM markets WHERE currency_id = $3))
        AND ($4::int IS NULL OR market_id IN (SELECT id FROM markets WHERE legal_id = $4))`;
      const params = [userId, statuses, q.currencyId ?? null, q.legalId ?? null];
      const rows = await db.query<OrderRow>(
        `SELECT * FROM spot_orders WHERE ${where} ORDER BY id DESC LIMIT $5 OFFSET $6`,
        [...params, q.limit, (q.page - 1) * q.limit],
      );
      const [count] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM spot_orders WHERE ${where}`,
        params,
      );
      const data = rows.map((row) =>
        view(live.get(Number(row.id)) ?? orderFromRow(row, byId.get(row.market_id)!)),
      );
      return pageOf(data, count?.n ?? 0, q.page, q.limit);
    },
  };
}

/** A market's settings as the command's arguments (decimal texts). */
function argsOf(
  s: Pick<MarketRules, "makerFee" | "takerFee" | "priceStep" | "lotStep" | "minNotional">,
  halted: boolean,
) {
  return {
    makerFee: toPlainString(s.makerFee),
    takerFee: toPlainString(s.takerFee),
    priceStep: toPlainString(s.priceStep),
    lotStep: toPlainString(s.lotStep),
    minNotional: toPlainString(s.minNotional),
    halted,
  };
}

function parseUnits(text: string, decimals: number): bigint {
  const p = parse(text, 18);
  if (!p.ok) throw new Error(`not a decimal: ${text}`);
  return rescale(p.value, decimals, "down").units;
}

export type SpotService = Awaited<ReturnType<typeof createSpotService>>;
