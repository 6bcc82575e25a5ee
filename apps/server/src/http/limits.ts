import { createHash } from "node:crypto";
import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from "@fastify/rate-limit";
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** The window of the per-account limits. */
export const ACCOUNT_LIMIT_WINDOW_MS = 15 * MINUTE;

/** One window of a limit: at most `max` requests per `ms`. */
export interface LimitWindow {
  max: number;
  ms: number;
}

/**
 * The limits per signed-in user (or operator) on the calls that check a secret, send a message or
 * create something, by name; a route names the ones it counts against, and routes naming the same one
 * share its budget. `account` is the per-account limit of sign-in (AUTH_ACCOUNT_RATE_LIMIT, default 10
 * per 15 minutes): the checks of a secret get as many tries as sign-in does, and when it is 0 every
 * limit here is off (the tests' default).
 */
export function userLimitTable(account: number) {
  const per15Minutes = (max: number): LimitWindow[] => [{ max, ms: 15 * MINUTE }];
  return {
    /**
     * Security settings, each checking a password or a code: the login password changed (the old one
     * checked), the fund password set or changed, a mobile or email bound, the anti-phishing code set.
     * As many as sign-ins: room for typos and a whole setup in one sitting.
     */
    "security-setting": per15Minutes(account),
    /**
     * Every call that checks the fund password, in one budget (guesses cannot be spread over them):
     * withdrawals (with the authenticator code), publishing and taking P2P ads, releasing P2P coin.
     * Twice the sign-in budget, for a merchant releasing one order after another.
     */
    "fund-password": per15Minutes(2 * account),
    /** Binding an authenticator: a new key, and the code from it that binds it (users and operators). */
    authenticator: per15Minutes(account),
    /**
     * Security codes to one's own email or phone (before a withdrawal or a change of settings), and bind
     * codes asked while signed in: as many as the codes of sign-up, per account.
     */
    "security-code": per15Minutes(account),
    /** Chat lines (a P2P order's chat, the support chat): a conversation's pace, not a flood to the other side. */
    chat: [{ max: 30, ms: MINUTE }],
    /** Uploads (KYC photos, payment vouchers, avatar, chat images). */
    upload: per15Minutes(30),
    /** An operator's uploads (content images, NFT media): a collection's worth in one sitting. */
    "console-upload": per15Minutes(120),
    /** Withdrawal addresses saved or edited, the bank card, P2P payment methods. */
    "payment-details": per15Minutes(20),
    /** KYC submissions (level 1 and 2, and a redo after a rejection). */
    kyc: per15Minutes(10),
    /** P2P ads published. */
    "p2p-ad": per15Minutes(20),
    /** P2P orders taken. */
    "p2p-order": per15Minutes(20),
    /**
     * Order entry (spot, lever, seconds): a trader's bursts, 20 a second, and 600 a minute (10 a second
     * sustained). Cancelling and closing are never limited.
     */
    order: [
      { max: 20, ms: SECOND },
      { max: 600, ms: MINUTE },
    ],
    /**
     * Subscriptions and purchases of the other products (IEO, lock mining, loans, dual investment, copy
     * trading, NFT purchases, bids, resales and blind boxes) and transfers between one's accounts.
     */
    product: [
      { max: 5, ms: SECOND },
      { max: 60, ms: MINUTE },
    ],
    /**
     * What an operator reviews or that leaves a lasting record: deposit claims, P2P disputes, applications
     * (merchant, trader, king manager), the demo account opened or reset.
     */
    application: per15Minutes(10),
  } satisfies Record<string, LimitWindow[]>;
}

export type UserLimitName = keyof ReturnType<typeof userLimitTable>;

declare module "fastify" {
  interface FastifyInstance {
    /**
     * preHandlers to put after the auth guard (or an operator guard): each named limit counts the
     * request against the signed-in user's (or operator's) budget. None when the limits are off.
     */
    userLimits(...names: UserLimitName[]): preHandlerAsyncHookHandler[];
    /**
     * The same budgets for a route without a guard: `subjectOf` names whom a request counts against
     * (`userSubject`), or undefined for no one.
     */
    userLimitsOf(
      subjectOf: (request: FastifyRequest) => Promise<string | undefined>,
      ...names: UserLimitName[]
    ): preHandlerAsyncHookHandler[];
  }
}

/** Whom a user's requests count against: the person, in demo mode too (a demo session's owner). */
export const userSubject = (user: { id: number; owner?: number }) => `user:${user.owner ?? user.id}`;

/** The subject of a request behind the auth or an operator guard. */
function sessionSubject(request: FastifyRequest): string | undefined {
  if (request.operator) return `operator:${request.operator.id}`;
  return request.user && userSubject(request.user);
}

/** Answers the rate-limit envelope with the wait: the error handler turns the 429 into it. */
function refuse(request: FastifyRequest, reply: FastifyReply, name: string, seconds: number): never {
  request.log.warn({ limit: name }, "rate limit reached");
  reply.header("retry-after", Math.max(1, seconds));
  throw Object.assign(new Error(`too many ${name} requests`), { statusCode: 429 });
}

/**
 * Decorates the app with `userLimits` and `userLimitsOf`, over the limits of `userLimitTable(account)`
 * (none when `account` is 0). Counted in the rate-limit store (Redis when configured, so shared by every
 * node) under the limit's name, its window and the subject.
 */
export function registerUserLimits(app: FastifyInstance, account: number) {
  const table = userLimitTable(account);
  const subjects = new WeakMap<FastifyRequest, string>();
  /** one counter per limit and window, made once: every route naming a limit shares it */
  const counters = new Map(
    (Object.entries(table) as [UserLimitName, LimitWindow[]][]).map(([name, windows]) => [
      name,
      account <= 0
        ? []
        : windows
            .filter((w) => w.max > 0)
            .sort((a, b) => a.ms - b.ms)
            .map((w) =>
              app.createRateLimit({
                max: w.max,
                timeWindow: w.ms,
                keyGenerator: (request) => `user:${name}:${w.ms}:${subjects.get(request)}`,
              }),
            ),
    ]),
  );
  const hooksOf = (
    subjectOf: (request: FastifyRequest) => string | undefined | Promise<string | undefined>,
    names: UserLimitName[],
  ): preHandlerAsyncHookHandler[] =>
    names.flatMap((name) => {
      const windows = counters.get(name) ?? [];
      if (windows.length === 0) return [];
      const hook: preHandlerAsyncHookHandler = async (request, reply) => {
        const subject = await subjectOf(request);
        if (subject === undefined) return;
        subjects.set(request, subject);
        // the shortest window first: a request it refuses is not counted in the longer ones
        for (const check of windows) {
          const counted = await check(request);
          if (!counted.isAllowed && counted.isExceeded) refuse(request, reply, name, counted.ttlInSeconds);
        }
      };
      return [hook];
    });
  app.decorate("userLimits", (...names: UserLimitName[]) => hooksOf(sessionSubject, names));
  app.decorate(
    "userLimitsOf",
    (subjectOf: (request: FastifyRequest) => Promise<string | undefined>, ...names: UserLimitName[]) =>
      hooksOf(subjectOf, names),
  );
}

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
    refuse(request, reply, `${name} (one account)`, counted.ttlInSeconds);
  };
}

/**
 * The rate-limit store without Redis: @fastify/rate-limit's in-memory counting, on the app's clock
 * instead of the system's, so the windows pass when that clock says (a test moving it sees them pass).
 * Each limit (a route's, a `createRateLimit`'s) counts apart and keeps at most `cache` keys, the least
 * recently counted going first. The fixed windows start at a key's first request, as the plugin's own
 * store does; its `continueExceeding` and `exponentialBackoff` options are not used here and not kept.
 */
export function clockStore(clock: () => Date, cache = 5000): FastifyRateLimitStoreCtor {
  type Count = { current: number; start: number };
  class ClockStore implements FastifyRateLimitStore {
    private readonly counts = new Map<string, Count>();

    /** The key's count in its window now, or undefined when the window has passed. */
    private alive(key: string, now: number, timeWindow: number): Count | undefined {
      const count = this.counts.get(key);
      return count && count.start <= now && now < count.start + timeWindow ? count : undefined;
    }

    incr(
      key: string,
      cb: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = clock().getTime();
      const count = this.alive(key, now, timeWindow) ?? { current: 0, start: now };
      count.current += 1;
      // most recently counted last: the first key is the one to drop
      this.counts.delete(key);
      this.counts.set(key, count);
      if (this.counts.size > cache) this.counts.delete(this.counts.keys().next().value as string);
      cb(null, { current: count.current, ttl: count.start + timeWindow - now });
    }

    read(
      key: string,
      cb: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ) {
      const now = clock().getTime();
      const count = this.alive(key, now, timeWindow);
      cb(
        null,
        count ? { current: count.current, ttl: count.start + timeWindow - now } : { current: 0, ttl: 0 },
      );
    }

    child(): FastifyRateLimitStore {
      return new ClockStore();
    }
  }
  return ClockStore;
}
