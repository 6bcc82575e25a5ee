/**
 * A naive reference of `quote.ts`, written the long way with exact fractions of decimal strings, for the
 * property tests to compare against.
 */

const digits = (n: bigint, scale: number) => {
  const s = n.toString().padStart(scale + 1, "0");
  return scale === 0 ? s : `${s.slice(0, -scale)}.${s.slice(-scale)}`;
};

/** A non-negative decimal string as an exact fraction. */
function fraction(text: string): { num: bigint; den: bigint } {
  const [whole, part = ""] = text.split(".");
  return { num: BigInt(`${whole}${part}`), den: 10n ** BigInt(part.length) };
}

/** Rounds the non-negative fraction n/d to `scale` decimals: "half-up", "down" or "up". */
function round(n: bigint, d: bigint, scale: number, mode: "half-up" | "down" | "up"): bigint {
  const target = n * 10n ** BigInt(scale);
  const q = target / d;
  const r = target - q * d;
  if (r === 0n) return q;
  if (mode === "down") return q;
  if (mode === "up") return q + 1n;
  return r * 2n >= d ? q + 1n : q;
}

export function naiveFiatFor(amount: bigint, price: bigint, coinScale: number, fiatScale: number): bigint {
  const a = fraction(digits(amount, coinScale));
  const p = fraction(digits(price, fiatScale));
  return round(a.num * p.num, a.den * p.den, fiatScale, "half-up");
}

export function naiveAmountFor(fiat: bigint, price: bigint, coinScale: number, fiatScale: number): bigint {
  const f = fraction(digits(fiat, fiatScale));
  const p = fraction(digits(price, fiatScale));
  return round(f.num * p.den, f.den * p.num, coinScale, "down");
}
