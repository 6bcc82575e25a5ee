import { Id, RefId } from "@bourse/contract";
import {
  closeSettlement,
  dealingPrice,
  feeFor,
  type LeverDirection,
  limitReached,
  marginFor,
  marginSources,
  pnlAt,
  stopReached,
  stopSideError,
  systemAccount,
  userAccount,
} from "@bourse/engine";
import { Type } from "typebox";
import type { HandlerContext } from "../../core/command.ts";
import { type Core, holdId } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import { type Failure, failure, isFailure } from "../../http/outcome.ts";
import { CouponArg, couponWriter, experienceBack, experienceInto } from "../growth/index.ts";
import { payment } from "./lever.book.ts";
import {
  accepted,
  holderOfTrade,
  type LeverState,
  liveTrade,
  margin as marginAccount,
  refused,
  TickArgs,
  Units,
  usedTick,
} from "./lever.command-kit.ts";
import { type CloseReason, holderOf, type LeverTrade, type UsedTick } from "./lever.store.ts";
import type { LeverMarket } from "./lever.terms.ts";

/**
 * The lever money commands, as data: opening, closing, cancelling, setting stops and the fill of a
 * limit order (liquidation and overnight fees are in lever.risk.ts). The sender parses and picks the
 * index tick; each handler looks the trade or market up by id when it runs, re-checks what it relies on
 * and refuses with the product's code, leaving the book untouched; it changes the book only when it
 * accepts, and the trigger index follows through the book's `changed` event.
 */

/** A count of units or none (an absent stop or target). */
const MaybeUnits = Type.Union([Units, Type.Null()]);
const Direction = Type.Union([Type.Literal("long"), Type.Literal("short")]);
const unitsOf = (text: string | null) => (text === null ? null : BigInt(text));

/** Why a market's terms refuse an order of `lots` at `multiple`, or undefined. */
export function termsRefusal(m: LeverMarket, lots: bigint, multiple: number): Failure | undefined {
  if (!m.open) return failure("LEVER_MARKET_CLOSED");
  if (lots < m.minLots || lots > m.maxLots)
    return failure("LEVER_LOTS_OUT_OF_RANGE", {
      min: unitsToDecimal(m.minLots, m.terms.lotDecimals),
      max: unitsToDecimal(m.maxLots, m.terms.lotDecimals),
    });
  if (!m.multiples.includes(multiple))
    return failure("LEVER_INVALID_MULTIPLE", { multiples: m.multiples.join(", ") });
  return undefined;
}

/**
 * Why a take profit or stop loss sits on the wrong side of `reference` (the index for an open
 * position or a market order, a limit order's target), or undefined.
 */
export function stopsRefusal(
  m: LeverMarket,
  direction: LeverDirection,
  tp: bigint | null,
  sl: bigint | null,
  reference: bigint,
  referenceKey: "LEVER_REFERENCE_INDEX" | "LEVER_REFERENCE_OPEN",
): Failure | undefined {
  for (const [kind, value, key] of [
    ["take_profit", tp, "LEVER_FIELD_TAKE_PROFIT"],
    ["stop_loss", sl, "LEVER_FIELD_STOP_LOSS"],
  ] as const) {
    if (value === null) continue;
    const side = stopSideError(direction, kind, value, reference);
    if (side)
      return failure("LEVER_TP_SL_WRONG_SIDE", {
        field: { key },
        side: { key: side === "above" ? "LEVER_SIDE_ABOVE" : "LEVER_SIDE_BELOW" },
        reference: { key: referenceKey },
        price: unitsToDecimal(reference, m.terms.priceDecimals),
      });
  }
  return undefined;
}

const reference = (t: LeverTrade) => `lever:${t.market.symbol}`;

/** Registers the handlers of orders and positions; the service sends them. */
export function leverCommands(core: Core, s: LeverState) {
  const open = core.register({
    kind: "lever.open",
    args: Type.Object({
      market: RefId,
      direction: Direction,
      orderType: Type.Union([Type.Literal("market"), Type.Literal("limit")]),
      lots: Units,
      multiple: Type.Integer({ minimum: 1, maximum: 1000 }),
      /** a limit order's target; null for a market order */
      target: MaybeUnits,
      takeProfit: MaybeUnits,
      stopLoss: MaybeUnits,
      /** the tick a market order deals at (and its stops are checked against) */
      tick: TickArgs,
      /** a copy of a trader's order, opened in the caller's copy account */
      copyOf: Type.Optional(Id),
      /** a fee discount coupon of the caller's, on the handling fee */
      coupon: Type.Optional(CouponArg),
    }),
    run(a, ctx) {
      const user = "user" in ctx.caller ? ctx.caller.user : undefined;
      if (user === undefined) return failure("COMMAND_INVALID");
      const account = a.copyOf === undefined ? "lever" : "copy";
      const holder = holderOf(user, account);
      const m = s.markets().find((x) => x.id === a.market);
      if (!m) return failure("MARKET_UNKNOWN_MARKET");
      const lots = BigInt(a.lots);
      const terms = termsRefusal(m, lots, a.multiple);
      if (terms) return terms;
      const target = a.orderType === "limit" ? unitsOf(a.target) : null;
      if (a.orderType === "limit" && target === null)
        return failure("LEVER_INVALID_PRICE", { field: { key: "LEVER_FIELD_TARGET_PRICE" } });
      const tick = usedTick(a.tick);
      const tp = unitsOf(a.takeProfit);
      const sl = unitsOf(a.stopLoss);
      // stops trigger on the index: a market order's sit around the index now, a limit order's around its target
      const stops = stopsRefusal(
        m,
        a.direction,
        tp,
        sl,
        target ?? tick.index,
        target === null ? "LEVER_REFERENCE_INDEX" : "LEVER_REFERENCE_OPEN",
      );
      if (stops) return stops;
      const price = target ?? dealingPrice(tick.index, a.direction, "open", m.terms);
      const margin = marginFor(price, lots, a.multiple, m.terms);
      const q = m.terms.quoteScale;
      const coupon = a.coupon ? s.coupons.discount(a.coupon, user, m.legalId, q, ctx.now) : undefined;
      if (coupon && isFailure(coupon)) return coupon;
      const fullFee = feeFor(price, lots, m.terms.fee, m.terms);
      const { fee, discount } = coupon ? coupon.apply(fullFee) : { fee: fullFee, discount: 0n };
      // experience funds are margin for one's own positions, taken before real money; never the fee
      const experience =
        account === "lever"
          ? marginSources(margin, ctx.ledger.balance(userAccount(user, "experience"), m.legalId)).experience
          : 0n;
      if (ctx.ledger.balance(marginAccount(holder), m.legalId) + experience < margin + fee)
        return failure("LEVER_INSUFFICIENT_MARGIN", {
          required: unitsToDecimal(margin + fee - experience, q),
          currency: m.quoteName,
        });
      for (const guard of s.guards.open) {
        const refusal = guard({ market: m, owner: user, direction: a.direction, lots, index: tick.index });
        if (refusal) return refusal;
      }
      const hold = holdId(ctx);
      const result = ctx.ledger.exchange({
        entryKind: target === null ? "lever_open" : "lever_order",
        open: [{ id: hold, user, kind: account, currency: m.legalId, amount: margin }],
        pay: [
          ...experienceInto(user, marginAccount(holder), m.legalId, experience),
          ...payment(marginAccount(holder), systemAccount("fees"), m.legalId, fee),
        ],
      });
      if (!result.ok) return result;
      const t: LeverTrade = {
        id: s.ids.next,
        owner: user,
        account,
        copyOf: a.copyOf ?? null,
        marketId: m.id,
        market: m,
        terms: m.terms,
        rates: { spread: m.spreadText, fee: m.feeText, overnight: m.overnightText },
        direction: a.direction,
        orderType: a.orderType,
        status: target === null ? 1 : 0,
        lots,
        multiple: a.multiple,
        targetPrice: target,
        openPrice: target === null ? price : 0n,
        openTick: target === null ? tick : null,
        takeProfit: tp,
        stopLoss: sl,
        margin,
        originMargin: margin,
        fee,
        overnight: 0n,
        overnightThrough: null,
        closePrice: null,
        closeTick: null,
        closeReason: null,
        pnl: null,
        absorbed: 0n,
        experience,
        holdId: hold,
        entryId: ctx.entryId,
        closeEntryId: null,
        createdAt: ctx.now,
        openedAt: target === null ? ctx.now : null,
        closedAt: null,
      };
      s.ids.next += 1;
      s.book.add(t);
      const used =
        a.coupon && discount > 0n ? s.coupons.use(a.coupon, discount, q, `lever:${t.id}`, ctx) : undefined;
      return accepted(
        s,
        result,
        [t],
        {
          id: t.id,
          status: t.status,
          open_price: target === null ? unitsToDecimal(price, m.terms.priceDecimals) : null,
          margin: unitsToDecimal(margin, q),
          fee: unitsToDecimal(fee, q),
          experience: unitsToDecimal(experience, q),
          saved: unitsToDecimal(discount, q),
        },
        {
          owner: user,
          reference: reference(t),
          fees: [{ payer: user, currency: m.legalId, amount: fee, product: "lever" }],
          ...(used ? { more: [{ writer: couponWriter, rows: [used] }] } : {}),
        },
      );
    },
  });

  /**
   * Closes an open position at the close dealing price of `tick`: a profit is paid by the house; a loss
   * comes out of the margin, then the available balance; what neither covers is absorbed by the house
   * and recorded on the trade.
   */
  function close(t: LeverTrade, tick: UsedTick, reason: CloseReason, ctx: HandlerContext) {
    const closePrice = dealingPrice(tick.index, t.direction, "close", t.terms);
    const pnl = pnlAt(t, closePrice, t.terms);
    const c = t.market.legalId;
    const settled = closeSettlement({
      pnl,
      margin: t.margin,
      available: ctx.ledger.balance(marginAccount(holderOfTrade(t)), c),
    });
    const result = ctx.ledger.exchange({
      entryKind: "lever_close",
      use: settled.fromMargin > 0n ? [{ hold: t.holdId, amount: settled.fromMargin }] : [],
      pay: [
        { account: systemAccount("house"), currency: c, amount: settled.fromMargin },
        ...payment(marginAccount(holderOfTrade(t)), systemAccount("house"), c, settled.fromAvailable),
        ...payment(systemAccount("house"), marginAccount(holderOfTrade(t)), c, settled.profit),
        ...experienceBack(
          t.owner,
          marginAccount(holderOfTrade(t)),
          c,
          t.experience,
          t.originMargin,
          t.margin + settled.profit - settled.fromMargin - settled.fromAvailable,
        ),
      ],
      release: [t.holdId],
    });
    if (!result.ok) return result;
    const realized = settled.profit - settled.fromMargin - settled.fromAvailable;
    Object.assign(t, {
      status: 3,
      closePrice,
      closeTick: tick,
      closeReason: reason,
      pnl: realized,
      absorbed: settled.absorbed,
      closeEntryId: ctx.entryId,
      closedAt: ctx.now,
    });
    s.book.remove(t);
    const { priceDecimals: pd, quoteScale: q } = t.terms;
    return accepted(
      s,
      result,
      [t],
      {
        id: t.id,
        close_reason: reason,
        close_price: unitsToDecimal(closePrice, pd),
        pnl: unitsToDecimal(realized, q),
        absorbed: unitsToDecimal(settled.absorbed, q),
      },
      { owner: t.owner, reference: reference(t) },
    );
  }

  /** The owner closes an open position at the tick the sender read. */
  const closeByUser = core.register({
    kind: "lever.close",
    args: Type.Object({ trade: Id, tick: TickArgs }),
    run(a, ctx) {
      const t = liveTrade(s, a.trade, ctx.caller, "open");
      if (refused(t)) return t;
      return close(t, usedTick(a.tick), "user", ctx);
    },
  });

  /** A take profit or stop loss the index of `tick` reached (the stop loss wins a tie). */
  const stop = core.register({
    kind: "lever.stop",
    args: Type.Object({ trade: Id, tick: TickArgs }),
    run(a, ctx) {
      const t = liveTrade(s, a.trade, ctx.caller, "open");
      if (refused(t)) return t;
      const tick = usedTick(a.tick);
      const reason = stopReached(t, tick.index);
      if (!reason) return failure("LEVER_TRIGGER_NOT_REACHED");
      return close(t, tick, reason, ctx);
    },
  });

  /** A pending order whose target the open dealing price of `tick` reached becomes a position at that price. */
  const fill = core.register({
    kind: "lever.fill",
    args: Type.Object({ trade: Id, tick: TickArgs }),
    run(a, ctx) {
      const t = liveTrade(s, a.trade, ctx.caller, "pending");
      if (refused(t)) return t;
      if (t.targetPrice === null) return failure("LEVER_NOT_PENDING");
      const tick = usedTick(a.tick);
      const price = dealingPrice(tick.index, t.direction, "open", t.terms);
      if (!limitReached(t.direction, t.targetPrice, price)) return failure("LEVER_TRIGGER_NOT_REACHED");
      // the margin and fee were set at the target price; the deal moves no money, and its journal entry
      // records when it happened
      const result = ctx.ledger.exchange({ entryKind: "lever_fill" });
      if (!result.ok) return result;
      Object.assign(t, { status: 1, openPrice: price, openTick: tick, openedAt: ctx.now });
      return accepted(
        s,
        result,
        [t],
        { id: t.id, open_price: unitsToDecimal(price, t.terms.priceDecimals) },
        { owner: t.owner, reference: reference(t) },
      );
    },
  });

  /** Cancels a pending order: its margin comes back; the handling fee is not refunded. */
  const cancel = core.register({
    kind: "lever.cancel",
    args: Type.Object({ trade: Id }),
    run(a, ctx) {
      const t = liveTrade(s, a.trade, ctx.caller, "pending");
      if (refused(t)) return t;
      const result = ctx.ledger.exchange({
        entryKind: "lever_cancel",
        release: [t.holdId],
        pay: experienceBack(
          t.owner,
          marginAccount(holderOfTrade(t)),
          t.market.legalId,
          t.experience,
          t.originMargin,
          t.margin,
        ),
      });
      if (!result.ok) return result;
      Object.assign(t, { status: 4, closeEntryId: ctx.entryId, closedAt: ctx.now });
      s.book.remove(t);
      return accepted(
        s,
        result,
        [t],
        { id: t.id, released: unitsToDecimal(t.margin, t.terms.quoteScale) },
        { owner: t.owner, reference: reference(t) },
      );
    },
  });

  /**
   * Sets (or clears, with null) the take profit and stop loss of a pending order or open position: a
   * pending order's sit around its target, an open position's around the index of `tick`, so that none
   * triggers the moment it is set.
   */
  const setStops = core.register({
    kind: "lever.stops",
    args: Type.Object({
      trade: Id,
      takeProfit: MaybeUnits,
      stopLoss: MaybeUnits,
      /** the index the stops of an open position are checked against; null when the market had none fresh */
      tick: Type.Union([TickArgs, Type.Null()]),
    }),
    run(a, ctx) {
      const t = liveTrade(s, a.trade, ctx.caller, "live");
      if (refused(t)) return t;
      const tp = unitsOf(a.takeProfit);
      const sl = unitsOf(a.stopLoss);
      const around = t.status === 1 ? (a.tick ? BigInt(a.tick.index) : null) : t.targetPrice;
      if (around === null) return failure("LEVER_PRICE_STALE");
      const stops = stopsRefusal(
        t.market,
        t.direction,
        tp,
        sl,
        around,
        t.status === 1 ? "LEVER_REFERENCE_INDEX" : "LEVER_REFERENCE_OPEN",
      );
      if (stops) return stops;
      const result = ctx.ledger.exchange({ entryKind: "lever_stops" });
      if (!result.ok) return result;
      Object.assign(t, { takeProfit: tp, stopLoss: sl });
      const price = (v: bigint | null) => (v === null ? null : unitsToDecimal(v, t.terms.priceDecimals));
      return accepted(
        s,
        result,
        [t],
        { id: t.id, take_profit: price(tp), stop_loss: price(sl) },
        { owner: t.owner, reference: reference(t) },
      );
    },
  });

  return { open, close: closeByUser, stop, fill, cancel, setStops };
}

export type LeverCommands = ReturnType<typeof leverCommands>;
