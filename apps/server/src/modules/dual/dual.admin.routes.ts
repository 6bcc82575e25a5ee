import {
  DualAdminOrder,
  DualAdminOrdersQuery,
  DualAdminProduct,
  DualProductBody,
  RefIdParams,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { DualService } from "./dual.service.ts";

/** A product saved: its id. */
const Saved = Type.Object({ id: Type.Integer() });

/** The console's dual investment: products (create, change, close; audited) and the latest orders. */
export const dualAdminRoutes: FastifyPluginAsyncTypebox<{ dual: DualService }> = async (app, { dual }) => {
  const route = routeKit(app, ["admin"]);
  const look = { operator: ["admin", "support"] } as const;
  const change = { operator: ["admin"] } as const;

  route.get(
    "/admin/dual/products",
    {
      summary: "Every dual investment product with its shares sold",
      caller: look,
      answer: Type.Array(DualAdminProduct),
    },
    async () => success(await dual.products()),
  );

  route.post(
    "/admin/dual/products",
    {
      summary: "Creates a dual investment product (audited)",
      caller: change,
      body: DualProductBody,
      answer: Saved,
    },
    ({ operator, body, request }) => dual.saveProduct(operator.id, null, body, request.ip),
  );

  route.post(
    "/admin/dual/products/:id",
    {
      summary: "Changes a dual investment product; orders keep their terms (audited)",
      caller: change,
      params: RefIdParams,
      body: DualProductBody,
      answer: Saved,
    },
    ({ operator, params, body, request }) => dual.saveProduct(operator.id, params.id, body, request.ip),
  );

  route.get(
    "/admin/dual/orders",
    {
      summary: "The latest dual investment orders of every user",
      caller: look,
      query: DualAdminOrdersQuery,
      answer: Type.Array(DualAdminOrder),
    },
    async ({ query }) => success(await dual.allOrders(query.product_id)),
  );
};
