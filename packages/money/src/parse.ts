import {
  Amount,
  assertScale,
  MAX_INTEGER_DIGITS,
  MoneyError,
  type ParseErrorCode,
  trimTrailingZeros,
} from "./amount.ts";

/** Outcome of reading untrusted text: an amount, or a stable code plus a human message. */
export type ParseResult =
  | { readonly ok: true; readonly value: Amount }
  | { readonly ok: false; readonly code: ParseErrorCode; readonly message: string };

// Optional minus, digits, optionally a dot followed by digits. No "+", exponent, spaces, ".5" or "5.".
const PLAIN_DECIMAL = /^(-?)([0-9]+)(?:\.([0-9]+))?$/;

function failure(code: ParseErrorCode, message: string): ParseResult {
  return { ok: false, code, message };
}

/**
 * Reads untrusted text (request bodies, CSV) at an asset's scale; never throws for bad text.
 * Accepts "12", "-0.5", "007.50"; "-0" reads as 0. Digits beyond the scale are accepted only when they are
 * zeros ("0.100" at scale 2), because no value is lost. Throws MoneyError only if `scale` itself is invalid.
 */
export function parse(text: string, scale: number): ParseResult {
  assertScale(scale);
  if (typeof text !== "string") return failure("MONEY_INVALID", "an amount must be a decimal string");
  const match = PLAIN_DECIMAL.exec(text);
  if (match === null) return failure("MONEY_INVALID", "expected a plain decimal such as 12.5 or -0.001");
  const [, sign = "", wholeDigits = "", fractionDigits = ""] = match;
  const whole = wholeDigits.replace(/^0+/, "");
  if (whole.length > MAX_INTEGER_DIGITS) {
    return failure("MONEY_TOO_LARGE", `an amount must have at most ${MAX_INTEGER_DIGITS} integer digits`);
  }
  const fraction = trimTrailingZeros(fractionDigits);
  if (fraction.length > scale) {
    return failure("MONEY_TOO_PRECISE", `this asset allows at most ${scale} decimal places`);
  }
  const magnitude = BigInt(`${whole}${fraction.padEnd(scale, "0")}` || "0");
  return { ok: true, value: new Amount(sign === "-" ? -magnitude : magnitude, scale) };
}

/** Reads trusted text (config, constants, tests) and throws MoneyError with the parse code if it is wrong. */
export function money(text: string, scale: number): Amount {
  const result = parse(text, scale);
  if (!result.ok) throw new MoneyError(result.code, `${result.message}: ${JSON.stringify(text)}`);
  return result.value;
}
