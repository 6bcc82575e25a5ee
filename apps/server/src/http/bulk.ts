import type { BulkDecisionBody, BulkDecisionResult, BulkItemResult } from "@bourse/contract";
import type { FastifyRequest } from "fastify";
import { writeAudit } from "../audit/audit.ts";
import type { Db } from "../db/db.ts";
import type { SessionOperator } from "./auth.ts";
import { failureBody } from "./envelope.ts";
import { failure, type Outcome, success } from "./outcome.ts";

/** How one request of a queue is decided: the very functions its single approve and reject routes call. */
export interface SingleDecision {
  approve: (id: number) => Promise<Outcome<unknown>>;
  reject: (id: number, reason: string) => Promise<Outcome<unknown>>;
}

/**
 * One decision for many requests of a review queue (`BulkDecisionBody`): each id is decided on its own
 * through the queue's single decision, one after the other, so each keeps its own checks, transaction,
 * audit entry and money path, and one refused (already decided, unknown, against a rule) leaves the
 * others decided. The call itself is audited once (`<queue>.bulk`: the action, reason, note and how
 * many were decided). A rejection needs its reason.
 */
export async function decideEach(
  request: FastifyRequest,
  db: Db,
  operator: SessionOperator,
  queue: { auditAction: string; targetType: string },
  body: BulkDecisionBody,
  decide: SingleDecision,
): Promise<Outcome<BulkDecisionResult>> {
  const reason = body.reason?.trim() ?? "";
  if (body.action === "reject" && reason === "") return failure("REQUEST_INVALID_FIELD", { field: "reason" });
  const ids = [...new Set(body.ids)];
  const results: BulkItemResult[] = [];
  for (const id of ids) {
    let done: Outcome<unknown>;
    try {
      done = body.action === "approve" ? await decide.approve(id) : await decide.reject(id, reason);
    } catch (err) {
      request.log.error({ err, id }, "bulk decision: one request failed");
      done = failure("SERVER_BUSY");
    }
    if (done.ok) results.push({ id, ok: true });
    else {
      const { message } = failureBody(request, done.code, done.params);
      results.push({ id, ok: false, code: done.code, message });
    }
  }
  const decided = results.filter((r) => r.ok).length;
  await writeAudit(db, {
    operatorId: operator.id,
    action: queue.auditAction,
    targetType: queue.targetType,
    targetId: null,
    after: {
      action: body.action,
      ...(body.action === "reject" ? { reason } : {}),
      ...(body.note?.trim() ? { note: body.note.trim() } : {}),
      decided: results.filter((r) => r.ok).map((r) => r.id),
      failed: results.filter((r) => !r.ok).map((r) => ({ id: r.id, code: r.code })),
    },
    ip: request.ip,
  });
  return success({ decided, failed: results.length - decided, results });
}
