import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  accountRisk,
  atLiquidation,
  closeSettlement,
  dealingPrice,
  feeFor,
  type LeverDirection,
  limitReached,
  liquidationPrice,
  liquidationSettlement,
  marginFor,
  notional,
  overnightCharge,
  parseRate,
  pnlAt,
  riskRateBasisPoints,
  stopReached,
  unrealizedAt,
} from "./math.ts";
import {
  compareFractions,
  exactDealingPrice,
  exactFee,
  exactMargin,
  exactNotional,
  exactPnl,
  type Fraction,
  fraction,
  minus,
  refAtLiquidation,
  refDealingPrice,
  refFee,
  refMargin,
  refPnl,
  refUnrealized,
} from "./reference.ts";
import { arbDirection, arbIndex, arbLots, arbMultiple, arbTerms, BTC_USDT } from "./test-terms.ts";

const position = (direction: LeverDirection, lots: bigint, openPrice: bigint, margin = 0n) => ({
  id: 1,
  owner: 1,
  marketId: 1,
  direction,
  lots,
  openPrice,
  margin,
  takeProfit: null,
  stopLoss: null,
});

/** 0 ≤ rounded − exact < 1 ("up") or 0 ≤ exact − rounded < 1 ("down"). */
function roundedOnce(rounded: bigint, exact: Fraction, way: "up" | "down") {
  const gap = way === "up" ? minus(fraction(rounded), exact) : minus(exact, fraction(rounded));
  return compareFractions(gap, fraction(0n)) >= 0 && compareFractions(gap, fraction(1n)) < 0;
}

describe("lever math, by hand (BTC/USDT: spread 0.0001, fee 0.0005, overnight 0.0003)", () => {
  const t = BTC_USDT;

  it("opens a 5× long of 1 lot at index 65000.00", () => {
    // open = 65000.00 × 1.0001 = 65006.50 (exact)
    const open = dealingPrice(6_500_000n, "long", "open", t);
    expect(open).toBe(6_500_650n);
    // notional = 65006.50 × 1 lot × 0.01 BTC = 650.065 USDT
    expect(notional(open, 100n, t)).toBe(650_065_000n);
    // margin = 650.065 ÷ 5 = 130.013 USDT
    expect(marginFor(open, 100n, 5, t)).toBe(130_013_000n);
    // fee = 650.065 × 0.0005 = 0.3250325 → up to 0.325033
    expect(feeFor(open, 100n, t.fee, t)).toBe(325_033n);
    // overnight = 650.065 × 0.0003 = 0.1950195 → up to 0.195020
    expect(feeFor(open, 100n, t.overnight, t)).toBe(195_020n);
  });

  it("closes it at the index less the spread", () => {
    const long = position("long", 100n, 6_500_650n);
    // index 66000.00: close = 66000 × 0.9999 = 65993.40; (65993.40 − 65006.50) × 0.01 = 9.869
    expect(dealingPrice(6_600_000n, "long", "close", t)).toBe(6_599_340n);
    expect(unrealizedAt(long, 6_600_000n, t)).toBe(9_869_000n);
    // index 64000.00: close = 63993.60; (63993.60 − 65006.50) × 0.01 = −10.129
    expect(unrealizedAt(long, 6_400_000n, t)).toBe(-10_129_000n);
  });

  it("opens and closes a short on the other side of the spread", () => {
    // open = 65000.00 × 0.9999 = 64993.50
    expect(dealingPrice(6_500_000n, "short", "open", t)).toBe(6_499_350n);
    // index 64000.00: close = 64000 × 1.0001 = 64006.40; (64993.50 − 64006.40) × 0.01 = 9.871
    expect(unrealizedAt(position("short", 100n, 6_499_350n), 6_400_000n, t)).toBe(9_871_000n);
  });

  it("rounds dealing prices, fees and margin against the user", () => {
    // 65000.01 × 1.0001 = 65006.510001 → up to 65006.52; × 0.9999 = 64993.509999 → down to 64993.50
    expect(dealingPrice(6_500_001n, "long", "open", t)).toBe(6_500_652n);
    expect(dealingPrice(6_500_001n, "short", "open", t)).toBe(6_499_350n);
    expect(dealingPrice(6_500_001n, "short", "close", t)).toBe(6_500_652n);
    expect(dealingPrice(6_500_001n, "long", "close", t)).toBe(6_499_350n);
    // 0.03 lot at 65006.52: notional 19.501956; fee 0.009750978 → 0.009751; margin at 100× 0.19501956 → 0.195020
    expect(feeFor(6_500_652n, 3n, t.fee, t)).toBe(9_751n);
    expect(marginFor(6_500_652n, 3n, 100, t)).toBe(195_020n);
  });

  it("rounds profits down and losses away from zero", () => {
    // a lot of 0.001 BTC; 0.01 lot = 0.00001 BTC; one tick (0.01) on it is 0.0000001 USDT = 0.1 unit
    const small = { ...t, lotSize: 100_000n };
    expect(pnlAt(position("long", 1n, 6_500_000n), 6_500_001n, small)).toBe(0n);
    expect(pnlAt(position("long", 1n, 6_500_000n), 6_499_999n, small)).toBe(-1n);
    expect(pnlAt(position("short", 1n, 6_500_000n), 6_499_999n, small)).toBe(0n);
    expect(pnlAt(position("short", 1n, 6_500_000n), 6_500_001n, small)).toBe(-1n);
  });

  it("estimates where a lone 5× long reaches a 20 % risk rate", () => {
    // balance = the margin 130.013; target equity = 26.0026; 130.013 + (0.9999 p − 65006.50) × 0.01 = 26.0026
    // → p = 54605.46 ÷ 0.9999 = 54610.9210… → up to 54610.93
    const long = position("long", 100n, 6_500_650n, 130_013_000n);
    const threshold = { num: 20n, den: 100n };
    expect(liquidationPrice([long], 130_013_000n, 130_013_000n, threshold, t)).toBe(5_461_093n);
    const riskAt = (index: bigint) =>
      accountRisk(130_013_000n, [{ margin: long.margin, unrealized: unrealizedAt(long, index, t) }]);
    // at 54610.93 the close is 54605.46 and the equity exactly 26.0026; a tick higher it is 26.0027
    expect(riskAt(5_461_093n).equity).toBe(26_002_600n);
    expect(atLiquidation(riskAt(5_461_093n), threshold)).toBe(true);
    expect(atLiquidation(riskAt(5_461_094n), threshold)).toBe(false);
    expect(riskRateBasisPoints(riskAt(5_461_094n))).toBe(2_000n);
    expect(riskRateBasisPoints(riskAt(6_500_000n))).toBe(9_990n);
  });

  it("estimates where a lone 10× short reaches it", () => {
    // margin 649.935 ÷ 10 = 64.9935; 64.9935 + (64993.50 − 1.0001 p) × 0.01 = 12.9987 → p = 70185.9614… → 70185.96
    const short = position("short", 100n, 6_499_350n, 64_993_500n);
    const threshold = { num: 20n, den: 100n };
    expect(liquidationPrice([short], 64_993_500n, 64_993_500n, threshold, t)).toBe(7_018_596n);
    const riskAt = (index: bigint) =>
      accountRisk(64_993_500n, [{ margin: short.margin, unrealized: unrealizedAt(short, index, t) }]);
    expect(atLiquidation(riskAt(7_018_596n), threshold)).toBe(true);
    expect(atLiquidation(riskAt(7_018_595n), threshold)).toBe(false);
    // hedged: no price of this market moves the estimate
    const long = position("long", 100n, 6_500_650n, 130_013_000n);
    expect(
      liquidationPrice([short, { ...long, lots: 100n }], 0n, 1n, threshold, {
        ...t,
        spread: { num: 0n, den: 1n },
      }),
    ).toBe(null);
    // other markets so far under water that every price of this one liquidates: 0, not null
    expect(liquidationPrice([short], -(10n ** 12n), 64_993_500n, threshold, t)).toBe(0n);
    expect(liquidationPrice([long], 10n ** 12n, 130_013_000n, threshold, t)).toBe(null);
  });

  it("settles a close, a liquidation and an overnight fee within what the account holds", () => {
    // a loss of 150 against a margin of 100 and 30 available: 20 absorbed by the house
    expect(closeSettlement({ pnl: -150n, margin: 100n, available: 30n })).toEqual({
      fromMargin: 100n,
      fromAvailable: 30n,
      profit: 0n,
      absorbed: 20n,
    });
    expect(closeSettlement({ pnl: 45n, margin: 100n, available: 0n })).toEqual({
      fromMargin: 0n,
      fromAvailable: 0n,
      profit: 45n,
      absorbed: 0n,
    });
    expect(liquidationSettlement(100n, [-80n, -50n])).toEqual({ paid: -100n, absorbed: 30n });
    expect(liquidationSettlement(100n, [-80n, 50n])).toEqual({ paid: -30n, absorbed: 0n });
    expect(overnightCharge({ fee: 10n, available: 4n, margin: 3n })).toEqual({
      fromAvailable: 4n,
      fromMargin: 3n,
      waived: 3n,
    });
  });

  it("parses rates, reads stops and limit targets", () => {
    expect(parseRate("0.0005")).toEqual({ num: 5n, den: 10_000n });
    expect(parseRate("2")).toEqual({ num: 2n, den: 1n });
    expect(parseRate("-1")).toBe(undefined);
    expect(parseRate("1e-3")).toBe(undefined);
    const long = { direction: "long" as const, takeProfit: 7_000_000n, stopLoss: 6_000_000n };
    expect(stopReached(long, 7_000_000n)).toBe("take_profit");
    expect(stopReached(long, 6_000_000n)).toBe("stop_loss");
    expect(stopReached(long, 6_500_000n)).toBe(null);
    expect(stopReached({ ...long, direction: "short" }, 7_000_000n)).toBe("stop_loss");
    // both at once (a stop loss above the take profit): the stop loss wins
    expect(stopReached({ direction: "long", takeProfit: 6_000_000n, stopLoss: 6_000_000n }, 6_000_000n)).toBe(
      "stop_loss",
    );
    expect(limitReached("long", 6_500_650n, dealingPrice(6_500_000n, "long", "open", t))).toBe(true);
    expect(limitReached("long", 6_500_649n, dealingPrice(6_500_000n, "long", "open", t))).toBe(false);
    expect(limitReached("short", 6_499_350n, dealingPrice(6_500_000n, "short", "open", t))).toBe(true);
  });
});

const dealingWays = [
  ["long", "open", "up"],
  ["short", "close", "up"],
  ["short", "open", "down"],
  ["long", "close", "down"],
] as const;

describe("lever math against the reference", () => {
  it("(a) dealing prices, margin, fees and PnL equal the reference, rounded once against the user", () => {
    fc.assert(
      fc.property(
        arbTerms,
        arbIndex,
        arbIndex,
        arbLots,
        arbMultiple,
        arbDirection,
        (t, index, close, lots, multiple, direction) => {
          for (const [d, side, way] of dealingWays) {
            const price = dealingPrice(index, d, side, t);
            expect(price).toBe(refDealingPrice(index, d, side, t));
            expect(roundedOnce(price, exactDealingPrice(index, d, side, t), way)).toBe(true);
          }
          const open = dealingPrice(index, direction, "open", t);
          expect(marginFor(open, lots, multiple, t)).toBe(refMargin(open, lots, multiple, t));
          expect(
            roundedOnce(marginFor(open, lots, multiple, t), exactMargin(open, lots, multiple, t), "up"),
          ).toBe(true);
          expect(roundedOnce(notional(open, lots, t), exactNotional(open, lots, t), "up")).toBe(true);
          for (const rate of [t.fee, t.overnight]) {
            expect(feeFor(open, lots, rate, t)).toBe(refFee(open, lots, rate, t));
            expect(roundedOnce(feeFor(open, lots, rate, t), exactFee(open, lots, rate, t), "up")).toBe(true);
          }
          const p = { direction, lots, openPrice: open };
          expect(pnlAt(p, close, t)).toBe(refPnl(p, close, t));
          expect(roundedOnce(pnlAt(p, close, t), exactPnl(p, close, t), "down")).toBe(true);
        },
      ),
      { seed: 101, numRuns: 400 },
    );
  });

  it("(b) on tick paths, unrealized PnL equals the reference and long and short mirror each other", () => {
    fc.assert(
      fc.property(
        arbTerms,
        arbIndex,
        arbLots,
        fc.array(fc.integer({ min: -300, max: 300 }), { minLength: 1, maxLength: 40, size: "max" }),
        (t, start, lots, moves) => {
          const open = dealingPrice(start, "long", "open", t);
          const long = position("long", lots, open);
          const short = position("short", lots, open);
          let index = start;
          for (const bps of moves) {
            index += (index * BigInt(bps)) / 10_000n;
            if (index < 1n) index = 1n;
            const uLong = unrealizedAt(long, index, t);
            const uShort = unrealizedAt(short, index, t);
            expect(uLong).toBe(refUnrealized(long, index, t));
            expect(uShort).toBe(refUnrealized(short, index, t));
            // the same close price: exact mirror images, each rounded down once
            const sum = pnlAt(long, index, t) + pnlAt(short, index, t);
            expect(sum === 0n || sum === -1n).toBe(true);
            // at the close dealing prices both lose the spread between them: −(short close − long close) × size
            const spreadCost = exactNotional(
              refDealingPrice(index, "short", "close", t) - refDealingPrice(index, "long", "close", t),
              lots,
              t,
            );
            const gap = minus(fraction(uLong + uShort), fraction(-spreadCost.n, spreadCost.d));
            expect(compareFractions(gap, fraction(0n)) <= 0 && compareFractions(gap, fraction(-2n)) > 0).toBe(
              true,
            );
          }
        },
      ),
      { seed: 102, numRuns: 200 },
    );
  });

  const arbMoney = fc.bigInt({ min: 0n, max: 10n ** 15n });

  it("(c) settlements never take more than the account has, and their parts add up", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        arbMoney,
        arbMoney,
        (pnl, margin, available) => {
          const s = closeSettlement({ pnl, margin, available });
          for (const part of Object.values(s)) expect(part >= 0n).toBe(true);
          expect(s.fromMargin <= margin && s.fromAvailable <= available).toBe(true);
          expect(s.profit - s.fromMargin - s.fromAvailable - s.absorbed).toBe(pnl);
          if (s.absorbed > 0n) expect(s.fromMargin === margin && s.fromAvailable === available).toBe(true);
          if (s.fromAvailable > 0n) expect(s.fromMargin).toBe(margin);
        },
      ),
      { seed: 103, numRuns: 300 },
    );
    fc.assert(
      fc.property(
        arbMoney,
        fc.array(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), { maxLength: 8 }),
        (balance, pnls) => {
          const s = liquidationSettlement(balance, pnls);
          const net = pnls.reduce((a, b) => a + b, 0n);
          expect(s.absorbed >= 0n && balance + s.paid >= 0n).toBe(true);
          expect(s.paid - s.absorbed).toBe(net);
          if (s.absorbed > 0n) expect(s.paid).toBe(-balance);
        },
      ),
      { seed: 104, numRuns: 300 },
    );
    fc.assert(
      fc.property(arbMoney, arbMoney, arbMoney, (fee, available, margin) => {
        const s = overnightCharge({ fee, available, margin });
        for (const part of Object.values(s)) expect(part >= 0n).toBe(true);
        expect(s.fromAvailable <= available && s.fromMargin <= margin).toBe(true);
        expect(s.fromAvailable + s.fromMargin + s.waived).toBe(fee);
        if (s.fromMargin > 0n) expect(s.fromAvailable).toBe(available);
        if (s.waived > 0n) expect(s.fromMargin).toBe(margin);
      }),
      { seed: 105, numRuns: 300 },
    );
  });
});

describe("liquidationPrice", () => {
  const arbAccount = fc.record({
    terms: arbTerms,
    index: fc.bigInt({ min: 1_000n, max: 10n ** 9n }),
    threshold: fc.bigInt({ min: 5n, max: 150n }).map((num) => ({ num, den: 100n })),
    positions: fc.array(
      fc.record({
        direction: arbDirection,
        lots: arbLots,
        multiple: arbMultiple,
        offsetBps: fc.integer({ min: -500, max: 500 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    extraPercent: fc.integer({ min: 0, max: 200 }),
  });

  it("(d) at the returned price the account is at the threshold, a few ticks on the safe side above it", () => {
    let checked = 0;
    fc.assert(
      fc.property(arbAccount, ({ terms: t, index, threshold, positions: specs, extraPercent }) => {
        const positions = specs.map((s, i) => {
          const openIndex = index + (index * BigInt(s.offsetBps)) / 10_000n;
          const openPrice = dealingPrice(openIndex, s.direction, "open", t);
          return {
            ...position(s.direction, s.lots, openPrice, marginFor(openPrice, s.lots, s.multiple, t)),
            id: i,
          };
        });
        const used = positions.reduce((a, p) => a + p.margin, 0n);
        const balance = used + (used * BigInt(extraPercent)) / 100n;
        const price = liquidationPrice(positions, balance, used, threshold, t);
        if (price === null) return;
        const at = (idx: bigint) => {
          const engine = atLiquidation(
            accountRisk(
              balance,
              positions.map((p) => ({ margin: p.margin, unrealized: unrealizedAt(p, idx, t) })),
            ),
            threshold,
          );
          expect(
            refAtLiquidation(
              balance,
              positions.map((p) => ({ ...p, index: idx, terms: t })),
              threshold,
            ),
          ).toBe(engine);
          return engine;
        };
        // the estimate ignores rounding, which is against the user by < size per price unit + 1 per
        // position: that many ticks of the net exposure (+1 for the returned price's own rounding)
        const { num: s, den: sd } = t.spread;
        const U = 10n ** BigInt(t.priceDecimals + t.lotDecimals + t.baseScale);
        let slope = 0n;
        let error = 0n;
        for (const p of positions) {
          const size = p.lots * t.lotSize * 10n ** BigInt(t.quoteScale);
          slope += p.direction === "long" ? size * (sd - s) : -size * (sd + s);
          error += (size + U) * sd;
        }
        const magnitude = slope < 0n ? -slope : slope;
        const ticks = (error + magnitude - 1n) / magnitude + 1n;
        const long = slope > 0n;
        const danger = long ? price - 1n : price + 1n;
        const safe = long ? price + ticks : price - ticks;
        if (danger >= 1n) expect(at(danger)).toBe(true);
        if (safe >= 1n) expect(at(safe)).toBe(false);
        if (danger >= 1n && safe >= 1n && ticks <= 3n) checked += 1;
      }),
      { seed: 106, numRuns: 400 },
    );
    // most accounts have a meaningful price within a couple of ticks' tolerance
    expect(checked).toBeGreaterThan(100);
  });
});
