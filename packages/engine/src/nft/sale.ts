import type { Rate } from "../lever/math.ts";

/**
 * How an NFT sale's price (integer units of the payment coin) is split: the creator's royalty and the
 * venue's fee are each rounded down to the unit on their own, and the seller gets the rest, so the
 * seller collects the rounding. The three always add up to the price.
 */

export interface SaleSplit {
  royalty: bigint;
  fee: bigint;
  seller: bigint;
}

function checkRate(rate: Rate, what: string) {
  if (rate.den <= 0n || rate.num < 0n) throw new RangeError(`sale ${what} must be a non-negative rate`);
}

/**
 * royalty = floor(price × royalty rate), fee = floor(price × fee rate), seller = the rest. Throws a
 * RangeError for a negative price, a bad rate, or rates adding up to more than 1.
 */
export function saleSplit(price: bigint, royalty: Rate, fee: Rate): SaleSplit {
  if (price < 0n) throw new RangeError("sale price must not be negative");
  checkRate(royalty, "royalty");
  checkRate(fee, "fee");
  if (royalty.num * fee.den + fee.num * royalty.den > royalty.den * fee.den)
    throw new RangeError("sale royalty and fee must not add up to more than the price");
  const r = (price * royalty.num) / royalty.den;
  const f = (price * fee.num) / fee.den;
  return { royalty: r, fee: f, seller: price - r - f };
}
