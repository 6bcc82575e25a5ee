import { type MoveOrder, type PlaceOrder, type RestingOrder, SpotCode } from "./types.ts";

/** The first stage of every command, shared by both books: is the command well formed? */

/** An order id or owner: a safe integer ≥ 0. */
export function isId(n: unknown): n is number {
  return Number.isSafeInteger(n) && (n as number) >= 0;
}

/** A price in ticks or a quantity in steps: a safe integer ≥ 1. */
export function isUnits(n: unknown): n is number {
  return Number.isSafeInteger(n) && (n as number) > 0;
}

/** OK, or INVALID when a field is missing, extra or out of range (see PlaceOrder for the combinations). */
export function checkPlace(c: PlaceOrder): SpotCode {
  if (!isId(c.id) || !isId(c.owner)) return SpotCode.INVALID;
  if (c.side !== "buy" && c.side !== "sell") return SpotCode.INVALID;
  if (c.postOnly !== undefined && typeof c.postOnly !== "boolean") return SpotCode.INVALID;
  const tif = c.tif;
  if (c.type === "limit") {
    if (!isUnits(c.price) || !isUnits(c.quantity) || c.quoteBudget !== undefined) return SpotCode.INVALID;
    if (tif !== undefined && tif !== "GTC" && tif !== "IOC" && tif !== "FOK") return SpotCode.INVALID;
    if (c.postOnly === true && tif !== undefined && tif !== "GTC") return SpotCode.INVALID;
    return SpotCode.OK;
  }
  if (c.type !== "market") return SpotCode.INVALID;
  if (c.price !== undefined || c.postOnly === true) return SpotCode.INVALID;
  if (tif !== undefined && tif !== "IOC" && tif !== "FOK") return SpotCode.INVALID;
  if (c.quoteBudget === undefined) return isUnits(c.quantity) ? SpotCode.OK : SpotCode.INVALID;
  const budgetOk = typeof c.quoteBudget === "bigint" && c.quoteBudget > 0n;
  if (c.side !== "buy" || c.quantity !== undefined || tif === "FOK" || !budgetOk) return SpotCode.INVALID;
  return SpotCode.OK;
}

export function checkMove(c: MoveOrder): SpotCode {
  return isId(c.id) && isUnits(c.newPrice) ? SpotCode.OK : SpotCode.INVALID;
}

/** A resting order loaded by `restore`: well formed, 0 < remaining ≤ quantity. */
export function isRestingOrder(o: RestingOrder): boolean {
  return (
    isId(o.id) &&
    isId(o.owner) &&
    (o.side === "buy" || o.side === "sell") &&
    isUnits(o.price) &&
    isUnits(o.quantity) &&
    isUnits(o.remaining) &&
    o.remaining <= o.quantity &&
    typeof o.postOnly === "boolean"
  );
}
