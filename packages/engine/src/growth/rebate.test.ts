import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseRate, type Rate } from "../lever/math.ts";
import { DEFAULT_REBATE_RATES, type Inviter, type RebateRates, rebateCap, rebates } from "./rebate.ts";
import { referenceRateSum, referenceRebates } from "./reference.ts";

const rate = (text: string): Rate => parseRate(text)!;
const PAYER = 1;
const A = 10;
const B = 20;
const C = 30;
const D = 40;
const plain = (...users: number[]): Inviter[] => users.map((user) => ({ user, king: false }));
const amounts = (shares: { user: number; level: number; amount: bigint }[]) =>
  shares.map(({ user, level, amount }) => [user, level, amount]);

describe("fee rebates", () => {
  it("pays 16 / 8 / 4 % of the fee to a plain chain of three", () => {
    expect(rebates(1_000_000n, PAYER, plain(A, B, C))).toEqual([
      { user: A, level: 1, rate: { num: 16n, den: 100n }, amount: 160_000n },
      { user: B, level: 2, rate: { num: 8n, den: 100n }, amount: 80_000n },
      { user: C, level: 3, rate: { num: 4n, den: 100n }, amount: 40_000n },
    ]);
  });

  it("gives a king manager the king rate of its own level only", () => {
    const chain = [
      { user: A, king: false },
      { user: B, king: true },
      { user: C, king: false },
    ];
    expect(amounts(rebates(1_000_000n, PAYER, chain))).toEqual([
      [A, 1, 160_000n],
      [B, 2, 160_000n],
      [C, 3, 40_000n],
    ]);
    const kings = [A, B, C].map((user) => ({ user, king: true }));
    expect(amounts(rebates(1_000_000n, PAYER, kings))).toEqual([
      [A, 1, 320_000n],
      [B, 2, 160_000n],
      [C, 3, 80_000n],
    ]);
  });

  it("pays nobody past the third level, and fewer levels when the chain is shorter", () => {
    expect(amounts(rebates(1_000_000n, PAYER, plain(A, B, C, D)))).toEqual([
      [A, 1, 160_000n],
      [B, 2, 80_000n],
      [C, 3, 40_000n],
    ]);
    expect(amounts(rebates(1_000_000n, PAYER, plain(A)))).toEqual([[A, 1, 160_000n]]);
    expect(rebates(1_000_000n, PAYER, [])).toEqual([]);
  });

  it("never pays twice around a cycle, nor the payer itself; the others keep their levels", () => {
    // the payer invited its own inviter: A, the payer, A again
    expect(amounts(rebates(1_000_000n, PAYER, plain(A, PAYER, A)))).toEqual([[A, 1, 160_000n]]);
    expect(amounts(rebates(1_000_000n, PAYER, plain(A, B, A)))).toEqual([
      [A, 1, 160_000n],
      [B, 2, 80_000n],
    ]);
    expect(amounts(rebates(1_000_000n, PAYER, plain(PAYER, B, C)))).toEqual([
      [B, 2, 80_000n],
      [C, 3, 40_000n],
    ]);
    // a repeat at level 2 does not move C up to level 2
    expect(amounts(rebates(1_000_000n, PAYER, plain(A, A, C)))).toEqual([
      [A, 1, 160_000n],
      [C, 3, 40_000n],
    ]);
  });

  it("rounds each share down on its own and leaves out zero shares", () => {
    // 99 × 0.16 = 15.84, × 0.08 = 7.92, × 0.04 = 3.96
    expect(amounts(rebates(99n, PAYER, plain(A, B, C)))).toEqual([
      [A, 1, 15n],
      [B, 2, 7n],
      [C, 3, 3n],
    ]);
    // 10 × 0.16 = 1.6; 0.8 and 0.4 round to nothing
    expect(amounts(rebates(10n, PAYER, plain(A, B, C)))).toEqual([[A, 1, 1n]]);
    expect(rebates(1n, PAYER, plain(A, B, C))).toEqual([]);
    expect(rebates(0n, PAYER, plain(A, B, C))).toEqual([]);
  });

  it("rejects a negative fee, bad ids and bad rates; ignores what lies past the third level", () => {
    expect(() => rebates(-1n, PAYER, plain(A))).toThrow(RangeError);
    expect(() => rebates(1n, 1.5, plain(A))).toThrow(RangeError);
    expect(() => rebates(1n, PAYER, plain(Number.NaN))).toThrow(RangeError);
    expect(() => rebates(1n, PAYER, [{ user: A, king: "yes" as unknown as boolean }])).toThrow(RangeError);
    expect(() => rebates(1n, PAYER, plain(A, B, C, Number.NaN))).not.toThrow();
    const withLevels = (levels: Rate[]): RebateRates => ({
      levels: levels as [Rate, Rate, Rate],
      king: DEFAULT_REBATE_RATES.king,
    });
    const ok = [rate("0.1"), rate("0.1"), rate("0.1")];
    expect(() => rebates(1n, PAYER, [], withLevels(ok))).not.toThrow();
    expect(() => rebates(1n, PAYER, [], withLevels([rate("1.01"), rate("0"), rate("0")]))).toThrow(
      RangeError,
    );
    expect(() => rebates(1n, PAYER, [], withLevels([rate("0.5"), rate("0.3"), rate("0.21")]))).toThrow(
      RangeError,
    );
    expect(() => rebates(1n, PAYER, [], withLevels([{ num: -1n, den: 10n }, rate("0"), rate("0")]))).toThrow(
      RangeError,
    );
    expect(() => rebates(1n, PAYER, [], withLevels([{ num: 1n, den: 0n }, rate("0"), rate("0")]))).toThrow(
      RangeError,
    );
    expect(() => rebates(1n, PAYER, [], withLevels([rate("0.1"), rate("0.1")]))).toThrow(RangeError);
    const kingOver: RebateRates = {
      levels: DEFAULT_REBATE_RATES.levels,
      king: [rate("0.6"), rate("0.3"), rate("0.2")],
    };
    expect(() => rebates(1n, PAYER, [], kingOver)).toThrow(RangeError);
    // each set fits, but a normal level 1 and a king level 2 together would take more than the fee
    const crossed: RebateRates = {
      levels: [rate("0.9"), rate("0"), rate("0")],
      king: [rate("0"), rate("0.9"), rate("0")],
    };
    expect(() => rebates(1n, PAYER, [], crossed)).toThrow(RangeError);
    const whole: RebateRates = {
      levels: [rate("0.5"), rate("0.3"), rate("0.2")],
      king: [rate("0.5"), rate("0.3"), rate("0.2")],
    };
    expect(amounts(rebates(10n, PAYER, plain(A, B, C), whole))).toEqual([
      [A, 1, 5n],
      [B, 2, 3n],
      [C, 3, 2n],
    ]);
  });

  it("returns new objects and changes neither the chain nor the rates", () => {
    const chain = plain(A, B, C);
    const shares = rebates(1_000_000n, PAYER, chain);
    shares[0]!.rate.num = 99n;
    expect(DEFAULT_REBATE_RATES.levels[0]).toEqual({ num: 16n, den: 100n });
    expect(chain).toEqual(plain(A, B, C));
  });

  it("caps one fee at 28 % through normal inviters and 56 % through kings", () => {
    expect(rebateCap(DEFAULT_REBATE_RATES)).toEqual({
      normal: { num: 28n, den: 100n },
      king: { num: 56n, den: 100n },
    });
    const thirds: RebateRates = {
      levels: [
        { num: 1n, den: 3n },
        { num: 1n, den: 6n },
        { num: 1n, den: 4n },
      ],
      king: [rate("0"), rate("0"), rate("0")],
    };
    expect(rebateCap(thirds)).toEqual({ normal: { num: 9n, den: 12n }, king: { num: 0n, den: 1n } });
    expect(() => rebateCap({ ...thirds, king: [rate("1"), rate("0.1"), rate("0")] })).toThrow(RangeError);
  });

  /* ---------------------------------------------------------------- properties */

  const arbAnyRate: fc.Arbitrary<Rate> = fc.oneof(
    fc.bigInt({ min: 0n, max: 10_000n }).map((num) => ({ num, den: 10_000n })),
    fc.record({ num: fc.bigInt({ min: -1n, max: 2_000n }), den: fc.bigInt({ min: 0n, max: 1_000n }) }),
  );
  /** a rate of at most 1/6: any two sets of three such rates fit in the fee together */
  const arbSmallRate: fc.Arbitrary<Rate> = fc
    .bigInt({ min: 1n, max: 10n ** 9n })
    .chain((den) => fc.bigInt({ min: 0n, max: den / 6n }).map((num) => ({ num, den })));
  const three = (r: fc.Arbitrary<Rate>) => fc.tuple(r, r, r) as fc.Arbitrary<[Rate, Rate, Rate]>;
  /** three rates adding up to exactly 1 */
  const arbWhole: fc.Arbitrary<[Rate, Rate, Rate]> = fc.bigInt({ min: 1n, max: 10n ** 6n }).chain((den) =>
    fc
      .bigInt({ min: 0n, max: den })
      .chain((a) => fc.bigInt({ min: 0n, max: den - a }).map((b) => [a, b, den - a - b] as const))
      .map(([a, b, c]) => [
        { num: a, den },
        { num: b, den },
        { num: c, den },
      ]),
  );
  const arbValidRates: fc.Arbitrary<RebateRates> = fc.oneof(
    fc.constant(DEFAULT_REBATE_RATES),
    fc.record({ levels: three(arbSmallRate), king: three(arbSmallRate) }),
    arbWhole.map((whole) => ({ levels: whole, king: whole })),
  );
  const arbAnyRates: fc.Arbitrary<RebateRates> = fc.oneof(
    arbValidRates,
    fc.record({ levels: three(arbAnyRate), king: three(arbAnyRate) }),
  );
  const arbUser = fc.integer({ min: 0, max: 6 });
  const arbChain = fc.array(fc.record({ user: arbUser, king: fc.boolean() }), { maxLength: 6 });
  const arbFee = fc.oneof(fc.bigInt({ min: 0n, max: 1_000n }), fc.bigInt({ min: 0n, max: 10n ** 30n }));
  const floorOf = (fee: bigint, r: Rate) => (fee * r.num) / r.den;

  it("equals the naive computation over random chains, and throws exactly where it is invalid", () => {
    fc.assert(
      fc.property(
        fc.oneof(arbFee, fc.bigInt({ min: -3n, max: -1n })),
        arbUser,
        arbChain,
        arbAnyRates,
        (fee, payer, chain, rates) => {
          const ref = referenceRebates(fee, payer, chain, rates);
          if (ref === "invalid") expect(() => rebates(fee, payer, chain, rates)).toThrow(RangeError);
          else expect(rebates(fee, payer, chain, rates)).toEqual(ref);
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it("pays each inviter once at most, never the payer, floor(fee × its level's rate), nothing past level 3", () => {
    fc.assert(
      fc.property(arbFee, arbUser, arbChain, arbValidRates, (fee, payer, chain, rates) => {
        const shares = rebates(fee, payer, chain, rates);
        const users = shares.map((s) => s.user);
        expect(new Set(users).size).toBe(users.length);
        expect(users).not.toContain(payer);
        for (const [i, s] of shares.entries()) {
          if (i > 0) expect(s.level).toBeGreaterThan(shares[i - 1]!.level);
          const inviter = chain[s.level - 1]!;
          expect(inviter.user).toBe(s.user);
          const configured = (inviter.king ? rates.king : rates.levels)[s.level - 1]!;
          expect(s.rate).toEqual(configured);
          expect(s.amount).toBe(floorOf(fee, configured));
          expect(s.amount).toBeGreaterThan(0n);
        }
      }),
      { numRuns: 1_000 },
    );
  });

  it("never pays out more than the configured share of the fee: 28 % normal, 56 % with kings", () => {
    fc.assert(
      fc.property(arbFee, arbUser, arbChain, (fee, payer, chain) => {
        const total = (c: Inviter[]) => rebates(fee, payer, c).reduce((sum, s) => sum + s.amount, 0n);
        const cap = rebateCap(DEFAULT_REBATE_RATES);
        const normalChain = chain.map((i) => ({ ...i, king: false }));
        expect(total(normalChain)).toBeLessThanOrEqual(floorOf(fee, cap.normal));
        expect(total(chain)).toBeLessThanOrEqual(floorOf(fee, cap.king));
        expect(floorOf(fee, cap.normal)).toBe((fee * 28n) / 100n);
        expect(floorOf(fee, cap.king)).toBe((fee * 56n) / 100n);
      }),
      { numRuns: 500 },
    );
  });

  it("stays within each set's cap, and within the fee on mixed chains, for any valid rates", () => {
    fc.assert(
      fc.property(arbFee, arbUser, arbChain, arbValidRates, (fee, payer, chain, rates) => {
        const cap = rebateCap(rates);
        const total = (c: Inviter[]) => rebates(fee, payer, c, rates).reduce((sum, s) => sum + s.amount, 0n);
        expect(total(chain.map((i) => ({ ...i, king: false })))).toBeLessThanOrEqual(
          floorOf(fee, cap.normal),
        );
        expect(total(chain.map((i) => ({ ...i, king: true })))).toBeLessThanOrEqual(floorOf(fee, cap.king));
        expect(total(chain)).toBeLessThanOrEqual(fee);
        // the cap is the exact sum of the three rates
        for (const [sum, set] of [
          [cap.normal, rates.levels],
          [cap.king, rates.king],
        ] as const) {
          const naive = referenceRateSum(...set);
          expect(sum.num * naive.den).toBe(naive.num * sum.den);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("pays nothing on a zero fee", () => {
    fc.assert(
      fc.property(arbUser, arbChain, arbValidRates, (payer, chain, rates) => {
        expect(rebates(0n, payer, chain, rates)).toEqual([]);
      }),
    );
  });
});
