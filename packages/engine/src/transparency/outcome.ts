import { fromUnits, toPlainString } from "@bourse/money";
import { closeSettlement, dealingPrice, pnlAt } from "../lever/math.ts";
import { settleSeconds } from "../seconds.ts";
import { canonicalAmount } from "./hash.ts";
import {
  BadInput,
  decimals,
  fail,
  int,
  type OutcomeRule,
  oneOf,
  type Recomputed,
  record,
  type TickInput,
  tick,
  units,
} from "./inputs.ts";
import { EARN_RULES } from "./rules-earn.ts";
import { LEVER_RULES, leverTermsOf } from "./rules-lever.ts";
import { LOAN_RULES } from "./rules-loan.ts";
import { NFT_RULES } from "./rules-nft.ts";
import { step, type VerifyStep } from "./steps.ts";

export type { TickInput } from "./inputs.ts";

/**
 * One proof format for every outcome the venue decides from recorded ticks: the rule applied (named and
 * versioned), the inputs it was applied to (the ticks by id, with price and time, and the terms) and the
 * result it gave, which anyone recomputes with the same engine function the server ran. `entry_id` names
 * the journal entry that paid the result, whose place in the journal a chain proof shows; the ticks are
 * those of the market's public tick log (`GET /api/ticks`), where a user can look them up by id.
 *
 * Rules (amounts as decimal strings, tick times in ms): the two below, and each product's in its file
 * (`rules-earn.ts`: dual settlement, IEO allocation; `rules-nft.ts`: blind-box draws; `rules-loan.ts`:
 * loan liquidation).
 *
 *
 * `seconds.settle`, rule `seconds-settlement` v1 ({@link settleSeconds}):
 *   inputs  { direction: "up"|"down", stake, scale (the stake currency's decimals), profit_rate ("0.2"),
 *             expires_at, open_tick, end_tick, ticks: { [id]: { price, time } } }
 *   result  { result: "win"|"loss"|"tie", payout, profit }
 *   also checked: the open tick is before expiry and the end tick at or after it.
 *
 * `lever.close`, rule `lever-close` v1 (a close by the user or a stop: {@link dealingPrice} at the close,
 * {@link pnlAt}, {@link closeSettlement}):
 *   inputs  { terms: { price_decimals, base_scale, quote_scale, lot_size (base asset per lot), lot_decimals,
 *             spread_rate }, position: { direction: "long"|"short", lots, open_price, margin },
 *             available (the lever account's available balance before the close), close_tick, ticks }
 *   result  { close_price, pnl (realized: what the account gained or lost), absorbed (loss the house took) }
 */
export interface OutcomeProof {
  /** the command kind that produced the outcome: "seconds.settle", "lever.close", … */
  kind: string;
  rule: { name: string; version: number };
  inputs: Record<string, unknown>;
  result: Record<string, unknown>;
  entry_id: number | null;
}

function secondsSettle(inputs: Record<string, unknown>): Recomputed {
  const direction = oneOf(inputs, "direction", ["up", "down"] as const);
  const scale = int(inputs, "scale", 0, 18);
  const stake = units(inputs, "stake", scale, 1n);
  const rate = units(inputs, "profit_rate", 18, 0n);
  const expiresAt = int(inputs, "expires_at", 0);
  const open = tick(inputs, "open_tick");
  const end = tick(inputs, "end_tick");
  const priceScale = Math.max(decimals(open.price), decimals(end.price));
  if (priceScale > 18) fail("tick prices have more than 18 decimals");
  const price = (t: TickInput) => fromUnits(units({ p: t.price }, "p", priceScale, 0n), priceScale);

  const s = settleSeconds({
    direction,
    stake: fromUnits(stake, scale),
    profitRate: toPlainString(fromUnits(rate, 18)),
    openPrice: price(open),
    endPrice: price(end),
  });
  const timesOk = open.time < expiresAt && end.time >= expiresAt;
  return {
    check: step(
      "tick times",
      timesOk,
      timesOk
        ? undefined
        : `open tick ${open.id} at ${open.time} must be before expiry ${expiresAt}, end tick ${end.id} at ${end.time} at or after it`,
    ),
    result: { result: s.result, payout: toPlainString(s.payout), profit: toPlainString(s.profit) },
  };
}

function leverClose(inputs: Record<string, unknown>): Recomputed {
  const terms = leverTermsOf(inputs);
  const { priceDecimals, lotDecimals, quoteScale } = terms;
  const p = record(inputs.position, "position");
  const position = {
    direction: oneOf(p, "direction", ["long", "short"] as const),
    lots: units(p, "lots", lotDecimals, 1n),
    openPrice: units(p, "open_price", priceDecimals, 1n),
  };
  const margin = units(p, "margin", quoteScale, 0n);
  const available = units(inputs, "available", quoteScale, 0n);
  const closeTick = tick(inputs, "close_tick");
  const index = units({ price: closeTick.price }, "price", priceDecimals, 1n);

  const closePrice = dealingPrice(index, position.direction, "close", terms);
  const settled = closeSettlement({ pnl: pnlAt(position, closePrice, terms), margin, available });
  const decimal = (u: bigint, scale: number) => toPlainString(fromUnits(u, scale));
  return {
    result: {
      close_price: decimal(closePrice, priceDecimals),
      pnl: decimal(settled.profit - settled.fromMargin - settled.fromAvailable, quoteScale),
      absorbed: decimal(settled.absorbed, quoteScale),
    },
  };
}

/** Every rule a proof may name, by the command kind that applied it. */
const RULES: Record<string, OutcomeRule> = {
  "seconds.settle": { name: "seconds-settlement", version: 1, recompute: secondsSettle },
  "lever.close": { name: "lever-close", version: 1, recompute: leverClose },
  ...LEVER_RULES,
  ...EARN_RULES,
  ...NFT_RULES,
  ...LOAN_RULES,
};

/** Compares stated with recomputed values: amounts by their canonical decimals, words exactly. */
function differences(stated: Record<string, unknown>, recomputed: Record<string, string>): string[] {
  return Object.entries(recomputed).flatMap(([key, value]) => {
    const s = stated?.[key];
    const same =
      typeof s === "string" && (s === value || (/^-?[0-9]/.test(s) && canonicalAmount(s) === value));
    return same ? [] : [`${key}: stated ${JSON.stringify(s)}, recomputed ${value}`];
  });
}

/**
 * Recomputes an outcome from its inputs. Steps: "known rule", "inputs" (well formed), the rule's own check
 * when it has one ("tick times", "commitment"), "result" (the stated result equals the recomputed one,
 * field by field).
 */
export function verifyOutcome(p: OutcomeProof): VerifyStep[] {
  const rule = Object.hasOwn(RULES, p?.kind) ? RULES[p.kind] : undefined;
  if (!rule || p.rule?.name !== rule.name || p.rule?.version !== rule.version) {
    const known = Object.entries(RULES).map(([kind, r]) => `${kind} ${r.name} v${r.version}`);
    return [
      step(
        "known rule",
        false,
        `${p?.kind} ${p?.rule?.name} v${p?.rule?.version} is not a known rule (known: ${known.join("; ")})`,
      ),
    ];
  }
  const steps = [step("known rule", true, `${p.kind} ${rule.name} v${rule.version}`)];
  let recomputed: Recomputed;
  try {
    recomputed = rule.recompute(record(p.inputs, "inputs"));
  } catch (error) {
    const why = error instanceof BadInput ? error.message : `cannot be used: ${String(error)}`;
    steps.push(step("inputs", false, why), step("result", false, "not recomputed: the inputs are wrong"));
    return steps;
  }
  steps.push(step("inputs", true));
  if (recomputed.check) steps.push(recomputed.check);
  const diff = differences(p.result, recomputed.result);
  steps.push(step("result", diff.length === 0, diff.length ? diff.join("; ") : undefined));
  return steps;
}
