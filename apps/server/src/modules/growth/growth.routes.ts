import {
  BonusClaimBody,
  BonusOverview,
  BonusRow,
  Coupon,
  CouponListQuery,
  CouponPage,
  CouponRedeemBody,
  GrowthRebateBody,
  KingApplyBody,
  KingStatus,
  RebatePage,
  ShareInfo,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { GrowthService } from "./growth.service.ts";

/**
 * The legacy invitation calls (spec §7) and Bourse's own calls for king managers, the new-user bonus and
 * coupons, mapped in `docs/growth-api.md`.
 */
export const growthRoutes: FastifyPluginAsyncTypebox<{ growth: GrowthService }> = async (app, { growth }) => {
  const route = routeKit(app, ["growth"]);

  route.post(
    "/user/getShareInfo",
    {
      summary: "One's invitation code and link, invitees per level, rates and the rebates received",
      caller: "user",
      answer: ShareInfo,
    },
    async ({ user, request }) =>
      success(await growth.shareInfo(user.id, `${request.protocol}://${request.host}`)),
  );

  route.post(
    "/user/getRebate",
    {
      summary: "The rebates one received from invitees' fees, newest first",
      caller: "user",
      body: GrowthRebateBody,
      answer: RebatePage,
    },
    async ({ user, body }) => success(await growth.received(user.id, body.level, body.page, body.limit)),
  );

  route.get(
    "/growth/king",
    {
      summary: "One's rank, invitees who traded against the king manager thresholds, one's last application",
      caller: "user",
      answer: KingStatus,
    },
    async ({ user }) => success(await growth.king.status(user.id)),
  );

  route.post(
    "/growth/king/apply",
    {
      summary: "Applies to become a king manager (an operator decides)",
      caller: "user",
      limits: ["application"],
      body: KingApplyBody,
      answer: KingStatus,
    },
    ({ user, body }) => growth.king.apply(user.id, body.note?.trim() ?? ""),
  );

  route.get(
    "/growth/bonus",
    {
      summary: "The new-user bonus tasks and their state, and one's experience funds",
      caller: "user",
      answer: BonusOverview,
    },
    async ({ user }) => success(await growth.bonus.overview(user.id)),
  );

  route.post(
    "/growth/bonus/claim",
    {
      summary: "Claims a met task's reward within its window: cash to spot, or experience funds",
      caller: "user",
      body: BonusClaimBody,
      answer: BonusRow,
    },
    ({ user, body }) => growth.bonus.claim(user.id, body.key),
  );

  route.get(
    "/growth/coupons",
    {
      summary: "One's coupons: available (and upcoming), used or expired",
      caller: "user",
      query: CouponListQuery,
      answer: CouponPage,
    },
    async ({ user, query }) =>
      success(await growth.offers.list(user.id, query.state, query.page, query.limit)),
  );

  route.post(
    "/growth/coupons/redeem",
    {
      summary: "Redeems a bonus coupon: its amount to the spot account",
      caller: "user",
      body: CouponRedeemBody,
      answer: Coupon,
    },
    ({ user, body }) => growth.offers.redeem(user.id, body.id),
  );
};
