import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decimalText, referenceAllocate, referenceDualPayout } from "../earn/reference.ts";
import { type OutcomeProof, verifyOutcome } from "./outcome.ts";
import type { VerifyStep } from "./steps.ts";

const failing = (steps: VerifyStep[]) => steps.filter((s) => !s.ok).map((s) => s.name);
type Ticks = Record<string, { price: string; time: number }>;

const MATURITY = Date.parse("2026-03-08T08:00:00Z");

/** 300 USDT in a 7-day put on BTC/USDT linked at 60,000, apr 35 %, settled at tick 41 (59,000.5). */
const dual = (over: Record<string, unknown> = {}, result: Record<string, string> = {}): OutcomeProof => ({
  kind: "dual.settle",
  rule: { name: "dual-settlement", version: 1 },
  inputs: {
    symbol: "BTC/USDT",
    type: "put",
    base_scale: 8,
    quote_scale: 6,
    linked_price: "60000",
    apr: "0.35",
    days: 7,
    investment: "300",
    maturity_at: MATURITY,
    settle_tick: 41,
    previous_tick: 40,
    ticks: {
      40: { price: "61000", time: MATURITY - 100 },
      41: { price: "59000.5", time: MATURITY + 250 },
    },
    ...over,
  },
  // 300 ÷ 60,000 × (1 + 7 × 0.35 / 365) BTC, rounded down
  result: { currency: "base", amount: "0.00503356", ...result },
  entry_id: 77,
});

describe("verifyOutcome: dual.settle", () => {
  it("by hand: a put converted at or below the linked price, a call kept below it or converted", () => {
    expect(verifyOutcome(dual()).map((s) => [s.name, s.ok])).toEqual([
      ["known rule", true],
      ["inputs", true],
      ["tick times", true],
      ["result", true],
    ]);
    // 0.03 BTC in a call linked at 70,000 (apr 30 %): kept in BTC at 59,000.5
    const call = { type: "call", linked_price: "70000", apr: "0.3", investment: "0.03" };
    expect(failing(verifyOutcome(dual(call, { currency: "base", amount: "0.0301726" })))).toEqual([]);
    // at 70,000 (the tie converts): 0.03 × 70,000 × (1 + 7 × 0.3 / 365) USDT
    const tie = dual(call, { currency: "quote", amount: "2112.082191" });
    (tie.inputs.ticks as Ticks)["41"]!.price = "70000";
    expect(failing(verifyOutcome(tie))).toEqual([]);
    // without the previous tick, only the settle tick's time is checked
    const alone = dual({ previous_tick: undefined });
    delete alone.inputs.previous_tick;
    expect(failing(verifyOutcome(alone))).toEqual([]);
  });

  it("a changed tick price, investment, rate or result fails the result, naming the fields", () => {
    const p = dual();
    (p.inputs.ticks as Ticks)["41"]!.price = "60000.01";
    const steps = verifyOutcome(p);
    expect(failing(steps)).toEqual(["result"]);
    expect(steps.at(-1)!.detail).toBe(
      'currency: stated "base", recomputed quote; amount: stated "0.00503356", recomputed 302.013698',
    );
    expect(failing(verifyOutcome(dual({ investment: "301" })))).toEqual(["result"]);
    expect(failing(verifyOutcome(dual({ apr: "0.36" })))).toEqual(["result"]);
    expect(failing(verifyOutcome(dual({ days: 8 })))).toEqual(["result"]);
    expect(failing(verifyOutcome(dual({}, { amount: "0.00503357" })))).toEqual(["result"]);
  });

  it("reads the tick price down to the quote coin's unit, as the settlement did", () => {
    // at 2 quote decimals, 60,000.009 is 60,000.00: the put converts
    const p = dual({ quote_scale: 2 });
    (p.inputs.ticks as Ticks)["41"]!.price = "60000.009";
    expect(failing(verifyOutcome(p))).toEqual([]);
  });

  it("a settle tick before maturity, or one that is not the first after it, fails the tick times", () => {
    const early = dual();
    (early.inputs.ticks as Ticks)["41"]!.time = MATURITY - 1;
    expect(failing(verifyOutcome(early))).toEqual(["tick times"]);
    const late = dual();
    (late.inputs.ticks as Ticks)["40"]!.time = MATURITY;
    expect(failing(verifyOutcome(late))).toEqual(["tick times"]);
    const gap = dual({ previous_tick: 39 });
    (gap.inputs.ticks as Ticks)["39"] = { price: "61000", time: MATURITY - 200 };
    expect(failing(verifyOutcome(gap))).toEqual(["tick times"]);
  });

  it("names the input that is wrong", () => {
    expect(verifyOutcome(dual({ type: "straddle" }))[1]).toMatchObject({
      name: "inputs",
      ok: false,
      detail: 'type "straddle" is not one of call, put',
    });
    expect(verifyOutcome(dual({ apr: "-1" }))[1]!.detail).toBe('apr "-1" is not a rate');
    expect(verifyOutcome(dual({ settle_tick: 42 }))[1]!.detail).toBe("tick 42 (settle_tick) is missing");
    expect(failing(verifyOutcome(dual({ investment: "0.0000001" })))).toEqual(["inputs", "result"]);
  });

  it("agrees with the naive reference on random orders", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("call" as const, "put" as const),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 11n }),
        fc.bigInt({ min: 1n, max: 10n ** 11n }),
        fc.integer({ min: 0, max: 9_999 }),
        fc.integer({ min: 1, max: 365 }),
        (type, investment, linked, settle, aprBasis, days) => {
          const apr = { num: BigInt(aprBasis), den: 10_000n };
          const terms = { type, linkedPrice: linked, apr, days, baseScale: 8, quoteScale: 6 };
          const paid = referenceDualPayout(terms, investment, settle);
          const p = dual(
            {
              type,
              linked_price: decimalText(linked, 6),
              apr: decimalText(apr.num, 4),
              days,
              investment: decimalText(investment, type === "call" ? 8 : 6),
            },
            {
              currency: paid.currency,
              amount: decimalText(paid.amount, paid.currency === "base" ? 8 : 6),
            },
          );
          (p.inputs.ticks as Ticks)["41"]!.price = decimalText(settle, 6);
          expect(failing(verifyOutcome(p))).toEqual([]);
        },
      ),
    );
  });
});

const ANN = "a".repeat(64);
const BOB = "b".repeat(64);
const CAT = "c".repeat(64);

/** 1,000 NOVA (4 decimals) at 0.5 USDT, oversubscribed by three lines; the proof of `subscriber`'s. */
const ieo = (subscriber: string, result: Record<string, string>): OutcomeProof => ({
  kind: "ieo.allocate",
  rule: { name: "ieo-allocation", version: 1 },
  inputs: {
    project: 1,
    terms: { price: "0.5", pay_scale: 6, supply: "1000", token_scale: 4 },
    subscriptions: [
      { hashed_id: ANN, amount: "300" },
      { hashed_id: BOB, amount: "300" },
      { hashed_id: CAT, amount: "33.333333" },
    ],
    subscriber,
  },
  result,
  entry_id: 9,
});

const subs = (p: OutcomeProof) => p.inputs.subscriptions as { hashed_id: string; amount: string }[];

describe("verifyOutcome: ieo.allocate", () => {
  it("by hand: pro-rata shares rounded down, paid for at the price, the rest refunded", () => {
    // demand 600 + 600 + 66.6666 = 1266.6666 > 1000: ann gets floor(1000 × 600 ÷ 1266.6666)
    const ann = ieo(ANN, { tokens: "473.6842", paid: "236.8421", refund: "63.1579" });
    expect(verifyOutcome(ann).map((s) => [s.name, s.ok])).toEqual([
      ["known rule", true],
      ["inputs", true],
      ["result", true],
    ]);
    expect(
      failing(verifyOutcome(ieo(CAT, { tokens: "52.6315", paid: "26.31575", refund: "7.017583" }))),
    ).toEqual([]);
    // the order of the list changes nothing
    const reversed = ieo(ANN, ann.result as Record<string, string>);
    subs(reversed).reverse();
    expect(failing(verifyOutcome(reversed))).toEqual([]);
  });

  it("another subscription's amount, the supply or the price changed fails the result", () => {
    const ann = () => ieo(ANN, { tokens: "473.6842", paid: "236.8421", refund: "63.1579" });
    const other = ann();
    subs(other)[1]!.amount = "200";
    const steps = verifyOutcome(other);
    expect(failing(steps)).toEqual(["result"]);
    expect(steps.at(-1)!.detail).toBe(
      'tokens: stated "473.6842", recomputed 562.5; paid: stated "236.8421", recomputed 281.25; refund: stated "63.1579", recomputed 18.75',
    );
    const supply = ann();
    (supply.inputs.terms as Record<string, string>).supply = "1001";
    expect(failing(verifyOutcome(supply))).toEqual(["result"]);
    const price = ann();
    (price.inputs.terms as Record<string, string>).price = "0.4";
    expect(failing(verifyOutcome(price))).toEqual(["result"]);
    // a line left out of the list
    const dropped = ann();
    subs(dropped).pop();
    expect(failing(verifyOutcome(dropped))).toEqual(["result"]);
  });

  it("names the input that is wrong", () => {
    const ann = () => ieo(ANN, { tokens: "473.6842", paid: "236.8421", refund: "63.1579" });
    const twice = ann();
    subs(twice)[1]!.hashed_id = ANN;
    expect(verifyOutcome(twice)[1]!.detail).toBe(`subscription 1: hashed_id ${ANN} appears twice`);
    expect(verifyOutcome({ ...ann(), inputs: { ...ann().inputs, subscriber: "d" } })[1]!.detail).toBe(
      'subscriber "d" is not in the subscriptions',
    );
    const precise = ann();
    subs(precise)[2]!.amount = "33.3333333";
    expect(failing(verifyOutcome(precise))).toEqual(["inputs", "result"]);
    expect(verifyOutcome({ ...ann(), inputs: { ...ann().inputs, subscriptions: {} } })[1]!.detail).toBe(
      "subscriptions is not a list",
    );
  });

  it("agrees with the naive reference on random projects", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.integer({ min: 0, max: 12 }),
        fc.array(fc.bigInt({ min: 0n, max: 10n ** 12n }), { minLength: 1, maxLength: 12 }),
        fc.nat(),
        (supply, priceUnits, tokenScale, amounts, pick) => {
          const lines = amounts.map((amount, i) => ({ id: `h${i}`, amount }));
          const ref = referenceAllocate({ supply, priceUnits, tokenScale, subscriptions: lines });
          const mine = ref.allocations[pick % lines.length]!;
          const p: OutcomeProof = {
            kind: "ieo.allocate",
            rule: { name: "ieo-allocation", version: 1 },
            inputs: {
              terms: {
                price: decimalText(priceUnits, 6),
                pay_scale: 6,
                supply: decimalText(supply, tokenScale),
                token_scale: tokenScale,
              },
              subscriptions: lines.map((l) => ({ hashed_id: l.id, amount: decimalText(l.amount, 6) })),
              subscriber: String(mine.id),
            },
            result: {
              tokens: decimalText(mine.tokens, tokenScale),
              paid: decimalText(mine.paid, 6),
              refund: decimalText(mine.refund, 6),
            },
            entry_id: null,
          };
          expect(failing(verifyOutcome(p))).toEqual([]);
        },
      ),
    );
  });
});
