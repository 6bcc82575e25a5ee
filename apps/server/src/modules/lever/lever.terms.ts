import type { LeverTerms as LeverTermsView } from "@bourse/contract";
import { type LeverTerms, parseRate } from "@bourse/engine";
import { fromUnits, parse, toPlainString } from "@bourse/money";
import { unitsToDecimal } from "../../core/units.ts";
import type { Db } from "../../db/db.ts";
import { type Failure, failure, type Outcome, success } from "../../http/outcome.ts";

/** One market's contract terms as the server applies them (table `lever_terms`, operator configuration). */
export interface LeverMarket {
  id: number;
  symbol: string;
  currencyId: number;
  /** the quote asset: margin, fees and PnL are in it */
  legalId: number;
  baseName: string;
  quoteName: string;
  lotSizeText: string;
  minLots: bigint;
  maxLots: bigint;
  multiples: number[];
  spreadText: string;
  feeText: string;
  overnightText: string;
  terms: LeverTerms;
  open: boolean;
}

interface TermsRow {
  id: number;
  currency_id: number;
  legal_id: number;
  base: string;
  quote: string;
  base_scale: number;
  quote_scale: number;
  price_decimals: number;
  lot_size: string;
  lot_decimals: number;
  min_lots: string;
  max_lots: string;
  multiples: string;
  spread_rate: string;
  fee_rate: string;
  overnight_rate: string;
  open: boolean;
}

export async function loadLeverMarkets(db: Db): Promise<LeverMarket[]> {
  const rows = await db.query<TermsRow>(
    `SELECT m.id, m.currency_id, m.legal_id, b.name AS base, l.name AS quote, b.decimals AS base_scale,
       l.decimals AS quote_scale, m.price_decimals, t.lot_size::text AS lot_size, t.lot_decimals,
       t.min_lots::text AS min_lots, t.max_lots::text AS max_lots, t.multiples,
       t.spread_rate::text AS spread_rate, t.fee_rate::text AS fee_rate, t.overnight_rate::text AS overnight_rate,
       m.open_lever AND m.enabled AS open
     FROM lever_terms t JOIN markets m ON m.id = t.market_id
       JOIN currencies b ON b.id = m.currency_id JOIN currencies l ON l.id = m.legal_id
     ORDER BY m.sort, m.id`,
  );
  return rows.map(marketOf);
}

function marketOf(r: TermsRow): LeverMarket {
  const exact = (text: string, scale: number, what: string) => {
    const p = parse(text, scale);
    if (!p.ok) throw new Error(`lever market ${r.id}: ${what} ${text} is finer than ${scale} decimals`);
    return p.value.units;
  };
  const rate = (text: string) => {
    const parsed = parseRate(text);
    if (!parsed) throw new Error(`lever market ${r.id}: not a rate: ${text}`);
    return parsed;
  };
  const spread = toPlainString(fromUnits(exact(r.spread_rate, 10, "spread"), 10));
  const fee = toPlainString(fromUnits(exact(r.fee_rate, 10, "fee"), 10));
  const overnight = toPlainString(fromUnits(exact(r.overnight_rate, 10, "overnight"), 10));
  return {
    id: r.id,
    symbol: `${r.base}/${r.quote}`,
    currencyId: r.currency_id,
    legalId: r.legal_id,
    baseName: r.base,
    quoteName: r.quote,
    lotSizeText: toPlainString(fromUnits(exact(r.lot_size, r.base_scale, "lot size"), r.base_scale)),
    minLots: exact(r.min_lots, r.lot_decimals, "min lots"),
    maxLots: exact(r.max_lots, r.lot_decimals, "max lots"),
    multiples: parseMultiples(r.multiples) ?? [1],
    spreadText: spread,
    feeText: fee,
    overnightText: overnight,
    terms: {
      priceDecimals: r.price_decimals,
      baseScale: r.base_scale,
      quoteScale: r.quote_scale,
      lotSize: exact(r.lot_size, r.base_scale, "lot size"),
      lotDecimals: r.lot_decimals,
      spread: rate(spread),
      fee: rate(fee),
      overnight: rate(overnight),
    },
    open: r.open,
  };
}

/** "1,2,5,10" → [1, 2, 5, 10] (sorted, unique, 1–1000); undefined when malformed. */
export function parseMultiples(text: string): number[] | undefined {
  const parts = text.split(",").map((s) => s.trim());
  if (parts.length === 0 || parts.length > 30 || parts.some((p) => !/^\d{1,4}$/.test(p))) return undefined;
  const values = [...new Set(parts.map(Number))].sort((a, b) => a - b);
  return values.every((v) => v >= 1 && v <= 1000) ? values : undefined;
}

/**
 * A user's decimal as units of 10^-decimals: malformed, zero, negative or too precise input is
 * refused with `invalid`; `allowEmpty` answers null for an empty or zero value (an absent stop).
 */
export function userUnits(
  text: string | undefined,
  decimals: number,
  invalid: Failure,
  allowEmpty = false,
): Outcome<bigint | null> {
  const trimmed = (text ?? "").trim();
  if (allowEmpty && (trimmed === "" || /^0*(\.0*)?$/.test(trimmed))) return success(null);
  const parsed = parse(trimmed, decimals);
  if (!parsed.ok || parsed.value.units <= 0n) return invalid;
  return success(parsed.value.units);
}

/** A take profit and a stop loss as typed: each a price of the market's decimals, or none (empty or 0). */
export function stopPrices(
  priceDecimals: number,
  input: { takeProfit?: string | undefined; stopLoss?: string | undefined },
): Outcome<{ takeProfit: bigint | null; stopLoss: bigint | null }> {
  const price = (text: string | undefined, key: "LEVER_FIELD_TAKE_PROFIT" | "LEVER_FIELD_STOP_LOSS") =>
    userUnits(text, priceDecimals, failure("LEVER_INVALID_PRICE", { field: { key } }), true);
  const takeProfit = price(input.takeProfit, "LEVER_FIELD_TAKE_PROFIT");
  if (!takeProfit.ok) return takeProfit;
  const stopLoss = price(input.stopLoss, "LEVER_FIELD_STOP_LOSS");
  if (!stopLoss.ok) return stopLoss;
  return success({ takeProfit: takeProfit.value, stopLoss: stopLoss.value });
}

export function termsView(m: LeverMarket): LeverTermsView {
  return {
    symbol: m.symbol,
    market_id: m.id,
    currency_id: m.currencyId,
    legal_id: m.legalId,
    lot_size: m.lotSizeText,
    lot_decimals: m.terms.lotDecimals,
    min_lots: unitsToDecimal(m.minLots, m.terms.lotDecimals),
    max_lots: unitsToDecimal(m.maxLots, m.terms.lotDecimals),
    multiples: m.multiples,
    spread_rate: m.spreadText,
    fee_rate: m.feeText,
    overnight_rate: m.overnightText,
    price_decimals: m.terms.priceDecimals,
    open: m.open,
  };
}

/** Validates an operator's change of a market's terms; answers the columns to update. */
export function termsUpdate(
  current: LeverMarket,
  b: {
    lot_size?: string;
    min_lots?: string;
    max_lots?: string;
    multiples?: string;
    spread_rate?: string;
    fee_rate?: string;
    overnight_rate?: string;
  },
): Outcome<Record<string, string>> {
  const out: Record<string, string> = {};
  const decimal = (field: keyof typeof b, scale: number, max?: bigint) => {
    const text = b[field];
    if (text === undefined) return true;
    const p = parse(text.trim(), scale);
    if (!p.ok || p.value.units < 0n || (max !== undefined && p.value.units >= max)) return false;
    out[field] = toPlainString(p.value);
    return true;
  };
  const tenth = 10n ** 9n; // rates below 0.1 at 10 decimals
  const ok =
    decimal("lot_size", current.terms.baseScale) &&
    decimal("min_lots", current.terms.lotDecimals) &&
    decimal("max_lots", current.terms.lotDecimals) &&
    decimal("spread_rate", 10, tenth) &&
    decimal("fee_rate", 10, tenth) &&
    decimal("overnight_rate", 10, tenth);
  if (!ok) {
    const bad = (
      ["lot_size", "min_lots", "max_lots", "spread_rate", "fee_rate", "overnight_rate"] as const
    ).find((f) => b[f] !== undefined && !(f in out));
    return failure("LEVER_INVALID_TERMS", { field: bad ?? "terms" });
  }
  if (out.lot_size !== undefined && /^0*(\.0*)?$/.test(out.lot_size))
    return failure("LEVER_INVALID_TERMS", { field: "lot_size" });
  const min = out.min_lots ?? unitsToDecimal(current.minLots, current.terms.lotDecimals);
  const max = out.max_lots ?? unitsToDecimal(current.maxLots, current.terms.lotDecimals);
  const minUnits = parse(min, current.terms.lotDecimals);
  const maxUnits = parse(max, current.terms.lotDecimals);
  if (
    !minUnits.ok ||
    !maxUnits.ok ||
    minUnits.value.units <= 0n ||
    maxUnits.value.units < minUnits.value.units
  )
    return failure("LEVER_INVALID_TERMS", { field: out.min_lots !== undefined ? "min_lots" : "max_lots" });
  if (b.multiples !== undefined) {
    const list = parseMultiples(b.multiples);
    if (!list) return failure("LEVER_INVALID_TERMS", { field: "multiples" });
    out.multiples = list.join(",");
  }
  return success(out);
}
