import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRate, type Rate } from "../lever/math.ts";
import { type Coupon, couponState, discountedFee } from "./coupon.ts";
import { referenceCouponState, referenceDiscountedFee } from "./reference.ts";

type Discount = Extract<Coupon, { kind: "fee_discount" }>;

const rate = (text: string): Rate => parseRate(text)!;
/** 20 % off the fee, at most 50,000 units, valid 1,000..2,000 ms */
const DISCOUNT: Discount = {
  kind: "fee_discount",
  rate: rate("0.2"),
  cap: 50_000n,
  validFrom: 1_000,
  validUntil: 2_000,
  used: false,
};
const BONUS: Coupon = {
  kind: "bonus",
  amount: 10_000_000n,
  validFrom: 1_000,
  validUntil: 2_000,
  used: false,
};

describe("coupons", () => {
  it("is upcoming before validFrom, available up to validUntil excluded, then expired", () => {
    for (const c of [DISCOUNT, BONUS]) {
      expect(couponState(c, 999)).toBe("upcoming");
      expect(couponState(c, 1_000)).toBe("available");
      expect(couponState(c, 1_999)).toBe("available");
      expect(couponState(c, 2_000)).toBe("expired");
    }
  });

  it("stays used whatever the time", () => {
    for (const now of [0, 1_500, 5_000]) expect(couponState({ ...BONUS, used: true }, now)).toBe("used");
  });

  it("takes rate × fee off, rounded down, up to the cap", () => {
    expect(discountedFee(100_000n, DISCOUNT)).toEqual({ fee: 80_000n, discount: 20_000n });
    // 20 % of 249,999 is 49,999.8 → 49,999
    expect(discountedFee(249_999n, DISCOUNT)).toEqual({ fee: 200_000n, discount: 49_999n });
    expect(discountedFee(250_000n, DISCOUNT)).toEqual({ fee: 200_000n, discount: 50_000n });
    expect(discountedFee(1_000_000n, DISCOUNT)).toEqual({ fee: 950_000n, discount: 50_000n });
    expect(discountedFee(4n, DISCOUNT)).toEqual({ fee: 4n, discount: 0n });
    expect(discountedFee(0n, DISCOUNT)).toEqual({ fee: 0n, discount: 0n });
    expect(discountedFee(30_000n, { ...DISCOUNT, rate: rate("1") })).toEqual({ fee: 0n, discount: 30_000n });
  });

  it("refuses a bonus coupon, a negative fee and bad coupons", () => {
    expect(() => discountedFee(100n, BONUS as unknown as Discount)).toThrow(RangeError);
    expect(() => discountedFee(-1n, DISCOUNT)).toThrow(RangeError);
    expect(() => discountedFee(100n, { ...DISCOUNT, rate: rate("1.5") })).toThrow(RangeError);
    expect(() => discountedFee(100n, { ...DISCOUNT, rate: rate("0") })).toThrow(RangeError);
    expect(() => discountedFee(100n, { ...DISCOUNT, rate: { num: 1n, den: 0n } })).toThrow(RangeError);
    expect(() => discountedFee(100n, { ...DISCOUNT, cap: 0n })).toThrow(RangeError);
    expect(() => couponState({ ...BONUS, amount: 0n }, 1_500)).toThrow(RangeError);
    expect(() => couponState({ ...BONUS, validUntil: 1_000 }, 1_500)).toThrow(RangeError);
    expect(() => couponState({ ...BONUS, validFrom: 0.5 }, 1_500)).toThrow(RangeError);
    expect(() => couponState({ ...BONUS, kind: "cashback" } as unknown as Coupon, 1_500)).toThrow(RangeError);
    expect(() => couponState(BONUS, Number.NaN)).toThrow(RangeError);
  });

  /* ---------------------------------------------------------------- properties */

  const arbRate: fc.Arbitrary<Rate> = fc.oneof(
    fc.bigInt({ min: 1n, max: 10_000n }).map((num) => ({ num, den: 10_000n })),
    fc
      .bigInt({ min: 1n, max: 10n ** 9n })
      .chain((den) => fc.bigInt({ min: 1n, max: den }).map((num) => ({ num, den }))),
  );
  const arbAmount = fc.oneof(fc.bigInt({ min: 0n, max: 1_000n }), fc.bigInt({ min: 0n, max: 10n ** 30n }));
  const arbDiscount: fc.Arbitrary<Discount> = fc.record({
    kind: fc.constant("fee_discount" as const),
    rate: arbRate,
    cap: fc.oneof(fc.bigInt({ min: 1n, max: 1_000n }), fc.bigInt({ min: 1n, max: 10n ** 30n })),
    validFrom: fc.constant(0),
    validUntil: fc.constant(1),
    used: fc.boolean(),
  });

  it("discounts no more than the cap nor the fee, floor(fee × rate) below the cap, as the naive computation", () => {
    fc.assert(
      fc.property(arbAmount, arbDiscount, (fee, c) => {
        const d = discountedFee(fee, c);
        expect(d).toEqual(referenceDiscountedFee(fee, c.rate, c.cap));
        expect(d.discount).toBeLessThanOrEqual(c.cap);
        expect(d.discount).toBeLessThanOrEqual(fee);
        expect(d.discount).toBeGreaterThanOrEqual(0n);
        expect(d.fee).toBeGreaterThanOrEqual(0n);
        expect(d.fee + d.discount).toBe(fee);
        if (d.discount < c.cap) expect(d.discount).toBe((fee * c.rate.num) / c.rate.den);
      }),
      { numRuns: 1_000 },
    );
  });

  it("tells the state as the naive computation does, at and around both ends", () => {
    const arbCoupon: fc.Arbitrary<Coupon> = fc
      .tuple(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.boolean(),
        fc.boolean(),
      )
      .map(([from, length, used, bonus]) =>
        bonus
          ? { kind: "bonus", amount: 1n, validFrom: from, validUntil: from + length, used }
          : { ...DISCOUNT, validFrom: from, validUntil: from + length, used },
      );
    fc.assert(
      fc.property(
        arbCoupon,
        fc.integer({ min: -2, max: 2 }),
        fc.boolean(),
        fc.integer({ min: -10, max: 3_000_000 }),
        (c, d, atEnd, anywhere) => {
          for (const now of [(atEnd ? c.validUntil : c.validFrom) + d, anywhere]) {
            expect(couponState(c, now)).toBe(referenceCouponState(c, now));
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });
});
