import {
  AdjustBalanceBody,
  ApprovalAsked,
  ApprovalPage,
  ApprovalQuery,
  ApprovalRejectBody,
  IdParams,
  RiskyTerms,
} from "@bourse/contract";
import { RISKY_TERMS } from "@bourse/engine";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { Type } from "typebox";
import { success } from "../../http/outcome.ts";
import { confirmation, routeKit } from "../../http/routes.ts";
import type { Adjustments } from "./approvals.adjust.ts";
import type { ApprovalsService } from "./approvals.service.ts";

/** The console's approvals: the requests, their approval or rejection, and balance adjustments asked for. */
export const approvalsRoutes: FastifyPluginAsyncTypebox<{
  approvals: ApprovalsService;
  adjustments: Adjustments;
}> = async (app, { approvals, adjustments }) => {
  const route = routeKit(app, ["admin"]);

  route.get(
    "/admin/approvals",
    {
      summary: "Requests waiting for a second operator (oldest first), or decided ones (newest first)",
      caller: { operator: ["admin", "reviewer", "support"] },
      query: ApprovalQuery,
      answer: ApprovalPage,
    },
    async ({ query }) => success(await approvals.list(query.state, query.page, query.limit)),
  );
  route.get(
    "/admin/approvals/terms",
    {
      summary: "Where a change of terms waits for a second operator: the thresholds and usual ranges",
      caller: { operator: ["admin", "reviewer", "support"] },
      answer: RiskyTerms,
    },
    async () => success({ ...RISKY_TERMS }),
  );
  route.post(
    "/admin/approvals/:id/approve",
    {
      summary: "Approve another operator's request: its change is applied, once",
      caller: { operator: ["admin", "reviewer", "support"] },
      params: IdParams,
      answer: Type.String(),
    },
    async ({ operator, params, request }) =>
      confirmation(request, await approvals.approve(operator, params.id, request.ip), "OK_APPROVED"),
  );
  route.post(
    "/admin/approvals/:id/reject",
    {
      summary: "Reject another operator's request with a reason: nothing changes",
      caller: { operator: ["admin", "reviewer", "support"] },
      params: IdParams,
      body: ApprovalRejectBody,
      answer: Type.String(),
    },
    async ({ operator, params, body, request }) =>
      confirmation(
        request,
        await approvals.reject(operator, params.id, body.reason, request.ip),
        "OK_REJECTED",
      ),
  );
  route.post(
    "/admin/users/:id/adjust",
    {
      summary:
        "Ask for a credit or debit of a user's available balance, applied when a second operator approves it",
      caller: { operator: ["admin"] },
      params: IdParams,
      body: AdjustBalanceBody,
      answer: ApprovalAsked,
    },
    async ({ operator, params, body, request }) =>
      adjustments.request(
        operator,
        params.id,
        {
          currency: body.currency,
          direction: body.direction,
          amount: body.amount,
          account: body.account,
          reason: body.reason,
        },
        request.ip,
      ),
  );
};
