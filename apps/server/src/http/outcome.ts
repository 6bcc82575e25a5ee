import type { ErrorCode } from "@bourse/contract";

/** Expected failures are values with a stable code; only the HTTP layer turns them into text. */
export type Failure = { ok: false; code: ErrorCode; params?: Record<string, string | number> };
export type Outcome<T> = { ok: true; value: T } | Failure;

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = (code: ErrorCode, params?: Record<string, string | number>): Failure =>
  params ? { ok: false, code, params } : { ok: false, code };
