import { describe, expect, it } from "vitest";
import {
  addAll,
  addDays,
  dailyYield,
  earlyRedemption,
  fromUnits,
  parseRate,
  preview,
  ratePercent,
  totalsByCoin,
  totalYield,
  toUnits,
  utcDay,
} from "./figures";

describe("units", () => {
  it("turns decimal text into the coin's units and back, exactly", () => {
    expect(toUnits("500", 6)).toBe(500_000_000n);
    expect(toUnits("500.25", 6)).toBe(500_250_000n);
    expect(toUnits("0.000001", 6)).toBe(1n);
    expect(toUnits("0.0000001", 6)).toBeNull();
    expect(toUnits("1.50", 1)).toBeNull();
    expect(toUnits("-1", 6)).toBeNull();
    expect(toUnits("1e3", 6)).toBeNull();
    expect(toUnits("", 6)).toBeNull();
    expect(toUnits("12345678901234567890.123456789012345678", 18)).toBe(
      12345678901234567890123456789012345678n,
    );
    expect(fromUnits(500_250_000n, 6)).toBe("500.25");
    expect(fromUnits(0n, 8)).toBe("0");
    expect(fromUnits(5n, 0)).toBe("5");
    expect(fromUnits(-1n, 2)).toBe("-0.01");
  });

  it("reads rates as exact fractions", () => {
    expect(parseRate("0.0015")).toEqual({ num: 15n, den: 10000n });
    expect(parseRate("1")).toEqual({ num: 1n, den: 1n });
    expect(parseRate("-0.1")).toBeNull();
    expect(parseRate(null)).toBeNull();
  });
});

describe("the yield", () => {
  it("is floor(amount × daily rate) at the coin's decimals each day", () => {
    expect(dailyYield("500", "0.001", 6)).toBe("0.5");
    expect(dailyYield("123.456789", "0.0015", 6)).toBe("0.185185"); // 0.1851851835 cut
    expect(dailyYield("0.000001", "0.001", 6)).toBe("0"); // less than a unit earns nothing
    expect(dailyYield("1", "0.00000001", 8)).toBe("0.00000001");
    expect(dailyYield("abc", "0.001", 6)).toBeNull();
  });

  it("totals days × the daily yield, never floor(amount × rate × days)", () => {
    expect(totalYield("500", "0.001", 7, 6)).toBe("3.5");
    // 0.000999 a day, cut to 0.000999 (6 decimals) … 0.0009999 cut to 0.000999, × 30
    expect(totalYield("0.9999", "0.001", 30, 6)).toBe("0.02997");
    expect(totalYield("123.456789", "0.0015", 30, 6)).toBe("5.55555");
    expect(totalYield("500", "0.001", 0, 6)).toBe("0");
    expect(totalYield("500", "0.001", -1, 6)).toBeNull();
  });

  it("is exact beyond float precision", () => {
    expect(dailyYield("99999999999.999999", "0.0015", 6)).toBe("149999999.999999");
    expect(totalYield("99999999999.999999", "0.0015", 30, 6)).toBe("4499999999.99997");
  });
});

describe("early redemption", () => {
  it("takes floor(amount × penalty rate) and returns the rest", () => {
    expect(earlyRedemption("500", "0.05", 6)).toEqual({ penalty: "25", returned: "475" });
    expect(earlyRedemption("0.000019", "0.05", 6)).toEqual({ penalty: "0", returned: "0.000019" });
    expect(earlyRedemption("123.456789", "0.08", 6)).toEqual({
      penalty: "9.876543",
      returned: "113.580246",
    });
    expect(earlyRedemption("1", "1", 2)).toEqual({ penalty: "1", returned: "0" });
    expect(earlyRedemption("1.001", "0.05", 2)).toBeNull();
  });
});

describe("dates", () => {
  it("counts days on the UTC calendar", () => {
    expect(utcDay(new Date("2024-03-01T23:59:59-05:00"))).toBe("2024-03-02");
    expect(addDays("2024-02-25", 7)).toBe("2024-03-03");
    expect(addDays("2023-02-25", 7)).toBe("2023-03-04");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2024-01-01", 30)).toBe("2024-01-31");
    expect(addDays("2024-02-30", 1)).toBeNull();
    expect(addDays("soon", 1)).toBeNull();
  });

  it("previews a lock made today: the daily yield, the total and the maturity", () => {
    expect(preview("500", { daily_rate: "0.001", days: 7 }, 6, "2024-05-30")).toEqual({
      daily: "0.5",
      total: "3.5",
      maturity: "2024-06-06",
    });
    expect(preview("", { daily_rate: "0.001", days: 7 }, 6, "2024-05-30")).toBeNull();
  });
});

describe("display", () => {
  it("shows rates as exact percents", () => {
    expect(ratePercent("0.001")).toBe("0.1%");
    expect(ratePercent("0.0015")).toBe("0.15%");
    expect(ratePercent("0.05")).toBe("5%");
    expect(ratePercent("1")).toBe("100%");
    expect(ratePercent("0")).toBe("0%");
    expect(ratePercent(undefined)).toBe("--");
  });

  it("adds amounts exactly, per coin", () => {
    expect(addAll(["0.1", "0.2"])).toBe("0.3");
    expect(addAll(["3.5", "0.000001", "10"])).toBe("13.500001");
    expect(addAll([])).toBe("0");
    expect(addAll(["1", "x"])).toBe("1");
    expect(
      totalsByCoin([
        { coin: "USDT", amount: "0.1" },
        { coin: "BTC", amount: "0.00000001" },
        { coin: "USDT", amount: "0.2" },
      ]),
    ).toEqual([
      ["USDT", "0.3"],
      ["BTC", "0.00000001"],
    ]);
  });
});
