import { MarketSettings, MarketSettingsBody, RefIdParams } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { SpotService } from "./spot.service.ts";

/**
 * The console's spot markets: their fees, price and lot steps and minimum notional, and halting or
 * resuming one. Every change goes through the money core (`spot.market.save`), audited, and applies
 * from the next order on, on every node.
 */
export const spotAdminRoutes: FastifyPluginAsyncTypebox<{ spot: SpotService }> = async (app, { spot }) => {
  const route = routeKit(app, ["admin"]);

  route.get(
    "/admin/markets",
    {
      summary: "Spot markets with their fees, steps, minimum notional and halt",
      caller: { operator: ["admin", "support"] },
      answer: Type.Array(MarketSettings),
    },
    async () => success(spot.markets.list()),
  );
  route.post(
    "/admin/markets/:id",
    {
      summary:
        "Set a market's maker and taker fees, price step, lot step and minimum notional (a fee above 1 % needs a second operator)",
      caller: { operator: ["admin"] },
      params: RefIdParams,
      body: MarketSettingsBody,
      answer: MarketSettings,
    },
    async ({ operator, body, params, request }) => spot.markets.save(operator, params.id, body, request.ip),
  );
  route.post(
    "/admin/markets/:id/halt",
    {
      summary: "Halt a market: new orders are refused on every path, open orders can still be cancelled",
      caller: { operator: ["admin"] },
      params: RefIdParams,
      answer: MarketSettings,
    },
    async ({ operator, params, request }) => spot.markets.halt(operator, params.id, true, request.ip),
  );
  route.post(
    "/admin/markets/:id/resume",
    {
      summary: "Resume a halted market: orders are taken again",
      caller: { operator: ["admin"] },
      params: RefIdParams,
      answer: MarketSettings,
    },
    async ({ operator, params, request }) => spot.markets.halt(operator, params.id, false, request.ip),
  );
};
