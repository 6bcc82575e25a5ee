import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_KING_THRESHOLDS, kingEligible } from "./king.ts";
import { referenceKingEligible } from "./reference.ts";

describe("king manager eligibility", () => {
  it("qualifies at exactly 100 direct or 500 team invitees who traded, not one less", () => {
    expect(kingEligible({ directTraded: 100, teamTraded: 100 })).toBe(true);
    expect(kingEligible({ directTraded: 99, teamTraded: 499 })).toBe(false);
    expect(kingEligible({ directTraded: 0, teamTraded: 500 })).toBe(true);
    expect(kingEligible({ directTraded: 99, teamTraded: 500 })).toBe(true);
    expect(kingEligible({ directTraded: 0, teamTraded: 0 })).toBe(false);
    expect(kingEligible({ directTraded: 1_000, teamTraded: 5_000 })).toBe(true);
  });

  it("takes other thresholds", () => {
    expect(kingEligible({ directTraded: 3, teamTraded: 3 }, { direct: 3, team: 10 })).toBe(true);
    expect(kingEligible({ directTraded: 2, teamTraded: 9 }, { direct: 3, team: 10 })).toBe(false);
    expect(DEFAULT_KING_THRESHOLDS).toEqual({ direct: 100, team: 500 });
  });

  it("rejects counts that are not whole numbers ≥ 0, a team smaller than its direct part, thresholds below 1", () => {
    expect(() => kingEligible({ directTraded: -1, teamTraded: 0 })).toThrow(RangeError);
    expect(() => kingEligible({ directTraded: 1.5, teamTraded: 2 })).toThrow(RangeError);
    expect(() => kingEligible({ directTraded: 0, teamTraded: Number.NaN })).toThrow(RangeError);
    expect(() => kingEligible({ directTraded: 5, teamTraded: 4 })).toThrow(RangeError);
    expect(() => kingEligible({ directTraded: 0, teamTraded: 0 }, { direct: 0, team: 500 })).toThrow(
      RangeError,
    );
    expect(() => kingEligible({ directTraded: 0, teamTraded: 0 }, { direct: 100, team: 1.5 })).toThrow(
      RangeError,
    );
  });

  it("equals the naive rule and only grows with the counts", () => {
    const arbCounts = fc
      .tuple(fc.integer({ min: 0, max: 700 }), fc.integer({ min: 0, max: 700 }))
      .map(([direct, more]) => ({ directTraded: direct, teamTraded: direct + more }));
    const arbThresholds = fc.record({
      direct: fc.integer({ min: 1, max: 700 }),
      team: fc.integer({ min: 1, max: 1_400 }),
    });
    fc.assert(
      fc.property(arbCounts, arbThresholds, fc.nat(50), (stats, t, extra) => {
        const eligible = kingEligible(stats, t);
        expect(eligible).toBe(referenceKingEligible(stats.directTraded, stats.teamTraded, t.direct, t.team));
        if (eligible) {
          expect(
            kingEligible(
              { directTraded: stats.directTraded + extra, teamTraded: stats.teamTraded + extra },
              t,
            ),
          ).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });
});
