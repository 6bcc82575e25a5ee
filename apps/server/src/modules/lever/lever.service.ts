import { EventEmitter } from "node:events";
import {
  closeSettlement,
  dealingPrice,
  feeFor,
  type LeverDirection,
  limitReached,
  marginFor,
  pnlAt,
  stopSideError,
  systemAccount,
  userAccount,
} from "@bourse/engine";
import { type Core, holdId } from "../../core/core.ts";
import { decimalToUnits, unitsToDecimal } from "../../core/units.ts";
import type { Db } from "../../db/db.ts";
import type { Feed } from "../../feed/feed.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import type { UserNotice } from "../../socket/gateway.ts";
import { LeverBook, type LeverCommand, payment, thresholdOf } from "./lever.book.ts";
import { leverRisk } from "./lever.risk.ts";
import {
  type CloseReason,
  type LeverTrade,
  leverWriter,
  rowOf,
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
}

/**
 * Leveraged contracts against the house at the index price. Every change of an order or position is
 * one money-core command: it re-checks the trade against the state the core has reached, moves the
 * money (margin held, fee paid, profit or loss settled) and writes the trade's row in the same
 * durable step. Triggers (limit orders, take profit, stop loss, liquidation) run on index ticks, in
 * tick order, and record the tick they used.
 */
export async function createLeverService({
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
  let markets = await loadLeverMarkets(db);
  const book = new LeverBook();
  /** `user` (UserNotice) after each durable change of a user's trade */
  const events = new EventEmitter();
  const [last] = await db.query<{ id: string | null }>("SELECT max(id)::text AS id FROM lever_trades");
  let nextId = Number(last?.id ?? 0) + 1;
  let threshold = thresholdOf(await setting("lever_liquidation_risk_rate", "20"));

  await loadLive();
  core.onReload(loadLive);

  /**
   * The book as the table has its pending orders and open positions. At start, and again when the core
   * rebuilt its memory: trades already in memory are updated in place (a command holding one sees the
   * table's state), the others leave the book, and the trigger index hears of every trade.
   */
  async function loadLive() {
    const touched: LeverTrade[] = [];
    const seen = new Set<number>();
    for (const row of await db.query<TradeRow>(
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

  async function setting(key: string, fallback: string) {
    const [row] = await db.query<{ value: string }>("SELECT value FROM settings WHERE key = $1", [key]);
    return row?.value ?? fallback;
  }

  const marketOf = (currencyId: number, legalId: number) =>
    markets.find((m) => m.currencyId === currencyId && m.legalId === legalId);

  /** The market's last recorded tick, or undefined when there is none or it is stale. */
  function freshTick(m: LeverMarket): UsedTick | undefined {
    const t = feed.lastTick(m.id);
    if (!t || feed.isStale(m.id)) return undefined;
    return { seq: t.seq, ts: t.ts, index: decimalToUnits(t.price, m.terms.priceDecimals) };
  }
  const lever = (user: number) => userAccount(user, "lever");

  function announce(trades: LeverTrade[]) {
    for (const t of trades) {
      const notice: UserNotice = {
        userId: t.owner,
        kind: "position",
        position: { id: t.id, symbol: t.market.symbol, status: t.status, close_reason: t.closeReason },
      };
      events.emit("user", notice);
    }
  }

  /** A command over some trades (see `LeverCommand`); once durable, their owners hear of them. */
  const command: LeverCommand = async (userId, reference, change, touched) => {
    let skipped = false;
    let changed: LeverTrade[] = [];
    const executed = await core.execute({
      userId,
      reference,
      run(ledger, ctx) {
        const result = change(ledger, ctx.entryId);
        if (result === "skip") {
          skipped = true;
          return { ok: false, code: "HOLD_NOT_FOUND" };
        }
        return result;
      },
      rows: {
        writer: leverWriter,
        // taken as soon as the change has run: later commands of the batch may change the same trades
        rows: () => {
          const { trades, liquidation } = touched();
          changed = trades;
          book.changed(trades);
          return [{ trades: trades.map(rowOf), ...(liquidation ? { liquidation } : {}) }];
        },
      },
    });
    if (executed.ok) announce(changed);
    return { executed, skipped };
  };

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
    if (lots.value! < m.minLots || lots.value! > m.maxLots)
      return failure("LEVER_LOTS_OUT_OF_RANGE", {
        min: unitsToDecimal(m.minLots, terms.lotDecimals),
        max: unitsToDecimal(m.maxLots, terms.lotDecimals),
      });
    if (!m.multiples.includes(input.multiple))
      return failure("LEVER_INVALID_MULTIPLE", { multiples: m.multiples.join(", ") });
    const target =
      input.orderType === "limit"
        ? userUnits(
            input.targetPrice,
            terms.priceDecimals,
            failure("LEVER_INVALID_PRICE", { field: { key: "LEVER_FIELD_TARGET_PRICE" } }),
          )
        : success(null);
    if (!target.ok) return target;
    const stopsTyped = stopPrices(terms.priceDecimals, input);
    if (!stopsTyped.ok) return stopsTyped;
    const tp = stopsTyped.value.takeProfit;
    const sl = stopsTyped.value.stopLoss;
    const tick = freshTick(m);
    if (!tick) return failure("LEVER_PRICE_STALE");
    // stops trigger on the index: a market order's sit around the index now, a limit order's around its target
    const reference = target.value ?? tick.index;
    const stops = checkStops(
      m,
      input.direction,
      tp,
      sl,
      reference,
      target.value === null ? "LEVER_REFERENCE_INDEX" : "LEVER_REFERENCE_OPEN",
    );
    if (!stops.ok) return stops;

    let trade: LeverTrade | undefined;
    let short: bigint | undefined;
    const { executed } = await command(
      userId,
      `lever:${m.symbol}`,
      (ledger, entryId) => {
        // a market order deals at the tick the core reaches it with, the one it records
        const now = freshTick(m) ?? tick;
        const open = target.value ?? dealingPrice(now.index, input.direction, "open", terms);
        const margin = marginFor(open, lots.value!, input.multiple, terms);
        const fee = feeFor(open, lots.value!, terms.fee, terms);
        const available = ledger.balance(lever(userId), m.legalId);
        if (available < margin + fee) {
          short = margin + fee;
          return { ok: false, code: "WALLET_INSUFFICIENT_BALANCE" };
        }
        const createdAt = clock();
        const t: LeverTrade = {
          id: nextId,
          owner: userId,
          marketId: m.id,
          market: m,
          terms,
          rates: { spread: m.spreadText, fee: m.feeText, overnight: m.overnightText },
          direction: input.direction,
          orderType: input.orderType,
          status: target.value === null ? 1 : 0,
          lots: lots.value!,
          multiple: input.multiple,
          targetPrice: target.value,
          openPrice: target.value === null ? open : 0n,
          openTick: target.value === null ? now : null,
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
          holdId: holdId({ entryId }),
          entryId,
          closeEntryId: null,
          createdAt,
          openedAt: target.value === null ? createdAt : null,
          closedAt: null,
        };
        const result = ledger.exchange({
          entryKind: target.value === null ? "lever_open" : "lever_order",
          open: [{ id: t.holdId, user: userId, kind: "lever", currency: m.legalId, amount: margin }],
          pay: payment(lever(userId), systemAccount("fees"), m.legalId, fee),
        });
        if (result.ok) {
          nextId += 1;
          trade = t;
          book.add(t);
        }
        return result;
      },
      () => ({ trades: [trade!] }),
    );
    if (short !== undefined)
      return failure("LEVER_INSUFFICIENT_MARGIN", {
        required: unitsToDecimal(short, terms.quoteScale),
        currency: m.quoteName,
      });
    if (!executed.ok) return failure(executed.code);
    return success(trade!);
  }

  function checkStops(
    m: LeverMarket,
    direction: LeverDirection,
    tp: bigint | null,
    sl: bigint | null,
    reference: bigint,
    referenceKey: "LEVER_REFERENCE_INDEX" | "LEVER_REFERENCE_OPEN",
  ): Outcome<null> {
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
    return success(null);
  }

  /** A user's own live trade, or the reason there is none. */
  async function ownLive(userId: number, id: number): Promise<Outcome<LeverTrade>> {
    const t = book.live.get(id);
    if (t && t.owner === userId) return success(t);
    const [row] = await db.query<{ status: number }>(
      "SELECT status FROM lever_trades WHERE id = $1 AND user_id = $2",
      [id, userId],
    );
    return failure(row ? "LEVER_NOT_OPEN" : "LEVER_NOT_FOUND");
  }

  /**
   * Closes an open position at the close dealing price of `tick` (the market's last one for a user's
   * close): a profit is paid by the house; a loss comes out of the margin, then the available
   * balance; what neither covers is absorbed by the house and recorded on the trade.
   */
  async function closeOne(t: LeverTrade, reason: CloseReason, tick?: UsedTick): Promise<Outcome<LeverTrade>> {
    if (!tick && !freshTick(t.market)) return failure("LEVER_PRICE_STALE");
    const { executed, skipped } = await command(
      t.owner,
      `lever:${t.market.symbol}`,
      (ledger, entryId) => {
        if (t.status !== 1) return "skip";
        const used = tick ?? freshTick(t.market);
        if (!used) return "skip";
        const closePrice = dealingPrice(used.index, t.direction, "close", t.terms);
        const pnl = pnlAt(t, closePrice, t.terms);
        const available = ledger.balance(lever(t.owner), t.market.legalId);
        const s = closeSettlement({ pnl, margin: t.margin, available });
        const c = t.market.legalId;
        const result = ledger.exchange({
          entryKind: "lever_close",
          use: s.fromMargin > 0n ? [{ hold: t.holdId, amount: s.fromMargin }] : [],
          pay: [
            { account: systemAccount("house"), currency: c, amount: s.fromMargin },
            ...payment(lever(t.owner), systemAccount("house"), c, s.fromAvailable),
            ...payment(systemAccount("house"), lever(t.owner), c, s.profit),
          ],
          release: [t.holdId],
        });
        if (!result.ok) throw new Error(`lever: the ledger refused a close (${result.code})`);
        Object.assign(t, {
          status: 3,
          closePrice,
          closeTick: used,
          closeReason: reason,
          pnl: s.profit - s.fromMargin - s.fromAvailable,
          absorbed: s.absorbed,
          closeEntryId: entryId,
          closedAt: clock(),
        });
        book.remove(t);
        return result;
      },
      () => ({ trades: [t] }),
    );
    if (skipped) return failure(t.status === 1 ? "LEVER_PRICE_STALE" : "LEVER_NOT_OPEN");
    if (!executed.ok) return failure(executed.code);
    return success(t);
  }

  /** A pending order whose target the dealing price of `tick` reached becomes a position at that price. */
  async function fill(t: LeverTrade, tick: UsedTick) {
    await command(
      t.owner,
      `lever:${t.market.symbol}`,
      (ledger) => {
        const open = dealingPrice(tick.index, t.direction, "open", t.terms);
        if (t.status !== 0 || t.targetPrice === null || !limitReached(t.direction, t.targetPrice, open))
          return "skip";
        // the margin and fee were set at the target price; the deal moves no money, and its journal
        // entry records when it happened
        const result = ledger.exchange({ entryKind: "lever_fill" });
        if (result.ok) Object.assign(t, { status: 1, openPrice: open, openTick: tick, openedAt: clock() });
        return result;
      },
      () => ({ trades: [t] }),
    );
  }

  /** Closes the owner's open positions: all of them, or one direction, optionally on one market. */
  function closeAll(
    owner: number,
    which: { direction?: LeverDirection; currencyId?: number; legalId?: number },
  ): Promise<Outcome<LeverTrade>[]> {
    const targets = book
      .ofOwnerAll(owner)
      .filter(
        (t) =>
          t.status === 1 &&
          (which.direction === undefined || t.direction === which.direction) &&
          (which.currencyId === undefined || t.market.currencyId === which.currencyId) &&
          (which.legalId === undefined || t.market.legalId === which.legalId),
      );
    return Promise.all(targets.map((t) => closeOne(t, "user")));
  }

  const risk = leverRisk({ book, feed, clock, command, threshold: () => threshold });

  /** Cancels a pending order: its margin comes back; the handling fee is not refunded. */
  async function cancel(userId: number, id: number): Promise<Outcome<LeverTrade>> {
    const own = await ownLive(userId, id);
    if (!own.ok) return own.code === "LEVER_NOT_OPEN" ? failure("LEVER_NOT_PENDING") : own;
    const t = own.value;
    if (t.status !== 0) return failure("LEVER_NOT_PENDING");
    const { executed, skipped } = await command(
      userId,
      `lever:${t.market.symbol}`,
      (ledger, entryId) => {
        if (t.status !== 0) return "skip";
        const result = ledger.exchange({ entryKind: "lever_cancel", release: [t.holdId] });
        if (result.ok) {
          Object.assign(t, { status: 4, closeEntryId: entryId, closedAt: clock() });
          book.remove(t);
        }
        return result;
      },
      () => ({ trades: [t] }),
    );
    if (skipped) return failure("LEVER_NOT_PENDING");
    if (!executed.ok) return failure(executed.code);
    return success(t);
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
    const { takeProfit, stopLoss } = typed.value;
    // a pending order's stops sit around its target; an open position's around the index now, so that
    // none triggers the moment it is set
    let reference = t.targetPrice;
    if (t.status === 1) {
      const tick = freshTick(t.market);
      if (!tick) return failure("LEVER_PRICE_STALE");
      reference = tick.index;
    }
    const stops = checkStops(
      t.market,
      t.direction,
      takeProfit,
      stopLoss,
      reference!,
      t.status === 1 ? "LEVER_REFERENCE_INDEX" : "LEVER_REFERENCE_OPEN",
    );
    if (!stops.ok) return stops;
    const { executed, skipped } = await command(
      userId,
      `lever:${t.market.symbol}`,
      (ledger) => {
        if (t.status !== 0 && t.status !== 1) return "skip";
        const result = ledger.exchange({ entryKind: "lever_stops" });
        if (result.ok) Object.assign(t, { takeProfit, stopLoss });
        return result;
      },
      () => ({ trades: [t] }),
    );
    if (skipped) return failure("LEVER_NOT_OPEN");
    if (!executed.ok) return failure(executed.code);
    return success(t);
  }

  return {
    events,
    book,
    markets: () => markets,
    marketOf,
    threshold: () => threshold,
    submit,
    closeOne,
    closeAll,
    cancel,
    setStops,
    fill,
    ...risk,
    ownLive,
    /** Re-reads every market's terms and the liquidation threshold (after an operator change). */
    async reload() {
      markets = await loadLeverMarkets(db);
      threshold = thresholdOf(await setting("lever_liquidation_risk_rate", "20"));
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
