import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { marginSources, settleExperience } from "./experience.ts";
import { referenceMarginSources, referenceSettleExperience } from "./reference.ts";

describe("experience funds", () => {
  it("takes margin from experience funds first, then real money", () => {
    expect(marginSources(1_000n, 300n)).toEqual({ experience: 300n, real: 700n });
    expect(marginSources(1_000n, 5_000n)).toEqual({ experience: 1_000n, real: 0n });
    expect(marginSources(1_000n, 0n)).toEqual({ experience: 0n, real: 1_000n });
    expect(marginSources(0n, 500n)).toEqual({ experience: 0n, real: 0n });
  });

  it("adds a profit to the real part only", () => {
    expect(settleExperience(300n, 700n, 250n)).toEqual({ experience: 300n, real: 950n, shortfall: 0n });
    expect(settleExperience(1_000n, 0n, 400n)).toEqual({ experience: 1_000n, real: 400n, shortfall: 0n });
    expect(settleExperience(300n, 700n, 0n)).toEqual({ experience: 300n, real: 700n, shortfall: 0n });
  });

  it("takes a loss from the experience part first, then the real part", () => {
    expect(settleExperience(300n, 700n, -100n)).toEqual({ experience: 200n, real: 700n, shortfall: 0n });
    expect(settleExperience(300n, 700n, -300n)).toEqual({ experience: 0n, real: 700n, shortfall: 0n });
    expect(settleExperience(300n, 700n, -450n)).toEqual({ experience: 0n, real: 550n, shortfall: 0n });
    expect(settleExperience(300n, 700n, -1_000n)).toEqual({ experience: 0n, real: 0n, shortfall: 0n });
  });

  it("reports a loss beyond the whole margin as a shortfall and leaves both parts at 0", () => {
    expect(settleExperience(300n, 700n, -1_250n)).toEqual({ experience: 0n, real: 0n, shortfall: 250n });
    expect(settleExperience(0n, 0n, -1n)).toEqual({ experience: 0n, real: 0n, shortfall: 1n });
  });

  it("rejects negative amounts", () => {
    expect(() => marginSources(-1n, 0n)).toThrow(RangeError);
    expect(() => marginSources(1n, -1n)).toThrow(RangeError);
    expect(() => settleExperience(-1n, 0n, 0n)).toThrow(RangeError);
    expect(() => settleExperience(0n, -1n, 0n)).toThrow(RangeError);
  });

  const arbAmount = fc.oneof(fc.bigInt({ min: 0n, max: 1_000n }), fc.bigInt({ min: 0n, max: 10n ** 30n }));
  const arbPnl = fc.oneof(
    fc.bigInt({ min: -2_000n, max: 2_000n }),
    fc.bigInt({ min: -(10n ** 31n), max: 10n ** 31n }),
  );

  it("splits the margin exactly, as the naive computation does", () => {
    fc.assert(
      fc.property(arbAmount, arbAmount, (margin, experience) => {
        const s = marginSources(margin, experience);
        expect(s).toEqual(referenceMarginSources(margin, experience));
        expect(s.experience + s.real).toBe(margin);
        expect(s.experience).toBeLessThanOrEqual(experience);
        expect(s.experience).toBeGreaterThanOrEqual(0n);
        expect(s.real).toBeGreaterThanOrEqual(0n);
      }),
      { numRuns: 500 },
    );
  });

  it("conserves the total, never goes negative, never grows the experience part, equals the naive computation", () => {
    fc.assert(
      fc.property(arbAmount, arbAmount, arbPnl, (fromExperience, fromReal, pnl) => {
        const s = settleExperience(fromExperience, fromReal, pnl);
        expect(s).toEqual(referenceSettleExperience(fromExperience, fromReal, pnl));
        const total = fromExperience + fromReal + pnl;
        expect(s.experience + s.real).toBe(total > 0n ? total : 0n);
        expect(s.shortfall).toBe(total < 0n ? -total : 0n);
        expect(s.experience).toBeGreaterThanOrEqual(0n);
        expect(s.real).toBeGreaterThanOrEqual(0n);
        expect(s.experience).toBeLessThanOrEqual(fromExperience);
        if (pnl >= 0n) {
          expect(s.experience).toBe(fromExperience);
          expect(s.real).toBe(fromReal + pnl);
        } else {
          // a loss never touches the real part while experience funds remain
          if (s.experience > 0n) expect(s.real).toBe(fromReal);
          expect(s.real).toBeLessThanOrEqual(fromReal);
        }
      }),
      { numRuns: 1_000 },
    );
  });
});
