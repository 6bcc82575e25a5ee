/**
 * Amounts reach the console as decimal strings ("250", "-0.0005") and are shown as given: these
 * helpers read the text, never a float, so no amount is ever rounded or reformatted here.
 */

const SIGNED_DECIMAL = /^([-+]?)(\d+)(?:\.(\d+))?$/;

/** -1, 0 or 1 for a signed decimal string; text that is not a decimal counts as 0. */
export function decimalSign(text: string): -1 | 0 | 1 {
  const match = SIGNED_DECIMAL.exec(text.trim());
  if (!match) return 0;
  const [, sign, whole = "", fraction = ""] = match;
  if (/^0*$/.test(whole) && /^0*$/.test(fraction)) return 0;
  return sign === "-" ? -1 : 1;
}

/** A signed ledger value for display: "+250" for a credit, "-12.5" for a debit, "0" as is. */
export function withSign(text: string): string {
  const trimmed = text.trim();
  return decimalSign(trimmed) === 1 && !trimmed.startsWith("+") ? `+${trimmed}` : trimmed;
}

/** What is wrong with an operator-typed amount, or null when it is a plain non-negative decimal. */
export type DecimalProblem = "format" | "precision" | "size";

/** Integer digits the server's NUMERIC(38, 18) columns hold. */
const MAX_WHOLE_DIGITS = 20;

/**
 * Checks a configured amount (minimum, fee, price) the way the server parses it: digits with an
 * optional fraction ("0.0005"; no sign, exponent, ".5" or "5."), at most `decimals` places once
 * trailing zeros are dropped ("1.50" fits 1 place).
 */
export function decimalProblem(text: string, decimals: number): DecimalProblem | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return "format";
  const [, whole = "", fraction = ""] = match;
  if (whole.replace(/^0+/, "").length > MAX_WHOLE_DIGITS) return "size";
  if (fraction.replace(/0+$/, "").length > decimals) return "precision";
  return null;
}
