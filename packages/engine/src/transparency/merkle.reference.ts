import { sha256 } from "@noble/hashes/sha2.js";

/**
 * RFC 9162 §2.1's definitions written out as they read, over the list of leaf hashes, to check
 * merkle.ts against: MTH (§2.1.1), PATH (§2.1.3.1), PROOF and SUBPROOF (§2.1.4.1). Slow (they slice and
 * recurse over the leaves) and sharing nothing with merkle.ts but SHA-256.
 */

const hash = (...parts: Uint8Array[]): Uint8Array => {
  const h = sha256.create();
  for (const p of parts) h.update(p);
  return h.digest();
};

/** The largest power of two smaller than n (n > 1). */
function largestPowerBelow(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

/** MTH(D[n]) where leafHashes[i] = MTH({d(i)}) = SHA-256(0x00 ‖ d(i)). */
export function naiveRoot(leafHashes: readonly Uint8Array[]): Uint8Array {
  const n = leafHashes.length;
  if (n === 0) return hash();
  if (n === 1) return leafHashes[0]!;
  const k = largestPowerBelow(n);
  return hash(Uint8Array.of(1), naiveRoot(leafHashes.slice(0, k)), naiveRoot(leafHashes.slice(k)));
}

/** PATH(m, D[n]), 0 ≤ m < n. */
export function naiveInclusion(m: number, leafHashes: readonly Uint8Array[]): Uint8Array[] {
  const n = leafHashes.length;
  if (n === 1) return [];
  const k = largestPowerBelow(n);
  if (m < k) return [...naiveInclusion(m, leafHashes.slice(0, k)), naiveRoot(leafHashes.slice(k))];
  return [...naiveInclusion(m - k, leafHashes.slice(k)), naiveRoot(leafHashes.slice(0, k))];
}

/** SUBPROOF(m, D[n], b). */
function subproof(m: number, leafHashes: readonly Uint8Array[], b: boolean): Uint8Array[] {
  const n = leafHashes.length;
  if (m === n) return b ? [] : [naiveRoot(leafHashes)];
  const k = largestPowerBelow(n);
  if (m <= k) return [...subproof(m, leafHashes.slice(0, k), b), naiveRoot(leafHashes.slice(k))];
  return [...subproof(m - k, leafHashes.slice(k), false), naiveRoot(leafHashes.slice(0, k))];
}

/** PROOF(m, D[n]) = SUBPROOF(m, D[n], true) for 0 < m < n; empty for m = 0 and m = n. */
export function naiveConsistency(m: number, leafHashes: readonly Uint8Array[]): Uint8Array[] {
  if (m === 0 || m === leafHashes.length) return [];
  return subproof(m, leafHashes, true);
}
