import { type Amount, compare, mul, parse } from "@bourse/money";

/**
 * Where a change of terms is risky enough to wait for a second operator: the thresholds and usual ranges
 * in one place, read by the console's warnings and by the server's saves alike. A change outside them is
 * saved only when another operator approves it; inside them it applies at once.
 */
export const RISKY_TERMS = {
  /** a seconds contract paying more than this percent of the stake on a win */
  secondsPayoutPercent: "100",
  /** a lock mining plan yielding more than this fraction of the amount a day (0.02 = 2 %/day) */
  lockDailyRate: "0.02",
  /** a network's withdrawal fee worth more than this many USDT (at the currency's price) */
  withdrawFeeUsdt: "50",
  /** a network's smallest withdrawal worth more than this many USDT */
  withdrawMinUsdt: "500",
  /** withdrawals sent on a chain without an operator up to more than this many USDT */
  autoApproveMaxUsdt: "10000",
  /** a spot market's maker or taker fee rate above this (0.01 = 1 %) */
  spotFeeRate: "0.01",
} as const;

const SCALE = 18;

/** Decimal text at the common scale; undefined for text that is not a plain non-negative decimal. */
function amount(text: string): Amount | undefined {
  const parsed = parse(text.trim(), SCALE);
  return parsed.ok && parsed.value.units >= 0n ? parsed.value : undefined;
}

const above = (value: string, limit: string) => {
  const v = amount(value);
  const l = amount(limit);
  return v !== undefined && l !== undefined && compare(v, l) > 0;
};

/** A seconds contract's payout rate (percent, "150" = 150 %) above the usual 100 %. */
export const secondsPayoutRisky = (percent: string) => above(percent, RISKY_TERMS.secondsPayoutPercent);

/** A spot market's maker or taker fee rate (a fraction, "0.02" = 2 %) above the usual 1 %. */
export const spotFeeRisky = (rate: string) => above(rate, RISKY_TERMS.spotFeeRate);

/** A lock mining plan's daily rate (a fraction, "0.5" = 50 %/day) above the usual 2 %/day. */
export const lockDailyRateRisky = (rate: string) => above(rate, RISKY_TERMS.lockDailyRate);

/** What a network's withdrawal terms say, in its currency, and the currency's price in USDT. */
export interface WithdrawalTerms {
  withdraw_fee: string;
  withdraw_min: string;
  auto_approve_max?: string;
}

/**
 * The fields of a network's withdrawal terms outside their usual range, valued in USDT at `priceUsdt`:
 * a fee, a minimum or an amount sent without an operator worth more than {@link RISKY_TERMS} allows. A
 * currency without a price (zero) has no usual range: nothing is flagged.
 */
export function withdrawalTermsRisky(terms: WithdrawalTerms, priceUsdt: string): (keyof WithdrawalTerms)[] {
  const price = amount(priceUsdt);
  if (price === undefined || price.units === 0n) return [];
  const valueAbove = (text: string | undefined, limit: string) => {
    if (text === undefined) return false;
    const v = amount(text);
    const l = amount(limit);
    return v !== undefined && l !== undefined && compare(mul(v, price, SCALE, "down"), l) > 0;
  };
  const risky: (keyof WithdrawalTerms)[] = [];
  if (valueAbove(terms.withdraw_fee, RISKY_TERMS.withdrawFeeUsdt)) risky.push("withdraw_fee");
  if (valueAbove(terms.withdraw_min, RISKY_TERMS.withdrawMinUsdt)) risky.push("withdraw_min");
  if (valueAbove(terms.auto_approve_max, RISKY_TERMS.autoApproveMaxUsdt)) risky.push("auto_approve_max");
  return risky;
}

/** A withdrawal of `amount` needs a second operator when the currency sets a threshold and it is above it. */
export function withdrawalNeedsSecondApproval(amountText: string, threshold: string | null): boolean {
  return threshold !== null && above(amountText, threshold);
}
