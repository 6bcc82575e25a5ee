/** Most decimal places an asset may use (ETH's wei is 18). */
export const MAX_SCALE = 18;

/** Every amount stays strictly below 10^30 in magnitude: a balance that large is a bug, not a trade. */
export const MAX_INTEGER_DIGITS = 30;

/** Codes `parse` returns for text that is not an acceptable amount; stable, clients may switch on them. */
export type ParseErrorCode = "MONEY_INVALID" | "MONEY_TOO_PRECISE" | "MONEY_TOO_LARGE";

/** Codes carried by a thrown `MoneyError`; stable, clients may switch on them. */
export type MoneyErrorCode =
  | ParseErrorCode
  | "MONEY_SCALE_MISMATCH"
  | "MONEY_DIVISION_BY_ZERO"
  | "MONEY_BAD_ARGUMENT";

/** Thrown for programming errors (mixed scales, division by zero, bad arguments, overflow), never for user text. */
export class MoneyError extends Error {
  override readonly name = "MoneyError";
  readonly code: MoneyErrorCode;

  constructor(code: MoneyErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

const POWERS_OF_TEN: readonly bigint[] = Array.from(
  { length: 2 * MAX_SCALE + MAX_INTEGER_DIGITS + 1 },
  (_, i) => 10n ** BigInt(i),
);

/** 10^exponent as a bigint; exponent is a count of digits, never an amount. */
export function powerOfTen(exponent: number): bigint {
  return POWERS_OF_TEN[exponent] ?? 10n ** BigInt(exponent);
}

/** Throws MONEY_BAD_ARGUMENT unless scale is an integer in 0..MAX_SCALE. */
export function assertScale(scale: number): void {
  if (!Number.isInteger(scale) || scale < 0 || scale > MAX_SCALE) {
    throw new MoneyError(
      "MONEY_BAD_ARGUMENT",
      `scale must be an integer from 0 to ${MAX_SCALE}, got ${scale}`,
    );
  }
}

/**
 * An exact decimal amount: `units / 10^scale`. Immutable; two amounts with equal units and scale are equal.
 * Never converts to a JavaScript number: `+a`, `a < b` and `a + b` throw instead of silently using floats.
 */
export class Amount {
  /** The value in the smallest unit of the asset (satoshis for BTC at scale 8). */
  readonly units: bigint;
  /** Number of decimal places, 0..MAX_SCALE. */
  readonly scale: number;

  /** Throws MoneyError when scale is out of range or |value| ≥ 10^MAX_INTEGER_DIGITS; prefer `fromUnits`. */
  constructor(units: bigint, scale: number) {
    assertScale(scale);
    if (typeof units !== "bigint") {
      throw new MoneyError("MONEY_BAD_ARGUMENT", "units must be a bigint");
    }
    const limit = powerOfTen(MAX_INTEGER_DIGITS + scale);
    if (units >= limit || units <= -limit) {
      throw new MoneyError("MONEY_TOO_LARGE", `amount must be below 10^${MAX_INTEGER_DIGITS} in magnitude`);
    }
    this.units = units;
    this.scale = scale;
    Object.freeze(this);
  }

  /** Amounts travel in JSON as plain decimal strings, never as numbers. */
  toJSON(): string {
    return toPlainString(this);
  }

  /** Same as toPlainString, so logs and template strings show the exact value. */
  toString(): string {
    return toPlainString(this);
  }

  /** Only string conversion is allowed; numeric or `+` coercion throws so a float can never sneak in. */
  [Symbol.toPrimitive](hint: string): string {
    if (hint === "string") return toPlainString(this);
    throw new TypeError("Amount is not a number: use add/sub/compare, or toPlainString for text");
  }
}

/** Builds an amount from smallest units (e.g. a bigint column); throws MoneyError if out of range. */
export function fromUnits(units: bigint, scale: number): Amount {
  return new Amount(units, scale);
}

/** Zero at the given scale. */
export function zero(scale: number): Amount {
  return new Amount(0n, scale);
}

/** Type guard for values that may or may not be amounts (e.g. decoded JSON already revived). */
export function isAmount(value: unknown): value is Amount {
  return value instanceof Amount;
}

/** Removes trailing "0" characters; a loop, not a regex, so huge inputs cannot cause quadratic backtracking. */
export function trimTrailingZeros(digits: string): string {
  let end = digits.length;
  while (end > 0 && digits[end - 1] === "0") end -= 1;
  return digits.slice(0, end);
}

function splitDigits(x: Amount): { sign: string; whole: string; fraction: string } {
  const magnitude = x.units < 0n ? -x.units : x.units;
  const digits = magnitude.toString().padStart(x.scale + 1, "0");
  const cut = digits.length - x.scale;
  return { sign: x.units < 0n ? "-" : "", whole: digits.slice(0, cut), fraction: digits.slice(cut) };
}

/** Canonical text with exactly `scale` decimals ("-12.50000000" at scale 8); zero is never "-0". */
export function toFixedString(x: Amount): string {
  const { sign, whole, fraction } = splitDigits(x);
  return x.scale === 0 ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}

/** Shortest exact text: trailing zeros and a bare dot dropped ("12.5", "3", "-0.001"); used by JSON. */
export function toPlainString(x: Amount): string {
  const { sign, whole, fraction } = splitDigits(x);
  const significant = trimTrailingZeros(fraction);
  return significant === "" ? `${sign}${whole}` : `${sign}${whole}.${significant}`;
}
