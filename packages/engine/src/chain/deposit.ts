/**
 * The arithmetic of watching a chain for deposits: where a reorganised chain forked from the blocks the
 * watcher kept, how many confirmations a block has, and what to do with a deposit at each check.
 */

/** A block the watcher stored: its height and its hash (hex, compared without regard to case). */
export interface StoredBlock {
  number: bigint;
  hash: string;
}

/**
 * The fork point after a reorganisation: the highest stored height whose hash is still the chain's
 * hash at that height (`canonicalHashes`, the chain's current hashes at the stored heights). The scan
 * resumes at the block after it; deposits in stored blocks above it are no longer on the chain as
 * seen. `undefined` when no stored block matches: the reorganisation is deeper than what was kept.
 * The stored blocks may come in any order; a height missing from `canonicalHashes` counts as changed.
 */
export function forkPoint(
  stored: readonly StoredBlock[],
  canonicalHashes: ReadonlyMap<bigint, string>,
): bigint | undefined {
  let best: bigint | undefined;
  for (const block of stored) {
    if (best !== undefined && block.number <= best) continue;
    const canonical = canonicalHashes.get(block.number);
    if (canonical !== undefined && canonical.toLowerCase() === block.hash.toLowerCase()) best = block.number;
  }
  return best;
}

/**
 * A block's confirmations at a chain head: head − block + 1 (the block itself counts as one), and 0
 * when the block is above the head (a head read from a node that lags behind the one that saw it).
 */
export function confirmations(blockNumber: bigint, head: bigint): number {
  return blockNumber > head ? 0 : Number(head - blockNumber + 1n);
}

/** A deposit's state as recorded: awaiting confirmations, credited, dropped by a reorg, or too small to credit. */
export type DepositState = "pending" | "credited" | "dropped" | "below_minimum";

/**
 * What a check of a deposit calls for: keep waiting, credit it, drop it (its block left the chain
 * before it was credited), alert the operators (a credited deposit's block left the chain: a credit is
 * never reversed by the watcher), or nothing.
 */
export type DepositAction = "wait" | "credit" | "drop" | "alert" | "none";

export interface DepositCheck {
  state: DepositState;
  /** the height of the block the deposit was found in */
  blockNumber: bigint;
  /** the chain's head now */
  head: bigint;
  /** the confirmations the chain's deposits need before they are credited (≥ 1) */
  required: number;
  /** whether the deposit's block is still the chain's block at its height */
  stillCanonical: boolean;
}

/**
 * The decision for one deposit at one check:
 * - pending: dropped when its block is no longer canonical, credited once it has `required`
 *   confirmations, else waiting;
 * - credited: an alert when its block is no longer canonical, else nothing;
 * - dropped, below the minimum: nothing (a transfer that lands again in a new block is found by the
 *   scan as a deposit of its own).
 * Throws a RangeError when `required` is not a whole number ≥ 1.
 */
export function depositDecision(check: DepositCheck): DepositAction {
  if (!Number.isSafeInteger(check.required) || check.required < 1) {
    throw new RangeError("required confirmations must be a whole number ≥ 1");
  }
  switch (check.state) {
    case "pending":
      if (!check.stillCanonical) return "drop";
      return confirmations(check.blockNumber, check.head) >= check.required ? "credit" : "wait";
    case "credited":
      return check.stillCanonical ? "none" : "alert";
    case "dropped":
    case "below_minimum":
      return "none";
  }
}
