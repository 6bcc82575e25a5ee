import {
  ceilDiv,
  dealingPrice,
  floorDiv,
  type LeverDirection,
  type LeverPosition,
  type LeverTerms,
  liquidationPrice,
  type Rate,
  unrealizedAt,
} from "./math.ts";
import { SortedKeys } from "./sorted-keys.ts";

/** `below`: the trigger fires when the index is at or below its price; `above`: at or above. */
export type TriggerSide = "below" | "above";

interface MarketLists {
  /** take profits of longs and stop losses of shorts: fire when index ≥ key */
  stopsAbove: SortedKeys;
  /** stop losses of longs and take profits of shorts: fire when index ≤ key */
  stopsBelow: SortedKeys;
  /** key = target: a long deals when its open dealing price ≤ target */
  longLimits: SortedKeys;
  /** a short deals when its open dealing price ≥ target */
  shortLimits: SortedKeys;
  /** id = owner */
  accountsAbove: SortedKeys;
  accountsBelow: SortedKeys;
}

export interface TriggerCandidates {
  /** positions whose take profit or stop loss the index reached (`stopReached` is non-null): exact */
  stops: number[];
  /** pending limit orders whose target the open dealing price reached (`limitReached`): exact */
  limits: number[];
  /** owners whose liquidation threshold in this market the index reached: confirm with `atLiquidation` */
  accounts: number[];
}

/**
 * Finds, for one tick of one market, the positions, orders and accounts that may need action, without
 * visiting the others: every trigger is kept in a list of its market sorted by its price, and a tick
 * reads the part of each list its index has reached (binary search, then O(k)).
 *
 * Stops and limit orders are exact. Accounts are candidates: each (owner, market) carries a threshold
 * index price, which must be conservative — as long as every market of the account stays on the safe
 * side of its threshold, the account is not at liquidation. `liquidationTriggers` computes such
 * thresholds, also for accounts with positions in several markets (see there). The caller confirms
 * each candidate with `atLiquidation`.
 *
 * The index never changes itself: `candidates` only reads, and acting on a result (closing a position,
 * dealing an order, liquidating or re-arming an account) is the caller's, through the methods below.
 */
export class LeverTriggerIndex {
  private readonly markets = new Map<number, MarketLists>();
  private readonly stops = new Map<
    number,
    { marketId: number; above: bigint | null; below: bigint | null }
  >();
  private readonly limits = new Map<
    number,
    { marketId: number; direction: LeverDirection; target: bigint }
  >();
  private readonly accounts = new Map<number, Map<number, { threshold: bigint; side: TriggerSide }>>();

  private lists(marketId: number): MarketLists {
    let m = this.markets.get(marketId);
    if (!m) {
      m = {
        stopsAbove: new SortedKeys(),
        stopsBelow: new SortedKeys(),
        longLimits: new SortedKeys(),
        shortLimits: new SortedKeys(),
        accountsAbove: new SortedKeys(),
        accountsBelow: new SortedKeys(),
      };
      this.markets.set(marketId, m);
    }
    return m;
  }

  /** Sets (replaces) an open position's take profit and stop loss; both null removes them. */
  setStops(
    id: number,
    marketId: number,
    direction: LeverDirection,
    takeProfit: bigint | null,
    stopLoss: bigint | null,
  ): void {
    this.removeStops(id);
    if (takeProfit === null && stopLoss === null) return;
    const long = direction === "long";
    const above = long ? takeProfit : stopLoss;
    const below = long ? stopLoss : takeProfit;
    const m = this.lists(marketId);
    if (above !== null) m.stopsAbove.insert(above, id);
    if (below !== null) m.stopsBelow.insert(below, id);
    this.stops.set(id, { marketId, above, below });
  }

  removeStops(id: number): void {
    const s = this.stops.get(id);
    if (!s) return;
    const m = this.lists(s.marketId);
    if (s.above !== null) m.stopsAbove.remove(s.above, id);
    if (s.below !== null) m.stopsBelow.remove(s.below, id);
    this.stops.delete(id);
  }

  /** Adds (replaces) a pending limit order. */
  addLimit(id: number, marketId: number, direction: LeverDirection, target: bigint): void {
    this.removeLimit(id);
    const m = this.lists(marketId);
    (direction === "long" ? m.longLimits : m.shortLimits).insert(target, id);
    this.limits.set(id, { marketId, direction, target });
  }

  removeLimit(id: number): void {
    const l = this.limits.get(id);
    if (!l) return;
    const m = this.lists(l.marketId);
    (l.direction === "long" ? m.longLimits : m.shortLimits).remove(l.target, id);
    this.limits.delete(id);
  }

  /** Sets (replaces) an account's threshold in one market; null: this market alone never makes it a candidate. */
  setLiquidation(owner: number, marketId: number, threshold: bigint | null, side: TriggerSide): void {
    this.removeLiquidation(owner, marketId);
    if (threshold === null) return;
    const m = this.lists(marketId);
    (side === "above" ? m.accountsAbove : m.accountsBelow).insert(threshold, owner);
    let mine = this.accounts.get(owner);
    if (!mine) {
      mine = new Map();
      this.accounts.set(owner, mine);
    }
    mine.set(marketId, { threshold, side });
  }

  /** Removes an account's threshold in one market, or in every market without `marketId`. */
  removeLiquidation(owner: number, marketId?: number): void {
    const mine = this.accounts.get(owner);
    if (!mine) return;
    for (const [id, t] of mine) {
      if (marketId !== undefined && id !== marketId) continue;
      const m = this.lists(id);
      (t.side === "above" ? m.accountsAbove : m.accountsBelow).remove(t.threshold, owner);
      mine.delete(id);
    }
    if (mine.size === 0) this.accounts.delete(owner);
  }

  /** What a tick of `marketId` at `index` reaches; `terms` gives the spread of the open dealing price. */
  candidates(marketId: number, index: bigint, terms: Pick<LeverTerms, "spread">): TriggerCandidates {
    const found: TriggerCandidates = { stops: [], limits: [], accounts: [] };
    const m = this.markets.get(marketId);
    if (!m) return found;
    m.stopsAbove.atMost(index, found.stops);
    const fromAbove = found.stops.length;
    m.stopsBelow.atLeast(index, found.stops);
    // a position whose both stops fired (a stop loss beyond its take profit) is listed once
    for (let i = fromAbove; i < found.stops.length; i++) {
      const above = this.stops.get(found.stops[i]!)!.above;
      if (above !== null && index >= above) found.stops.splice(i--, 1);
    }
    // the open dealing price is monotone in the index, so "reached" is a range of targets
    m.longLimits.atLeast(dealingPrice(index, "long", "open", terms), found.limits);
    m.shortLimits.atMost(dealingPrice(index, "short", "open", terms), found.limits);
    m.accountsAbove.atMost(index, found.accounts);
    m.accountsBelow.atLeast(index, found.accounts);
    return found;
  }
}

export interface LiquidationTrigger {
  marketId: number;
  /** null: no price of this market alone can bring the account to the threshold */
  threshold: bigint | null;
  side: TriggerSide;
}

/**
 * Conservative liquidation thresholds of one account (one margin currency), one per market it holds
 * positions in, at the current index prices: while every market stays strictly on the safe side of its
 * threshold, the account's risk rate stays above `threshold` (so it is safe to look at the account only
 * when one of its markets crosses).
 *
 * How: the slack S = equity − used margin × threshold (rounded down, at least 0) is split between the
 * markets in proportion to their net notional, so each gets a share S_m ≥ 0 with Σ S_m ≤ S. Market m's
 * threshold is where its positions' PnL estimate (`liquidationPrice`'s linear one, without rounding)
 * has fallen by S_m from the current unrealized PnL, plus a margin for rounding: the rounded PnL is
 * below the estimate by less than (size per price unit + 1) money units per position. While each market
 * loses less than its share, the account loses less than S. A market with no net exposure only gets
 * a threshold ("always", 0 above) when rounding alone could eat its share.
 *
 * An account already at the threshold gets "always" in every market (0, above).
 *
 * Contract for the caller: after confirming that a candidate is not at liquidation, recompute all of its
 * triggers at the current prices (the slack is split again); do the same whenever the account changes
 * (a position opened, closed or dealt, a fee or transfer, a new threshold or spread). An account that
 * only gains money may keep its triggers: they only grow more conservative.
 */
export function liquidationTriggers(
  balance: bigint,
  positions: readonly LeverPosition[],
  indexOf: (marketId: number) => bigint,
  termsOf: (marketId: number) => LeverTerms,
  threshold: Rate,
): LiquidationTrigger[] {
  const byMarket = new Map<number, LeverPosition[]>();
  for (const p of positions) {
    const list = byMarket.get(p.marketId);
    if (list) list.push(p);
    else byMarket.set(p.marketId, [p]);
  }
  let usedMargin = 0n;
  let equity = balance;
  let totalWeight = 0n;
  const markets = [...byMarket].map(([marketId, list]) => {
    const terms = termsOf(marketId);
    const index = indexOf(marketId);
    const unit = 10n ** BigInt(terms.priceDecimals + terms.lotDecimals + terms.baseScale);
    const money = 10n ** BigInt(terms.quoteScale) * terms.lotSize;
    const { num: s, den: sd } = terms.spread;
    let unrealized = 0n;
    let rounding = 0n;
    let slope = 0n;
    let net = 0n;
    for (const p of list) {
      usedMargin += p.margin;
      unrealized += unrealizedAt(p, index, terms);
      const size = p.lots * money;
      rounding += ceilDiv(size, unit) + 1n;
      slope += p.direction === "long" ? size * (sd - s) : -size * (sd + s);
      net += p.direction === "long" ? size : -size;
    }
    equity += unrealized;
    const weight = ((net < 0n ? -net : net) * index) / unit + 1n;
    totalWeight += weight;
    return { marketId, list, terms, unrealized, rounding, slope, weight };
  });
  // already at the threshold (an operator raised it, a fee was charged): every tick of every market
  // makes it a candidate
  if (usedMargin > 0n && equity * threshold.den <= usedMargin * threshold.num)
    return markets.map(({ marketId }) => ({ marketId, threshold: 0n, side: "above" }));
  const slack = floorDiv(equity * threshold.den - usedMargin * threshold.num, threshold.den);
  return markets.map(({ marketId, list, terms, unrealized, rounding, slope, weight }): LiquidationTrigger => {
    const share = (slack * weight) / totalWeight;
    if (slope === 0n) return { marketId, threshold: share >= rounding ? null : 0n, side: "above" };
    // the price where the estimate equals unrealized − share + rounding: liquidationPrice with a zero target
    const price = liquidationPrice(list, share - rounding - unrealized, 1n, { num: 0n, den: 1n }, terms);
    if (slope > 0n) return { marketId, threshold: price, side: "below" };
    return { marketId, threshold: price ?? 0n, side: "above" };
  });
}
