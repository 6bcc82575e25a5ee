import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  accountRisk,
  atLiquidation,
  dealingPrice,
  type LeverDirection,
  type LeverPosition,
  type LeverTerms,
  liquidationSettlement,
  marginFor,
  pnlAt,
  unrealizedAt,
} from "./math.ts";
import { naiveAccounts, naiveOrders, type PendingLimit } from "./naive-scan.ts";
import { arbDirection, arbMultiple, arbTerms } from "./test-terms.ts";
import { LeverTriggerIndex, liquidationTriggers, type TriggerSide } from "./triggers.ts";

const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);
const spreadOf = (percent: bigint) => ({ spread: { num: percent, den: 100n } });

describe("LeverTriggerIndex against a full scan", () => {
  // prices 90–115 on three markets with spreads of 5 %, 0 and 1 %: many ties and near misses
  const TERMS = [spreadOf(5n), spreadOf(0n), spreadOf(1n)];
  const arbPrice = fc.bigInt({ min: 90n, max: 115n });
  const arbId = fc.integer({ min: 1, max: 25 });
  const arbMarketId = fc.integer({ min: 0, max: 2 });
  type Op =
    | {
        op: "stops";
        id: number;
        market: number;
        direction: LeverDirection;
        tp: bigint | null;
        sl: bigint | null;
      }
    | { op: "unstops"; id: number }
    | { op: "limit"; id: number; market: number; direction: LeverDirection; target: bigint }
    | { op: "unlimit"; id: number }
    | { op: "liq"; owner: number; market: number; threshold: bigint | null; side: TriggerSide }
    | { op: "unliq"; owner: number; market: number | null }
    | { op: "tick"; market: number; index: bigint };
  const arbOp: fc.Arbitrary<Op> = fc.oneof(
    fc.record({
      op: fc.constant("stops" as const),
      id: arbId,
      market: arbMarketId,
      direction: arbDirection,
      tp: fc.option(arbPrice),
      sl: fc.option(arbPrice),
    }),
    fc.record({ op: fc.constant("unstops" as const), id: arbId }),
    fc.record({
      op: fc.constant("limit" as const),
      id: arbId,
      market: arbMarketId,
      direction: arbDirection,
      target: arbPrice,
    }),
    fc.record({ op: fc.constant("unlimit" as const), id: arbId }),
    fc.record({
      op: fc.constant("liq" as const),
      owner: arbId,
      market: arbMarketId,
      threshold: fc.option(arbPrice),
      side: fc.constantFrom<TriggerSide>("above", "below"),
    }),
    fc.record({ op: fc.constant("unliq" as const), owner: arbId, market: fc.option(arbMarketId) }),
    {
      arbitrary: fc.record({ op: fc.constant("tick" as const), market: arbMarketId, index: arbPrice }),
      weight: 3,
    },
  );

  it("finds exactly the stops, limit orders and account thresholds a tick reaches", () => {
    fc.assert(
      fc.property(fc.array(arbOp, { minLength: 1, maxLength: 120, size: "max" }), (ops) => {
        const index = new LeverTriggerIndex();
        const positions = new Map<number, LeverPosition>();
        const limits = new Map<number, PendingLimit>();
        const thresholds = new Map<
          string,
          { owner: number; market: number; threshold: bigint; side: TriggerSide }
        >();
        for (const o of ops) {
          switch (o.op) {
            case "stops":
              index.setStops(o.id, o.market, o.direction, o.tp, o.sl);
              positions.set(o.id, {
                id: o.id,
                owner: 1,
                marketId: o.market,
                direction: o.direction,
                lots: 1n,
                openPrice: 100n,
                margin: 1n,
                takeProfit: o.tp,
                stopLoss: o.sl,
              });
              break;
            case "unstops":
              index.removeStops(o.id);
              positions.delete(o.id);
              break;
            case "limit":
              index.addLimit(o.id, o.market, o.direction, o.target);
              limits.set(o.id, { id: o.id, marketId: o.market, direction: o.direction, target: o.target });
              break;
            case "unlimit":
              index.removeLimit(o.id);
              limits.delete(o.id);
              break;
            case "liq":
              index.setLiquidation(o.owner, o.market, o.threshold, o.side);
              if (o.threshold === null) thresholds.delete(`${o.owner}:${o.market}`);
              else thresholds.set(`${o.owner}:${o.market}`, { ...o, threshold: o.threshold });
              break;
            case "unliq":
              index.removeLiquidation(o.owner, o.market ?? undefined);
              for (const [key, t] of thresholds)
                if (t.owner === o.owner && (o.market === null || t.market === o.market))
                  thresholds.delete(key);
              break;
            case "tick": {
              const terms = TERMS[o.market]!;
              const found = index.candidates(o.market, o.index, terms);
              const naive = naiveOrders(
                { positions: positions.values(), limits: limits.values(), balanceOf: () => 0n },
                o.market,
                o.index,
                terms,
              );
              expect(sorted(found.stops)).toEqual(naive.stops);
              expect(sorted(found.limits)).toEqual(naive.limits);
              const reached = [...thresholds.values()].filter(
                (t) =>
                  t.market === o.market &&
                  (t.side === "above" ? o.index >= t.threshold : o.index <= t.threshold),
              );
              expect(sorted(found.accounts)).toEqual(sorted(reached.map((t) => t.owner)));
            }
          }
        }
      }),
      { seed: 201, numRuns: 300 },
    );
  });
});

describe("liquidationTriggers", () => {
  const THRESHOLD = { num: 20n, den: 100n };
  const arbPosition = fc.record({
    market: fc.integer({ min: 0, max: 2 }),
    direction: arbDirection,
    lots: fc.bigInt({ min: 1n, max: 5_000n }),
    multiple: arbMultiple,
    offsetBps: fc.integer({ min: -300, max: 300 }),
  });
  type PositionSpec = typeof arbPosition extends fc.Arbitrary<infer T> ? T : never;
  const arbWorld = fc.record({
    terms: fc.array(arbTerms, { minLength: 3, maxLength: 3 }),
    start: fc.array(fc.bigInt({ min: 10_000n, max: 10n ** 9n }), { minLength: 3, maxLength: 3 }),
    accounts: fc.array(
      fc.record({
        positions: fc.array(arbPosition, { minLength: 1, maxLength: 6 }),
        extraPercent: fc.integer({ min: 0, max: 120 }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    steps: fc.array(
      fc.oneof(
        {
          weight: 8,
          arbitrary: fc.record({
            market: fc.integer({ min: 0, max: 2 }),
            bps: fc.oneof(fc.integer({ min: -150, max: 150 }), fc.integer({ min: -2500, max: 2500 })),
          }),
        },
        { weight: 1, arbitrary: fc.record({ owner: fc.integer({ min: 0, max: 5 }), add: arbPosition }) },
      ),
      { minLength: 1, maxLength: 80, size: "max" },
    ),
  });

  it("makes every account that reaches liquidation a candidate, across all its markets", () => {
    let liquidated = 0;
    let confirmedSafe = 0;
    fc.assert(
      fc.property(arbWorld, (w) => {
        const terms = w.terms as LeverTerms[];
        const index = [...w.start];
        const termsOf = (m: number) => terms[m]!;
        const indexOf = (m: number) => index[m]!;
        const positions = new Map<number, LeverPosition>();
        const balances = new Map<number, bigint>();
        const triggers = new LeverTriggerIndex();
        const balanceOf = (owner: number) => balances.get(owner) ?? 0n;
        const scan = () =>
          naiveAccounts(
            { positions: positions.values(), limits: [], balanceOf },
            indexOf,
            termsOf,
            THRESHOLD,
          );
        let nextId = 1;
        const mine = (owner: number) => [...positions.values()].filter((p) => p.owner === owner);
        const open = (owner: number, spec: PositionSpec) => {
          const t = termsOf(spec.market);
          const at = indexOf(spec.market) + (indexOf(spec.market) * BigInt(spec.offsetBps)) / 10_000n;
          const openPrice = dealingPrice(at, spec.direction, "open", t);
          const margin = marginFor(openPrice, spec.lots, spec.multiple, t);
          const id = nextId++;
          positions.set(id, {
            id,
            owner,
            marketId: spec.market,
            direction: spec.direction,
            lots: spec.lots,
            openPrice,
            margin,
            takeProfit: null,
            stopLoss: null,
          });
          return margin;
        };
        // the caller's side of the contract: liquidate when due, else (re)arm every market's trigger
        const review = (owner: number) => {
          const list = mine(owner);
          const balance = balanceOf(owner);
          const risk = accountRisk(
            balance,
            list.map((p) => ({
              margin: p.margin,
              unrealized: unrealizedAt(p, indexOf(p.marketId), termsOf(p.marketId)),
            })),
          );
          triggers.removeLiquidation(owner);
          if (atLiquidation(risk, THRESHOLD)) {
            const pnls = list.map((p) =>
              pnlAt(
                p,
                dealingPrice(indexOf(p.marketId), p.direction, "close", termsOf(p.marketId)),
                termsOf(p.marketId),
              ),
            );
            balances.set(owner, balance + liquidationSettlement(balance, pnls).paid);
            for (const p of list) positions.delete(p.id);
            liquidated += 1;
            return;
          }
          for (const t of liquidationTriggers(balance, list, indexOf, termsOf, THRESHOLD))
            triggers.setLiquidation(owner, t.marketId, t.threshold, t.side);
        };
        w.accounts.forEach((a, owner) => {
          let used = 0n;
          for (const spec of a.positions) used += open(owner, spec);
          balances.set(owner, used + (used * BigInt(a.extraPercent)) / 100n);
          review(owner);
        });
        for (const step of w.steps) {
          if ("add" in step) {
            // a new position, its margin brought in with it
            balances.set(step.owner, balanceOf(step.owner) + open(step.owner, step.add));
            review(step.owner);
            continue;
          }
          const now = index[step.market]!;
          index[step.market] = now + (now * BigInt(step.bps)) / 10_000n;
          const found = triggers.candidates(step.market, index[step.market]!, termsOf(step.market));
          const due = scan();
          for (const owner of due) expect(found.accounts).toContain(owner);
          for (const owner of found.accounts) {
            if (!due.includes(owner)) confirmedSafe += 1;
            review(owner);
          }
          expect(scan()).toEqual([]);
        }
      }),
      { seed: 202, numRuns: 150 },
    );
    expect(liquidated).toBeGreaterThan(50);
    expect(confirmedSafe).toBeGreaterThan(50);
  });
});
