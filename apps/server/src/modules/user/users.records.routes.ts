import {
  AdminLockBody,
  AdminSessionParams,
  AdminUserCopyFollow,
  AdminUserLogin,
  AdminUserOrdersQuery,
  AdminUserP2pOrders,
  AdminUserPositions,
  AdminUserPositionsQuery,
  AdminUserRecordsQuery,
  AdminUserSpotOrder,
  Envelope,
  IdParams,
  OkText,
  Page,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Static } from "typebox";
import { operatorOf } from "../../http/auth.ts";
import { confirm, envelope } from "../../http/envelope.ts";
import { type Outcome, success } from "../../http/outcome.ts";
import type { UsersAdminService } from "./users.admin.service.ts";
import type { UserRecords } from "./users.records.ts";

/**
 * The console's user page, one tab per call: spot orders, positions (perpetual or seconds), P2P orders,
 * copy relations, sign-ins; ending one session; lock and unlock with the operator's reason. Deposits and
 * withdrawals are the console's request queues filtered by `user_id`.
 */
export const userRecordsRoutes: FastifyPluginAsyncTypebox<{
  records: UserRecords;
  users: UsersAdminService;
}> = async (app, { records, users }) => {
  const tags = ["admin"];
  const anyOperator = app.operatorWith();
  const support = app.operatorWith("admin", "support");

  app.get(
    "/admin/users/:id/orders",
    {
      schema: {
        tags,
        summary: "The user's spot orders: open (resting) or history (finished); all when status is absent",
        params: IdParams,
        querystring: AdminUserOrdersQuery,
        response: { 200: Envelope(Page(AdminUserSpotOrder)) },
      },
      preHandler: anyOperator,
    },
    async (request) => envelope(request, await records.orders(request.params.id, request.query)),
  );

  app.get(
    "/admin/users/:id/positions",
    {
      schema: {
        tags,
        summary:
          "The user's perpetual positions (lever and copy accounts; open first, with live PnL at the index), or seconds orders with kind=seconds",
        params: IdParams,
        querystring: AdminUserPositionsQuery,
        response: { 200: Envelope(AdminUserPositions) },
      },
      preHandler: anyOperator,
    },
    async (request) => {
      const { kind = "perpetual", page, limit } = request.query;
      const id = request.params.id;
      const found: Outcome<Static<typeof AdminUserPositions>> =
        kind === "seconds"
          ? mapOutcome(await records.seconds(id, { page, limit }), ({ data, ...rest }) => ({
              kind,
              positions: [],
              seconds: data,
              ...rest,
            }))
          : mapOutcome(await records.positions(id, { page, limit }), ({ data, ...rest }) => ({
              kind,
              positions: data,
              seconds: [],
              ...rest,
            }));
      return envelope(request, found);
    },
  );

  app.get(
    "/admin/users/:id/p2p_orders",
    {
      schema: {
        tags,
        summary: "P2P orders where the user buys or sells, newest first",
        params: IdParams,
        querystring: AdminUserRecordsQuery,
        response: { 200: Envelope(AdminUserP2pOrders) },
      },
      preHandler: anyOperator,
    },
    async (request) => envelope(request, await records.p2pOrders(request.params.id, request.query)),
  );

  app.get(
    "/admin/users/:id/copy",
    {
      schema: {
        tags,
        summary: "Copy relations: traders the user follows, and followers of the user as a trader",
        params: IdParams,
        querystring: AdminUserRecordsQuery,
        response: { 200: Envelope(Page(AdminUserCopyFollow)) },
      },
      preHandler: anyOperator,
    },
    async (request) => envelope(request, await records.copyFollows(request.params.id, request.query)),
  );

  app.get(
    "/admin/users/:id/logins",
    {
      schema: {
        tags,
        summary: "Sign-in attempts, successful or not, with IP and user agent, newest first",
        params: IdParams,
        querystring: AdminUserRecordsQuery,
        response: { 200: Envelope(Page(AdminUserLogin)) },
      },
      preHandler: anyOperator,
    },
    async (request) => envelope(request, await records.logins(request.params.id, request.query)),
  );

  app.post(
    "/admin/users/:id/sessions/:sid/revoke",
    {
      schema: {
        tags,
        summary: "End one session of the user (audited)",
        params: AdminSessionParams,
        response: { 200: OkText },
      },
      preHandler: support,
    },
    async (request) => {
      const { id, sid } = request.params;
      const done = await records.revokeSession(operatorOf(request), id, sid, request.ip);
      return confirm(request, done, "OK_SAVED");
    },
  );

  for (const action of ["lock", "unlock"] as const) {
    app.post(
      `/admin/users/:id/${action}`,
      {
        schema: {
          tags,
          summary:
            action === "lock"
              ? "Lock the account and sign it out everywhere, with the reason (audited)"
              : "Unlock the account, with the reason (audited)",
          params: IdParams,
          body: AdminLockBody,
          response: { 200: OkText },
        },
        preHandler: support,
      },
      async (request) => {
        const done = await users.setLocked(
          operatorOf(request),
          request.params.id,
          action === "lock",
          request.ip,
          request.body.reason.trim(),
        );
        return confirm(request, done, "OK_SAVED");
      },
    );
  }
};

const mapOutcome = <T, U>(o: Outcome<T>, f: (v: T) => U): Outcome<U> => (o.ok ? success(f(o.value)) : o);
