import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  createPublicKey,
  type KeyObject,
  randomBytes,
  randomInt,
  timingSafeEqual,
  verify,
} from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname } from "node:path";

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/** 64 random letters and digits (an API key's identifier, an HMAC secret), as Binance's keys look. */
export function randomToken(length = 64): string {
  let out = "";
  for (let i = 0; i < length; i++) out += ALPHABET[randomInt(ALPHABET.length)];
  return out;
}

/**
 * The AES-256-GCM key HMAC secrets are kept encrypted with: from configuration
 * (`API_KEY_ENCRYPTION_KEY`, 64 hex digits), or for the embedded default generated on the first start
 * and kept in the data folder (`api-keys.key`, readable by the server's user only). Every node of a
 * cluster must use the same key.
 */
export async function loadApiKeyEncryptionKey(configured: string | undefined, file: string): Promise<Buffer> {
  if (configured) {
    if (!/^[0-9a-f]{64}$/i.test(configured)) throw new Error("API_KEY_ENCRYPTION_KEY must be 64 hex digits");
    return Buffer.from(configured, "hex");
  }
  if (!existsSync(file)) {
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, `${randomBytes(32).toString("hex")}\n`, { mode: 0o600, flag: "wx" }).catch(
      (err) => {
        // another process of the same data folder wrote it first: use theirs
        if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      },
    );
  }
  const hex = (await readFile(file, "utf8")).trim();
  if (!/^[0-9a-f]{64}$/i.test(hex)) throw new Error(`${file} must hold 64 hex digits`);
  return Buffer.from(hex, "hex");
}

/** base64 of iv (12) ‖ tag (16) ‖ ciphertext; the key's identifier is authenticated with it. */
export function encryptSecret(key: Buffer, secret: string, apiKey: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  cipher.setAAD(Buffer.from(apiKey));
  const body = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64");
}

export function decryptSecret(key: Buffer, sealed: string, apiKey: string): string {
  const raw = Buffer.from(sealed, "base64");
  const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
  decipher.setAAD(Buffer.from(apiKey));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
}

/** The DER prefix of an Ed25519 public key's SPKI: the 32 key bytes follow. */
const ED25519_SPKI_PREFIX = Buffer.from("302a300506032b6570032100", "hex");

/**
 * An Ed25519 public key from PEM, from base64 of its SPKI (DER), or from base64 of its 32 raw bytes;
 * answers its SPKI in base64, or undefined when it is none of those.
 */
export function parseEd25519PublicKey(text: string): string | undefined {
  const value = text.trim();
  let key: KeyObject;
  try {
    if (value.startsWith("-----BEGIN")) key = createPublicKey(value);
    else {
      if (!/^[A-Za-z0-9+/]+={0,2}$/.test(value)) return undefined;
      const der = Buffer.from(value, "base64");
      const spki = der.length === 32 ? Buffer.concat([ED25519_SPKI_PREFIX, der]) : der;
      key = createPublicKey({ key: spki, format: "der", type: "spki" });
    }
  } catch {
    return undefined;
  }
  if (key.asymmetricKeyType !== "ed25519") return undefined;
  return key.export({ format: "der", type: "spki" }).toString("base64");
}

/** HMAC-SHA256 (hex) of the payload with the secret, compared in constant time. */
export function hmacValid(secret: string, payload: string, signature: string): boolean {
  const want = createHmac("sha256", secret).update(payload).digest();
  if (!/^[0-9a-fA-F]{64}$/.test(signature)) return false;
  return timingSafeEqual(want, Buffer.from(signature, "hex"));
}

/** An Ed25519 signature (base64) of the payload under the key (SPKI, base64). */
export function ed25519Valid(spki: string, payload: string, signature: string): boolean {
  try {
    const sig = Buffer.from(signature, "base64");
    if (sig.length !== 64) return false;
    const key = createPublicKey({ key: Buffer.from(spki, "base64"), format: "der", type: "spki" });
    return verify(null, Buffer.from(payload), key, sig);
  } catch {
    return false;
  }
}
