import { ceilDiv } from "../lever/math.ts";

/**
 * The fee arithmetic of sending from the venue's addresses on an EIP-1559 chain, in the coin's
 * smallest unit (wei on Ethereum): re-sending a stuck transaction, sweeping a deposit address's coin,
 * funding an address with the gas for a token transfer.
 */

/** What a transaction offers per unit of gas (EIP-1559): the most in all, and the most as a tip. */
export interface GasFees {
  maxFeePerGas: bigint;
  maxPriorityFeePerGas: bigint;
}

/** The smallest raise, in percent of each fee, that nodes accept for a transaction replacing another. */
export const MIN_REPLACEMENT_BUMP = 10n;

function checkFees(fees: GasFees): void {
  if (fees.maxPriorityFeePerGas < 0n || fees.maxFeePerGas < fees.maxPriorityFeePerGas) {
    throw new RangeError("fees must satisfy 0 ≤ maxPriorityFeePerGas ≤ maxFeePerGas");
  }
}

/**
 * The fees for re-sending a stuck transaction with the same nonce: each of the two at least the old one
 * raised by `bumpPercent` (rounded up to a whole unit) and at least the market's `current` one. Nodes
 * refuse a replacement that raises either fee by less than 10 %, so a smaller bump is a RangeError, as
 * are fees with a tip above the maximum or below zero. The result's tip never exceeds its maximum.
 */
export function replacementFees(old: GasFees, current: GasFees, bumpPercent = 13n): GasFees {
  if (bumpPercent < MIN_REPLACEMENT_BUMP)
    throw new RangeError("a replacement raises the fees by at least 10 %");
  checkFees(old);
  checkFees(current);
  const bumped = (fee: bigint) => ceilDiv(fee * (100n + bumpPercent), 100n);
  const atLeast = (a: bigint, b: bigint) => (a >= b ? a : b);
  return {
    maxFeePerGas: atLeast(bumped(old.maxFeePerGas), current.maxFeePerGas),
    maxPriorityFeePerGas: atLeast(bumped(old.maxPriorityFeePerGas), current.maxPriorityFeePerGas),
  };
}

/**
 * What an address can send of the chain's coin after paying for the transfer: its balance less the
 * most the transfer can cost (gasLimit × maxFeePerGas), or 0 when that leaves nothing. What the
 * transfer costs below that maximum stays on the address.
 */
export function sweepable(balance: bigint, gasLimit: bigint, maxFeePerGas: bigint): bigint {
  if (balance < 0n || gasLimit < 0n || maxFeePerGas < 0n) throw new RangeError("amounts must be ≥ 0");
  const rest = balance - gasLimit * maxFeePerGas;
  return rest > 0n ? rest : 0n;
}

/**
 * What to send an address that holds `have` of the chain's coin so that it can pay for a transfer
 * (a token sweep) at most gasLimit × maxFeePerGas; 0 when it already has enough.
 */
export function gasToFund(have: bigint, gasLimit: bigint, maxFeePerGas: bigint): bigint {
  if (have < 0n || gasLimit < 0n || maxFeePerGas < 0n) throw new RangeError("amounts must be ≥ 0");
  const missing = gasLimit * maxFeePerGas - have;
  return missing > 0n ? missing : 0n;
}
