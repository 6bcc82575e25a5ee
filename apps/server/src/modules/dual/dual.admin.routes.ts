import {
  DualAdminOrder,
  DualAdminOrdersQuery,
  DualAdminProduct,
  DualProductBody,
  Envelope,
  RefIdParams,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { operatorOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { DualService } from "./dual.service.ts";

/** A product saved: its id. */
const Saved = Envelope(Type.Object({ id: Type.Integer() }));

/** The console's dual investment: products (create, change, close; audited) and the latest orders. */
export const dualAdminRoutes: FastifyPluginAsyncTypebox<{ dual: DualService }> = async (app, { dual }) => {
  const tags = ["admin"];

  app.get(
    "/admin/dual/products",
    {
      preHandler: app.operatorWith("admin", "support"),
      schema: {
        tags,
        summary: "Every dual investment product with its shares sold",
        response: { 200: Envelope(Type.Array(DualAdminProduct)) },
      },
    },
    async (request) => envelope(request, success(await dual.products())),
  );

  app.post(
    "/admin/dual/products",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        summary: "Creates a dual investment product (audited)",
        body: DualProductBody,
        response: { 200: Saved },
      },
    },
    async (request) =>
      envelope(request, await dual.saveProduct(operatorOf(request).id, null, request.body, request.ip)),
  );

  app.post(
    "/admin/dual/products/:id",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        summary: "Changes a dual investment product; orders keep their terms (audited)",
        params: RefIdParams,
        body: DualProductBody,
        response: { 200: Saved },
      },
    },
    async (request) =>
      envelope(
        request,
        await dual.saveProduct(operatorOf(request).id, request.params.id, request.body, request.ip),
      ),
  );

  app.get(
    "/admin/dual/orders",
    {
      preHandler: app.operatorWith("admin", "support"),
      schema: {
        tags,
        summary: "The latest dual investment orders of every user",
        querystring: DualAdminOrdersQuery,
        response: { 200: Envelope(Type.Array(DualAdminOrder)) },
      },
    },
    async (request) => envelope(request, success(await dual.allOrders(request.query.product_id))),
  );
};
