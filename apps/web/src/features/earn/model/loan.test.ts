import { describe, expect, it } from "vitest";
import { parseRate } from "./figures";
import {
  assetCeiling,
  borrowProblem,
  chosen,
  collateralFor,
  collateralProblem,
  collateralReturned,
  dueDay,
  followsIndex,
  interestForDay,
  isLoanState,
  isLtvStep,
  leastCollateral,
  loanQuote,
  loanStart,
  ltv,
  ltvAfterTopup,
  ltvPercent,
  ltvStep,
  ltvWidth,
  priceAtLtv,
  priceUnits,
  proposedCollateral,
  ratePosition,
} from "./loan";

const rate = (text: string) => {
  const r = parseRate(text);
  if (!r) throw new Error(text);
  return r;
};
const USDT = 1_000_000n;
const BTC = 100_000_000n;
const steps = { marginCall: rate("0.8"), topUp: rate("0.85"), liquidate: rate("0.92") };

/** The seeded 7-day USDT offer and BTC at 60,000 USDT, initial LTV 65 %. */
const week = { decimals: 6, daily_rate: "0.0003", cycle_days: 7 };
const btc = {
  decimals: 8,
  index_price: "60000",
  initial_ltv: "0.65",
  margin_call: "0.8",
  top_up: "0.85",
  liquidate: "0.92",
};

describe("the engine's figures, in integer units", () => {
  it("charge a day's interest rounded down", () => {
    expect(interestForDay(1000n * USDT, rate("0.0003"))).toBe(300_000n);
    // 333.333333 × 0.0003 = 0.0999999999 → 0.099999
    expect(interestForDay(333_333_333n, rate("0.0003"))).toBe(99_999n);
    expect(interestForDay(0n, rate("0.0003"))).toBe(0n);
  });

  it("hold the least collateral that keeps the initial LTV, rounded up", () => {
    const price = 60_000n * USDT;
    expect(collateralFor(39_000n * USDT, price, 8, rate("0.65"))).toBe(BTC);
    // one more USDT unit needs one more satoshi
    expect(collateralFor(39_000n * USDT + 1n, price, 8, rate("0.65"))).toBe(BTC + 1n);
    expect(collateralFor(0n, price, 8, rate("0.65"))).toBe(0n);
    expect(collateralFor(1n, 0n, 8, rate("0.65"))).toBeNull();
    expect(collateralFor(1n, price, 8, rate("0"))).toBeNull();
  });

  it("find the price at which the LTV reaches a step, rounded up", () => {
    // 39,000 USDT against 1 BTC reaches 92 % at 42,391.304347826… → 42,391.304348
    expect(priceAtLtv(39_000n * USDT, BTC, 8, rate("0.92"))).toBe(42_391_304_348n);
    expect(priceAtLtv(0n, BTC, 8, rate("0.92"))).toBe(0n);
    expect(priceAtLtv(1n, 0n, 8, rate("0.92"))).toBeNull();
  });

  it("value the LTV exactly and place it on the steps, each inclusive", () => {
    const price = 60_000n * USDT;
    expect(ltvPercent(ltv(39_000n * USDT, BTC, price, 8))).toBe("65");
    // 40,000 ÷ 60,000 = 66.666…% → cut
    expect(ltvPercent(ltv(40_000n * USDT, BTC, price, 8))).toBe("66.66");
    expect(ltvStep(ltv(39_000n * USDT, BTC, price, 8), steps)).toBe("ok");
    expect(ltvStep(ltv(48_000n * USDT, BTC, price, 8), steps)).toBe("margin_call");
    expect(ltvStep(ltv(48_000n * USDT - 1n, BTC, price, 8), steps)).toBe("ok");
    expect(ltvStep(ltv(51_000n * USDT, BTC, price, 8), steps)).toBe("top_up");
    expect(ltvStep(ltv(55_200n * USDT, BTC, price, 8), steps)).toBe("liquidate");
    expect(ltv(0n, 0n, price, 8)).toEqual({ num: 0n, den: 1n });
    // debt against nothing: infinite, at the last step, no percent
    expect(ltv(1n, 0n, price, 8)).toEqual({ num: 1n, den: 0n });
    expect(ltvStep({ num: 1n, den: 0n }, steps)).toBe("liquidate");
    expect(ltvPercent({ num: 1n, den: 0n })).toBeNull();
  });

  it("read an index price in loan units, cutting what is finer than the coin", () => {
    expect(priceUnits("60000", 6)).toBe(60_000n * USDT);
    expect(priceUnits("65000.1234567", 6)).toBe(65_000_123_456n);
    expect(priceUnits(null, 6)).toBeNull();
    expect(priceUnits("-1", 6)).toBeNull();
    expect(priceUnits("1e3", 6)).toBeNull();
  });
});

describe("the calculator", () => {
  it("charges ⌊amount × daily rate⌋ a day and the cycle's days × that", () => {
    expect(loanQuote("1000", week)).toEqual({ daily: "0.3", total: "2.1", repay: "1002.1" });
    // 0.0999999999 a day is 0.099999, 7 days 0.699993 (never ⌊amount × rate × 7⌋ = 0.699999)
    expect(loanQuote("333.333333", week)).toEqual({
      daily: "0.099999",
      total: "0.699993",
      repay: "334.033326",
    });
    expect(loanQuote("", week)).toBeNull();
    expect(loanQuote("0", week)).toBeNull();
    expect(loanQuote("1.0000001", week)).toBeNull();
    expect(loanQuote("abc", week)).toBeNull();
  });

  it("asks for the least collateral at the index price, in the collateral coin's decimals", () => {
    expect(leastCollateral("39000", week, btc)).toBe("1");
    expect(leastCollateral("39000.000001", week, btc)).toBe("1.00000001");
    // 1000 ÷ (60,000 × 0.65) = 0.025641025… → up
    expect(leastCollateral("1000", week, btc)).toBe("0.02564103");
    expect(leastCollateral("1000", week, { ...btc, index_price: null })).toBeNull();
    expect(leastCollateral("1000", week, { ...btc, index_price: "0" })).toBeNull();
    expect(leastCollateral("", week, btc)).toBeNull();
  });

  it("proposes the collateral for a start 5 points below the initial LTV", () => {
    // 39,000 ÷ (60,000 × 0.60) = 1.083333… → up
    expect(proposedCollateral("39000", week, btc)).toBe("1.08333334");
    expect(proposedCollateral("39000", week, { ...btc, initial_ltv: "0.05" })).toBe("13");
    expect(proposedCollateral("", week, btc)).toBeNull();
  });
});

describe("a loan's start", () => {
  it("shows the starting LTV, its step and the liquidation price", () => {
    expect(loanStart("39000", "1", week, btc)).toEqual({
      ltv: "65",
      step: "ok",
      liquidationPrice: "42391.304348",
      short: false,
    });
    // more collateral lowers the LTV and the liquidation price
    expect(loanStart("39000", "2", week, btc)).toMatchObject({
      ltv: "32.5",
      liquidationPrice: "21195.652174",
    });
    // one satoshi short of the least is above the initial LTV
    expect(loanStart("39000", "0.99999999", week, btc)).toMatchObject({ short: true, ltv: "65" });
    expect(loanStart("48000", "1", week, btc)).toMatchObject({ step: "margin_call", short: true });
    expect(loanStart("39000", "", week, btc)).toBeNull();
    expect(loanStart("39000", "1.000000001", week, btc)).toBeNull();
    expect(loanStart("39000", "1", week, { ...btc, index_price: null })).toBeNull();
  });

  it("is due the cycle's days after today (UTC)", () => {
    expect(dueDay("2026-03-01", 7)).toBe("2026-03-08");
    expect(dueDay("2026-02-25", 7)).toBe("2026-03-04");
  });

  it("may borrow at most the available assets × the asset limit, rounded down", () => {
    expect(assetCeiling("6500.12345678", "0.8", 6)).toBe("5200.098764");
    expect(assetCeiling("0", "0.8", 6)).toBe("0");
    expect(assetCeiling("x", "0.8", 6)).toBeNull();
  });
});

describe("one's loans", () => {
  it("preview the LTV once collateral is added", () => {
    const loan = { debt: "51000", collateral: "1" };
    expect(ltvAfterTopup(loan, "0.5", 6, btc)).toEqual({ ltv: "56.66", step: "ok" });
    expect(ltvAfterTopup(loan, "0.01", 6, btc)).toEqual({ ltv: "84.15", step: "margin_call" });
    expect(ltvAfterTopup(loan, "0", 6, btc)).toBeNull();
    expect(ltvAfterTopup({ ...loan, debt: null }, "1", 6, btc)).toBeNull();
  });

  it("give back the collateral a liquidation did not sell", () => {
    expect(collateralReturned("1", "0.92857143")).toBe("0.07142857");
    expect(collateralReturned("1", null)).toBeNull();
  });

  it("are read again while one is active", () => {
    expect(followsIndex([{ state: "repaid" }, { state: "active" }])).toBe(true);
    expect(followsIndex([{ state: "review" }, { state: "repaying" }])).toBe(false);
    expect(followsIndex([])).toBe(false);
  });

  it("know their states and steps", () => {
    expect(isLoanState("liquidated")).toBe(true);
    expect(isLoanState("closed")).toBe(false);
    expect(isLtvStep("top_up")).toBe(true);
    expect(isLtvStep(null)).toBe(false);
  });

  it("draw the LTV as a bar, full at 100 % and beyond", () => {
    expect(ltvWidth("61.53")).toBeCloseTo(61.53);
    expect(ltvWidth("130")).toBe(100);
    expect(ltvWidth(null)).toBe(0);
    expect(ratePosition("0.92")).toBeCloseTo(92);
  });
});

describe("the application's checks", () => {
  const limits = { decimals: 6, min: "100", max: "50000", ceiling: "5200" };

  it("keep the amount within the offer and one's assets", () => {
    expect(borrowProblem("", limits)).toBe("required");
    expect(borrowProblem("-1", limits)).toBe("invalid");
    expect(borrowProblem("1.0000001", limits)).toBe("decimals");
    expect(borrowProblem("99.999999", limits)).toBe("belowMin");
    expect(borrowProblem("50000.000001", { ...limits, ceiling: undefined })).toBe("aboveMax");
    expect(borrowProblem("5200.000001", limits)).toBe("aboveLimit");
    expect(borrowProblem("5200", limits)).toBeNull();
    expect(borrowProblem("6000", { ...limits, ceiling: undefined })).toBeNull();
  });

  it("keep the collateral at least the least and within what is available", () => {
    const held = { decimals: 8, least: "0.02564103", available: "0.1" };
    expect(collateralProblem(" ", held)).toBe("required");
    expect(collateralProblem("0", held)).toBe("invalid");
    expect(collateralProblem("0.000000001", held)).toBe("decimals");
    expect(collateralProblem("0.02564102", held)).toBe("belowLeast");
    expect(collateralProblem("0.02564103", held)).toBeNull();
    expect(collateralProblem("0.10000001", held)).toBe("aboveAvailable");
    expect(collateralProblem("0.5", { ...held, available: undefined })).toBeNull();
    expect(collateralProblem("0.00000001", { ...held, least: null })).toBeNull();
  });
});

describe("the choices", () => {
  it("take the item asked for, else the first", () => {
    const coins = [{ currency_id: 1 }, { currency_id: 2 }];
    expect(chosen(coins, "2", (c) => c.currency_id)).toEqual({ currency_id: 2 });
    expect(chosen(coins, "9", (c) => c.currency_id)).toEqual({ currency_id: 1 });
    expect(chosen(coins, null, (c) => c.currency_id)).toEqual({ currency_id: 1 });
    expect(chosen([], "1", (c: { currency_id: number }) => c.currency_id)).toBeUndefined();
  });
});
