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
import type { LoanService } from "./loan.service.ts";

/** The console's loans: the offers and collateral coins, the loans, approvals and repayment confirmations. */
export const loanAdminRoutes: FastifyPluginAsyncTypebox<{ loan: LoanService }> = async (app, { loan }) => {
  const tags = ["admin"];
  const reviewer = { preHandler: app.operatorWith("admin") };

  app.get(
    "/admin/loan/terms",
    {
      preHandler: app.operatorWith("admin", "support"),
      schema: {
        tags,
        summary: "The loan offers and the collateral coins with their LTV steps",
        response: { 200: Envelope(LoanAdminTerms) },
      },
    },
    async (request) => envelope(request, success(await loan.terms())),
  );

  app.get(
    "/admin/loan/loans",
    {
      preHandler: app.operatorWith("admin", "support"),
      schema: {
        tags,
        summary: "The latest loans of every user, with the debt and LTV of open ones",
        querystring: LoanAdminQuery,
        response: { 200: Envelope(Type.Array(LoanAdminLoan)) },
      },
    },
    async (request) => envelope(request, success(await loan.allLoans(request.query.state))),
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

  app.post(
    "/admin/loan/configs",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        summary: "Creates a loan offer (audited)",
        body: LoanConfigBody,
        response: { 200: Envelope(LoanConfigSaved) },
      },
    },
    async (request) =>
      envelope(request, await loan.saveConfig(operatorOf(request).id, null, request.body, request.ip)),
  );

  app.post(
    "/admin/loan/configs/:id",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        summary: "Changes a loan offer; loans keep their terms (audited)",
        params: RefIdParams,
        body: LoanConfigBody,
        response: { 200: Envelope(LoanConfigSaved) },
      },
    },
    async (request) =>
      envelope(
        request,
        await loan.saveConfig(operatorOf(request).id, request.params.id, request.body, request.ip),
      ),
  );

  app.post(
    "/admin/loan/collaterals/:id",
    {
      preHandler: app.operatorWith("admin"),
      schema: {
        tags,
        summary:
          "Sets a collateral coin (by currency id): its market and LTV steps; loans keep theirs (audited)",
        params: RefIdParams,
        body: LoanCollateralBody,
        response: { 200: Envelope(LoanCollateralSaved) },
      },
    },
    async (request) =>
      envelope(
        request,
        await loan.saveCollateral(operatorOf(request).id, request.params.id, request.body, request.ip),
      ),
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
