import { createHash } from "node:crypto";
import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";

/** The window of the per-account limits. */
export const ACCOUNT_LIMIT_WINDOW_MS = 15 * 60_000;

/**
 * A limit per account besides the per-IP one: `accountOf` names the account a request is about (after
 * validation, so from the parsed body), and at most `max` such requests per 15 minutes pass, wherever
 * they come from. Counted in the rate-limit store (Redis when configured, so shared by every node) under
 * `name` and a hash of the account; a request naming no account is not counted. Undefined when `max`
 * is 0 (off). Over the limit the answer is the rate-limit envelope with the wait.
 */
export function accountLimit(
  app: FastifyInstance,
  name: string,
  max: number,
  accountOf: (request: FastifyRequest) => string | undefined,
): preHandlerAsyncHookHandler | undefined {
  if (max <= 0) return undefined;
  const keyOf = (request: FastifyRequest) => {
    const account = accountOf(request);
    return account && `acct:${name}:${createHash("sha256").update(account).digest("hex").slice(0, 32)}`;
  };
  const check = app.createRateLimit({
    max,
    timeWindow: ACCOUNT_LIMIT_WINDOW_MS,
    keyGenerator: (request) => keyOf(request) ?? "",
  });
  return async (request, reply) => {
    if (keyOf(request) === undefined) return;
    const counted = await check(request);
    if (counted.isAllowed || !counted.isExceeded) return;
    request.log.warn({ limit: name }, "per-account rate limit reached");
    reply.header("retry-after", counted.ttlInSeconds);
    throw Object.assign(new Error(`too many ${name} requests for one account`), { statusCode: 429 });
  };
}
