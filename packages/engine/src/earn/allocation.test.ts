import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  allocateIeo,
  type IeoPrice,
  type IeoResult,
  paymentFor,
  recompute,
  tokensFor,
} from "./allocation.ts";
import { referenceAllocate } from "./reference.ts";

/** USDT (6 decimals) per whole token, as payment units. */
/** USDT text ("0.5") in units of 10^-6, exactly. */
const usdt = (text: string) => {
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole + fraction.padEnd(6, "0"));
};

const arbPrice: fc.Arbitrary<IeoPrice> = fc.record({
  priceUnits: fc.oneof(fc.bigInt({ min: 1n, max: 1_000n }), fc.bigInt({ min: 1n, max: 10n ** 12n })),
  tokenScale: fc.integer({ min: 0, max: 18 }),
});

const arbAmount = fc.oneof(
  fc.bigInt({ min: 0n, max: 1_000n }),
  fc.bigInt({ min: 0n, max: 10n ** 13n }),
  fc.constant(0n),
);

const arbSubscriptions = fc.uniqueArray(fc.record({ id: fc.nat({ max: 10_000 }), amount: arbAmount }), {
  selector: (s) => s.id,
  maxLength: 25,
});

/**
 * The supply: either any number of token units, or a share (0–300 %) of the total demand, give or take a
 * few units, so that both sides of "oversubscribed" and the exact boundary come up often.
 */
const arbSupply = fc.oneof(
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map((units) => ({ kind: "units" as const, units })),
  fc.record({
    kind: fc.constant("share" as const),
    percent: fc.integer({ min: 0, max: 300 }),
    jitter: fc.bigInt({ min: -3n, max: 3n }),
  }),
);

type SupplyChoice = { kind: "units"; units: bigint } | { kind: "share"; percent: number; jitter: bigint };

function supplyFor(choice: SupplyChoice, price: IeoPrice, subs: readonly { amount: bigint }[]) {
  if (choice.kind === "units") return choice.units;
  const total = referenceAllocate({
    supply: 0n,
    ...price,
    subscriptions: subs.map((s, id) => ({ id, ...s })),
  }).totals.demand;
  const supply = (total * BigInt(choice.percent)) / 100n + choice.jitter;
  return supply < 0n ? 0n : supply;
}

const byId = <Id extends string | number>(r: IeoResult<Id>) =>
  new Map(
    r.allocations.map((a) => [a.id, { demand: a.demand, tokens: a.tokens, paid: a.paid, refund: a.refund }]),
  );

describe("IEO allocation, by hand (USDT to 6 decimals)", () => {
  it("splits an oversubscribed sale pro rata on demand, rounding every share down", () => {
    // 0.50 USDT per token of 2 decimals: a token unit (0.01) costs 5,000 USDT units
    const price = { priceUnits: usdt("0.5"), tokenScale: 2 };
    const r = allocateIeo({
      supply: 15_000n, // 150.00 tokens
      price,
      subscriptions: [
        { id: "a", amount: usdt("100") }, // demands 200.00 tokens
        { id: "b", amount: usdt("50") }, // demands 100.00 tokens
        { id: "c", amount: 12_345n }, // 0.012345 USDT demands 0.02 tokens (worth 0.01)
      ],
    });
    // total demand 30,002 units > 15,000: a gets ⌊15,000 × 20,000 ÷ 30,002⌋ = 9,999, b ⌊…10,000…⌋ = 4,999, c 0
    expect(r.allocations).toEqual([
      { id: "a", demand: 20_000n, tokens: 9_999n, paid: 49_995_000n, refund: 50_005_000n },
      { id: "b", demand: 10_000n, tokens: 4_999n, paid: 24_995_000n, refund: 25_005_000n },
      { id: "c", demand: 2n, tokens: 0n, paid: 0n, refund: 12_345n },
    ]);
    expect(r.totals).toEqual({
      demand: 30_002n,
      allocated: 14_998n,
      remainder: 2n, // back to the project
      subscribed: 150_012_345n,
      paid: 74_990_000n,
      refunded: 75_022_345n,
      oversubscribed: true,
    });
  });

  it("gives everyone their full demand when not oversubscribed; the unsold rest goes back", () => {
    const r = allocateIeo({
      supply: 1_000_000n, // 10,000.00 tokens
      price: { priceUnits: usdt("0.5"), tokenScale: 2 },
      subscriptions: [
        { id: 7, amount: usdt("100") + 4_999n }, // 200.00 tokens; the 0.004999 USDT that buys no unit comes back
        { id: 8, amount: usdt("1") },
      ],
    });
    expect(r.allocations).toEqual([
      { id: 7, demand: 20_000n, tokens: 20_000n, paid: usdt("100"), refund: 4_999n },
      { id: 8, demand: 200n, tokens: 200n, paid: usdt("1"), refund: 0n },
    ]);
    expect(r.totals.oversubscribed).toBe(false);
    expect(r.totals.remainder).toBe(1_000_000n - 20_200n);
  });

  it("is not oversubscribed when demand equals the supply exactly", () => {
    const r = allocateIeo({
      supply: 300n,
      price: { priceUnits: 3n, tokenScale: 0 },
      subscriptions: [
        { id: 1, amount: 600n },
        { id: 2, amount: 301n },
      ],
    });
    expect(r.totals).toMatchObject({ demand: 300n, allocated: 300n, remainder: 0n, oversubscribed: false });
    expect(r.allocations.map((a) => a.refund)).toEqual([0n, 1n]);
  });

  it("charges the worth of the tokens rounded down, never up (18-decimal token at 0.3 USDT)", () => {
    const price = { priceUnits: usdt("0.3"), tokenScale: 18 };
    // 1 USDT unit buys ⌊10^18 ÷ 300,000⌋ = 3,333,333,333,333 token units, worth 0.9999999999999 units: pays 0
    expect(tokensFor(1n, price)).toBe(3_333_333_333_333n);
    expect(paymentFor(3_333_333_333_333n, price)).toBe(0n);
    // 10 USDT buys 33.333… tokens: worth 9.9999999999999999999 USDT → 9.999999 charged, 0.000001 back
    const r = allocateIeo({ supply: 10n ** 30n, price, subscriptions: [{ id: "x", amount: usdt("10") }] });
    expect(r.allocations[0]).toEqual({
      id: "x",
      demand: 33_333_333_333_333_333_333n,
      tokens: 33_333_333_333_333_333_333n,
      paid: 9_999_999n,
      refund: 1n,
    });
  });

  it("handles no subscriptions, nothing for sale, and zero amounts", () => {
    const price = { priceUnits: 10n, tokenScale: 0 };
    expect(allocateIeo({ supply: 5n, price, subscriptions: [] }).totals).toEqual({
      demand: 0n,
      allocated: 0n,
      remainder: 5n,
      subscribed: 0n,
      paid: 0n,
      refunded: 0n,
      oversubscribed: false,
    });
    const none = allocateIeo({ supply: 0n, price, subscriptions: [{ id: 1, amount: 25n }] });
    expect(none.allocations[0]).toEqual({ id: 1, demand: 2n, tokens: 0n, paid: 0n, refund: 25n });
    expect(none.totals.oversubscribed).toBe(true);
    const zero = allocateIeo({ supply: 5n, price, subscriptions: [{ id: 1, amount: 0n }] });
    expect(zero.allocations[0]).toEqual({ id: 1, demand: 0n, tokens: 0n, paid: 0n, refund: 0n });
  });

  it("rejects what cannot be allocated", () => {
    const price = { priceUnits: 10n, tokenScale: 0 };
    const sub = { id: 1, amount: 1n };
    expect(() => allocateIeo({ supply: -1n, price, subscriptions: [] })).toThrow(RangeError);
    expect(() =>
      allocateIeo({ supply: 1n, price: { priceUnits: 0n, tokenScale: 0 }, subscriptions: [] }),
    ).toThrow(RangeError);
    expect(() =>
      allocateIeo({ supply: 1n, price: { priceUnits: 1n, tokenScale: 1.5 }, subscriptions: [] }),
    ).toThrow(RangeError);
    expect(() => allocateIeo({ supply: 1n, price, subscriptions: [{ id: 1, amount: -1n }] })).toThrow(
      RangeError,
    );
    expect(() => allocateIeo({ supply: 1n, price, subscriptions: [sub, sub] })).toThrow(RangeError);
  });
});

describe("IEO allocation, for any sale", () => {
  it("equals the naive reference exactly", () => {
    fc.assert(
      fc.property(arbPrice, arbSubscriptions, arbSupply, (price, subscriptions, choice) => {
        const supply = supplyFor(choice, price, subscriptions);
        expect(allocateIeo({ supply, price, subscriptions })).toEqual(
          referenceAllocate({ supply, ...price, subscriptions }),
        );
      }),
      { numRuns: 300 },
    );
  });

  it("keeps its invariants: within supply, within demand, paid + refund = amount, payment rounded down", () => {
    fc.assert(
      fc.property(arbPrice, arbSubscriptions, arbSupply, (price, subscriptions, choice) => {
        const supply = supplyFor(choice, price, subscriptions);
        const { allocations, totals } = allocateIeo({ supply, price, subscriptions });
        const scale = 10n ** BigInt(price.tokenScale);
        let tokens = 0n;
        let demand = 0n;
        let paid = 0n;
        let refunded = 0n;
        let withDemand = 0n;
        allocations.forEach((a, i) => {
          const amount = subscriptions[i]?.amount ?? -1n;
          expect(a.id).toBe(subscriptions[i]?.id);
          // demand: the most whole token units the amount pays for
          expect(a.demand * price.priceUnits).toBeLessThanOrEqual(amount * scale);
          expect((a.demand + 1n) * price.priceUnits).toBeGreaterThan(amount * scale);
          expect(a.tokens).toBeGreaterThanOrEqual(0n);
          expect(a.tokens).toBeLessThanOrEqual(a.demand);
          expect(a.paid + a.refund).toBe(amount);
          expect(a.refund).toBeGreaterThanOrEqual(0n);
          // paid: the tokens' exact worth, rounded down (never more than they are worth, short by < 1 unit)
          expect(a.paid * scale).toBeLessThanOrEqual(a.tokens * price.priceUnits);
          expect((a.paid + 1n) * scale).toBeGreaterThan(a.tokens * price.priceUnits);
          if (!totals.oversubscribed) expect(a.tokens).toBe(a.demand);
          else {
            // the pro-rata share rounded down: tokens ≤ supply × demand ÷ total < tokens + 1
            expect(a.tokens * totals.demand).toBeLessThanOrEqual(supply * a.demand);
            expect((a.tokens + 1n) * totals.demand).toBeGreaterThan(supply * a.demand);
          }
          tokens += a.tokens;
          demand += a.demand;
          paid += a.paid;
          refunded += a.refund;
          if (a.demand > 0n) withDemand += 1n;
        });
        expect(tokens).toBeLessThanOrEqual(supply);
        expect(totals).toMatchObject({ allocated: tokens, demand, paid, refunded });
        expect(totals.oversubscribed).toBe(demand > supply);
        expect(tokens + totals.remainder).toBe(supply);
        expect(totals.paid + totals.refunded).toBe(totals.subscribed);
        if (totals.oversubscribed) {
          // only rounding is left over: less than one unit per subscription with demand
          expect(totals.remainder).toBeGreaterThanOrEqual(0n);
          expect(totals.remainder).toBeLessThan(withDemand === 0n ? 1n : withDemand);
        } else expect(totals.remainder).toBe(supply - demand);
      }),
      { numRuns: 300 },
    );
  });

  it("never gives a larger demand fewer tokens", () => {
    fc.assert(
      fc.property(arbPrice, arbSubscriptions, arbSupply, (price, subscriptions, choice) => {
        const supply = supplyFor(choice, price, subscriptions);
        const sorted = [...allocateIeo({ supply, price, subscriptions }).allocations].sort((x, y) =>
          x.demand < y.demand ? -1 : x.demand > y.demand ? 1 : 0,
        );
        for (let i = 1; i < sorted.length; i++)
          expect(sorted[i]?.tokens ?? 0n).toBeGreaterThanOrEqual(sorted[i - 1]?.tokens ?? 0n);
      }),
    );
  });

  it("does not depend on the order of the subscriptions", () => {
    const arbCase = fc.tuple(arbPrice, arbSubscriptions, arbSupply).chain(([price, subscriptions, choice]) =>
      fc
        .shuffledSubarray(subscriptions, {
          minLength: subscriptions.length,
          maxLength: subscriptions.length,
        })
        .map((shuffled) => ({ price, subscriptions, shuffled, choice })),
    );
    fc.assert(
      fc.property(arbCase, ({ price, subscriptions, shuffled, choice }) => {
        const supply = supplyFor(choice, price, subscriptions);
        const one = allocateIeo({ supply, price, subscriptions });
        const other = allocateIeo({ supply, price, subscriptions: shuffled });
        expect(byId(other)).toEqual(byId(one));
        expect(other.totals).toEqual(one.totals);
        // and in the order given
        expect(other.allocations.map((a) => a.id)).toEqual(shuffled.map((s) => s.id));
      }),
      { numRuns: 200 },
    );
  });

  it("can be recomputed by anyone from the published supply, price and (hashed id, amount) list", () => {
    // stands in for the published hash (the engine imports no node:crypto): any one-to-one id → text map
    const hash = (id: number) => `h${(Math.imul(id, 0x9e3779b1) >>> 0).toString(16).padStart(8, "0")}`;
    fc.assert(
      fc.property(arbPrice, arbSubscriptions, arbSupply, (price, subscriptions, choice) => {
        const supply = supplyFor(choice, price, subscriptions);
        const venue = allocateIeo({ supply, price, subscriptions });
        const published = subscriptions.map((s) => ({ hashedId: hash(s.id), amount: s.amount }));
        const check = recompute({ supply, price, subscriptions: published.reverse() });
        const expected = new Map([...byId(venue)].map(([id, a]) => [hash(id), a]));
        expect(byId(check)).toEqual(expected);
        expect(check.totals).toEqual(venue.totals);
      }),
    );
  });
});
