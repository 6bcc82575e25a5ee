/**
 * EVM addresses from the venue's account-level extended public key (m/44'/60'/0'): the deposit branch
 * is xpub/0/index, the hot wallet xpub/1/0. Public derivation only: no private key is involved.
 */
import { secp256k1 } from "@noble/curves/secp256k1.js";
import { HDKey } from "@scure/bip32";
import { bytesToHex } from "viem";
import { publicKeyToAddress } from "viem/accounts";

const branches = new Map<string, HDKey>();

function branchKey(xpub: string, branch: 0 | 1): HDKey {
  const key = `${xpub}/${branch}`;
  let node = branches.get(key);
  if (!node) {
    node = HDKey.fromExtendedKey(xpub).deriveChild(branch);
    if (branches.size >= 16) branches.clear();
    branches.set(key, node);
  }
  return node;
}

/** The address (lower case) at xpub/branch/index; index is a non-hardened child (0 ≤ index < 2^31). */
export function evmAddressFromXpub(xpub: string, branch: 0 | 1, index: number): string {
  if (branch !== 0 && branch !== 1) throw new Error(`branch must be 0 or 1, not ${branch}`);
  if (!Number.isInteger(index) || index < 0 || index >= 0x80000000) {
    throw new Error(`index must be an integer in [0, 2^31), not ${index}`);
  }
  const child = branchKey(xpub, branch).deriveChild(index);
  if (!child.publicKey) throw new Error("the extended key has no public key");
  const uncompressed = secp256k1.Point.fromBytes(child.publicKey).toBytes(false);
  return publicKeyToAddress(bytesToHex(uncompressed)).toLowerCase();
}
