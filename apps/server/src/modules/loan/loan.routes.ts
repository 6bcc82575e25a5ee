import {
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
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { LoanService } from "./loan.service.ts";

/** The legacy Loan calls (spec §7) and adding collateral, mapped in `docs/earn-api.md`. */
export const loanRoutes: FastifyPluginAsyncTypebox<{ loan: LoanService }> = async (app, { loan }) => {
  const route = routeKit(app, ["loans"]);

  route.get(
    "/loan/config",
    {
      summary:
        "The loan offers: coin, cycle, daily and overdue interest, limits, collateral coins and their LTV steps",
      caller: "public",
      answer: Type.Array(LoanOffer),
    },
    async () => success(await loan.config()),
  );

  route.post(
    "/loan/add",
    {
      summary: "Applies for a loan against collateral held from the financial account",
      caller: "user",
      limits: ["product"],
      body: LoanAddBody,
      answer: LoanApplied,
    },
    ({ user, body }) => loan.apply(user.id, body),
  );

  route.get(
    "/loan/order",
    {
      summary:
        "One's loans: debt, LTV and its step at the index now, next interest, liquidation price, history",
      caller: "user",
      query: LoanOrderQuery,
      answer: LoanPage,
    },
    async ({ user, query }) => success(await loan.orders(user.id, query.status, query.page, query.limit)),
  );

  route.post(
    "/loan/repay",
    {
      summary: "Repays principal + interest from the financial account; the collateral comes back",
      caller: "user",
      body: LoanRepayBody,
      answer: LoanRepaid,
    },
    ({ user, body }) => loan.repay(user.id, body.id),
  );

  route.post(
    "/loan/topup",
    {
      summary: "Adds collateral to a loan (lowers its LTV)",
      caller: "user",
      limits: ["product"],
      body: LoanTopupBody,
      answer: LoanToppedUp,
    },
    ({ user, body }) => loan.topup(user.id, body.id, body.amount),
  );
};
