import { type Amount, add, fromUnits, MoneyError, money, mulRate, neg, sub, zero } from "@bourse/money";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  baseAmount,
  buyHold,
  notionalFromQuote,
  quoteAmount,
  quoteFromNotional,
  type SpotMarket,
  sellHold,
  settleFill,
} from "./settlement.ts";

/** BTC/USDT as listed: price 2 decimals, amount 6 decimals, USDT at 6 and BTC at 8 decimals. */
const BTC_USDT: SpotMarket = { tickSize: money("0.01", 6), stepSize: money("0.000001", 8) };
const FEES = { maker: "0.001", taker: "0.001" };

describe("settleFill", () => {
  it("moves price × quantity of quote one way and the quantity of base the other", () => {
    // 0.5 BTC at 65,000.12 USDT
    const s = settleFill({ price: 6_500_012, quantity: 500_000, takerSide: "buy" }, BTC_USDT, FEES);
    expect(s.base).toEqual(money("0.5", 8));
    expect(s.quote).toEqual(money("32500.06", 6));
    expect(s.buyerFee).toEqual(money("0.0005", 8));
    expect(s.sellerFee).toEqual(money("32.50006", 6));
    expect(s.buyerReceives).toEqual(money("0.4995", 8));
    expect(s.sellerReceives).toEqual(money("32467.55994", 6));
  });

  it("rounds the quote of a fill finer than the quote unit down, and each fee down", () => {
    // 0.000001 BTC at 0.01 USDT = 10^-8 USDT: below one USDT unit (10^-6)
    const s = settleFill({ price: 1, quantity: 1, takerSide: "sell" }, BTC_USDT, FEES);
    expect(s.quote).toEqual(zero(6));
    expect(s.base).toEqual(money("0.000001", 8));
    expect(s.buyerFee).toEqual(zero(8)); // 10^-9 BTC rounds down to 0
    const t = settleFill({ price: 150, quantity: 7, takerSide: "sell" }, BTC_USDT, FEES);
    expect(t.quote).toEqual(money("0.00001", 6)); // exact 0.0000105
  });

  it("charges the taker rate to the taker and the maker rate to the maker", () => {
    const fees = { maker: "0.001", taker: "0.002" };
    const buyTaker = settleFill({ price: 100_000, quantity: 1_000_000, takerSide: "buy" }, BTC_USDT, fees);
    expect(buyTaker.buyerFee).toEqual(money("0.002", 8));
    expect(buyTaker.sellerFee).toEqual(money("1", 6));
    const sellTaker = settleFill({ price: 100_000, quantity: 1_000_000, takerSide: "sell" }, BTC_USDT, fees);
    expect(sellTaker.buyerFee).toEqual(money("0.001", 8));
    expect(sellTaker.sellerFee).toEqual(money("2", 6));
  });

  it("rejects a fee rate outside [0, 1)", () => {
    const fill = { price: 1, quantity: 1, takerSide: "buy" as const };
    expect(() => settleFill(fill, BTC_USDT, { maker: "-0.001", taker: "0.001" })).toThrow(MoneyError);
    expect(() => settleFill(fill, BTC_USDT, { maker: "0.001", taker: "1" })).toThrow(MoneyError);
  });
});

describe("holds and budgets", () => {
  it("buyHold is price × amount plus the fee, both rounded up", () => {
    // 0.5 BTC at 65,000.12: 32,500.06 + 32.50006
    expect(buyHold(6_500_012, 500_000, "0.001", BTC_USDT)).toEqual(money("32532.56006", 6));
    // 10^-8 USDT of notional is held as one unit, and its fee as another
    expect(buyHold(1, 1, "0.001", BTC_USDT)).toEqual(money("0.000002", 6));
    expect(sellHold(500_000, BTC_USDT)).toEqual(money("0.5", 8));
  });

  it("notionalFromQuote turns a quote budget into notional units, rounded down", () => {
    expect(notionalFromQuote(money("1", 6), BTC_USDT)).toBe(100_000_000n);
    expect(quoteFromNotional(100_000_000n, BTC_USDT, "down")).toEqual(money("1", 6));
    expect(quoteFromNotional(1n, BTC_USDT, "up")).toEqual(money("0.000001", 6));
    expect(() => notionalFromQuote(money("1", 8), BTC_USDT)).toThrow(MoneyError);
  });
});

const arbMarket: fc.Arbitrary<SpotMarket> = fc
  .record({
    quoteScale: fc.integer({ min: 0, max: 18 }),
    baseScale: fc.integer({ min: 0, max: 18 }),
    tick: fc.bigInt({ min: 1n, max: 10_000n }),
    step: fc.bigInt({ min: 1n, max: 10_000n }),
  })
  .map(({ quoteScale, baseScale, tick, step }) => ({
    tickSize: fromUnits(tick, quoteScale),
    stepSize: fromUnits(step, baseScale),
  }));
const arbRate = fc.integer({ min: 0, max: 999_999 }).map((ppm) => fromUnits(BigInt(ppm), 6));
const arbFill = fc.record({
  price: fc.integer({ min: 1, max: 1e9 }),
  quantity: fc.integer({ min: 1, max: 1e9 }),
  takerSide: fc.constantFrom("buy" as const, "sell" as const),
});

describe("settlement properties", () => {
  it("conserves every asset in every fill; fees stay within the rate", () => {
    fc.assert(
      fc.property(arbMarket, arbRate, arbRate, arbFill, (market, maker, taker, fill) => {
        const s = settleFill(fill, market, { maker, taker });
        const buyerRate = fill.takerSide === "buy" ? taker : maker;
        const sellerRate = fill.takerSide === "sell" ? taker : maker;
        // quote: the buyer pays, the seller and the fee account receive
        const quoteLegs: Amount[] = [neg(s.quote), s.sellerReceives, s.sellerFee];
        expect(quoteLegs.reduce(add)).toEqual(zero(market.tickSize.scale));
        // base: the seller gives, the buyer and the fee account receive
        const baseLegs: Amount[] = [neg(s.base), s.buyerReceives, s.buyerFee];
        expect(baseLegs.reduce(add)).toEqual(zero(market.stepSize.scale));
        expect(s.buyerFee.units >= 0n && s.sellerFee.units >= 0n).toBe(true);
        expect(s.buyerReceives.units >= 0n && s.sellerReceives.units >= 0n).toBe(true);
        expect(s.buyerFee).toEqual(mulRate(s.base, buyerRate, "down"));
        expect(s.sellerFee).toEqual(mulRate(s.quote, sellerRate, "down"));
        // the quote is the exact price × quantity, rounded down by less than one unit
        const exact =
          BigInt(fill.price) * market.tickSize.units * BigInt(fill.quantity) * market.stepSize.units;
        const unit = 10n ** BigInt(market.stepSize.scale);
        expect(s.quote.units * unit <= exact && exact < (s.quote.units + 1n) * unit).toBe(true);
        expect(s.base).toEqual(baseAmount(fill.quantity, market));
      }),
      { seed: 3, numRuns: 500 },
    );
  });

  it("a buy's hold covers every way it can fill: any split, at its price or better", () => {
    const arbOrder = fc.record({
      price: fc.integer({ min: 1, max: 1e9 }),
      parts: fc.array(
        fc.record({ quantity: fc.integer({ min: 1, max: 1e6 }), better: fc.integer({ min: 0, max: 100 }) }),
        { minLength: 1, maxLength: 8 },
      ),
    });
    fc.assert(
      fc.property(arbMarket, arbRate, arbOrder, (market, rate, order) => {
        const quantity = order.parts.reduce((sum, p) => sum + p.quantity, 0);
        const hold = buyHold(order.price, quantity, rate, market);
        let spent = zero(market.tickSize.scale);
        for (const part of order.parts) {
          const price = Math.max(1, order.price - part.better);
          spent = add(spent, quoteAmount(price, part.quantity, market));
        }
        expect(sub(hold, spent).units >= 0n).toBe(true);
        expect(sub(hold, quoteAmount(order.price, quantity, market)).units >= 0n).toBe(true);
      }),
      { seed: 5, numRuns: 300 },
    );
  });

  it("a budget converted with notionalFromQuote never buys more than the budget", () => {
    fc.assert(
      fc.property(arbMarket, fc.bigInt({ min: 1n, max: 10n ** 15n }), (market, units) => {
        const budget = fromUnits(units, market.tickSize.scale);
        const n = notionalFromQuote(budget, market);
        expect(sub(budget, quoteFromNotional(n, market, "up")).units >= 0n).toBe(true);
        // and one more notional unit would not fit in the budget exactly
        const next = n + 1n;
        const exactNext = next * market.tickSize.units * market.stepSize.units;
        expect(exactNext > units * 10n ** BigInt(market.stepSize.scale)).toBe(true);
      }),
      { seed: 9, numRuns: 300 },
    );
  });
});
