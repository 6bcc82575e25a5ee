import { AddedId, CurrencyAddBody, NetworkAddBody, RefIdParams } from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { routeKit } from "../../http/routes.ts";
import type { CurrencyAdmin } from "./currency-add.ts";

/** The console's additions to the venue's currencies and their networks (edits are in wallet.admin.routes). */
export const currencyAddRoutes: FastifyPluginAsyncTypebox<{ currencies: CurrencyAdmin }> = async (
  app,
  { currencies },
) => {
  const route = routeKit(app, ["admin"]);

  route.post(
    "/admin/currencies",
    {
      summary: "Add a currency: its symbol, name, decimals, reference price and whether it is listed",
      caller: { operator: ["admin"] },
      body: CurrencyAddBody,
      answer: AddedId,
    },
    async ({ operator, body, request }) => currencies.addCurrency(operator, body, request.ip),
  );
  route.post(
    "/admin/currencies/:id/networks",
    {
      summary: "Add a network to a currency: deposit address, minimums, withdrawal fee, on-chain settings",
      caller: { operator: ["admin"] },
      params: RefIdParams,
      body: NetworkAddBody,
      answer: AddedId,
    },
    async ({ operator, body, params, request }) =>
      currencies.addNetwork(operator, params.id, body, request.ip),
  );
};
