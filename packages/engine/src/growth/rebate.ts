import type { Rate } from "../lever/math.ts";

/**
 * Fee rebates (PRODUCT-RULES "Growth"), in integer units of the fee's coin: every fee an invitee pays
 * yields a share to each of its inviters up to three levels (level 1 = the direct inviter). A king
 * manager earns the king rate of its level instead of the normal one; each inviter's own status decides
 * its rate. A fourth level and beyond gets nothing. Each share is rounded down to the unit on its own,
 * and the venue keeps the rest of the fee.
 */

export interface RebateRates {
  /** levels 1, 2, 3 for a normal inviter */
  levels: [Rate, Rate, Rate];
  /** levels 1, 2, 3 for a king manager */
  king: [Rate, Rate, Rate];
}

/** 16 / 8 / 4 % of the fee; 32 / 16 / 8 % for a king manager. */
export const DEFAULT_REBATE_RATES: RebateRates = {
  levels: [
    { num: 16n, den: 100n },
    { num: 8n, den: 100n },
    { num: 4n, den: 100n },
  ],
  king: [
    { num: 32n, den: 100n },
    { num: 16n, den: 100n },
    { num: 8n, den: 100n },
  ],
};

export interface Inviter {
  user: number;
  king: boolean;
}

export interface RebateShare {
  user: number;
  level: 1 | 2 | 3;
  rate: Rate;
  amount: bigint;
}

const LEVELS = [1, 2, 3] as const;

function checkRate(rate: Rate, what: string) {
  if (typeof rate?.num !== "bigint" || typeof rate.den !== "bigint")
    throw new RangeError(`${what} must be a rate`);
  if (rate.den <= 0n || rate.num < 0n) throw new RangeError(`${what} must be a non-negative rate`);
  if (rate.num > rate.den) throw new RangeError(`${what} must not exceed 1`);
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a;
}

/** r1 + r2 + r3 exactly, over the least common denominator of the three. */
function sumOf(rates: readonly [Rate, Rate, Rate]): Rate {
  let den = 1n;
  for (const r of rates) den = (den / gcd(den, r.den)) * r.den;
  let num = 0n;
  for (const r of rates) num += r.num * (den / r.den);
  return { num, den };
}

function checkSet(set: readonly Rate[] | undefined, what: string): [Rate, Rate, Rate] {
  if (!Array.isArray(set) || set.length !== 3) throw new RangeError(`${what} rates must be three levels`);
  for (const [i, r] of set.entries()) checkRate(r, `${what} level ${i + 1} rate`);
  const sum = sumOf(set as [Rate, Rate, Rate]);
  if (sum.num > sum.den) throw new RangeError(`${what} rates must not add up to more than the fee`);
  return set as [Rate, Rate, Rate];
}

function checkRates(rates: RebateRates) {
  const levels = checkSet(rates?.levels, "normal");
  const king = checkSet(rates?.king, "king");
  // a chain may mix kings and normal inviters: the larger rate of each level must still fit in the fee
  const larger = (a: Rate, b: Rate) => (a.num * b.den >= b.num * a.den ? a : b);
  const mixed = sumOf([larger(levels[0], king[0]), larger(levels[1], king[1]), larger(levels[2], king[2])]);
  if (mixed.num > mixed.den)
    throw new RangeError("rebate rates of a mixed chain must not add up to more than the fee");
  return { levels, king };
}

function checkUser(user: number, what: string) {
  if (!Number.isSafeInteger(user)) throw new RangeError(`${what} must be a user id`);
}

/**
 * The most a fee can pay out in rebates: the sum of the three levels' rates, for a chain of normal
 * inviters and for one of king managers (the sum over the least common denominator). Throws a
 * RangeError on bad rates.
 */
export function rebateCap(rates: RebateRates): { normal: Rate; king: Rate } {
  const { levels, king } = checkRates(rates);
  return { normal: sumOf(levels), king: sumOf(king) };
}

/**
 * The rebates one fee pays: `chain` is the payer's inviters, nearest first (index 0 = level 1); entries
 * past the third are ignored. Each share = floor(fee × its level's rate, normal or king); zero shares are
 * left out. A position holding the payer itself, or a user already met nearer in the chain, pays
 * nothing (a cycle in the invitations never pays twice), and the positions after it keep their levels.
 * Throws a RangeError on a negative fee, a bad user id or bad rates: a rate above 1, the three levels
 * of either set adding up to more than 1, or the larger of each level's two rates adding up to more
 * than 1 (a chain mixing kings and normal inviters would pay out more than the fee).
 */
export function rebates(
  fee: bigint,
  payer: number,
  chain: readonly Inviter[],
  rates: RebateRates = DEFAULT_REBATE_RATES,
): RebateShare[] {
  if (typeof fee !== "bigint" || fee < 0n) throw new RangeError("rebated fee must not be negative");
  checkUser(payer, "rebate payer");
  if (!Array.isArray(chain)) throw new RangeError("rebate chain must be a list of inviters");
  const { levels, king } = checkRates(rates);
  const nearest = chain.slice(0, 3);
  for (const inviter of nearest) {
    checkUser(inviter?.user, "inviter");
    if (typeof inviter.king !== "boolean") throw new RangeError("inviter king must be true or false");
  }

  const shares: RebateShare[] = [];
  const seen = new Set<number>([payer]);
  for (const [i, inviter] of nearest.entries()) {
    if (seen.has(inviter.user)) continue;
    seen.add(inviter.user);
    const rate = (inviter.king ? king : levels)[i]!;
    const amount = (fee * rate.num) / rate.den;
    if (amount === 0n) continue;
    shares.push({ user: inviter.user, level: LEVELS[i]!, rate: { num: rate.num, den: rate.den }, amount });
  }
  return shares;
}
