import type { Rate } from "../lever/math.ts";

/**
 * Dual investment, in integer units: a product on a pair BASE/QUOTE (e.g. BTC/USDT) pays, at
 * settlement, the investment plus its yield either in the coin invested or converted to the other
 * coin at the linked price, depending on where the settlement price ends up. Pure: the server's
 * settlement and the purchase preview use these, and the client shows the same numbers.
 *
 * Units: base amounts in 10^-baseScale of the base coin, quote amounts in 10^-quoteScale of the quote
 * coin; prices (the linked price, the settlement price) in quote units per ONE WHOLE base coin (that is
 * price × 10^quoteScale). Money is never a float.
 *
 * - "call" (sell high): the user invests BASE. Settlement price < linked price: paid in BASE,
 *   investment × factor. Settlement price ≥ linked price (the tie converts): converted to QUOTE at the
 *   linked price, investment × linked price × factor.
 * - "put" (buy low): the user invests QUOTE. Settlement price ≤ linked price (the tie converts):
 *   converted to BASE at the linked price, investment ÷ linked price × factor. Settlement price >
 *   linked price: paid in QUOTE, investment × factor.
 * - factor = 1 + days × apr ÷ 365, the exact rational (365·apr.den + days·apr.num) ÷ (365·apr.den):
 *   simple interest on a 365-day year, the same for leap years, for whole days only.
 *
 * Rounding, in full: exactly one rounding, down to the payout coin's unit (in the venue's favour, by
 * less than one unit), on the exact rational; nothing is rounded along the way (the factor, the
 * conversion and the yield are multiplied out first). With fNum/fDen the factor:
 * - call kept in base:    floor(inv × fNum ÷ fDen)
 * - call converted:       floor(inv × linked × fNum ÷ (10^baseScale × fDen))
 * - put converted:        floor(inv × 10^baseScale × fNum ÷ (linked × fDen))
 * - put kept in quote:    floor(inv × fNum ÷ fDen)
 * Since factor ≥ 1, a payout kept in the invested coin is never below the investment.
 *
 * Bad input (a negative or zero-denominator apr, days not a whole number ≥ 1, a scale not an integer in
 * 0..36, a linked price ≤ 0, a negative investment or settlement price) throws a RangeError.
 */

export type DualType = "call" | "put";

export interface DualTerms {
  type: DualType;
  /** quote units per ONE WHOLE base coin; > 0 */
  linkedPrice: bigint;
  /** annual rate, ≥ 0, simple interest on a 365-day year */
  apr: Rate;
  /** whole days from subscription to settlement; ≥ 1 */
  days: number;
  /** the base coin's decimals: one whole base coin is 10^baseScale base units */
  baseScale: number;
  /** the quote coin's decimals (prices are already in quote units, so it only bounds-checks here) */
  quoteScale: number;
}

export interface DualPayout {
  /** the coin paid out: "base" or "quote" */
  currency: "base" | "quote";
  /** in units of the payout coin (10^-baseScale or 10^-quoteScale), rounded down; ≥ 0 */
  amount: bigint;
  /** true when paid in the other coin than the one invested (converted at the linked price) */
  converted: boolean;
}

const pow10 = (n: number) => 10n ** BigInt(n);

function checkScale(scale: number, what: string) {
  if (!Number.isSafeInteger(scale) || scale < 0 || scale > 36)
    throw new RangeError(`${what} must be an integer from 0 to 36`);
}

/**
 * The exact factor 1 + days × apr ÷ 365, as (365·apr.den + days·apr.num) ÷ (365·apr.den) (not reduced).
 * Throws a RangeError on a negative apr, apr.den ≤ 0 or days not a whole number ≥ 1.
 */
export function dualFactor(apr: Rate, days: number): Rate {
  if (apr.den <= 0n || apr.num < 0n) throw new RangeError("dual apr must be a non-negative rate");
  if (!Number.isSafeInteger(days) || days < 1) throw new RangeError("dual days must be a whole number ≥ 1");
  const den = 365n * apr.den;
  return { num: den + BigInt(days) * apr.num, den };
}

function checkTerms(terms: DualTerms, investment: bigint) {
  if (terms.type !== "call" && terms.type !== "put") throw new RangeError("dual type must be call or put");
  if (terms.linkedPrice <= 0n) throw new RangeError("dual linked price must be positive");
  checkScale(terms.baseScale, "dual base scale");
  checkScale(terms.quoteScale, "dual quote scale");
  if (investment < 0n) throw new RangeError("dual investment must not be negative");
}

/** The payout in the invested coin, not converted: floor(inv × factor). */
function kept(terms: DualTerms, investment: bigint, f: Rate): DualPayout {
  return {
    currency: terms.type === "call" ? "base" : "quote",
    amount: (investment * f.num) / f.den,
    converted: false,
  };
}

/** The payout converted to the other coin at the linked price, rounded once. */
function converted(terms: DualTerms, investment: bigint, f: Rate): DualPayout {
  const scale = pow10(terms.baseScale);
  return terms.type === "call"
    ? {
        currency: "quote",
        amount: (investment * terms.linkedPrice * f.num) / (scale * f.den),
        converted: true,
      }
    : {
        currency: "base",
        amount: (investment * scale * f.num) / (terms.linkedPrice * f.den),
        converted: true,
      };
}

/**
 * What a dual investment of `investment` (base units for a call, quote units for a put) pays at
 * `settlementPrice` (quote units per whole base coin). A call converts when settlementPrice ≥ linked
 * price, a put when settlementPrice ≤ linked price; the rounding is at the top of this file.
 */
export function dualPayout(terms: DualTerms, investment: bigint, settlementPrice: bigint): DualPayout {
  const f = dualFactor(terms.apr, terms.days);
  checkTerms(terms, investment);
  if (settlementPrice < 0n) throw new RangeError("dual settlement price must not be negative");
  const converts =
    terms.type === "call" ? settlementPrice >= terms.linkedPrice : settlementPrice <= terms.linkedPrice;
  return converts ? converted(terms, investment, f) : kept(terms, investment, f);
}

/** both scenarios for the purchase preview: what is paid if not converted, and if converted */
export function dualScenarios(
  terms: DualTerms,
  investment: bigint,
): { kept: DualPayout; converted: DualPayout } {
  const f = dualFactor(terms.apr, terms.days);
  checkTerms(terms, investment);
  return { kept: kept(terms, investment, f), converted: converted(terms, investment, f) };
}
