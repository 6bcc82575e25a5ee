/**
 * The mnemonic at rest: encrypted with AES-256-GCM under a key stretched from a password with
 * scrypt (node:crypto), in a JSON file readable by its owner only.
 */
import { createCipheriv, createDecipheriv, randomBytes, scryptSync } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

export interface Keystore {
  version: 1;
  kdf: "scrypt";
  n: number;
  r: number;
  p: number;
  /** hex */
  salt: string;
  iv: string;
  tag: string;
  ciphertext: string;
}

export interface ScryptParams {
  n: number;
  r: number;
  p: number;
}

/** 2^17: about 128 MB and a fraction of a second per opening */
export const DEFAULT_SCRYPT: ScryptParams = { n: 2 ** 17, r: 8, p: 1 };

function stretch(password: string, salt: Buffer, { n, r, p }: ScryptParams): Buffer {
  return scryptSync(password.normalize("NFKC"), salt, 32, { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 });
}

export function encryptMnemonic(
  mnemonic: string,
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT,
): Keystore {
  if (!password) throw new Error("the keystore password is empty");
  const salt = randomBytes(16);
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", stretch(password, salt, params), iv);
  const ciphertext = Buffer.concat([cipher.update(mnemonic.trim(), "utf8"), cipher.final()]);
  return {
    version: 1,
    kdf: "scrypt",
    ...params,
    salt: salt.toString("hex"),
    iv: iv.toString("hex"),
    tag: cipher.getAuthTag().toString("hex"),
    ciphertext: ciphertext.toString("hex"),
  };
}

export function decryptMnemonic(store: Keystore, password: string): string {
  if (store?.version !== 1 || store.kdf !== "scrypt") throw new Error("unknown keystore format");
  for (const k of ["n", "r", "p"] as const) {
    if (!Number.isSafeInteger(store[k]) || store[k] < 1) throw new Error(`bad keystore field ${k}`);
  }
  const decipher = createDecipheriv(
    "aes-256-gcm",
    stretch(password, Buffer.from(store.salt, "hex"), store),
    Buffer.from(store.iv, "hex"),
  );
  decipher.setAuthTag(Buffer.from(store.tag, "hex"));
  try {
    return Buffer.concat([decipher.update(Buffer.from(store.ciphertext, "hex")), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new Error("the keystore password is wrong or the file is damaged");
  }
}

/** Writes a keystore file (mode 0600), replacing none: an existing file is an error. */
export async function writeKeystore(
  file: string,
  mnemonic: string,
  password: string,
  params: ScryptParams = DEFAULT_SCRYPT,
): Promise<void> {
  const store = encryptMnemonic(mnemonic, password, params);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(store, null, 2)}\n`, { mode: 0o600, flag: "wx" });
}

export async function readKeystore(file: string, password: string): Promise<string> {
  return decryptMnemonic(JSON.parse(await readFile(file, "utf8")) as Keystore, password);
}
