import { EventEmitter } from "node:events";
import type { SpotOrder } from "@bourse/contract";
import type { TradeItem } from "@bourse/contract/realtime";
import {
  type BookResult,
  buyHold,
  copyResult,
  type Exchange,
  notionalFromQuote,
  notional as notionalOf,
  OrderBook,
  type Posting,
  quoteFromNotional,
  type RestingOrder,
  type Side,
  SpotCode,
  sellHold,
  settleFill,
  systemAccount,
  userAccount,
} from "@bourse/engine";
import {
  type Amount,
  add,
  fromUnits,
  lt,
  max,
  mul,
  parse,
  rescale,
  sub,
  toPlainString,
  zero,
} from "@bourse/money";
import { type Core, holdId } from "../../core/core.ts";
import type { Db } from "../../db/db.ts";
import type { Feed } from "../../feed/feed.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { pageOf } from "../../http/pagination.ts";
import { amountText, loadRules, type MarketRules, marketInfo, priceText, wholeUnits } from "./spot.rules.ts";
import {
  type LiveOrder,
  type OrderRow,
  orderFromRow,
  orderRow,
  type SpotRows,
  spotWriter,
  type TradeRow,
} from "./spot.store.ts";

export interface PlaceInput {
  side: Side;
  amount: string;
  price: string | undefined;
  currencyId: number;
  legalId: number;
  tif?: "GTC" | "IOC" | "FOK";
  postOnly?: boolean;
}

const SPOT_FAILURES: Partial<Record<SpotCode, Parameters<typeof failure>[0]>> = {
  [SpotCode.REJECTED_POST_ONLY]: "SPOT_POST_ONLY_WOULD_TAKE",
  [SpotCode.REJECTED_FOK]: "SPOT_FOK_UNFILLED",
  [SpotCode.NO_LIQUIDITY]: "SPOT_NO_LIQUIDITY",
  [SpotCode.BELOW_MIN_NOTIONAL]: "SPOT_BELOW_MIN_NOTIONAL",
  [SpotCode.UNKNOWN_ORDER]: "SPOT_ORDER_CLOSED",
};

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
  clock,
}: {
  db: Db;
  core: Core;
  feed: Feed;
  clock: () => Date;
}) {
  const rules = await loadRules(db);
  const byId = new Map(rules.map((r) => [r.id, r]));
  const books = new Map(rules.map((r) => [r.id, new OrderBook()]));
  const live = new Map<number, LiveOrder>();
  /** `depth` (market id), `trades` ({market, trades}), `order` ({userId, order}) after each commit */
  const events = new EventEmitter();
  const [last] = await db.query<{ id: string | null }>("SELECT max(id)::text AS id FROM spot_orders");
  let nextId = Number(last?.id ?? 0) + 1;
  await restore();
  core.onReload(async () => {
    await restore();
    for (const r of rules) events.emit("depth", r.id);
  });

  /**
   * The books as the open orders in the table have them. At start, and again when the core rebuilt its
   * memory: orders already in memory are updated in place (a command holding one sees the table's
   * state), the others are dropped, and each book is built anew (commands look their book up when they
   * run, never before).
   */
  async function restore() {
    const rows = await db.query<OrderRow>("SELECT * FROM spot_orders WHERE status = 'open' ORDER BY id");
    const open = new Set<number>();
    const resting = new Map<number, RestingOrder[]>();
    for (const row of rows) {
      const fresh = orderFromRow(row, byId.get(row.market_id)!);
      const order = live.has(fresh.id) ? Object.assign(live.get(fresh.id)!, fresh) : fresh;
      live.set(order.id, order);
      open.add(order.id);
      const list = resting.get(order.market.id) ?? [];
      list.push({
        id: order.id,
        owner: order.userId,
        side: order.side,
        price: order.price!,
        quantity: order.quantity!,
        remaining: order.quantity! - order.filled,
        postOnly: order.postOnly,
      });
      resting.set(order.market.id, list);
    }
    for (const id of live.keys()) if (!open.has(id)) live.delete(id);
    for (const r of rules) {
      const book = new OrderBook();
      const code = book.restore(resting.get(r.id) ?? []);
      if (code !== SpotCode.OK) throw new Error(`spot: market ${r.id} could not be restored (${code})`);
      books.set(r.id, book);
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

  /** Checks an order against the market's rules and works out what it must freeze. */
  function prepare(
    userId: number,
    input: PlaceInput,
  ): Outcome<{ order: LiveOrder; hold: Amount; holdCurrency: number; quoteBudget: bigint | undefined }> {
    const r = marketOf(input.currencyId, input.legalId);
    if (!r) return failure("MARKET_UNKNOWN_MARKET");
    if (!r.open) return failure("SPOT_MARKET_CLOSED");
    const isMarket =
      input.price === undefined || input.price.trim() === "" || /^0*(\.0*)?$/.test(input.price.trim());
    const tif = input.tif ?? (isMarket ? "IOC" : "GTC");
    if (input.postOnly && (isMarket || tif !== "GTC"))
      return failure("REQUEST_INVALID_FIELD", { field: "post_only" });
    const now = clock();
    const base: Omit<LiveOrder, "price" | "quantity" | "quoteBudget"> = {
      id: 0,
      userId,
      market: r,
      side: input.side,
      type: isMarket ? "market" : "limit",
      tif,
      postOnly: input.postOnly ?? false,
      filled: 0,
      filledQuote: zero(r.quoteScale),
      fee: zero(input.side === "buy" ? r.baseScale : r.quoteScale),
      holdId: "",
      status: "open",
      cancelReason: null,
      createdAt: now,
      updatedAt: now,
    };
    const rates = max(r.makerFee, r.takerFee);
    if (isMarket && input.side === "buy") {
      if (tif === "FOK") return failure("REQUEST_INVALID_FIELD", { field: "tif" });
      const budgetUnits = wholeUnits(input.amount, r.quoteScale, "amount", "WALLET_INVALID_AMOUNT");
      if (!budgetUnits.ok) return budgetUnits;
      const budget = fromUnits(BigInt(budgetUnits.value), r.quoteScale);
      if (lt(budget, r.minNotional))
        return failure("SPOT_BELOW_MIN_NOTIONAL", {
          min: toPlainString(r.minNotional),
          currency: r.quoteName,
        });
      return success({
        order: { ...base, price: null, quantity: null, quoteBudget: budget },
        hold: budget,
        holdCurrency: r.legalId,
        quoteBudget: notionalFromQuote(budget, r),
      });
    }
    const quantity = wholeUnits(input.amount, r.amountDecimals, "amount", "WALLET_INVALID_AMOUNT");
    if (!quantity.ok) return quantity;
    let price: number | null = null;
    if (!isMarket) {
      const ticks = wholeUnits(input.price!, r.priceDecimals, "target_price", "SPOT_INVALID_PRICE");
      if (!ticks.ok) return ticks;
      price = ticks.value;
      if (lt(quoteFromNotional(notionalOf(price, quantity.value), r, "down"), r.minNotional))
        return failure("SPOT_BELOW_MIN_NOTIONAL", {
          min: toPlainString(r.minNotional),
          currency: r.quoteName,
        });
      const limits = band(r);
      if (limits && (price < limits.low || price > limits.high))
        return failure("SPOT_PRICE_OUT_OF_BAND", {
          low: priceText(limits.low, r),
          high: priceText(limits.high, r),
          band: toPlainString(r.priceBand),
        });
    }
    const order = { ...base, price, quantity: quantity.value, quoteBudget: null };
    if (input.side === "sell")
      return success({
        order,
        hold: sellHold(quantity.value, r),
        holdCurrency: r.currencyId,
        quoteBudget: undefined,
      });
    if (price === null) return failure("REQUEST_INVALID_FIELD", { field: "target_price" }); // market buys use a budget
    return success({
      order,
      hold: buyHold(price, quantity.value, rates, r),
      holdCurrency: r.legalId,
      quoteBudget: undefined,
    });
  }

  /** Places an order: matched, posted and recorded in one durable step. */
  async function place(userId: number, input: PlaceInput): Promise<Outcome<SpotOrder>> {
    const prepared = prepare(userId, input);
    if (!prepared.ok) return prepared;
    const { order, hold, holdCurrency, quoteBudget } = prepared.value;
    const r = order.market;
    let rejection: SpotCode | undefined;
    let outcome: Matched | undefined;
    const executed = await core.execute({
      userId,
      reference: `spot:${r.symbol}`,
      run(ledger, ctx) {
        if (ledger.balance(userAccount(userId, "change"), holdCurrency) < hold.units)
          return { ok: false, code: "WALLET_INSUFFICIENT_BALANCE" };
        order.id = nextId++;
        order.holdId = holdId(ctx);
        const result = copyResult(
          books.get(r.id)!.place({
            id: order.id,
            owner: userId,
            side: order.side,
            type: order.type,
            ...(order.price !== null ? { price: order.price } : {}),
            ...(order.quantity !== null ? { quantity: order.quantity } : {}),
            ...(quoteBudget !== undefined ? { quoteBudget } : {}),
            tif: order.tif,
            postOnly: order.postOnly,
          }),
        );
        if (result.code !== SpotCode.OK) {
          rejection = result.code;
          return { ok: false, code: "WALLET_INVALID_AMOUNT" };
        }
        outcome = settle(order, result, ctx.entryId, {
          open: [
            { id: order.holdId, user: userId, kind: "change", currency: holdCurrency, amount: hold.units },
          ],
        });
        return mustApply(ledger.exchange(outcome.exchange));
      },
      rows: rowsOf(() => outcome!),
    });
    if (rejection)
      return failure(SPOT_FAILURES[rejection] ?? "SPOT_NO_LIQUIDITY", {
        min: toPlainString(r.minNotional),
        currency: r.quoteName,
      });
    if (!executed.ok) return failure(executed.code);
    announce(r, outcome!);
    return success(view(order));
  }

  /** Cancels an open order of the user; the frozen rest returns to available. */
  async function cancel(userId: number, orderId: number, reason = "user"): Promise<Outcome<SpotOrder>> {
    const order = live.get(orderId);
    if (!order || order.userId !== userId) {
      const [row] = await db.query<{ status: string }>(
        "SELECT status FROM spot_orders WHERE id = $1 AND user_id = $2",
        [orderId, userId],
      );
      return failure(row ? "SPOT_ORDER_CLOSED" : "SPOT_ORDER_NOT_FOUND");
    }
    let closed = false;
    let outcome: Matched | undefined;
    const executed = await core.execute({
      userId,
      reference: `spot:${order.market.symbol}`,
      run(ledger, ctx) {
        const result = copyResult(books.get(order.market.id)!.cancel({ id: orderId }));
        if (result.code !== SpotCode.OK) {
          closed = true;
          return { ok: false, code: "HOLD_NOT_FOUND" };
        }
        for (const e of result.events) if (e.kind === "cancel") e.reason = reason as never;
        outcome = settle(order, result, ctx.entryId, {});
        return mustApply(ledger.exchange(outcome.exchange));
      },
      rows: rowsOf(() => outcome!),
    });
    if (closed) return failure("SPOT_ORDER_CLOSED");
    if (!executed.ok) return failure(executed.code);
    announce(order.market, outcome!);
    return success(view(order));
  }

  /** The rows of a matching step, taken as soon as it has run. */
  const rowsOf = (matched: () => Matched) => ({
    writer: spotWriter,
    rows: ({ entryId }: { entryId: number }): SpotRows[] => {
      const m = matched();
      return [{ orders: m.touched.map((o) => orderRow(o, entryId)), trades: m.trades }];
    },
  });

  interface Matched {
    exchange: Exchange;
    /** every order whose row changes, the taker first */
    touched: LiveOrder[];
    trades: TradeRow[];
  }

  /**
   * Turns one book result into ledger movements: each fill takes the buyer's quote and the seller's
   * base out of their holds and pays each side what it receives less its fee (in that asset); each
   * order that ends releases what its hold has left.
   */
  function settle(
    taker: LiveOrder,
    result: BookResult,
    entryId: number,
    start: Pick<Exchange, "open">,
  ): Matched {
    const r = taker.market;
    const use: NonNullable<Exchange["use"]> = [];
    const pay: Posting[] = [];
    const release: string[] = [];
    const touched = new Map<number, LiveOrder>([[taker.id, taker]]);
    const trades: TradeRow[] = [];
    const now = clock();
    const end = (o: LiveOrder, status: "filled" | "cancelled", reason: string | null = null) => {
      o.status = status;
      o.cancelReason = reason;
      release.push(o.holdId);
      live.delete(o.id);
    };
    for (const e of result.events) {
      if (e.kind === "fill") {
        const maker = live.get(e.makerId)!;
        const s = settleFill(e, r, { maker: r.makerFee, taker: r.takerFee });
        const [buyer, seller] = e.takerSide === "buy" ? [taker, maker] : [maker, taker];
        use.push(
          { hold: buyer.holdId, amount: s.quote.units },
          { hold: seller.holdId, amount: s.base.units },
        );
        pay.push(
          {
            account: userAccount(seller.userId, "change"),
            currency: r.legalId,
            amount: s.sellerReceives.units,
          },
          { account: systemAccount("fees"), currency: r.legalId, amount: s.sellerFee.units },
          {
            account: userAccount(buyer.userId, "change"),
            currency: r.currencyId,
            amount: s.buyerReceives.units,
          },
          { account: systemAccount("fees"), currency: r.currencyId, amount: s.buyerFee.units },
        );
        for (const o of [taker, maker]) {
          o.filled += e.quantity;
          o.filledQuote = add(o.filledQuote, s.quote);
          o.fee = add(o.fee, o === buyer ? s.buyerFee : s.sellerFee);
          o.updatedAt = now;
        }
        touched.set(maker.id, maker);
        if (e.makerRemaining === 0) end(maker, "filled");
        trades.push({
          marketId: r.id,
          price: priceText(e.price, r),
          quantity: amountText(e.quantity, r),
          quote: toPlainString(s.quote),
          takerSide: e.takerSide,
          makerOrder: maker.id,
          takerOrder: taker.id,
          makerFee: toPlainString(maker === buyer ? s.buyerFee : s.sellerFee),
          takerFee: toPlainString(taker === buyer ? s.buyerFee : s.sellerFee),
          entryId,
          createdAt: now,
        });
      } else if (e.kind === "cancel") {
        const o = e.id === taker.id ? taker : live.get(e.id)!;
        o.updatedAt = now;
        touched.set(o.id, o);
        end(o, "cancelled", e.reason);
      }
    }
    if (result.status === "resting") {
      live.set(taker.id, taker);
    } else if (result.status === "filled" && taker.status === "open") {
      end(taker, "filled");
    }
    return {
      exchange: { entryKind: "spot_order", ...start, use, pay, release },
      touched: [...touched.values()],
      trades,
    };
  }

  function announce(r: MarketRules, m: Matched) {
    events.emit("depth", r.id);
    if (m.trades.length > 0) {
      const time = m.trades[0]!.createdAt.getTime();
      events.emit("trades", {
        market: r,
        trades: m.trades.map(
          (t): TradeItem => ({ id: t.id!, price: t.price, amount: t.quantity, side: t.takerSide, time }),
        ),
      });
    }
    for (const o of m.touched) events.emit("order", { userId: o.userId, order: view(o) });
  }

  function view(o: LiveOrder): SpotOrder {
    const r = o.market;
    const filled = fromUnits(BigInt(o.filled) * r.stepSize.units, r.baseScale);
    return {
      id: o.id,
      symbol: r.symbol,
      currency_id: r.currencyId,
      legal_id: r.legalId,
      side: o.side,
      type: o.type,
      tif: o.tif,
      post_only: o.postOnly,
      price: o.price === null ? null : priceText(o.price, r),
      amount: o.quantity === null ? null : amountText(o.quantity, r),
      quote_budget: o.quoteBudget ? toPlainString(o.quoteBudget) : null,
      filled: toPlainString(filled),
      filled_quote: toPlainString(o.filledQuote),
      avg_price: o.filled > 0 ? toPlainString(averagePrice(o.filledQuote, filled, r.priceDecimals)) : null,
      fee: toPlainString(o.fee),
      fee_currency: o.side === "buy" ? r.baseName : r.quoteName,
      status: o.status,
      cancel_reason: o.cancelReason,
      created_at: o.createdAt.toISOString(),
      updated_at: o.updatedAt.toISOString(),
    };
  }

  return {
    events,
    rules,
    place,
    cancel,
    view,
    /** Open orders of one user on one market (the market maker re-quotes its own). */
    openOrders: (userId: number, marketId: number) =>
      [...live.values()].filter((o) => o.userId === userId && o.market.id === marketId),
    bySymbol: (symbol: string) => rules.find((r) => r.symbol === symbol.toUpperCase()),
    market: (r: MarketRules) => marketInfo(r, feed.lastPrice(r.id) ?? null),
    depth(r: MarketRules, levels: number) {
      const d = books.get(r.id)!.depth(levels);
      const text = (side: [number, number][]) =>
        side.map(([p, q]): [string, string] => [priceText(p, r), amountText(q, r)]);
      return { bids: text(d.bids), asks: text(d.asks) };
    },
    async trades(r: MarketRules, limit: number): Promise<TradeItem[]> {
      const rows = await db.query<{
        id: number;
        price: string;
        quantity: string;
        taker_side: Side;
        created_at: Date;
      }>(
        `SELECT id::int AS id, price::text AS price, quantity::text AS quantity, taker_side, created_at
         FROM spot_trades WHERE market_id = $1 ORDER BY id DESC LIMIT $2`,
        [r.id, limit],
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

/** The ledger refusing a matched order would leave book and ledger apart: a bug, never an answer. */
function mustApply<T extends { ok: boolean }>(result: T): T {
  if (!result.ok) throw new Error(`spot: the ledger refused a matched order (${JSON.stringify(result)})`);
  return result;
}

function averagePrice(quote: Amount, base: Amount, decimals: number): Amount {
  if (base.units === 0n) return zero(decimals);
  // quote / base at the price's decimals, half-up: for display only
  const num = quote.units * 10n ** BigInt(base.scale + decimals);
  const den = base.units * 10n ** BigInt(quote.scale);
  return fromUnits((num * 2n + den) / (2n * den), decimals);
}

function parseUnits(text: string, decimals: number): bigint {
  const p = parse(text, 18);
  if (!p.ok) throw new Error(`not a decimal: ${text}`);
  return rescale(p.value, decimals, "down").units;
}

export type SpotService = Awaited<ReturnType<typeof createSpotService>>;
