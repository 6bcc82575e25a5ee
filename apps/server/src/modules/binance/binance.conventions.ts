import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaValidationError } from "fastify";

/**
 * The conventions of the Binance-compatible API (`/api/v3`), shared by its public and signed endpoints:
 * Binance-style symbols, Binance's error body `{code, msg}` with its codes (never the app's
 * `{type, message}` envelope, never localized), request weights counted per IP and minute and reported in
 * `X-MBX-USED-WEIGHT-1M`.
 */

/** Binance's error codes used here. */
export const BinanceCode = {
  UNKNOWN: -1000,
  TOO_MANY_REQUESTS: -1003,
  ILLEGAL_CHARS: -1100,
  TOO_MANY_PARAMETERS: -1101,
  MANDATORY_PARAM_EMPTY_OR_MALFORMED: -1102,
  UNKNOWN_PARAM: -1104,
  BAD_INTERVAL: -1120,
  BAD_SYMBOL: -1121,
  INVALID_PARAMETER: -1128,
  NOT_FOUND: -1000,
} as const;

/** A Binance error: thrown by a handler (or a schema check), answered as `{code, msg}` with its status. */
export class BinanceError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly statusCode = 400,
  ) {
    super(message);
  }
}

export const SYMBOL_PATTERN = "^[A-Z0-9-_.]{1,20}$";
export const SYMBOLS_PATTERN = '^\\[("[A-Z0-9-_.]{1,20}"(,"[A-Z0-9-_.]{1,20}"){0,}){0,1}\\]$';
const LEGAL_RANGE: Record<string, string> = {
  symbol: SYMBOL_PATTERN,
  symbols: SYMBOLS_PATTERN,
  limit: "^[0-9]{1,20}$",
  startTime: "^[0-9]{1,20}$",
  endTime: "^[0-9]{1,20}$",
  fromId: "^[0-9]{1,20}$",
  interval: "^[0-9a-zA-Z]{1,5}$",
};

export const errors = {
  mandatory: (param: string) =>
    new BinanceError(
      BinanceCode.MANDATORY_PARAM_EMPTY_OR_MALFORMED,
      `Mandatory parameter '${param}' was not sent, was empty/null, or malformed.`,
    ),
  illegal: (param: string) =>
    new BinanceError(
      BinanceCode.ILLEGAL_CHARS,
      `Illegal characters found in parameter '${param}'; legal range is '${LEGAL_RANGE[param] ?? ".*"}'.`,
    ),
  badSymbol: () => new BinanceError(BinanceCode.BAD_SYMBOL, "Invalid symbol."),
  badInterval: () => new BinanceError(BinanceCode.BAD_INTERVAL, "Invalid interval."),
  combination: () =>
    new BinanceError(BinanceCode.INVALID_PARAMETER, "Combination of optional parameters invalid."),
  notFound: () => new BinanceError(BinanceCode.NOT_FOUND, "Unknown endpoint.", 404),
};

/** The venue's symbol (`BTC/USDT`) in Binance's style (`BTCUSDT`). */
export const binanceSymbol = (venueSymbol: string) => venueSymbol.replace("/", "").toUpperCase();

/**
 * Finds markets by Binance symbol: `of("BTCUSDT")`, or the venue's own `BTC/USDT` as well. Markets whose
 * joined names would collide keep the first (by id).
 */
export function symbolIndex<M extends { symbol: string }>(markets: readonly M[]) {
  const bySymbol = new Map<string, M>();
  for (const m of markets) {
    const s = binanceSymbol(m.symbol);
    if (!bySymbol.has(s)) bySymbol.set(s, m);
  }
  return {
    of: (symbol: string) => bySymbol.get(binanceSymbol(symbol)),
    all: () => [...bySymbol.values()],
  };
}

/**
 * A `symbol` parameter: missing → -1102, outside Binance's characters → -1100, else the text. Binance
 * takes upper-case symbols; the venue's `BTC/USDT` is read too.
 */
export function symbolParam(value: unknown, name = "symbol"): string {
  if (value === undefined || value === null || value === "") throw errors.mandatory(name);
  if (typeof value !== "string") throw errors.illegal(name);
  const s = value.replace("/", "").toUpperCase();
  if (!new RegExp(SYMBOL_PATTERN).test(s)) throw errors.illegal(name);
  return s;
}

/** A `symbols` parameter: a JSON array of symbols (`["BTCUSDT","ETHUSDT"]`), or -1100. */
export function symbolsParam(value: unknown): string[] {
  if (typeof value !== "string") throw errors.illegal("symbols");
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw errors.illegal("symbols");
  }
  if (!Array.isArray(parsed) || parsed.length === 0 || parsed.length > 1000) throw errors.illegal("symbols");
  return parsed.map((s) => {
    if (typeof s !== "string") throw errors.illegal("symbols");
    return symbolParam(s, "symbols");
  });
}

/** An optional whole-number parameter (`limit`, times): digits only, else -1100. */
export function integerParam(value: unknown, name: string): number | undefined {
  if (value === undefined || value === "") return undefined;
  const text = typeof value === "number" ? String(value) : value;
  if (typeof text !== "string" || !/^[0-9]{1,20}$/.test(text)) throw errors.illegal(name);
  const n = Number(text);
  if (!Number.isSafeInteger(n)) throw errors.illegal(name);
  return n;
}

/** The latest time a Date holds (ms since 1970): a later `startTime`/`endTime` is refused as illegal. */
const LAST_MS = 8_640_000_000_000_000;

/** A time parameter in ms: a whole number a date can hold; -1100 naming it otherwise. */
export function timeParam(value: unknown, name: string): number | undefined {
  const ms = integerParam(value, name);
  if (ms !== undefined && ms > LAST_MS) throw errors.illegal(name);
  return ms;
}

/** The Binance error of a schema check: a missing field -1102, any other -1100 naming the field. */
export function schemaError(items: FastifySchemaValidationError[]): BinanceError {
  const item = items[0];
  if (!item) return errors.illegal("parameter");
  const params = item.params as Record<string, unknown>;
  if (typeof params.missingProperty === "string") return errors.mandatory(params.missingProperty);
  const field = item.instancePath.split("/").filter(Boolean)[0] ?? "parameter";
  return errors.illegal(field);
}

/** Request weight per IP and minute, as Binance counts it. */
export const WEIGHT_LIMIT_PER_MINUTE = 6000;

/** Each IP's used weight in the current minute, in memory on the app's clock. */
export function createWeightCounter(clock: () => Date, limit = WEIGHT_LIMIT_PER_MINUTE) {
  let minute = -1;
  const used = new Map<string, number>();
  return {
    limit,
    /**
     * Adds a request's weight; answers the weight used this minute (with this one) and the seconds until
     * the minute turns.
     */
    add(ip: string, weight: number): { used: number; over: boolean; retryAfter: number } {
      const now = clock().getTime();
      const m = Math.floor(now / 60_000);
      if (m !== minute) {
        minute = m;
        used.clear();
      }
      const before = used.get(ip) ?? 0;
      const total = before + weight;
      used.set(ip, total);
      return {
        used: total,
        over: total > limit,
        retryAfter: Math.max(1, Math.ceil(((m + 1) * 60_000 - now) / 1000)),
      };
    },
  };
}

export type WeightCounter = ReturnType<typeof createWeightCounter>;

declare module "fastify" {
  interface FastifyContextConfig {
    /** The Binance request weight of a call, from its (raw) query. */
    binanceWeight?: (query: Record<string, unknown>) => number;
  }
}

/** Sends a Binance error body. */
export function sendBinanceError(reply: FastifyReply, error: BinanceError) {
  return reply.code(error.statusCode).send({ code: error.code, msg: error.message });
}

/**
 * Installs the conventions in the encapsulated context of Binance routes (a plugin registered under the
 * `/api/v3` prefix): their own error handler and schema error formatter (Binance's `{code, msg}`), and the
 * weight counter (pass the one counter every `/api/v3` context shares, `app.binanceWeights`): every call
 * adds its weight (`config.binanceWeight`, 1 when undeclared), reports the minute's total in
 * `X-MBX-USED-WEIGHT-1M`, and over the limit answers 429 with `Retry-After`. `notFound`: also answer
 * unknown paths under the prefix (only one context per prefix may; the public routes' does).
 */
export function installBinanceConventions(
  app: FastifyInstance,
  weights: WeightCounter,
  { notFound = false }: { notFound?: boolean } = {},
) {
  app.setSchemaErrorFormatter((items) => schemaError(items));
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof BinanceError) return sendBinanceError(reply, error);
    const e = error as { statusCode?: number; validation?: FastifySchemaValidationError[] };
    if (e.validation) return sendBinanceError(reply, schemaError(e.validation));
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500)
      return sendBinanceError(reply, new BinanceError(BinanceCode.UNKNOWN, "Malformed request.", 400));
    request.log.error({ err: error }, "unexpected error");
    return reply
      .code(500)
      .send({ code: BinanceCode.UNKNOWN, msg: "An unknown error occurred while processing the request." });
  });
  if (notFound) app.setNotFoundHandler((_request, reply) => sendBinanceError(reply, errors.notFound()));
  app.addHook("onRequest", async (request, reply) => {
    const weigh = request.routeOptions.config.binanceWeight;
    let weight = 1;
    try {
      weight = weigh ? weigh((request.query ?? {}) as Record<string, unknown>) : 1;
    } catch {
      weight = 1;
    }
    const w = weights.add(request.ip, weight);
    reply.header("x-mbx-used-weight-1m", String(w.used));
    reply.header("x-mbx-used-weight", String(w.used));
    if (w.over) {
      reply.header("retry-after", String(w.retryAfter));
      return sendBinanceError(
        reply,
        new BinanceError(
          BinanceCode.TOO_MANY_REQUESTS,
          `Too much request weight used; current limit is ${weights.limit} request weight per 1 MINUTE. Please use WebSocket Streams for live updates to avoid polling the API.`,
          429,
        ),
      );
    }
  });
}
