import { EventEmitter } from "node:events";
import type { LeverDirection } from "@bourse/engine";
import type { Answer } from "../../core/command.ts";
import type { Core } from "../../core/core.ts";
import { decimalToUnits } from "../../core/units.ts";
import type { Db, Queryable } from "../../db/db.ts";
import type { Feed } from "../../feed/feed.ts";
import { failure, isFailure, type Outcome, success } from "../../http/outcome.ts";
import { readSetting } from "../../settings/settings.read.ts";
import type { UserNotice } from "../../socket/gateway.ts";
import type { CouponBook } from "../growth/index.ts";
import { LeverBook, thresholdOf } from "./lever.book.ts";
import { type LeverGuards, type LeverState, type TradeReply, tickArgs } from "./lever.command-kit.ts";
import { leverCommands, termsRefusal } from "./lever.commands.ts";
import { overnightKey, riskCommands } from "./lever.risk.ts";
import {
  holderParts,
  type LeverTrade,
  TRADE_COLUMNS,
  type TradeRow,
  tradeFromRow,
  type UsedTick,
} from "./lever.store.ts";
import { type LeverMarket, loadLeverMarkets, stopPrices, userUnits } from "./lever.terms.ts";

export interface SubmitInput {
  currencyId: number;
  legalId: number;
  direction: LeverDirection;
  lots: string;
  multiple: number;
  orderType: "market" | "limit";
  targetPrice?: string | undefined;
  takeProfit?: string | undefined;
  stopLoss?: string | undefined;
  /** a fee discount coupon of the user's */
  couponId?: number | undefined;
}

/**
 * Leveraged contracts against the house at the index price. Every change of an order or position is
 * one money-core command sent as data (lever.commands.ts, lever.risk.ts): this service parses and
 * checks what it can, picks the index tick, and submits; the handler re-checks the trade against the
 * state the core has reached, moves the money (margin held, fee paid, profit or loss settled) and
 * writes the trade's row in the same durable step. Triggers (limit orders, take profit, stop loss,
 * liquidation) run on index ticks, in tick order, and record the tick they used.
 */
export async function createLeverService({
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
  let markets = await loadLeverMarkets(db);
  const book = new LeverBook();
  /**
   * `user` (UserNotice) after each durable change of a user's trade; `trades` (LeverTrade[]) with the
   * trades themselves, on the writer (copy trading mirrors a trader's opens and closes from it)
   */
  const events = new EventEmitter();
  /** the id of the next order: one more than the table's last, again after the core rebuilt its memory */
  const ids = { next: 1 };
  let threshold = thresholdOf(await readSetting(db, "lever_liquidation_risk_rate"));

  await loadLive(db);
  core.onReload(loadLive);

  /**
   * The book as the table has its pending orders and open positions. At start, and again when the core
   * rebuilt its memory: trades already in memory are updated in place (code holding one sees the
   * table's state), the others leave the book, and the trigger index hears of every trade.
   */
  async function loadLive(q: Queryable) {
    const [last] = await q.query<{ id: string | null }>("SELECT max(id)::text AS id FROM lever_trades");
    ids.next = Number(last?.id ?? 0) + 1;
    const touched: LeverTrade[] = [];
    const seen = new Set<number>();
    for (const row of await q.query<TradeRow>(
      `SELECT ${TRADE_COLUMNS} FROM lever_trades WHERE status IN (0, 1) ORDER BY id`,
    )) {
      const market = markets.find((m) => m.id === row.market_id);
      if (!market) throw new Error(`lever: trade ${row.id} on a market without terms`);
      const fresh = tradeFromRow(row, market);
      const known = book.live.get(fresh.id);
      if (known) book.remove(known);
      const t = known ? Object.assign(known, fresh) : fresh;
      book.add(t);
      seen.add(t.id);
      touched.push(t);
    }
    for (const t of [...book.live.values()])
      if (!seen.has(t.id)) {
        book.remove(t);
        touched.push(t);
      }
    book.changed(touched);
  }

  const marketOf = (currencyId: number, legalId: number) =>
    markets.find((m) => m.currencyId === currencyId && m.legalId === legalId);

  /** The market's last recorded tick, or undefined when there is none. */
  function lastTick(m: LeverMarket): UsedTick | undefined {
    const t = feed.lastTick(m.id);
    return t && { seq: t.seq, ts: t.ts, index: decimalToUnits(t.price, m.terms.priceDecimals) };
  }
  /** The market's last recorded tick, or undefined when there is none or it is stale. */
  const freshTick = (m: LeverMarket) => (feed.isStale(m.id) ? undefined : lastTick(m));

  function announce(trades: LeverTrade[]) {
    events.emit("trades", trades);
    for (const t of trades) {
      const notice: UserNotice = {
        userId: t.owner,
        kind: "position",
        position: { id: t.id, symbol: t.market.symbol, status: t.status, close_reason: t.closeReason },
      };
      events.emit("user", notice);
    }
  }

  /** checks other lines add to opening (the house's exposure limits) */
  const guards: LeverGuards = { open: [] };
  const state: LeverState = {
    book,
    markets: () => markets,
    threshold: () => threshold,
    ids,
    announce,
    coupons,
    guards,
  };
  const commands = { ...leverCommands(core, state), ...riskCommands(core, state) };

  /** The trade a command answered about: live in the book, or as its row has it once it left. */
  async function tradeById(id: number): Promise<LeverTrade> {
    const live = book.live.get(id);
    if (live) return live;
    const [row] = await db.query<TradeRow>(`SELECT ${TRADE_COLUMNS} FROM lever_trades WHERE id = $1`, [id]);
    const market = row && markets.find((m) => m.id === row.market_id);
    if (!row || !market) throw new Error(`lever: trade ${id} is not recorded`);
    return tradeFromRow(row, market);
  }

  /** What the caller hears of a command about one trade: the trade as it stands, or the refusal. */
  async function shown(answer: Answer<TradeReply>): Promise<Outcome<LeverTrade>> {
    return answer.ok ? success(await tradeById(answer.reply.id)) : answer;
  }

  /** Places a market or limit order: margin held and fee charged in one durable step. */
  async function submit(userId: number, input: SubmitInput): Promise<Outcome<LeverTrade>> {
    const m = marketOf(input.currencyId, input.legalId);
    if (!m) return failure("MARKET_UNKNOWN_MARKET");
    if (!m.open) return failure("LEVER_MARKET_CLOSED");
    const { terms } = m;
    const lots = userUnits(
      input.lots,
      terms.lotDecimals,
      failure("LEVER_INVALID_LOTS", { decimals: terms.lotDecimals }),
    );
    if (!lots.ok) return lots;
    const refused = termsRefusal(m, lots.value!, input.multiple);
    if (refused) return refused;
    const target =
      input.orderType === "limit"
        ? userUnits(
            input.targetPrice,
            terms.priceDecimals,
            failure("LEVER_INVALID_PRICE", { field: { key: "LEVER_FIELD_TARGET_PRICE" } }),
          )
        : success(null);
    if (!target.ok) return target;
    const stops = stopPrices(terms.priceDecimals, input);
    if (!stops.ok) return stops;
    // a market order deals at the market's last tick, which the command records
    const tick = freshTick(m);
    if (!tick) return failure("LEVER_PRICE_STALE");
    const coupon = input.couponId === undefined ? undefined : await coupons.arg(userId, input.couponId);
    if (coupon && isFailure(coupon)) return coupon;
    const text = (v: bigint | null) => (v === null ? null : String(v));
    const answer = await core.submit(
      commands.open,
      {
        market: m.id,
        direction: input.direction,
        orderType: input.orderType,
        lots: String(lots.value),
        multiple: input.multiple,
        target: text(target.value),
        takeProfit: text(stops.value.takeProfit),
        stopLoss: text(stops.value.stopLoss),
        tick: tickArgs(tick),
        ...(coupon ? { coupon } : {}),
      },
      { user: userId },
    );
    return shown(answer);
  }

  /** A user's own live trade, or the reason there is none. */
  async function ownLive(userId: number, id: number): Promise<Outcome<LeverTrade>> {
    const t = book.live.get(id);
    // copied positions are the copy account's: they change through copy trading, not these calls
    if (t && t.owner === userId && t.account === "lever") return success(t);
    const [row] = await db.query<{ status: number }>(
      "SELECT status FROM lever_trades WHERE id = $1 AND user_id = $2 AND account = 'lever'",
      [id, userId],
    );
    return failure(row ? "LEVER_NOT_OPEN" : "LEVER_NOT_FOUND");
  }

  /** The owner closes an open position at the close dealing price of the market's last tick. */
  async function close(userId: number, id: number): Promise<Outcome<LeverTrade>> {
    const own = await ownLive(userId, id);
    if (!own.ok) return own;
    if (own.value.status !== 1) return failure("LEVER_NOT_OPEN");
    const tick = freshTick(own.value.market);
    if (!tick) return failure("LEVER_PRICE_STALE");
    return shown(await core.submit(commands.close, { trade: id, tick: tickArgs(tick) }, { user: userId }));
  }

  /** Closes the owner's open positions: all of them, or one direction, optionally on one market. */
  function closeAll(
    owner: number,
    which: { direction?: LeverDirection; currencyId?: number; legalId?: number },
  ): Promise<Outcome<LeverTrade>[]> {
    const targets = book
      .ofHolderAll(owner)
      .filter(
        (t) =>
          t.status === 1 &&
          (which.direction === undefined || t.direction === which.direction) &&
          (which.currencyId === undefined || t.market.currencyId === which.currencyId) &&
          (which.legalId === undefined || t.market.legalId === which.legalId),
      );
    return Promise.all(targets.map((t) => close(owner, t.id)));
  }

  /**
   * Ends everything a user has open in the own perpetual account (a demo account's reset): positions
   * closed at the last tick, pending orders cancelled; answers how many.
   */
  async function endAll(userId: number): Promise<number> {
    let ended = 0;
    for (const t of book.ofHolderAll(userId)) {
      if (t.account !== "lever") continue;
      const done =
        t.status === 1 ? await close(userId, t.id) : t.status === 0 ? await cancel(userId, t.id) : undefined;
      if (done?.ok) ended++;
    }
    return ended;
  }

  /** Cancels a pending order: its margin comes back; the handling fee is not refunded. */
  async function cancel(userId: number, id: number): Promise<Outcome<LeverTrade>> {
    const own = await ownLive(userId, id);
    if (!own.ok) return own.code === "LEVER_NOT_OPEN" ? failure("LEVER_NOT_PENDING") : own;
    if (own.value.status !== 0) return failure("LEVER_NOT_PENDING");
    return shown(await core.submit(commands.cancel, { trade: id }, { user: userId }));
  }

  /** Sets (or clears, with empty or 0) the take profit and stop loss of a pending order or open position. */
  async function setStops(
    userId: number,
    id: number,
    input: { takeProfit?: string | undefined; stopLoss?: string | undefined },
  ): Promise<Outcome<LeverTrade>> {
    const own = await ownLive(userId, id);
    if (!own.ok) return own;
    const t = own.value;
    const typed = stopPrices(t.terms.priceDecimals, input);
    if (!typed.ok) return typed;
    // an open position's stops sit around the index now
    const tick = freshTick(t.market);
    if (t.status === 1 && !tick) return failure("LEVER_PRICE_STALE");
    const text = (v: bigint | null) => (v === null ? null : String(v));
    const answer = await core.submit(
      commands.setStops,
      {
        trade: id,
        takeProfit: text(typed.value.takeProfit),
        stopLoss: text(typed.value.stopLoss),
        tick: tick ? tickArgs(tick) : null,
      },
      { user: userId },
    );
    return shown(answer);
  }

  const triggers = { system: "lever-triggers" } as const;

  /** A pending order whose target the dealing price of `tick` reached becomes a position at that price. */
  const fill = (id: number, tick: UsedTick) =>
    core.submit(commands.fill, { trade: id, tick: tickArgs(tick) }, triggers);

  /** Closes a position whose take profit or stop loss the index of `tick` reached, at that tick. */
  const stop = (id: number, tick: UsedTick) =>
    core.submit(commands.stop, { trade: id, tick: tickArgs(tick) }, triggers);

  /**
   * Liquidates a margin account (`holderOf`) in `currencyId` if it is at the threshold at `tick` of the
   * triggering market and the last ticks of the account's other markets.
   */
  function liquidate(holder: number, currencyId: number, marketId: number, tick: UsedTick) {
    const others = [...new Set(book.ofHolder(holder, currencyId).map((t) => t.market))].flatMap((m) => {
      const last = m.id === marketId ? undefined : lastTick(m);
      return last ? [{ market: m.id, tick: tickArgs(last) }] : [];
    });
    const { owner, account } = holderParts(holder);
    return core.submit(
      commands.liquidate,
      {
        owner,
        ...(account === "copy" ? { account } : {}),
        currency: currencyId,
        market: marketId,
        tick: tickArgs(tick),
        others,
      },
      triggers,
    );
  }

  /**
   * Charges an open position the overnight fees of the UTC midnights up to `day` (YYYY-MM-DD) not yet
   * paid; each position and day is charged once, and a repeat answers the first charge.
   */
  const chargeOvernight = (id: number, day: string) =>
    core.submit(commands.overnight, { trade: id, day }, { system: "lever-overnight" }, overnightKey(id, day));

  return {
    events,
    book,
    guards,
    markets: () => markets,
    marketOf,
    threshold: () => threshold,
    submit,
    close,
    closeAll,
    endAll,
    cancel,
    setStops,
    fill,
    stop,
    liquidate,
    chargeOvernight,
    ownLive,
    commands,
    /** Re-reads every market's terms and the liquidation threshold (after an operator change). */
    async reload() {
      markets = await loadLeverMarkets(db);
      threshold = thresholdOf(await readSetting(db, "lever_liquidation_risk_rate"));
      book.events.emit("terms");
    },
    /** A new liquidation threshold (percent), in force from the next tick. */
    setThreshold(percent: string) {
      threshold = thresholdOf(percent);
      book.events.emit("terms");
    },
  };
}

export type LeverService = Awaited<ReturnType<typeof createLeverService>>;
