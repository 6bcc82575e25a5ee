import type { EventEmitter } from "node:events";
import type { SpotOrder } from "@bourse/contract";
import type { TradeItem } from "@bourse/contract/realtime";
import {
  type BookEvent,
  type BookResult,
  buyHold,
  copyResult,
  type Exchange,
  type Hold,
  notionalFromQuote,
  type OrderBook,
  type Posting,
  SpotCode,
  sellHold,
  settleFill,
  systemAccount,
  userAccount,
} from "@bourse/engine";
import { add, fromUnits, max, toPlainString, zero } from "@bourse/money";
import { type Static, Type } from "typebox";
import type { Accepted, Caller, FeePaid, Handler, HandlerContext } from "../../core/command.ts";
import { type Core, holdId } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import { failure, isFailure } from "../../http/outcome.ts";
import { CouponArg, type CouponBook, couponWriter, type FeeDiscount } from "../growth/index.ts";
import { type Level, planRequote } from "./spot.requote.ts";
import { amountText, haltedRefusal, type MarketRules, orderRefusal, priceText } from "./spot.rules.ts";
import { type LiveOrder, orderRow, spotWriter, type TradeRow } from "./spot.store.ts";
import { view } from "./spot.view.ts";

/** One trade of an order, as its `order` event carries it (decimal texts; `fee` the order's side's). */
export interface OrderFill {
  id: number;
  price: string;
  quantity: string;
  quote: string;
  maker: boolean;
  fee: string;
  time: Date;
}

/** What the spot handlers read and change: the writer's part of the product's memory. */
export interface SpotState {
  byId: ReadonlyMap<number, MarketRules>;
  /** one book per market, looked up when a command runs (a reload replaces them) */
  books: Map<number, OrderBook>;
  /** the demo book of each market: demo accounts' orders, never matched with the market's */
  demoBooks: Map<number, OrderBook>;
  /** the open orders */
  live: Map<number, LiveOrder>;
  /** the id the next accepted order gets: ids are handed out in order and never reused */
  ids: { next: number };
  /**
   * `depth` (market id, demo), `trades` ({market, trades, demo}), `order` ({userId, order, fills}: the
   * order as the command left it and its trades in that command, `OrderFill`), once durable
   */
  events: EventEmitter;
  /** which fee coupons are used */
  coupons: CouponBook;
}

/** The book an order of the market rests on: the market's, or its demo book. */
export const bookOf = (state: SpotState, market: number, demo: boolean) =>
  (demo ? state.demoBooks : state.books).get(market);

/** A whole number of ticks, steps or quote units, as text. */
const Units = Type.String({ pattern: "^[1-9][0-9]{0,15}$" });
const MarketId = Type.Integer({ minimum: 1 });
const Side = Type.Union([Type.Literal("buy"), Type.Literal("sell")]);
const exact = { additionalProperties: false } as const;

/**
 * `spot.place`, for the calling user: a limit order (price in ticks, quantity in steps), a market sell
 * (quantity), or a market buy spending a quote budget (units of the quote currency).
 */
export const PlaceArgs = Type.Union([
  Type.Object(
    {
      market: MarketId,
      type: Type.Literal("limit"),
      side: Side,
      tif: Type.Union([Type.Literal("GTC"), Type.Literal("IOC"), Type.Literal("FOK")]),
      postOnly: Type.Boolean(),
      price: Units,
      quantity: Units,
      coupon: Type.Optional(CouponArg),
    },
    exact,
  ),
  Type.Object(
    {
      market: MarketId,
      type: Type.Literal("market"),
      side: Type.Literal("sell"),
      tif: Type.Union([Type.Literal("IOC"), Type.Literal("FOK")]),
      quantity: Units,
      coupon: Type.Optional(CouponArg),
    },
    exact,
  ),
  Type.Object(
    {
      market: MarketId,
      type: Type.Literal("market"),
      side: Type.Literal("buy"),
      tif: Type.Literal("IOC"),
      quoteBudget: Units,
      coupon: Type.Optional(CouponArg),
    },
    exact,
  ),
]);
export type PlaceArgs = Static<typeof PlaceArgs>;

/** `spot.cancel`, of one of the calling user's open orders. */
export const CancelArgs = Type.Object(
  {
    order: Type.Integer({ minimum: 1 }),
    reason: Type.Union([Type.Literal("user"), Type.Literal("requote")]),
  },
  exact,
);
export type CancelArgs = Static<typeof CancelArgs>;

/**
 * `spot.requote`, by the market maker for its own orders on one market's book (its demo account's: the
 * demo book): the ladder it wants there, each level a price in ticks and a quantity in steps.
 */
export const RequoteArgs = Type.Object(
  {
    market: MarketId,
    maker: Type.Integer({ minimum: 1 }),
    levels: Type.Array(Type.Object({ side: Side, price: Units, quantity: Units }, exact), { maxItems: 200 }),
  },
  exact,
);
export type RequoteArgs = Static<typeof RequoteArgs>;

/** What a re-quote did: the orders it placed, amended and cancelled, those it kept, the levels it skipped. */
export interface RequoteReply {
  placed: number[];
  amended: number[];
  cancelled: number[];
  kept: number;
  /** levels not quoted: they would have crossed the book, or the balance did not cover them */
  skipped: number;
}

/** `spot.maker_capital`: the market maker's working capital in one currency, from the house. */
export const CapitalArgs = Type.Object(
  { currency: Type.Integer({ minimum: 1 }), amount: Type.String({ pattern: "^[1-9][0-9]{0,37}$" }) },
  exact,
);

const SPOT_FAILURES: Partial<Record<SpotCode, Parameters<typeof failure>[0]>> = {
  [SpotCode.REJECTED_POST_ONLY]: "SPOT_POST_ONLY_WOULD_TAKE",
  [SpotCode.REJECTED_FOK]: "SPOT_FOK_UNFILLED",
  [SpotCode.NO_LIQUIDITY]: "SPOT_NO_LIQUIDITY",
  [SpotCode.BELOW_MIN_NOTIONAL]: "SPOT_BELOW_MIN_NOTIONAL",
  [SpotCode.UNKNOWN_ORDER]: "SPOT_ORDER_CLOSED",
};

const userOf = (caller: Caller) => ("user" in caller ? caller.user : undefined);

/** A count the book takes (a safe integer), or undefined. */
function count(text: string): number | undefined {
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : undefined;
}

/** A fill's settlement with the taker's fee less what its coupon takes off (the taker receives it). */
function withDiscount(
  s: ReturnType<typeof settleFill>,
  takerSide: "buy" | "sell",
  discount: FeeDiscount | undefined,
): ReturnType<typeof settleFill> {
  if (!discount) return s;
  const [fee, receives] =
    takerSide === "buy" ? [s.buyerFee, s.buyerReceives] : [s.sellerFee, s.sellerReceives];
  const d = discount.apply(fee.units).discount;
  if (d === 0n) return s;
  const less = fromUnits(fee.units - d, fee.scale);
  const more = fromUnits(receives.units + d, receives.scale);
  return takerSide === "buy"
    ? { ...s, buyerFee: less, buyerReceives: more }
    : { ...s, sellerFee: less, sellerReceives: more };
}

/** What an order asks of the book and what it must freeze, from its arguments and the market's rules. */
function termsOf(args: PlaceArgs, r: MarketRules) {
  if ("quoteBudget" in args) {
    const budget = fromUnits(BigInt(args.quoteBudget), r.quoteScale);
    return { price: null, quantity: null, budget, hold: budget, holdCurrency: r.legalId };
  }
  const quantity = count(args.quantity);
  const price = args.type === "limit" ? count(args.price) : null;
  if (quantity === undefined || price === undefined) return undefined;
  if (args.side === "sell")
    return { price, quantity, budget: null, hold: sellHold(quantity, r), holdCurrency: r.currencyId };
  if (price === null) return undefined; // market buys spend a budget (the schema says so too)
  const hold = buyHold(price, quantity, max(r.makerFee, r.takerFee), r);
  return { price, quantity, budget: null, hold, holdCurrency: r.legalId };
}

/**
 * The spot handlers. Each looks its book and orders up by id when it runs, refuses with the product's
 * code before it changes anything, and otherwise changes the book, the open orders and the ledger in
 * one step whose rows (the touched orders, the trades) are written with its journal entry.
 */
export function registerSpotCommands(core: Core, state: SpotState) {
  const place: Handler<typeof PlaceArgs, SpotOrder> = {
    kind: "spot.place",
    args: PlaceArgs,
    compact: true,
    run(args, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const r = state.byId.get(args.market);
      // a demo account's order goes to the demo book: the ledger keeps its money apart, the books its orders
      const demo = ctx.ledger.isDemoUser(user);
      const book = bookOf(state, args.market, demo);
      if (!r || !book) return failure("MARKET_UNKNOWN_MARKET");
      const terms = termsOf(args, r);
      if (!terms) return failure("COMMAND_INVALID");
      // the market's state and filters as they are at this entry: halted, steps, minimum notional
      const refused = orderRefusal(r, terms);
      if (!refused.ok) return refused;
      if (ctx.ledger.balance(userAccount(user, "change"), terms.holdCurrency) < terms.hold.units)
        return failure("WALLET_INSUFFICIENT_BALANCE");
      // a fee coupon discounts the fees of the fills the order makes now, paid in the coin it receives
      const discount = args.coupon
        ? state.coupons.discount(
            args.coupon,
            user,
            args.side === "buy" ? r.currencyId : r.legalId,
            args.side === "buy" ? r.baseScale : r.quoteScale,
            ctx.now,
          )
        : undefined;
      if (discount && isFailure(discount)) return discount;
      const id = state.ids.next;
      const postOnly = args.type === "limit" && args.postOnly;
      const result = copyResult(
        book.place({
          id,
          owner: user,
          side: args.side,
          type: args.type,
          ...(terms.price !== null ? { price: terms.price } : {}),
          ...(terms.quantity !== null ? { quantity: terms.quantity } : {}),
          ...(terms.budget !== null ? { quoteBudget: notionalFromQuote(terms.budget, r) } : {}),
          tif: args.tif,
          postOnly,
        }),
      );
      // a result other than OK changed nothing in the book
      if (result.code !== SpotCode.OK)
        return failure(SPOT_FAILURES[result.code] ?? "SPOT_NO_LIQUIDITY", {
          min: toPlainString(r.minNotional),
          currency: r.quoteName,
        });
      state.ids.next = id + 1;
      const order: LiveOrder = {
        id,
        userId: user,
        market: r,
        demo,
        side: args.side,
        type: args.type,
        tif: args.tif,
        postOnly,
        price: terms.price,
        quantity: terms.quantity,
        quoteBudget: terms.budget,
        filled: 0,
        filledQuote: zero(r.quoteScale),
        fee: zero(args.side === "buy" ? r.baseScale : r.quoteScale),
        holdId: holdId(ctx),
        status: "open",
        cancelReason: null,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      };
      const hold = { user, kind: "change" as const, currency: terms.holdCurrency, amount: terms.hold.units };
      return apply(
        order,
        result,
        ctx,
        { open: [{ id: order.holdId, ...hold }] },
        args.coupon && discount ? { coupon: args.coupon, discount } : undefined,
      );
    },
  };

  const cancel: Handler<typeof CancelArgs, SpotOrder> = {
    kind: "spot.cancel",
    args: CancelArgs,
    compact: true,
    run(args, ctx) {
      const order = state.live.get(args.order);
      if (!order) return failure("SPOT_ORDER_CLOSED");
      if (order.userId !== userOf(ctx.caller)) return failure("SPOT_ORDER_NOT_FOUND");
      const result = copyResult(bookOf(state, order.market.id, order.demo)!.cancel({ id: order.id }));
      if (result.code !== SpotCode.OK) return failure("SPOT_ORDER_CLOSED");
      for (const e of result.events) if (e.kind === "cancel") e.reason = args.reason as never;
      return apply(order, result, ctx, {});
    },
  };

  /**
   * The maker's ladder on one book, in one entry: levels unchanged are left alone, moved ones amended in
   * place (same order id and row; its hold replaced by one of the new size within the entry), orders no
   * level wants cancelled, missing levels placed. Every level rests post-only: one that would cross the
   * book is skipped (it never trades), as is one the balance left after the earlier levels does not cover;
   * an amended order whose level is skipped is cancelled. No fill, no fee: the entry only moves the maker's
   * own money between available and frozen. Refused, with nothing changed, when every change it was asked
   * for is skipped.
   */
  const requote: Handler<typeof RequoteArgs, RequoteReply> = {
    kind: "spot.requote",
    args: RequoteArgs,
    compact: true,
    run(args, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined || user !== args.maker) return failure("COMMAND_INVALID");
      const r = state.byId.get(args.market);
      const demo = ctx.ledger.isDemoUser(user);
      const book = bookOf(state, args.market, demo);
      if (!r || !book) return failure("MARKET_UNKNOWN_MARKET");
      const halted = haltedRefusal(r);
      if (halted) return halted;
      const wanted: Level[] = [];
      for (const l of args.levels) {
        const price = count(l.price);
        const quantity = count(l.quantity);
        if (price === undefined || quantity === undefined) return failure("COMMAND_INVALID");
        wanted.push({ side: l.side, price, quantity });
      }
      const mine = new Map<number, LiveOrder>();
      for (const o of state.live.values())
        if (o.userId === user && o.market.id === r.id && o.demo === demo && o.price !== null)
          mine.set(o.id, o);
      const plan = planRequote(
        [...mine.values()].map((o) => ({
          id: o.id,
          side: o.side,
          price: o.price!,
          remaining: o.quantity! - o.filled,
          filled: o.filled,
        })),
        wanted,
      );
      const reply: RequoteReply = {
        placed: [],
        amended: [],
        cancelled: [],
        kept: plan.keep.length,
        skipped: 0,
      };
      const now = ctx.now;
      const account = userAccount(user, "change");
      // what each currency may still freeze: the available balance and what the pulled orders' holds give back
      const funds = new Map<number, bigint>();
      const fundsOf = (currency: number) => funds.get(currency) ?? ctx.ledger.balance(account, currency);
      const release: string[] = [];
      const open: Hold[] = [];
      const touched: LiveOrder[] = [];
      const events: BookEvent[] = [];
      const feeRate = max(r.makerFee, r.takerFee);
      const holdFor = (level: Level) =>
        level.side === "buy"
          ? { currency: r.legalId, amount: buyHold(level.price, level.quantity, feeRate, r).units }
          : { currency: r.currencyId, amount: sellHold(level.quantity, r).units };
      const closeOrder = (o: LiveOrder) => {
        o.status = "cancelled";
        o.cancelReason = "requote";
        o.updatedAt = now;
        state.live.delete(o.id);
        reply.cancelled.push(o.id);
      };
      // 1. the orders that go or move leave the book: their holds' rest is free for the new levels
      const amended = new Set(plan.steps.flatMap((s) => (s.kind === "amend" ? [s.id] : [])));
      for (const id of [...plan.cancel, ...amended]) {
        const o = mine.get(id)!;
        const pulled = copyResult(book.cancel({ id }));
        if (pulled.code !== SpotCode.OK) throw new Error(`spot: the maker's order ${id} was not resting`);
        for (const e of pulled.events) if (e.kind === "cancel") e.reason = "requote" as never;
        events.push(...pulled.events);
        const held = ctx.ledger.hold(o.holdId);
        if (held) funds.set(held.currency, fundsOf(held.currency) + held.amount);
        release.push(o.holdId);
        touched.push(o);
        if (!amended.has(id)) closeOrder(o);
      }
      // 2. each level rests post-only, in the ladder's order, while the funds cover its hold
      for (const step of plan.steps) {
        const hold = holdFor(step.level);
        const o = step.kind === "amend" ? mine.get(step.id)! : undefined;
        const id = o?.id ?? state.ids.next;
        const rested =
          fundsOf(hold.currency) >= hold.amount
            ? copyResult(
                book.place({
                  id,
                  owner: user,
                  side: step.level.side,
                  type: "limit",
                  price: step.level.price,
                  quantity: step.level.quantity,
                  tif: "GTC",
                  postOnly: true,
                }),
              )
            : undefined;
        if (rested?.code !== SpotCode.OK) {
          // would cross the book, or is not covered: not quoted; an amended order ends
          reply.skipped++;
          if (o) closeOrder(o);
          continue;
        }
        if (rested.status !== "resting")
          throw new Error(`spot: a post-only quote did not rest (${rested.status})`);
        events.push(...rested.events);
        funds.set(hold.currency, fundsOf(hold.currency) - hold.amount);
        const heldAs = `${holdId(ctx)}:${id}`;
        open.push({ id: heldAs, user, kind: "change", ...hold });
        if (o) {
          // amended in place: the same order, at its new price and size, at the back of its new level
          o.price = step.level.price;
          o.quantity = step.level.quantity;
          o.holdId = heldAs;
          o.queueSeq = state.ids.next++;
          o.updatedAt = now;
          reply.amended.push(o.id);
        } else {
          state.ids.next = id + 1;
          const placed: LiveOrder = {
            id,
            userId: user,
            market: r,
            demo,
            side: step.level.side,
            type: "limit",
            tif: "GTC",
            postOnly: true,
            price: step.level.price,
            quantity: step.level.quantity,
            quoteBudget: null,
            filled: 0,
            filledQuote: zero(r.quoteScale),
            fee: zero(step.level.side === "buy" ? r.baseScale : r.quoteScale),
            holdId: heldAs,
            status: "open",
            cancelReason: null,
            createdAt: now,
            updatedAt: now,
          };
          state.live.set(id, placed);
          touched.push(placed);
          reply.placed.push(id);
        }
      }
      // nothing was asked, or everything asked was skipped: the book is as it was
      if (events.length === 0 && plan.steps.length + plan.cancel.length > 0)
        return failure("SPOT_POST_ONLY_WOULD_TAKE", {
          min: toPlainString(r.minNotional),
          currency: r.quoteName,
        });
      const applied = ctx.ledger.exchange({ entryKind: "spot_order", open, release });
      // every hold was checked against the funds above: a refusal here is a bug, never an answer
      if (!applied.ok) throw new Error(`spot: the ledger refused a re-quote (${JSON.stringify(applied)})`);
      const orders = touched.map((o) => ({ userId: o.userId, order: view(o) }));
      return {
        ok: true,
        entry: applied.entry,
        reference: `spot:${r.symbol}`,
        rows: [
          {
            writer: spotWriter,
            rows: [{ orders: touched.map((o) => orderRow(o, ctx.entryId)), trades: [] }],
          },
        ],
        reply,
        committed: () => announce(r, demo, [], orders),
      };
    },
  };

  /** Settles a book result in memory and in the ledger; the reply is the taker as it is now. */
  function apply(
    taker: LiveOrder,
    result: BookResult,
    ctx: HandlerContext,
    start: Pick<Exchange, "open">,
    coupon?: { coupon: CouponArg; discount: FeeDiscount },
  ): Accepted<SpotOrder> {
    const r = taker.market;
    const matched = settle(taker, result, ctx, start, coupon?.discount);
    const applied = ctx.ledger.exchange(matched.exchange);
    // the book took the order, so the holds cover it: a refusal here is a bug, never an answer
    if (!applied.ok) throw new Error(`spot: the ledger refused a matched order (${JSON.stringify(applied)})`);
    const orders = matched.touched.map((o) => ({ userId: o.userId, order: view(o) }));
    // the coupon is used only when it took something off
    const saved = coupon?.discount.total() ?? 0n;
    const scale = taker.side === "buy" ? r.baseScale : r.quoteScale;
    return {
      ok: true,
      entry: applied.entry,
      reference: `spot:${r.symbol}`,
      rows: [
        {
          writer: spotWriter,
          rows: [{ orders: matched.touched.map((o) => orderRow(o, ctx.entryId)), trades: matched.trades }],
        },
        ...(coupon && saved > 0n
          ? [
              {
                writer: couponWriter,
                rows: [state.coupons.use(coupon.coupon, saved, scale, `spot:${taker.id}`, ctx)],
              },
            ]
          : []),
      ],
      reply: orders[0]!.order,
      fees: matched.fees,
      committed: () => announce(r, taker.demo, matched.trades, orders),
    };
  }

  interface Matched {
    exchange: Exchange;
    /** every order whose row changes, the taker first */
    touched: LiveOrder[];
    trades: TradeRow[];
    /** each side's fee of each fill, by who paid it */
    fees: FeePaid[];
  }

  /**
   * Turns one book result into ledger movements: each fill takes the buyer's quote and the seller's
   * base out of their holds and pays each side what it receives less its fee (in that asset); each
   * order that ends releases what its hold has left.
   */
  function settle(
    taker: LiveOrder,
    result: BookResult,
    ctx: HandlerContext,
    start: Pick<Exchange, "open">,
    discount?: FeeDiscount,
  ): Matched {
    const r = taker.market;
    const use: NonNullable<Exchange["use"]> = [];
    const pay: Posting[] = [];
    const release: string[] = [];
    const touched = new Map<number, LiveOrder>([[taker.id, taker]]);
    const trades: TradeRow[] = [];
    const fees: FeePaid[] = [];
    const now = ctx.now;
    const end = (o: LiveOrder, status: "filled" | "cancelled", reason: string | null = null) => {
      o.status = status;
      o.cancelReason = reason;
      release.push(o.holdId);
      state.live.delete(o.id);
    };
    for (const e of result.events) {
      if (e.kind === "fill") {
        const maker = state.live.get(e.makerId)!;
        const s = withDiscount(
          settleFill(e, r, { maker: r.makerFee, taker: r.takerFee }),
          e.takerSide,
          discount,
        );
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
        fees.push(
          { payer: seller.userId, currency: r.legalId, amount: s.sellerFee.units, product: "spot" },
          { payer: buyer.userId, currency: r.currencyId, amount: s.buyerFee.units, product: "spot" },
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
          demo: taker.demo,
          entryId: ctx.entryId,
          createdAt: now,
        });
      } else if (e.kind === "cancel") {
        const o = e.id === taker.id ? taker : state.live.get(e.id)!;
        o.updatedAt = now;
        touched.set(o.id, o);
        end(o, "cancelled", e.reason);
      }
    }
    if (result.status === "resting") {
      state.live.set(taker.id, taker);
    } else if (result.status === "filled" && taker.status === "open") {
      end(taker, "filled");
    }
    return {
      exchange: { entryKind: "spot_order", ...start, use, pay, release },
      touched: [...touched.values()],
      trades,
      fees,
    };
  }

  /** Depth, trades (with the ids the rows got) and each touched order as its command left it. */
  function announce(
    r: MarketRules,
    demo: boolean,
    trades: TradeRow[],
    orders: { userId: number; order: SpotOrder }[],
  ) {
    state.events.emit("depth", r.id, demo);
    if (trades.length > 0) {
      const time = trades[0]!.createdAt.getTime();
      state.events.emit("trades", {
        market: r,
        demo,
        trades: trades.map(
          (t): TradeItem => ({ id: t.id!, price: t.price, amount: t.quantity, side: t.takerSide, time }),
        ),
      });
    }
    for (const o of orders) {
      const fills = trades
        .filter((t) => t.takerOrder === o.order.id || t.makerOrder === o.order.id)
        .map(
          (t): OrderFill => ({
            id: t.id!,
            price: t.price,
            quantity: t.quantity,
            quote: t.quote,
            maker: t.makerOrder === o.order.id,
            fee: t.makerOrder === o.order.id ? t.makerFee : t.takerFee,
            time: t.createdAt,
          }),
        );
      state.events.emit("order", { ...o, fills });
    }
  }

  return { place: core.register(place), cancel: core.register(cancel), requote: core.register(requote) };
}

/**
 * The market maker's capital: credited from the house to the maker's own account (the maker's demo
 * account's from the demo house), once per key.
 */
export function registerMakerCapital(core: Core, makers: readonly number[]) {
  const capital: Handler<typeof CapitalArgs, { currency: number; amount: string }> = {
    kind: "spot.maker_capital",
    args: CapitalArgs,
    run(args, { ledger, caller }) {
      const scale = core.scales.get(args.currency);
      const maker = userOf(caller);
      if (maker === undefined || !makers.includes(maker) || scale === undefined)
        return failure("COMMAND_INVALID");
      const credited = ledger.credit({
        user: maker,
        kind: "change",
        currency: args.currency,
        amount: BigInt(args.amount),
        from: "house",
        entryKind: "house_capital",
      });
      if (!credited.ok) return credited;
      return {
        ...credited,
        reference: "market maker capital",
        reply: { currency: args.currency, amount: unitsToDecimal(BigInt(args.amount), scale) },
      };
    },
  };
  return core.register(capital);
}
