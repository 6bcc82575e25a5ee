/**
 * The verifier's hash-route path and the links to it: a bill's journal entry, one's balances in the
 * proof of liabilities, a settled seconds order, a closed perpetual position, a settled dual investment
 * order, an allocated IEO subscription, a blind box of an ended series, a liquidated loan, or (no kind)
 * the hub.
 * Apart from app/paths.ts, so that they stay out of the first screen.
 */
export const transparencyPaths = {
  /** Proofs checked in the browser with the engine's own verifiers (`?kind=&id=`); guests may look. */
  verify: "/pages/setting/verify",
} as const;

/** What the verifier checks: its `?kind=` and, for one item, its `?id=`. */
export type VerifyTarget =
  | { kind: "entry"; id: number }
  | { kind: "liabilities" }
  | { kind: "seconds"; id: string }
  | { kind: "lever"; id: number }
  | { kind: "dual"; id: number }
  | { kind: "ieo"; id: number }
  | { kind: "nft"; id: number }
  | { kind: "loan"; id: number };

/** The verifier's screen for `target`, or its hub without one. */
export function verifyPath(target?: VerifyTarget): string {
  if (!target) return transparencyPaths.verify;
  const query = new URLSearchParams({ kind: target.kind });
  if ("id" in target) query.set("id", String(target.id));
  return `${transparencyPaths.verify}?${query}`;
}
