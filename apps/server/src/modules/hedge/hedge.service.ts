import { randomBytes } from "node:crypto";
import type { HedgeMarket, HedgeView } from "@bourse/contract";
import { hedgeOrder } from "@bourse/engine";
import { parse } from "@bourse/money";
import type { HedgeConfig } from "../../config.ts";
import { decimalToUnits, decimalToUnitsDown, unitsToDecimal } from "../../core/units.ts";
import type { Db } from "../../db/db.ts";
import type { LeverMarket } from "../lever/index.ts";
import type { ExposureSnapshot } from "../risk/index.ts";
import {
  type Fill,
  hedgedByMarket,
  latestOrders,
  noteError,
  recordFailure,
  recordFill,
  recordOrder,
  sentOrders,
} from "./hedge.store.ts";
import type { OutsideOrder, Venue } from "./hedge.venue.ts";

/** The longest wait between tries after failures; the first wait is one interval, doubled each time. */
const MAX_BACKOFF_MS = 5 * 60_000;

interface Log {
  info(facts: object, message: string): void;
  warn(facts: object, message: string): void;
  error(facts: object, message: string): void;
}

export interface HedgeDeps {
  db: Db;
  clock: () => Date;
  /** absent: hedging is off (HEDGE_EXCHANGE unset); the view says so and rounds do nothing */
  config: HedgeConfig | undefined;
  venue: Venue | undefined;
  /** the lever markets' terms (lot size, scales) */
  markets: () => LeverMarket[];
  /** the house's net position per lever market (the risk line's snapshot) */
  exposure: () => ExposureSnapshot[];
  /** the index price of a market, decimal text */
  indexPrice: (marketId: number) => string | undefined;
  log: Log;
}

/** A market's failures in a row and when it may be tried again. */
interface Backoff {
  failures: number;
  retryAt: number;
  lastError: string;
}

/** A number CCXT reported, as decimal text at `scale` (CCXT hands numbers; they become exact here, once). */
function reported(n: number | undefined, scale: number): string | null {
  if (n === undefined || !Number.isFinite(n)) return null;
  return unitsToDecimal(decimalToUnitsDown(Math.abs(n).toFixed(scale), scale) * (n < 0 ? -1n : 1n), scale);
}

/** The fees an order paid, each read at `scale` and added in units (never as floats). */
function feeTotal(costs: number[], scale: number): string | null {
  let units = 0n;
  for (const cost of costs) {
    const one = reported(cost, scale);
    if (one === null) return null;
    units += decimalToUnits(one, scale);
  }
  return unitsToDecimal(units, scale);
}

/** An error as recorded and logged: a request address's query (its timestamp and signature) left out. */
const messageOf = (err: unknown) =>
  (err instanceof Error ? `${err.name}: ${err.message}` : String(err)).replace(
    /(https?:\/\/[^\s?]+)\?\S*/g,
    "$1",
  );

/**
 * Hedging the house's excess exposure (docs/product-decisions.md "Hedging"). One round at a time, on the
 * writer: orders whose answer was lost are looked up first; then per lever market the engine's order that
 * brings the house's position net of hedges back within the threshold (or unwinds hedges no longer needed)
 * is recorded, sent as a market order, and its fill recorded. A failure is recorded and logged, and that
 * market waits (doubling from one interval, at most five minutes) before it is tried again.
 */
export function createHedgeService(deps: HedgeDeps) {
  const { db, clock, config, venue, log } = deps;
  const backoff = new Map<number, Backoff>();
  let lastRoundAt: Date | undefined;
  let queue: Promise<void> = Promise.resolve();

  function failed(marketId: number, err: unknown) {
    const b = backoff.get(marketId) ?? { failures: 0, retryAt: 0, lastError: "" };
    b.failures += 1;
    const wait = Math.min(MAX_BACKOFF_MS, (config?.intervalMs ?? 5000) * 2 ** (b.failures - 1));
    b.retryAt = clock().getTime() + wait;
    b.lastError = messageOf(err);
    backoff.set(marketId, b);
  }

  function fillOf(o: OutsideOrder, m: LeverMarket): Fill {
    const { baseScale, quoteScale } = m.terms;
    const filled = reported(o.filled, baseScale) ?? "0";
    const cost = reported(o.cost, quoteScale);
    const filledUnits = decimalToUnits(filled, baseScale);
    // a venue that reports the cost but not the average: cost ÷ filled, rounded down
    const average =
      reported(o.average, quoteScale) ??
      (cost !== null && filledUnits > 0n
        ? unitsToDecimal(
            (decimalToUnits(cost, quoteScale) * 10n ** BigInt(baseScale)) / filledUnits,
            quoteScale,
          )
        : null);
    return {
      outsideId: o.id,
      filled,
      average,
      cost,
      // a fee in the base currency lessens what the hedge holds: kept at the base's scale to be counted exactly
      fee: o.fee
        ? feeTotal(
            o.fee.costs,
            o.fee.currency === m.baseName ? baseScale : o.fee.currency === m.quoteName ? quoteScale : 18,
          )
        : null,
      feeCurrency: o.fee?.currency ?? null,
    };
  }

  /** Records what the venue answered: a fill, or a failure when nothing filled of an order that ended. */
  async function settle(id: number, o: OutsideOrder, m: LeverMarket) {
    const fill = fillOf(o, m);
    if (decimalToUnits(fill.filled, m.terms.baseScale) > 0n) await recordFill(db, id, fill, clock());
    else if (o.status === "open")
      return; // still working: looked up again next round
    else await recordFailure(db, id, `nothing filled (${o.status ?? "no status"})`, clock(), o.id);
  }

  /** Orders sent whose answer was lost: their markets send nothing new until they are known. */
  async function resolveSent(byId: Map<number, LeverMarket>): Promise<Set<number>> {
    const blocked = new Set<number>();
    for (const s of await sentOrders(db)) {
      const m = byId.get(s.market_id);
      if (!m || !venue) {
        blocked.add(s.market_id);
        continue;
      }
      try {
        const o = await venue.findOrder(s.symbol, s.client_order_id);
        if (o === undefined) await recordFailure(db, s.id, "the outside venue has no such order", clock());
        else await settle(s.id, o, m);
        if (o?.status === "open") blocked.add(s.market_id);
      } catch (err) {
        blocked.add(s.market_id);
        await noteError(db, s.id, messageOf(err), clock());
        failed(s.market_id, err);
        log.warn(
          { market: s.symbol, order: s.id, err: messageOf(err) },
          "a hedge order's outcome is not known yet",
        );
      }
    }
    return blocked;
  }

  async function hedgeMarket(m: LeverMarket, snap: ExposureSnapshot, hedgedText: string | undefined) {
    if (!config || !venue) return;
    const { baseScale, quoteScale, lotDecimals, lotSize } = m.terms;
    const indexText = deps.indexPrice(m.id);
    const price = indexText === undefined ? undefined : parse(indexText, quoteScale);
    if (!price?.ok) return;
    const outside = await venue.market(m.symbol);
    if (!outside) throw new Error(`the outside venue lists no ${m.symbol}`);
    const houseNet = (decimalToUnits(snap.netLots, lotDecimals) * lotSize) / 10n ** BigInt(lotDecimals);
    const hedged = hedgedText === undefined ? 0n : decimalToUnits(hedgedText, baseScale);
    const threshold = decimalToUnitsDown(config.threshold, quoteScale);
    const units = (n: number | undefined, scale: number) =>
      n === undefined ? 0n : decimalToUnitsDown(n.toFixed(scale), scale);
    const step = units(outside.step, baseScale);
    const order = hedgeOrder({
      houseNet,
      hedged,
      price: price.value.units,
      baseScale,
      threshold,
      step: step > 0n ? step : 1n,
      minAmount: units(outside.minAmount, baseScale),
      minCost: units(outside.minCost, quoteScale),
    });
    if (!order) return;
    const amount = unitsToDecimal(order.amount, baseScale);
    // a buy spends the amount's worth at the index (rounded down): what fills is what is hedged
    const cost = unitsToDecimal((order.amount * price.value.units) / 10n ** BigInt(baseScale), quoteScale);
    const clientOrderId = `hedge-${randomBytes(6).toString("hex")}`;
    const id = await recordOrder(db, {
      marketId: m.id,
      exchange: venue.id,
      symbol: m.symbol,
      side: order.side,
      amount,
      reason: order.reason,
      houseNet: unitsToDecimal(houseNet, baseScale),
      hedgedBefore: unitsToDecimal(hedged, baseScale),
      target: unitsToDecimal(order.target, baseScale),
      indexPrice: indexText!,
      threshold: config.threshold,
      clientOrderId,
      at: clock(),
    });
    log.info(
      { market: m.symbol, order: id, side: order.side, amount, reason: order.reason },
      "hedge order sent",
    );
    try {
      const o = await venue.marketOrder(
        m.symbol,
        order.side,
        { amount: Number(amount), cost: Number(cost) },
        clientOrderId,
      );
      await settle(id, o, m);
    } catch (err) {
      // a timeout may have placed it: it stays sent and is looked up next round; a refusal is final
      if (!venue.uncertain(err)) await recordFailure(db, id, messageOf(err), clock());
      else await noteError(db, id, messageOf(err), clock());
      throw err;
    }
  }

  async function runRound() {
    if (!config || !venue) return;
    const markets = deps.markets();
    const byId = new Map(markets.map((m) => [m.id, m]));
    const blocked = await resolveSent(byId);
    const hedged = await hedgedByMarket(db);
    const now = clock().getTime();
    for (const snap of deps.exposure()) {
      const m = byId.get(snap.marketId);
      if (!m || blocked.has(m.id)) continue;
      const b = backoff.get(m.id);
      if (b && b.retryAt > now) continue;
      try {
        await hedgeMarket(m, snap, hedged.get(m.id));
        backoff.delete(m.id);
      } catch (err) {
        failed(m.id, err);
        log.error(
          { market: m.symbol, err: messageOf(err) },
          "a hedge round failed for a market: tried again later",
        );
      }
    }
    lastRoundAt = clock();
  }

  /** One round; rounds never overlap (a round asked for during another runs after it). Never throws. */
  function round(): Promise<void> {
    const next = queue.then(() =>
      runRound().catch((err) =>
        log.error({ err: messageOf(err) }, "the hedge round failed: the next one resumes"),
      ),
    );
    queue = next;
    return next;
  }

  async function view(): Promise<HedgeView> {
    const hedged = await hedgedByMarket(db);
    const byId = new Map(deps.markets().map((m) => [m.id, m]));
    const markets: HedgeMarket[] = [];
    for (const snap of deps.exposure()) {
      const m = byId.get(snap.marketId);
      if (!m) continue;
      const { baseScale, quoteScale, lotDecimals, lotSize } = m.terms;
      const houseNet = (decimalToUnits(snap.netLots, lotDecimals) * lotSize) / 10n ** BigInt(lotDecimals);
      const h = decimalToUnits(hedged.get(m.id) ?? "0", baseScale);
      const indexText = deps.indexPrice(m.id);
      const p = indexText === undefined ? undefined : parse(indexText, quoteScale);
      const price = p?.ok ? p.value.units : undefined;
      const quote = (base: bigint) =>
        price === undefined ? null : unitsToDecimal((base * price) / 10n ** BigInt(baseScale), quoteScale);
      const b = config ? backoff.get(m.id) : undefined;
      markets.push({
        market_id: m.id,
        symbol: m.symbol,
        base_currency: m.baseName,
        quote_currency: m.quoteName,
        index_price: price === undefined ? null : unitsToDecimal(price, quoteScale),
        house_net: unitsToDecimal(houseNet, baseScale),
        hedged: unitsToDecimal(h, baseScale),
        unhedged: unitsToDecimal(houseNet + h, baseScale),
        house_net_quote: quote(houseNet),
        hedged_quote: quote(h),
        unhedged_quote: quote(houseNet + h),
        last_error: b?.lastError ?? null,
        retry_at: b ? new Date(b.retryAt).toISOString() : null,
      });
    }
    return {
      enabled: config !== undefined,
      exchange: config?.exchange ?? null,
      threshold: config?.threshold ?? null,
      interval_ms: config?.intervalMs ?? null,
      last_round_at: lastRoundAt ? lastRoundAt.toISOString() : null,
      markets,
      orders: await latestOrders(db),
    };
  }

  return { round, view, enabled: config !== undefined };
}

export type HedgeService = ReturnType<typeof createHedgeService>;
