/**
 * Where a take profit or stop loss may sit (the server checks the same): a long takes profit above
 * the reference and stops its loss below it, a short the opposite. The reference is the open price of
 * a new order (its limit price, or the open dealing price now) and the index price now for an open
 * position.
 */
import { compare, isPositive } from "../../../ui/decimal";
import type { Direction } from "./preview";

export type StopKind = "take_profit" | "stop_loss";

/** "above" or "below" when `price` is on the wrong side of `reference`; null when it is fine. */
export function stopSide(
  direction: Direction,
  kind: StopKind,
  price: string,
  reference: string,
): "above" | "below" | null {
  const order = compare(price, reference);
  if (order === null) return null;
  const mustBeAbove = (direction === "long") === (kind === "take_profit");
  if (mustBeAbove) return order === 1 ? null : "above";
  return order === -1 ? null : "below";
}

export interface StopProblem {
  kind: StopKind;
  /** "invalid": not a positive price with at most the market's price decimals */
  problem: "above" | "below" | "invalid";
}

/** True for an empty stop field (no stop): blank or zero. */
export function isEmptyStop(value: string): boolean {
  const v = value.trim();
  return v === "" || compare(v, "0") === 0;
}

/** The first wrong stop of a pair (take profit first); null when both are empty or fine. */
export function stopsProblem(
  direction: Direction,
  stops: { takeProfit: string; stopLoss: string },
  reference: string | null,
  priceDecimals: number,
): StopProblem | null {
  const fields: [StopKind, string][] = [
    ["take_profit", stops.takeProfit.trim()],
    ["stop_loss", stops.stopLoss.trim()],
  ];
  for (const [kind, value] of fields) {
    if (isEmptyStop(value)) continue;
    if (!isPositive(value) || (value.split(".")[1]?.length ?? 0) > priceDecimals) {
      return { kind, problem: "invalid" };
    }
    const side = reference === null ? null : stopSide(direction, kind, value, reference);
    if (side) return { kind, problem: side };
  }
  return null;
}
