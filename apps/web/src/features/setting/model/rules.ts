/** Checks of the settings forms, each returning the i18n key of its message; the server re-checks. */
import {
  isAntiPhishingCode,
  isEmail,
  isGoogleCode,
  isMobile,
  isNickname,
  isPayPassword,
  isSignature,
  isValidCode,
  isValidPassword,
} from "../../../ui/checks";

export type SettingMessage =
  | "auth.passwordRequired"
  | "auth.passwordRule"
  | "auth.passwordMismatch"
  | "auth.codeRule"
  | "auth.emailInvalid"
  | "auth.mobileInvalid"
  | "auth.googleCodeRule"
  | "security.payPasswordRule"
  | "security.antiPhishingRule"
  | "profile.nicknameRule"
  | "profile.signatureRule"
  | "kyc.required"
  | "kyc.nameRule"
  | "kyc.numberRule"
  | "kyc.phoneRule"
  | "kyc.photoRequired";

type Check = (value: string) => SettingMessage | null;

export const given: Check = (v) => (v ? null : "auth.passwordRequired");
export const newPassword: Check = (v) => (isValidPassword(v) ? null : "auth.passwordRule");
export const code: Check = (v) => (isValidCode(v) ? null : "auth.codeRule");
export const googleCode: Check = (v) => (isGoogleCode(v) ? null : "auth.googleCodeRule");
export const email: Check = (v) => (isEmail(v) ? null : "auth.emailInvalid");
export const mobile: Check = (v) => (isMobile(v) ? null : "auth.mobileInvalid");
export const payPassword: Check = (v) => (isPayPassword(v) ? null : "security.payPasswordRule");
export const antiPhishing: Check = (v) => (isAntiPhishingCode(v) ? null : "security.antiPhishingRule");
export const nickname: Check = (v) => (isNickname(v) ? null : "profile.nicknameRule");
export const signature: Check = (v) => (isSignature(v) ? null : "profile.signatureRule");
export const required: Check = (v) => (v.trim() ? null : "kyc.required");
export const photo: Check = (v) => (v ? null : "kyc.photoRequired");

/** A legal name: letters (any script), spaces, dots, apostrophes and hyphens, 2–64 characters. */
export const legalName: Check = (v) =>
  /^[\p{L}][\p{L}\p{M} .'-]{1,63}$/u.test(v.trim()) ? null : "kyc.nameRule";

/** A document number: 4–32 letters, digits or hyphens. */
export const documentNumber: Check = (v) => (/^[A-Za-z0-9-]{4,32}$/.test(v.trim()) ? null : "kyc.numberRule");

/** A contact phone, optionally with "+": 5–15 digits. */
export const phone: Check = (v) => (/^\+?\d{5,15}$/.test(v.trim()) ? null : "kyc.phoneRule");

export function confirmOf(value: string, first: string): SettingMessage | null {
  return value === first ? null : "auth.passwordMismatch";
}
