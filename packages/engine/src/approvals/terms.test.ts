import { describe, expect, it } from "vitest";
import {
  lockDailyRateRisky,
  secondsPayoutRisky,
  withdrawalNeedsSecondApproval,
  withdrawalTermsRisky,
} from "./terms.ts";

describe("risky terms", () => {
  it("flags a seconds payout above 100 %, not at it", () => {
    expect(secondsPayoutRisky("150")).toBe(true);
    expect(secondsPayoutRisky("100.01")).toBe(true);
    expect(secondsPayoutRisky("100")).toBe(false);
    expect(secondsPayoutRisky("85")).toBe(false);
    expect(secondsPayoutRisky(" 101 ")).toBe(true);
  });

  it("flags a lock mining plan above 2 % a day", () => {
    expect(lockDailyRateRisky("0.5")).toBe(true);
    expect(lockDailyRateRisky("0.0201")).toBe(true);
    expect(lockDailyRateRisky("0.02")).toBe(false);
    expect(lockDailyRateRisky("0.001")).toBe(false);
  });

  it("values withdrawal terms in USDT at the currency's price", () => {
    // BTC at 60,000: a 0.001 fee is 60 USDT, above the usual 50
    expect(withdrawalTermsRisky({ withdraw_fee: "0.001", withdraw_min: "0.001" }, "60000")).toEqual([
      "withdraw_fee",
    ]);
    expect(withdrawalTermsRisky({ withdraw_fee: "0.0005", withdraw_min: "0.001" }, "60000")).toEqual([]);
    expect(
      withdrawalTermsRisky({ withdraw_fee: "1", withdraw_min: "1000", auto_approve_max: "20000" }, "1"),
    ).toEqual(["withdraw_min", "auto_approve_max"]);
    // no price, no usual range
    expect(withdrawalTermsRisky({ withdraw_fee: "1000", withdraw_min: "0" }, "0")).toEqual([]);
  });

  it("asks a second operator for a withdrawal above its currency's threshold only", () => {
    expect(withdrawalNeedsSecondApproval("10000.5", "10000")).toBe(true);
    expect(withdrawalNeedsSecondApproval("10000", "10000")).toBe(false);
    expect(withdrawalNeedsSecondApproval("1000000", null)).toBe(false);
  });
});
