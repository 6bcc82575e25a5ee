import {
  AdminBonusRuleBody,
  AdminBonusSettings,
  AdminCouponIssue,
  AdminCouponIssueBody,
  AdminCouponIssueListResponse,
  AdminGrowthReport,
  AdminInviteTree,
  AdminInviteTreeQuery,
  AdminKingDecisionBody,
  AdminKingListResponse,
  AdminKingQuery,
  AdminRebateRates,
  AdminRebateRatesBody,
  IdParams,
  PageQuery,
  RefIdParams,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import { confirmation, routeKit } from "../../http/routes.ts";
import type { GrowthService } from "./growth.service.ts";

/** The console's invitation programme, new-user bonus and coupons (`docs/growth-api.md`, "Console"). */
export const growthAdminRoutes: FastifyPluginAsyncTypebox<{ growth: GrowthService }> = async (
  app,
  { growth },
) => {
  const tags = ["admin"];
  const route = routeKit(app, tags);
  const read = { preHandler: app.operatorWith("admin", "support") };

  route.get(
    "/admin/growth/tree",
    {
      summary: "A user's inviters (levels 1–3) and invitees",
      caller: { operator: ["admin", "support"] },
      query: AdminInviteTreeQuery,
      answer: AdminInviteTree,
    },
    ({ query }) => growth.console.tree(query.user_id, query.depth ?? 3),
  );

  route.get(
    "/admin/growth/rates",
    {
      summary: "The rebate rates in effect, every change, the king thresholds",
      caller: { operator: ["admin", "support"] },
      answer: AdminRebateRates,
    },
    async () => success(await growth.rates.view()),
  );

  route.post(
    "/admin/growth/rates",
    {
      summary: "New rebate rates and king thresholds, for fees paid from now on",
      caller: { operator: ["admin"] },
      body: AdminRebateRatesBody,
      answer: Type.String(),
    },
    async ({ operator, body, request }) =>
      confirmation(
        request,
        await growth.rates.change(operator.id, {
          levels: [body.level1, body.level2, body.level3],
          king: [body.king1, body.king2, body.king3],
          direct: body.king_direct,
          team: body.king_team,
        }),
        "OK_SAVED",
      ),
  );

  app.get(
    "/admin/growth/king",
    {
      ...read,
      schema: {
        tags,
        summary: "King manager applications, those in review first",
        querystring: AdminKingQuery,
        response: { 200: AdminKingListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      return envelope(request, success(await growth.king.list(q.state, q.page, q.limit)));
    },
  );

  route.post(
    "/admin/growth/king/:id",
    {
      summary: "Approves or rejects a king manager application (audited)",
      caller: { operator: ["admin", "reviewer"] },
      params: IdParams,
      body: AdminKingDecisionBody,
      answer: Type.String(),
    },
    async ({ operator, body, params, request }) => {
      const { decision, reason } = body;
      const decided = await growth.king.decide(operator.id, params.id, decision, reason, request.ip);
      // the applicant's open invite screen learns the decision at once, with a notice
      if (decided.ok) await app.approvals.decided("king", params.id, decision === "approve", reason ?? null);
      return confirmation(request, decided, decision === "approve" ? "OK_APPROVED" : "OK_REJECTED");
    },
  );

  route.get(
    "/admin/growth/bonus",
    {
      summary: "The new-user bonus rules",
      caller: { operator: ["admin", "support"] },
      answer: AdminBonusSettings,
    },
    async () => success(await growth.bonus.settings()),
  );

  route.post(
    "/admin/growth/bonus/:id",
    {
      summary: "A bonus rule's reward and whether it is offered, for claims from now on",
      caller: { operator: ["admin"] },
      params: RefIdParams,
      body: AdminBonusRuleBody,
      answer: Type.String(),
    },
    async ({ body, params, request }) =>
      confirmation(
        request,
        await growth.bonus.changeRule(params.id, {
          reward: body.reward,
          enabled: body.enabled,
          couponIssueId: body.coupon_issue_id,
        }),
        "OK_SAVED",
      ),
  );

  app.get(
    "/admin/growth/coupons",
    {
      ...read,
      schema: {
        tags,
        summary: "Coupon issues, newest first, with how many were used and expired",
        querystring: Type.Object(PageQuery),
        response: { 200: AdminCouponIssueListResponse },
      },
    },
    async (request) =>
      envelope(request, success(await growth.offers.issues(request.query.page, request.query.limit))),
  );

  route.post(
    "/admin/growth/coupons",
    {
      summary: "Issues a coupon to one user or a segment (audited)",
      caller: { operator: ["admin"] },
      body: AdminCouponIssueBody,
      answer: AdminCouponIssue,
    },
    ({ operator, body, request }) => growth.offers.issue(operator.id, body, request.ip),
  );

  route.get(
    "/admin/growth/report",
    {
      summary: "What rebates, the new-user bonus, experience funds and coupons paid",
      caller: { operator: ["admin", "support"] },
      answer: AdminGrowthReport,
    },
    async () => success(await growth.console.report()),
  );
};
