import type { AdminUser } from "@bourse/contract";
import type { Static } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Db } from "../../db/db.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";
import type { KycService } from "./kyc.service.ts";
import { userMatches } from "./user-search.ts";

type UserRow = Omit<Static<typeof AdminUser>, "created_at" | "google_bound"> & {
  created_at: Date;
  google_bound: boolean;
};

const SELECT_USER = `SELECT id, COALESCE(email, '+' || COALESCE(area_code, '') || phone) AS account, email, phone, area_code,
  nickname, kyc_level, real_state, status, google_secret IS NOT NULL AS google_bound, inviter_id, created_at,
  ARRAY(SELECT tag FROM user_tags t WHERE t.user_id = users.id ORDER BY tag) AS tags FROM users`;

export function createUsersAdminService(deps: {
  db: Db;
  kyc: KycService;
  clock: () => Date;
  /** after a commit that revoked sessions: what follows them (the remembered lookups, sockets) lets go */
  sessionsEnded: (userId: number, sessionIds: number[]) => void;
}) {
  const { db, clock } = deps;
  const toUser = (r: UserRow) => ({ ...r, created_at: r.created_at.toISOString() });

  /**
   * `q` matches a user id, part of an email, mobile number or KYC name, or a document number; `tag` keeps
   * the users carrying that tag.
   */
  async function search(filter: { q?: string; tag?: string }, page: number, limit: number) {
    const term = filter.q?.trim() ?? "";
    const tag = filter.tag?.trim().toLowerCase() ?? "";
    // demo accounts are their owners' practice accounts, not users of their own
    const where = ["demo_of IS NULL"];
    const params: unknown[] = [];
    if (term !== "") {
      params.push(term);
      where.push(userMatches("users", params.length + 2));
    }
    if (tag !== "") {
      params.push(tag);
      where.push(
        `EXISTS (SELECT 1 FROM user_tags t WHERE t.user_id = users.id AND t.tag = $${params.length + 2})`,
      );
    }
    const sql = `WHERE ${where.join(" AND ")}`;
    const rows = await db.query<UserRow>(`${SELECT_USER} ${sql} ORDER BY id DESC LIMIT $1 OFFSET $2`, [
      limit,
      offsetOf(page, limit),
      ...params,
    ]);
    // the count has no limit and offset: its parameters start at $1
    const counted = sql.replace(/\$(\d+)/g, (_, n) => `$${Number(n) - 2}`);
    const [count] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users ${counted}`, params);
    return pageOf(rows.map(toUser), count?.n ?? 0, page, limit);
  }

  async function detail(id: number) {
    const [user] = await db.query<UserRow>(`${SELECT_USER} WHERE id = $1`, [id]);
    if (!user) return undefined;
    const sessions = await db.query<{
      id: number;
      ip: string | null;
      user_agent: string | null;
      created_at: Date;
      last_seen_at: Date;
    }>(
      `SELECT id, ip, user_agent, created_at, last_seen_at FROM sessions
       WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2 ORDER BY last_seen_at DESC`,
      [id, clock()],
    );
    return {
      user: toUser(user),
      sessions: sessions.map((s) => ({
        id: s.id,
        ip: s.ip ?? "",
        device: s.user_agent ?? "",
        created_at: s.created_at.toISOString(),
        last_seen_at: s.last_seen_at.toISOString(),
        current: false,
      })),
      kyc: await deps.kyc.applicationsOf(id),
    };
  }

  /** Locking also ends every session of the account; the reason is kept in the audit log. */
  async function setLocked(
    operator: SessionOperator,
    id: number,
    locked: boolean,
    ip: string,
    reason: string,
  ): Promise<Outcome<null>> {
    const done = await db.tx(async (q) => {
      const [user] = await q.query<{ status: string }>("SELECT status FROM users WHERE id = $1 FOR UPDATE", [
        id,
      ]);
      if (!user) return failure("ADMIN_USER_NOT_FOUND");
      const status = locked ? "locked" : "active";
      await q.query("UPDATE users SET status = $2 WHERE id = $1", [id, status]);
      const ended = locked
        ? await q.query<{ id: number }>(
            "UPDATE sessions SET revoked_at = $2 WHERE user_id = $1 AND revoked_at IS NULL RETURNING id",
            [id, clock()],
          )
        : [];
      await writeAudit(q, {
        operatorId: operator.id,
        action: locked ? "user.lock" : "user.unlock",
        targetType: "user",
        targetId: id,
        before: { status: user.status },
        after: { status, reason },
        ip,
        userId: id,
      });
      return success(ended.map((r) => r.id));
    });
    if (!done.ok) return done;
    deps.sessionsEnded(id, done.value);
    return success(null);
  }

  return { search, detail, setLocked };
}

export type UsersAdminService = ReturnType<typeof createUsersAdminService>;
