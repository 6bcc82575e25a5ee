import {
  BonusClaimBody,
  BonusClaimResponse,
  BonusOverviewResponse,
  CouponListQuery,
  CouponListResponse,
  CouponRedeemBody,
  CouponResponse,
  Envelope,
  GrowthRebateBody,
  KingApplyBody,
  KingStatusResponse,
  RebatePage,
  ShareInfo,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { GrowthService } from "./growth.service.ts";

/**
 * The legacy invitation calls (spec §7) and Bourse's own calls for king managers, the new-user bonus and
 * coupons, mapped in `docs/growth-api.md`.
 */
export const growthRoutes: FastifyPluginAsyncTypebox<{ growth: GrowthService }> = async (app, { growth }) => {
  const tags = ["growth"];
  const security = [{ token: [] }];

  app.post(
    "/user/getShareInfo",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "One's invitation code and link, invitees per level, rates and the rebates received",
        response: { 200: Envelope(ShareInfo) },
      },
    },
    async (request) =>
      envelope(
        request,
        success(await growth.shareInfo(userOf(request).id, `${request.protocol}://${request.host}`)),
      ),
  );

  app.post(
    "/user/getRebate",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary: "The rebates one received from invitees' fees, newest first",
        body: GrowthRebateBody,
        response: { 200: Envelope(RebatePage) },
      },
    },
    async (request) => {
      const b = request.body;
      return envelope(request, success(await growth.received(userOf(request).id, b.level, b.page, b.limit)));
    },
  );

  const signedIn = { preHandler: app.authenticate };

  app.get(
    "/growth/king",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          "One's rank, invitees who traded against the king manager thresholds, one's last application",
        response: { 200: KingStatusResponse },
      },
    },
    async (request) => envelope(request, success(await growth.king.status(userOf(request).id))),
  );

  app.post(
    "/growth/king/apply",
    {
      preHandler: [app.authenticate, ...app.userLimits("application")],
      schema: {
        tags,
        security,
        summary: "Applies to become a king manager (an operator decides)",
        body: KingApplyBody,
        response: { 200: KingStatusResponse },
      },
    },
    async (request) =>
      envelope(request, await growth.king.apply(userOf(request).id, request.body.note?.trim() ?? "")),
  );

  app.get(
    "/growth/bonus",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "The new-user bonus tasks and their state, and one's experience funds",
        response: { 200: BonusOverviewResponse },
      },
    },
    async (request) => envelope(request, success(await growth.bonus.overview(userOf(request).id))),
  );

  app.post(
    "/growth/bonus/claim",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Claims a met task's reward within its window: cash to spot, or experience funds",
        body: BonusClaimBody,
        response: { 200: BonusClaimResponse },
      },
    },
    async (request) => envelope(request, await growth.bonus.claim(userOf(request).id, request.body.key)),
  );

  app.get(
    "/growth/coupons",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "One's coupons: available (and upcoming), used or expired",
        querystring: CouponListQuery,
        response: { 200: CouponListResponse },
      },
    },
    async (request) => {
      const q = request.query;
      return envelope(
        request,
        success(await growth.offers.list(userOf(request).id, q.state, q.page, q.limit)),
      );
    },
  );

  app.post(
    "/growth/coupons/redeem",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Redeems a bonus coupon: its amount to the spot account",
        body: CouponRedeemBody,
        response: { 200: CouponResponse },
      },
    },
    async (request) => envelope(request, await growth.offers.redeem(userOf(request).id, request.body.id)),
  );
};
