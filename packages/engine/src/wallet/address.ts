import { sha256 } from "@noble/hashes/sha2.js";
import { keccak_256 } from "@noble/hashes/sha3.js";
import { bytesToHex } from "@noble/hashes/utils.js";
import { base58, base58xrp, bech32, bech32m } from "@scure/base";

/**
 * Blockchain addresses by their network's rules. Each family checks what its chain itself checks:
 *
 * - `evm` (ERC20, BEP20 and the other EVM chains): `0x` and 40 hex digits; mixed case must match the
 *   EIP-55 checksum, all-lowercase or all-uppercase hex is an address without a checksum;
 * - `tron` (TRC20): base58check of 21 bytes, version byte 0x41 (`T…`);
 * - `bitcoin` (BTC mainnet): base58check P2PKH (0x00, `1…`) or P2SH (0x05, `3…`), or a segwit address
 *   `bc1…` in bech32 (witness version 0, BIP-173) or bech32m (versions 1–16, BIP-350);
 * - `dogecoin`: base58check P2PKH (0x1e, `D…`) or P2SH (0x16, `9…`/`A…`);
 * - `xrp` (classic address): base58check in the XRP Ledger alphabet, 21 bytes, version 0x00 (`r…`);
 * - `solana`: base58 of a 32-byte public key (the chain has no checksum, so only the form is checked).
 *
 * A network outside these families gets the generic form only (see `GENERIC`).
 */
export type AddressFamily = "evm" | "tron" | "bitcoin" | "dogecoin" | "xrp" | "solana";

/** Why an address was refused: wrong characters or length, a wrong checksum, or another network's version. */
export type AddressProblem = "format" | "checksum" | "version";

export type AddressCheck = { ok: true } | { ok: false; problem: AddressProblem };

const FAMILIES: Record<string, AddressFamily> = {
  ERC20: "evm",
  ETH: "evm",
  BEP20: "evm",
  BSC: "evm",
  ARBITRUM: "evm",
  OPTIMISM: "evm",
  POLYGON: "evm",
  BASE: "evm",
  AVAXC: "evm",
  TRC20: "tron",
  TRX: "tron",
  TRON: "tron",
  BTC: "bitcoin",
  DOGE: "dogecoin",
  XRP: "xrp",
  SOL: "solana",
  SPL: "solana",
};

/** The address family of a network by its name (case-insensitive), or null for one without known rules. */
export function addressFamily(network: string): AddressFamily | null {
  return FAMILIES[network.trim().toUpperCase()] ?? null;
}

/** The form any address takes on a network without known rules: 20–128 letters, digits, `:`, `_` or `-`. */
export const GENERIC = /^[A-Za-z0-9:_-]{20,128}$/;

const OK: AddressCheck = { ok: true };
const refuse = (problem: AddressProblem): AddressCheck => ({ ok: false, problem });

/** Checks an address (as typed, surrounding spaces allowed) against its network's rules. */
export function checkAddress(network: string, address: string): AddressCheck {
  const text = address.trim();
  const family = addressFamily(network);
  if (family === null) return GENERIC.test(text) ? OK : refuse("format");
  return CHECKS[family](text);
}

const CHECKS: Record<AddressFamily, (text: string) => AddressCheck> = {
  evm: checkEvm,
  tron: (text) => checkBase58Check(text, "bitcoin", [0x41]),
  bitcoin: (text) =>
    /^bc1/i.test(text) ? checkSegwitAddress(text, "bc") : checkBase58Check(text, "bitcoin", [0x00, 0x05]),
  dogecoin: (text) => checkBase58Check(text, "bitcoin", [0x1e, 0x16]),
  xrp: (text) => checkBase58Check(text, "xrp", [0x00]),
  solana: checkSolana,
};

// ---- EVM (EIP-55)

const EVM = /^0x[0-9a-fA-F]{40}$/;

/** The EIP-55 checksummed form of 40 hex digits (any case): a letter is upper when its hash nibble is ≥ 8. */
export function eip55(hex40: string): string {
  const lower = hex40.toLowerCase();
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lower)));
  let out = "0x";
  for (let i = 0; i < 40; i++) {
    const c = lower[i]!;
    out += Number.parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

function checkEvm(text: string): AddressCheck {
  if (!EVM.test(text)) return refuse("format");
  const digits = text.slice(2);
  if (digits === digits.toLowerCase() || digits === digits.toUpperCase()) return OK;
  return eip55(digits) === text ? OK : refuse("checksum");
}

/** A checksummed EVM address of 20 bytes. */
export function evmAddress(bytes: Uint8Array): string {
  if (bytes.length !== 20) throw new RangeError("an EVM address is 20 bytes");
  return eip55(bytesToHex(bytes));
}

// ---- base58check (Bitcoin, Dogecoin, TRON; XRP in its own alphabet)

type Alphabet = "bitcoin" | "xrp";
const CODERS = { bitcoin: base58, xrp: base58xrp };
const BASE58 = {
  bitcoin: /^[1-9A-HJ-NP-Za-km-z]+$/,
  xrp: /^[rpshnaf39wBUDNEGHJKLM4PQRST7VWXYZ2bcdeCg65jkm8oFqi1tuvAxyz]+$/,
};

const doubleSha256 = (data: Uint8Array) => sha256(sha256(data));

/** Version byte + 20-byte payload + the first 4 bytes of its double SHA-256, in base58. */
export function base58CheckAddress(
  version: number,
  payload: Uint8Array,
  alphabet: Alphabet = "bitcoin",
): string {
  const body = new Uint8Array(1 + payload.length);
  body[0] = version;
  body.set(payload, 1);
  const full = new Uint8Array(body.length + 4);
  full.set(body);
  full.set(doubleSha256(body).subarray(0, 4), body.length);
  return CODERS[alphabet].encode(full);
}

function checkBase58Check(text: string, alphabet: Alphabet, versions: number[]): AddressCheck {
  // 21 bytes + 4 of checksum are 25 to 35 characters in base58
  if (text.length < 25 || text.length > 35 || !BASE58[alphabet].test(text)) return refuse("format");
  const bytes = CODERS[alphabet].decode(text);
  if (bytes.length !== 25) return refuse("format");
  const sum = doubleSha256(bytes.subarray(0, 21));
  for (let i = 0; i < 4; i++) if (bytes[21 + i] !== sum[i]) return refuse("checksum");
  return versions.includes(bytes[0]!) ? OK : refuse("version");
}

/** A TRON address (`T…`) of 20 bytes. */
export const tronAddress = (bytes: Uint8Array) => base58CheckAddress(0x41, twenty(bytes));

function twenty(bytes: Uint8Array): Uint8Array {
  if (bytes.length !== 20) throw new RangeError("the address payload is 20 bytes");
  return bytes;
}

// ---- segwit (BIP-173 bech32 for version 0, BIP-350 bech32m for versions 1 to 16)

/** A segwit address: witness version 0 takes bech32, versions 1–16 bech32m. */
export function segwitAddress(hrp: string, version: number, program: Uint8Array): string {
  const coder = version === 0 ? bech32 : bech32m;
  return coder.encode(hrp, [version, ...coder.toWords(program)]);
}

/** A segwit address of the chain whose human-readable part is `hrp` (`bc` for Bitcoin, `tb` for its testnet). */
export function checkSegwitAddress(text: string, hrp: string): AddressCheck {
  if (text.length > 90) return refuse("format");
  const lower = text.toLowerCase();
  if (text !== lower && text !== text.toUpperCase()) return refuse("format");
  const sep = lower.lastIndexOf("1");
  if (lower.slice(0, sep) !== hrp) return refuse("version");
  if (!/^[qpzry9x8gf2tvdw0s3jn54khce6mua7l]{7,}$/.test(lower.slice(sep + 1))) return refuse("format");
  // the checksum constant tells the two encodings apart; the witness version must match the one used
  const asBech32 = bech32.decodeUnsafe(lower);
  const asBech32m = bech32m.decodeUnsafe(lower);
  const decoded = asBech32 ?? asBech32m;
  if (!decoded) return refuse("checksum");
  const [version, ...words] = decoded.words;
  if (version === undefined || version > 16) return refuse("format");
  if ((version === 0) !== (asBech32 !== undefined)) return refuse("checksum");
  const program = bech32.fromWordsUnsafe(words);
  if (!program || program.length < 2 || program.length > 40) return refuse("format");
  if (version === 0 && program.length !== 20 && program.length !== 32) return refuse("format");
  return OK;
}

// ---- Solana

function checkSolana(text: string): AddressCheck {
  if (text.length < 32 || text.length > 44 || !BASE58.bitcoin.test(text)) return refuse("format");
  return base58.decode(text).length === 32 ? OK : refuse("format");
}

/** A Solana address of a 32-byte public key. */
export function solanaAddress(key: Uint8Array): string {
  if (key.length !== 32) throw new RangeError("a Solana address is 32 bytes");
  return base58.encode(key);
}
