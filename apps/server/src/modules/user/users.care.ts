import type { AdminUserNote } from "@bourse/contract";
import type { FastifyBaseLogger } from "fastify";
import { writeAudit } from "../../audit/audit.ts";
import type { Db } from "../../db/db.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import type { Sender } from "../../notify/sender.ts";
import { sendAccountNotice, withdrawLockUntil } from "../auth/index.ts";

const TAG = /^[\p{L}\p{N}_-]{1,24}$/u;
export const MAX_TAGS = 10;

/** The tags of a comma-separated list, lower-cased, without repeats; undefined when one is malformed. */
export function parseTags(raw: string): string[] | undefined {
  const tags = [
    ...new Set(
      raw
        .split(",")
        .map((t) => t.trim().toLowerCase())
        .filter((t) => t !== ""),
    ),
  ];
  if (tags.length > MAX_TAGS || !tags.every((t) => TAG.test(t))) return undefined;
  return tags.sort();
}

/**
 * What operators keep about a user for each other (notes, tags), and the one account change support
 * makes for a user who lost their phone: removing the authenticator. Every change is audited against the
 * user; the reset locks withdrawals as the user's own security changes do and tells the user.
 */
export function createUserCare(deps: { db: Db; sender: Sender; clock: () => Date; log: FastifyBaseLogger }) {
  const { db, sender, clock } = deps;

  async function exists(userId: number): Promise<boolean> {
    return (await db.query("SELECT 1 FROM users WHERE id = $1", [userId])).length === 1;
  }

  async function notes(userId: number): Promise<Outcome<AdminUserNote[]>> {
    if (!(await exists(userId))) return failure("ADMIN_USER_NOT_FOUND");
    const rows = await db.query<{ id: number; body: string; operator: string; created_at: Date }>(
      `SELECT n.id::int, n.body, o.username AS operator, n.created_at FROM user_notes n
       JOIN operators o ON o.id = n.operator_id WHERE n.user_id = $1 ORDER BY n.id DESC LIMIT 200`,
      [userId],
    );
    return success(rows.map((r) => ({ ...r, created_at: r.created_at.toISOString() })));
  }

  async function addNote(
    operator: SessionOperator,
    userId: number,
    body: string,
    ip: string,
  ): Promise<Outcome<AdminUserNote[]>> {
    const text = body.trim();
    if (text === "") return failure("ADMIN_NOTE_EMPTY");
    const added = await db.tx(async (q) => {
      const [user] = await q.query("SELECT 1 FROM users WHERE id = $1", [userId]);
      if (!user) return failure("ADMIN_USER_NOT_FOUND");
      const [note] = await q.query<{ id: number }>(
        "INSERT INTO user_notes (user_id, operator_id, body, created_at) VALUES ($1, $2, $3, $4) RETURNING id::int",
        [userId, operator.id, text, clock()],
      );
      await writeAudit(q, {
        operatorId: operator.id,
        action: "user.note",
        targetType: "user",
        targetId: userId,
        after: { note: note?.id },
        ip,
        userId,
      });
      return success(null);
    });
    return added.ok ? notes(userId) : added;
  }

  /** Replaces the user's tags with `raw` (comma-separated); the audit keeps both sets. */
  async function setTags(
    operator: SessionOperator,
    userId: number,
    raw: string,
    ip: string,
  ): Promise<Outcome<string[]>> {
    const tags = parseTags(raw);
    if (!tags) return failure("ADMIN_USER_TAGS_INVALID", { max: MAX_TAGS });
    return db.tx(async (q) => {
      const [user] = await q.query("SELECT 1 FROM users WHERE id = $1 FOR UPDATE", [userId]);
      if (!user) return failure("ADMIN_USER_NOT_FOUND");
      const before = await q.query<{ tag: string }>(
        "SELECT tag FROM user_tags WHERE user_id = $1 ORDER BY tag",
        [userId],
      );
      await q.query("DELETE FROM user_tags WHERE user_id = $1", [userId]);
      if (tags.length > 0) {
        await q.query("INSERT INTO user_tags (user_id, tag) SELECT $1, unnest($2::text[])", [userId, tags]);
      }
      await writeAudit(q, {
        operatorId: operator.id,
        action: "user.tags",
        targetType: "user",
        targetId: userId,
        before: { tags: before.map((r) => r.tag) },
        after: { tags },
        ip,
        userId,
      });
      return success(tags);
    });
  }

  /**
   * Removes the user's authenticator (bound or half-bound), with the operator's reason: withdrawals lock
   * for the security-change period (`withdraw_lock_hours`, 24 h by default) from now, and the user is told
   * by mail or SMS. Sign-in and withdrawals then ask no authenticator code until the user binds one again.
   */
  async function resetAuthenticator(
    operator: SessionOperator,
    userId: number,
    reason: string,
    ip: string,
  ): Promise<Outcome<{ withdraw_locked_until: string }>> {
    const until = await withdrawLockUntil(db, clock());
    const done = await db.tx(async (q) => {
      const [user] = await q.query<{ bound: boolean; locked: Date | null }>(
        "SELECT google_secret IS NOT NULL AS bound, withdraw_locked_until AS locked FROM users WHERE id = $1 FOR UPDATE",
        [userId],
      );
      if (!user) return failure("ADMIN_USER_NOT_FOUND");
      if (!user.bound) return failure("ADMIN_USER_NO_AUTHENTICATOR");
      const [after] = await q.query<{ locked: Date }>(
        `UPDATE users SET google_secret = NULL, google_pending_secret = NULL, google_last_step = NULL,
           withdraw_locked_until = GREATEST(COALESCE(withdraw_locked_until, $2::timestamptz), $2::timestamptz)
         WHERE id = $1 RETURNING withdraw_locked_until AS locked`,
        [userId, until],
      );
      const lockedUntil = (after?.locked ?? until).toISOString();
      await writeAudit(q, {
        operatorId: operator.id,
        action: "user.authenticator_reset",
        targetType: "user",
        targetId: userId,
        before: { authenticator: true, withdraw_locked_until: user.locked?.toISOString() ?? null },
        after: { authenticator: false, withdraw_locked_until: lockedUntil, reason },
        ip,
        userId,
      });
      return success({ withdraw_locked_until: lockedUntil });
    });
    if (!done.ok) return done;
    // the reset is committed: a notice that cannot be sent is logged, never undoes it
    await sendAccountNotice(db, sender, userId, {
      subject: "MAIL_AUTHENTICATOR_RESET_SUBJECT",
      body: "MAIL_AUTHENTICATOR_RESET_BODY",
      params: { reason, until: `${done.value.withdraw_locked_until.replace("T", " ").slice(0, 16)} UTC` },
    }).catch((err: unknown) => deps.log.warn({ err, userId }, "authenticator reset notice not sent"));
    return done;
  }

  return { notes, addNote, setTags, resetAuthenticator };
}

export type UserCare = ReturnType<typeof createUserCare>;
