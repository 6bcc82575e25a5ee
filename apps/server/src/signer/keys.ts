/**
 * The signer's keys, all from one BIP-39 phrase along the Ethereum BIP-44 account m/44'/60'/0':
 * the deposit address of user index i is m/44'/60'/0'/0/i, the hot wallet m/44'/60'/0'/1/0. The
 * server knows only the account's extended public key (`accountXpub`), from which it derives the
 * same addresses.
 */
import { ECDH } from "node:crypto";
import { HDKey } from "@scure/bip32";
import { mnemonicToSeedSync, validateMnemonic } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english.js";
import { type Address, bytesToHex } from "viem";
import { type PrivateKeyAccount, privateKeyToAccount, publicKeyToAddress } from "viem/accounts";

export const ACCOUNT_PATH = "m/44'/60'/0'";
/** the largest non-hardened child index */
export const MAX_INDEX = 0x7fffffff;

function normalize(mnemonic: string): string {
  return mnemonic.trim().split(/\s+/).join(" ");
}

function accountNode(mnemonic: string): HDKey {
  const phrase = normalize(mnemonic);
  if (!validateMnemonic(phrase, wordlist)) throw new Error("the mnemonic is not a valid BIP-39 phrase");
  return HDKey.fromMasterSeed(mnemonicToSeedSync(phrase)).derive(ACCOUNT_PATH);
}

/** The extended public key of m/44'/60'/0' (xpub…), from which the deposit and hot addresses follow. */
export function accountXpub(mnemonic: string): string {
  return accountNode(mnemonic).publicExtendedKey;
}

function accountOf(node: HDKey): PrivateKeyAccount {
  if (!node.privateKey) throw new Error("no private key");
  return privateKeyToAccount(bytesToHex(node.privateKey));
}

/** The address of a compressed secp256k1 public key. */
function addressOfPublicKey(compressed: Uint8Array): Address {
  const full = ECDH.convertKey(compressed, "secp256k1", undefined, undefined, "uncompressed") as Buffer;
  return publicKeyToAddress(bytesToHex(full));
}

export interface SignerKeys {
  hot: PrivateKeyAccount;
  /** the account that signs for the deposit address of a user index */
  deposit(index: number): PrivateKeyAccount;
  /** the deposit address of a user index, from public derivation only */
  depositAddress(index: number): Address;
}

export function loadKeys(mnemonic: string): SignerKeys {
  const account = accountNode(mnemonic);
  const depositBranch = account.deriveChild(0);
  const publicBranch = HDKey.fromExtendedKey(depositBranch.publicExtendedKey);
  const hot = accountOf(account.deriveChild(1).deriveChild(0));
  return {
    hot,
    deposit(index) {
      checkIndex(index);
      return accountOf(depositBranch.deriveChild(index));
    },
    depositAddress(index) {
      checkIndex(index);
      const key = publicBranch.deriveChild(index).publicKey;
      if (!key) throw new Error("no public key");
      return addressOfPublicKey(key);
    },
  };
}

function checkIndex(index: number): void {
  if (!Number.isSafeInteger(index) || index < 0 || index > MAX_INDEX) throw new Error(`bad index ${index}`);
}

/**
 * The set of deposit addresses (lower case) of indices 0..bound-1, derived on demand a slice at a
 * time (yielding between slices, each address costs a point multiplication) and kept.
 */
export class DepositAddresses {
  private readonly known = new Set<string>();
  private derived = 0;
  private running: Promise<void> | undefined;
  private target = 0;
  private stopped = false;

  constructor(private readonly keys: SignerKeys) {}

  get count(): number {
    return this.derived;
  }

  /** Derives every index below `bound` (at most MAX_INDEX + 1). */
  async ensure(bound: number): Promise<void> {
    const wanted = Math.min(bound, MAX_INDEX + 1);
    if (wanted > this.target) this.target = wanted;
    while (this.derived < wanted) {
      // a check is never answered from a partial set
      if (this.stopped) throw new Error("the signer is closing");
      if (!this.running) {
        this.running = this.slice().finally(() => {
          this.running = undefined;
        });
      }
      await this.running;
    }
  }

  /** Ends the derivation under way (the signer is closing). */
  stop(): void {
    this.stopped = true;
  }

  private async slice(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    const end = Math.min(this.target, this.derived + 250);
    for (let i = this.derived; i < end; i++) this.known.add(this.keys.depositAddress(i).toLowerCase());
    this.derived = end;
  }

  /** Whether `address` is the deposit address of an index below `bound`. */
  async contains(address: string, bound: number): Promise<boolean> {
    const lower = address.toLowerCase();
    if (this.known.has(lower)) return true;
    await this.ensure(bound);
    return this.known.has(lower);
  }
}
