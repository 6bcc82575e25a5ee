import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { failureBody } from "./envelope.ts";
import { langOf } from "./lang.ts";
import { t } from "./messages/index.ts";

type ValidationItem = NonNullable<FastifyError["validation"]>[number];

/** The field a schema error is about: `missingProperty` for required, else the last path segment. */
function fieldOf(item: ValidationItem): string {
  const params = item.params as Record<string, unknown>;
  if (typeof params.missingProperty === "string") return params.missingProperty;
  const path = item.instancePath.split("/").filter(Boolean);
  return path.at(-1) ?? String(params.additionalProperty ?? "body");
}

function validationMessage(request: FastifyRequest, item: ValidationItem): string {
  const lang = langOf(request);
  const field = fieldOf(item);
  return item.keyword === "required"
    ? t(lang, "REQUEST_MISSING_FIELD", { field })
    : t(lang, "REQUEST_INVALID_FIELD", { field });
}

/**
 * No client ever sees a stack trace: schema errors become a localized `type:"error"` naming the field,
 * unreadable bodies a clear message, rate limits their wait, and anything unexpected a generic 500.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation?.[0]) {
      const item = error.validation[0];
      return reply.code(200).send({
        type: "error",
        message: validationMessage(request, item),
        code: "REQUEST_INVALID_FIELD",
        field: fieldOf(item),
      });
    }
    if (error.statusCode === 429) {
      const seconds = Math.max(1, Math.ceil(Number(reply.getHeader("retry-after") ?? 60)));
      return reply.code(200).send(failureBody(request, "REQUEST_TOO_MANY", { seconds }));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      request.log.info({ err: error }, "malformed request");
      return reply.code(200).send(failureBody(request, "REQUEST_MALFORMED_BODY"));
    }
    request.log.error({ err: error }, "unexpected error");
    return reply.code(500).send({ ...failureBody(request, "SERVER_BUSY"), request_id: request.id });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    if (path.startsWith("/api"))
      return reply.code(404).send(failureBody(request, "REQUEST_NOT_FOUND", { path }));
    return reply.code(404).type("text/plain").send("Not found");
  });
}

/**
 * The router's own errors (a path with broken escapes, a parameter longer than the router reads): the
 * envelope of an unknown path, naming at most the first 64 characters of it.
 */
export function unreadablePath(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  request.log.info({ err: error }, "unreadable path");
  const path = (request.url.split("?")[0] ?? "").slice(0, 64);
  return reply.code(404).send(failureBody(request, "REQUEST_NOT_FOUND", { path }));
}
