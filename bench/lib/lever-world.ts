/**
 * A seeded book of lever positions, pending limit orders and accounts for bench/lever-scan.ts, and the
 * two ways of processing an index tick on it: the full scan (every position's stops, every pending
 * order, every account's risk) and `LeverTriggerIndex` (only what the tick reaches, confirmed exactly).
 * Both apply the same actions in the same order — orders dealt, stops closed, accounts liquidated, each
 * by ascending id — so both worlds stay identical and their action logs must match.
 */
import { performance } from "node:perf_hooks";
import {
  accountRisk,
  atLiquidation,
  dealingPrice,
  type LeverDirection,
  type LeverPosition,
  type LeverTerms,
  LeverTriggerIndex,
  liquidationSettlement,
  liquidationTriggers,
  marginFor,
  pnlAt,
  seededRandom,
  unrealizedAt,
} from "../../packages/engine/src/index.ts";
import { naiveAccounts, naiveOrders, type PendingLimit } from "../../packages/engine/src/lever/naive-scan.ts";

export const THRESHOLD = { num: 20n, den: 100n };
const usdtTerms = (priceDecimals: number, lotSize: bigint, spread: bigint): LeverTerms => ({
  priceDecimals,
  baseScale: 8,
  quoteScale: 6,
  lotSize,
  lotDecimals: 2,
  spread: { num: spread, den: 10_000n },
  fee: { num: 5n, den: 10_000n },
  overnight: { num: 3n, den: 10_000n },
});
/** BTC, ETH, SOL, DOGE against USDT: terms and starting index */
export const MARKETS = [
  { terms: usdtTerms(2, 1_000_000n, 1n), start: 6_500_000n },
  { terms: usdtTerms(2, 10_000_000n, 2n), start: 350_000n },
  { terms: usdtTerms(3, 100_000_000n, 3n), start: 150_000n },
  { terms: usdtTerms(5, 100_000_000_000n, 5n), start: 15_000n },
];
const MULTIPLES = [1, 2, 5, 10, 20, 50, 100];
const termsOf = (m: number) => MARKETS[m]!.terms;

export interface Book {
  positions: LeverPosition[];
  limits: (PendingLimit & { owner: number; lots: bigint; multiple: number })[];
  balances: bigint[];
}

/**
 * `positions` positions over `accounts` accounts on the four markets. Each account has a style: one
 * multiple (1–100), a favourite market and a favourite direction (80 % of its positions each), and an
 * entry price on its favourite market (σ 1.5 % from the start; each position within σ 0.3 % of it).
 * Lots 0.01–10; take profit and stop loss each on 70 % of positions, 1–10 % away. Plus `limits` pending
 * orders 0.2–3 % away from the start. Each account holds its margins plus 0–80 %.
 */
export function makeBook(seed: number, accounts: number, positions: number, limits: number): Book {
  const r = seededRandom(seed);
  const book: Book = { positions: [], limits: [], balances: new Array(accounts).fill(0n) };
  const styles = Array.from({ length: accounts }, () => ({
    multiple: MULTIPLES[r.below(MULTIPLES.length)]!,
    long: r.below(2) === 0,
    market: r.below(MARKETS.length),
    entryBps: r.normal(150),
  }));
  const marketOf = (owner: number) => (r.below(10) < 8 ? styles[owner]!.market : r.below(MARKETS.length));
  const directionOf = (owner: number): LeverDirection =>
    styles[owner]!.long === r.below(10) < 8 ? "long" : "short";
  const away = (price: bigint, bps: number) => price + (price * BigInt(bps)) / 10_000n;
  for (let id = 1; id <= positions; id++) {
    const owner = r.below(accounts);
    const marketId = marketOf(owner);
    const terms = termsOf(marketId);
    const direction = directionOf(owner);
    const lots = BigInt(1 + r.below(1000));
    const multiple = styles[owner]!.multiple;
    const entryBps = (marketId === styles[owner]!.market ? styles[owner]!.entryBps : 0) + r.normal(30);
    const openPrice = dealingPrice(away(MARKETS[marketId]!.start, entryBps), direction, "open", terms);
    const margin = marginFor(openPrice, lots, multiple, terms);
    const sign = direction === "long" ? 1 : -1;
    const takeProfit = r.below(10) < 7 ? away(openPrice, sign * (100 + r.below(900))) : null;
    const stopLoss = r.below(10) < 7 ? away(openPrice, -sign * (100 + r.below(900))) : null;
    book.positions.push({ id, owner, marketId, direction, lots, openPrice, margin, takeProfit, stopLoss });
    book.balances[owner] = book.balances[owner]! + margin;
  }
  for (let k = 0; k < limits; k++) {
    const owner = r.below(accounts);
    const marketId = marketOf(owner);
    const direction = directionOf(owner);
    const bps = 20 + r.below(280);
    const target = away(MARKETS[marketId]!.start, direction === "long" ? -bps : bps);
    const lots = BigInt(1 + r.below(1000));
    const multiple = styles[owner]!.multiple;
    book.limits.push({ id: positions + 1 + k, owner, marketId, direction, target, lots, multiple });
    book.balances[owner] = book.balances[owner]! + marginFor(target, lots, multiple, termsOf(marketId));
  }
  for (let a = 0; a < accounts; a++) {
    const held = book.balances[a]!;
    book.balances[a] = held + (held * BigInt(r.below(80))) / 100n;
  }
  return book;
}

/** What one tick did, by ascending id: orders dealt, positions closed by a stop, accounts liquidated. */
export interface Actions {
  dealt: number[];
  stopped: number[];
  liquidated: number[];
}

/** The live state both ways of scanning act on. */
export class World {
  readonly index = MARKETS.map((m) => m.start);
  readonly positions = new Map<number, LeverPosition>();
  readonly limits = new Map<number, Book["limits"][number]>();
  readonly balances: bigint[];
  private readonly byOwner = new Map<number, Set<number>>();
  readonly indexOf = (m: number) => this.index[m]!;
  readonly balanceOf = (owner: number) => this.balances[owner]!;

  constructor(book: Book) {
    this.balances = [...book.balances];
    for (const p of book.positions) this.addPosition({ ...p });
    for (const l of book.limits) this.limits.set(l.id, l);
  }

  private addPosition(p: LeverPosition) {
    this.positions.set(p.id, p);
    let mine = this.byOwner.get(p.owner);
    if (!mine) {
      mine = new Set();
      this.byOwner.set(p.owner, mine);
    }
    mine.add(p.id);
  }

  positionsOf(owner: number): LeverPosition[] {
    return [...(this.byOwner.get(owner) ?? [])].map((id) => this.positions.get(id)!);
  }

  owners(): number[] {
    return [...this.byOwner.keys()].sort((a, b) => a - b);
  }

  /** A pending order becomes a position at the tick's open dealing price, margined at its target. */
  deal(id: number): LeverPosition {
    const l = this.limits.get(id)!;
    this.limits.delete(id);
    const terms = termsOf(l.marketId);
    const openPrice = dealingPrice(this.indexOf(l.marketId), l.direction, "open", terms);
    const p = {
      id,
      owner: l.owner,
      marketId: l.marketId,
      direction: l.direction,
      lots: l.lots,
      openPrice,
      margin: marginFor(l.target, l.lots, l.multiple, terms),
      takeProfit: null,
      stopLoss: null,
    };
    this.addPosition(p);
    return p;
  }

  /** Closes at the close dealing price; a loss beyond the account's money is absorbed. */
  close(id: number): LeverPosition {
    const p = this.positions.get(id)!;
    const terms = termsOf(p.marketId);
    const pnl = pnlAt(p, dealingPrice(this.indexOf(p.marketId), p.direction, "close", terms), terms);
    const after = this.balances[p.owner]! + pnl;
    this.balances[p.owner] = after > 0n ? after : 0n;
    this.positions.delete(id);
    this.byOwner.get(p.owner)!.delete(id);
    return p;
  }

  atLiquidation(owner: number): boolean {
    const risk = accountRisk(
      this.balanceOf(owner),
      this.positionsOf(owner).map((p) => ({
        margin: p.margin,
        unrealized: unrealizedAt(p, this.indexOf(p.marketId), termsOf(p.marketId)),
      })),
    );
    return atLiquidation(risk, THRESHOLD);
  }

  /** Closes every position of the account and cancels its pending orders; returns what was removed. */
  liquidate(owner: number): { positions: LeverPosition[]; limits: number[] } {
    const mine = this.positionsOf(owner);
    const pnls = mine.map((p) => {
      const terms = termsOf(p.marketId);
      return pnlAt(p, dealingPrice(this.indexOf(p.marketId), p.direction, "close", terms), terms);
    });
    this.balances[owner] = this.balanceOf(owner) + liquidationSettlement(this.balanceOf(owner), pnls).paid;
    for (const p of mine) this.positions.delete(p.id);
    this.byOwner.delete(owner);
    const limits = [...this.limits.values()].filter((l) => l.owner === owner).map((l) => l.id);
    for (const id of limits) this.limits.delete(id);
    return { positions: mine, limits };
  }

  /** Liquidates the accounts already due at the starting prices (not timed, identical for both ways). */
  settleStart(): void {
    for (const owner of this.owners()) if (this.atLiquidation(owner)) this.liquidate(owner);
  }
}

/** The full scan: each tick checks every position of the market, every order, then every account. */
export function naiveTick(w: World, marketId: number, index: bigint): Actions {
  w.index[marketId] = index;
  const state = { positions: w.positions.values(), limits: w.limits.values(), balanceOf: w.balanceOf };
  const { stops, limits } = naiveOrders(state, marketId, index, termsOf(marketId));
  for (const id of limits) w.deal(id);
  for (const id of stops) w.close(id);
  const liquidated = naiveAccounts(
    { positions: w.positions.values(), limits: [], balanceOf: w.balanceOf },
    w.indexOf,
    termsOf,
    THRESHOLD,
  );
  for (const owner of liquidated) w.liquidate(owner);
  return { dealt: limits, stopped: stops, liquidated };
}

/** The indexed way: a world with its `LeverTriggerIndex`, kept in step with every action. */
export class IndexedWorld {
  readonly triggers = new LeverTriggerIndex();
  /** accounts confirmed exactly (candidates, and accounts an action touched) */
  reviewed = 0;
  /** milliseconds spent in `candidates` alone */
  lookupMs = 0;

  constructor(readonly w: World) {
    for (const p of w.positions.values()) this.arm(p);
    for (const l of w.limits.values()) this.triggers.addLimit(l.id, l.marketId, l.direction, l.target);
    for (const owner of w.owners()) this.rearm(owner);
  }

  private arm(p: LeverPosition) {
    this.triggers.setStops(p.id, p.marketId, p.direction, p.takeProfit, p.stopLoss);
  }

  private rearm(owner: number) {
    const mine = this.w.positionsOf(owner);
    this.triggers.removeLiquidation(owner);
    for (const t of liquidationTriggers(this.w.balanceOf(owner), mine, this.w.indexOf, termsOf, THRESHOLD))
      this.triggers.setLiquidation(owner, t.marketId, t.threshold, t.side);
  }

  tick(marketId: number, index: bigint): Actions {
    const w = this.w;
    w.index[marketId] = index;
    const started = performance.now();
    const found = this.triggers.candidates(marketId, index, termsOf(marketId));
    this.lookupMs += performance.now() - started;
    const dealt = found.limits.sort((a, b) => a - b);
    const stopped = found.stops.sort((a, b) => a - b);
    const review = new Set(found.accounts);
    for (const id of dealt) {
      this.triggers.removeLimit(id);
      review.add(w.deal(id).owner);
    }
    for (const id of stopped) {
      this.triggers.removeStops(id);
      review.add(w.close(id).owner);
    }
    const liquidated: number[] = [];
    for (const owner of [...review].sort((a, b) => a - b)) {
      this.reviewed += 1;
      if (!w.atLiquidation(owner)) {
        this.rearm(owner);
        continue;
      }
      liquidated.push(owner);
      const gone = w.liquidate(owner);
      for (const p of gone.positions) this.triggers.removeStops(p.id);
      for (const id of gone.limits) this.triggers.removeLimit(id);
      this.triggers.removeLiquidation(owner);
    }
    return { dealt, stopped, liquidated };
  }
}

/**
 * A seeded index path: tick i moves market i mod 4 by a normal step of `bps` basis points, one tick in
 * 50 by a jump ten times that size.
 */
export function indexPath(seed: number, ticks: number, bps: number): { market: Uint8Array; index: bigint[] } {
  const r = seededRandom(seed);
  const now = MARKETS.map((m) => m.start);
  const market = new Uint8Array(ticks);
  const index: bigint[] = [];
  for (let i = 0; i < ticks; i++) {
    const m = i % MARKETS.length;
    const scale = r.below(50) === 0 ? bps * 1_000 : bps * 100;
    const next = now[m]! + (now[m]! * BigInt(r.normal(scale))) / 1_000_000n;
    now[m] = next > 1n ? next : 1n;
    market[i] = m;
    index.push(now[m]!);
  }
  return { market, index };
}
