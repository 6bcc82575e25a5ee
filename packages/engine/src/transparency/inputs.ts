import { fromUnits, parse, toPlainString } from "@bourse/money";
import type { VerifyStep } from "./steps.ts";

/**
 * Reading an outcome proof's inputs: each reader answers the value or throws {@link BadInput} naming the
 * input that is wrong, which `verifyOutcome` reports as its "inputs" step. Every rule's file uses them.
 */

/** A recorded index tick: its price (decimal) and time (ms). */
export interface TickInput {
  price: string;
  time: number;
}

/** Thrown by the input readers: says which input is wrong. */
export class BadInput extends Error {}

export const fail = (what: string): never => {
  throw new BadInput(what);
};

export const record = (v: unknown, name: string): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v)
    ? (v as Record<string, unknown>)
    : fail(`${name} is missing`);

export function int(
  o: Record<string, unknown>,
  name: string,
  min: number,
  max = Number.MAX_SAFE_INTEGER,
): number {
  const v = o[name];
  return Number.isSafeInteger(v) && (v as number) >= min && (v as number) <= max
    ? (v as number)
    : fail(`${name} ${JSON.stringify(v)} is not a whole number from ${min} to ${max}`);
}

export function oneOf<T extends string>(o: Record<string, unknown>, name: string, values: readonly T[]): T {
  const v = o[name];
  return values.includes(v as T)
    ? (v as T)
    : fail(`${name} ${JSON.stringify(v)} is not one of ${values.join(", ")}`);
}

/** A decimal string at `scale` as units, at least `min`. */
export function units(o: Record<string, unknown>, name: string, scale: number, min: bigint): bigint {
  const v = o[name];
  const p = typeof v === "string" ? parse(v, scale) : undefined;
  if (!p?.ok) return fail(`${name} ${JSON.stringify(v)} is not a decimal with at most ${scale} decimals`);
  return p.value.units >= min
    ? p.value.units
    : fail(`${name} ${v} is below ${toPlainString(fromUnits(min, scale))}`);
}

export function tick(inputs: Record<string, unknown>, name: string): TickInput & { id: number } {
  const id = int(inputs, name, 0);
  const t = record(record(inputs.ticks, "ticks")[String(id)], `tick ${id} (${name})`);
  if (typeof t.price !== "string" || !/^[0-9]+(\.[0-9]+)?$/.test(t.price))
    fail(`tick ${id}: price ${JSON.stringify(t.price)} is not a decimal`);
  return { id, price: t.price as string, time: int(t, "time", 0) };
}

export const decimals = (price: string) => price.split(".")[1]?.length ?? 0;

export interface Recomputed {
  /**
   * The rule's own check of its inputs beyond their form, shown before "result" ("tick times": the ticks
   * are the right ones for the expiry or maturity; "commitment": a revealed seed is the committed one)
   */
  check?: VerifyStep;
  result: Record<string, string>;
}

/** A rule of the one outcome format: its name and version, and how it recomputes a result from inputs. */
export interface OutcomeRule {
  name: string;
  version: number;
  recompute: (inputs: Record<string, unknown>) => Recomputed;
}
