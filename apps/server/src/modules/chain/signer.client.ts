import {
  SIGNER_SIGN_PATH,
  type SignRequest,
  type SignResponse,
  signerHeaders,
} from "../../signer/protocol.ts";

export type { SignRequest } from "../../signer/protocol.ts";

export type SignAnswer =
  | ({ ok: true } & SignResponse)
  /** the signer's policy refused it: final */
  | { ok: false; refused: string }
  /** the signer could not be reached, failed or saw the id with another body: try again later */
  | { ok: false; unavailable: string };

/**
 * Asks the signer over HTTP, each request signed with the shared secret (HMAC-SHA256 of
 * `<timestamp>.<body>`, `docs/signer.md`), so the signer signs only what this server asked, each id once.
 */
export function createSignerClient(opts: { url: string; secret: string; timeoutMs?: number }) {
  return async function sign(request: SignRequest): Promise<SignAnswer> {
    const body = JSON.stringify(request);
    let res: Response;
    try {
      res = await fetch(new URL(SIGNER_SIGN_PATH, opts.url), {
        method: "POST",
        headers: signerHeaders(opts.secret, body),
        body,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000),
      });
    } catch (e) {
      return { ok: false, unavailable: e instanceof Error ? e.message : String(e) };
    }
    const answer = (await res.json().catch(() => ({}))) as Partial<SignResponse> & Record<string, string>;
    if (res.ok && answer.raw && answer.hash && answer.from)
      return { ok: true, raw: answer.raw, hash: answer.hash, from: answer.from };
    if (res.status === 403) return { ok: false, refused: answer.reason ?? "policy" };
    return { ok: false, unavailable: `signer answered ${res.status} ${answer.error ?? ""}`.trim() };
  };
}
