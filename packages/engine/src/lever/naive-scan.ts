import {
  accountRisk,
  atLiquidation,
  dealingPrice,
  type LeverDirection,
  type LeverPosition,
  type LeverTerms,
  limitReached,
  type Rate,
  stopReached,
  unrealizedAt,
} from "./math.ts";

/**
 * The full scan `LeverTriggerIndex` replaces, for its tests and benchmark: every position's stops,
 * every pending order, every account's risk, checked one by one.
 */

export interface PendingLimit {
  id: number;
  marketId: number;
  direction: LeverDirection;
  target: bigint;
}

export interface ScanState {
  positions: Iterable<LeverPosition>;
  limits: Iterable<PendingLimit>;
  /** everything in the owner's lever account (available + frozen) */
  balanceOf: (owner: number) => bigint;
}

/** Ids of the positions of `marketId` whose stop the index reached and of the orders it deals, ascending. */
export function naiveOrders(
  state: ScanState,
  marketId: number,
  index: bigint,
  terms: Pick<LeverTerms, "spread">,
): { stops: number[]; limits: number[] } {
  const stops: number[] = [];
  const limits: number[] = [];
  for (const p of state.positions) if (p.marketId === marketId && stopReached(p, index)) stops.push(p.id);
  for (const l of state.limits)
    if (
      l.marketId === marketId &&
      limitReached(l.direction, l.target, dealingPrice(index, l.direction, "open", terms))
    )
      limits.push(l.id);
  return { stops: stops.sort((a, b) => a - b), limits: limits.sort((a, b) => a - b) };
}

/** Owners whose account is at liquidation at these prices, ascending. */
export function naiveAccounts(
  state: ScanState,
  indexOf: (marketId: number) => bigint,
  termsOf: (marketId: number) => LeverTerms,
  threshold: Rate,
): number[] {
  const sums = new Map<number, { margin: bigint; unrealized: bigint }>();
  for (const p of state.positions) {
    const u = unrealizedAt(p, indexOf(p.marketId), termsOf(p.marketId));
    const s = sums.get(p.owner);
    if (s) {
      s.margin += p.margin;
      s.unrealized += u;
    } else sums.set(p.owner, { margin: p.margin, unrealized: u });
  }
  const due: number[] = [];
  for (const [owner, s] of sums)
    if (atLiquidation(accountRisk(state.balanceOf(owner), [s]), threshold)) due.push(owner);
  return due.sort((a, b) => a - b);
}

/** Both scans at once, for a state where nothing acted on the tick yet. */
export function naiveScan(
  state: ScanState,
  marketId: number,
  indexOf: (marketId: number) => bigint,
  termsOf: (marketId: number) => LeverTerms,
  threshold: Rate,
): { stops: number[]; limits: number[]; accounts: number[] } {
  return {
    ...naiveOrders(state, marketId, indexOf(marketId), termsOf(marketId)),
    accounts: naiveAccounts(state, indexOf, termsOf, threshold),
  };
}
