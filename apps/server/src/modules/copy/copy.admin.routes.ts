import { CopyAdminTrader, CopyStanding, CopySummary, Envelope, IdParams, Text } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import type { Db } from "../../db/db.ts";
import { operatorOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { CopyQueries } from "./copy.queries.ts";
import type { CopyService } from "./copy.service.ts";

/**
 * The console's copy trading: traders and applications pending first, each with its 30-day figures;
 * approve, reject, suspend, cap followers (audited); the venue's figures.
 */
export const copyAdminRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  copy: CopyService;
  queries: CopyQueries;
}> = async (app, { db, copy, queries }) => {
  const tags = ["admin"];
  const route = routeKit(app, tags);

  route.get(
    "/admin/copy/summary",
    {
      summary:
        "Copy trading's figures: traders, followers, open copies now; copies, skips, results, profit share over `days`",
      caller: { operator: ["admin", "reviewer", "support"] },
      query: Type.Object({
        days: Type.Optional(Type.Union([7, 30, 90].map((d) => Type.Literal(d)))),
      }),
      answer: CopySummary,
    },
    async ({ query }) => success(await queries.summary(query.days ?? 30)),
  );

  route.get(
    "/admin/copy/traders",
    {
      summary: "Traders and applications by status, pending first",
      caller: { operator: ["admin", "reviewer", "support"] },
      query: Type.Object({
        status: Type.Optional(
          Type.Union(["pending", "approved", "rejected", "suspended"].map((s) => Type.Literal(s))),
        ),
      }),
      answer: Type.Array(CopyAdminTrader),
    },
    async ({ query }) => {
      const rows = await db.query<Omit<CopyAdminTrader, "stats">>(
        `SELECT t.user_id::int AS user_id, u.email, t.name, trim_scale(t.share_rate)::text AS share_rate,
               t.max_followers, t.status, t.reason,
               (SELECT count(*)::int FROM copy_follows f WHERE f.trader_id = t.user_id AND f.status = 'active')
                 AS followers,
               to_char(t.applied_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS applied_at
             FROM copy_traders t JOIN users u ON u.id = t.user_id
             WHERE $1::text IS NULL OR t.status = $1
             ORDER BY t.status = 'pending' DESC, t.applied_at LIMIT 200`,
        [query.status ?? null],
      );
      const stats = await queries.statsOf(
        rows.map((r) => r.user_id),
        30,
      );
      return success(rows.map((r) => ({ ...r, stats: stats.get(r.user_id)! })));
    },
  );

  for (const [action, status] of [
    ["approve", "approved"],
    ["reject", "rejected"],
    ["suspend", "suspended"],
  ] as const)
    app.post(
      `/admin/copy/traders/:id/${action}`,
      {
        preHandler: app.operatorWith("admin", "reviewer"),
        schema: {
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)}s a trader (audited)`,
          params: IdParams,
          body: Type.Object({
            reason: Type.Optional(Text(200)),
            max_followers: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
          }),
          response: { 200: Envelope(CopyStanding) },
        },
      },
      async (request) => {
        const reviewed = await copy.review(
          operatorOf(request).id,
          request.params.id,
          status,
          request.body.reason ?? null,
          request.ip,
          request.body.max_followers,
        );
        // an approval or rejection reaches the applicant's open screens at once
        if (reviewed.ok && status !== "suspended")
          await app.approvals.decided(
            "trader",
            request.params.id,
            status === "approved",
            request.body.reason ?? null,
            request.params.id,
          );
        return envelope(request, reviewed);
      },
    );
};
