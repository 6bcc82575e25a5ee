import { createHmac } from "node:crypto";

/** What the server asks the signer to sign (its policy decides). */
export interface SignRequest {
  id: string;
  kind: "withdrawal" | "sweep" | "gas";
  chainId: number;
  currency: string;
  token: string;
  from: "hot" | { index: number };
  to: string;
  units: string;
  nonce: number;
  gas: string;
  maxFeePerGas: string;
  maxPriorityFeePerGas: string;
}

export type SignAnswer =
  | { ok: true; raw: string; hash: string; from: string }
  /** the signer's policy refused it: final */
  | { ok: false; refused: string }
  /** the signer could not be reached or failed: try again later */
  | { ok: false; unavailable: string };

/**
 * Asks the signer over HTTP, each request signed with the shared secret (HMAC-SHA256 of
 * `<timestamp>.<body>`), so the signer signs only what this server asked, and only once per request id.
 */
export function createSignerClient(opts: { url: string; secret: string; timeoutMs?: number }) {
  return async function sign(request: SignRequest): Promise<SignAnswer> {
    const body = JSON.stringify(request);
    const timestamp = String(Date.now());
    const signature = createHmac("sha256", opts.secret).update(`${timestamp}.${body}`).digest("hex");
    let res: Response;
    try {
      res = await fetch(new URL("/v1/sign", opts.url), {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-bourse-timestamp": timestamp,
          "x-bourse-signature": signature,
        },
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (e) {
      return { ok: false, unavailable: e instanceof Error ? e.message : String(e) };
    }
    const answer = (await res.json().catch(() => ({}))) as Record<string, string>;
    if (res.ok && answer.raw && answer.hash)
      return { ok: true, raw: answer.raw, hash: answer.hash, from: answer.from ?? "" };
    if (res.status === 403) return { ok: false, refused: answer.reason ?? "policy" };
    return { ok: false, unavailable: `signer answered ${res.status} ${answer.error ?? ""}`.trim() };
  };
}
