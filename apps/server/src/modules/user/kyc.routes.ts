import {
  BulkDecisionBody,
  BulkDecisionResult,
  IdParams,
  KycQueueQuery,
  KycQueueResponse,
  KycRejectBody,
  KycSubmitBody,
  OkText,
  RealStateResponse,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { Db } from "../../db/db.ts";
import { operatorOf, userOf } from "../../http/auth.ts";
import { decideEach } from "../../http/bulk.ts";
import { confirm, envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import type { KycService } from "./kyc.service.ts";

/** Real-name verification: the user's side and the console's review queue. */
export const kycRoutes: FastifyPluginAsyncTypebox<{ kyc: KycService; db: Db }> = async (app, { kyc, db }) => {
  const tags = ["kyc"];
  const reviewer = app.operatorWith("admin", "reviewer");

  app.get(
    "/real/state",
    {
      schema: { tags, summary: "Verification state per level", response: { 200: RealStateResponse } },
      preHandler: app.authenticate,
    },
    async (request) => envelope(request, success(await kyc.state(userOf(request).id))),
  );

  app.post(
    "/user/real",
    {
      schema: {
        tags,
        summary: "Submit level 1 (type 1) or level 2 (type 2) for review",
        body: KycSubmitBody,
        response: { 200: OkText },
      },
      preHandler: [app.authenticate, ...app.userLimits("kyc")],
    },
    async (request) => {
      const submitted = await kyc.submit(userOf(request).id, request.body);
      return confirm(request, submitted, "OK_SUBMITTED");
    },
  );

  app.get(
    "/admin/kyc",
    {
      schema: {
        tags,
        summary: "Applications (the review queue oldest first)",
        querystring: KycQueueQuery,
        response: { 200: KycQueueResponse },
      },
      preHandler: reviewer,
    },
    async (request) => {
      const { state, page, limit } = request.query;
      return envelope(request, success(await kyc.queue(state, page, limit)));
    },
  );

  app.post(
    "/admin/kyc/:id/approve",
    {
      schema: {
        tags,
        summary: "Approve an application under review",
        params: IdParams,
        response: { 200: OkText },
      },
      preHandler: reviewer,
    },
    async (request) => {
      const done = await kyc.review(operatorOf(request), request.params.id, { approve: true }, request.ip);
      return confirm(request, done, "OK_APPROVED");
    },
  );

  app.post(
    "/admin/kyc/:id/reject",
    {
      schema: {
        tags,
        summary: "Reject an application under review, with the reason shown to the user",
        params: IdParams,
        body: KycRejectBody,
        response: { 200: OkText },
      },
      preHandler: reviewer,
    },
    async (request) => {
      const done = await kyc.review(
        operatorOf(request),
        request.params.id,
        { approve: false, reason: request.body.reason },
        request.ip,
      );
      return confirm(request, done, "OK_REJECTED");
    },
  );

  routeKit(app, tags).post(
    "/admin/kyc/bulk",
    {
      summary:
        "Approve, or reject with one reason, many applications under review; each decided as its own call would be",
      caller: { operator: ["admin", "reviewer"] },
      body: BulkDecisionBody,
      answer: BulkDecisionResult,
    },
    async ({ operator, body, request }) =>
      decideEach(request, db, operator, { auditAction: "kyc.bulk", targetType: "kyc_application" }, body, {
        approve: (id) => kyc.review(operator, id, { approve: true }, request.ip),
        reject: (id, reason) => kyc.review(operator, id, { approve: false, reason }, request.ip),
      }),
  );
};
