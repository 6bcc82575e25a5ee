import { parse as parseQueryString } from "node:querystring";
import type { FastifyInstance } from "fastify";

/**
 * The request conventions of existing clients (API-COMPAT.md): bodies form-encoded, JSON or absent,
 * sometimes with no content type at all; parameters repeated in query and body, where the body wins.
 */
export function registerRequestConventions(app: FastifyInstance) {
  app.addContentTypeParser("*", { parseAs: "string" }, (_request, body, done) => {
    const text = String(body).trim();
    if (text === "") return done(null, {});
    if (text.startsWith("{")) {
      try {
        return done(null, JSON.parse(text));
      } catch {
        const err = Object.assign(new Error("malformed body"), { statusCode: 400 });
        return done(err, undefined);
      }
    }
    return done(null, { ...parseQueryString(text) });
  });

  app.addHook("preValidation", async (request) => {
    if (request.method !== "POST" && request.method !== "PUT" && request.method !== "DELETE") return;
    const body =
      request.body && typeof request.body === "object" && !Array.isArray(request.body) ? request.body : {};
    const query = request.query && typeof request.query === "object" ? request.query : {};
    request.body = { ...query, ...body };
  });
}
