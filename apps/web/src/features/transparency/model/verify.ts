import {
  type EntryProof,
  type OutcomeProof,
  type VerifyStep,
  verified,
  verifyEntryProof,
  verifyLiabilities,
  verifyOutcome,
} from "@bourse/engine";
import { idParam } from "../../../ui/id-param";
import type { VerifyTarget } from "../../../ui/verify-link";
import type { MyLiabilities } from "../api/transparency";

export type { VerifyStep } from "@bourse/engine";

/**
 * What the verifier's query asks for: the hub (no `kind`), one proof, or "invalid" for a kind it does
 * not know or an item without a usable id.
 */
export function targetOf(search: URLSearchParams): VerifyTarget | "hub" | "invalid" {
  const kind = search.get("kind");
  const id = search.get("id");
  switch (kind) {
    case null:
    case "":
      return "hub";
    case "liabilities":
      return { kind };
    case "entry":
    case "lever":
    case "dual":
    case "ieo":
    case "nft":
    case "loan": {
      const n = idParam(id);
      return n === null ? "invalid" : { kind, id: n };
    }
    case "seconds":
      return id?.trim() ? { kind, id: id.trim() } : "invalid";
    default:
      return "invalid";
  }
}

/** A proof holds when there was at least one step and every step passed: the engine's own verdict. */
export const allPassed = (steps: readonly VerifyStep[]): boolean => verified(steps);

/**
 * Runs a verifier; a proof so malformed that the verifier throws (which the engine's verifiers avoid)
 * is one failed step named `name`, not a crashed screen.
 */
function safely(name: string, run: () => VerifyStep[]): VerifyStep[] {
  try {
    return run();
  } catch (error) {
    return [{ name, ok: false, detail: error instanceof Error ? error.message : String(error) }];
  }
}

/**
 * A bill's entry: its digest recomputed from what is shown, its leaf's place, the audit path to the signed
 * tree head's root and that head's signature, against the venue's key.
 */
export const checkEntry = (proof: EntryProof, publicKey: string): VerifyStep[] =>
  safely("entry hash", () => verifyEntryProof(proof, publicKey));

/** An outcome, whatever its product: the outcome recomputed from its inputs. */
export const checkOutcome = (proof: OutcomeProof): VerifyStep[] =>
  safely("known rule", () => verifyOutcome(proof));

/** One currency of one's liabilities proofs, as the screen shows it. */
export interface CurrencyCheck {
  currency: string;
  /** one's balance in the snapshot, a decimal at the currency's scale */
  balance: string;
  /** the published total, a decimal at the currency's scale */
  total: string;
  users: number;
  time: string;
  steps: VerifyStep[];
}

/** Each currency's proof against its signed root and the venue's key. */
export function checkLiabilities(data: MyLiabilities, publicKey: string): CurrencyCheck[] {
  return (Array.isArray(data.proofs) ? data.proofs : []).map(({ root, proof }) => ({
    currency: String(root?.currency ?? "?"),
    balance: fromUnits(proof?.leaf?.balance, root?.decimals),
    total: fromUnits(root?.total, root?.decimals),
    users: Number(root?.users ?? 0),
    time: String(root?.time ?? ""),
    steps: safely("leaf hash", () => verifyLiabilities(proof, data.secret ?? "", root, publicKey)),
  }));
}

/**
 * Integer units as a decimal at `decimals` ("123450", 4 → "12.345"), trailing zeros dropped; anything
 * that is not whole units is shown as it is.
 */
export function fromUnits(units: unknown, decimals: unknown): string {
  const text = String(units ?? "");
  const scale = Number(decimals);
  if (!/^-?\d+$/.test(text) || !Number.isSafeInteger(scale) || scale < 0 || scale > 36) return text;
  const negative = text.startsWith("-");
  const digits = (negative ? text.slice(1) : text).replace(/^0+(?=\d)/, "").padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, "");
  const value = fraction ? `${whole}.${fraction}` : whole;
  return negative && value !== "0" ? `-${value}` : value;
}

/** The translation key of each step the engine's verifiers name; a step they may add later shows its name. */
export const STEP_KEYS = {
  "entry hash": "step.entryHash",
  "leaf index": "step.leafIndex",
  inclusion: "step.inclusion",
  "head signature": "step.headSignature",
  "leaf hash": "step.leafHash",
  "no negative sums": "step.noNegativeSums",
  "path to root": "step.pathToRoot",
  "root total": "step.rootTotal",
  "root signature": "step.rootSignature",
  "known rule": "step.knownRule",
  inputs: "step.inputs",
  "tick times": "step.tickTimes",
  commitment: "step.commitment",
  "at liquidation": "step.atLiquidation",
  result: "step.result",
} as const;

export function stepKey(name: string): (typeof STEP_KEYS)[keyof typeof STEP_KEYS] | null {
  return Object.hasOwn(STEP_KEYS, name) ? STEP_KEYS[name as keyof typeof STEP_KEYS] : null;
}

/** The result fields the screen labels (the rules' `result` members), in the order shown. */
export const RESULT_FIELDS = [
  // seconds-settlement
  "result",
  "payout",
  "profit",
  // lever-close
  "close_price",
  "pnl",
  "absorbed",
  // dual-settlement
  "currency",
  "amount",
  // ieo-allocation
  "tokens",
  "paid",
  "refund",
  // blind-box-draw
  "artwork",
  // loan-liquidation
  "step",
  "sold",
  "returned",
  "proceeds",
  "shortfall",
  "surplus",
] as const;
export type ResultField = (typeof RESULT_FIELDS)[number];

/** The words a result field may hold that the screen translates (`outcome.value.<word>`), by field. */
const RESULT_WORDS: Partial<Record<ResultField, readonly string[]>> = {
  result: ["win", "loss", "tie"],
  currency: ["base", "quote"],
  step: ["ok", "margin_call", "top_up", "liquidate"],
};

/** The translation key of a result field's word ("win", "base", "liquidate"), or null to show it as is. */
export function resultWord(field: string, value: string): string | null {
  const words = Object.hasOwn(RESULT_WORDS, field) ? RESULT_WORDS[field as ResultField] : undefined;
  return words?.includes(value) ? `outcome.value.${value}` : null;
}

/** The recorded result's fields the screen knows, then any other, as label key (or name) and text. */
export function resultRows(result: unknown): { field: string; known: boolean; value: string }[] {
  if (typeof result !== "object" || result === null || Array.isArray(result)) return [];
  const entries = Object.entries(result as Record<string, unknown>).map(([field, value]) => ({
    field,
    known: (RESULT_FIELDS as readonly string[]).includes(field),
    value: typeof value === "string" ? value : JSON.stringify(value),
  }));
  const order = (f: string) => {
    const i = (RESULT_FIELDS as readonly string[]).indexOf(f);
    return i < 0 ? RESULT_FIELDS.length : i;
  };
  return entries.sort((a, b) => order(a.field) - order(b.field));
}
