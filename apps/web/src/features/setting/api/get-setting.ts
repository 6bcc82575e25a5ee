import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/** `GET /getSetting {keyword}`: one public setting's string value. */
export function getSetting(keyword: string): Promise<string> {
  return request<string>("/getSetting", { method: "GET", params: { keyword }, silent: true });
}

/** The app version the venue publishes ("1.1.3"), else the version this build was made from. */
export function useAppVersion(): string {
  const query = useQuery({
    queryKey: ["content", "setting", "app_version"],
    queryFn: () => getSetting("app_version"),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return typeof query.data === "string" && query.data ? query.data : __APP_VERSION__;
}
