import { EventEmitter } from "node:events";
import type { UserMessage } from "@bourse/contract/realtime";
import type { Db } from "../db/db.ts";
import type { UserNotice } from "./notice.ts";
import { userAndDemo } from "./recipients.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Tells users the console's decisions on their applications (merchant, trader, king, loan). */
    approvals: ApprovalNotices;
  }
}

type Approval = Extract<UserMessage, { kind: "approval" }>["approval"];
export type ApprovalLine = Approval["line"];

/** Whose application an id names, for the lines whose id is not the user's own. */
const OWNER: Partial<Record<ApprovalLine, string>> = {
  king: "SELECT user_id::int AS user_id FROM king_applications WHERE id = $1",
  loan: "SELECT user_id::int AS user_id FROM loans WHERE id = $1",
};

/**
 * An operator's decision on a user's application (a merchant store, a copy trader, a king manager, a loan
 * under review), told to the user once it is committed: an `approval` UserNotice on `events` (`user`),
 * which the socket gateway sends to the user's channel and to their demo account's (a session acting
 * as the demo account follows that one), as identity decisions are; `relay` hands it to the other
 * nodes, whose sockets may hold the user's. The decision is already durable: a notice that cannot be
 * told is lost, never the decision (the screens read it again when they reconnect).
 */
export function createApprovalNotices(deps: { db: Db; relay?: (notice: UserNotice) => void }) {
  /** `user` (UserNotice) after each decision */
  const events = new EventEmitter();

  /** The notices of one decision (the user's and their demo account's), emitted and relayed. */
  async function decided(
    line: ApprovalLine,
    id: number,
    approved: boolean,
    reason: string | null,
    userId?: number,
  ): Promise<UserNotice[]> {
    const owner = OWNER[line];
    const user =
      userId ?? (owner ? (await deps.db.query<{ user_id: number }>(owner, [id]))[0]?.user_id : undefined);
    if (user === undefined) return [];
    const told = await userAndDemo(deps.db, user);
    const approval: Approval = {
      line,
      id,
      state: approved ? "approved" : "rejected",
      reason: approved ? null : reason?.trim() || null,
    };
    const notices = told.map((to): UserNotice => ({ userId: to, kind: "approval", approval }));
    for (const notice of notices) {
      events.emit("user", notice);
      deps.relay?.(notice);
    }
    return notices;
  }

  return { events, decided };
}

export type ApprovalNotices = ReturnType<typeof createApprovalNotices>;
