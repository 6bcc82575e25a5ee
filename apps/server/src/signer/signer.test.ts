import { ECDH } from "node:crypto";
import { mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { HDKey } from "@scure/bip32";
import {
  type Address,
  decodeFunctionData,
  erc20Abi,
  type Hex,
  keccak256,
  parseTransaction,
  recoverTransactionAddress,
} from "viem";
import { publicKeyToAddress } from "viem/accounts";
import { afterEach, describe, expect, it } from "vitest";
import { loadEnvFile } from "./config.ts";
import { accountXpub, loadKeys } from "./keys.ts";
import { readKeystore, writeKeystore } from "./keystore.ts";
import { decimalToUnits, parseLimits } from "./policy.ts";
import { type SignRequest, type SignResponse, signerHeaders, signRequestBody } from "./protocol.ts";
import { isPrivateHost, type RunningSigner, type SignerOptions, startSigner } from "./server.ts";

const MNEMONIC = "test test test test test test test test test test test junk";
const SECRET = "a-shared-secret-of-at-least-32-characters";
const ETH = 10n ** 18n;
const OUTSIDE = "0x1111111111111111111111111111111111111111" as Address;
const USDT_CONTRACT = "0x5FbDB2315678afecb367f032d93F642f64180aa3" as Address;
const keys = loadKeys(MNEMONIC);
const HOT = keys.hot.address;
const FAST_SCRYPT = { n: 2 ** 14, r: 8, p: 1 };

const running: RunningSigner[] = [];
afterEach(async () => {
  while (running.length) await running.pop()?.close();
});

async function tempDir(): Promise<string> {
  return mkdtemp(join(tmpdir(), "bourse-signer-"));
}

async function signer(overrides: Partial<SignerOptions> = {}): Promise<RunningSigner> {
  const started = await startSigner({
    mnemonic: MNEMONIC,
    secret: SECRET,
    dataDir: overrides.dataDir ?? (await tempDir()),
    port: 0,
    chainId: 31337,
    addressScan: 20,
    ...overrides,
  });
  running.push(started);
  return started;
}

let counter = 0;
function withdrawal(overrides: Partial<SignRequest> = {}): SignRequest {
  counter += 1;
  return {
    id: `wd-${counter}`,
    kind: "withdrawal",
    chainId: 31337,
    currency: "ETH",
    token: "",
    from: "hot",
    to: OUTSIDE,
    units: String(ETH),
    nonce: 7,
    gas: "21000",
    maxFeePerGas: "2000000000",
    maxPriorityFeePerGas: "1000000000",
    ...overrides,
  };
}

async function call(
  s: RunningSigner,
  body: unknown,
  headers?: Record<string, string>,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const raw = JSON.stringify(body);
  const response = await fetch(`${s.url}/v1/sign`, {
    method: "POST",
    headers: headers ?? signerHeaders(SECRET, raw),
    body: raw,
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

async function signed(s: RunningSigner, request: SignRequest): Promise<SignResponse> {
  const { status, json } = await call(s, request);
  expect(status, JSON.stringify(json)).toBe(200);
  return json as unknown as SignResponse;
}

describe("keys", () => {
  it("derives the well-known addresses of the test phrase", () => {
    expect(keys.depositAddress(0)).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(keys.deposit(0).address).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(keys.depositAddress(1)).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(keys.depositAddress(5)).toBe("0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc");
    expect(keys.deposit(5).address).toBe(keys.depositAddress(5));
    expect(HOT).not.toBe(keys.depositAddress(0));
  });

  it("gives the account xpub from which the same deposit and hot addresses follow", () => {
    const xpub = accountXpub(MNEMONIC);
    expect(xpub.startsWith("xpub")).toBe(true);
    const node = HDKey.fromExtendedKey(xpub);
    const address = (path: string) => {
      const key = node.derive(path).publicKey as Uint8Array;
      return publicKeyToAddress(`0x${Buffer.from(uncompressed(key)).toString("hex")}` as Hex);
    };
    expect(address("m/0/0")).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect(address("m/1/0")).toBe(HOT);
  });

  it("refuses a phrase that is not BIP-39", () => {
    expect(() => loadKeys("test test test test test test test test test test test test")).toThrow(/BIP-39/);
  });
});

function uncompressed(key: Uint8Array): Uint8Array {
  return ECDH.convertKey(key, "secp256k1", undefined, undefined, "uncompressed") as Buffer;
}

describe("limits", () => {
  it("turns decimal limits into exact units", () => {
    expect(decimalToUnits("5", 18)).toBe(5n * ETH);
    expect(decimalToUnits("0.1", 18)).toBe(ETH / 10n);
    expect(decimalToUnits("10000.000001", 6)).toBe(10_000_000_001n);
    expect(() => decimalToUnits("0.0000001", 6)).toThrow();
    expect(() => decimalToUnits("1e3", 6)).toThrow();
    const limits = parseLimits('{"USDT":{"decimals":6,"perTx":"10000","daily":"50000"}}');
    expect(limits.get("USDT")).toEqual({ decimals: 6, perTx: 10_000_000_000n, daily: 50_000_000_000n });
  });
});

describe("signer", () => {
  it("answers its health without secrets", async () => {
    const s = await signer();
    const health = await (await fetch(`${s.url}/v1/health`)).json();
    expect(health).toEqual({ ok: true, hot: HOT, chainId: 31337 });
    expect(s.hotAddress).toBe(HOT);
  });

  it("refuses a call without a signature, with a wrong one or a stale timestamp", async () => {
    const s = await signer();
    const body = withdrawal();
    const raw = JSON.stringify(body);
    expect((await call(s, body, { "content-type": "application/json" })).status).toBe(401);
    const now = Date.now();
    const wrong = await call(s, body, {
      "content-type": "application/json",
      "x-bourse-timestamp": String(now),
      "x-bourse-signature": signRequestBody(`${SECRET}x`, now, raw),
    });
    expect(wrong).toEqual({ status: 401, json: { error: "signature" } });
    const old = now - 31_000;
    const stale = await call(s, body, {
      "content-type": "application/json",
      "x-bourse-timestamp": String(old),
      "x-bourse-signature": signRequestBody(SECRET, old, raw),
    });
    expect(stale.status).toBe(401);
    // a signature of another body
    const other = await call(s, body, signerHeaders(SECRET, JSON.stringify(withdrawal())));
    expect(other.status).toBe(401);
  });

  it("signs a withdrawal of the coin from the hot wallet", async () => {
    const s = await signer();
    const request = withdrawal({ units: String(2n * ETH), nonce: 11 });
    const answer = await signed(s, request);
    expect(answer.from).toBe(HOT);
    expect(answer.hash).toBe(keccak256(answer.raw));
    const tx = parseTransaction(answer.raw);
    expect(tx.type).toBe("eip1559");
    expect(tx.to?.toLowerCase()).toBe(OUTSIDE.toLowerCase());
    expect(tx.value).toBe(2n * ETH);
    expect(tx.nonce).toBe(11);
    expect(tx.chainId).toBe(31337);
    expect(tx.gas).toBe(21000n);
    expect(await recoverTransactionAddress({ serializedTransaction: answer.raw as never })).toBe(HOT);
  });

  it("signs a token withdrawal as transfer(to, units) to the contract", async () => {
    const s = await signer();
    const request = withdrawal({ currency: "USDT", token: USDT_CONTRACT, units: "2500000000", gas: "65000" });
    const answer = await signed(s, request);
    const tx = parseTransaction(answer.raw);
    expect(tx.to?.toLowerCase()).toBe(USDT_CONTRACT.toLowerCase());
    expect(tx.value ?? 0n).toBe(0n);
    const call = decodeFunctionData({ abi: erc20Abi, data: tx.data as Hex });
    expect(call.functionName).toBe("transfer");
    expect(call.args).toEqual([OUTSIDE, 2_500_000_000n]);
    expect(await recoverTransactionAddress({ serializedTransaction: answer.raw as never })).toBe(HOT);
  });

  it("keeps withdrawals within the per-transaction and daily limits", async () => {
    const s = await signer({
      limits: { ETH: { decimals: 18, perTx: "5", daily: "8" } },
    });
    expect((await call(s, withdrawal({ units: String(5n * ETH + 1n) }))).json).toEqual({
      error: "policy",
      reason: "over_tx_limit",
    });
    await signed(s, withdrawal({ units: String(5n * ETH) }));
    const second = await call(s, withdrawal({ units: String(4n * ETH) }));
    expect(second).toEqual({ status: 403, json: { error: "policy", reason: "over_daily_limit" } });
    await signed(s, withdrawal({ units: String(3n * ETH) }));
    expect((await call(s, withdrawal({ currency: "BTC" }))).json).toEqual({
      error: "policy",
      reason: "unknown_currency",
    });
  });

  it("refuses a withdrawal to one of the venue's own addresses", async () => {
    const s = await signer();
    const toDeposit = await call(s, withdrawal({ to: keys.depositAddress(5) }));
    expect(toDeposit).toEqual({ status: 403, json: { error: "policy", reason: "destination_is_venue" } });
    const lower = await call(s, withdrawal({ to: keys.depositAddress(5).toLowerCase() }));
    expect(lower.json.reason).toBe("destination_is_venue");
    expect((await call(s, withdrawal({ to: HOT }))).json.reason).toBe("destination_is_venue");
    expect((await call(s, withdrawal({ from: { index: 1 } }))).json.reason).toBe("withdrawal_not_from_hot");
    expect((await call(s, withdrawal({ chainId: 1 }))).json.reason).toBe("wrong_chain");
    // the coin's limits do not cover a token
    expect((await call(s, withdrawal({ token: USDT_CONTRACT }))).json.reason).toBe("wrong_token");
  });

  it("finds a deposit address past the scan when a sweep has used a higher index", async () => {
    const s = await signer({ addressScan: 3 });
    await signed(s, {
      ...withdrawal(),
      kind: "sweep",
      from: { index: 4 },
      to: HOT,
      units: "1000",
    });
    // indices up to 4 + 1000 now count as the venue's
    expect((await call(s, withdrawal({ to: keys.depositAddress(9) }))).json.reason).toBe(
      "destination_is_venue",
    );
  });

  it("signs a sweep from a deposit address to the hot wallet only", async () => {
    const s = await signer();
    const sweep: SignRequest = {
      ...withdrawal(),
      kind: "sweep",
      from: { index: 3 },
      to: HOT,
      units: String(ETH),
    };
    const answer = await signed(s, sweep);
    expect(answer.from).toBe(keys.depositAddress(3));
    expect(await recoverTransactionAddress({ serializedTransaction: answer.raw as never })).toBe(
      keys.depositAddress(3),
    );
    const elsewhere = await call(s, { ...sweep, id: "sweep-elsewhere", to: OUTSIDE });
    expect(elsewhere).toEqual({ status: 403, json: { error: "policy", reason: "sweep_not_to_hot" } });
    expect((await call(s, { ...sweep, id: "sweep-hot", from: "hot" })).json.reason).toBe(
      "sweep_not_from_deposit",
    );
  });

  it("tops up a deposit address with gas up to its cap", async () => {
    const s = await signer();
    const gas: SignRequest = {
      ...withdrawal(),
      kind: "gas",
      to: keys.depositAddress(2),
      units: String(ETH / 200n),
    };
    const answer = await signed(s, gas);
    expect(parseTransaction(answer.raw).value).toBe(ETH / 200n);
    const over = await call(s, { ...gas, id: "gas-over", units: String(ETH / 50n) });
    expect(over).toEqual({ status: 403, json: { error: "policy", reason: "gas_over_limit" } });
    expect((await call(s, { ...gas, id: "gas-out", to: OUTSIDE })).json.reason).toBe("gas_not_to_deposit");
    expect((await call(s, { ...gas, id: "gas-token", token: USDT_CONTRACT })).json.reason).toBe(
      "gas_not_native",
    );
  });

  it("signs an id once: the same body gets the same answer and counts once, another body a conflict", async () => {
    const s = await signer({ limits: { ETH: { decimals: 18, perTx: "5", daily: "8" } } });
    const request = withdrawal({ units: String(5n * ETH) });
    const first = await signed(s, request);
    const again = await signed(s, request);
    expect(again).toEqual(first);
    // 5 counted once: 3 more fit in the day's 8
    await signed(s, withdrawal({ units: String(3n * ETH) }));
    expect((await call(s, withdrawal({ units: "1" }))).json.reason).toBe("over_daily_limit");
    const conflict = await call(s, { ...request, units: String(4n * ETH) });
    expect(conflict).toEqual({ status: 409, json: { error: "conflict" } });
  });

  it("remembers the day's withdrawals and its signed ids across a restart", async () => {
    const dataDir = await tempDir();
    const limits = { ETH: { decimals: 18, perTx: "5", daily: "8" } };
    const first = await signer({ dataDir, limits });
    const request = withdrawal({ units: String(5n * ETH) });
    const answer = await signed(first, request);
    await first.close();
    running.splice(running.indexOf(first), 1);
    const stateFile = JSON.parse(await readFile(join(dataDir, "state.json"), "utf8"));
    expect(stateFile.entries).toHaveLength(1);

    const second = await signer({ dataDir, limits });
    expect((await call(second, withdrawal({ units: String(4n * ETH) }))).json.reason).toBe(
      "over_daily_limit",
    );
    expect(await signed(second, request)).toEqual(answer);
    await signed(second, withdrawal({ units: String(3n * ETH) }));
  });

  it("forgets withdrawals older than a day", async () => {
    const dataDir = await tempDir();
    let clock = Date.now();
    const limits = { ETH: { decimals: 18, perTx: "5", daily: "8" } };
    const s = await signer({ dataDir, limits, now: () => clock });
    await signed(s, withdrawal({ units: String(5n * ETH) }));
    clock += 24 * 60 * 60 * 1000 + 1;
    const raw = JSON.stringify(withdrawal({ units: String(5n * ETH) }));
    const response = await fetch(`${s.url}/v1/sign`, {
      method: "POST",
      headers: signerHeaders(SECRET, raw, clock),
      body: raw,
    });
    expect(response.status).toBe(200);
  });

  it("answers 400 with the field of a malformed request", async () => {
    const s = await signer();
    expect((await call(s, { ...withdrawal(), to: "0x123" })).json).toEqual({ error: "invalid", field: "to" });
    expect((await call(s, { ...withdrawal(), units: "1.5" })).json).toEqual({
      error: "invalid",
      field: "units",
    });
    expect((await call(s, { ...withdrawal(), id: "" })).json).toEqual({ error: "invalid", field: "id" });
    expect((await call(s, { ...withdrawal(), from: { index: -1 } })).json).toEqual({
      error: "invalid",
      field: "from",
    });
    const notJson = "{not json";
    const response = await fetch(`${s.url}/v1/sign`, {
      method: "POST",
      headers: signerHeaders(SECRET, notJson),
      body: notJson,
    });
    expect(response.status).toBe(400);
    const big = JSON.stringify({ ...withdrawal(), padding: "x".repeat(20_000) });
    const tooBig = await fetch(`${s.url}/v1/sign`, {
      method: "POST",
      headers: signerHeaders(SECRET, big),
      body: big,
    });
    expect(tooBig.status).toBe(413);
  });

  it("refuses to start on a public address or with a short secret", async () => {
    expect(isPrivateHost("127.0.0.1")).toBe(true);
    expect(isPrivateHost("::1")).toBe(true);
    expect(isPrivateHost("10.1.2.3")).toBe(true);
    expect(isPrivateHost("192.168.0.10")).toBe(true);
    expect(isPrivateHost("fd00::1")).toBe(true);
    expect(isPrivateHost("0.0.0.0")).toBe(false);
    expect(isPrivateHost("8.8.8.8")).toBe(false);
    expect(isPrivateHost("2001:db8::1")).toBe(false);
    expect(isPrivateHost("example.com")).toBe(false);
    await expect(signer({ host: "0.0.0.0" })).rejects.toThrow(/private/);
    await expect(signer({ secret: "short" })).rejects.toThrow(/32/);
  });
});

describe("keystore", () => {
  it("encrypts the phrase, opens it with the password only, and starts the same signer", async () => {
    const dir = await tempDir();
    const file = join(dir, "signer.keystore.json");
    await writeKeystore(file, MNEMONIC, "correct horse", FAST_SCRYPT);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, "utf8");
    expect(text).not.toContain("junk");
    expect(JSON.parse(text)).toMatchObject({ version: 1, kdf: "scrypt", n: 2 ** 14, r: 8, p: 1 });
    await expect(readKeystore(file, "wrong horse")).rejects.toThrow(/password/);
    const mnemonic = await readKeystore(file, "correct horse");
    expect(mnemonic).toBe(MNEMONIC);
    const s = await signer({ mnemonic });
    expect(s.hotAddress).toBe(HOT);
    await expect(writeKeystore(file, MNEMONIC, "again", FAST_SCRYPT)).rejects.toThrow();
  });
});

describe("environment file", () => {
  it("sets the variables the environment lacks", async () => {
    const file = join(await tempDir(), "chain-dev.env");
    await writeFile(file, '# dev chain\nSIGNER_PORT=8600\nSIGNER_SECRET="from-file"\nKEPT=file\n\n');
    const env: NodeJS.ProcessEnv = { KEPT: "env" };
    loadEnvFile(file, env);
    expect(env).toEqual({ SIGNER_PORT: "8600", SIGNER_SECRET: "from-file", KEPT: "env" });
  });
});
