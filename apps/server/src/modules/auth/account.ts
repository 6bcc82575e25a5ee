/** Who an account string names: an email, or a mobile number with its dialling code. */
export type AccountRef =
  | { kind: "email"; email: string }
  | { kind: "mobile"; areaCode: string | null; phone: string };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const normalizeEmail = (raw: string) => raw.trim().toLowerCase();
export const isEmail = (email: string) => email.length <= 128 && EMAIL.test(email);

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
