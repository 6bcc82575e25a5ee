import type { AdminCouponIssue, AdminGrowthReport, AdminInviteTree, InviteNode } from "@bourse/contract";
import type { Static } from "typebox";
import { iso, num } from "../../db/columns.ts";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { readSetting } from "../../settings/settings.read.ts";
import { TRADED } from "./growth.king.ts";

/** The most invitees a tree lists. */
const TREE_LIMIT = 500;

const NODE = `u.id::int, coalesce(u.email, u.phone) AS account, u.inviter_id::int, u.king, ${TRADED("u")} AS traded,
  ${iso("u.created_at")} AS created_at,
  coalesce((SELECT json_agg(json_build_object('currency_name', c.name, 'amount', ${num("x.amount")}) ORDER BY c.name)
    FROM (SELECT currency_id, sum(amount) AS amount FROM rebates WHERE payer_id = u.id GROUP BY currency_id) x
    JOIN currencies c ON c.id = x.currency_id), '[]'::json) AS rebates_paid`;

type Node = Static<typeof InviteNode>;

/**
 * Every met task of every user, as the app reckons them (growth.bonus.ts): the first events of each user
 * against the enabled rules, the contract tiers only at the highest reached; then, per task and kind, how
 * many are still claimable, claimed (and what they paid), and lapsed unclaimed. $1 is now, $2 the claim
 * window in days (the setting `bonus_claim_days`).
 */
const BONUS_REPORT = `
  WITH usdt AS (SELECT id FROM currencies WHERE name = 'USDT'),
  kyc AS (SELECT user_id, min(reviewed_at) AS at, 0::numeric AS amount FROM kyc_applications
    WHERE level = 2 AND state = 'approved' AND reviewed_at IS NOT NULL GROUP BY user_id),
  dep AS (SELECT DISTINCT ON (user_id) user_id, reviewed_at AS at, amount FROM deposit_requests
    WHERE currency_id = (SELECT id FROM usdt) AND state = 'approved' AND reviewed_at IS NOT NULL
    ORDER BY user_id, reviewed_at, id),
  con AS (SELECT DISTINCT ON (user_id) user_id, opened_at AS at, open_price * lots * lot_size AS amount
    FROM lever_trades WHERE account = 'lever' AND currency_id = (SELECT id FROM usdt) AND opened_at IS NOT NULL
    ORDER BY user_id, opened_at, id),
  events AS (
    SELECT 'kyc2' AS task, user_id, at, amount, 'kyc2' AS key FROM kyc
    UNION ALL SELECT 'first_deposit', user_id, at, amount, 'first_deposit' FROM dep
    UNION ALL SELECT 'first_contract', user_id, at, amount, 'first_contract' FROM con
    UNION ALL SELECT 'contract_tier', user_id, at, amount, NULL FROM con
    UNION ALL SELECT 'invitee_deposit', u.inviter_id, d.at, d.amount, 'invitee_deposit:' || d.user_id
      FROM dep d JOIN users u ON u.id = d.user_id WHERE u.inviter_id IS NOT NULL),
  met AS (
    SELECT r.task, r.kind, e.user_id, e.at, coalesce(e.key, 'contract_tier:' || trim_scale(r.min)::text) AS key
    FROM bonus_rules r JOIN events e ON e.task = r.task
    WHERE r.enabled AND (CASE WHEN r.strict THEN e.amount > r.min ELSE e.amount >= r.min END)
      AND NOT (r.task = 'contract_tier' AND EXISTS (SELECT 1 FROM bonus_rules h WHERE h.enabled
        AND h.task = 'contract_tier' AND h.min > r.min AND e.amount >= h.min)))
  SELECT m.task, m.kind,
    count(*) FILTER (WHERE b.id IS NULL AND m.at + make_interval(days => $2::int) > $1)::int AS claimable,
    count(b.id)::int AS claimed,
    count(*) FILTER (WHERE b.id IS NULL AND m.at + make_interval(days => $2::int) <= $1)::int AS expired,
    trim_scale(coalesce(sum(b.reward), 0))::text AS paid
  FROM met m LEFT JOIN bonus_claims b ON b.user_id = m.user_id AND b.key = m.key
  GROUP BY m.task, m.kind ORDER BY m.task, m.kind`;

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
    const bonus = await db.query<Static<typeof AdminGrowthReport>["bonus"][number]>(BONUS_REPORT, [
      now,
      await readSetting(db, "bonus_claim_days"),
    ]);
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
      bonus,
      experience: exp ?? { granted: "0", expired: "0", outstanding: "0" },
      coupons,
    };
  }

  return { tree, report };
}

export type GrowthConsole = ReturnType<typeof createGrowthConsole>;
