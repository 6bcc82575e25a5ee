import { useQuery } from "@tanstack/react-query";
import { request } from "./client";

/** The public settings the app reads; the server may add others, and any may be empty or absent. */
export interface PublicSettings {
  app_version?: string;
  app_version_code?: string;
  customer_service_url?: string;
  support_email?: string;
  telegram_url?: string;
  twitter_url?: string;
  download_url?: string;
  /** host names the web view may open besides this site, comma-separated */
  webview_allowed_hosts?: string;
  [key: string]: string | undefined;
}

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
