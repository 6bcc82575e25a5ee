import type { UserInfo } from "../api/types";

/** Masks an email for display: the first two characters of the name, then "***@domain". */
export function maskEmail(email: string): string {
  const [name = "", domain = ""] = email.split("@");
  return `${name.slice(0, 2)}***@${domain}`;
}

/** Masks a phone number for display: "+86 138****0000". */
export function maskPhone(phone: string, areaCode?: string | null): string {
  const digits = phone.replace(/\D/g, "");
  const masked =
    digits.length > 6 ? `${digits.slice(0, 3)}****${digits.slice(-4)}` : `${digits.slice(0, 1)}****`;
  return areaCode ? `+${areaCode} ${masked}` : masked;
}

/**
 * How the app names a user on screen: the nickname, else the sign-in email or phone, masked (as the
 * security screens show them), so the full address never shows in large type on a shared screen.
 */
export function displayName(user: Pick<UserInfo, "nickname" | "account" | "phone" | "area_code">): string {
  if (user.nickname) return user.nickname;
  if (user.account.includes("@")) return maskEmail(user.account);
  return user.phone ? maskPhone(user.phone, user.area_code) : user.account;
}
