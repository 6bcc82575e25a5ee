import {
  type DualSummary,
  Envelope,
  FinancialSummary,
  type IeoSummary,
  type LoanSummary,
  type LockSummary,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";

/** Each earn product's part of a user's overview (the product's own service answers it). */
export interface EarnSummaries {
  lock: (userId: number) => Promise<LockSummary>;
  ieo: (userId: number) => Promise<IeoSummary>;
  dual: (userId: number) => Promise<DualSummary>;
  loan: (userId: number) => Promise<LoanSummary>;
}

/** The financial account's overview: every earn product's holdings and yield, in full (not a page). */
export const financialRoutes: FastifyPluginAsyncTypebox<EarnSummaries> = async (app, products) => {
  app.get(
    "/financial/summary",
    {
      preHandler: app.authenticate,
      schema: {
        tags: ["financial"],
        security: [{ token: [] }],
        summary:
          "One's earn holdings: lock mining orders, locked amounts and yield paid; IEO payments and tokens held; dual investments held; loans owed and their collateral",
        response: { 200: Envelope(FinancialSummary) },
      },
    },
    async (request) => {
      const id = userOf(request).id;
      const [lock, ieo, dual, loan] = await Promise.all([
        products.lock(id),
        products.ieo(id),
        products.dual(id),
        products.loan(id),
      ]);
      return envelope(request, success({ lock, ieo, dual, loan }));
    },
  );
};
