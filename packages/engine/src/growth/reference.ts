import type { Rate } from "../lever/math.ts";
import type { BonusRule, BonusTask } from "./bonus.ts";
import type { Coupon, CouponState } from "./coupon.ts";
import type { Inviter, RebateRates, RebateShare } from "./rebate.ts";

/**
 * A deliberately naive recomputation of the growth math (rebate.ts, king.ts, bonus.ts, experience.ts,
 * coupon.ts), for tests only. It shares no helper with them: shares are found by search, rates are
 * compared over the product of their denominators, tiers are read from the top down, experience is
 * settled from the total that comes back. A slip in one shows up as a difference.
 */

/** The largest k ≥ 0 with k ≤ amount × rate, by doubling then halving (amount ≥ 0, rate ≥ 0). */
function floorBySearch(amount: bigint, rate: Rate): bigint {
  const fits = (k: bigint) => k * rate.den <= amount * rate.num;
  let low = 0n;
  let high = 1n;
  while (fits(high)) high *= 2n;
  while (high - low > 1n) {
    const mid = (low + high) / 2n;
    if (fits(mid)) low = mid;
    else high = mid;
  }
  return low;
}

/* ---------------------------------------------------------------- rebates */

/** a + b + c as a fraction over the product of the denominators (not reduced). */
export function referenceRateSum(a: Rate, b: Rate, c: Rate): Rate {
  return {
    num: a.num * b.den * c.den + b.num * a.den * c.den + c.num * a.den * b.den,
    den: a.den * b.den * c.den,
  };
}

function badRates(set: readonly Rate[]): boolean {
  for (const r of set) if (r.den <= 0n || r.num < 0n || r.num > r.den) return true;
  const sum = referenceRateSum(set[0]!, set[1]!, set[2]!);
  return sum.num > sum.den;
}

/** The shares as the rule reads, or "invalid" where rebate.ts throws. */
export function referenceRebates(
  fee: bigint,
  payer: number,
  chain: readonly Inviter[],
  rates: RebateRates,
): RebateShare[] | "invalid" {
  if (fee < 0n || badRates(rates.levels) || badRates(rates.king)) return "invalid";
  // the best a mixed chain can take: the larger rate at each level
  const best = [0, 1, 2].map((i) => {
    const a = rates.levels[i]!;
    const b = rates.king[i]!;
    return a.num * b.den > b.num * a.den ? a : b;
  });
  if (badRates(best)) return "invalid";
  const shares: RebateShare[] = [];
  for (let position = 0; position < chain.length; position++) {
    const level = position + 1;
    if (level > 3) break;
    const inviter = chain[position]!;
    if (inviter.user === payer) continue;
    let nearer = false;
    for (let before = 0; before < position; before++) if (chain[before]!.user === inviter.user) nearer = true;
    if (nearer) continue;
    const rate = inviter.king ? rates.king[position]! : rates.levels[position]!;
    const amount = floorBySearch(fee, rate);
    if (amount > 0n) shares.push({ user: inviter.user, level: level as 1 | 2 | 3, rate, amount });
  }
  return shares;
}

/* ---------------------------------------------------------------- king */

export function referenceKingEligible(
  directTraded: number,
  teamTraded: number,
  direct = 100,
  team = 500,
): boolean {
  const shortOnDirect = directTraded < direct;
  const shortOnTeam = teamTraded < team;
  return !(shortOnDirect && shortOnTeam);
}

/* ---------------------------------------------------------------- bonus */

/** Tiers read from the highest threshold down, the first met wins; other tasks keep every rule met. */
export function referenceBonusFor(task: BonusTask, amount: bigint, rules: readonly BonusRule[]): BonusRule[] {
  const reached = (r: BonusRule) => {
    if (amount > r.min) return true;
    return amount === r.min && !r.strict;
  };
  const mine = rules.filter((r) => r.task === task);
  if (task !== "contract_tier") return mine.filter(reached);
  const fromTop = [...mine].sort((a, b) => (a.min < b.min ? 1 : a.min > b.min ? -1 : 0));
  for (const r of fromTop) if (reached(r)) return [r];
  return [];
}

export function referenceClaimable(metAt: number, now: number, days: number): boolean {
  const elapsed = now - metAt;
  return elapsed >= 0 && elapsed < days * 24 * 60 * 60 * 1000;
}

/* ---------------------------------------------------------------- experience */

export function referenceMarginSources(
  margin: bigint,
  experience: bigint,
): { experience: bigint; real: bigint } {
  const real = margin > experience ? margin - experience : 0n;
  return { experience: margin - real, real };
}

/**
 * From the total that comes back: the experience part keeps what a loss left of it (a profit never
 * adds to it), the real part gets the rest of the total, and a total below zero is the shortfall.
 */
export function referenceSettleExperience(
  fromExperience: bigint,
  fromReal: bigint,
  pnl: bigint,
): { experience: bigint; real: bigint; shortfall: bigint } {
  const total = fromExperience + fromReal + pnl;
  if (total <= 0n) return { experience: 0n, real: 0n, shortfall: -total };
  const loss = pnl < 0n ? -pnl : 0n;
  const experience = loss >= fromExperience ? 0n : fromExperience - loss;
  return { experience, real: total - experience, shortfall: 0n };
}

/* ---------------------------------------------------------------- coupons */

export function referenceCouponState(c: Coupon, now: number): CouponState {
  const started = now >= c.validFrom;
  const ended = now >= c.validUntil;
  if (c.used) return "used";
  if (started && !ended) return "available";
  return started ? "expired" : "upcoming";
}

export function referenceDiscountedFee(
  fee: bigint,
  rate: Rate,
  cap: bigint,
): { fee: bigint; discount: bigint } {
  let discount = floorBySearch(fee, rate);
  if (discount > cap) discount = cap;
  return { fee: fee - discount, discount };
}
