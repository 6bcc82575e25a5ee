import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type HedgeInput, hedgeOrder, hedgeTarget, thresholdAmount } from "./hedge.ts";
import { referenceHedgeOrder } from "./reference.ts";

const BTC = 100_000_000n;
// BTC/USDT at 50,000 USDT (quote scale 6), threshold 10,000 USDT: the house carries 0.2 BTC itself
const base: HedgeInput = {
  houseNet: 0n,
  hedged: 0n,
  price: 50_000_000_000n,
  baseScale: 8,
  threshold: 10_000_000_000n,
  step: 1_000n, // 0.00001 BTC
  minAmount: 1_000n,
  minCost: 5_000_000n, // 5 USDT
};

describe("hedge orders", () => {
  it("hedges only the excess over the threshold, against the house's side", () => {
    // the house is short 1 BTC (its users are long): buy 0.8 BTC outside, 0.2 stays the house's own
    expect(hedgeOrder({ ...base, houseNet: -BTC })).toEqual({
      side: "buy",
      amount: 80_000_000n,
      reason: "excess",
      unhedged: -BTC,
      target: 80_000_000n,
    });
    // long 0.5 BTC: sell 0.3
    expect(hedgeOrder({ ...base, houseNet: BTC / 2n })).toMatchObject({ side: "sell", amount: 30_000_000n });
    // within the threshold: nothing
    expect(hedgeOrder({ ...base, houseNet: -BTC / 5n })).toBeUndefined();
  });

  it("sends nothing once hedged, and unwinds as the house's position falls back", () => {
    expect(hedgeOrder({ ...base, houseNet: -BTC, hedged: 80_000_000n })).toBeUndefined();
    // the users closed half: the house is short 0.5, hedged 0.8 → sell 0.5 back, keep 0.3
    // (0.2 short stays the house's own)
    expect(hedgeOrder({ ...base, houseNet: -BTC / 2n, hedged: 80_000_000n })).toMatchObject({
      side: "sell",
      amount: 50_000_000n,
      reason: "unwind",
    });
    // everyone closed: sell the whole hedge back
    expect(hedgeOrder({ ...base, houseNet: 0n, hedged: 80_000_000n })).toMatchObject({
      side: "sell",
      amount: 80_000_000n,
      reason: "unwind",
    });
  });

  it("rounds down to the step and keeps to the outside market's least amount and cost", () => {
    // 0.8000456 BTC excess → 0.80004
    expect(hedgeOrder({ ...base, houseNet: -(BTC + 45_6n) })?.amount).toBe(80_000_000n);
    expect(hedgeOrder({ ...base, houseNet: -(BTC + 4_560n) })?.amount).toBe(80_004_000n);
    // an excess of 0.00005 BTC costs 2.5 USDT: under the least cost of 5
    expect(hedgeOrder({ ...base, houseNet: -(20_000_000n + 5_000n) })).toBeUndefined();
    expect(hedgeOrder({ ...base, houseNet: -(20_000_000n + 5_000n), minCost: 0n })?.amount).toBe(5_000n);
    expect(hedgeOrder({ ...base, houseNet: -BTC, minAmount: BTC })).toBeUndefined();
    // no price: no order
    expect(hedgeOrder({ ...base, houseNet: -BTC, price: 0n })).toBeUndefined();
  });

  const arbInput: fc.Arbitrary<HedgeInput> = fc.record({
    houseNet: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
    hedged: fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
    price: fc.oneof(fc.bigInt({ min: -5n, max: 1_000n }), fc.bigInt({ min: 1n, max: 10n ** 12n })),
    baseScale: fc.integer({ min: 0, max: 18 }),
    threshold: fc.bigInt({ min: 0n, max: 10n ** 14n }),
    step: fc.oneof(fc.constant(1n), fc.bigInt({ min: 1n, max: 10n ** 7n })),
    minAmount: fc.bigInt({ min: 0n, max: 10n ** 6n }),
    minCost: fc.bigInt({ min: 0n, max: 10n ** 7n }),
  });

  it("equals the naive reference", () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        expect(hedgeOrder(input)).toEqual(referenceHedgeOrder(input));
      }),
      { numRuns: 2_000 },
    );
  });

  it("never overshoots: the order moves the hedge toward its target and stops within one step of it", () => {
    fc.assert(
      fc.property(arbInput, (input) => {
        const order = hedgeOrder(input);
        if (!order) return;
        const limit = thresholdAmount(input.threshold, input.price, input.baseScale);
        const after = input.hedged + (order.side === "buy" ? order.amount : -order.amount);
        const gap = order.target - after;
        expect(order.amount % input.step).toBe(0n);
        // the same side of the target as before, less than a step away
        expect(
          (order.target - input.hedged > 0n && gap >= 0n) || (order.target - input.hedged < 0n && gap <= 0n),
        ).toBe(true);
        expect(gap < 0n ? -gap : gap).toBeLessThan(input.step);
        // the house's position net of hedges comes back within a step of the threshold
        const net = input.houseNet + after;
        expect(net < 0n ? -net : net).toBeLessThan(limit + input.step);
      }),
      { numRuns: 2_000 },
    );
  });

  it("keeps the house's whole exposure when it is within the threshold, and hedges nothing then", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        (net, limit) => {
          const target = hedgeTarget(net, limit);
          const rest = net + target;
          expect(rest < 0n ? -rest : rest).toBeLessThanOrEqual(limit);
          if ((net < 0n ? -net : net) <= limit) expect(target).toBe(0n);
          // the hedge is against the house's side, never more than its position
          expect(target * net <= 0n).toBe(true);
          expect(target < 0n ? -target : target).toBeLessThanOrEqual(net < 0n ? -net : net);
        },
      ),
    );
  });
});
