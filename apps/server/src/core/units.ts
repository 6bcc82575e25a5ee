import { fromUnits, parse, toPlainString } from "@bourse/money";

/**
 * The ledger keeps amounts as integer units of each currency's scale (satoshis for BTC); SQL keeps
 * NUMERIC. These convert between the two exactly.
 */
export type Scales = ReadonlyMap<number, number>;

export function scaleOf(scales: Scales, currency: number): number {
  const scale = scales.get(currency);
  if (scale === undefined) throw new Error(`unknown currency ${currency}`);
  return scale;
}

export const unitsToDecimal = (units: bigint, scale: number) => toPlainString(fromUnits(units, scale));

/** NUMERIC text from the database (e.g. "12.500000000000000000") to units; throws on precision loss. */
export function decimalToUnits(text: string, scale: number): bigint {
  const parsed = parse(text, scale);
  if (!parsed.ok) throw new Error(`ledger amount ${text} does not fit scale ${scale}: ${parsed.code}`);
  return parsed.value.units;
}

/** Non-negative decimal text to units of `scale`, finer digits cut (a threshold or a cap never grows). */
export function decimalToUnitsDown(text: string, scale: number): bigint {
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole + fraction.slice(0, scale).padEnd(scale, "0"));
}

/** Decimal text as a positive amount of units of `scale`, or undefined (zero, negative, finer than the scale). */
export function positiveUnits(text: string | undefined, scale: number): bigint | undefined {
  if (text === undefined) return undefined;
  const parsed = parse(text, scale);
  return parsed.ok && parsed.value.units > 0n ? parsed.value.units : undefined;
}
