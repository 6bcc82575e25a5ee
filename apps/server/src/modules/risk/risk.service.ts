import type { Exposure, ExposureLimitsBody, LeverExposure, SecondsExposure } from "@bourse/contract";
import {
  alertLevel,
  type ExposurePosition,
  limitCheck,
  type MarketExposure,
  marketExposure,
  type SecondsExposureOrder,
  type SecondsOpenOrder,
  secondsExpiries,
  secondsWorstCase,
  settleSeconds,
  usePercent,
  userNetLots,
} from "@bourse/engine";
import { fromUnits, parse, zero } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import { decimalToUnitsDown, unitsToDecimal } from "../../core/units.ts";
import type { Db, Queryable } from "../../db/db.ts";
import type { Feed } from "../../feed/feed.ts";
import { type Failure, failure, type Outcome, success } from "../../http/outcome.ts";
import { indexPrices, type LeverMarket, type LeverService, type OpeningOrder } from "../lever/index.ts";
import { type PlacingOrder, rateOf, type SecondsOrderState, type SecondsService } from "../seconds/index.ts";
import {
  type AlertKind,
  alertKey,
  emailsOf,
  type HouseLimits,
  insertAlert,
  type LeverLimits,
  loadLimits,
  namesOf,
  openAlerts,
  saveLeverLimits,
  saveSecondsLimits,
  secondsKey,
} from "./risk.store.ts";

/** The scale seconds open prices are compared at (every index price fits numeric(38, 18)). */
const PRICE_SCALE = 18;
/** Orders whose expiry falls in the same second settle on the same tick: one expiry for the limit. */
export const expiryOf = (expiresAt: number) => Math.ceil(expiresAt / 1000) * 1000;
const TOP_ACCOUNTS = 10;

/** One lever market's figures for another line (metrics, hedging): decimal text, limits as set. */
export interface ExposureSnapshot {
  marketId: number;
  symbol: string;
  quoteCurrency: string;
  /** the house's net position from open positions, lots (negative: the house is short) */
  netLots: string;
  /** the same at the index, quote currency */
  netQuote: string;
  /** counting pending limit orders too: what the limit holds */
  committedNetQuote: string;
  /** the house's unrealised result at the index */
  unrealized: string;
  maxNetQuote: string | null;
  maxUserLots: string | null;
  /** |committedNetQuote| as a whole percent of maxNetQuote; null without a limit */
  netQuoteUse: number | null;
}

/** A figure the alerts follow: its size now and its limit, in units of `scale`. */
interface Watched {
  marketId: number;
  currencyId: number | null;
  kind: AlertKind;
  figure: bigint;
  limit: bigint | null;
  scale: number;
}

/**
 * The house's exposure: computed from the same memory the money core keeps (the lever book's live
 * trades, the seconds service's open orders) at the feed's index, checked against the operator's
 * limits inside the core's handlers (`lever.open`, `seconds.submit`), and alerted at 80 % and 100 %.
 */
export async function createRiskService({
  db,
  core,
  feed,
  clock,
  lever,
  seconds,
  warn,
}: {
  db: Db;
  core: Core;
  feed: Feed;
  clock: () => Date;
  lever: LeverService;
  seconds: SecondsService;
  /** an alert was recorded */
  warn: (alert: object, message: string) => void;
}) {
  let limits: HouseLimits = await loadLimits(db);
  /** the alerts whose figure is at or above their level now (an open alert counts): they fire again only after falling below */
  const above = new Set(
    (await openAlerts(db)).map((a) => alertKey({ ...a, marketId: a.market_id, currencyId: a.currency_id })),
  );

  const leverLimit = (marketId: number): LeverLimits =>
    limits.lever.get(marketId) ?? { maxNetQuote: null, maxUserLots: null };
  const units = (text: string | null, scale: number) =>
    text === null ? null : decimalToUnitsDown(text, scale);

  /* ------------------------------------------------------------------------------------- lever */

  const positionsOf = (marketId: number): ExposurePosition[] =>
    [...lever.book.ofMarket(marketId)]
      .filter((t) => t.status === 0 || t.status === 1)
      .map((t) => ({
        owner: t.owner,
        direction: t.direction,
        lots: t.lots,
        open: t.status === 1,
        openPrice: t.openPrice,
        terms: t.terms,
      }));

  /** The index the figures are at: the feed's, else the last open price recorded; undefined when none. */
  function indexOf(m: LeverMarket): bigint | undefined {
    const fromFeed = indexPrices(feed)(m);
    if (fromFeed !== undefined) return fromFeed;
    let last: bigint | undefined;
    for (const t of lever.book.ofMarket(m.id)) if (t.status === 1) last = t.openTick?.index ?? t.openPrice;
    return last;
  }

  /** `lever.open`: an order that grows the house's net position or the user's past a limit is refused. */
  function checkOpen(o: OpeningOrder): Failure | undefined {
    // a follower replays what the writer accepted: the writer's limits decided it
    if (!core.leading) return undefined;
    const l = limits.lever.get(o.market.id);
    if (!l || (l.maxNetQuote === null && l.maxUserLots === null)) return undefined;
    const { terms } = o.market;
    const positions = positionsOf(o.market.id);
    const proposed: ExposurePosition = { ...o, open: false, openPrice: 0n, terms };
    const maxNetQuote = units(l.maxNetQuote, terms.quoteScale);
    if (maxNetQuote !== null) {
      const before = marketExposure(positions, o.index, 0).committedNetQuote;
      const after = marketExposure([...positions, proposed], o.index, 0).committedNetQuote;
      if (!limitCheck({ before, after, limit: maxNetQuote }).allowed)
        return failure("RISK_HOUSE_EXPOSURE_LIMIT", {
          market: o.market.symbol,
          figure: unitsToDecimal(after < 0n ? -after : after, terms.quoteScale),
          limit: unitsToDecimal(maxNetQuote, terms.quoteScale),
          currency: o.market.quoteName,
        });
    }
    const maxUserLots = units(l.maxUserLots, terms.lotDecimals);
    if (maxUserLots !== null) {
      const before = userNetLots(positions, o.owner);
      const after = before + (o.direction === "long" ? o.lots : -o.lots);
      if (!limitCheck({ before, after, limit: maxUserLots }).allowed)
        return failure("RISK_USER_POSITION_LIMIT", {
          market: o.market.symbol,
          figure: unitsToDecimal(after < 0n ? -after : after, terms.lotDecimals),
          limit: unitsToDecimal(maxUserLots, terms.lotDecimals),
        });
    }
    return undefined;
  }
  lever.guards.open.push(checkOpen);

  /* ----------------------------------------------------------------------------------- seconds */

  /** What a win pays on top of the stake: the settlement's own profit. */
  function profitOf(o: Pick<PlacingOrder, "stake" | "profitRatio">): bigint {
    // a win: the price rose from 0 to 1
    return settleSeconds({
      direction: "up",
      stake: o.stake,
      profitRate: rateOf(o.profitRatio),
      openPrice: zero(0),
      endPrice: fromUnits(1n, 0),
    }).profit.units;
  }

  function openOrderOf(o: PlacingOrder): SecondsOpenOrder {
    const price = parse(o.openTick.price, PRICE_SCALE);
    if (!price.ok)
      throw new Error(`a seconds open price finer than ${PRICE_SCALE} decimals: ${o.openTick.price}`);
    return {
      marketId: o.marketId,
      currencyId: o.currencyId,
      expiry: expiryOf(o.expiresAt),
      direction: o.direction,
      stake: o.stake.units,
      profit: profitOf(o),
      openPrice: price.value.units,
    };
  }

  const openSeconds = (): (SecondsOpenOrder & { scale: number; symbol: string; currency: string })[] =>
    [...seconds.openOrders()].map((o: SecondsOrderState) => ({
      ...openOrderOf(o),
      scale: o.stake.scale,
      symbol: o.symbol,
      currency: o.currencyName,
    }));

  /** `seconds.submit`: an order that grows its expiry's worst case past the limit is refused. */
  function checkSubmit(o: PlacingOrder): Failure | undefined {
    if (!core.leading) return undefined;
    const l = limits.seconds.get(secondsKey(o.marketId, o.currencyId));
    const limit = units(l?.maxExpiryPayout ?? null, o.stake.scale);
    if (limit === null) return undefined;
    const mine = openOrderOf(o);
    const same: SecondsExposureOrder[] = [];
    for (const x of seconds.openOrders())
      if (x.marketId === o.marketId && x.currencyId === o.currencyId && expiryOf(x.expiresAt) === mine.expiry)
        same.push(openOrderOf(x));
    // a worst case below zero (the house gains whatever the price does) is no risk
    const atRisk = (w: bigint) => (w > 0n ? w : 0n);
    const before = atRisk(secondsWorstCase(same).worst);
    const after = atRisk(secondsWorstCase([...same, mine]).worst);
    if (limitCheck({ before, after, limit }).allowed) return undefined;
    return failure("RISK_SECONDS_PAYOUT_LIMIT", {
      market: o.symbol,
      figure: unitsToDecimal(after, o.stake.scale),
      limit: unitsToDecimal(limit, o.stake.scale),
      currency: o.currencyName,
    });
  }
  seconds.guards.push(checkSubmit);

  /* ----------------------------------------------------------------------------------- figures */

  interface LeverFigures {
    market: LeverMarket;
    index: bigint | undefined;
    e: MarketExposure;
    /** the largest |net lots| of one user */
    largestUser: bigint;
  }

  function leverFigures(top: number): LeverFigures[] {
    return lever.markets().map((market) => {
      const index = indexOf(market);
      const positions = positionsOf(market.id);
      const e = marketExposure(positions, index ?? 0n, top);
      const byOwner = new Map<number, bigint>();
      for (const p of positions)
        byOwner.set(p.owner, (byOwner.get(p.owner) ?? 0n) + (p.direction === "long" ? p.lots : -p.lots));
      let largestUser = 0n;
      for (const lots of byOwner.values()) {
        const size = lots < 0n ? -lots : lots;
        if (size > largestUser) largestUser = size;
      }
      return { market, index, e, largestUser };
    });
  }

  function watched(): Watched[] {
    const out: Watched[] = [];
    for (const f of leverFigures(0)) {
      const l = leverLimit(f.market.id);
      const { quoteScale, lotDecimals } = f.market.terms;
      if (l.maxNetQuote !== null && f.index !== undefined)
        out.push({
          marketId: f.market.id,
          currencyId: null,
          kind: "house_exposure",
          figure: f.e.committedNetQuote,
          limit: units(l.maxNetQuote, quoteScale),
          scale: quoteScale,
        });
      if (l.maxUserLots !== null)
        out.push({
          marketId: f.market.id,
          currencyId: null,
          kind: "user_position",
          figure: f.largestUser,
          limit: units(l.maxUserLots, lotDecimals),
          scale: lotDecimals,
        });
    }
    const orders = openSeconds();
    for (const [key, l] of limits.seconds) {
      if (l.maxExpiryPayout === null) continue;
      const [marketId, currencyId] = key.split(":").map(Number) as [number, number];
      const mine = orders.filter((o) => o.marketId === marketId && o.currencyId === currencyId);
      // no open order: nothing at risk (an alert that was above falls back below)
      const scale = mine[0]?.scale ?? 0;
      const worst = secondsExpiries(mine).reduce((w, x) => (x.worst > w ? x.worst : w), 0n);
      out.push({
        marketId,
        currencyId,
        kind: "seconds_payout",
        figure: worst,
        limit: units(l.maxExpiryPayout, scale),
        scale,
      });
    }
    return out;
  }

  /* ------------------------------------------------------------------------------------ alerts */

  let checking: Promise<void> = Promise.resolve();
  let stopped = false;

  /**
   * Records an alert for each figure that crossed 80 % or 100 % of its limit since the last check
   * (once: not again while it stays above), and forgets those that fell back below. The writer's work.
   */
  async function runCheck() {
    if (stopped || !core.leading) return;
    for (const w of watched()) {
      const level = alertLevel(w.figure, w.limit);
      for (const at of [80, 100] as const) {
        const key = alertKey({ ...w, level: at });
        if (level < at) {
          above.delete(key);
          continue;
        }
        if (above.has(key)) continue;
        above.add(key);
        const figure = unitsToDecimal(w.figure < 0n ? -w.figure : w.figure, w.scale);
        const limit = unitsToDecimal(w.limit ?? 0n, w.scale);
        const id = await insertAlert(db, { ...w, level: at, figure, limit, now: clock() });
        if (id !== undefined)
          warn(
            { alert: id, market: w.marketId, currency: w.currencyId, kind: w.kind, level: at, figure, limit },
            `house exposure at ${at} % of its limit`,
          );
      }
    }
  }

  /** Runs one alert check after any already running; answers when it is done. */
  function checkAlerts(): Promise<void> {
    checking = checking
      .then(runCheck)
      .catch((err) => warn({ err }, "the house exposure alerts could not be checked"));
    return checking;
  }

  /** a check is waiting to run (within a second): ticks and trades that arrive meanwhile join it */
  let queued = false;
  function soon() {
    if (queued || stopped) return;
    queued = true;
    setTimeout(() => {
      queued = false;
      void checkAlerts();
    }, 1000).unref();
  }
  feed.events.on("tick", soon);
  lever.book.events.on("changed", soon);

  /* -------------------------------------------------------------------------------- the console */

  async function exposure(): Promise<Exposure> {
    const figures = leverFigures(TOP_ACCOUNTS);
    const emails = await emailsOf(db, [...new Set(figures.flatMap((f) => f.e.accounts.map((a) => a.owner)))]);
    const leverRows: LeverExposure[] = figures.map(({ market: m, index, e, largestUser }) => {
      const { quoteScale: q, lotDecimals: ld, priceDecimals: pd } = m.terms;
      const l = leverLimit(m.id);
      const maxNetQuote = units(l.maxNetQuote, q);
      const maxUserLots = units(l.maxUserLots, ld);
      const lots = (v: bigint) => unitsToDecimal(v, ld);
      const quote = (v: bigint) => unitsToDecimal(v, q);
      return {
        market_id: m.id,
        symbol: m.symbol,
        quote_currency: m.quoteName,
        index: index === undefined ? null : unitsToDecimal(index, pd),
        long_lots: lots(e.longLots),
        short_lots: lots(e.shortLots),
        pending_long_lots: lots(e.pendingLongLots),
        pending_short_lots: lots(e.pendingShortLots),
        net_lots: lots(e.netLots),
        net_quote: quote(e.netQuote),
        committed_net_quote: quote(e.committedNetQuote),
        unrealized: quote(e.unrealized),
        max_net_quote: l.maxNetQuote,
        net_quote_use: usePercent(e.committedNetQuote, maxNetQuote),
        max_user_lots: l.maxUserLots,
        largest_user_lots: lots(largestUser),
        user_lots_use: usePercent(largestUser, maxUserLots),
        top_accounts: e.accounts.map((a) => ({
          user_id: a.owner,
          email: emails.get(a.owner) ?? null,
          lots: lots(a.lots),
          quote: quote(a.quote),
        })),
      };
    });

    const names = await namesOf(db);
    const orders = openSeconds();
    const groups = new Map<string, { marketId: number; currencyId: number }>();
    for (const o of orders) groups.set(secondsKey(o.marketId, o.currencyId), o);
    for (const [key, l] of limits.seconds) {
      if (l.maxExpiryPayout === null) continue;
      const [marketId, currencyId] = key.split(":").map(Number) as [number, number];
      groups.set(key, { marketId, currencyId });
    }
    const secondsRows: SecondsExposure[] = [...groups.entries()]
      .sort(([, a], [, b]) => a.marketId - b.marketId || a.currencyId - b.currencyId)
      .map(([key, { marketId, currencyId }]) => {
        const currency = names.currencies.get(currencyId);
        const scale = currency?.decimals ?? 0;
        const limitText = limits.seconds.get(key)?.maxExpiryPayout ?? null;
        const limit = units(limitText, scale);
        const expiries = secondsExpiries(
          orders.filter((o) => o.marketId === marketId && o.currencyId === currencyId),
        );
        const money = (v: bigint) => unitsToDecimal(v, scale);
        const worst = expiries.reduce((w, x) => (x.worst > w ? x.worst : w), 0n);
        return {
          market_id: marketId,
          symbol: names.markets.get(marketId) ?? String(marketId),
          currency_id: currencyId,
          currency: currency?.name ?? String(currencyId),
          max_expiry_payout: limitText,
          worst: money(worst),
          expiries: expiries.map((x) => ({
            expiry: new Date(x.expiry).toISOString(),
            orders: x.orders,
            stakes: money(x.stakes),
            up: money(x.up),
            down: money(x.down),
            worst: money(x.worst),
            use: usePercent(x.worst > 0n ? x.worst : 0n, limit),
          })),
        };
      });

    const alerts = (await openAlerts(db)).map((a) => ({
      id: a.id,
      market_id: a.market_id,
      symbol: a.symbol,
      currency_id: a.currency_id,
      kind: a.kind,
      level: a.level,
      figure: a.figure,
      limit: a.limit_value,
      created_at: a.created_at.toISOString(),
      resolved_at: a.resolved_at ? a.resolved_at.toISOString() : null,
    }));
    return { lever: leverRows, seconds: secondsRows, alerts };
  }

  /** Each lever market's figures for another line: the house's net position, result and limits. */
  function exposureSnapshot(): ExposureSnapshot[] {
    return leverFigures(0).map(({ market: m, e }) => {
      const { quoteScale: q, lotDecimals: ld } = m.terms;
      const l = leverLimit(m.id);
      return {
        marketId: m.id,
        symbol: m.symbol,
        quoteCurrency: m.quoteName,
        netLots: unitsToDecimal(e.netLots, ld),
        netQuote: unitsToDecimal(e.netQuote, q),
        committedNetQuote: unitsToDecimal(e.committedNetQuote, q),
        unrealized: unitsToDecimal(e.unrealized, q),
        maxNetQuote: l.maxNetQuote,
        maxUserLots: l.maxUserLots,
        netQuoteUse: usePercent(e.committedNetQuote, units(l.maxNetQuote, q)),
      };
    });
  }

  /**
   * The change a console request asks for, checked field by field (a refusal names the field), with
   * the limits as they were and as they will be.
   */
  async function limitsChange(body: ExposureLimitsBody): Promise<
    Outcome<{
      lever?: { before: LeverLimits; after: LeverLimits };
      seconds?: { currencyId: number; before: string | null; after: string | null };
    }>
  > {
    const names = await namesOf(db);
    if (!names.markets.has(body.market_id)) return failure("MARKET_UNKNOWN_MARKET");
    const out: {
      lever?: { before: LeverLimits; after: LeverLimits };
      seconds?: { currencyId: number; before: string | null; after: string | null };
    } = {};
    const fits = (field: string, text: string | null | undefined, scale: number): Failure | undefined => {
      if (text === null || text === undefined) return undefined;
      return parse(text, scale).ok ? undefined : failure("REQUEST_INVALID_FIELD", { field });
    };
    if (body.max_net_quote !== undefined || body.max_user_lots !== undefined) {
      const m = lever.markets().find((x) => x.id === body.market_id);
      if (!m)
        return failure("REQUEST_INVALID_FIELD", {
          field: body.max_net_quote !== undefined ? "max_net_quote" : "max_user_lots",
        });
      const refused =
        fits("max_net_quote", body.max_net_quote, m.terms.quoteScale) ??
        fits("max_user_lots", body.max_user_lots, m.terms.lotDecimals);
      if (refused) return refused;
      const before = leverLimit(m.id);
      const clean = (t: string | null) => (t === null ? null : plain(t));
      out.lever = {
        before,
        after: {
          maxNetQuote: body.max_net_quote === undefined ? before.maxNetQuote : clean(body.max_net_quote),
          maxUserLots: body.max_user_lots === undefined ? before.maxUserLots : clean(body.max_user_lots),
        },
      };
    }
    if (body.max_expiry_payout !== undefined || body.seconds_currency_id !== undefined) {
      if (body.seconds_currency_id === undefined)
        return failure("REQUEST_INVALID_FIELD", { field: "seconds_currency_id" });
      if (body.max_expiry_payout === undefined)
        return failure("REQUEST_INVALID_FIELD", { field: "max_expiry_payout" });
      const currency = (await seconds.config.currencies(true)).find((c) => c.id === body.seconds_currency_id);
      if (!currency) return failure("REQUEST_INVALID_FIELD", { field: "seconds_currency_id" });
      const refused = fits("max_expiry_payout", body.max_expiry_payout, currency.decimals);
      if (refused) return refused;
      out.seconds = {
        currencyId: currency.id,
        before: limits.seconds.get(secondsKey(body.market_id, currency.id))?.maxExpiryPayout ?? null,
        after: body.max_expiry_payout === null ? null : plain(body.max_expiry_payout),
      };
    }
    if (!out.lever && !out.seconds) return failure("REQUEST_INVALID_FIELD", { field: "max_net_quote" });
    return success(out);
  }

  /** Sets a market's limits (the caller audits in the same transaction); in force at once on this node. */
  async function setLimits(
    body: ExposureLimitsBody,
    audit: (q: Queryable, before: object, after: object) => Promise<void>,
  ): Promise<Outcome<true>> {
    const change = await limitsChange(body);
    if (!change.ok) return change;
    const { lever: l, seconds: s } = change.value;
    const now = clock();
    await db.tx(async (q) => {
      if (l) await saveLeverLimits(q, body.market_id, l.after, now);
      if (s) await saveSecondsLimits(q, body.market_id, s.currencyId, { maxExpiryPayout: s.after }, now);
      await audit(
        q,
        {
          ...(l ? { lever: l.before } : {}),
          ...(s ? { seconds: { currency_id: s.currencyId, max_expiry_payout: s.before } } : {}),
        },
        {
          ...(l ? { lever: l.after } : {}),
          ...(s ? { seconds: { currency_id: s.currencyId, max_expiry_payout: s.after } } : {}),
        },
      );
    });
    await reload();
    return success(true);
  }

  /** Reads the limits again (at start, after a change here, on another node's notice). */
  async function reload() {
    limits = await loadLimits(db);
    void checkAlerts();
  }

  return {
    exposure,
    exposureSnapshot,
    setLimits,
    reload,
    checkAlerts,
    /** Stops checking alerts and waits for a check already running. */
    async stop() {
      stopped = true;
      feed.events.off("tick", soon);
      lever.book.events.off("changed", soon);
      await checking;
    },
  };
}

/** Decimal text without leading zeros of the whole part nor trailing zeros of the fraction. */
function plain(text: string): string {
  const [whole = "0", fraction = ""] = text.split(".");
  const w = whole.replace(/^0+(?=\d)/, "");
  const f = fraction.replace(/0+$/, "");
  return f ? `${w}.${f}` : w;
}

export type RiskService = Awaited<ReturnType<typeof createRiskService>>;
