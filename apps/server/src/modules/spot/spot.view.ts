import type { SpotOrder } from "@bourse/contract";
import { type Amount, fromUnits, toPlainString, zero } from "@bourse/money";
import { amountText, priceText } from "./spot.rules.ts";
import type { LiveOrder } from "./spot.store.ts";

/** An order as the API and the `user:` channel show it: JSON only (decimal texts, ISO times). */
export function view(o: LiveOrder): SpotOrder {
  const r = o.market;
  const filled = fromUnits(BigInt(o.filled) * r.stepSize.units, r.baseScale);
  return {
    id: o.id,
    symbol: r.symbol,
    currency_id: r.currencyId,
    legal_id: r.legalId,
    side: o.side,
    type: o.type,
    tif: o.tif,
    post_only: o.postOnly,
    price: o.price === null ? null : priceText(o.price, r),
    amount: o.quantity === null ? null : amountText(o.quantity, r),
    quote_budget: o.quoteBudget ? toPlainString(o.quoteBudget) : null,
    filled: toPlainString(filled),
    filled_quote: toPlainString(o.filledQuote),
    avg_price: o.filled > 0 ? toPlainString(averagePrice(o.filledQuote, filled, r.priceDecimals)) : null,
    fee: toPlainString(o.fee),
    fee_currency: o.side === "buy" ? r.baseName : r.quoteName,
    status: o.status,
    cancel_reason: o.cancelReason,
    created_at: o.createdAt.toISOString(),
    updated_at: o.updatedAt.toISOString(),
  };
}

function averagePrice(quote: Amount, base: Amount, decimals: number): Amount {
  if (base.units === 0n) return zero(decimals);
  // quote / base at the price's decimals, half-up: for display only
  const num = quote.units * 10n ** BigInt(base.scale + decimals);
  const den = base.units * 10n ** BigInt(quote.scale);
  return fromUnits((num * 2n + den) / (2n * den), decimals);
}
