import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { referenceToChainUnits, referenceToVenueUnits } from "./reference.ts";
import { toChainUnits, toVenueUnits } from "./units.ts";

const decimals = fc.integer({ min: 0, max: 24 });
const amounts = fc.oneof(fc.bigInt({ min: 0n, max: 1_000n }), fc.bigInt({ min: 0n, max: 10n ** 40n }));

describe("chain and venue units", () => {
  it("scales ether's 18 decimals to a venue's 8 rounding down, and USDT's 6 up to 8 exactly", () => {
    // 1.234567891234567891 ETH → 1.23456789
    expect(toVenueUnits(1_234_567_891_234_567_891n, 18, 8)).toBe(123_456_789n);
    // 1 wei is dust
    expect(toVenueUnits(1n, 18, 8)).toBe(0n);
    // 12.345678 USDT → 12.34567800
    expect(toVenueUnits(12_345_678n, 6, 8)).toBe(1_234_567_800n);
    expect(toChainUnits(123_456_789n, 8, 18)).toBe(1_234_567_890_000_000_000n);
    // a venue amount finer than the chain's unit is cut
    expect(toChainUnits(1_234_567_899n, 8, 6)).toBe(12_345_678n);
    expect(toVenueUnits(42n, 8, 8)).toBe(42n);
  });

  it("refuses a negative amount and bad decimals", () => {
    expect(() => toVenueUnits(-1n, 18, 8)).toThrow(RangeError);
    expect(() => toChainUnits(-1n, 8, 18)).toThrow(RangeError);
    expect(() => toVenueUnits(1n, -1, 8)).toThrow(RangeError);
    expect(() => toChainUnits(1n, 8, 1.5)).toThrow(RangeError);
  });

  it("equals moving the decimal point in the written amount", () => {
    fc.assert(
      fc.property(amounts, decimals, decimals, (units, from, to) => {
        expect(toVenueUnits(units, from, to)).toBe(referenceToVenueUnits(units, from, to));
        expect(toChainUnits(units, from, to)).toBe(referenceToChainUnits(units, from, to));
      }),
      { numRuns: 500 },
    );
  });

  it("gives a venue amount back through the chain when the chain has at least the venue's decimals", () => {
    fc.assert(
      fc.property(amounts, decimals, fc.integer({ min: 0, max: 12 }), (venue, venueDecimals, extra) => {
        const chainDecimals = venueDecimals + extra;
        expect(
          toVenueUnits(toChainUnits(venue, venueDecimals, chainDecimals), chainDecimals, venueDecimals),
        ).toBe(venue);
      }),
      { numRuns: 500 },
    );
  });

  it("credits a chain amount to less than one venue unit below it, and never above", () => {
    fc.assert(
      fc.property(amounts, decimals, decimals, (chain, chainDecimals, venueDecimals) => {
        const back = toChainUnits(
          toVenueUnits(chain, chainDecimals, venueDecimals),
          venueDecimals,
          chainDecimals,
        );
        if (venueDecimals >= chainDecimals) expect(back).toBe(chain);
        else {
          expect(back).toBeLessThanOrEqual(chain);
          expect(chain - back).toBeLessThan(10n ** BigInt(chainDecimals - venueDecimals));
        }
      }),
      { numRuns: 500 },
    );
  });
});
