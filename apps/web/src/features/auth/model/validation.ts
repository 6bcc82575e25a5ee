/** Client-side checks of the auth forms; the server re-checks everything. */
import { isEmail, isGoogleCode, isMobile, isValidCode, isValidPassword } from "../../../ui/checks";

export type AccountType = "email" | "mobile";

/** i18n keys of the messages these checks produce. */
export type AuthMessage =
  | "auth.accountRequired"
  | "auth.emailInvalid"
  | "auth.mobileInvalid"
  | "auth.passwordRequired"
  | "auth.passwordRule"
  | "auth.passwordMismatch"
  | "auth.codeRule"
  | "auth.googleCodeRule";

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

export function checkGoogleCode(value: string): AuthMessage | null {
  return isGoogleCode(value) ? null : "auth.googleCodeRule";
}
