/** Client-side checks of the auth forms; the server re-checks everything. */

export type AccountType = "email" | "mobile";

/** i18n keys of the messages these checks produce. */
export type AuthMessage =
  | "auth.accountRequired"
  | "auth.emailInvalid"
  | "auth.mobileInvalid"
  | "auth.passwordRequired"
  | "auth.passwordRule"
  | "auth.passwordMismatch"
  | "auth.codeRule";

/** 6–64 characters with at least one letter and one digit. */
export function isValidPassword(password: string): boolean {
  return password.length >= 6 && password.length <= 64 && /\p{L}/u.test(password) && /\d/.test(password);
}

/** Spec §5: the verification code is exactly 6 characters. */
export function isValidCode(code: string): boolean {
  return code.trim().length === 6;
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());
}

/** National number without the dial code: 5 to 15 digits. */
export function isMobile(value: string): boolean {
  return /^\d{5,15}$/.test(value.trim());
}

export function isAccount(type: AccountType, value: string): boolean {
  return type === "email" ? isEmail(value) : isMobile(value);
}

export function checkAccount(type: AccountType, value: string): AuthMessage | null {
  if (!value.trim()) return "auth.accountRequired";
  if (!isAccount(type, value)) return type === "email" ? "auth.emailInvalid" : "auth.mobileInvalid";
  return null;
}

export function checkNewPassword(value: string): AuthMessage | null {
  return isValidPassword(value) ? null : "auth.passwordRule";
}

export function checkConfirm(value: string, password: string): AuthMessage | null {
  return value === password ? null : "auth.passwordMismatch";
}

export function checkCode(value: string): AuthMessage | null {
  return isValidCode(value) ? null : "auth.codeRule";
}

export function checkPasswordGiven(value: string): AuthMessage | null {
  return value ? null : "auth.passwordRequired";
}
