import { parse as parseQueryString } from "node:querystring";
import type { FastifyInstance } from "fastify";

/**
 * The request conventions of existing clients (API-COMPAT.md): bodies form-encoded, JSON or absent,
 * sometimes with no content type at all; parameters repeated in query and body, where the body wins.
 */
/**
 * A body as the clients send it: empty → {}, JSON when it looks like JSON (or is declared so),
 * otherwise form fields. Unreadable JSON is a 400 the error handler turns into a clear message.
 */
function parseBody(text: string, json: boolean): { ok: true; value: unknown } | { ok: false; error: Error } {
  const trimmed = text.trim();
  if (trimmed === "") return { ok: true, value: {} };
  if (!json && !trimmed.startsWith("{")) return { ok: true, value: { ...parseQueryString(trimmed) } };
  try {
    return { ok: true, value: JSON.parse(trimmed) };
  } catch {
    return { ok: false, error: Object.assign(new Error("malformed body"), { statusCode: 400 }) };
  }
}

export function registerRequestConventions(app: FastifyInstance) {
  app.removeContentTypeParser("application/json");
  for (const [type, json] of [
    ["application/json", true],
    ["*", false],
  ] as const) {
    app.addContentTypeParser(type, { parseAs: "string" }, (_request, body, done) => {
      const parsed = parseBody(String(body), json);
      return parsed.ok ? done(null, parsed.value) : done(parsed.error, undefined);
    });
  }

  app.addHook("preValidation", async (request) => {
    if (request.method !== "POST" && request.method !== "PUT" && request.method !== "DELETE") return;
    const body =
      request.body && typeof request.body === "object" && !Array.isArray(request.body) ? request.body : {};
    const query = request.query && typeof request.query === "object" ? request.query : {};
    request.body = { ...query, ...body };
  });

  // Validation turns "1e999" or "Infinity" into a number and then lets it through every bound (Ajv skips
  // its limits for non-finite numbers): no field of this API holds one, so it is refused here, by name.
  app.addHook("preHandler", async (request) => {
    for (const part of [request.query, request.body, request.params]) {
      const field = nonFiniteField(part);
      if (field === undefined) continue;
      // a route that answers its own validation errors (the K-line feeds' shapes) gets this one too
      if (request.routeOptions.attachValidation)
        request.validationError = Object.assign(invalidField(field), { validationContext: "querystring" });
      else throw invalidField(field);
      return;
    }
  });
}

/** The name of the first field holding a non-finite number (NaN, ±Infinity), at any depth. */
function nonFiniteField(value: unknown, name = "", depth = 0): string | undefined {
  if (typeof value === "number") return Number.isFinite(value) ? undefined : name;
  if (depth > 8 || typeof value !== "object" || value === null) return undefined;
  for (const [key, inner] of Object.entries(value)) {
    const field = nonFiniteField(inner, Array.isArray(value) ? name : key, depth + 1);
    if (field !== undefined) return field;
  }
  return undefined;
}

/** An error the error handler answers like a schema error: the localized "Invalid parameter: <field>". */
function invalidField(field: string) {
  return Object.assign(new Error(`${field} is not a finite number`), {
    statusCode: 400,
    validation: [{ keyword: "type", instancePath: `/${field}`, schemaPath: "", params: {}, message: "" }],
  });
}
