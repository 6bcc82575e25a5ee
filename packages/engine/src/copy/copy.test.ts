import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { feeFor, marginFor } from "../lever/math.ts";
import { arbLots, arbMultiple, arbTerms, BTC_USDT } from "../lever/test-terms.ts";
import { referenceCopiedLots, referenceProfitShare, referenceSizeCopy } from "./reference.ts";
import { type CopyMode, copiedLots, profitShare, sizeCopy } from "./size.ts";

const arbMode: fc.Arbitrary<CopyMode> = fc.oneof(
  fc.bigInt({ min: 1n, max: 2_000n }).map((m) => ({ kind: "proportional" as const, multipleHundredths: m })),
  fc.bigInt({ min: 1n, max: 10_000n }).map((lots) => ({ kind: "fixed" as const, lots })),
);
const arbCap = fc.option(fc.bigInt({ min: 0n, max: 10n ** 12n }), { nil: null });

describe("copied lots", () => {
  it("equals the rule as written, for any mode and lot precision", () => {
    fc.assert(
      fc.property(arbLots, arbMode, fc.integer({ min: 0, max: 4 }), (lots, mode, lotDecimals) => {
        expect(copiedLots(lots, mode, { lotDecimals })).toBe(
          referenceCopiedLots(lots, mode, { lotDecimals }),
        );
      }),
    );
  });

  it("cuts a proportional copy above one lot to two decimals, and keeps smaller ones whole to the unit", () => {
    const terms = { lotDecimals: 3 };
    // 1.234 lots × 1.5 = 1.851 → 1.85; 0.5 lots × 1.5 = 0.75 stays; 2 lots × 1.5 = 3 stays
    expect(copiedLots(1234n, { kind: "proportional", multipleHundredths: 150n }, terms)).toBe(1850n);
    expect(copiedLots(500n, { kind: "proportional", multipleHundredths: 150n }, terms)).toBe(750n);
    expect(copiedLots(2000n, { kind: "proportional", multipleHundredths: 150n }, terms)).toBe(3000n);
    expect(copiedLots(7n, { kind: "fixed", lots: 42n }, terms)).toBe(42n);
  });
});

describe("a follower's copy", () => {
  it("is the reference's copy for random trader orders and settings", () => {
    fc.assert(
      fc.property(
        arbTerms,
        arbLots,
        arbMode,
        arbCap,
        arbCap,
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 0n, max: 10n ** 13n }),
        fc.bigInt({ min: 1n, max: 10n ** 8n }),
        arbMultiple,
        (terms, traderLots, mode, perOrder, total, inUse, available, price, multiple) => {
          const common = {
            traderLots,
            mode,
            limits: { maxMarginPerOrder: perOrder, maxMarginTotal: total },
            marginInUse: inUse,
            available,
            price,
            multiple,
            minLots: 1n,
            maxLots: 20_000n,
            terms,
            feeOf: (lots: bigint) => feeFor(price, lots, terms.fee, terms),
          };
          const got = sizeCopy(common);
          expect(got).toEqual(
            referenceSizeCopy({ ...common, marginOf: (lots) => marginFor(price, lots, multiple, terms) }),
          );
          if (got.ok) {
            // what it opens fits every cap and the balance
            if (perOrder !== null) expect(got.margin).toBeLessThanOrEqual(perOrder);
            if (total !== null) expect(inUse + got.margin).toBeLessThanOrEqual(total);
            expect(got.margin + common.feeOf(got.lots)).toBeLessThanOrEqual(available);
            expect(got.lots).toBeLessThanOrEqual(copiedLots(traderLots, mode, terms));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("is skipped, with the reason, when it cannot be afforded", () => {
    const base = {
      traderLots: 100n, // 1 lot = 0.01 BTC
      mode: { kind: "proportional" as const, multipleHundredths: 200n },
      limits: { maxMarginPerOrder: null, maxMarginTotal: null },
      marginInUse: 0n,
      price: 6_500_000n, // 65,000.00
      multiple: 5,
      minLots: 1n,
      maxLots: 10_000n,
      terms: BTC_USDT,
      feeOf: (lots: bigint) => feeFor(6_500_000n, lots, BTC_USDT.fee, BTC_USDT),
    };
    // 2 × 0.01 BTC × 65,000 / 5 = 260 USDT margin + 0.65 fee
    expect(sizeCopy({ ...base, available: 260_650_000n })).toEqual({
      ok: true,
      lots: 200n,
      margin: 260_000_000n,
    });
    expect(sizeCopy({ ...base, available: 260_649_999n })).toEqual({
      ok: false,
      reason: "insufficient_balance",
    });
    expect(
      sizeCopy({
        ...base,
        available: 10n ** 12n,
        limits: { maxMarginPerOrder: null, maxMarginTotal: 300_000_000n },
        marginInUse: 50_000_000n,
      }),
    ).toEqual({ ok: false, reason: "over_total_margin" });
    // a per-order cap of 130 USDT copies 1 lot instead of 2
    expect(
      sizeCopy({
        ...base,
        available: 10n ** 12n,
        limits: { maxMarginPerOrder: 130_000_000n, maxMarginTotal: null },
      }),
    ).toEqual({ ok: true, lots: 100n, margin: 130_000_000n });
    expect(
      sizeCopy({
        ...base,
        available: 10n ** 12n,
        limits: { maxMarginPerOrder: 1_000n, maxMarginTotal: null },
      }),
    ).toEqual({ ok: false, reason: "below_min_lots" });
  });
});

describe("profit share", () => {
  it("never exceeds the rate of a realized profit, and is nothing on a loss", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 15n), max: 10n ** 15n }),
        fc.bigInt({ min: 0n, max: 10_000n }),
        (realized, bp) => {
          const rate = { num: bp, den: 10_000n };
          const share = profitShare(realized, rate);
          expect(share).toBe(referenceProfitShare(realized, rate));
          expect(share).toBeGreaterThanOrEqual(0n);
          if (realized <= 0n) expect(share).toBe(0n);
          else expect(share * rate.den).toBeLessThanOrEqual(realized * rate.num);
        },
      ),
    );
  });
});
