import type { FastifyInstance } from "fastify";
import { productLine } from "../../platform.ts";
import { createAdjustments } from "./approvals.adjust.ts";
import { approvalsRoutes } from "./approvals.routes.ts";
import {
  type ApprovalKind,
  type ApprovalsService,
  type AskApproval,
  createApprovalsService,
} from "./approvals.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Two-person approval: the kinds other lines register, requests, their approval or rejection. */
    secondApproval: ApprovalsService;
  }
}

/**
 * Registers a kind of change that waits for a second operator (its name, the roles that may approve it,
 * and how approval applies it) and answers the function the line calls when a save needs one. A line
 * using it names `approvals` in its `after`.
 */
export function registerApprovalKind<P>(app: FastifyInstance, kind: ApprovalKind<P>): AskApproval<P> {
  return app.secondApproval.register(kind);
}

/** Two-person approval (maker/checker), and manual balance adjustments, which exist only through it. */
export const approvalsLine = productLine("approvals", async (app, { db, core, clock }) => {
  const approvals = createApprovalsService({ db, clock });
  const adjustments = createAdjustments({ db, core, approvals });
  app.decorate("secondApproval", approvals);
  await app.register(approvalsRoutes, { prefix: "/api", approvals, adjustments });
});
