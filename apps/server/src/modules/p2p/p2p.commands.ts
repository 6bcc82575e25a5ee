import { Id, RefId } from "@bourse/contract";
import { type Exchange, systemAccount, userAccount, withinLimits } from "@bourse/engine";
import { Type } from "typebox";
import type { Accepted, Caller, HandlerContext } from "../../core/command.ts";
import { type Core, holdId } from "../../core/core.ts";
import { type Failure, failure } from "../../http/outcome.ts";
import { type LiveAd, type LiveOrder, type OrderStatus, type P2pRows, p2pWriter } from "./p2p.store.ts";

/** The writer's P2P state: ads that matter (online, or holding reservations) and open orders. */
export interface P2pState {
  ads: Map<number, LiveAd>;
  orders: Map<number, LiveOrder>;
  ids: { ad: number; order: number };
  /** tells both parties, once the change is durable, that their order changed */
  announce(order: LiveOrder): void;
}

/** Units as text in command arguments (JSON has no bigint). */
const Units = Type.String({ pattern: "^[0-9]{1,40}$" });
const u = (text: string) => BigInt(text);

const userOf = (caller: Caller) => ("user" in caller ? caller.user : undefined);

/**
 * The P2P money commands. A sell ad holds its total in the merchant's legal account from publishing;
 * an order on it reserves part of that hold (amount + fee) and the release pays the buyer out of it.
 * A buy ad holds nothing; an order on it freezes the taker's own coin, paid to the merchant at release.
 * Cancels return reservations; an ad taken offline gives back what no order reserves.
 */
export function registerP2pCommands(core: Core, s: P2pState) {
  function accepted<R>(
    ctx: HandlerContext,
    kind: string,
    reply: R,
    changed: { ads?: LiveAd[]; orders?: LiveOrder[]; status?: OrderStatus; actor?: string },
    money?: Exchange,
  ): Accepted<R> | Failure {
    let entry: Accepted<R>["entry"] = { kind, postings: [] };
    if (money) {
      const r = ctx.ledger.exchange(money);
      if (!r.ok) return r;
      entry = r.entry;
    }
    const rows: P2pRows = {
      ads: changed.ads ?? [],
      orders: changed.orders ?? [],
      events:
        changed.status && changed.orders?.[0]
          ? [
              {
                orderId: changed.orders[0].id,
                entryId: ctx.entryId,
                at: ctx.now,
                actor: changed.actor ?? "system",
                status: changed.status,
              },
            ]
          : [],
    };
    const order = changed.status ? changed.orders?.[0] : undefined;
    return {
      ok: true,
      entry,
      rows: [{ writer: p2pWriter, rows: [rows] }],
      reply,
      ...(order ? { committed: () => s.announce(order) } : {}),
    };
  }

  /** A merchant publishes an ad; a sell ad's total is held in its legal account at once. */
  const publish = core.register({
    kind: "p2p.ad.publish",
    args: Type.Object({
      side: Type.Union([Type.Literal("sell"), Type.Literal("buy")]),
      currency: RefId,
      scale: Type.Integer({ minimum: 0, maximum: 18 }),
      fiat: RefId,
      price: Units,
      total: Units,
      min: Units,
      max: Units,
      methods: Type.Array(Type.String({ maxLength: 20 }), { minItems: 1, maxItems: 10 }),
      payMinutes: Type.Integer({ minimum: 5, maximum: 120 }),
      terms: Type.String({ maxLength: 500 }),
      minKyc: Type.Integer({ minimum: 0, maximum: 2 }),
    }),
    run(a, ctx) {
      const merchant = userOf(ctx.caller);
      if (merchant === undefined) return failure("COMMAND_INVALID");
      const total = u(a.total);
      const min = u(a.min);
      const max = u(a.max);
      if (total <= 0n || min <= 0n || max < min || max > total || u(a.price) <= 0n)
        return failure("P2P_LIMITS");
      const hold = a.side === "sell" ? holdId(ctx) : null;
      const ad: LiveAd = {
        id: s.ids.ad,
        merchantId: merchant,
        side: a.side,
        currencyId: a.currency,
        scale: a.scale,
        fiatId: a.fiat,
        price: u(a.price),
        total,
        min,
        max,
        left: total,
        reserved: 0n,
        sold: 0n,
        methods: a.methods,
        payMinutes: a.payMinutes,
        terms: a.terms,
        minKyc: a.minKyc,
        holdId: hold,
        status: "online",
        entryId: ctx.entryId,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      };
      const result = accepted(
        ctx,
        "p2p_ad",
        { id: ad.id },
        { ads: [ad] },
        hold
          ? {
              entryKind: "p2p_ad",
              open: [{ id: hold, user: merchant, kind: "legal", currency: a.currency, amount: total }],
            }
          : undefined,
      );
      if (!result.ok) return result;
      s.ids.ad += 1;
      s.ads.set(ad.id, ad);
      return { ...result, reference: `p2p-ad:${ad.id}` };
    },
  });

  /** Whether a sell ad's hold is done: nothing reserved, and nothing more can be taken from it. */
  const holdEnds = (ad: LiveAd) => ad.reserved === 0n && (ad.status === "offline" || ad.left === 0n);

  /**
   * What an ad's hold gives back to its merchant's legal account (`amount`), closing the hold once it is
   * done; undefined when nothing moves.
   */
  function giveBack(ad: LiveAd, amount: bigint): Exchange | undefined {
    if (!ad.holdId) return undefined;
    const ends = holdEnds(ad);
    if (amount === 0n && !ends) return undefined;
    return {
      entryKind: "p2p_give_back",
      ...(amount > 0n
        ? {
            use: [{ hold: ad.holdId, amount }],
            pay: [{ account: userAccount(ad.merchantId, "legal"), currency: ad.currencyId, amount }],
          }
        : {}),
      ...(ends ? { release: [ad.holdId] } : {}),
    };
  }

  /** The merchant takes an ad offline: what no order reserves goes back to its legal account. */
  const offline = core.register({
    kind: "p2p.ad.offline",
    args: Type.Object({ ad: Id }),
    run(a, ctx) {
      const ad = s.ads.get(a.ad);
      if (!ad || ad.merchantId !== userOf(ctx.caller)) return failure("P2P_AD_NOT_FOUND");
      if (ad.status !== "online") return failure("P2P_AD_OFFLINE");
      const back = ad.left;
      const next: LiveAd = { ...ad, status: "offline", left: 0n, updatedAt: ctx.now };
      const result = accepted(ctx, "p2p_ad_offline", { id: ad.id }, { ads: [next] }, giveBack(next, back));
      if (!result.ok) return result;
      Object.assign(ad, next);
      if (ad.reserved === 0n) s.ads.delete(ad.id);
      return { ...result, reference: `p2p-ad:${ad.id}` };
    },
  });

  /**
   * A taker deals on an ad: the amount (and, on a sell ad, the merchant's fee) is reserved from what is
   * left of it; on a buy ad the taker's coin is frozen. The price and fiat sum were computed by the
   * sender from the ad's price, which is checked again here.
   */
  const take = core.register({
    kind: "p2p.order.take",
    args: Type.Object({
      ad: Id,
      price: Units,
      amount: Units,
      fiatTotal: Units,
      fee: Units,
      method: Type.String({ maxLength: 20 }),
    }),
    run(a, ctx) {
      const taker = userOf(ctx.caller);
      if (taker === undefined) return failure("COMMAND_INVALID");
      const ad = s.ads.get(a.ad);
      if (!ad) return failure("P2P_AD_NOT_FOUND");
      if (ad.status !== "online") return failure("P2P_AD_OFFLINE");
      if (ad.merchantId === taker) return failure("P2P_OWN_AD");
      if (u(a.price) !== ad.price) return failure("P2P_PRICE_CHANGED");
      if (!ad.methods.includes(a.method)) return failure("P2P_METHOD");
      const amount = u(a.amount);
      const fee = u(a.fee);
      const reserve = ad.side === "sell" ? amount + fee : amount;
      const fits = withinLimits(amount, { min: ad.min, max: ad.max, left: ad.left - (reserve - amount) });
      if (fits === "below_min") return failure("P2P_BELOW_MIN");
      if (fits === "above_max") return failure("P2P_ABOVE_MAX");
      if (fits === "above_left") return failure("P2P_NOT_ENOUGH_LEFT");
      const hold = ad.side === "buy" ? holdId(ctx) : null;
      const order: LiveOrder = {
        id: s.ids.order,
        adId: ad.id,
        merchantId: ad.merchantId,
        takerId: taker,
        buyerId: ad.side === "sell" ? taker : ad.merchantId,
        sellerId: ad.side === "sell" ? ad.merchantId : taker,
        currencyId: ad.currencyId,
        scale: ad.scale,
        fiatId: ad.fiatId,
        price: ad.price,
        amount,
        fiatTotal: u(a.fiatTotal),
        fee,
        method: a.method,
        status: "unpaid",
        holdId: hold,
        payDeadline: new Date(ctx.now.getTime() + ad.payMinutes * 60_000),
        proof: null,
        paidAt: null,
        completedAt: null,
        cancelledAt: null,
        cancelReason: null,
        entryId: ctx.entryId,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      };
      const nextAd: LiveAd = {
        ...ad,
        left: ad.left - reserve,
        reserved: ad.reserved + reserve,
        updatedAt: ctx.now,
      };
      const result = accepted(
        ctx,
        "p2p_order",
        { id: order.id },
        { ads: [nextAd], orders: [order], status: "unpaid", actor: `user:${taker}` },
        hold
          ? {
              entryKind: "p2p_order",
              open: [{ id: hold, user: taker, kind: "legal", currency: ad.currencyId, amount }],
            }
          : undefined,
      );
      if (!result.ok) return result;
      Object.assign(ad, nextAd);
      s.ids.order += 1;
      s.orders.set(order.id, order);
      return { ...result, userId: taker, reference: `p2p-order:${order.id}` };
    },
  });

  /** An open order the caller is a party of (the venue may act on any), in one of `states`. */
  function openOrder(id: number, caller: Caller, role: "buyer" | "seller" | "any", states: OrderStatus[]) {
    const order = s.orders.get(id);
    const user = userOf(caller);
    const party =
      user === undefined ||
      (role === "buyer" ? order?.buyerId === user : role === "seller" ? order?.sellerId === user : false) ||
      (role === "any" && (order?.buyerId === user || order?.sellerId === user));
    if (!order || !party) return failure("P2P_ORDER_NOT_FOUND");
    if (!states.includes(order.status)) return failure("P2P_ORDER_STATE");
    const ad = s.ads.get(order.adId);
    if (!ad) throw new Error(`p2p order ${order.id}: its ad ${order.adId} is not live`);
    return { ok: true as const, order, ad };
  }

  /** The buyer marks the order paid, with the proof of payment. */
  const pay = core.register({
    kind: "p2p.order.pay",
    args: Type.Object({ order: Id, proof: Type.String({ minLength: 1, maxLength: 200 }) }),
    run(a, ctx) {
      const found = openOrder(a.order, ctx.caller, "buyer", ["unpaid"]);
      if (!found.ok) return found;
      if (ctx.now > found.order.payDeadline) return failure("P2P_ORDER_STATE");
      const next: LiveOrder = {
        ...found.order,
        status: "paid",
        proof: a.proof,
        paidAt: ctx.now,
        updatedAt: ctx.now,
      };
      const result = accepted(
        ctx,
        "p2p_paid",
        { id: next.id },
        {
          orders: [next],
          status: "paid",
          actor: `user:${next.buyerId}`,
        },
      );
      if (!result.ok) return result;
      Object.assign(found.order, next);
      return { ...result, userId: next.buyerId, reference: `p2p-order:${next.id}` };
    },
  });

  /**
   * The seller confirms the fiat arrived: the coin moves to the buyer (the merchant's fee to the venue),
   * out of the ad's hold on a sell ad or the taker's on a buy ad.
   */
  const release = core.register({
    kind: "p2p.order.release",
    args: Type.Object({ order: Id }),
    run(a, ctx) {
      const found = openOrder(a.order, ctx.caller, "seller", ["unpaid", "paid"]);
      if (!found.ok) return found;
      const { order, ad } = found;
      const c = order.currencyId;
      const reserve = ad.side === "sell" ? order.amount + order.fee : order.amount;
      const nextAd: LiveAd = {
        ...ad,
        reserved: ad.reserved - reserve,
        sold: ad.sold + order.amount,
        updatedAt: ctx.now,
      };
      const fees = order.fee > 0n ? [{ account: systemAccount("fees"), currency: c, amount: order.fee }] : [];
      const money: Exchange =
        ad.side === "sell"
          ? {
              entryKind: "p2p_release",
              use: [{ hold: ad.holdId!, amount: reserve }],
              pay: [
                { account: userAccount(order.buyerId, "legal"), currency: c, amount: order.amount },
                ...fees,
              ],
              ...(holdEnds(nextAd) ? { release: [ad.holdId!] } : {}),
            }
          : {
              entryKind: "p2p_release",
              use: [{ hold: order.holdId!, amount: order.amount }],
              pay: [
                {
                  account: userAccount(order.buyerId, "legal"),
                  currency: c,
                  amount: order.amount - order.fee,
                },
                ...fees,
              ],
              release: [order.holdId!],
            };
      const next: LiveOrder = { ...order, status: "completed", completedAt: ctx.now, updatedAt: ctx.now };
      const result = accepted(
        ctx,
        "p2p_release",
        { id: order.id },
        { ads: [nextAd], orders: [next], status: "completed", actor: `user:${order.sellerId}` },
        money,
      );
      if (!result.ok) return result;
      Object.assign(ad, nextAd);
      s.orders.delete(order.id);
      if (ad.status === "offline" && ad.reserved === 0n) s.ads.delete(ad.id);
      return { ...result, userId: order.sellerId, reference: `p2p-order:${order.id}` };
    },
  });

  /**
   * An order ends unpaid: the buyer cancels, or its time ran out (the venue). What it reserved returns to
   * the ad, or to the merchant when the ad is offline; a taker's frozen coin on a buy ad is released.
   */
  const cancel = core.register({
    kind: "p2p.order.cancel",
    args: Type.Object({ order: Id, reason: Type.Union([Type.Literal("buyer"), Type.Literal("timeout")]) }),
    run(a, ctx) {
      const venue = "system" in ctx.caller;
      if (a.reason === "timeout" && !venue) return failure("COMMAND_INVALID");
      const found = openOrder(a.order, ctx.caller, "buyer", ["unpaid"]);
      if (!found.ok) return found;
      const { order, ad } = found;
      if (a.reason === "timeout" && ctx.now < order.payDeadline) return failure("P2P_ORDER_STATE");
      const reserve = ad.side === "sell" ? order.amount + order.fee : order.amount;
      const online = ad.status === "online";
      const nextAd: LiveAd = {
        ...ad,
        reserved: ad.reserved - reserve,
        left: online ? ad.left + reserve : ad.left,
        updatedAt: ctx.now,
      };
      const money: Exchange | undefined =
        ad.side === "sell"
          ? giveBack(nextAd, online ? 0n : reserve)
          : { entryKind: "p2p_cancel", release: [order.holdId!] };
      const next: LiveOrder = {
        ...order,
        status: "cancelled",
        cancelledAt: ctx.now,
        cancelReason: a.reason,
        updatedAt: ctx.now,
      };
      const result = accepted(
        ctx,
        "p2p_cancel",
        { id: order.id },
        {
          ads: [nextAd],
          orders: [next],
          status: "cancelled",
          actor: venue ? "system" : `user:${order.buyerId}`,
        },
        money,
      );
      if (!result.ok) return result;
      Object.assign(ad, nextAd);
      s.orders.delete(order.id);
      if (ad.status === "offline" && ad.reserved === 0n) s.ads.delete(ad.id);
      return { ...result, userId: order.takerId, reference: `p2p-order:${order.id}` };
    },
  });

  return { publish, offline, take, pay, release, cancel };
}

export type P2pCommands = ReturnType<typeof registerP2pCommands>;
