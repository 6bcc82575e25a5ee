import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { t } from "../i18n";
import { ApiError, authHeaders, failureOf } from "./client";

/**
 * Private uploads (KYC photos) are served at `/api/files/<name>` only with the operator's
 * Authorization header, so an <img src> cannot load them: they are fetched as blobs instead.
 */
export async function fetchPrivateFile(path: string): Promise<Blob> {
  let response: Response;
  try {
    response = await fetch(path, { headers: authHeaders() });
  } catch {
    throw new ApiError("network", t("error.network"));
  }
  const type = response.headers.get("content-type") ?? "";
  if (response.ok && !type.includes("json")) return response.blob();
  throw failureOf(await response.json().catch(() => undefined));
}

/** An object URL for a private file, revoked when the component lets go of it. */
export function usePrivateFileUrl(path: string | null) {
  const query = useQuery({
    queryKey: ["private-file", path],
    queryFn: () => fetchPrivateFile(path ?? ""),
    enabled: Boolean(path),
    staleTime: Number.POSITIVE_INFINITY,
    meta: { silent: true },
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!query.data) return;
    const objectUrl = URL.createObjectURL(query.data);
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(undefined);
    };
  }, [query.data]);
  return { url, loading: query.isLoading, failed: query.isError };
}
