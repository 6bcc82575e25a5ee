import {
  Envelope,
  LoanAddBody,
  LoanApplied,
  LoanOffer,
  LoanOrderQuery,
  LoanPage,
  LoanRepaid,
  LoanRepayBody,
  LoanToppedUp,
  LoanTopupBody,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { LoanService } from "./loan.service.ts";

/** The legacy Loan calls (spec §7) and adding collateral, mapped in `docs/earn-api.md`. */
export const loanRoutes: FastifyPluginAsyncTypebox<{ loan: LoanService }> = async (app, { loan }) => {
  const tags = ["loans"];
  const security = [{ token: [] }];
  const signedIn = { preHandler: app.authenticate };

  app.get(
    "/loan/config",
    {
      schema: {
        tags,
        summary:
          "The loan offers: coin, cycle, daily and overdue interest, limits, collateral coins and their LTV steps",
        response: { 200: Envelope(Type.Array(LoanOffer)) },
      },
    },
    async (request) => envelope(request, success(await loan.config())),
  );

  app.post(
    "/loan/add",
    {
      preHandler: [app.authenticate, ...app.userLimits("product")],
      schema: {
        tags,
        security,
        summary: "Applies for a loan against collateral held from the financial account",
        body: LoanAddBody,
        response: { 200: Envelope(LoanApplied) },
      },
    },
    async (request) => envelope(request, await loan.apply(userOf(request).id, request.body)),
  );

  app.get(
    "/loan/order",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary:
          "One's loans: debt, LTV and its step at the index now, next interest, liquidation price, history",
        querystring: LoanOrderQuery,
        response: { 200: Envelope(LoanPage) },
      },
    },
    async (request) => {
      const q = request.query;
      return envelope(request, success(await loan.orders(userOf(request).id, q.status, q.page, q.limit)));
    },
  );

  app.post(
    "/loan/repay",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Repays principal + interest from the financial account; the collateral comes back",
        body: LoanRepayBody,
        response: { 200: Envelope(LoanRepaid) },
      },
    },
    async (request) => envelope(request, await loan.repay(userOf(request).id, request.body.id)),
  );

  app.post(
    "/loan/topup",
    {
      preHandler: [app.authenticate, ...app.userLimits("product")],
      schema: {
        tags,
        security,
        summary: "Adds collateral to a loan (lowers its LTV)",
        body: LoanTopupBody,
        response: { 200: Envelope(LoanToppedUp) },
      },
    },
    async (request) =>
      envelope(request, await loan.topup(userOf(request).id, request.body.id, request.body.amount)),
  );
};
