/** The signer's configuration from its environment. */
import { existsSync, readFileSync } from "node:fs";
import { readKeystore } from "./keystore.ts";
import {
  DEFAULT_ADDRESS_SCAN,
  DEFAULT_FEE_MAX,
  DEFAULT_GAS_MAX,
  DEFAULT_PORT,
  type SignerOptions,
} from "./server.ts";

/**
 * Sets, from a file of KEY=VALUE lines (blank lines and # comments skipped, values optionally
 * quoted), each variable not already in `env`. A missing file sets nothing.
 */
export function loadEnvFile(file: string, env: NodeJS.ProcessEnv = process.env): void {
  if (!existsSync(file)) return;
  for (const line of readFileSync(file, "utf8").split(/\r?\n/)) {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (!match || line.trimStart().startsWith("#")) continue;
    const [, key, rawValue = ""] = match;
    if (!key || env[key] !== undefined) continue;
    const quoted = /^(["'])(.*)\1$/.exec(rawValue);
    env[key] = quoted ? (quoted[2] ?? "") : rawValue;
  }
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number): number {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  if (!/^[0-9]+$/.test(text) || Number(text) < min || Number(text) > max) {
    throw new Error(`${name} must be an integer from ${min} to ${max}`);
  }
  return Number(text);
}

function wei(env: NodeJS.ProcessEnv, name: string, fallback: bigint): bigint {
  const text = env[name];
  if (text === undefined || text === "") return fallback;
  if (!/^[0-9]+$/.test(text)) throw new Error(`${name} must be an integer amount in wei`);
  return BigInt(text);
}

/** The mnemonic: SIGNER_MNEMONIC, or SIGNER_KEYSTORE opened with SIGNER_KEYSTORE_PASSWORD. */
export async function mnemonicFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<string> {
  if (env.SIGNER_KEYSTORE) {
    if (!env.SIGNER_KEYSTORE_PASSWORD) throw new Error("SIGNER_KEYSTORE needs SIGNER_KEYSTORE_PASSWORD");
    return readKeystore(env.SIGNER_KEYSTORE, env.SIGNER_KEYSTORE_PASSWORD);
  }
  if (env.SIGNER_MNEMONIC) return env.SIGNER_MNEMONIC;
  throw new Error("set SIGNER_MNEMONIC or SIGNER_KEYSTORE (with SIGNER_KEYSTORE_PASSWORD)");
}

export async function signerOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): Promise<SignerOptions> {
  const secret = env.SIGNER_SECRET ?? "";
  if (secret.length < 32) throw new Error("SIGNER_SECRET must be set, at least 32 characters");
  const options: SignerOptions = {
    mnemonic: await mnemonicFromEnv(env),
    secret,
    dataDir: env.SIGNER_DATA_DIR || "./data/signer",
    host: env.SIGNER_HOST || "127.0.0.1",
    port: integer(env, "SIGNER_PORT", DEFAULT_PORT, 0, 65535),
    chainId: env.SIGNER_CHAIN_ID ? integer(env, "SIGNER_CHAIN_ID", 0, 1, Number.MAX_SAFE_INTEGER) : null,
    gasMax: wei(env, "SIGNER_GAS_MAX", DEFAULT_GAS_MAX),
    feeMax: wei(env, "SIGNER_FEE_MAX", DEFAULT_FEE_MAX),
    addressScan: integer(env, "SIGNER_ADDRESS_SCAN", DEFAULT_ADDRESS_SCAN, 0, 0x80000000),
    prederive: true,
  };
  if (env.SIGNER_LIMITS) options.limits = env.SIGNER_LIMITS;
  return options;
}
