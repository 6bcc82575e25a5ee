/**
 * The signer's wire protocol, shared by the signer process and the server's client. Only node
 * builtins here: the server imports this file and nothing else of the signer.
 *
 * A call to `POST /v1/sign` carries the JSON body, the time it was made (`x-bourse-timestamp`, ms
 * since the epoch) and an HMAC-SHA256 of `${timestamp}.${rawBody}` keyed with the shared secret
 * (`x-bourse-signature`, hex). The signer refuses a call whose time is more than 30 s off its clock.
 */
import { createHmac } from "node:crypto";

export const SIGNER_TIMESTAMP_HEADER = "x-bourse-timestamp";
export const SIGNER_SIGNATURE_HEADER = "x-bourse-signature";
export const SIGNER_SIGN_PATH = "/v1/sign";
export const SIGNER_HEALTH_PATH = "/v1/health";
/** how far a call's timestamp may be from the signer's clock */
export const SIGNER_MAX_SKEW_MS = 30_000;
/** the largest body the signer reads */
export const SIGNER_BODY_LIMIT = 16 * 1024;

export type SignKind = "withdrawal" | "sweep" | "gas";

/** What the server asks the signer to sign: one EIP-1559 transaction. */
export interface SignRequest {
  /** the caller's id of this transaction (1..64 characters): the same id is signed once */
  id: string;
  /** withdrawal: hot wallet → a user's destination; sweep: a deposit address → the hot wallet; gas: hot wallet → a deposit address (the coin, to pay a sweep's fee) */
  kind: SignKind;
  chainId: number;
  /** the currency the limits are kept in, e.g. "ETH", "USDT" */
  currency: string;
  /** "" for the chain's own coin, else the ERC-20 contract */
  token: string;
  /** the hot wallet, or the deposit address of a user index */
  from: "hot" | { index: number };
  to: string;
  /** decimal integer, in the asset's smallest units */
  units: string;
  nonce: number;
  /** decimal integers */
  gas: string;
  maxFeePerGas: string;
  maxPriorityFeePerGas: string;
}

/** The signer's answer: the signed transaction, ready to broadcast. */
export interface SignResponse {
  /** the signed EIP-1559 transaction (type 2), hex */
  raw: `0x${string}`;
  /** its hash (keccak-256 of raw) */
  hash: `0x${string}`;
  /** the address that signed it (checksummed) */
  from: `0x${string}`;
}

export interface SignerHealth {
  ok: true;
  /** the hot wallet's address */
  hot: `0x${string}`;
  /** the only chain the signer signs for, when configured */
  chainId: number | null;
}

/** Why the signer's policy refused a transaction (403 `{ error: "policy", reason }`). */
export type PolicyReason =
  | "wrong_chain"
  | "unknown_currency"
  | "wrong_token"
  | "withdrawal_not_from_hot"
  | "destination_is_venue"
  | "over_tx_limit"
  | "over_daily_limit"
  | "sweep_not_from_deposit"
  | "sweep_not_to_hot"
  | "gas_not_from_hot"
  | "gas_not_native"
  | "gas_not_to_deposit"
  | "gas_over_limit"
  | "fee_over_limit";

/** The signer's refusals: 401 signature, 403 policy, 409 conflict (an id already signed with another body), 400 invalid. */
export type SignerError =
  | { error: "signature" }
  | { error: "policy"; reason: PolicyReason }
  | { error: "conflict" }
  | { error: "invalid"; field: string };

/** The HMAC-SHA256 (hex) of `${timestampMs}.${rawBody}` keyed with the shared secret. */
export function signRequestBody(secret: string, timestampMs: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestampMs}.${rawBody}`).digest("hex");
}

/** The headers of a call to the signer with this exact body, made now. */
export function signerHeaders(
  secret: string,
  rawBody: string,
  nowMs: number = Date.now(),
): Record<string, string> {
  return {
    "content-type": "application/json",
    [SIGNER_TIMESTAMP_HEADER]: String(nowMs),
    [SIGNER_SIGNATURE_HEADER]: signRequestBody(secret, nowMs, rawBody),
  };
}
