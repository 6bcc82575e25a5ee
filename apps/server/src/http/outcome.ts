import type { ErrorCode } from "@bourse/contract";
import type { MessageKey } from "./messages/en.ts";

/** A message parameter: a literal value, or another message (translated with the rest). */
export type MessageParam = string | number | { key: MessageKey };
export type MessageParams = Record<string, MessageParam>;

/** Expected failures are values with a stable code; only the HTTP layer turns them into text. */
export type Failure = { ok: false; code: ErrorCode; params?: MessageParams };
export type Outcome<T> = { ok: true; value: T } | Failure;

export const success = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const failure = (code: ErrorCode, params?: MessageParams): Failure =>
  params ? { ok: false, code, params } : { ok: false, code };

/** True for a refusal, false for anything else a step may answer. */
export const isFailure = <T extends object>(x: T | Failure): x is Failure => "ok" in x && x.ok === false;
