import type { PublicSettings } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "./client";

/**
 * The public settings by key (contract `PublicSettings`): app_version, app_version_code,
 * customer_service_url, support_email, telegram_url, twitter_url, download_url, webview_allowed_hosts
 * (host names the web view may open besides this site, comma-separated), …; any may be empty or absent.
 */
export type { PublicSettings } from "@bourse/contract";

/** `GET /getSetting` without a keyword: every public setting. */
export function getSettings(): Promise<PublicSettings> {
  return request<PublicSettings>("/getSetting", { method: "GET", silent: true });
}

/** The public settings, fetched once per app run. */
export function useSettings() {
  return useQuery({
    queryKey: ["content", "settings"],
    queryFn: getSettings,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The app version the venue publishes ("1.1.3"), else the version this build was made from. */
export function useAppVersion(): string {
  const version = useSettings().data?.app_version;
  return typeof version === "string" && version ? version : __APP_VERSION__;
}
