import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import { sendFailure } from "./envelope.ts";

export interface SessionUser {
  id: number;
  sessionId: number;
}

export type OperatorRole = "admin" | "reviewer" | "support";

export interface SessionOperator {
  id: number;
  username: string;
  role: OperatorRole;
}

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
    /** preHandler for console routes: 999 without an operator session, ADMIN_FORBIDDEN outside `roles`. */
    operatorWith(...roles: OperatorRole[]): preHandlerAsyncHookHandler;
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

export function createAuthGuard(
  lookup: (token: string) => Promise<SessionUser | undefined>,
): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const token = tokenOf(request);
    const user = token ? await lookup(token) : undefined;
    if (!user) return sendFailure(request, reply, "AUTH_NOT_LOGGED_IN");
    request.user = user;
  };
}

export function createOperatorGuard(lookup: (token: string) => Promise<SessionOperator | undefined>) {
  return (...roles: OperatorRole[]): preHandlerAsyncHookHandler =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const token = tokenOf(request);
      const operator = token ? await lookup(token) : undefined;
      if (!operator) return sendFailure(request, reply, "AUTH_NOT_LOGGED_IN");
      if (roles.length > 0 && !roles.includes(operator.role))
        return sendFailure(request, reply, "ADMIN_FORBIDDEN");
      request.operator = operator;
    };
}

export function createKycGuard(levelOf: (userId: number) => Promise<number>) {
  return (level: 1 | 2): preHandlerAsyncHookHandler =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      if ((await levelOf(userOf(request).id)) < level)
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
