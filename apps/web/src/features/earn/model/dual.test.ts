import { describe, expect, it } from "vitest";
import {
  awaitsSettlement,
  dualPreview,
  dualSides,
  groupedPrice,
  isDualStatus,
  pairChoice,
  proofHref,
  sharesOf,
  sharesProblem,
  timesShares,
} from "./dual";

/** The seeded BTC/USDT buy-low product: 100 USDT a share, 60,000, 35 % for 7 days. */
const put = {
  per_price: "100",
  per_share: {
    kept: { currency_name: "USDT", amount: "100.671232" },
    converted: { currency_name: "BTC", amount: "0.00167785" },
  },
};

describe("the shares to buy", () => {
  it("are a whole number of at least one share", () => {
    expect(sharesOf("3")).toBe(3);
    expect(sharesOf(" 12 ")).toBe(12);
    expect(sharesOf("007")).toBe(7);
    expect(sharesOf("999999999")).toBe(999_999_999);
    expect(sharesOf("1000000000")).toBeNull();
    expect(sharesOf("0")).toBeNull();
    expect(sharesOf("2.5")).toBeNull();
    expect(sharesOf("2.")).toBeNull();
    expect(sharesOf("-1")).toBeNull();
    expect(sharesOf("1e3")).toBeNull();
    expect(sharesOf("")).toBeNull();
  });

  it("are checked before they are sent: required, whole, left, paid for", () => {
    const limits = { remaining: 10, perPrice: "100", available: "1000" };
    expect(sharesProblem("", limits)).toBe("required");
    expect(sharesProblem("   ", limits)).toBe("required");
    expect(sharesProblem("2.5", limits)).toBe("integer");
    expect(sharesProblem("0", limits)).toBe("integer");
    expect(sharesProblem("abc", limits)).toBe("integer");
    expect(sharesProblem("11", { ...limits, available: undefined })).toBe("aboveRemaining");
    expect(sharesProblem("10", limits)).toBeNull();
    expect(sharesProblem("10", { ...limits, available: "999.999999" })).toBe("aboveAvailable");
    expect(sharesProblem("10", { ...limits, available: undefined })).toBeNull();
    expect(sharesProblem("3", { ...limits, perPrice: "0.01", available: "0.03" })).toBeNull();
  });
});

describe("the investment and the payouts", () => {
  it("multiply per-share figures exactly", () => {
    expect(timesShares(3, "100")).toBe("300");
    expect(timesShares(3, "0.01")).toBe("0.03");
    // 0.1 × 3 is 0.30000000000000004 in floats
    expect(timesShares(3, "0.1")).toBe("0.3");
    expect(timesShares(999_999_999, "0.00000001")).toBe("9.99999999");
    expect(timesShares(123_456_789, "99999.123456789012345678")).toBe("12345570684789.751714678763907942");
    expect(timesShares(0, "5")).toBe("0");
    expect(timesShares(1.5, "5")).toBeNull();
    expect(timesShares(2, "x")).toBeNull();
  });

  it("preview the investment and both payouts for the shares typed", () => {
    // the server pays 0.00503356 BTC on the whole 300 USDT: per-share figures are rounded per share
    expect(dualPreview(put, 3)).toEqual({
      investment: "300",
      kept: { currency_name: "USDT", amount: "302.013696" },
      converted: { currency_name: "BTC", amount: "0.00503355" },
    });
    expect(dualPreview({ ...put, per_price: "bad" }, 3)).toBeNull();
  });

  it("say which settlement prices keep the invested coin and which convert it, low side first", () => {
    expect(dualSides("call")).toEqual([
      { side: "kept", when: "below" },
      { side: "converted", when: "atOrAbove" },
    ]);
    expect(dualSides("put")).toEqual([
      { side: "converted", when: "atOrBelow" },
      { side: "kept", when: "above" },
    ]);
  });
});

describe("choices and display", () => {
  it("reads the status", () => {
    expect(isDualStatus("settling")).toBe(true);
    expect(isDualStatus("toString")).toBe(false);
  });

  it("shows the pair asked for, else the first", () => {
    const pairs = [{ currency_id: 1 }, { currency_id: 2 }];
    expect(pairChoice(pairs, "2")).toBe(2);
    expect(pairChoice(pairs, "9")).toBe(1);
    expect(pairChoice(pairs, null)).toBe(1);
    expect(pairChoice([], "1")).toBeNull();
  });

  it("groups prices exactly, keeping their decimals", () => {
    expect(groupedPrice("70000", "en")).toBe("70,000");
    expect(groupedPrice("59000.5", "en")).toBe("59,000.5");
    expect(groupedPrice("12345678901234.123456789", "en")).toBe("12,345,678,901,234.123456789");
    expect(groupedPrice("0.00001", "en")).toBe("0.00001");
    expect(groupedPrice("70000", "de")).toBe("70.000");
    expect(groupedPrice(null, "en")).toBe("--");
    expect(groupedPrice("abc", "en")).toBe("--");
  });

  it("links the public proof under the API's base", () => {
    const id = "0123456789abcdef0123456789abcdef";
    expect(proofHref("https://bourse.test/api", `/api/dual/${id}/proof`)).toBe(
      `https://bourse.test/api/dual/${id}/proof`,
    );
    expect(proofHref("https://bourse.test/api", `/dual/${id}/proof`)).toBe(
      `https://bourse.test/api/dual/${id}/proof`,
    );
    expect(proofHref("https://bourse.test/api", "https://proofs.test/x")).toBe("https://proofs.test/x");
  });

  it("asks again while a shown order is matured and not settled", () => {
    const at = Date.parse("2026-03-08T08:00:00Z");
    const order = (status: string, maturity_at = "2026-03-08T08:00:00.000Z") => ({ status, maturity_at });
    expect(awaitsSettlement([order("purchased")], at - 1)).toBe(false);
    expect(awaitsSettlement([order("purchased")], at)).toBe(true);
    expect(awaitsSettlement([order("settling")], at - 1)).toBe(true);
    expect(awaitsSettlement([order("completed")], at + 1)).toBe(false);
    expect(awaitsSettlement([], at)).toBe(false);
  });
});
