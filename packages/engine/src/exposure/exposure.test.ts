import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unrealizedAt } from "../lever/math.ts";
import { arbDirection, arbIndex, arbLots, arbTerms, BTC_USDT } from "../lever/test-terms.ts";
import {
  alertLevel,
  type ExposurePosition,
  limitCheck,
  marketExposure,
  type SecondsExposureOrder,
  type SecondsOpenOrder,
  secondsExpiries,
  secondsWorstCase,
  userNetLots,
} from "./exposure.ts";
import {
  referenceAlertLevel,
  referenceLimitCheck,
  referenceMarketExposure,
  referenceSecondsExpiries,
  referenceSecondsWorstCase,
} from "./reference.ts";

const arbPosition = (terms: fc.Arbitrary<ExposurePosition["terms"]>) =>
  fc.record({
    owner: fc.integer({ min: 1, max: 6 }),
    direction: arbDirection,
    lots: arbLots,
    open: fc.boolean(),
    openPrice: arbIndex,
    terms,
  });
/** mostly one market's terms, sometimes a trade placed under older terms */
const arbPositions = fc.array(
  arbPosition(fc.oneof({ weight: 4, arbitrary: fc.constant(BTC_USDT) }, { weight: 1, arbitrary: arbTerms })),
  { maxLength: 25 },
);

const pos = (p: Partial<ExposurePosition>): ExposurePosition => ({
  owner: 1,
  direction: "long",
  lots: 100n,
  open: true,
  openPrice: 5_000_000n,
  terms: BTC_USDT,
  ...p,
});

describe("a market's exposure", () => {
  it("is the opposite of the users' position, valued at the index", () => {
    // 1 lot long at 50,000.00 and 0.4 lot short; index 51,000.00: 0.01 BTC a lot
    const e = marketExposure(
      [
        pos({ owner: 1, lots: 100n }),
        pos({ owner: 2, direction: "short", lots: 40n }),
        pos({ owner: 3, lots: 25n, open: false }),
      ],
      5_100_000n,
    );
    expect(e).toMatchObject({
      longLots: 100n,
      shortLots: 40n,
      pendingLongLots: 25n,
      netLots: -60n,
      // 0.6 lot × 0.01 BTC × 51,000 = 306 USDT, the house short
      netQuote: -306_000_000n,
      committedNetLots: -85n,
      committedNetQuote: -433_500_000n,
    });
    // the long gains, the short loses, at the close dealing prices (spread 0.01 %)
    const users =
      unrealizedAt(pos({ lots: 100n }), 5_100_000n, BTC_USDT) +
      unrealizedAt(pos({ direction: "short", lots: 40n }), 5_100_000n, BTC_USDT);
    expect(e.unrealized).toBe(-users);
    expect(e.accounts.map((a) => [a.owner, a.lots, a.quote])).toEqual([
      [1, 100n, 510_000_000n],
      [2, -40n, -204_000_000n],
      [3, 25n, 127_500_000n],
    ]);
  });

  it("equals the naive recomputation for any positions, terms and index", () => {
    fc.assert(
      fc.property(arbPositions, arbIndex, fc.integer({ min: 0, max: 8 }), (ps, index, top) => {
        expect(marketExposure(ps, index, top)).toEqual(referenceMarketExposure(ps, index, top));
      }),
      { numRuns: 300 },
    );
  });

  it("nets to nothing when every long has an equal short, and each user's lots sum to the house's", () => {
    fc.assert(
      fc.property(arbPositions, arbIndex, (ps, index) => {
        const mirrored = ps.flatMap((p) => [
          p,
          { ...p, owner: p.owner + 10, direction: p.direction === "long" ? "short" : "long" } as const,
        ]);
        const e = marketExposure(mirrored, index);
        expect([e.netLots, e.netQuote, e.committedNetLots, e.committedNetQuote]).toEqual([0n, 0n, 0n, 0n]);
        const owners = [...new Set(ps.map((p) => p.owner))];
        const users = owners.reduce((s, o) => s + userNetLots(ps, o), 0n);
        expect(-users).toBe(marketExposure(ps, index).committedNetLots);
      }),
    );
  });
});

const arbOrder: fc.Arbitrary<SecondsExposureOrder> = fc.record({
  direction: fc.constantFrom("up" as const, "down" as const),
  stake: fc.bigInt({ min: 1n, max: 10n ** 9n }),
  profit: fc.bigInt({ min: 0n, max: 10n ** 9n }),
  openPrice: fc.bigInt({ min: 1n, max: 40n }),
});

describe("the seconds worst case", () => {
  it("counts a tie as a refund and opposite bets between their open prices as both winning", () => {
    const up = { direction: "up", stake: 100n, profit: 80n, openPrice: 10n } as const;
    const down = { direction: "down", stake: 50n, profit: 40n, openPrice: 10n } as const;
    // same open price: up wins 80 and down loses 50 (30), or down wins 40 and up loses 100 (−60)
    expect(secondsWorstCase([up, down])).toEqual({
      orders: 2,
      stakes: 150n,
      up: 30n,
      down: -60n,
      worst: 30n,
    });
    // the down bet opened higher: an end price between the two pays both
    expect(secondsWorstCase([up, { ...down, openPrice: 12n }]).worst).toBe(120n);
    // one order: a tie pays nothing, a win its profit
    expect(secondsWorstCase([up]).worst).toBe(80n);
    expect(secondsWorstCase([])).toEqual({ orders: 0, stakes: 0n, up: 0n, down: 0n, worst: 0n });
  });

  it("equals trying every end price, and is at least the all-up and all-down outcomes", () => {
    fc.assert(
      fc.property(fc.array(arbOrder, { maxLength: 30 }), (orders) => {
        const w = secondsWorstCase(orders);
        expect(w).toEqual(referenceSecondsWorstCase(orders));
        if (orders.length > 0) {
          expect(w.worst >= w.up && w.worst >= w.down).toBe(true);
          // the sum of the wins alone bounds it
          expect(w.worst <= orders.reduce((s, o) => s + o.profit, 0n)).toBe(true);
        }
      }),
      { numRuns: 400 },
    );
  });

  it("groups by market, currency and expiry like the naive grouping", () => {
    const arbOpen: fc.Arbitrary<SecondsOpenOrder> = fc
      .tuple(
        arbOrder,
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 2 }),
        fc.integer({ min: 0, max: 3 }),
      )
      .map(([o, marketId, currencyId, e]) => ({ ...o, marketId, currencyId, expiry: 1_000 * e }));
    fc.assert(
      fc.property(fc.array(arbOpen, { maxLength: 30 }), (orders) => {
        expect(secondsExpiries(orders)).toEqual(referenceSecondsExpiries(orders));
      }),
    );
  });
});

const arbFigure = fc.bigInt({ min: -(10n ** 12n), max: 10n ** 12n });
const arbLimit = fc.option(fc.bigInt({ min: 0n, max: 10n ** 12n }), { nil: null });

describe("limits", () => {
  it("refuses growth past the limit, allows anything that does not grow |figure|", () => {
    expect(limitCheck({ before: 90n, after: 110n, limit: 100n })).toEqual({ allowed: false });
    expect(limitCheck({ before: -90n, after: -110n, limit: 100n })).toEqual({ allowed: false });
    expect(limitCheck({ before: 90n, after: 100n, limit: 100n })).toEqual({ allowed: true, reducing: false });
    // above the limit already: reducing (or flipping to a smaller size) passes
    expect(limitCheck({ before: 150n, after: 120n, limit: 100n })).toEqual({ allowed: true, reducing: true });
    expect(limitCheck({ before: 150n, after: -140n, limit: 100n })).toEqual({
      allowed: true,
      reducing: true,
    });
    expect(limitCheck({ before: 0n, after: 10n ** 30n, limit: null })).toEqual({
      allowed: true,
      reducing: false,
    });
  });

  it("equals the table of cases; reducing is never refused; a higher limit refuses no more", () => {
    fc.assert(
      fc.property(
        arbFigure,
        arbFigure,
        arbLimit,
        fc.bigInt({ min: 0n, max: 10n ** 6n }),
        (before, after, limit, more) => {
          const v = limitCheck({ before, after, limit });
          expect(v).toEqual(referenceLimitCheck({ before, after, limit }));
          const size = (x: bigint) => (x < 0n ? -x : x);
          if (size(after) <= size(before)) expect(v.allowed).toBe(true);
          if (v.allowed && limit !== null)
            expect(limitCheck({ before, after, limit: limit + more }).allowed).toBe(true);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("alerts at 80 % and at 100 % of the limit", () => {
    expect(alertLevel(79n, 100n)).toBe(0);
    expect(alertLevel(80n, 100n)).toBe(80);
    expect(alertLevel(-99n, 100n)).toBe(80);
    expect(alertLevel(100n, 100n)).toBe(100);
    expect(alertLevel(5n, null)).toBe(0);
    expect(alertLevel(0n, 0n)).toBe(0);
    fc.assert(
      fc.property(arbFigure, arbLimit, (figure, limit) => {
        expect(alertLevel(figure, limit)).toBe(referenceAlertLevel(figure, limit));
      }),
      { numRuns: 500 },
    );
  });
});
