import { ceilDiv, floorDiv, type Rate } from "../lever/math.ts";

/**
 * The arithmetic of a fiat P2P order, in integer units: coin amounts in the coin's smallest unit
 * (`coinScale` decimals), prices and fiat sums in the fiat's (`fiatScale` decimals, a price being fiat
 * per whole coin). Nothing here rounds in the venue's or the merchant's favour without saying so.
 */

const pow10 = (n: number) => 10n ** BigInt(n);

/**
 * What `amount` of coin costs at `price`: amount × price, rounded half up to the fiat's unit (neither
 * side is favoured: a half unit is the only tie, and it goes up).
 */
export function fiatFor(amount: bigint, price: bigint, coinScale: number): bigint {
  if (amount < 0n || price <= 0n) throw new RangeError("amount must be ≥ 0 and price > 0");
  const scaled = amount * price;
  const unit = pow10(coinScale);
  return floorDiv(scaled * 2n + unit, unit * 2n);
}

/**
 * The coin a fiat sum buys at `price`: fiat ÷ price, rounded down to the coin's unit, so that what the
 * buyer pays (`fiatFor` of it) never exceeds the sum entered.
 */
export function amountFor(fiat: bigint, price: bigint, coinScale: number): bigint {
  if (fiat < 0n || price <= 0n) throw new RangeError("fiat must be ≥ 0 and price > 0");
  return floorDiv(fiat * pow10(coinScale), price);
}

/** The venue's fee on a completed order, in coin: amount × rate rounded down (the venue absorbs the rest). */
export function feeOn(amount: bigint, rate: Rate): bigint {
  if (amount < 0n) throw new RangeError("amount must be ≥ 0");
  return floorDiv(amount * rate.num, rate.den);
}

/**
 * A floating ad's price: the index price in the fiat (the coin's USDT index × the fiat's USDT rate)
 * moved by the margin (a rate above or below 1), rounded to the fiat's unit against the ad's taker: up
 * when the merchant sells, down when the merchant buys. The rounding is at most one fiat unit.
 */
export function floatingPrice(indexInFiat: bigint, margin: Rate, merchantSells: boolean): bigint {
  const scaled = indexInFiat * margin.num;
  return merchantSells ? ceilDiv(scaled, margin.den) : floorDiv(scaled, margin.den);
}

/**
 * A coin's index price in a fiat, in the fiat's units (`fiatScale` decimals): the USDT index price
 * (`index` units of `indexScale` decimals) × the fiat's rate per USDT, rounded half up.
 */
export function indexInFiat(index: bigint, indexScale: number, rate: Rate, fiatScale: number): bigint {
  if (index <= 0n || rate.num <= 0n || rate.den <= 0n) throw new RangeError("index and rate must be > 0");
  const num = index * rate.num * pow10(fiatScale);
  const den = pow10(indexScale) * rate.den;
  return floorDiv(num * 2n + den, den * 2n);
}

/** Whether an order's coin amount is within an ad's per-order limits and what is left of it. */
export function withinLimits(
  amount: bigint,
  limits: { min: bigint; max: bigint; left: bigint },
): "ok" | "below_min" | "above_max" | "above_left" {
  if (amount < limits.min) return "below_min";
  if (amount > limits.max) return "above_max";
  if (amount > limits.left) return "above_left";
  return "ok";
}
