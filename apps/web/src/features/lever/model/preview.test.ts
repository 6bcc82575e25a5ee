import { describe, expect, it } from "vitest";
import { openDealingPrice, previewOpen } from "./preview";

const btc = { lot_size: "0.01", fee_rate: "0.0005", overnight_rate: "0.0003" };

describe("openDealingPrice", () => {
  const terms = { spread_rate: "0.0001", price_decimals: 2 };

  it("moves the index by the spread against the trader", () => {
    // 65000 × 1.0001 = 65006.5; 65000 × 0.9999 = 64993.5
    expect(openDealingPrice("65000", "long", terms)).toBe("65006.5");
    expect(openDealingPrice("65000", "short", terms)).toBe("64993.5");
  });

  it("rounds a long up and a short down to the price unit", () => {
    // 65000.03 × 1.0001 = 65006.530003 → 65006.54; 65000.03 × 0.9999 = 64993.529997 → 64993.52
    expect(openDealingPrice("65000.03", "long", terms)).toBe("65006.54");
    expect(openDealingPrice("65000.03", "short", terms)).toBe("64993.52");
  });

  it("is the index itself without a spread", () => {
    expect(openDealingPrice("1.2345", "long", { spread_rate: "0", price_decimals: 4 })).toBe("1.2345");
  });
});

describe("previewOpen", () => {
  it("computes margin, handling fee and overnight fee of 1 lot at 5×", () => {
    // notional 65006.5 × 1 × 0.01 = 650.065; margin 650.065 / 5 = 130.013
    // fee 650.065 × 0.0005 = 0.3250325 → 0.325033 (up); overnight × 0.0003 = 0.1950195 → 0.19502
    expect(previewOpen({ price: "65006.5", lots: "1", multiple: 5, terms: btc, moneyDecimals: 6 })).toEqual({
      notional: "650.065",
      margin: "130.013",
      fee: "0.325033",
      overnightPerDay: "0.19502",
      total: "130.338033",
    });
  });

  it("rounds the margin up to the money unit", () => {
    // notional 65432.17 × 0.37 × 0.01 = 242.099029; ÷ 3 = 80.699676333… → 80.699677
    // fee × 0.0005 = 0.1210495145 → 0.12105; overnight × 0.0003 = 0.0726297087 → 0.07263
    const p = previewOpen({ price: "65432.17", lots: "0.37", multiple: 3, terms: btc, moneyDecimals: 6 });
    expect(p?.notional).toBe("242.099029");
    expect(p?.margin).toBe("80.699677");
    expect(p?.fee).toBe("0.12105");
    expect(p?.overnightPerDay).toBe("0.07263");
    expect(p?.total).toBe("80.820727");
  });

  it("charges an exact amount as it is", () => {
    // 2000 × 2 × 0.1 = 400 at 10×: margin 40, fee 0.2, overnight 0.12
    const eth = { lot_size: "0.1", fee_rate: "0.0005", overnight_rate: "0.0003" };
    expect(previewOpen({ price: "2000", lots: "2", multiple: 10, terms: eth, moneyDecimals: 2 })).toEqual({
      notional: "400",
      margin: "40",
      fee: "0.2",
      overnightPerDay: "0.12",
      total: "40.2",
    });
  });

  it("rounds up at a coarser money unit too", () => {
    // 0.001 × 1 × 0.01 = 0.00001 → margin 0.01 at 2 decimals, fee 0.01, overnight 0.01
    const p = previewOpen({ price: "0.001", lots: "1", multiple: 1, terms: btc, moneyDecimals: 2 });
    expect(p).toMatchObject({ margin: "0.01", fee: "0.01", overnightPerDay: "0.01", total: "0.02" });
  });

  it("previews nothing without a positive price, lots or multiple", () => {
    const base = { price: "65000", lots: "1", multiple: 5, terms: btc, moneyDecimals: 6 };
    expect(previewOpen({ ...base, price: "" })).toBeNull();
    expect(previewOpen({ ...base, lots: "0" })).toBeNull();
    expect(previewOpen({ ...base, lots: "abc" })).toBeNull();
    expect(previewOpen({ ...base, multiple: 0 })).toBeNull();
  });
});
