import {
  Envelope,
  IdParams,
  LoanAdminLoan,
  LoanAdminQuery,
  LoanAdminTerms,
  LoanCollateralBody,
  LoanCollateralSaved,
  LoanConfigBody,
  LoanConfigSaved,
  LoanRejectBody,
  LoanReviewed,
  RefIdParams,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { operatorOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { LoanService } from "./loan.service.ts";

/** The console's loans: the offers and collateral coins, the loans, approvals and repayment confirmations. */
export const loanAdminRoutes: FastifyPluginAsyncTypebox<{ loan: LoanService }> = async (app, { loan }) => {
  const tags = ["admin"];
  const route = routeKit(app, tags);
  const reviewer = { preHandler: app.operatorWith("admin") };

  route.get(
    "/admin/loan/terms",
    {
      summary: "The loan offers and the collateral coins with their LTV steps",
      caller: { operator: ["admin", "support"] },
      answer: LoanAdminTerms,
    },
    async () => success(await loan.terms()),
  );

  route.get(
    "/admin/loan/loans",
    {
      summary: "The latest loans of every user, with the debt and LTV of open ones",
      caller: { operator: ["admin", "support"] },
      query: LoanAdminQuery,
      answer: Type.Array(LoanAdminLoan),
    },
    async ({ query }) => success(await loan.allLoans(query.state)),
  );

  for (const [path, approve] of [
    ["approve", true],
    ["reject", false],
  ] as const)
    app.post(
      `/admin/loan/loans/:id/${path}`,
      {
        ...reviewer,
        schema: {
          tags,
          summary: approve
            ? "Approves a loan under review: the principal is credited (audited)"
            : "Rejects a loan under review: the collateral comes back (audited)",
          params: IdParams,
          ...(approve ? {} : { body: LoanRejectBody }),
          response: { 200: Envelope(LoanReviewed) },
        },
      },
      async (request) => {
        const reason = (request.body as { reason?: string } | undefined)?.reason ?? "";
        const reviewed = await loan.review(
          operatorOf(request).id,
          request.params.id,
          approve,
          reason,
          request.ip,
        );
        // the borrower's open loan screens learn the decision at once, with a notice
        if (reviewed.ok) await app.approvals.decided("loan", request.params.id, approve, reason);
        return envelope(request, reviewed);
      },
    );

  route.post(
    "/admin/loan/configs",
    {
      summary: "Creates a loan offer (audited)",
      caller: { operator: ["admin"] },
      body: LoanConfigBody,
      answer: LoanConfigSaved,
    },
    ({ operator, body, request }) => loan.saveConfig(operator.id, null, body, request.ip),
  );

  route.post(
    "/admin/loan/configs/:id",
    {
      summary: "Changes a loan offer; loans keep their terms (audited)",
      caller: { operator: ["admin"] },
      params: RefIdParams,
      body: LoanConfigBody,
      answer: LoanConfigSaved,
    },
    ({ operator, body, params, request }) => loan.saveConfig(operator.id, params.id, body, request.ip),
  );

  route.post(
    "/admin/loan/collaterals/:id",
    {
      summary:
        "Sets a collateral coin (by currency id): its market and LTV steps; loans keep theirs (audited)",
      caller: { operator: ["admin"] },
      params: RefIdParams,
      body: LoanCollateralBody,
      answer: LoanCollateralSaved,
    },
    ({ operator, body, params, request }) => loan.saveCollateral(operator.id, params.id, body, request.ip),
  );

  for (const [path, approve] of [
    ["confirm", true],
    ["refuse", false],
  ] as const)
    app.post(
      `/admin/loan/loans/:id/repay/${path}`,
      {
        ...reviewer,
        schema: {
          tags,
          summary: approve
            ? "Confirms a repayment: the loan ends and the collateral comes back (audited)"
            : "Refuses a repayment: the held amount comes back and the loan stays active (audited)",
          params: IdParams,
          response: { 200: Envelope(LoanReviewed) },
        },
      },
      async (request) =>
        envelope(
          request,
          await loan.repayReview(operatorOf(request).id, request.params.id, approve, request.ip),
        ),
    );
};
