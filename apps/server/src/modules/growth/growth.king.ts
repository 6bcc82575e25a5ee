import type { AdminKingApplication } from "@bourse/contract";
import { kingEligible } from "@bourse/engine";
import type { Static } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import { iso } from "../../db/columns.ts";
import type { Db, Queryable } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";
import type { Rates } from "./growth.rates.ts";

/** Whether user `u` has traded: paid a trading fee, or placed a seconds contract. */
export const TRADED = (u: string) =>
  `(EXISTS (SELECT 1 FROM fee_payments f WHERE f.payer_id = ${u}.id)
    OR EXISTS (SELECT 1 FROM seconds_orders so WHERE so.user_id = ${u}.id))`;

/** Direct invitees who traded, and invitees of levels 1–3 who traded, of user $1. */
const COUNTS = `SELECT
    (SELECT count(*)::int FROM users a WHERE a.inviter_id = $1 AND ${TRADED("a")}) AS direct,
    (SELECT count(*)::int FROM users a WHERE ${TRADED("a")} AND (a.inviter_id = $1
       OR a.inviter_id IN (SELECT id FROM users WHERE inviter_id = $1)
       OR a.inviter_id IN (SELECT id FROM users WHERE inviter_id IN (SELECT id FROM users WHERE inviter_id = $1)))) AS team`;

/**
 * King managers (PRODUCT-RULES "Growth"): a member whose direct invitees who traded, or team (levels 1–3)
 * who traded, reach the thresholds (100 / 500, engine `kingEligible`) applies; an operator approves or
 * rejects with a reason. Approval makes the member's rebates 32/16/8 % for fees paid from then on.
 */
export function createKing(db: Db, clock: () => Date, rates: Rates) {
  async function counts(q: Queryable, userId: number) {
    const [c] = await q.query<{ direct: number; team: number }>(COUNTS, [userId]);
    return { directTraded: c?.direct ?? 0, teamTraded: c?.team ?? 0 };
  }

  const APPLICATION = `SELECT k.id::int, k.user_id::int, coalesce(u.email, u.phone) AS account, k.state,
      k.note, k.reason, ${iso("k.created_at")} AS created_at, ${iso("k.decided_at")} AS decided_at,
      o.username AS operator
    FROM king_applications k JOIN users u ON u.id = k.user_id LEFT JOIN operators o ON o.id = k.operator_id`;

  /** `GET /api/growth/king`. */
  async function status(userId: number) {
    const [me] = await db.query<{ king: boolean }>("SELECT king FROM users WHERE id = $1", [userId]);
    const set = await rates.current();
    const c = await counts(db, userId);
    const [last] = await db.query<{
      id: number;
      state: "review" | "approved" | "rejected";
      note: string;
      reason: string | null;
      created_at: string;
      decided_at: string | null;
    }>(`${APPLICATION} WHERE k.user_id = $1 ORDER BY k.id DESC LIMIT 1`, [userId]);
    return {
      king: me?.king ?? false,
      direct_traded: c.directTraded,
      team_traded: c.teamTraded,
      thresholds: set.thresholds,
      eligible: kingEligible(c, set.thresholds),
      rates: set.levels.texts,
      king_rates: set.king.texts,
      application: last
        ? {
            id: last.id,
            state: last.state,
            note: last.note,
            reason: last.reason,
            created_at: last.created_at,
            decided_at: last.decided_at,
          }
        : null,
    };
  }

  /** `POST /api/growth/king/apply`. */
  async function apply(userId: number, note: string): Promise<Outcome<Awaited<ReturnType<typeof status>>>> {
    const s = await status(userId);
    if (s.king) return failure("GROWTH_KING_ALREADY");
    if (s.application?.state === "review") return failure("GROWTH_KING_PENDING");
    if (!s.eligible)
      return failure("GROWTH_KING_NOT_ELIGIBLE", {
        direct: s.thresholds.direct,
        team: s.thresholds.team,
        directTraded: s.direct_traded,
        teamTraded: s.team_traded,
      });
    const inserted = await db.query(
      `INSERT INTO king_applications (user_id, note, direct_traded, team_traded, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING RETURNING id`,
      [userId, note, s.direct_traded, s.team_traded, clock()],
    );
    if (inserted.length === 0) return failure("GROWTH_KING_PENDING");
    return success(await status(userId));
  }

  /** The console's queue. */
  async function list(state: string | undefined, page: number, limit: number) {
    const rows = await db.query<
      Omit<Static<typeof AdminKingApplication>, "direct_traded" | "team_traded" | "eligible">
    >(
      `${APPLICATION} WHERE ($1::text IS NULL OR k.state = $1)
       ORDER BY (k.state = 'review') DESC, CASE WHEN k.state = 'review' THEN k.id END, k.id DESC LIMIT $2 OFFSET $3`,
      [state ?? null, limit, offsetOf(page, limit)],
    );
    const [total] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM king_applications WHERE ($1::text IS NULL OR state = $1)",
      [state ?? null],
    );
    const set = await rates.current();
    const items = [];
    for (const r of rows) {
      const c = await counts(db, r.user_id);
      items.push({
        ...r,
        direct_traded: c.directTraded,
        team_traded: c.teamTraded,
        eligible: kingEligible(c, set.thresholds),
      });
    }
    return pageOf(items, total?.n ?? 0, page, limit);
  }

  /** The console approves (the member becomes a king manager) or rejects with a reason; audited. */
  async function decide(
    operatorId: number,
    id: number,
    decision: "approve" | "reject",
    reason: string | undefined,
    ip: string,
  ): Promise<Outcome<null>> {
    return db.tx(async (q) => {
      const [k] = await q.query<{ user_id: number; state: string }>(
        "SELECT user_id::int, state FROM king_applications WHERE id = $1 FOR UPDATE",
        [id],
      );
      if (!k) return failure("GROWTH_KING_NOT_FOUND");
      if (k.state !== "review") return failure("GROWTH_KING_DECIDED");
      const state = decision === "approve" ? "approved" : "rejected";
      await q.query(
        `UPDATE king_applications SET state = $2, reason = $3, operator_id = $4, decided_at = $5 WHERE id = $1`,
        [id, state, reason?.trim() || null, operatorId, clock()],
      );
      if (decision === "approve") await q.query("UPDATE users SET king = true WHERE id = $1", [k.user_id]);
      await writeAudit(q, {
        operatorId,
        action: `growth.king.${decision}`,
        targetType: "king_application",
        targetId: id,
        before: { state: "review" },
        after: { state, user_id: k.user_id, reason: reason ?? null },
        ip,
        userId: k.user_id,
      });
      return success(null);
    });
  }

  return { status, apply, list, decide };
}

export type King = ReturnType<typeof createKing>;
