/**
 * Link rules the server (saving a setting) and the apps (using it) share, so both refuse the same
 * values.
 */

/** `https://host` then optionally a path, query or fragment; no spaces, backslashes or user info. */
const HTTPS_URL = /^https:\/\/[^\s/?#@\\]+(?:[/?#][^\s\\]*)?$/i;

/**
 * True for an absolute https URL naming a host ("https://example.com/app"). Never a relative or
 * protocol-relative address ("/x", "//host/x"), another scheme (http:, javascript:, data:) or an
 * address with a user name.
 */
export function isHttpsUrl(value: string | null | undefined): value is string {
  if (typeof value !== "string" || !HTTPS_URL.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === "https:" && url.hostname !== "" && url.username === "" && url.password === "";
  } catch {
    return false;
  }
}

/** One DNS host name (or IPv4 address): labels of letters, digits and inner hyphens. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * The host names of a comma-separated list ("help.example.com, Promo.example.com"), trimmed, in lower
 * case, without duplicates or empty entries; null when an entry is not a bare host name (a scheme, a
 * port, a path or a wildcard).
 */
export function parseHostList(value: string): string[] | null {
  const hosts: string[] = [];
  for (const entry of value.split(",")) {
    const host = entry.trim().toLowerCase();
    if (host === "") continue;
    if (!HOST_NAME.test(host)) return null;
    if (!hosts.includes(host)) hosts.push(host);
  }
  return hosts;
}
