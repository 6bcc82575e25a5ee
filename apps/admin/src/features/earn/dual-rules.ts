/**
 * How the console shows dual investment's figures; the server (module `dual`) stays the authority on
 * the terms and refuses the rest, naming the field.
 */

/** A fraction as a percent, digit for digit (never through a float): "0.35" → "35", "0.0125" → "1.25". */
export function percentOf(fraction: string): string {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(fraction.trim());
  if (!match) return fraction;
  const [, whole = "", decimals = ""] = match;
  const digits = decimals.padEnd(2, "0");
  const integer = `${whole}${digits.slice(0, 2)}`.replace(/^0+(?=\d)/, "");
  const rest = digits.slice(2).replace(/0+$/, "");
  return rest ? `${integer}.${rest}` : integer;
}

/** The coins of a market's symbol "BASE/QUOTE". */
export function coinsOf(symbol: string): { base: string; quote: string } {
  const [base = "", quote = ""] = symbol.split("/");
  return { base, quote };
}

/** The annual rate the server takes: up to 2 whole digits and 8 places, above zero. */
export const APR = /^\s*\d{1,2}(\.\d{1,8})?\s*$/;

/** A settlement time of day, "HH:MM" UTC. */
export const SETTLE_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Shares for sale in all: at least one, and never below those already sold. */
export const MAX_SHARES = 100_000_000;
