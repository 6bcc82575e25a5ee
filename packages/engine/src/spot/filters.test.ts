import { money } from "@bourse/money";
import { describe, expect, it } from "vitest";
import { filterRefusal, type OrderFilters } from "./filters.ts";

/** BTC/USDT: tick 0.01 USDT, step 0.000001 BTC; prices in steps of 0.5 (50 ticks), lots of 0.0001 (100 steps). */
const MARKET: OrderFilters = {
  tickSize: money("0.01", 6),
  stepSize: money("0.000001", 8),
  priceStepTicks: 50n,
  lotStepSteps: 100n,
  minNotional: money("5", 6),
};

describe("filterRefusal", () => {
  it("passes a limit order on both steps above the minimum notional", () => {
    // 65000.50 × 0.0001 = 6.50005
    expect(filterRefusal({ price: 6_500_050, quantity: 100 }, MARKET)).toBeUndefined();
  });

  it("refuses a price off the price step, then a quantity off the lot step", () => {
    expect(filterRefusal({ price: 6_500_001, quantity: 100 }, MARKET)).toBe("price_step");
    expect(filterRefusal({ price: 6_500_050, quantity: 150 }, MARKET)).toBe("lot_step");
  });

  it("refuses a limit order below the minimum notional, and a market buy's budget below it", () => {
    // 40000 × 0.0001 = 4 USDT
    expect(filterRefusal({ price: 4_000_000, quantity: 100 }, MARKET)).toBe("min_notional");
    expect(filterRefusal({ budget: money("4.999999", 6) }, MARKET)).toBe("min_notional");
    expect(filterRefusal({ budget: money("5", 6) }, MARKET)).toBeUndefined();
  });

  it("checks only the lot step of a market sell", () => {
    expect(filterRefusal({ price: null, quantity: 100 }, MARKET)).toBeUndefined();
    expect(filterRefusal({ price: null, quantity: 101 }, MARKET)).toBe("lot_step");
  });

  it("lets any tick and step through with steps of one", () => {
    const fine = { ...MARKET, priceStepTicks: 1n, lotStepSteps: 1n };
    expect(filterRefusal({ price: 6_500_001, quantity: 1_000 }, fine)).toBeUndefined();
  });
});
