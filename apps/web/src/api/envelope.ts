/**
 * The server's envelope (docs API-COMPAT.md): success is `{type: "ok", message}` or, for candle
 * calls, `{code: 1, data}`; anything else is an expected failure carried as an ApiError whose
 * `type` is the server's type ("error", "999" session expired, "998" KYC needed, "997" payment
 * method needed) or a transport type ("http", "network", "timeout", "parse").
 */
export class ApiError extends Error {
  readonly type: string;
  /** The server's stable error code (e.g. AUTH_GOOGLE_CODE_REQUIRED), when it sent one. */
  readonly code: string | undefined;
  /** The request field the failure is about, when the server named one. */
  readonly field: string | undefined;

  constructor(type: string, message: string, code?: string, field?: string) {
    super(message);
    this.name = "ApiError";
    this.type = type;
    this.code = code;
    this.field = field;
  }

  /** True when the server answered with a business failure (as opposed to a transport failure). */
  get fromServer(): boolean {
    return !["http", "network", "timeout", "parse"].includes(this.type);
  }
}

type Envelope = {
  type?: unknown;
  code?: unknown;
  message?: unknown;
  msg?: unknown;
  data?: unknown;
  field?: unknown;
};

/** Failures of `{type}` envelopes carry a string code; the numeric `code` of candle envelopes is not one. */
function errorCode(body: Envelope): string | undefined {
  return typeof body.code === "string" && body.code ? body.code : undefined;
}

function isObject(value: unknown): value is Envelope {
  return typeof value === "object" && value !== null;
}

/** Returns the payload of a successful envelope; throws ApiError otherwise. */
export function readEnvelope<T>(body: unknown, fallbackMessage: string): T {
  if (!isObject(body)) throw new ApiError("parse", fallbackMessage);
  if (String(body.type) === "ok") return body.message as T;
  if (body.type === undefined && Number(body.code) === 1) return body.data as T;
  const type = body.type === undefined || body.type === null ? "error" : String(body.type);
  const text = typeof body.message === "string" && body.message ? body.message : body.msg;
  throw new ApiError(
    type,
    typeof text === "string" && text ? text : fallbackMessage,
    errorCode(body),
    typeof body.field === "string" ? body.field : undefined,
  );
}
