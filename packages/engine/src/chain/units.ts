/**
 * Amounts between a chain's units and the venue's. A token's contract fixes its decimals on the chain
 * (18 for most ERC-20 tokens and the coins of EVM chains, 6 for USDT and USDC on Ethereum); the venue
 * keeps each asset at its own scale, which may hold fewer decimals.
 */

const pow10 = (n: number) => 10n ** BigInt(n);

function checkDecimals(...decimals: number[]): void {
  for (const d of decimals) {
    if (!Number.isSafeInteger(d) || d < 0) throw new RangeError("decimals must be whole numbers ≥ 0");
  }
}

/**
 * A chain amount in the venue's units: exact when the venue keeps at least the chain's decimals, else
 * rounded down. The part cut off (less than one venue unit) is not credited: it stays on the deposit
 * address and is swept with the rest, to the venue's wallet, never to the user's balance.
 * Throws a RangeError on a negative amount or bad decimals.
 */
export function toVenueUnits(chainUnits: bigint, chainDecimals: number, venueDecimals: number): bigint {
  checkDecimals(chainDecimals, venueDecimals);
  if (chainUnits < 0n) throw new RangeError("amount must be ≥ 0");
  return venueDecimals >= chainDecimals
    ? chainUnits * pow10(venueDecimals - chainDecimals)
    : chainUnits / pow10(chainDecimals - venueDecimals);
}

/**
 * A venue amount in the chain's units, for a withdrawal: exact when the chain has at least the venue's
 * decimals (so `toVenueUnits` of the result gives the amount back), else rounded down, so that what is
 * sent never exceeds what was debited. Throws a RangeError on a negative amount or bad decimals.
 */
export function toChainUnits(venueUnits: bigint, venueDecimals: number, chainDecimals: number): bigint {
  checkDecimals(venueDecimals, chainDecimals);
  if (venueUnits < 0n) throw new RangeError("amount must be ≥ 0");
  return chainDecimals >= venueDecimals
    ? venueUnits * pow10(chainDecimals - venueDecimals)
    : venueUnits / pow10(venueDecimals - chainDecimals);
}
