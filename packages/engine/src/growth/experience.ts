/**
 * Experience funds (PRODUCT-RULES "Growth"), in integer units of the margin coin: usable only as margin
 * for contracts, never withdrawn or transferred, and they expire. A position takes them before real
 * money; a loss consumes them first, and a profit is real money.
 */

function checkAmount(value: bigint, what: string) {
  if (typeof value !== "bigint" || value < 0n) throw new RangeError(`${what} must not be negative`);
}

/**
 * The margin taken for a position: experience funds first (up to what the user holds), then real money.
 * Throws a RangeError on a negative margin or experience balance.
 */
export function marginSources(margin: bigint, experience: bigint): { experience: bigint; real: bigint } {
  checkAmount(margin, "margin");
  checkAmount(experience, "experience funds");
  const fromExperience = margin < experience ? margin : experience;
  return { experience: fromExperience, real: margin - fromExperience };
}

/**
 * A position closes with `pnl` (negative: a loss) on a margin of fromExperience + fromReal. A loss
 * consumes the experience part first, then the real part; a profit is added to the real part only.
 * What comes back: `experience` (never more than fromExperience) and `real`, both ≥ 0, with
 * experience + real = fromExperience + fromReal + pnl + shortfall, where `shortfall` is the part of a
 * loss beyond the whole margin (0 otherwise). Throws a RangeError on a negative margin part.
 */
export function settleExperience(
  fromExperience: bigint,
  fromReal: bigint,
  pnl: bigint,
): { experience: bigint; real: bigint; shortfall: bigint } {
  checkAmount(fromExperience, "experience margin");
  checkAmount(fromReal, "real margin");
  if (typeof pnl !== "bigint") throw new RangeError("pnl must be an amount");
  if (pnl >= 0n) return { experience: fromExperience, real: fromReal + pnl, shortfall: 0n };
  const loss = -pnl;
  const fromExperienceLost = loss < fromExperience ? loss : fromExperience;
  const rest = loss - fromExperienceLost;
  const fromRealLost = rest < fromReal ? rest : fromReal;
  return {
    experience: fromExperience - fromExperienceLost,
    real: fromReal - fromRealLost,
    shortfall: rest - fromRealLost,
  };
}
