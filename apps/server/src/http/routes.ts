import { Envelope } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { Static, TSchema } from "typebox";
import { type OperatorRole, operatorOf, type SessionOperator, type SessionUser, userOf } from "./auth.ts";
import { envelope, text } from "./envelope.ts";
import type { UserLimitName } from "./limits.ts";
import type { MessageKey } from "./messages/index.ts";
import { type Outcome, success } from "./outcome.ts";

/** The app as a route plugin receives it (TypeBox type provider). */
type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** Who may call a route: anyone, a signed-in user, or an operator of one of the roles (none: any operator). */
export type Caller = "public" | "user" | { operator: readonly OperatorRole[] };

/** What the guard hands the handler: the signed-in user, the operator, or nobody. */
type CallerOf<C extends Caller> = C extends "user"
  ? { user: SessionUser }
  : C extends "public"
    ? unknown
    : { operator: SessionOperator };

/** A request part as its schema declares it; `undefined` when the route declares none. */
type Part<S> = S extends TSchema ? Static<S> : undefined;

export interface RouteSpec<C extends Caller, B, Q, P, A extends TSchema> {
  /** the OpenAPI summary */
  summary: string;
  caller: C;
  body?: B;
  query?: Q;
  params?: P;
  /** the `message` of a successful answer; the route answers `Envelope(answer)` */
  answer: A;
  /** the user's verified level the route needs (checked after the sign-in guard) */
  kyc?: 1 | 2;
  /** the per-account budgets a call counts against (after the guard) */
  limits?: UserLimitName[];
}

export type RouteInput<C extends Caller, B, Q, P> = {
  body: Part<B>;
  query: Part<Q>;
  params: Part<P>;
  request: FastifyRequest;
} & CallerOf<C>;

type Handler<C extends Caller, B, Q, P, A extends TSchema> = (
  input: RouteInput<C, B, Q, P>,
) => Outcome<Static<A>> | Promise<Outcome<Static<A>>>;

/** The outcome of a call whose success is only a localized confirmation ("Saved", "Approved"). */
export const confirmation = (
  request: FastifyRequest,
  outcome: Outcome<unknown>,
  key: MessageKey,
): Outcome<string> => (outcome.ok ? success(text(request, key)) : outcome);

/** The security of a signed-in user's route in the OpenAPI document (operator routes get theirs from their guard). */
const USER_SECURITY = [{ token: [] }];

/**
 * Declares a module's routes by what differs between them: method, path, summary, the request's schemas,
 * the answer's schema, who may call, the limits and a handler. The handler gets the validated body, query
 * and params typed by their schemas, and the caller its guard admitted; it returns an outcome, answered
 * in the envelope (a failure localized). Every route declared here is tagged `tags` in the OpenAPI document.
 */
export function routeKit(app: App, tags: string[]) {
  const hooksOf = (caller: Caller, kyc?: 1 | 2, limits?: UserLimitName[]): preHandlerAsyncHookHandler[] => [
    ...(caller === "public"
      ? []
      : caller === "user"
        ? [app.authenticate]
        : [app.operatorWith(...caller.operator)]),
    ...(kyc ? [app.requireKyc(kyc)] : []),
    ...(limits ? app.userLimits(...limits) : []),
  ];

  const declare =
    (method: "GET" | "POST" | "PUT" | "DELETE") =>
    <
      C extends Caller,
      A extends TSchema,
      B extends TSchema | undefined = undefined,
      Q extends TSchema | undefined = undefined,
      P extends TSchema | undefined = undefined,
    >(
      url: string,
      spec: RouteSpec<C, B, Q, P, A>,
      handler: Handler<C, B, Q, P, A>,
    ) => {
      const { caller, summary, body, query, params, answer, kyc, limits } = spec;
      const preHandler = hooksOf(caller, kyc, limits);
      const who = (request: FastifyRequest) =>
        caller === "public"
          ? {}
          : caller === "user"
            ? { user: userOf(request) }
            : { operator: operatorOf(request) };
      app.route({
        method,
        url,
        ...(preHandler.length > 0 ? { preHandler } : {}),
        schema: {
          tags,
          ...(caller === "user" ? { security: USER_SECURITY } : {}),
          summary,
          ...(query ? { querystring: query } : {}),
          ...(params ? { params } : {}),
          ...(body ? { body } : {}),
          response: { 200: Envelope(answer) },
        },
        handler: async (request: FastifyRequest) => {
          // the parts were validated against the schemas above before the handler runs
          const input = {
            body: request.body,
            query: request.query,
            params: request.params,
            request,
            ...who(request),
          } as RouteInput<C, B, Q, P>;
          return envelope(request, await handler(input));
        },
      });
    };

  return { get: declare("GET"), post: declare("POST"), put: declare("PUT"), delete: declare("DELETE") };
}
