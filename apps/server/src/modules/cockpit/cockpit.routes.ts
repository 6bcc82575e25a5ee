import { CockpitDashboard, Envelope } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { CockpitService } from "./cockpit.service.ts";

/** The console's first page: any signed-in operator reads it. */
export const cockpitRoutes: FastifyPluginAsyncTypebox<{ cockpit: CockpitService }> = async (
  app,
  { cockpit },
) => {
  app.get(
    "/admin/dashboard",
    {
      schema: {
        tags: ["admin"],
        summary:
          "The dashboard: sign-ups and KYC, money in and out, spot, contracts opened, the house's result, liabilities against assets, queues",
        response: { 200: Envelope(CockpitDashboard) },
      },
      preHandler: app.operatorWith(),
    },
    async (request) => envelope(request, success(await cockpit.dashboard())),
  );
};
