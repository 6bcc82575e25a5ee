import { getLang, t } from "../i18n";
import { getToken, setToken } from "./session";

/**
 * A failure of a console call. `type` is the envelope type ("error", "999", …) or a transport
 * type ("http", "network", "parse"); `code` is the server's stable error code when it sent one
 * (e.g. ADMIN_TOTP_REQUIRED), so screens can branch on it.
 */
export class ApiError extends Error {
  readonly type: string;
  readonly code: string | undefined;
  /** the request field the server named as wrong, when it named one */
  readonly field: string | undefined;

  constructor(type: string, message: string, code?: string, field?: string) {
    super(message);
    this.name = "ApiError";
    this.type = type;
    this.code = code;
    this.field = field;
  }

  get fromServer(): boolean {
    return !["http", "network", "parse"].includes(this.type);
  }
}

export type Query = Record<string, string | number | boolean | null | undefined>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT";
  query?: Query;
  /** A JSON body, or FormData for uploads. */
  body?: object | FormData;
}

type Envelope = { type?: unknown; message?: unknown; code?: unknown; field?: unknown };

const isEnvelope = (value: unknown): value is Envelope => typeof value === "object" && value !== null;

export function apiUrl(path: string, query: Query = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return `/api${path.startsWith("/") ? path : `/${path}`}${text ? `?${text}` : ""}`;
}

/** Headers of every console call: the token goes raw, without "Bearer " (API-COMPAT.md). */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Accept: "application/json", lang: getLang() };
  const token = getToken();
  if (token) headers.Authorization = token;
  return headers;
}

/** Turns a failure envelope into an ApiError; a 999 also ends the session (the guard shows login). */
export function failureOf(body: unknown): ApiError {
  if (!isEnvelope(body)) return new ApiError("parse", t("error.network"));
  const type = body.type === undefined || body.type === null ? "error" : String(body.type);
  const message = typeof body.message === "string" && body.message ? body.message : t("error.network");
  if (type === "999") setToken(null);
  return new ApiError(
    type,
    message,
    typeof body.code === "string" ? body.code : undefined,
    typeof body.field === "string" ? body.field : undefined,
  );
}

/** Calls `/api{path}` and resolves with the envelope's `message`; rejects with an ApiError. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? (options.body ? "POST" : "GET");
  const headers = authHeaders();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (method !== "GET") {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(options.body ?? {});
  }
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), { method, headers, body });
  } catch {
    throw new ApiError("network", t("error.network"));
  }
  const parsed: unknown = await response.json().catch(() => undefined);
  if (isEnvelope(parsed) && parsed.type === "ok") return parsed.message as T;
  if (parsed === undefined) throw new ApiError("http", t("error.http", { status: response.status }));
  throw failureOf(parsed);
}
