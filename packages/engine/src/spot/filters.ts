import { type Amount, lt } from "@bourse/money";
import { quoteFromNotional, type SpotMarket } from "./settlement.ts";
import { notional } from "./types.ts";

/**
 * A market's order filters, pure: the price step and lot step an order's price and quantity must be whole
 * multiples of (counted in the book's ticks and steps, so a change never moves a resting order), and the
 * minimum notional in the quote asset.
 */
export interface OrderFilters extends SpotMarket {
  /** a price is a multiple of this many ticks (1: any tick) */
  priceStepTicks: bigint;
  /** a quantity is a multiple of this many steps (1: any step) */
  lotStepSteps: bigint;
  /** the least a limit order's price × quantity, or a market buy's budget, may be (quote asset) */
  minNotional: Amount;
}

/** What an order asks: a limit (price and quantity), a market sell (quantity) or a market buy (budget). */
export type FilteredOrder =
  | { price: number; quantity: number }
  | { price: null; quantity: number }
  | { budget: Amount };

/** Why an order does not pass the market's filters. */
export type FilterRefusal = "price_step" | "lot_step" | "min_notional";

/**
 * The first filter an order fails, or undefined when it passes them all. A market sell's notional is
 * not known before it trades, so only its lot step is checked (as the book does, which checks no market
 * order's notional).
 */
export function filterRefusal(order: FilteredOrder, f: OrderFilters): FilterRefusal | undefined {
  if ("budget" in order) return lt(order.budget, f.minNotional) ? "min_notional" : undefined;
  if (order.price !== null && BigInt(order.price) % f.priceStepTicks !== 0n) return "price_step";
  if (BigInt(order.quantity) % f.lotStepSteps !== 0n) return "lot_step";
  if (
    order.price !== null &&
    lt(quoteFromNotional(notional(order.price, order.quantity), f, "down"), f.minNotional)
  )
    return "min_notional";
  return undefined;
}
