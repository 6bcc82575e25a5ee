import { type ErrorCode, errorTypes } from "@bourse/contract";
import type { FastifyReply, FastifyRequest } from "fastify";
import { langOf } from "./lang.ts";
import { type MessageKey, t } from "./messages/index.ts";
import { type MessageParams, type Outcome, success } from "./outcome.ts";

export type FailureBody = { type: "error" | 999 | 998 | 997; message: string; code: string; field?: string };

/** A failure's body; one about a field (a `field` parameter) names it in `field` too, as schema errors do. */
export function failureBody(request: FastifyRequest, code: ErrorCode, params?: MessageParams): FailureBody {
  const body: FailureBody = { type: errorTypes[code], message: t(langOf(request), code, params), code };
  if (typeof params?.field === "string") body.field = params.field;
  return body;
}

/** A localized text for a success message (e.g. "Verification code sent"). */
export function text(request: FastifyRequest, key: MessageKey, params?: MessageParams): string {
  return t(langOf(request), key, params);
}

/** The envelope of an outcome: `{type:"ok", message}` or the localized failure, always HTTP 200. */
export function envelope<T>(request: FastifyRequest, outcome: Outcome<T>) {
  return outcome.ok
    ? { type: "ok" as const, message: outcome.value }
    : failureBody(request, outcome.code, outcome.params);
}

/** The envelope of an outcome whose success is only a localized confirmation ("Saved", "Approved"). */
export function confirm(request: FastifyRequest, outcome: Outcome<unknown>, key: MessageKey) {
  return envelope(request, outcome.ok ? success(text(request, key)) : outcome);
}

export function sendFailure(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  params?: MessageParams,
) {
  return reply.code(200).send(failureBody(request, code, params));
}
