/**
 * The signer's limits and its memory: per-currency limits of withdrawals (per transaction and per
 * 24 hours), and the transactions it signed in the last 48 hours (by the caller's id), kept in a
 * JSON file replaced atomically so that a restart neither forgets the day's withdrawals nor signs
 * an id twice.
 */
import { mkdir, open, readFile, rename } from "node:fs/promises";
import { join } from "node:path";
import type { SignKind, SignResponse } from "./protocol.ts";

export interface CurrencyLimit {
  decimals: number;
  /** in the currency's smallest units */
  perTx: bigint;
  daily: bigint;
  /** when set, the only contract ("" = the chain's coin) a withdrawal of this currency may move */
  token?: string;
}

export type Limits = ReadonlyMap<string, CurrencyLimit>;

export interface LimitConfig {
  decimals: number;
  perTx: string;
  daily: string;
  token?: string;
}

export const DEFAULT_LIMITS: Record<string, LimitConfig> = {
  // the chain's own coin only: no token may be withdrawn under the coin's limits
  ETH: { decimals: 18, perTx: "5", daily: "20", token: "" },
  USDT: { decimals: 6, perTx: "10000", daily: "50000" },
};

/** "1.5" with 6 decimals → 1500000n, exactly; more fraction digits than decimals is an error. */
export function decimalToUnits(text: string, decimals: number): bigint {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) throw new Error(`not a decimal amount: ${JSON.stringify(text)}`);
  const whole = match[1] ?? "0";
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > decimals) throw new Error(`${text} has more than ${decimals} decimals`);
  return BigInt(whole + fraction.padEnd(decimals, "0"));
}

/** Limits from their configuration (JSON text or object): amounts in whole units, as decimal strings. */
export function parseLimits(config: string | Record<string, LimitConfig>): Limits {
  const raw = typeof config === "string" ? (JSON.parse(config) as unknown) : config;
  if (!raw || typeof raw !== "object" || Array.isArray(raw))
    throw new Error("SIGNER_LIMITS must be a JSON object");
  const limits = new Map<string, CurrencyLimit>();
  for (const [currency, value] of Object.entries(raw as Record<string, LimitConfig>)) {
    const { decimals, perTx, daily, token } = value ?? ({} as LimitConfig);
    if (!Number.isInteger(decimals) || decimals < 0 || decimals > 36)
      throw new Error(`${currency}: bad decimals`);
    if (typeof perTx !== "string" || typeof daily !== "string") {
      throw new Error(`${currency}: perTx and daily must be decimal strings`);
    }
    if (token !== undefined && !(token === "" || /^0x[0-9a-fA-F]{40}$/.test(token))) {
      throw new Error(`${currency}: bad token`);
    }
    const limit: CurrencyLimit = {
      decimals,
      perTx: decimalToUnits(perTx, decimals),
      daily: decimalToUnits(daily, decimals),
    };
    if (token !== undefined) limit.token = token.toLowerCase();
    limits.set(currency, limit);
  }
  return limits;
}

export const DAY_MS = 24 * 60 * 60 * 1000;
/** how long a signed transaction is remembered */
export const KEEP_MS = 2 * DAY_MS;

export interface SignedEntry {
  id: string;
  /** sha-256 of the request in canonical form */
  digest: string;
  at: number;
  kind: SignKind;
  currency: string;
  units: string;
  response: SignResponse;
}

interface StateFile {
  version: 1;
  highestSweepIndex: number;
  entries: SignedEntry[];
}

export class SignerState {
  private readonly byId = new Map<string, SignedEntry>();
  highestSweepIndex = -1;

  private constructor(private readonly file: string) {}

  static async open(dir: string, now: number): Promise<SignerState> {
    await mkdir(dir, { recursive: true, mode: 0o700 });
    const state = new SignerState(join(dir, "state.json"));
    let text: string | undefined;
    try {
      text = await readFile(state.file, "utf8");
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
    }
    if (text !== undefined) {
      // a damaged file stops the signer rather than forgetting the day's withdrawals
      const parsed = JSON.parse(text) as StateFile;
      if (parsed.version !== 1 || !Array.isArray(parsed.entries))
        throw new Error(`${state.file}: unknown format`);
      state.highestSweepIndex = Number.isSafeInteger(parsed.highestSweepIndex)
        ? parsed.highestSweepIndex
        : -1;
      for (const entry of parsed.entries) if (entry.at > now - KEEP_MS) state.byId.set(entry.id, entry);
    }
    return state;
  }

  find(id: string): SignedEntry | undefined {
    return this.byId.get(id);
  }

  /** The withdrawals of a currency signed in the 24 hours before `now`, in units. */
  withdrawnSince(currency: string, now: number): bigint {
    let total = 0n;
    for (const entry of this.byId.values()) {
      if (entry.kind === "withdrawal" && entry.currency === currency && entry.at > now - DAY_MS) {
        total += BigInt(entry.units);
      }
    }
    return total;
  }

  /** Keeps a signed transaction, on disk before it returns; on a failed write nothing is kept. */
  async record(entry: SignedEntry, sweepIndex: number | undefined, now: number): Promise<void> {
    const previousIndex = this.highestSweepIndex;
    this.byId.set(entry.id, entry);
    if (sweepIndex !== undefined && sweepIndex > this.highestSweepIndex) this.highestSweepIndex = sweepIndex;
    for (const [id, kept] of this.byId) if (kept.at <= now - KEEP_MS) this.byId.delete(id);
    try {
      await this.write();
    } catch (err) {
      this.byId.delete(entry.id);
      this.highestSweepIndex = previousIndex;
      throw err;
    }
  }

  private async write(): Promise<void> {
    const body: StateFile = {
      version: 1,
      highestSweepIndex: this.highestSweepIndex,
      entries: [...this.byId.values()],
    };
    const temp = `${this.file}.tmp`;
    const handle = await open(temp, "w", 0o600);
    try {
      await handle.writeFile(`${JSON.stringify(body)}\n`, "utf8");
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, this.file);
  }
}
