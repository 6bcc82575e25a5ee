import i18next from "i18next";
import { useAppStore } from "../app/store";
import { ApiError, readEnvelope } from "./envelope";
import { reportApiError } from "./failures";

export type Params = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  /** Spec §7: calls default to POST; `PUT /coin/trade` cancels an order (form body like POST). */
  method?: "GET" | "POST" | "PUT" | "DELETE";
  params?: Params;
  /** Do not toast ordinary failures (999 and 998 are always handled). */
  silent?: boolean;
  timeoutMs?: number;
  /** A multipart body (uploads); `params` and lang are added to it as fields. */
  form?: FormData;
  /** The language the answer is in; the app's by default. */
  lang?: string | undefined;
}

/** Spec §9: request timeout. */
export const REQUEST_TIMEOUT_MS = 60_000;

export function apiBase(): string {
  return `${window.location.origin}/api`;
}

function toSearchParams(params: Params, lang: string): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  search.set("lang", lang);
  return search;
}

/** The fields first (lang included), then the form's own entries, so the server reads lang before a file. */
function multipart(fields: URLSearchParams, form: FormData): FormData {
  const out = new FormData();
  for (const [key, value] of fields) out.append(key, value);
  for (const [key, value] of form) out.append(key, value);
  return out;
}

async function send(path: string, options: RequestOptions): Promise<unknown> {
  const { token, lang } = useAppStore.getState();
  const method = options.method ?? "POST";
  const search = toSearchParams(options.params ?? {}, options.lang ?? lang);
  const payload = options.form ? multipart(search, options.form) : search;
  const url = `${apiBase()}${path.startsWith("/") ? path : `/${path}`}`;
  const headers: Record<string, string> = { Accept: "application/json" };
  // The token goes raw, without a "Bearer " prefix (docs API-COMPAT.md).
  if (token) headers.Authorization = token;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const failed = i18next.t("common.networkError");
  try {
    const response =
      method === "GET"
        ? await fetch(`${url}?${search}`, { method, headers, signal: controller.signal })
        : await fetch(url, { method, headers, body: payload, signal: controller.signal });
    // Only HTTP 200 counts (spec §7); business failures also arrive with 200.
    if (response.status !== 200) throw new ApiError("http", failed);
    const body: unknown = await response.json().catch(() => {
      throw new ApiError("parse", failed);
    });
    return body;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (controller.signal.aborted) throw new ApiError("timeout", i18next.t("common.timeout"));
    throw new ApiError("network", failed);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Calls `/api{path}` and resolves with the envelope's payload. Every failure is reported to the
 * user here (toast, redirects for 999/998) and then rethrown as an ApiError.
 */
export function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return settle(path, options, (body) => readEnvelope<T>(body, i18next.t("common.networkError")));
}

/**
 * Calls `/api{path}` and resolves with the body as it is: for the calls that answer without the
 * envelope (the UDF candles of `/market/history`). Failures are reported as by `request`.
 */
export function requestRaw<T>(path: string, options: RequestOptions = {}): Promise<T> {
  return settle(path, options, (body) => body as T);
}

async function settle<T>(path: string, options: RequestOptions, read: (body: unknown) => T): Promise<T> {
  try {
    return read(await send(path, options));
  } catch (error) {
    const apiError =
      error instanceof ApiError ? error : new ApiError("parse", i18next.t("common.networkError"));
    reportApiError(apiError, options.silent ?? false);
    throw apiError;
  }
}
