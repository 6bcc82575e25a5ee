import type { ApprovalChange, ApprovalPage, ApprovalState, ApprovalSummary } from "@bourse/contract";
import { writeAudit } from "../../audit/audit.ts";
import type { Db, Queryable } from "../../db/db.ts";
import type { OperatorRole, SessionOperator } from "../../http/auth.ts";
import { type Failure, failure, type Outcome, success } from "../../http/outcome.ts";
import { approvalStore } from "./approvals.store.ts";

/** Who approves, as an applied change sees it: the checker, the call's address and the request. */
export interface ApprovedBy {
  operator: SessionOperator;
  ip: string;
  /** the request's id: a money command applying it takes `approval:<id>` as its idempotency key */
  request: number;
  /** the operator who asked for it */
  maker: number;
}

/**
 * A kind of change that waits for a second operator: its name, the roles that may approve it, and how
 * approval applies it (the same update the maker's save would have made). `apply` answers a failure to
 * refuse the approval (the request then waits again, nothing changed).
 */
export interface ApprovalKind<P> {
  kind: string;
  roles: readonly OperatorRole[];
  apply(payload: P, by: ApprovedBy): Promise<Outcome<unknown>>;
}

/** What a maker's save hands over when its change needs a second operator. */
export interface ApprovalAsk<P> {
  maker: Pick<SessionOperator, "id">;
  /** what the change is about ("withdrawal:12"): one request per subject waits at a time */
  subject: string;
  payload: P;
  /** what the checker reads: the target, and the user and money, or the fields old → new */
  summary: {
    target: string;
    user_id?: number | null;
    currency?: string | null;
    amount?: string | null;
    changes?: ApprovalChange[];
  };
  reason?: string | null;
  ip: string;
}

/**
 * Asks for a second operator: stores the request (or finds the one already waiting on the subject) and
 * answers `APPROVAL_PENDING` with its id, which the maker's route answers as it is.
 */
export type AskApproval<P> = (ask: ApprovalAsk<P>) => Promise<Failure>;

/** The audit entry's subject columns of a request: its user, amount and currency where it has them. */
const subjectOf = (s: ApprovalSummary) => ({
  userId: s.user_id,
  amount: s.amount === null ? null : s.amount.replace(/^-/, ""),
  currency: s.currency,
});

/**
 * Two-person approval: the kinds registered by the lines that own them, requests made by one operator,
 * and their approval (applied once) or rejection by another, each step audited.
 */
export function createApprovalsService(deps: { db: Db; clock: () => Date }) {
  const { db, clock } = deps;
  const store = approvalStore(db);
  const kinds = new Map<string, ApprovalKind<unknown>>();

  /** Stores a request of a registered kind (or finds the one waiting on its subject) and answers its id. */
  async function ask<P>(kind: string, a: ApprovalAsk<P>): Promise<number> {
    const userAccount =
      a.summary.user_id != null ? ((await store.userAccount(db, a.summary.user_id)) ?? null) : null;
    const summary: ApprovalSummary = {
      target: a.summary.target,
      user_id: a.summary.user_id ?? null,
      user_account: userAccount,
      currency: a.summary.currency ?? null,
      amount: a.summary.amount ?? null,
      changes: a.summary.changes ?? [],
    };
    const id = await db.tx(async (q) => {
      const existing = await store.waiting(q, kind, a.subject);
      if (existing !== undefined) return existing;
      const id = await store.insert(q, {
        kind,
        subject: a.subject,
        maker: a.maker.id,
        payload: a.payload,
        summary,
        reason: a.reason ?? null,
        now: clock(),
      });
      await writeAudit(q, {
        operatorId: a.maker.id,
        action: "approval.request",
        targetType: "approval",
        targetId: id,
        after: { kind, subject: a.subject, summary, payload: a.payload, reason: a.reason ?? null },
        ip: a.ip,
        ...subjectOf(summary),
      });
      return id;
    });
    return id;
  }

  /**
   * Registers a kind of change that waits for a second operator, and answers the function its line calls
   * when a save needs one. One registration per kind.
   */
  function register<P>(def: ApprovalKind<P>): AskApproval<P> {
    if (kinds.has(def.kind)) throw new Error(`approval kind ${def.kind} registered twice`);
    kinds.set(def.kind, def as ApprovalKind<unknown>);
    return async (a) => failure("APPROVAL_PENDING", { id: await ask(def.kind, a) });
  }

  /** Why `checker` may not decide `request`, if they may not. */
  function refusal(
    request: { maker_id: number; kind: string; state: string },
    checker: SessionOperator,
  ): Failure | undefined {
    if (request.state === "approved" || request.state === "rejected") return failure("APPROVAL_DECIDED");
    if (request.maker_id === checker.id) return failure("APPROVAL_OWN_REQUEST");
    const def = kinds.get(request.kind);
    if (!def) return failure("APPROVAL_UNKNOWN_KIND");
    if (!def.roles.includes(checker.role)) return failure("APPROVAL_ROLE");
    return undefined;
  }

  /**
   * A second operator approves: the request is claimed (a concurrent approve is refused), its change
   * applied, then recorded as approved and audited. A change refused when applied (a debit beyond the
   * balance) leaves the request waiting and nothing changed.
   */
  async function approve(checker: SessionOperator, id: number, ip: string): Promise<Outcome<null>> {
    const found = await store.get(id);
    if (!found) return failure("APPROVAL_NOT_FOUND");
    const refused = refusal(found, checker);
    if (refused) return refused;
    const claimed = await store.claim(id, checker.id, clock());
    if (!claimed) return failure("APPROVAL_DECIDED");
    const def = kinds.get(claimed.kind);
    if (!def) {
      await store.release(id, checker.id);
      return failure("APPROVAL_UNKNOWN_KIND");
    }
    let applied: Outcome<unknown>;
    try {
      applied = await def.apply(claimed.payload, {
        operator: checker,
        ip,
        request: id,
        maker: claimed.maker_id,
      });
    } catch (err) {
      await store.release(id, checker.id);
      throw err;
    }
    if (!applied.ok) {
      await store.release(id, checker.id);
      return applied;
    }
    return db.tx(async (q) => {
      if (!(await store.decide(q, id, { state: "approved", checker: checker.id, now: clock(), note: null })))
        return failure("APPROVAL_DECIDED");
      await audit(q, checker, claimed, "approval.approve", ip, null);
      return success(null);
    });
  }

  /** A second operator rejects, with a reason: nothing the request would change changes. */
  async function reject(
    checker: SessionOperator,
    id: number,
    reason: string,
    ip: string,
  ): Promise<Outcome<null>> {
    const note = reason.trim();
    if (note === "") return failure("REQUEST_INVALID_FIELD", { field: "reason" });
    const found = await store.get(id);
    if (!found) return failure("APPROVAL_NOT_FOUND");
    if (found.state === "applying") return failure("APPROVAL_DECIDED");
    const refused = refusal(found, checker);
    // a kind no line registers any more can still be rejected, by an admin
    if (refused && !(refused.code === "APPROVAL_UNKNOWN_KIND" && checker.role === "admin")) return refused;
    return db.tx(async (q) => {
      if (!(await store.decide(q, id, { state: "rejected", checker: checker.id, now: clock(), note })))
        return failure("APPROVAL_DECIDED");
      await audit(q, checker, found, "approval.reject", ip, note);
      return success(null);
    });
  }

  async function audit(
    q: Queryable,
    checker: SessionOperator,
    r: { id: number; kind: string; subject: string; maker_id: number; summary: ApprovalSummary },
    action: "approval.approve" | "approval.reject",
    ip: string,
    note: string | null,
  ) {
    await writeAudit(q, {
      operatorId: checker.id,
      action,
      targetType: "approval",
      targetId: r.id,
      before: { state: "pending", kind: r.kind, subject: r.subject, maker_id: r.maker_id },
      after: {
        state: action === "approval.approve" ? "approved" : "rejected",
        summary: r.summary,
        ...(note ? { note } : {}),
      },
      ip,
      ...subjectOf(r.summary),
    });
  }

  async function list(state: ApprovalState | undefined, page: number, limit: number): Promise<ApprovalPage> {
    const found = await store.list(state, page, limit);
    return {
      ...found,
      data: found.data.map((r) => ({ ...r, roles: [...(kinds.get(r.kind)?.roles ?? ["admin"])] })),
    };
  }

  return { register, ask, approve, reject, list };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
