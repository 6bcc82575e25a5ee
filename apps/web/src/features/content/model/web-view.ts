/**
 * The web view's rule (features/content/pages/web-view.tsx), kept apart from app/paths.ts so that it
 * stays out of the first screen.
 */

/** What the web view does with a `?url=`: frame it (as `href`), refuse it as off-site, or not a web page. */
export type WebViewVerdict =
  | { kind: "open"; href: string }
  | { kind: "offsite"; href: string }
  | { kind: "invalid" };

/**
 * The web view frames only pages of this site (`origin`; relative addresses resolve against it) and
 * https pages of the hosts the operator allows (setting `webview_allowed_hosts`, parsed). Anything
 * else is refused: another site under the app's own title bar would pass for the venue.
 */
export function webViewVerdict(
  value: string | null | undefined,
  allowedHosts: string[],
  origin: string,
): WebViewVerdict {
  const raw = value?.trim();
  if (!raw) return { kind: "invalid" };
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return { kind: "invalid" };
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return { kind: "invalid" };
  if (url.origin === new URL(origin).origin) return { kind: "open", href: url.href };
  const allowed =
    url.protocol === "https:" &&
    url.username === "" &&
    url.password === "" &&
    allowedHosts.includes(url.hostname.toLowerCase());
  return allowed ? { kind: "open", href: url.href } : { kind: "offsite", href: url.href };
}
