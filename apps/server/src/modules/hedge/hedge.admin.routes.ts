import { Envelope, HedgeView } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { HedgeService } from "./hedge.service.ts";

/** The console's hedging view: per market the house's position, what is hedged outside, the latest orders. */
export const hedgeAdminRoutes: FastifyPluginAsyncTypebox<{ hedge: HedgeService }> = async (
  app,
  { hedge },
) => {
  app.get(
    "/admin/hedge",
    {
      schema: {
        tags: ["admin"],
        summary:
          "Hedging on the outside venue: per market the house's net, hedged and unhedged position; orders",
        response: { 200: Envelope(HedgeView) },
      },
      // as the exposure page it sits on: support looks, admin changes
      preHandler: app.operatorWith("admin", "support"),
    },
    async (request) => envelope(request, success(await hedge.view())),
  );
};
