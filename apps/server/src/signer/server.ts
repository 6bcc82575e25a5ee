/**
 * The signer's HTTP service: signs the EIP-1559 transactions the server asks for, when the call is
 * authentic (HMAC of the shared secret, recent timestamp) and the policy allows it.
 */
import { createHash, timingSafeEqual } from "node:crypto";
import fastify, { type FastifyReply } from "fastify";
import ipaddr from "ipaddr.js";
import { type Address, encodeFunctionData, erc20Abi, type Hex, keccak256 } from "viem";
import { DepositAddresses, loadKeys, MAX_INDEX } from "./keys.ts";
import { DEFAULT_LIMITS, type LimitConfig, parseLimits, SignerState } from "./policy.ts";
import {
  type PolicyReason,
  SIGNER_BODY_LIMIT,
  SIGNER_HEALTH_PATH,
  SIGNER_MAX_SKEW_MS,
  SIGNER_SIGN_PATH,
  SIGNER_SIGNATURE_HEADER,
  SIGNER_TIMESTAMP_HEADER,
  type SignerError,
  type SignerHealth,
  type SignRequest,
  type SignResponse,
  signRequestBody,
} from "./protocol.ts";

export interface SignerOptions {
  /** the BIP-39 phrase of every key */
  mnemonic: string;
  /** the HMAC key shared with the server (at least 32 characters) */
  secret: string;
  /** where the signed transactions of the last 48 hours are kept */
  dataDir: string;
  /** default 127.0.0.1; only a loopback or private address */
  host?: string;
  /** default 8555; 0 for any free port */
  port?: number;
  /** when set, the only chain signed for */
  chainId?: number | null;
  /** per-currency limits of withdrawals (JSON text or object); default ETH 5/20, USDT 10000/50000 */
  limits?: string | Record<string, LimitConfig>;
  /** the largest gas top-up of a deposit address, in wei; default 0.01 ETH */
  gasMax?: bigint;
  /** the largest fee a transaction may offer (gas × maxFeePerGas), in wei; default 0.05 ETH */
  feeMax?: bigint;
  /** deposit indices below this are known to be the venue's; default 10000 */
  addressScan?: number;
  /** indices past the highest swept one also known to be the venue's; default 1000 */
  addressMargin?: number;
  /** derive the deposit addresses in the background from the start, rather than on the first need */
  prederive?: boolean;
  /** the clock, ms */
  now?: () => number;
}

export interface RunningSigner {
  url: string;
  hotAddress: Address;
  close(): Promise<void>;
}

export const DEFAULT_GAS_MAX = 10n ** 16n;
export const DEFAULT_FEE_MAX = 5n * 10n ** 16n;
export const DEFAULT_ADDRESS_SCAN = 10_000;
export const DEFAULT_PORT = 8555;

/** Whether the signer may listen on `host`: loopback, RFC 1918 or IPv6 unique local only. */
export function isPrivateHost(host: string): boolean {
  if (host === "localhost") return true;
  if (!ipaddr.isValid(host)) return false;
  const address = ipaddr.process(host);
  const range = address.range();
  return range === "loopback" || range === "private" || range === "uniqueLocal";
}

const UINT256 = 2n ** 256n;
const ADDRESS = /^0x[0-9a-fA-F]{40}$/;
const INTEGER = /^(0|[1-9][0-9]{0,77})$/;

type Parsed = { ok: true; request: SignRequest } | { ok: false; field: string };

/** A sign request from untrusted JSON, or the first field that is wrong. */
export function parseSignRequest(value: unknown): Parsed {
  const bad = (field: string): Parsed => ({ ok: false, field });
  if (!value || typeof value !== "object" || Array.isArray(value)) return bad("body");
  const v = value as Record<string, unknown>;
  const uint = (x: unknown, max: bigint) => typeof x === "string" && INTEGER.test(x) && BigInt(x) < max;
  if (typeof v.id !== "string" || !/^[\x20-\x7e]{1,64}$/.test(v.id)) return bad("id");
  if (v.kind !== "withdrawal" && v.kind !== "sweep" && v.kind !== "gas") return bad("kind");
  if (typeof v.chainId !== "number" || !Number.isSafeInteger(v.chainId) || v.chainId < 1)
    return bad("chainId");
  if (typeof v.currency !== "string" || !/^[A-Za-z0-9._-]{1,20}$/.test(v.currency)) return bad("currency");
  if (typeof v.token !== "string" || !(v.token === "" || ADDRESS.test(v.token))) return bad("token");
  let from: SignRequest["from"];
  if (v.from === "hot") from = "hot";
  else if (v.from && typeof v.from === "object" && !Array.isArray(v.from)) {
    const index = (v.from as Record<string, unknown>).index;
    if (typeof index !== "number" || !Number.isSafeInteger(index) || index < 0 || index > MAX_INDEX) {
      return bad("from");
    }
    from = { index };
  } else return bad("from");
  if (typeof v.to !== "string" || !ADDRESS.test(v.to)) return bad("to");
  if (!uint(v.units, UINT256) || v.units === "0") return bad("units");
  if (typeof v.nonce !== "number" || !Number.isSafeInteger(v.nonce) || v.nonce < 0) return bad("nonce");
  if (!uint(v.gas, 2n ** 64n) || v.gas === "0") return bad("gas");
  if (!uint(v.maxFeePerGas, UINT256)) return bad("maxFeePerGas");
  if (
    !uint(v.maxPriorityFeePerGas, UINT256) ||
    BigInt(v.maxPriorityFeePerGas as string) > BigInt(v.maxFeePerGas as string)
  ) {
    return bad("maxPriorityFeePerGas");
  }
  return {
    ok: true,
    request: {
      id: v.id,
      kind: v.kind,
      chainId: v.chainId,
      currency: v.currency,
      token: v.token,
      from,
      to: v.to,
      units: v.units as string,
      nonce: v.nonce,
      gas: v.gas as string,
      maxFeePerGas: v.maxFeePerGas as string,
      maxPriorityFeePerGas: v.maxPriorityFeePerGas as string,
    },
  };
}

/** The request in one canonical form (addresses in lower case), hashed: the same id must come with the same digest. */
function digestOf(r: SignRequest): string {
  const canonical = [
    r.id,
    r.kind,
    r.chainId,
    r.currency,
    r.token.toLowerCase(),
    r.from === "hot" ? "hot" : r.from.index,
    r.to.toLowerCase(),
    r.units,
    r.nonce,
    r.gas,
    r.maxFeePerGas,
    r.maxPriorityFeePerGas,
  ];
  return createHash("sha256").update(JSON.stringify(canonical)).digest("hex");
}

function header(value: string | string[] | undefined): string | undefined {
  return typeof value === "string" ? value : undefined;
}

export async function startSigner(options: SignerOptions): Promise<RunningSigner> {
  const host = options.host ?? "127.0.0.1";
  if (!isPrivateHost(host))
    throw new Error(`the signer listens on a loopback or private address only, not ${host}`);
  if (typeof options.secret !== "string" || options.secret.length < 32) {
    throw new Error("the signer's secret must be at least 32 characters");
  }
  const secret = options.secret;
  const now = options.now ?? Date.now;
  const chainId = options.chainId ?? null;
  const limits = parseLimits(options.limits ?? DEFAULT_LIMITS);
  const gasMax = options.gasMax ?? DEFAULT_GAS_MAX;
  const feeMax = options.feeMax ?? DEFAULT_FEE_MAX;
  const addressScan = options.addressScan ?? DEFAULT_ADDRESS_SCAN;
  const keys = loadKeys(options.mnemonic);
  const hot = keys.hot.address.toLowerCase();
  const deposits = new DepositAddresses(keys);
  const state = await SignerState.open(options.dataDir, now());
  const addressMargin = options.addressMargin ?? 1000;
  const scanBound = () => Math.max(addressScan, state.highestSweepIndex + addressMargin + 1);

  async function refusal(r: SignRequest): Promise<PolicyReason | undefined> {
    if (chainId !== null && r.chainId !== chainId) return "wrong_chain";
    const to = r.to.toLowerCase();
    const units = BigInt(r.units);
    if (BigInt(r.gas) * BigInt(r.maxFeePerGas) > feeMax) return "fee_over_limit";
    switch (r.kind) {
      case "withdrawal": {
        if (r.from !== "hot") return "withdrawal_not_from_hot";
        const limit = limits.get(r.currency);
        if (!limit) return "unknown_currency";
        if (limit.token !== undefined && r.token.toLowerCase() !== limit.token) return "wrong_token";
        if (to === hot || (await deposits.contains(to, scanBound()))) return "destination_is_venue";
        if (units > limit.perTx) return "over_tx_limit";
        if (state.withdrawnSince(r.currency, now()) + units > limit.daily) return "over_daily_limit";
        return undefined;
      }
      case "sweep":
        if (r.from === "hot") return "sweep_not_from_deposit";
        if (to !== hot) return "sweep_not_to_hot";
        return undefined;
      case "gas":
        if (r.from !== "hot") return "gas_not_from_hot";
        if (r.token !== "") return "gas_not_native";
        if (!(await deposits.contains(to, scanBound()))) return "gas_not_to_deposit";
        if (units > gasMax) return "gas_over_limit";
        return undefined;
    }
  }

  async function sign(r: SignRequest): Promise<SignResponse> {
    const account = r.from === "hot" ? keys.hot : keys.deposit(r.from.index);
    const units = BigInt(r.units);
    const native = r.token === "";
    const raw = await account.signTransaction({
      type: "eip1559",
      chainId: r.chainId,
      nonce: r.nonce,
      to: (native ? r.to : r.token) as Address,
      value: native ? units : 0n,
      ...(native
        ? {}
        : {
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: "transfer",
              args: [r.to as Address, units],
            }),
          }),
      gas: BigInt(r.gas),
      maxFeePerGas: BigInt(r.maxFeePerGas),
      maxPriorityFeePerGas: BigInt(r.maxPriorityFeePerGas),
    });
    return { raw, hash: keccak256(raw as Hex), from: account.address };
  }

  type Outcome = { status: 200; body: SignResponse } | { status: 403 | 409; body: SignerError };

  async function handle(r: SignRequest): Promise<Outcome> {
    const digest = digestOf(r);
    const seen = state.find(r.id);
    if (seen)
      return seen.digest === digest
        ? { status: 200, body: seen.response }
        : { status: 409, body: { error: "conflict" } };
    const reason = await refusal(r);
    if (reason) return { status: 403, body: { error: "policy", reason } };
    const response = await sign(r);
    const at = now();
    await state.record(
      { id: r.id, digest, at, kind: r.kind, currency: r.currency, units: r.units, response },
      r.kind === "sweep" && r.from !== "hot" ? r.from.index : undefined,
      at,
    );
    return { status: 200, body: response };
  }

  // one request at a time: a limit is checked and the signed transaction recorded before the next is looked at
  let queue: Promise<unknown> = Promise.resolve();
  function serially<T>(task: () => Promise<T>): Promise<T> {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run;
  }

  function authentic(timestamp: string | undefined, signature: string | undefined, rawBody: string): boolean {
    if (!timestamp || !/^[0-9]{1,16}$/.test(timestamp)) return false;
    if (!signature || !/^[0-9a-fA-F]{64}$/.test(signature)) return false;
    const ts = Number(timestamp);
    if (Math.abs(now() - ts) > SIGNER_MAX_SKEW_MS) return false;
    const expected = Buffer.from(signRequestBody(secret, ts, rawBody), "hex");
    const given = Buffer.from(signature, "hex");
    return expected.length === given.length && timingSafeEqual(expected, given);
  }

  const app = fastify({ logger: false, bodyLimit: SIGNER_BODY_LIMIT });
  // the body is kept as text: the signature covers the exact bytes sent
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_request, body, done) =>
    done(null, body),
  );
  app.setErrorHandler((error: { statusCode?: number }, _request, reply: FastifyReply) => {
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    void reply
      .code(status)
      .send(status === 500 ? { error: "internal" } : { error: "invalid", field: "body" });
  });

  app.get(
    SIGNER_HEALTH_PATH,
    async (): Promise<SignerHealth> => ({ ok: true, hot: keys.hot.address, chainId }),
  );

  app.post(SIGNER_SIGN_PATH, async (request, reply) => {
    const rawBody = typeof request.body === "string" ? request.body : "";
    const timestamp = header(request.headers[SIGNER_TIMESTAMP_HEADER]);
    const signature = header(request.headers[SIGNER_SIGNATURE_HEADER]);
    if (!authentic(timestamp, signature, rawBody)) return reply.code(401).send({ error: "signature" });
    let value: unknown;
    try {
      value = JSON.parse(rawBody);
    } catch {
      return reply.code(400).send({ error: "invalid", field: "body" });
    }
    const parsed = parseSignRequest(value);
    if (!parsed.ok) return reply.code(400).send({ error: "invalid", field: parsed.field });
    const outcome = await serially(() => handle(parsed.request));
    return reply.code(outcome.status).send(outcome.body);
  });

  await app.listen({ host, port: options.port ?? DEFAULT_PORT });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : (options.port ?? DEFAULT_PORT);
  const shownHost = host.includes(":") ? `[${host}]` : host;
  if (options.prederive) void deposits.ensure(scanBound()).catch(() => undefined);
  return {
    url: `http://${shownHost}:${port}`,
    hotAddress: keys.hot.address,
    async close() {
      deposits.stop();
      await app.close();
      await queue;
    },
  };
}
