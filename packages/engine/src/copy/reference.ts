import type { LeverTerms, Rate } from "../lever/math.ts";
import type { CopyLimits, CopyMode, CopySize } from "./size.ts";

/**
 * A naive reference for the copy sizing, written as the rule reads with decimal strings and a linear
 * search, to check size.ts against (copy.test.ts). Not used by the server.
 */

/** lots as a decimal number of lots (exact: lot units / 10^lotDecimals, via strings) */
function toDecimal(units: bigint, decimals: number): string {
  const s = units.toString().padStart(decimals + 1, "0");
  return decimals === 0 ? s : `${s.slice(0, -decimals)}.${s.slice(-decimals)}`;
}

export function referenceCopiedLots(
  traderLots: bigint,
  mode: CopyMode,
  terms: Pick<LeverTerms, "lotDecimals">,
) {
  if (mode.kind === "fixed") return mode.lots;
  // trader lots × multiple, as a decimal string cut to the lot unit
  const product = traderLots * mode.multipleHundredths; // units × 100
  let lots = product / 100n;
  const text = toDecimal(lots, terms.lotDecimals);
  const [whole = "0", fraction = ""] = text.split(".");
  const aboveOne = BigInt(whole) > 1n || (BigInt(whole) === 1n && /[1-9]/.test(fraction));
  if (aboveOne && /[1-9]/.test(fraction) && terms.lotDecimals > 2) {
    const cut = `${whole}${fraction.slice(0, 2)}${"0".repeat(terms.lotDecimals - 2)}`;
    lots = BigInt(cut);
  }
  return lots;
}

export function referenceSizeCopy(c: {
  traderLots: bigint;
  mode: CopyMode;
  limits: CopyLimits;
  marginInUse: bigint;
  available: bigint;
  price: bigint;
  multiple: number;
  minLots: bigint;
  maxLots: bigint;
  terms: LeverTerms;
  feeOf: (lots: bigint) => bigint;
  marginOf: (lots: bigint) => bigint;
}): CopySize {
  let lots = referenceCopiedLots(c.traderLots, c.mode, c.terms);
  if (lots > c.maxLots) lots = c.maxLots;
  const cap = c.limits.maxMarginPerOrder;
  while (cap !== null && lots > 0n && c.marginOf(lots) > cap) lots -= 1n;
  if (lots < c.minLots || lots <= 0n) return { ok: false, reason: "below_min_lots" };
  const margin = c.marginOf(lots);
  if (c.limits.maxMarginTotal !== null && c.marginInUse + margin > c.limits.maxMarginTotal)
    return { ok: false, reason: "over_total_margin" };
  if (margin + c.feeOf(lots) > c.available) return { ok: false, reason: "insufficient_balance" };
  return { ok: true, lots, margin };
}

export function referenceProfitShare(realized: bigint, rate: Rate): bigint {
  if (realized <= 0n) return 0n;
  // the share as a fraction, then the whole units below it
  const share = (realized * rate.num) / rate.den;
  return share < 0n ? 0n : share;
}

/**
 * The shares a follower pays on a sequence of closed copies' net results, as the rule reads: after
 * close i, the share taken so far is `rate` × the best running net total reached (never below zero);
 * close i's share basis is that best total now minus the best total before it, each recomputed from
 * the start.
 */
export function referenceNetShares(nets: bigint[], rate: Rate): { basis: bigint; share: bigint }[] {
  const bestUpTo = (n: number) => {
    let best = 0n;
    for (let i = 1; i <= n; i++) {
      let total = 0n;
      for (const net of nets.slice(0, i)) total += net;
      if (total > best) best = total;
    }
    return best;
  };
  return nets.map((_, i) => {
    const basis = bestUpTo(i + 1) - bestUpTo(i);
    return { basis, share: referenceProfitShare(basis, rate) };
  });
}
