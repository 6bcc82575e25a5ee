/**
 * What every verifier in transparency/ returns: the checks it made, in order, each passed or failed. A
 * failed step's `detail` says exactly what did not match, so a user (or the web app) can show it as is.
 */
export interface VerifyStep {
  name: string;
  ok: boolean;
  detail?: string;
}

export const step = (name: string, ok: boolean, detail?: string): VerifyStep =>
  detail === undefined ? { name, ok } : { name, ok, detail };

/** A proof holds when every step passed (and there was at least one). */
export const verified = (steps: readonly VerifyStep[]): boolean =>
  steps.length > 0 && steps.every((s) => s.ok);

/** A hash as people compare them: its first 12 hex digits. */
export const short = (hash: unknown): string =>
  typeof hash === "string" ? (hash.length > 12 ? `${hash.slice(0, 12)}…` : hash) : String(hash);
