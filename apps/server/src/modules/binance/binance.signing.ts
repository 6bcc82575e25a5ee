import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ApiKeysService } from "../apikeys/index.ts";
import { BinanceError } from "./binance.conventions.ts";

/** A signed call's parameters by name. */
export type Params = Record<string, string>;
declare module "fastify" {
  interface FastifyRequest {
    /** a signed call's parameters, query and form body together */
    binanceParams?: Params;
    /** a signed call's form body, its text as sent */
    binanceBody?: string;
    /** the form body's parameters (the first of a repeated name) */
    binanceBodyParams?: Params;
    /** the account a signed call was verified for */
    binanceUser?: number;
    /** what the call's key may do */
    binancePermissions?: string[];
  }
}

/**
 * A signed call's `timestamp` and `recvWindow` as `verifySigned` reads them: a timestamp that is no
 * whole number is missing; a recvWindow that is none is NaN (refused as such).
 */
export function timing(timestamp: string | undefined, recvWindow: string | undefined) {
  return {
    timestamp: timestamp !== undefined && /^\d{1,16}$/.test(timestamp) ? Number(timestamp) : undefined,
    recvWindow:
      recvWindow === undefined ? undefined : /^\d{1,9}$/.test(recvWindow) ? Number(recvWindow) : Number.NaN,
  };
}

/** The query string and the body text with the `signature` parameter taken out. */
function withoutSignature(text: string): string {
  // the usual case: one signature, the last parameter
  const at = text.indexOf("signature=");
  if (at > 0 && text[at - 1] === "&" && text.indexOf("&", at) < 0) return text.slice(0, at - 1);
  return text
    .split("&")
    .filter((p) => !p.startsWith("signature="))
    .join("&");
}

/**
 * Signed calls in the encapsulated context `app` (Binance's SIGNED endpoints): the form body is kept as
 * sent (it is part of the signed text), and `signed(need)` is the pre-handler that checks the key, the
 * time window and the signature of the query then the body, and leaves the parameters and the account
 * on the request.
 */
export function installSigning(app: FastifyInstance, keys: ApiKeysService, clock: () => Date) {
  // the form body's own text is part of the signed payload: kept as it came (the app's hooks later turn
  // the parsed body into an object)
  app.removeContentTypeParser("application/x-www-form-urlencoded");
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 16_384 },
    (request, body, done) => {
      const text = String(body);
      request.binanceBody = text;
      const params: Params = {};
      for (const [k, v] of new URLSearchParams(text)) if (!(k in params)) params[k] = v;
      // what is checked against the signature is this text's own reading, apart from the body object the
      // app's hooks may rewrite
      request.binanceBodyParams = params;
      done(null, { ...params });
    },
  );

  const signed =
    (need: "read" | "trade" | "withdraw") =>
    async (request: FastifyRequest): Promise<void> => {
      const url = request.raw.url ?? "";
      const q = url.includes("?") ? url.slice(url.indexOf("?") + 1) : "";
      const body = request.binanceBody ?? "";
      // the query's parameters, then the body's (parsed once, by the form parser) not named in the query
      const params: Params = {};
      if (q) for (const [k, v] of new URLSearchParams(q)) if (!(k in params)) params[k] = v;
      for (const [k, v] of Object.entries(request.binanceBodyParams ?? {})) if (!(k in params)) params[k] = v;
      const verdict = await keys.verifySigned({
        apiKey: request.headers["x-mbx-apikey"] as string | undefined,
        payload: withoutSignature(q) + withoutSignature(body),
        signature: params.signature,
        ...timing(params.timestamp, params.recvWindow),
        ip: request.ip,
        need,
        now: clock(),
      });
      if (!verdict.ok)
        throw new BinanceError(
          verdict.code,
          verdict.msg,
          verdict.code === -2014 || verdict.code === -2015 ? 401 : 400,
        );
      request.binanceParams = params;
      request.binanceUser = verdict.userId;
      request.binancePermissions = verdict.permissions;
    };
  const paramsOf = (request: FastifyRequest) => request.binanceParams ?? {};
  const userOf = (request: FastifyRequest) => request.binanceUser!;

  return { signed, paramsOf, userOf };
}
