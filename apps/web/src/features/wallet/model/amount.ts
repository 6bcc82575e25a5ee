/**
 * Amount input checks done as text: the server validates and computes everything (fees, minimums,
 * balance); these only catch what is obviously not an amount before a request is sent.
 */
const AMOUNT = /^(?:0|[1-9]\d*)(?:\.\d+)?$/;

/** A positive decimal written with digits and at most one point ("12", "0.5"). */
export function isAmount(value: string): boolean {
  const text = value.trim();
  return AMOUNT.test(text) && /[1-9]/.test(text);
}

/** Keeps digits and the first point only, as the user types. */
export function amountInput(value: string): string {
  const cleaned = value.replace(/[^\d.]/g, "");
  const point = cleaned.indexOf(".");
  return point < 0 ? cleaned : `${cleaned.slice(0, point + 1)}${cleaned.slice(point + 1).replace(/\./g, "")}`;
}

/** Spec §5: an address has no "*" and the server takes 20–128 characters. */
export function addressProblem(value: string): "wallet.address.star" | "wallet.address.length" | null {
  const text = value.trim();
  if (text.includes("*")) return "wallet.address.star";
  return text.length < 20 || text.length > 128 ? "wallet.address.length" : null;
}

/** Spec §5: a bank card number is digits only, at least 13 of them. */
export function bankAccountProblem(value: string): "wallet.bank.digitsOnly" | "wallet.bank.tooShort" | null {
  const text = value.trim();
  if (!/^\d*$/.test(text)) return "wallet.bank.digitsOnly";
  return text.length < 13 ? "wallet.bank.tooShort" : null;
}
