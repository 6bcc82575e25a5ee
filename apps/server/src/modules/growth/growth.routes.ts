import { Envelope, GrowthRebateBody } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { GrowthService } from "./growth.service.ts";

const Anything = Envelope(Type.Unknown());

/** The legacy invitation calls (spec §7), mapped in `docs/growth-api.md`. */
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
        response: { 200: Anything },
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
        response: { 200: Anything },
      },
    },
    async (request) => {
      const b = request.body;
      return envelope(request, success(await growth.received(userOf(request).id, b.level, b.page, b.limit)));
    },
  );
};
