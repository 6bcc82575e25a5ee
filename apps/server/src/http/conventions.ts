import { parse as parseQueryString } from "node:querystring";
import { OWNER_KEY } from "@bourse/contract";
import type { FastifyInstance } from "fastify";
import { registerPlainValues } from "./plain-values.ts";

/**
 * The app's Ajv options: form text coerced to the declared types (the plain-values check refuses loose
 * readings first), undeclared fields dropped, defaults filled in, the first error reported.
 */
export const AJV_OPTIONS = {
  customOptions: {
    coerceTypes: "array" as const,
    removeAdditional: true,
    useDefaults: true,
    allErrors: false,
    // whose object an id names (`OwnedId`, `PublicId` in @bourse/contract): documentation, not a check
    keywords: [OWNER_KEY],
  },
};

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

  registerPlainValues(app);
}
