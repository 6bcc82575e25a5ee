import {
  AdminBonusRuleBody,
  AdminBonusSettingsResponse,
  AdminCouponIssueBody,
  AdminCouponIssueListResponse,
  AdminCouponIssueResponse,
  AdminGrowthReportResponse,
  AdminInviteTreeQuery,
  AdminInviteTreeResponse,
  AdminKingDecisionBody,
  AdminKingListResponse,
  AdminKingQuery,
  AdminRebateRatesBody,
  AdminRebateRatesResponse,
  IdParams,
  OkText,
  PageQuery,
  RefIdParams,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { operatorOf } from "../../http/auth.ts";
import { confirm, envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { GrowthService } from "./growth.service.ts";

/** The console's invitation programme, new-user bonus and coupons (`docs/growth-api.md`, "Console"). */
export const growthAdminRoutes: FastifyPluginAsyncTypebox<{ growth: GrowthService }> = async (
  app,
  { growth },
) => {
  const tags = ["admin"];
  const read = { preHandler: app.operatorWith("admin", "support") };
  const review = { preHandler: app.operatorWith("admin", "reviewer") };
  const write = { preHandler: app.operatorWith("admin") };

  app.get(
    "/admin/growth/tree",
    {
      ...read,
      schema: {
        tags,
        summary: "A user's inviters (levels 1–3) and invitees",
        querystring: AdminInviteTreeQuery,
        response: { 200: AdminInviteTreeResponse },
      },
    },
    async (request) =>
      envelope(request, await growth.console.tree(request.query.user_id, request.query.depth ?? 3)),
  );

  app.get(
    "/admin/growth/rates",
    {
      ...read,
      schema: {
        tags,
        summary: "The rebate rates in effect, every change, the king thresholds",
        response: { 200: AdminRebateRatesResponse },
      },
    },
    async (request) => envelope(request, success(await growth.rates.view())),
  );

  app.post(
    "/admin/growth/rates",
    {
      ...write,
      schema: {
        tags,
        summary: "New rebate rates and king thresholds, for fees paid from now on",
        body: AdminRebateRatesBody,
        response: { 200: OkText },
      },
    },
    async (request) => {
      const b = request.body;
      return confirm(
        request,
        await growth.rates.change(operatorOf(request).id, {
          levels: [b.level1, b.level2, b.level3],
          king: [b.king1, b.king2, b.king3],
          direct: b.king_direct,
          team: b.king_team,
        }),
        "OK_SAVED",
      );
    },
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

  app.post(
    "/admin/growth/king/:id",
    {
      ...review,
      schema: {
        tags,
        summary: "Approves or rejects a king manager application (audited)",
        params: IdParams,
        body: AdminKingDecisionBody,
        response: { 200: OkText },
      },
    },
    async (request) => {
      const { decision, reason } = request.body;
      const decided = await growth.king.decide(
        operatorOf(request).id,
        request.params.id,
        decision,
        reason,
        request.ip,
      );
      // the applicant's open invite screen learns the decision at once, with a notice
      if (decided.ok)
        await app.approvals.decided("king", request.params.id, decision === "approve", reason ?? null);
      return confirm(request, decided, decision === "approve" ? "OK_APPROVED" : "OK_REJECTED");
    },
  );

  app.get(
    "/admin/growth/bonus",
    {
      ...read,
      schema: { tags, summary: "The new-user bonus rules", response: { 200: AdminBonusSettingsResponse } },
    },
    async (request) => envelope(request, success(await growth.bonus.settings())),
  );

  app.post(
    "/admin/growth/bonus/:id",
    {
      ...write,
      schema: {
        tags,
        summary: "A bonus rule's reward and whether it is offered, for claims from now on",
        params: RefIdParams,
        body: AdminBonusRuleBody,
        response: { 200: OkText },
      },
    },
    async (request) =>
      confirm(
        request,
        await growth.bonus.changeRule(request.params.id, {
          reward: request.body.reward,
          enabled: request.body.enabled,
          couponIssueId: request.body.coupon_issue_id,
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

  app.post(
    "/admin/growth/coupons",
    {
      ...write,
      schema: {
        tags,
        summary: "Issues a coupon to one user or a segment (audited)",
        body: AdminCouponIssueBody,
        response: { 200: AdminCouponIssueResponse },
      },
    },
    async (request) =>
      envelope(request, await growth.offers.issue(operatorOf(request).id, request.body, request.ip)),
  );

  app.get(
    "/admin/growth/report",
    {
      ...read,
      schema: {
        tags,
        summary: "What rebates, the new-user bonus, experience funds and coupons paid",
        response: { 200: AdminGrowthReportResponse },
      },
    },
    async (request) => envelope(request, success(await growth.console.report())),
  );
};
