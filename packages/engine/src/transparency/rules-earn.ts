import { fromUnits, toPlainString } from "@bourse/money";
import { allocateIeo } from "../earn/allocation.ts";
import { dualPayout } from "../earn/dual.ts";
import { parseRate } from "../lever/math.ts";
import { fail, int, type OutcomeRule, oneOf, type Recomputed, record, tick, units } from "./inputs.ts";
import { step } from "./steps.ts";

/**
 * Earn products' outcomes in the one proof format (`outcome.ts`). Amounts are decimal strings, times ms.
 *
 * `dual.settle`, rule `dual-settlement` v1 ({@link dualPayout}):
 *   inputs  { type: "call"|"put", base_scale, quote_scale, linked_price (quote coin per whole base coin),
 *             apr ("0.35"), days, investment (in the base coin for a call, the quote coin for a put),
 *             maturity_at, settle_tick, previous_tick (optional: the log's tick before it), ticks }
 *   result  { currency: "base"|"quote" (the coin paid), amount }
 *   The settlement price is the settle tick's price rounded down to the quote coin's unit.
 *   also checked ("tick times"): the settle tick is at or after maturity and, when the previous tick of
 *   the log is given, that one (id settle_tick − 1) is before it: the settle tick is the first at or after.
 *
 * `ieo.allocate`, rule `ieo-allocation` v1 ({@link allocateIeo}, pro-rata rounded down):
 *   inputs  { terms: { price (payment coin per whole token), pay_scale, supply (tokens), token_scale },
 *             subscriptions: [{ hashed_id, amount }] (the project's published list, every subscription),
 *             subscriber (the hashed id of the line the result is for) }
 *   result  { tokens, paid, refund } of that subscriber's line
 */

const decimal = (u: bigint, scale: number) => toPlainString(fromUnits(u, scale));

/** A tick's decimal price as units at `scale`, rounded down (as the dual settlement read it). */
function priceDown(price: string, scale: number): bigint {
  const [whole = "0", fraction = ""] = price.split(".");
  return BigInt(whole + fraction.padEnd(scale, "0").slice(0, scale));
}

function dualSettle(inputs: Record<string, unknown>): Recomputed {
  const type = oneOf(inputs, "type", ["call", "put"] as const);
  const baseScale = int(inputs, "base_scale", 0, 18);
  const quoteScale = int(inputs, "quote_scale", 0, 18);
  const linkedPrice = units(inputs, "linked_price", quoteScale, 1n);
  const apr = typeof inputs.apr === "string" ? parseRate(inputs.apr) : undefined;
  if (!apr) return fail(`apr ${JSON.stringify(inputs.apr)} is not a rate`);
  const days = int(inputs, "days", 1, 36_500);
  const investment = units(inputs, "investment", type === "call" ? baseScale : quoteScale, 1n);
  const maturityAt = int(inputs, "maturity_at", 0);
  const settle = tick(inputs, "settle_tick");
  const previous = inputs.previous_tick === undefined ? undefined : tick(inputs, "previous_tick");

  const paid = dualPayout(
    { type, linkedPrice, apr, days, baseScale, quoteScale },
    investment,
    priceDown(settle.price, quoteScale),
  );
  const problems: string[] = [];
  if (settle.time < maturityAt)
    problems.push(`settle tick ${settle.id} at ${settle.time} is before maturity ${maturityAt}`);
  if (previous && (previous.id !== settle.id - 1 || previous.time >= maturityAt))
    problems.push(
      `previous tick ${previous.id} at ${previous.time} must be tick ${settle.id - 1}, before maturity ${maturityAt}`,
    );
  return {
    check: step("tick times", problems.length === 0, problems.length ? problems.join("; ") : undefined),
    result: {
      currency: paid.currency,
      amount: decimal(paid.amount, paid.currency === "base" ? baseScale : quoteScale),
    },
  };
}

function ieoAllocate(inputs: Record<string, unknown>): Recomputed {
  const t = record(inputs.terms, "terms");
  const payScale = int(t, "pay_scale", 0, 18);
  const tokenScale = int(t, "token_scale", 0, 18);
  const priceUnits = units(t, "price", payScale, 1n);
  const supply = units(t, "supply", tokenScale, 0n);
  if (!Array.isArray(inputs.subscriptions)) return fail("subscriptions is not a list");
  const seen = new Set<string>();
  const subscriptions = inputs.subscriptions.map((line: unknown, i: number) => {
    const s = record(line, `subscription ${i}`);
    const id = s.hashed_id;
    if (typeof id !== "string" || id.length === 0 || id.length > 128)
      return fail(`subscription ${i}: hashed_id ${JSON.stringify(id)} is not an id`);
    if (seen.has(id)) return fail(`subscription ${i}: hashed_id ${id} appears twice`);
    seen.add(id);
    return { id, amount: units(s, "amount", payScale, 0n) };
  });
  const subscriber = inputs.subscriber;
  if (typeof subscriber !== "string" || !seen.has(subscriber))
    return fail(`subscriber ${JSON.stringify(subscriber)} is not in the subscriptions`);

  const { allocations } = allocateIeo({ supply, price: { priceUnits, tokenScale }, subscriptions });
  const mine = allocations.find((a) => a.id === subscriber) ?? fail("subscriber has no allocation");
  return {
    result: {
      tokens: decimal(mine.tokens, tokenScale),
      paid: decimal(mine.paid, payScale),
      refund: decimal(mine.refund, payScale),
    },
  };
}

/** Earn products' outcomes in the one proof format. */
export const EARN_RULES: Record<string, OutcomeRule> = {
  "dual.settle": { name: "dual-settlement", version: 1, recompute: dualSettle },
  "ieo.allocate": { name: "ieo-allocation", version: 1, recompute: ieoAllocate },
};
