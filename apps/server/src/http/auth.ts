import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { demoPolicy } from "./demo-policy.ts";
import { sendFailure } from "./envelope.ts";

export interface SessionUser {
  /** the account the request acts as: the signed-in user, or in demo mode the user's demo account */
  id: number;
  sessionId: number;
  /** in demo mode: the signed-in user, owner of the demo account */
  owner?: number;
}

/** Which of the user's accounts a session acts as. */
export const accountOf = (user: SessionUser): "real" | "demo" => (user.owner === undefined ? "real" : "demo");

export type OperatorRole = "admin" | "reviewer" | "support";

export interface SessionOperator {
  id: number;
  username: string;
  role: OperatorRole;
}

/** An operator session as the guard looks it up: `mustBind` until a required authenticator is bound. */
export type OperatorSession = SessionOperator & { mustBind: boolean };

declare module "fastify" {
  interface FastifyRequest {
    /** Set by the auth guard on protected routes. */
    user?: SessionUser;
    /** Set by the operator guard on console routes. */
    operator?: SessionOperator;
  }
  interface FastifyInstance {
    /** preHandler for protected routes: answers type 999 when the token is missing, expired or revoked. */
    authenticate: preHandlerAsyncHookHandler;
    /**
     * preHandler for console routes: 999 without an operator session, ADMIN_TOTP_BIND_REQUIRED while the
     * operator must still bind an authenticator, ADMIN_FORBIDDEN outside `roles`.
     */
    operatorWith(...roles: OperatorRole[]): preHandlerAsyncHookHandler;
    /**
     * preHandler for the few console routes an operator who must still bind an authenticator may call
     * (status, binding, sign-out): any operator session.
     */
    operatorBinding: preHandlerAsyncHookHandler;
    /** preHandler after `authenticate`: type 998 until the user's verified level reaches `level`. */
    requireKyc(level: 1 | 2): preHandlerAsyncHookHandler;
  }
}

/** The raw token from `Authorization`, accepting the legacy raw form and `Bearer <token>`. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const token = header.toLowerCase().startsWith("bearer ") ? header.slice(7).trim() : header;
  return token === "" || token === "null" || token === "undefined" ? undefined : token;
}

/**
 * The guard of protected routes. A session in demo mode reaches only what `demoPolicy` lets it: the
 * products that trade demo money act as the demo account, the person's own settings as its owner, and
 * every other route (deposits, withdrawals, P2P, earn, …, and any route not classified) is refused.
 */
export function createAuthGuard(
  lookup: (token: string) => Promise<SessionUser | undefined>,
): preHandlerAsyncHookHandler {
  const guard = async (request: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOf(request);
    const user = token ? await lookup(token) : undefined;
    if (!user) return sendFailure(request, reply, "AUTH_NOT_LOGGED_IN");
    if (user.owner === undefined) {
      request.user = user;
      return;
    }
    const policy = demoPolicy(request.method, request.routeOptions.url ?? "");
    if (!policy) return sendFailure(request, reply, "DEMO_NOT_AVAILABLE");
    request.user = policy === "acting" ? user : { ...user, id: user.owner };
  };
  return Object.assign(guard, { [GUARD]: {} });
}

/** Marks the sign-in guards; an operator guard also keeps the roles it admits. */
const GUARD = Symbol("sign-in guard");
type Guard = preHandlerAsyncHookHandler & { [GUARD]: { roles?: OperatorRole[] } };
const isGuard = (hook: object): hook is Guard => GUARD in hook;

/**
 * The console's guards over `lookup`: `operatorWith(...roles)` for every console route, and
 * `operatorBinding` for the calls an operator who must still bind an authenticator may make.
 */
export function createOperatorGuard(lookup: (token: string) => Promise<OperatorSession | undefined>) {
  const guard = (roles: OperatorRole[], binding: boolean): preHandlerAsyncHookHandler =>
    Object.assign(
      async (request: FastifyRequest, reply: FastifyReply) => {
        const token = tokenOf(request);
        const session = token ? await lookup(token) : undefined;
        if (!session) return sendFailure(request, reply, "AUTH_NOT_LOGGED_IN");
        if (session.mustBind && !binding) return sendFailure(request, reply, "ADMIN_TOTP_BIND_REQUIRED");
        if (roles.length > 0 && !roles.includes(session.role))
          return sendFailure(request, reply, "ADMIN_FORBIDDEN");
        request.operator = { id: session.id, username: session.username, role: session.role };
      },
      { [GUARD]: { roles } },
    );
  return {
    operatorWith: (...roles: OperatorRole[]) => guard(roles, false),
    operatorBinding: guard([], true),
  };
}

/**
 * Who may call a route is settled before anything else of the request is read. The sign-in guards a
 * route lists as `preHandler` (`app.authenticate`, `app.operatorWith(...)`) run at `onRequest`, before
 * the body is parsed and validated: a caller without the right session learns nothing of the route's
 * parameters, and a demo session is refused before validation too. The guards that come after them
 * (`requireKyc`, per-account limits) stay where they are. Console routes also say in the OpenAPI
 * document who may call them: the token as their security, and `x-roles`, the operator roles admitted
 * (empty: any operator). Registered before any route and before the document's generator.
 */
export function registerGuards(app: FastifyInstance) {
  app.addHook("onRoute", (route) => {
    const hooks = [route.preHandler ?? []].flat();
    const guards = hooks.filter(isGuard);
    if (guards.length === 0) return;
    route.preHandler = hooks.filter((hook) => !isGuard(hook));
    route.onRequest = [...[route.onRequest ?? []].flat(), ...guards];
    const roles = guards.find((guard) => guard[GUARD].roles)?.[GUARD].roles;
    if (roles) {
      const documented = { security: [{ token: [] }], "x-roles": roles };
      route.schema = { ...route.schema, ...documented };
    }
  });
}

export function createKycGuard(levelOf: (userId: number) => Promise<number>) {
  return (level: 1 | 2): preHandlerAsyncHookHandler =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      // demo money needs no verified identity: nothing of it can leave the demo account
      const user = userOf(request);
      if (user.owner === undefined && (await levelOf(user.id)) < level)
        return sendFailure(request, reply, "AUTH_KYC_REQUIRED");
    };
}

export function operatorOf(request: FastifyRequest): SessionOperator {
  if (!request.operator) throw new Error("operatorOf() on a route without the operator guard");
  return request.operator;
}

/** The user set by the guard; a route that calls this without the guard has a bug. */
export function userOf(request: FastifyRequest): SessionUser {
  if (!request.user) throw new Error("userOf() on a route without the auth guard");
  return request.user;
}

/**
 * Every answer to a signed-in call says which account it is for: `account` ("real" or "demo") beside
 * `type` and `message`, and the header `x-account`.
 */
export function registerAccountMarker(app: FastifyInstance) {
  app.addHook("onSend", async (request, reply, payload) => {
    if (!request.user) return payload;
    const account = accountOf(request.user);
    reply.header("x-account", account);
    if (typeof payload !== "string" || !payload.startsWith('{"type":')) return payload;
    return `{"account":"${account}",${payload.slice(1)}`;
  });
}
