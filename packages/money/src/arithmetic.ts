import { Amount, assertScale, MAX_SCALE, MoneyError, powerOfTen } from "./amount.ts";
import { assertSameScale } from "./compare.ts";
import { money } from "./parse.ts";
import { divideRounded, type RoundingMode } from "./rounding.ts";

// units at `from` decimals, expressed at `to` decimals: exact when gaining decimals, rounded when losing them.
function changeScale(units: bigint, from: number, to: number, rounding: RoundingMode): bigint {
  if (to >= from) return units * powerOfTen(to - from);
  return divideRounded(units, powerOfTen(from - to), rounding);
}

/** a + b, exact; same scale required; throws MONEY_TOO_LARGE past the magnitude bound. */
export function add(a: Amount, b: Amount): Amount {
  assertSameScale(a, b);
  return new Amount(a.units + b.units, a.scale);
}

/** a − b, exact; same scale required; throws MONEY_TOO_LARGE past the magnitude bound. */
export function sub(a: Amount, b: Amount): Amount {
  assertSameScale(a, b);
  return new Amount(a.units - b.units, a.scale);
}

/** −x, exact (−0 is 0). */
export function neg(x: Amount): Amount {
  return new Amount(-x.units, x.scale);
}

/** |x|, exact. */
export function abs(x: Amount): Amount {
  return x.units < 0n ? neg(x) : x;
}

/** x at another scale: exact when adding decimals, rounded by `rounding` when dropping them. */
export function rescale(x: Amount, scale: number, rounding: RoundingMode): Amount {
  assertScale(scale);
  return new Amount(changeScale(x.units, x.scale, scale, rounding), scale);
}

/** a × b at `resultScale`, computed exactly and then rounded once; scales of a and b may differ. */
export function mul(a: Amount, b: Amount, resultScale: number, rounding: RoundingMode): Amount {
  assertScale(resultScale);
  const exact = a.units * b.units; // at scale a.scale + b.scale, up to 2 × MAX_SCALE decimals
  return new Amount(changeScale(exact, a.scale + b.scale, resultScale, rounding), resultScale);
}

/** a ÷ b at `resultScale`, rounded once; throws MoneyError MONEY_DIVISION_BY_ZERO when b is zero. */
export function div(a: Amount, b: Amount, resultScale: number, rounding: RoundingMode): Amount {
  assertScale(resultScale);
  if (b.units === 0n) throw new MoneyError("MONEY_DIVISION_BY_ZERO", "cannot divide an amount by zero");
  const numerator = a.units * powerOfTen(b.scale + resultScale);
  const denominator = b.units * powerOfTen(a.scale);
  return new Amount(divideRounded(numerator, denominator, rounding), resultScale);
}

/** amount × rate at the amount's scale, rounded down (toward zero) by default: the fee never exceeds the rate. */
export function mulRate(amount: Amount, rate: string | Amount, rounding: RoundingMode = "down"): Amount {
  const factor = typeof rate === "string" ? money(rate, MAX_SCALE) : rate;
  return mul(amount, factor, amount.scale, rounding);
}

/** x rounded to a multiple of `step` (quantity step, price tick); same scale required, step must be > 0. */
export function roundToStep(x: Amount, step: Amount, rounding: RoundingMode): Amount {
  assertSameScale(x, step);
  if (step.units <= 0n) throw new MoneyError("MONEY_BAD_ARGUMENT", "step must be positive");
  return new Amount(divideRounded(x.units, step.units, rounding) * step.units, x.scale);
}
