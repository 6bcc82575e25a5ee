/** Client-side checks of form values shared by the screens; the server re-checks everything. */

/** 6–64 characters with at least one letter and one digit (the login password rule). */
export function isValidPassword(password: string): boolean {
  return password.length >= 6 && password.length <= 64 && /\p{L}/u.test(password) && /\d/.test(password);
}

/** Spec §5: the verification code is exactly 6 characters. */
export function isValidCode(code: string): boolean {
  return code.trim().length === 6;
}

/** A 6-digit authenticator (TOTP) code. */
export function isGoogleCode(code: string): boolean {
  return /^\d{6}$/.test(code.trim());
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** National number without the dial code: 5 to 15 digits. */
export function isMobile(value: string): boolean {
  return /^\d{5,15}$/.test(value.trim());
}

/** Spec §5: a nickname is 2–10 Chinese characters, letters or digits. */
export function isNickname(value: string): boolean {
  return /^[\p{Script=Han}A-Za-z0-9]{2,10}$/u.test(value.trim());
}

/** Spec §5: a signature is 2–30 Chinese characters, letters or digits, words separated by single spaces. */
export function isSignature(value: string): boolean {
  return /^(?=.{2,30}$)[\p{Script=Han}A-Za-z0-9]+(?: [\p{Script=Han}A-Za-z0-9]+)*$/u.test(value.trim());
}

/** The fund (trade) password: 4–12 digits (spec §5 "at least 4"; the server caps it at 12). */
export function isPayPassword(value: string): boolean {
  return /^\d{4,12}$/.test(value);
}

/** The anti-phishing code: 4–20 letters or digits. */
export function isAntiPhishingCode(value: string): boolean {
  return /^[A-Za-z0-9]{4,20}$/.test(value.trim());
}
