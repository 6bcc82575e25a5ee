import isEmailAddress from "validator/lib/isEmail.js";

/** Who an account string names: an email, or a mobile number with its dialling code. */
export type AccountRef =
  | { kind: "email"; email: string }
  | { kind: "mobile"; areaCode: string | null; phone: string };

export const normalizeEmail = (raw: string) => raw.trim().toLowerCase();
/**
 * An address mail can be sent to, as `validator`'s isEmail reads RFC 5321/5322: a local part and a
 * domain of dot-separated labels (no empty label, none starting or ending with "-") under a top-level
 * domain of letters; no display name, no IP address. At most 128 characters, what the accounts keep.
 */
export const isEmail = (email: string) => email.length <= 128 && isEmailAddress(email);

/** Digits only, 5–15 long (E.164 subscriber numbers); spaces and dashes are dropped. */
export function normalizePhone(raw: string): string | undefined {
  const digits = raw.replace(/[\s-]/g, "");
  return /^\d{5,15}$/.test(digits) ? digits : undefined;
}

export function normalizeAreaCode(raw: string | undefined): string | null | undefined {
  if (raw === undefined || raw.trim() === "") return null;
  const digits = raw.trim().replace(/^\+/, "");
  return /^\d{1,4}$/.test(digits) ? digits : undefined;
}

/** The address codes are sent to and the outbox is keyed by. */
export function recipientOf(ref: AccountRef): string {
  return ref.kind === "email" ? ref.email : `+${ref.areaCode ?? ""}${ref.phone}`;
}

/**
 * The account a per-account rate limit counts a request under: the normalized email, or the mobile
 * number's digits whatever dialling code comes with them. Undefined when the string names no account.
 */
export function limitKeyOf(
  raw: string | undefined,
  type: "email" | "mobile" | undefined,
): string | undefined {
  if (!raw) return undefined;
  if ((type ?? (raw.includes("@") ? "email" : "mobile")) === "email") {
    const email = normalizeEmail(raw);
    return email === "" ? undefined : `email:${email}`;
  }
  const phone = normalizePhone(raw);
  return phone && `mobile:${phone}`;
}
