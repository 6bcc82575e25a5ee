import { describe, expect, it } from "vitest";
import {
  applicableCoupons,
  bestCoupon,
  chosenCoupon,
  couponDiscount,
  type FeeCouponFields,
  isCouponRefusal,
  rankCoupons,
  ratePercent,
} from "./fee-coupon";

const NOW = Date.parse("2026-03-05T12:00:00Z");

const coupon = (over: Partial<FeeCouponFields> & { id: number }): FeeCouponFields => ({
  kind: "fee_discount",
  state: "available",
  currency_name: "USDT",
  rate: "0.5",
  cap: "10",
  valid_from: "2026-03-01T00:00:00Z",
  valid_until: "2026-03-31T00:00:00Z",
  ...over,
});

const ids = (list: readonly { id: number }[]) => list.map((c) => c.id);

describe("the coupons an order may name", () => {
  it("keeps available fee discounts in the fee's coin, inside their validity", () => {
    const list = [
      coupon({ id: 1 }),
      coupon({ id: 2, currency_name: "BTC" }),
      coupon({ id: 3, kind: "bonus", rate: null, cap: null }),
      coupon({ id: 4, state: "used" }),
      coupon({ id: 5, state: "expired" }),
      coupon({ id: 6, state: "upcoming", valid_from: "2026-03-06T00:00:00Z" }),
      coupon({ id: 7, valid_until: "2026-03-05T12:00:00Z" }),
      coupon({ id: 8, valid_from: "2026-03-05T12:00:01Z" }),
      coupon({ id: 9, rate: "0" }),
      coupon({ id: 10, rate: null }),
    ];
    expect(ids(applicableCoupons(list, "USDT", NOW))).toEqual([1]);
    expect(ids(applicableCoupons(list, "BTC", NOW))).toEqual([2]);
    expect(applicableCoupons(list, "ETH", NOW)).toEqual([]);
  });
});

describe("what a coupon takes off a fee", () => {
  it("is fee × rate, exactly", () => {
    expect(couponDiscount({ rate: "0.5", cap: "10" }, "3")).toBe("1.5");
    expect(couponDiscount({ rate: "0.3", cap: "10" }, "0.1")).toBe("0.03");
    expect(couponDiscount({ rate: "0.2", cap: null }, "1000")).toBe("200");
  });

  it("stops at the cap", () => {
    expect(couponDiscount({ rate: "0.5", cap: "10" }, "30")).toBe("10");
    expect(couponDiscount({ rate: "1", cap: "2.5" }, "2.5")).toBe("2.5");
  });

  it("is unknown while the fee is", () => {
    expect(couponDiscount({ rate: "0.5", cap: "10" }, null)).toBeNull();
    expect(couponDiscount({ rate: "0.5", cap: "10" }, "0")).toBeNull();
    expect(couponDiscount({ rate: "0.5", cap: "10" }, "abc")).toBeNull();
  });
});

describe("the best coupon for an order", () => {
  it("is the one that takes the most off the fee", () => {
    const list = [
      coupon({ id: 1, rate: "0.2", cap: "100" }),
      coupon({ id: 2, rate: "0.5", cap: "1" }),
      coupon({ id: 3, rate: "0.3", cap: null }),
    ];
    // fee 10: 2, 1, 3 → the uncapped 30 %
    expect(bestCoupon(list, "10")?.id).toBe(3);
    // fee 1: 0.2, 0.5, 0.3 → the half-off one, under its cap
    expect(bestCoupon(list, "1")?.id).toBe(2);
    expect(ids(rankCoupons(list, "1"))).toEqual([2, 3, 1]);
  });

  it("breaks a tie by the soonest expiry, then the older coupon", () => {
    const list = [
      coupon({ id: 1, rate: "0.5", cap: "1", valid_until: "2026-03-20T00:00:00Z" }),
      coupon({ id: 2, rate: "0.8", cap: "1", valid_until: "2026-03-10T00:00:00Z" }),
      coupon({ id: 3, rate: "1", cap: "1", valid_until: "2026-03-10T00:00:00Z" }),
    ];
    // fee 100: every one takes its cap, 1
    expect(ids(rankCoupons(list, "100"))).toEqual([2, 3, 1]);
  });

  it("ranks by cap (none first), then rate, while the fee is unknown", () => {
    const list = [
      coupon({ id: 1, rate: "0.5", cap: "5" }),
      coupon({ id: 2, rate: "0.1", cap: null }),
      coupon({ id: 3, rate: "0.9", cap: "5" }),
      coupon({ id: 4, rate: "0.9", cap: "20" }),
    ];
    expect(ids(rankCoupons(list, null))).toEqual([2, 4, 3, 1]);
  });

  it("is none when no coupon applies", () => {
    expect(bestCoupon([], "10")).toBeNull();
  });
});

describe("the coupon an order names", () => {
  const list = [coupon({ id: 1, rate: "0.2" }), coupon({ id: 2, rate: "0.5" })];

  it("is none until the user picks one, even when one applies", () => {
    expect(chosenCoupon(list, "none")).toBeNull();
  });

  it("is the one the user picked", () => {
    expect(chosenCoupon(list, 1)?.id).toBe(1);
    expect(chosenCoupon(list, 2)?.id).toBe(2);
  });

  it("is none when the pick no longer applies, never another coupon", () => {
    expect(chosenCoupon(list, 9)).toBeNull();
    expect(chosenCoupon([], 1)).toBeNull();
  });
});

describe("coupon figures and refusals", () => {
  it("shows a rate as a percent, exactly, in the language's format", () => {
    expect(ratePercent("0.5", "en")).toBe("50%");
    expect(ratePercent("0.125", "en")).toBe("12.5%");
    expect(ratePercent("0.125", "vi")).toBe("12,5%");
    expect(ratePercent("12.345", "vi")).toBe("1.234,5%");
    expect(ratePercent("12.345", "en")).toBe("1,234.5%");
    expect(ratePercent("1", "en")).toBe("100%");
    for (const bad of [null, undefined, "", "x", "-0.1"]) expect(ratePercent(bad, "en")).toBe("--");
  });

  it("knows the server's coupon refusals", () => {
    expect(isCouponRefusal("GROWTH_COUPON_USED")).toBe(true);
    expect(isCouponRefusal("GROWTH_COUPON_NOT_APPLICABLE")).toBe(true);
    expect(isCouponRefusal("SPOT_BALANCE")).toBe(false);
    expect(isCouponRefusal(undefined)).toBe(false);
  });
});
