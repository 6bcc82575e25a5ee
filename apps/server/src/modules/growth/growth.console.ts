import type { AdminCouponIssue, AdminGrowthReport, AdminInviteTree, InviteNode } from "@bourse/contract";
import type { Static } from "typebox";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { TRADED } from "./growth.king.ts";

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const num = (column: string) => `trim_scale(${column})::text`;
/** The most invitees a tree lists. */
const TREE_LIMIT = 500;

const NODE = `u.id::int, coalesce(u.email, u.phone) AS account, u.inviter_id::int, u.king, ${TRADED("u")} AS traded,
  ${iso("u.created_at")} AS created_at,
  coalesce((SELECT json_agg(json_build_object('currency_name', c.name, 'amount', ${num("x.amount")}) ORDER BY c.name)
    FROM (SELECT currency_id, sum(amount) AS amount FROM rebates WHERE payer_id = u.id GROUP BY currency_id) x
    JOIN currencies c ON c.id = x.currency_id), '[]'::json) AS rebates_paid`;

type Node = Static<typeof InviteNode>;

/** The console's view of the invitation programme: a user's tree and what every campaign paid. */
export function createGrowthConsole(db: Db, clock: () => Date, issueView: string) {
  /** A user, their inviters up to level 3, and their invitees down to `depth`. */
  async function tree(userId: number, depth: number): Promise<Outcome<Static<typeof AdminInviteTree>>> {
    const [user] = await db.query<Node>(`SELECT ${NODE}, 0 AS level FROM users u WHERE u.id = $1`, [userId]);
    if (!user) return failure("GROWTH_USER_NOT_FOUND");
    const inviters = await db.query<Node>(
      `WITH RECURSIVE up(id, level) AS (
         SELECT inviter_id, 1 FROM users WHERE id = $1 AND inviter_id IS NOT NULL
         UNION ALL SELECT u.inviter_id, up.level + 1 FROM up JOIN users u ON u.id = up.id
           WHERE up.level < 3 AND u.inviter_id IS NOT NULL)
       SELECT ${NODE}, up.level FROM up JOIN users u ON u.id = up.id ORDER BY up.level`,
      [userId],
    );
    const invitees = await db.query<Node>(
      `WITH RECURSIVE down(id, level) AS (
         SELECT id, 1 FROM users WHERE inviter_id = $1
         UNION ALL SELECT u.id, down.level + 1 FROM down JOIN users u ON u.inviter_id = down.id WHERE down.level < $2)
       SELECT ${NODE}, down.level FROM down JOIN users u ON u.id = down.id ORDER BY down.level, u.id LIMIT $3`,
      [userId, depth, TREE_LIMIT + 1],
    );
    return success({
      user,
      inviters,
      invitees: invitees.slice(0, TREE_LIMIT),
      truncated: invitees.length > TREE_LIMIT,
    });
  }

  /** What every campaign paid: rebates per level and coin, the bonus per task, experience funds, coupons. */
  async function report(): Promise<Static<typeof AdminGrowthReport>> {
    const now = clock();
    const rebates = await db.query<Static<typeof AdminGrowthReport>["rebates"][number]>(
      `SELECT c.name AS currency_name, r.level::int, count(*)::int AS count, ${num("sum(r.amount)")} AS amount
       FROM rebates r JOIN currencies c ON c.id = r.currency_id GROUP BY c.name, r.level ORDER BY c.name, r.level`,
    );
    const bonus = await db.query<
      Omit<Static<typeof AdminGrowthReport>["bonus"][number], "claimable" | "expired">
    >(
      `SELECT b.task, b.kind, count(*)::int AS claimed, ${num("sum(b.reward)")} AS paid
       FROM bonus_claims b GROUP BY b.task, b.kind ORDER BY b.task, b.kind`,
    );
    const [exp] = await db.query<{ granted: string; expired: string; outstanding: string }>(
      `SELECT ${num("coalesce(sum(amount), 0)")} AS granted, ${num("coalesce(sum(expired), 0)")} AS expired,
         ${num("coalesce(sum(amount - expired) FILTER (WHERE expires_at > $1), 0)")} AS outstanding
       FROM experience_grants`,
      [now],
    );
    const coupons = await db.query<Static<typeof AdminCouponIssue>>(
      `${issueView} ORDER BY i.id DESC LIMIT 100`,
      [now],
    );
    return {
      rebates,
      // met-and-open and met-but-lapsed are per user, reckoned when they look; the report counts what was paid
      bonus: bonus.map((b) => ({ claimable: 0, expired: 0, ...b })),
      experience: exp ?? { granted: "0", expired: "0", outstanding: "0" },
      coupons,
    };
  }

  return { tree, report };
}

export type GrowthConsole = ReturnType<typeof createGrowthConsole>;
