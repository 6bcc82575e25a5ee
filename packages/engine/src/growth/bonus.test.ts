import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  type BonusRule,
  type BonusTask,
  bonusFor,
  claimable,
  claimWindow,
  DEFAULT_BONUS_RULES,
} from "./bonus.ts";
import { referenceBonusFor, referenceClaimable } from "./reference.ts";

const USDT = 1_000_000n;
const DAY = 86_400_000;
const rewards = (rules: BonusRule[]) => rules.map((r) => [r.reward / USDT, r.kind]);

describe("new-user bonus tasks", () => {
  it("pays 10 USDT for KYC level 2", () => {
    expect(bonusFor("kyc2", 0n)).toEqual([
      { task: "kyc2", min: 0n, strict: false, reward: 10n * USDT, kind: "cash" },
    ]);
  });

  it("pays 28 USDT for a first deposit over 1,000 USDT, not at exactly 1,000", () => {
    expect(bonusFor("first_deposit", 1_000n * USDT)).toEqual([]);
    expect(rewards(bonusFor("first_deposit", 1_000n * USDT + 1n))).toEqual([[28n, "cash"]]);
    expect(rewards(bonusFor("first_deposit", 50_000n * USDT))).toEqual([[28n, "cash"]]);
    expect(bonusFor("first_deposit", 0n)).toEqual([]);
  });

  it("pays 500 USDT for a first contract trade over 10,000 USDT notional, not at exactly 10,000", () => {
    expect(bonusFor("first_contract", 10_000n * USDT)).toEqual([]);
    expect(rewards(bonusFor("first_contract", 10_000n * USDT + 1n))).toEqual([[500n, "cash"]]);
  });

  it("pays the highest contract tier reached in experience funds, a tier counting from exactly its threshold", () => {
    expect(bonusFor("contract_tier", 100_000n * USDT - 1n)).toEqual([]);
    expect(rewards(bonusFor("contract_tier", 100_000n * USDT))).toEqual([[1_500n, "experience"]]);
    expect(rewards(bonusFor("contract_tier", 200_000n * USDT - 1n))).toEqual([[1_500n, "experience"]]);
    expect(rewards(bonusFor("contract_tier", 200_000n * USDT))).toEqual([[5_000n, "experience"]]);
    expect(rewards(bonusFor("contract_tier", 250_000n * USDT))).toEqual([[5_000n, "experience"]]);
    expect(rewards(bonusFor("contract_tier", 500_000n * USDT))).toEqual([[15_000n, "experience"]]);
    expect(rewards(bonusFor("contract_tier", 1_000_000n * USDT - 1n))).toEqual([[15_000n, "experience"]]);
    expect(rewards(bonusFor("contract_tier", 1_000_000n * USDT))).toEqual([[50_000n, "experience"]]);
    expect(rewards(bonusFor("contract_tier", 10n ** 20n))).toEqual([[50_000n, "experience"]]);
  });

  it("pays the inviter 5 USDT for an invitee's first deposit over 10,000 USDT", () => {
    expect(bonusFor("invitee_deposit", 10_000n * USDT)).toEqual([]);
    expect(rewards(bonusFor("invitee_deposit", 10_000n * USDT + 1n))).toEqual([[5n, "cash"]]);
  });

  it("returns every met rule of a task that is not a tier, as new objects", () => {
    const rules: BonusRule[] = [
      { task: "first_deposit", min: 100n, strict: true, reward: 1n, kind: "cash" },
      { task: "first_deposit", min: 50n, strict: false, reward: 2n, kind: "experience" },
      { task: "kyc2", min: 0n, strict: false, reward: 3n, kind: "cash" },
    ];
    expect(bonusFor("first_deposit", 101n, rules)).toEqual([rules[0], rules[1]]);
    expect(bonusFor("first_deposit", 100n, rules)).toEqual([rules[1]]);
    const got = bonusFor("first_deposit", 101n, rules);
    got[0]!.reward = 99n;
    expect(rules[0]!.reward).toBe(1n);
    bonusFor("contract_tier", 10n ** 13n)[0]!.reward = 0n;
    expect(DEFAULT_BONUS_RULES[6]!.reward).toBe(50_000n * USDT);
  });

  it("rejects an unknown task, a negative amount and bad rules", () => {
    const rule: BonusRule = { task: "kyc2", min: 0n, strict: false, reward: 1n, kind: "cash" };
    expect(() => bonusFor("kyc3" as BonusTask, 0n)).toThrow(RangeError);
    expect(() => bonusFor("first_deposit", -1n)).toThrow(RangeError);
    expect(() => bonusFor("kyc2", 0n, [{ ...rule, min: -1n }])).toThrow(RangeError);
    expect(() => bonusFor("kyc2", 0n, [{ ...rule, reward: 0n }])).toThrow(RangeError);
    expect(() => bonusFor("kyc2", 0n, [{ ...rule, kind: "points" as "cash" }])).toThrow(RangeError);
    expect(() => bonusFor("kyc2", 0n, [{ ...rule, strict: undefined as unknown as boolean }])).toThrow(
      RangeError,
    );
    expect(() => bonusFor("kyc2", 0n, [{ ...rule, task: "x" as BonusTask }])).toThrow(RangeError);
    const tier: BonusRule = {
      task: "contract_tier",
      min: 10n,
      strict: false,
      reward: 1n,
      kind: "experience",
    };
    expect(() => bonusFor("contract_tier", 10n, [tier, { ...tier, reward: 2n }])).toThrow(RangeError);
  });

  it("is claimable for 3 days from the moment the task is met, the end excluded", () => {
    const metAt = 1_700_000_000_000;
    expect(claimWindow(metAt)).toEqual({ from: metAt, until: metAt + 3 * DAY });
    expect(claimWindow(0, 1)).toEqual({ from: 0, until: DAY });
    expect(claimable(metAt, metAt - 1)).toBe(false);
    expect(claimable(metAt, metAt)).toBe(true);
    expect(claimable(metAt, metAt + 3 * DAY - 1)).toBe(true);
    expect(claimable(metAt, metAt + 3 * DAY)).toBe(false);
    expect(claimable(metAt, metAt + DAY, 1)).toBe(false);
  });

  it("rejects bad times and day counts", () => {
    expect(() => claimWindow(1.5)).toThrow(RangeError);
    expect(() => claimWindow(0, 0)).toThrow(RangeError);
    expect(() => claimWindow(0, 2.5)).toThrow(RangeError);
    expect(() => claimWindow(Number.MAX_SAFE_INTEGER)).toThrow(RangeError);
    expect(() => claimable(0, Number.NaN)).toThrow(RangeError);
  });

  /* ---------------------------------------------------------------- properties */

  const TASKS: BonusTask[] = ["kyc2", "first_deposit", "first_contract", "contract_tier", "invitee_deposit"];
  const arbTask = fc.constantFrom(...TASKS);
  const arbRule: fc.Arbitrary<BonusRule> = fc.record({
    task: arbTask,
    min: fc.bigInt({ min: 0n, max: 30n }),
    strict: fc.boolean(),
    reward: fc.bigInt({ min: 1n, max: 1_000n }),
    kind: fc.constantFrom("cash" as const, "experience" as const),
  });
  /** random rules, contract tiers with distinct thresholds */
  const arbRules = fc.array(arbRule, { maxLength: 10 }).map((rules) => {
    const mins = new Set<bigint>();
    return rules.filter((r) => {
      if (r.task !== "contract_tier") return true;
      if (mins.has(r.min)) return false;
      mins.add(r.min);
      return true;
    });
  });
  const thresholds = DEFAULT_BONUS_RULES.map((r) => r.min);
  const arbNearDefault = fc
    .tuple(fc.constantFrom(...thresholds), fc.bigInt({ min: -2n, max: 2n }))
    .map(([t, d]) => (t + d < 0n ? 0n : t + d));

  it("equals the naive computation over random rules and amounts", () => {
    fc.assert(
      fc.property(arbTask, fc.bigInt({ min: 0n, max: 35n }), arbRules, (task, amount, rules) => {
        expect(bonusFor(task, amount, rules)).toEqual(referenceBonusFor(task, amount, rules));
      }),
      { numRuns: 1_000 },
    );
    fc.assert(
      fc.property(
        arbTask,
        fc.oneof(arbNearDefault, fc.bigInt({ min: 0n, max: 10n ** 13n })),
        (task, amount) => {
          expect(bonusFor(task, amount)).toEqual(referenceBonusFor(task, amount, DEFAULT_BONUS_RULES));
        },
      ),
      { numRuns: 500 },
    );
  });

  it("pays the highest contract tier reached only", () => {
    const tiers = DEFAULT_BONUS_RULES.filter((r) => r.task === "contract_tier");
    fc.assert(
      fc.property(fc.oneof(arbNearDefault, fc.bigInt({ min: 0n, max: 2n * 10n ** 12n })), (notional) => {
        const got = bonusFor("contract_tier", notional);
        const reached = tiers.filter((t) => notional >= t.min);
        expect(got.length).toBe(reached.length === 0 ? 0 : 1);
        for (const t of reached) expect(got[0]!.min).toBeGreaterThanOrEqual(t.min);
        for (const t of tiers) if (t.min > notional) expect(got.map((g) => g.min)).not.toContain(t.min);
      }),
      { numRuns: 500 },
    );
  });

  it("meets a strict rule only above its threshold and an at-least rule from it on", () => {
    fc.assert(
      fc.property(arbRule, (rule) => {
        const at = bonusFor(rule.task, rule.min, [rule]);
        expect(at.length).toBe(rule.strict ? 0 : 1);
        expect(bonusFor(rule.task, rule.min + 1n, [rule])).toEqual([rule]);
        if (rule.min > 0n) expect(bonusFor(rule.task, rule.min - 1n, [rule])).toEqual([]);
      }),
    );
  });

  it("opens the claim window at metAt and closes it exactly `days` days later", () => {
    const arbMetAt = fc.integer({ min: 0, max: 4_000_000_000_000 });
    const arbDays = fc.integer({ min: 1, max: 30 });
    const arbOffset = fc.oneof(
      fc.integer({ min: -2, max: 2 }),
      fc.integer({ min: -2, max: 2 }).map((d) => 3 * DAY + d),
      fc.integer({ min: -40 * DAY, max: 40 * DAY }),
    );
    fc.assert(
      fc.property(arbMetAt, arbDays, arbOffset, (metAt, days, offset) => {
        const now = metAt + offset;
        expect(claimable(metAt, now, days)).toBe(referenceClaimable(metAt, now, days));
        const w = claimWindow(metAt, days);
        expect(w.until - w.from).toBe(days * DAY);
        expect(claimable(metAt, w.until - 1, days)).toBe(true);
        expect(claimable(metAt, w.until, days)).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
