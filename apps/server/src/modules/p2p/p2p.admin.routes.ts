import { Envelope, IdParams, Text } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Db } from "../../db/db.ts";
import { operatorOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { failure, success } from "../../http/outcome.ts";

const Merchant = Type.Object({
  user_id: Type.Integer(),
  email: Type.Union([Type.String(), Type.Null()]),
  store_name: Type.String(),
  status: Type.String(),
  applied_at: Type.String(),
  reason: Type.Union([Type.String(), Type.Null()]),
});

/** The console's merchant applications: listed by status, approved or rejected (audited). */
export const p2pAdminRoutes: FastifyPluginAsyncTypebox<{ db: Db }> = async (app, { db }) => {
  const tags = ["admin"];

  app.get(
    "/admin/p2p/merchants",
    {
      preHandler: app.operatorWith("admin", "reviewer"),
      schema: {
        tags,
        summary: "Merchants and applications, pending first",
        querystring: Type.Object({
          status: Type.Optional(
            Type.Union([
              Type.Literal("pending"),
              Type.Literal("approved"),
              Type.Literal("rejected"),
              Type.Literal("suspended"),
            ]),
          ),
        }),
        response: { 200: Envelope(Type.Array(Merchant)) },
      },
    },
    async (request) =>
      envelope(
        request,
        success(
          await db.query(
            `SELECT m.user_id::int AS user_id, u.email, m.store_name, m.status,
               to_char(m.applied_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS applied_at, m.reason
             FROM p2p_merchants m JOIN users u ON u.id = m.user_id
             WHERE $1::text IS NULL OR m.status = $1
             ORDER BY m.status = 'pending' DESC, m.applied_at LIMIT 200`,
            [request.query.status ?? null],
          ),
        ),
      ),
  );

  for (const decision of ["approve", "reject"] as const)
    app.post(
      `/admin/p2p/merchants/:id/${decision}`,
      {
        preHandler: app.operatorWith("admin", "reviewer"),
        schema: {
          tags,
          summary:
            decision === "approve" ? "Approves a merchant application" : "Rejects a merchant application",
          params: IdParams,
          body: Type.Object({ reason: Type.Optional(Text(200)) }),
          response: { 200: Envelope(Type.Object({ status: Type.String() })) },
        },
      },
      async (request) => {
        const status = decision === "approve" ? "approved" : "rejected";
        const done = await db.tx(async (q) => {
          const [row] = await q.query<{ status: string }>(
            `UPDATE p2p_merchants SET status = $2, reviewed_at = now(), reviewed_by = $3, reason = $4
             WHERE user_id = $1 AND status = 'pending' RETURNING status`,
            [request.params.id, status, operatorOf(request).id, request.body.reason ?? null],
          );
          if (row)
            await writeAudit(q, {
              operatorId: operatorOf(request).id,
              action: `p2p.merchant.${decision}`,
              targetType: "user",
              targetId: request.params.id,
              after: { status, reason: request.body.reason ?? null },
              ip: request.ip,
            });
          return row;
        });
        return envelope(request, done ? success(done) : failure("P2P_NOT_PENDING"));
      },
    );
};
