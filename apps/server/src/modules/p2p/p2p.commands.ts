import { Id, RefId } from "@bourse/contract";
import {
  type Exchange,
  floatingPrice,
  indexInFiat,
  parseRate,
  systemAccount,
  userAccount,
  withinLimits,
} from "@bourse/engine";
import { Type } from "typebox";
import { requestSubject, writeAudit } from "../../audit/audit.ts";
import type { Accepted, Caller, FeePaid, HandlerContext } from "../../core/command.ts";
import { type Core, holdId } from "../../core/core.ts";
import type { Queryable } from "../../db/db.ts";
import { type Failure, failure } from "../../http/outcome.ts";
import {
  FIAT_SCALE,
  type LiveAd,
  type LiveMerchant,
  type LiveOrder,
  type OrderStatus,
  type P2pRows,
  p2pWriter,
} from "./p2p.store.ts";

/** The writer's P2P state: ads that matter (online, or holding reservations) and open orders. */
export interface P2pState {
  merchants: Map<number, LiveMerchant>;
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
    changed: {
      merchants?: LiveMerchant[];
      ads?: LiveAd[];
      orders?: LiveOrder[];
      status?: OrderStatus;
      actor?: string;
      note?: string | null;
    },
    money?: Exchange,
  ): Accepted<R> | Failure {
    let entry: Accepted<R>["entry"] = { kind, postings: [] };
    if (money) {
      const r = ctx.ledger.exchange(money);
      if (!r.ok) return r;
      entry = r.entry;
    }
    const rows: P2pRows = {
      ...(changed.merchants ? { merchants: changed.merchants } : {}),
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
                ...(changed.note ? { note: changed.note } : {}),
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
      /** a floating ad's margin over the index price, e.g. "1.02"; null for a fixed price */
      margin: Type.Union([Type.String({ pattern: "^[01](\\.[0-9]{1,4})?$" }), Type.Null()]),
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
      if (s.merchants.get(merchant)?.status !== "approved") return failure("P2P_NOT_MERCHANT");
      const total = u(a.total);
      const min = u(a.min);
      const max = u(a.max);
      if (total <= 0n || min <= 0n || max < min || max > total || u(a.price) <= 0n)
        return failure("P2P_LIMITS");
      const margin = a.margin === null ? null : parseRate(a.margin);
      if (margin && (margin.num * 10n < margin.den * 8n || margin.num * 10n > margin.den * 12n))
        return failure("REQUEST_INVALID_FIELD", { field: "margin" });
      const hold = a.side === "sell" ? holdId(ctx) : null;
      const ad: LiveAd = {
        id: s.ids.ad,
        merchantId: merchant,
        side: a.side,
        currencyId: a.currency,
        scale: a.scale,
        fiatId: a.fiat,
        price: u(a.price),
        margin: a.margin,
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

  /**
   * A user applies to be a merchant: the security deposit (when the venue asks one) is held from its
   * legal account with the application.
   */
  const apply = core.register({
    kind: "p2p.merchant.apply",
    args: Type.Object({
      storeName: Type.String({ minLength: 2, maxLength: 40 }),
      currency: RefId,
      scale: Type.Integer({ minimum: 0, maximum: 18 }),
      deposit: Units,
    }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const known = s.merchants.get(user);
      if (known && known.status !== "rejected") return failure("P2P_ALREADY_APPLIED");
      const deposit = u(a.deposit);
      const hold = deposit > 0n ? holdId(ctx) : null;
      const next: LiveMerchant = {
        userId: user,
        storeName: a.storeName,
        status: "pending",
        deposit,
        currencyId: a.currency,
        scale: a.scale,
        holdId: hold,
        appliedAt: ctx.now,
        reviewedAt: null,
        reviewedBy: null,
        reason: null,
        entryId: ctx.entryId,
      };
      const result = accepted(
        ctx,
        "p2p_merchant",
        { status: "pending" },
        { merchants: [next] },
        hold
          ? {
              entryKind: "p2p_merchant_deposit",
              open: [{ id: hold, user, kind: "legal", currency: a.currency, amount: deposit }],
            }
          : undefined,
      );
      if (!result.ok) return result;
      s.merchants.set(user, next);
      return { ...result, reference: `p2p-merchant:${user}` };
    },
  });

  /** An operator approves an application (the deposit stays held) or rejects it (the deposit returns). */
  const review = core.register({
    kind: "p2p.merchant.review",
    args: Type.Object({
      user: Id,
      approve: Type.Boolean(),
      reason: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
      ip: Type.String({ maxLength: 64 }),
    }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const known = s.merchants.get(a.user);
      if (known?.status !== "pending") return failure("P2P_NOT_PENDING");
      const status = a.approve ? "approved" : "rejected";
      const next: LiveMerchant = {
        ...known,
        status,
        reviewedAt: ctx.now,
        reviewedBy: operator,
        reason: a.reason,
      };
      const result = accepted(
        ctx,
        "p2p_merchant_review",
        { status },
        { merchants: [next] },
        !a.approve && known.holdId
          ? { entryKind: "p2p_merchant_deposit", release: [known.holdId] }
          : undefined,
      );
      if (!result.ok) return result;
      s.merchants.set(a.user, next);
      return {
        ...result,
        userId: a.user,
        reference: `p2p-merchant:${a.user}`,
        write: (q: Queryable) =>
          writeAudit(q, {
            operatorId: operator,
            action: `p2p.merchant.${a.approve ? "approve" : "reject"}`,
            targetType: "user",
            targetId: a.user,
            after: { status, reason: a.reason },
            ip: a.ip,
            userId: a.user,
          }),
      };
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

  /**
   * The merchant (or an operator, audited) takes an ad offline: what no order reserves goes back to the
   * merchant's legal account.
   */
  const offline = core.register({
    kind: "p2p.ad.offline",
    args: Type.Object({ ad: Id, ip: Type.Optional(Type.String({ maxLength: 64 })) }),
    run(a, ctx) {
      const operator = "operator" in ctx.caller ? ctx.caller.operator : undefined;
      const ad = s.ads.get(a.ad);
      if (!ad || (operator === undefined && ad.merchantId !== userOf(ctx.caller)))
        return failure("P2P_AD_NOT_FOUND");
      if (ad.status !== "online") return failure("P2P_AD_OFFLINE");
      const back = ad.left;
      const next: LiveAd = { ...ad, status: "offline", left: 0n, updatedAt: ctx.now };
      const result = accepted(ctx, "p2p_ad_offline", { id: ad.id }, { ads: [next] }, giveBack(next, back));
      if (!result.ok) return result;
      Object.assign(ad, next);
      if (ad.reserved === 0n) s.ads.delete(ad.id);
      if (operator === undefined) return { ...result, reference: `p2p-ad:${ad.id}` };
      return {
        ...result,
        reference: `p2p-ad:${ad.id}`,
        write: (q: Queryable) =>
          writeAudit(q, {
            operatorId: operator,
            action: "p2p.ad.offline",
            targetType: "p2p_ad",
            targetId: ad.id,
            after: { merchant: ad.merchantId, returned_units: back.toString() },
            ip: a.ip ?? "",
            userId: ad.merchantId,
          }),
      };
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
      /** a floating ad's inputs: the coin's USDT index tick and the fiat's rate the price was taken from */
      index: Type.Optional(
        Type.Object({
          price: Units,
          scale: Type.Integer({ minimum: 0, maximum: 18 }),
          ts: Type.Integer({ minimum: 0 }),
          staleAfterMs: Type.Integer({ minimum: 0 }),
          rate: Type.String({ pattern: "^[0-9]{1,12}(\\.[0-9]{1,18})?$" }),
        }),
      ),
    }),
    run(a, ctx) {
      const taker = userOf(ctx.caller);
      if (taker === undefined) return failure("COMMAND_INVALID");
      const ad = s.ads.get(a.ad);
      if (!ad) return failure("P2P_AD_NOT_FOUND");
      if (ad.status !== "online") return failure("P2P_AD_OFFLINE");
      if (ad.merchantId === taker) return failure("P2P_OWN_AD");
      const price = u(a.price);
      if (price !== priceOf(ad, a.index, ctx.now)) return failure("P2P_PRICE_CHANGED");
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
        price,
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
        appealedBy: null,
        appealReason: null,
        decidedBy: null,
        rulingReason: null,
        ruledAt: null,
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

  /**
   * What an ad deals at now: its fixed price, or, for a floating ad, the index price the sender read (no
   * older than the feed's stale limit) in the fiat × its margin, rounded against the taker. Undefined when
   * a floating ad has no fresh index.
   */
  function priceOf(
    ad: LiveAd,
    index: { price: string; scale: number; ts: number; staleAfterMs: number; rate: string } | undefined,
    now: Date,
  ): bigint | undefined {
    if (ad.margin === null) return ad.price;
    const margin = parseRate(ad.margin);
    const rate = index && parseRate(index.rate);
    if (!index || !margin || !rate || now.getTime() - index.ts > index.staleAfterMs) return undefined;
    return floatingPrice(
      indexInFiat(u(index.price), index.scale, rate, FIAT_SCALE),
      margin,
      ad.side === "sell",
    );
  }

  /** An open order the caller is a party of (the venue may act on any), in one of `states`. */
  function openOrder(id: number, caller: Caller, role: "buyer" | "seller" | "any", states: OrderStatus[]) {
    const order = s.orders.get(id);
    const user = userOf(caller);
    // the venue (a timeout, an operator's decision) may act on any order
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
   * An order completes: the coin goes to the buyer (the merchant's fee to the venue), out of the ad's hold
   * on a sell ad or the taker's on a buy ad. `actor` says who decided (the seller, or an operator).
   */
  function complete(
    ctx: HandlerContext,
    order: LiveOrder,
    ad: LiveAd,
    actor: string,
    decidedBy: number | null,
    ruling: string | null = null,
  ) {
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
              { account: userAccount(order.buyerId, "legal"), currency: c, amount: order.amount - order.fee },
              ...fees,
            ],
            release: [order.holdId!],
          };
    const next: LiveOrder = {
      ...order,
      status: "completed",
      completedAt: ctx.now,
      decidedBy,
      ...(ruling ? { rulingReason: ruling, ruledAt: ctx.now } : {}),
      updatedAt: ctx.now,
    };
    const result = accepted(
      ctx,
      "p2p_release",
      { id: order.id },
      { ads: [nextAd], orders: [next], status: "completed", actor, note: ruling },
      money,
    );
    if (!result.ok) return result;
    settle(order, ad, nextAd);
    // the merchant (the ad's owner) pays the fee
    const merchant = ad.side === "sell" ? order.sellerId : order.buyerId;
    const paid: FeePaid[] =
      order.fee > 0n ? [{ payer: merchant, currency: c, amount: order.fee, product: "p2p" }] : [];
    return { ...result, userId: order.sellerId, reference: `p2p-order:${order.id}`, fees: paid };
  }

  /**
   * An order ends without a deal: what it reserved returns to the ad, or to the merchant when the ad is
   * offline; a taker's frozen coin on a buy ad is released.
   */
  function refund(
    ctx: HandlerContext,
    order: LiveOrder,
    ad: LiveAd,
    reason: "buyer" | "timeout" | "appeal",
    actor: string,
    decidedBy: number | null,
    ruling: string | null = null,
  ) {
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
      cancelReason: reason,
      decidedBy,
      ...(ruling ? { rulingReason: ruling, ruledAt: ctx.now } : {}),
      updatedAt: ctx.now,
    };
    const result = accepted(
      ctx,
      "p2p_cancel",
      { id: order.id },
      { ads: [nextAd], orders: [next], status: "cancelled", actor, note: ruling },
      money,
    );
    if (!result.ok) return result;
    settle(order, ad, nextAd);
    return { ...result, userId: order.takerId, reference: `p2p-order:${order.id}` };
  }

  /** Memory after an order ended: the ad as it now is, and the order gone from the open ones. */
  function settle(order: LiveOrder, ad: LiveAd, nextAd: LiveAd) {
    Object.assign(ad, nextAd);
    s.orders.delete(order.id);
    if (ad.status === "offline" && ad.reserved === 0n) s.ads.delete(ad.id);
  }

  /** The seller confirms the fiat arrived (before or after "paid", or during an appeal). */
  const release = core.register({
    kind: "p2p.order.release",
    args: Type.Object({ order: Id }),
    run(a, ctx) {
      const found = openOrder(a.order, ctx.caller, "seller", ["unpaid", "paid", "appeal"]);
      if (!found.ok) return found;
      return complete(ctx, found.order, found.ad, `user:${found.order.sellerId}`, null);
    },
  });

  /** An unpaid order ends: the buyer cancels, or its time ran out (the venue). */
  const cancel = core.register({
    kind: "p2p.order.cancel",
    args: Type.Object({ order: Id, reason: Type.Union([Type.Literal("buyer"), Type.Literal("timeout")]) }),
    run(a, ctx) {
      const venue = "system" in ctx.caller;
      if (a.reason === "timeout" && !venue) return failure("COMMAND_INVALID");
      const found = openOrder(a.order, ctx.caller, "buyer", ["unpaid"]);
      if (!found.ok) return found;
      if (a.reason === "timeout" && ctx.now < found.order.payDeadline) return failure("P2P_ORDER_STATE");
      const actor = venue ? "system" : `user:${found.order.buyerId}`;
      return refund(ctx, found.order, found.ad, a.reason, actor, null);
    },
  });

  /**
   * Either party disputes a paid order once `waitMinutes` have passed since it was marked paid: an
   * operator decides it. The seller may still release meanwhile.
   */
  const appeal = core.register({
    kind: "p2p.order.appeal",
    args: Type.Object({
      order: Id,
      reason: Type.String({ minLength: 1, maxLength: 500 }),
      waitMinutes: Type.Integer({ minimum: 0, maximum: 10_080 }),
    }),
    run(a, ctx) {
      const found = openOrder(a.order, ctx.caller, "any", ["paid"]);
      if (!found.ok) return found;
      const { order } = found;
      if (!order.paidAt || ctx.now.getTime() < order.paidAt.getTime() + a.waitMinutes * 60_000)
        return failure("P2P_APPEAL_TOO_EARLY", { minutes: a.waitMinutes });
      const by = userOf(ctx.caller)!;
      const next: LiveOrder = {
        ...order,
        status: "appeal",
        appealedBy: by,
        appealReason: a.reason,
        updatedAt: ctx.now,
      };
      const result = accepted(
        ctx,
        "p2p_appeal",
        { id: order.id },
        {
          orders: [next],
          status: "appeal",
          actor: `user:${by}`,
        },
      );
      if (!result.ok) return result;
      Object.assign(order, next);
      return { ...result, userId: by, reference: `p2p-order:${order.id}` };
    },
  });

  /**
   * An operator decides an appealed order: the coin goes to the buyer, or back to where it was held. The
   * reason is stored on the order, shown to both parties and written on the ruling's line in the chat;
   * it is optional here only so that decisions logged before reasons existed still replay.
   */
  const decide = core.register({
    kind: "p2p.order.decide",
    args: Type.Object({
      order: Id,
      outcome: Type.Union([Type.Literal("release"), Type.Literal("refund")]),
      ip: Type.String({ maxLength: 64 }),
      reason: Type.Optional(Type.String({ maxLength: 500 })),
    }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const found = openOrder(a.order, ctx.caller, "any", ["appeal"]);
      if (!found.ok) return found;
      const ruling = a.reason ?? null;
      const result =
        a.outcome === "release"
          ? complete(ctx, found.order, found.ad, `operator:${operator}`, operator, ruling)
          : refund(ctx, found.order, found.ad, "appeal", `operator:${operator}`, operator, ruling);
      if (!result.ok) return result;
      // the decision and its audit entry are one durable step
      return {
        ...result,
        write: async (q: Queryable) =>
          writeAudit(q, {
            operatorId: operator,
            action: `p2p.order.${a.outcome}`,
            targetType: "p2p_order",
            targetId: a.order,
            after: { outcome: a.outcome, appealed_by: found.order.appealedBy, reason: ruling },
            ip: a.ip,
            ...(await requestSubject(q, "p2p_order", a.order, found.order.appealedBy ?? undefined)),
          }),
      };
    },
  });

  return { apply, review, publish, offline, take, pay, release, cancel, appeal, decide };
}

export type P2pCommands = ReturnType<typeof registerP2pCommands>;
