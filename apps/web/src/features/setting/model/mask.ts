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
