import { EventEmitter } from "node:events";
import { amountFor, feeOn, fiatFor, floatingPrice, indexInFiat, parseRate } from "@bourse/engine";
import { parse } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import type { Db, Queryable } from "../../db/db.ts";
import type { Feed } from "../../feed/feed.ts";
import { type Failure, failure, type Outcome, success } from "../../http/outcome.ts";
import { readSetting } from "../../settings/settings.read.ts";
import type { UserNotice } from "../../socket/gateway.ts";
import { verifyPassword } from "../auth/index.ts";
import type { FilesService } from "../files/index.ts";
import { createP2pChat } from "./p2p.chat.ts";
import { type P2pState, registerP2pCommands } from "./p2p.commands.ts";
import { createPaymentMethods, isMethodKind } from "./p2p.methods.ts";
import { createP2pNotices } from "./p2p.notices.ts";
import { FIAT_SCALE, loadLive } from "./p2p.store.ts";

/** The length of an operator's reason for a ruling on an appeal, once trimmed. */
export const RULING_REASON = { min: 10, max: 500 } as const;

/** The largest fiat order by verification level, valued in USDT (spec: 2,000 at level 1, 1,000,000 at 2). */
const ORDER_LIMIT_USDT: Record<number, bigint> = { 0: 0n, 1: 2_000n, 2: 1_000_000n };
const DAY_MS = 86_400_000;

export interface AdInput {
  type: "sell" | "buy";
  currency_id: number;
  coin_code: string;
  /** required for a fixed price */
  price?: string | undefined;
  price_type?: "fixed" | "float" | undefined;
  /** a floating ad's margin over the index price, in percent (80 to 120) */
  margin?: string | undefined;
  total_number: string;
  min_number: string;
  max_number: string;
  way: string;
  password: string;
  pay_minutes?: number | undefined;
  terms?: string | undefined;
  min_kyc?: number | undefined;
}

export interface DealInput {
  id: number;
  means?: "money" | "number" | undefined;
  value: string;
  way?: string | undefined;
  password: string;
}

/**
 * Fiat P2P: ads and orders live on the money writer (`p2p.commands.ts`); this service checks and parses
 * what a request says (the fund password, the merchant's standing, the taker's verification and daily
 * cancels, amounts in the coin's and the fiat's decimals), prices the deal, and submits. Unpaid orders
 * past their time limit are cancelled by the writer (`expire`).
 */
export async function createP2pService({
  db,
  core,
  clock,
  files,
  feed,
  relay,
  onError,
  expireEveryMs = 5000,
}: {
  db: Db;
  core: Core;
  clock: () => Date;
  files: FilesService;
  feed: Feed;
  /** hands a notice that no command replays (a chat message) to the other nodes */
  relay?: (notice: UserNotice) => void;
  onError: (err: unknown) => void;
  expireEveryMs?: number;
}) {
  const first = await loadLive(db);
  /** `user` (UserNotice) to both parties after each durable change of an order */
  const events = new EventEmitter();
  const state: P2pState = {
    merchants: new Map(first.merchants.map((m) => [m.userId, m])),
    ads: new Map(first.ads.map((a) => [a.id, a])),
    orders: new Map(first.orders.map((o) => [o.id, o])),
    ids: { ad: first.nextAd, order: first.nextOrder },
    announce(order) {
      for (const userId of [order.buyerId, order.sellerId]) {
        const notice: UserNotice = { userId, kind: "p2p", order: { id: order.id, status: order.status } };
        events.emit("user", notice);
      }
    },
  };
  const commands = registerP2pCommands(core, state);
  const methodsApi = createPaymentMethods(db, clock);
  const notices = createP2pNotices(db, clock);
  const chat = createP2pChat({
    db,
    files,
    clock,
    notify: (notice) => {
      events.emit("user", notice);
      relay?.(notice);
    },
  });
  files.shareWith(chat.shares);
  core.onReload(async (q: Queryable) => {
    const live = await loadLive(q);
    state.merchants.clear();
    for (const m of live.merchants) state.merchants.set(m.userId, m);
    state.ads.clear();
    state.orders.clear();
    for (const a of live.ads) state.ads.set(a.id, a);
    for (const o of live.orders) state.orders.set(o.id, o);
    state.ids.ad = Math.max(state.ids.ad, live.nextAd);
    state.ids.order = Math.max(state.ids.order, live.nextOrder);
  });

  async function checkPassword(userId: number, password: string): Promise<Failure | undefined> {
    const [u] = await db.query<{ pay_password_hash: string | null }>(
      "SELECT pay_password_hash FROM users WHERE id = $1",
      [userId],
    );
    if (!u?.pay_password_hash) return failure("WALLET_PAY_PASSWORD_NOT_SET");
    if (!(await verifyPassword(password, u.pay_password_hash))) return failure("WALLET_WRONG_PAY_PASSWORD");
    return undefined;
  }

  /**
   * The inputs of a floating price now: the coin's last USDT index tick (USDT itself is 1) and the
   * fiat's rate; undefined while the index is stale.
   */
  async function indexNow(currencyId: number, fiatId: number) {
    const coin = await coinOf(currencyId);
    const [fiat] = await db.query<{ usdt_rate: string }>(
      "SELECT trim_scale(usdt_rate)::text AS usdt_rate FROM p2p_fiats WHERE id = $1",
      [fiatId],
    );
    if (!coin || !fiat) return undefined;
    const now = clock().getTime();
    if (coin.name === "USDT")
      return { price: "1", scale: 0, ts: now, staleAfterMs: feed.staleAfterMs, rate: fiat.usdt_rate };
    const market = feed.bySymbol(`${coin.name}/USDT`);
    const tick = market && feed.lastTick(market.id);
    if (!market || !tick || feed.isStale(market.id)) return undefined;
    const parsed = parse(tick.price, market.decimals);
    if (!parsed.ok) return undefined;
    return {
      price: String(parsed.value.units),
      scale: market.decimals,
      ts: tick.ts,
      staleAfterMs: feed.staleAfterMs,
      rate: fiat.usdt_rate,
    };
  }

  /** A floating margin in percent ("102.5") as the rate the writer keeps ("1.025"), or undefined. */
  function marginRate(percent: string | undefined): string | undefined {
    const p = parse((percent ?? "").trim(), 2);
    if (!p.ok || p.value.units < 8000n || p.value.units > 12000n) return undefined;
    return unitsToDecimal(p.value.units, 4);
  }

  /** What an ad deals at now, in fiat units: its fixed price, or its floating price from the index. */
  async function priceNow(ad: {
    price: bigint;
    margin: string | null;
    side: "sell" | "buy";
    currencyId: number;
    fiatId: number;
  }) {
    if (ad.margin === null) return { price: ad.price, index: undefined };
    const index = await indexNow(ad.currencyId, ad.fiatId);
    const margin = parseRate(ad.margin);
    const rate = index && parseRate(index.rate);
    if (!index || !margin || !rate) return undefined;
    const price = floatingPrice(
      indexInFiat(BigInt(index.price), index.scale, rate, FIAT_SCALE),
      margin,
      ad.side === "sell",
    );
    return { price, index };
  }

  async function coinOf(id: number) {
    const [c] = await db.query<{ id: number; name: string; decimals: number }>(
      "SELECT id, name, decimals FROM currencies WHERE id = $1",
      [id],
    );
    return c;
  }

  const amountIn = (text: string, decimals: number, field: string): Outcome<bigint> => {
    const p = parse(text.trim(), decimals);
    if (!p.ok)
      return p.code === "MONEY_TOO_PRECISE"
        ? failure("WALLET_AMOUNT_TOO_PRECISE", { decimals })
        : failure("REQUEST_INVALID_FIELD", { field });
    if (p.value.units <= 0n) return failure("REQUEST_INVALID_FIELD", { field });
    return success(p.value.units);
  };

  /**
   * A verified (level 2) user applies to be a merchant; the security deposit the venue asks
   * (`p2p_merchant_deposit` USDT, none by default) is held from its legal account until the review.
   */
  async function apply(userId: number, storeName: string): Promise<Outcome<{ status: string }>> {
    const [u] = await db.query<{ kyc_level: number }>("SELECT kyc_level FROM users WHERE id = $1", [userId]);
    if ((u?.kyc_level ?? 0) < 2) return failure("P2P_KYC_REQUIRED", { level: 2 });
    const [usdt] = await db.query<{ id: number; decimals: number }>(
      "SELECT id, decimals FROM currencies WHERE name = 'USDT'",
    );
    if (!usdt) return failure("WALLET_UNKNOWN_CURRENCY");
    const deposit = parse(await readSetting(db, "p2p_merchant_deposit"), usdt.decimals);
    const answer = await core.submit(
      commands.apply,
      {
        storeName: storeName.trim(),
        currency: usdt.id,
        scale: usdt.decimals,
        deposit: String(deposit.ok ? deposit.value.units : 0n),
      },
      { user: userId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** An operator approves or rejects an application (audited with the money it moves). */
  async function review(
    operatorId: number,
    userId: number,
    approve: boolean,
    reason: string | null,
    ip: string,
  ): Promise<Outcome<{ status: string }>> {
    const answer = await core.submit(
      commands.review,
      { user: userId, approve, reason, ip },
      { operator: operatorId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** An approved merchant publishes an ad (the fund password confirms it). */
  async function publish(userId: number, input: AdInput): Promise<Outcome<{ id: number }>> {
    // read from memory here for the first answer; the writer checks it again when the ad is published
    if (state.merchants.get(userId)?.status !== "approved") return failure("P2P_NOT_MERCHANT");
    const wrong = await checkPassword(userId, input.password);
    if (wrong) return wrong;
    const coin = await coinOf(input.currency_id);
    if (!coin) return failure("WALLET_UNKNOWN_CURRENCY");
    const [fiat] = await db.query<{ id: number }>("SELECT id FROM p2p_fiats WHERE code = $1 AND enabled", [
      input.coin_code.toUpperCase(),
    ]);
    if (!fiat) return failure("P2P_UNKNOWN_FIAT");
    const floating = input.price_type === "float";
    const margin = floating ? marginRate(input.margin) : undefined;
    if (floating && margin === undefined) return failure("REQUEST_INVALID_FIELD", { field: "margin" });
    let price: Outcome<bigint>;
    if (floating) {
      const now = await priceNow({
        price: 0n,
        margin: margin!,
        side: input.type,
        currencyId: coin.id,
        fiatId: fiat.id,
      });
      price = now ? success(now.price) : failure("P2P_PRICE_CHANGED");
    } else price = amountIn(input.price ?? "", FIAT_SCALE, "price");
    if (!price.ok) return price;
    const amounts: bigint[] = [];
    for (const [field, text] of [
      ["total_number", input.total_number],
      ["min_number", input.min_number],
      ["max_number", input.max_number],
    ] as const) {
      const a = amountIn(text, coin.decimals, field);
      if (!a.ok) return a;
      amounts.push(a.value);
    }
    const [total, min, max] = amounts as [bigint, bigint, bigint];
    if (max < min || max > total) return failure("P2P_LIMITS");
    const methods = [
      ...new Set(
        input.way
          .split(",")
          .map((w) => w.trim())
          .filter((w) => w !== ""),
      ),
    ];
    if (methods.length === 0 || !methods.every(isMethodKind))
      return failure("REQUEST_INVALID_FIELD", { field: "way" });
    // a merchant who sells is paid: its details for every method it offers must be on file
    if (input.type === "sell") {
      const [lacking] = await methodsApi.missing(userId, methods);
      if (lacking) return failure("P2P_METHOD_DETAILS", { method: lacking });
    }
    const answer = await core.submit(
      commands.publish,
      {
        side: input.type,
        currency: coin.id,
        scale: coin.decimals,
        fiat: fiat.id,
        price: String(price.value),
        margin: margin ?? null,
        total: String(total),
        min: String(min),
        max: String(max),
        methods,
        payMinutes: input.pay_minutes ?? (await readSetting(db, "p2p_pay_minutes")),
        terms: input.terms ?? "",
        minKyc: input.min_kyc ?? 1,
      },
      { user: userId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  async function offline(userId: number, adId: number): Promise<Outcome<{ id: number }>> {
    const answer = await core.submit(commands.offline, { ad: adId }, { user: userId });
    return answer.ok ? success(answer.reply) : answer;
  }

  /** An operator takes an ad offline (audited with the decision). */
  async function offlineByOperator(
    operatorId: number,
    adId: number,
    ip: string,
  ): Promise<Outcome<{ id: number }>> {
    const answer = await core.submit(commands.offline, { ad: adId, ip }, { operator: operatorId });
    return answer.ok ? success(answer.reply) : answer;
  }

  /**
   * Takes an ad for a fiat sum ("money": the coin it buys, rounded down) or a coin amount ("number": the
   * fiat it costs, rounded half up), within the taker's verification limits and daily cancels.
   */
  async function take(userId: number, input: DealInput): Promise<Outcome<{ id: number }>> {
    const ad = state.ads.get(input.id);
    if (ad?.status !== "online") return failure("P2P_AD_NOT_FOUND");
    if (ad.merchantId === userId) return failure("P2P_OWN_AD");
    const [user] = await db.query<{ kyc_level: number }>("SELECT kyc_level FROM users WHERE id = $1", [
      userId,
    ]);
    if ((user?.kyc_level ?? 0) < Math.max(1, ad.minKyc))
      return failure("P2P_KYC_REQUIRED", { level: Math.max(1, ad.minKyc) });
    const now = clock();
    const limit = await readSetting(db, "p2p_daily_cancel_limit");
    const [cancels] = await db.query<{ n: number; last: Date | null }>(
      `SELECT count(*)::int AS n, max(cancelled_at) AS last FROM p2p_orders
       WHERE taker_id = $1 AND cancelled_at > $2`,
      [userId, new Date(now.getTime() - DAY_MS)],
    );
    if (limit > 0 && (cancels?.n ?? 0) >= limit && cancels?.last)
      return failure("P2P_SUSPENDED", {
        until: new Date(cancels.last.getTime() + DAY_MS).toISOString().slice(0, 16).replace("T", " "),
      });
    const wrong = await checkPassword(userId, input.password);
    if (wrong) return wrong;
    const method = input.way ?? ad.methods[0]!;
    if (!ad.methods.includes(method)) return failure("P2P_METHOD");
    // a taker who sells (a buy ad) is paid: its details for the method must be on file
    if (ad.side === "buy" && (await methodsApi.missing(userId, [method])).length > 0)
      return failure("P2P_METHOD_DETAILS", { method });
    const quote = await priceNow(ad);
    if (!quote) return failure("P2P_PRICE_CHANGED");
    const price = quote.price;
    let amount: bigint;
    let fiatTotal: bigint;
    if ((input.means ?? "money") === "money") {
      const sum = amountIn(input.value, FIAT_SCALE, "value");
      if (!sum.ok) return sum;
      amount = amountFor(sum.value, price, ad.scale);
      fiatTotal = fiatFor(amount, price, ad.scale);
    } else {
      const a = amountIn(input.value, ad.scale, "value");
      if (!a.ok) return a;
      amount = a.value;
      fiatTotal = fiatFor(amount, price, ad.scale);
    }
    if (amount <= 0n || fiatTotal <= 0n)
      return failure("P2P_BELOW_MIN", { min: unitsToDecimal(ad.min, ad.scale) });
    const [fiat] = await db.query<{ usdt_rate: string }>(
      "SELECT usdt_rate::text AS usdt_rate FROM p2p_fiats WHERE id = $1",
      [ad.fiatId],
    );
    const rate = parseRate(fiat?.usdt_rate ?? "1") ?? { num: 1n, den: 1n };
    const cap = ORDER_LIMIT_USDT[user?.kyc_level ?? 0] ?? 0n;
    // fiat total (2 decimals) ÷ fiat per USDT, against the cap in whole USDT
    if (fiatTotal * rate.den > cap * 100n * rate.num)
      return failure("P2P_ORDER_LIMIT", { max: cap.toString() });
    const feeRate = parseRate(await readSetting(db, "p2p_fee_rate")) ?? { num: 0n, den: 1n };
    const answer = await core.submit(
      commands.take,
      {
        ad: ad.id,
        price: String(price),
        ...(quote.index ? { index: quote.index } : {}),
        amount: String(amount),
        fiatTotal: String(fiatTotal),
        fee: String(feeOn(amount, feeRate)),
        method,
      },
      { user: userId },
    );
    if (!answer.ok && (answer.code === "P2P_BELOW_MIN" || answer.code === "P2P_ABOVE_MAX"))
      return failure(answer.code, {
        min: unitsToDecimal(ad.min, ad.scale),
        max: unitsToDecimal(ad.max, ad.scale),
      });
    return answer.ok ? success(answer.reply) : answer;
  }

  async function markPaid(userId: number, orderId: number, proof: string): Promise<Outcome<{ id: number }>> {
    // the proof is one of the buyer's own uploads; the seller (and operators) may then read it
    const name = await files.owned(userId, proof);
    if (!name) return failure("REQUEST_INVALID_FIELD", { field: "pay_orders_img" });
    const answer = await core.submit(
      commands.pay,
      { order: orderId, proof: `/api/files/${name}` },
      { user: userId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  async function cancel(userId: number, orderId: number): Promise<Outcome<{ id: number }>> {
    const answer = await core.submit(commands.cancel, { order: orderId, reason: "buyer" }, { user: userId });
    return answer.ok ? success(answer.reply) : answer;
  }

  async function release(
    userId: number,
    orderId: number,
    password: string,
  ): Promise<Outcome<{ id: number }>> {
    const wrong = await checkPassword(userId, password);
    if (wrong) return wrong;
    const answer = await core.submit(commands.release, { order: orderId }, { user: userId });
    return answer.ok ? success(answer.reply) : answer;
  }

  /** Either party disputes a paid order (after the configured wait); an operator will decide it. */
  async function appeal(userId: number, orderId: number, reason: string): Promise<Outcome<{ id: number }>> {
    const waitMinutes = await readSetting(db, "p2p_appeal_wait_minutes");
    const answer = await core.submit(
      commands.appeal,
      { order: orderId, reason: reason.trim() || "-", waitMinutes },
      { user: userId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /**
   * An operator decides an appealed order (its key is the order's: one decision, whoever clicks twice),
   * giving the reason both parties will read.
   */
  async function decide(
    operatorId: number,
    orderId: number,
    outcome: "release" | "refund",
    reason: string,
    ip: string,
  ): Promise<Outcome<{ id: number }>> {
    const text = reason.trim();
    if (text.length < RULING_REASON.min || text.length > RULING_REASON.max)
      return failure("P2P_RULING_REASON", { field: "reason", ...RULING_REASON });
    const answer = await core.submit(
      commands.decide,
      { order: orderId, outcome, ip, reason: text },
      { operator: operatorId },
      `p2p-decide:${orderId}`,
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** The writer cancels every unpaid order past its time limit (each once: its key is the order's). */
  async function expire(now = clock()) {
    if (!core.leading) return;
    const due = [...state.orders.values()].filter((o) => o.status === "unpaid" && o.payDeadline <= now);
    await Promise.all(
      due.map((o) =>
        core.submit(
          commands.cancel,
          { order: o.id, reason: "timeout" },
          { system: "p2p-timeout" },
          `p2p-timeout:${o.id}`,
        ),
      ),
    );
    return due.length;
  }

  // the writer checks for unpaid orders past their time limit every few seconds
  let expiring: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    expiring ??= expire()
      .catch(onError)
      .finally(() => {
        expiring = undefined;
      });
  }, expireEveryMs);
  timer.unref();

  return {
    events,
    state,
    commands,
    apply,
    review,
    methods: methodsApi,
    notices,
    chat,
    priceNow,
    publish,
    offline,
    offlineByOperator,
    take,
    markPaid,
    cancel,
    release,
    appeal,
    decide,
    expire,
    async stop() {
      clearInterval(timer);
      await expiring;
    },
  };
}

export type P2pService = Awaited<ReturnType<typeof createP2pService>>;
