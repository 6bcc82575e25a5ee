import { describe, expect, it } from "vitest";
import { fiatFor, limitProblem, maxPerOrder, previewDeal } from "./deal";

const ad = { price: "7.23", decimals: 6, min_number: "10", max_number: "500", surplus_number: "300" };

describe("the take preview", () => {
  it("rounds a coin amount's fiat cost half up to the cent", () => {
    expect(fiatFor("10.5", "7.23")).toBe("75.92"); // 75.915
    expect(fiatFor("10.4", "7.23")).toBe("75.19"); // 75.192
    expect(previewDeal(ad, "number", "10.5")).toEqual({ amount: "10.5", money: "75.92" });
  });

  it("buys with a fiat sum the coin it covers, rounded down, never costing more than the sum", () => {
    const p = previewDeal(ad, "money", "100");
    expect(p).toEqual({ amount: "13.831258", money: "100" });
    const q = previewDeal({ price: "3", decimals: 2 }, "money", "10");
    expect(q).toEqual({ amount: "3.33", money: "9.99" });
  });

  it("previews nothing for empty, zero, negative or over-precise values", () => {
    for (const v of ["", "0", "-1", "abc", "1.234"]) expect(previewDeal(ad, "money", v)).toBeNull();
    expect(previewDeal(ad, "number", "1.1234567")).toBeNull();
    expect(previewDeal({ price: "100000", decimals: 2 }, "money", "1")).toBeNull();
  });

  it("checks the limits against the ad's max or what is left, whichever is less", () => {
    expect(maxPerOrder(ad)).toBe("300");
    expect(limitProblem(ad, "9.99")).toBe("below_min");
    expect(limitProblem(ad, "300")).toBeNull();
    expect(limitProblem(ad, "300.01")).toBe("above_max");
    expect(limitProblem({ ...ad, surplus_number: "900" }, "500.5")).toBe("above_max");
  });
});
