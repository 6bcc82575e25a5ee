import {
  Decimal,
  Envelope,
  IdParams,
  P2pAd,
  P2pAdminChatLine,
  P2pAdminFiat,
  P2pAdminOrder,
  P2pDone,
  P2pMerchant,
  P2pOperatorChatBody,
  P2pStanding,
  Text,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Db } from "../../db/db.ts";
import { operatorOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { failure, success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { P2pQueries } from "./p2p.queries.ts";
import type { P2pService } from "./p2p.service.ts";

/** The console's merchant applications: listed by status, approved or rejected (audited). */
export const p2pAdminRoutes: FastifyPluginAsyncTypebox<{
  db: Db;
  p2p: P2pService;
  queries: P2pQueries;
}> = async (app, { db, p2p, queries }) => {
  const tags = ["admin"];
  const route = routeKit(app, tags);

  route.get(
    "/admin/p2p/merchants",
    {
      summary: "Merchants and applications, pending first",
      caller: { operator: ["admin", "reviewer"] },
      query: Type.Object({
        status: Type.Optional(
          Type.Union([
            Type.Literal("pending"),
            Type.Literal("approved"),
            Type.Literal("rejected"),
            Type.Literal("suspended"),
          ]),
        ),
      }),
      answer: Type.Array(P2pMerchant),
    },
    async ({ query }) =>
      success(
        await db.query<P2pMerchant>(
          `SELECT m.user_id::int AS user_id, u.email, m.store_name, m.status,
               to_char(m.applied_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS applied_at, m.reason
             FROM p2p_merchants m JOIN users u ON u.id = m.user_id
             WHERE $1::text IS NULL OR m.status = $1
             ORDER BY m.status = 'pending' DESC, m.applied_at LIMIT 200`,
          [query.status ?? null],
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
          response: { 200: Envelope(P2pStanding) },
        },
      },
      async (request) => {
        const reviewed = await p2p.review(
          operatorOf(request).id,
          request.params.id,
          decision === "approve",
          request.body.reason ?? null,
          request.ip,
        );
        // the applicant's open store screen learns the decision at once
        if (reviewed.ok)
          await app.approvals.decided(
            "merchant",
            request.params.id,
            decision === "approve",
            request.body.reason ?? null,
            request.params.id,
          );
        return envelope(request, reviewed);
      },
    );

  route.get(
    "/admin/p2p/ads",
    {
      summary: "Ads by status, newest first",
      caller: { operator: ["admin", "reviewer", "support"] },
      query: Type.Object({
        status: Type.Optional(Type.Union([Type.Literal("online"), Type.Literal("offline")])),
      }),
      answer: Type.Array(P2pAd),
    },
    async ({ query }) => success(await queries.allAds(query.status)),
  );

  route.post(
    "/admin/p2p/ads/:id/offline",
    {
      summary: "Takes an ad offline: what no order reserves goes back to the merchant (audited)",
      caller: { operator: ["admin"] },
      params: IdParams,
      answer: P2pDone,
    },
    ({ operator, params, request }) => p2p.offlineByOperator(operator.id, params.id, request.ip),
  );

  route.get(
    "/admin/p2p/orders",
    {
      summary: "Fiat P2P orders by status (appeals first), with their parties, proof and history",
      caller: { operator: ["admin", "reviewer", "support"] },
      query: Type.Object({
        status: Type.Optional(
          Type.Union(["unpaid", "paid", "appeal", "completed", "cancelled"].map((v) => Type.Literal(v))),
        ),
      }),
      answer: Type.Array(P2pAdminOrder),
    },
    async ({ query }) =>
      success(
        await db.query<P2pAdminOrder>(
          `SELECT o.id::int AS id, o.ad_id::int AS ad_id,
               json_build_object('id', o.buyer_id::int, 'email', b.email) AS buyer,
               json_build_object('id', o.seller_id::int, 'email', s.email) AS seller,
               c.name AS currency_name, f.code AS coin_code, trim_scale(o.amount)::text AS number,
               trim_scale(o.fiat_total)::text AS money, o.status, o.proof, o.appeal_reason,
               o.appealed_by::int AS appealed_by,
               CASE WHEN o.ruling_reason IS NOT NULL THEN json_build_object(
                 'outcome', CASE WHEN o.status = 'completed' THEN 'release' ELSE 'refund' END,
                 'reason', o.ruling_reason, 'operator_id', o.decided_by::int,
                 'at', to_char(o.ruled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')) END AS ruling,
               coalesce((SELECT json_agg(json_build_object('at', to_char(e.at AT TIME ZONE 'UTC',
                   'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'actor', e.actor, 'status', e.status) ORDER BY e.entry_id)
                 FROM p2p_order_events e WHERE e.order_id = o.id), '[]') AS events
             FROM p2p_orders o JOIN users b ON b.id = o.buyer_id JOIN users s ON s.id = o.seller_id
             JOIN currencies c ON c.id = o.currency_id JOIN p2p_fiats f ON f.id = o.fiat_id
             WHERE $1::text IS NULL OR o.status = $1
             ORDER BY o.status = 'appeal' DESC, CASE WHEN o.status = 'appeal' THEN o.id END, o.id DESC LIMIT 200`,
          [query.status ?? null],
        ),
      ),
  );

  route.get(
    "/admin/p2p/orders/:id/chat",
    {
      summary: "An order's chat and state changes, as the operator deciding an appeal reads them",
      caller: { operator: ["admin", "reviewer", "support"] },
      params: IdParams,
      answer: Type.Array(P2pAdminChatLine),
    },
    ({ params }) => p2p.chat.forOperator(params.id),
  );

  route.post(
    "/admin/p2p/orders/:id/chat",
    {
      summary:
        "Writes in an appealed order's chat as the platform: both parties see the line at once (audited)",
      caller: { operator: ["admin", "reviewer", "support"] },
      params: IdParams,
      body: P2pOperatorChatBody,
      answer: P2pDone,
    },
    ({ operator, body, params, request }) =>
      p2p.chat.sendAsOperator(operator.id, params.id, body.content, request.ip),
  );

  route.post(
    "/admin/p2p/orders/:id/decide",
    {
      summary:
        "Decides an appealed order with a reason both parties see: release the coin to the buyer, or refund it (audited)",
      caller: { operator: ["admin", "reviewer"] },
      params: IdParams,
      body: Type.Object({
        outcome: Type.Union([Type.Literal("release"), Type.Literal("refund")]),
        /** 10 to 500 characters once trimmed (refused as P2P_RULING_REASON naming `reason`) */
        reason: Type.Optional(Type.String({ maxLength: 2000 })),
      }),
      answer: P2pDone,
    },
    ({ operator, body, params, request }) =>
      p2p.decide(operator.id, params.id, body.outcome, body.reason ?? "", request.ip),
  );

  route.get(
    "/admin/p2p/fiats",
    {
      summary: "Every fiat currency of P2P, enabled or not",
      caller: { operator: ["admin"] },
      answer: Type.Array(P2pAdminFiat),
    },
    async () => success(await queries.fiats(true)),
  );

  app.post(
    "/admin/p2p/fiats",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        summary: "Adds or changes a fiat currency (code, name, symbol, rate per USDT, enabled); audited",
        body: Type.Object({
          code: Type.String({ pattern: "^[A-Z]{3}$" }),
          name: Text(40, { minLength: 2 }),
          symbol: Text(5, { minLength: 1 }),
          usdt_rate: Decimal("p2p_fiats.usdt_rate", "fiat per USDT"),
          enabled: Type.Optional(Type.Boolean({ default: true })),
        }),
        response: { 200: Envelope(P2pAdminFiat) },
      },
    },
    async (request) => {
      const b = request.body;
      if (!/[1-9]/.test(b.usdt_rate))
        return envelope<P2pAdminFiat>(request, failure("REQUEST_INVALID_FIELD", { field: "usdt_rate" }));
      const row = await db.tx(async (q) => {
        const [saved] = await q.query<P2pAdminFiat>(
          `INSERT INTO p2p_fiats (code, name, symbol, usdt_rate, enabled, sort)
           VALUES ($1, $2, $3, $4, $5, (SELECT coalesce(max(sort), 0) + 1 FROM p2p_fiats))
           ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, symbol = EXCLUDED.symbol,
             usdt_rate = EXCLUDED.usdt_rate, enabled = EXCLUDED.enabled
           RETURNING id, code, name, symbol, trim_scale(usdt_rate)::text AS usdt_rate, enabled`,
          [b.code, b.name.trim(), b.symbol.trim(), b.usdt_rate, b.enabled ?? true],
        );
        await writeAudit(q, {
          operatorId: operatorOf(request).id,
          action: "p2p.fiat.save",
          targetType: "p2p_fiat",
          targetId: b.code,
          after: b,
          ip: request.ip,
        });
        return saved!;
      });
      return envelope(request, success(row));
    },
  );
};
