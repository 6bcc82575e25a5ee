import type { AdminCouponIssue, AdminCouponIssueBody, Coupon } from "@bourse/contract";
import { parseRate } from "@bourse/engine";
import type { Static } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Core } from "../../core/core.ts";
import { decimalToUnits, positiveUnits } from "../../core/units.ts";
import { iso, num } from "../../db/columns.ts";
import type { Db } from "../../db/db.ts";
import { failure, isFailure, type Outcome, success } from "../../http/outcome.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";
import type { GrowthCommands } from "./growth.commands.ts";
import type { CouponBook } from "./growth.coupons.ts";
import { TRADED } from "./growth.king.ts";

const DAY_MS = 86_400_000;
/** The most users one issue reaches. */
const MAX_ISSUE = 100_000;

const COUPON = `SELECT c.id::int, i.kind, i.title, cur.name AS currency_name, ${num("i.rate")} AS rate,
    ${num("i.cap")} AS cap, ${num("i.amount")} AS amount, ${iso("c.valid_from")} AS valid_from,
    ${iso("c.valid_until")} AS valid_until, ${iso("c.used_at")} AS used_at, ${num("c.saved")} AS saved, c.used_on,
    c.source, CASE WHEN c.used_at IS NOT NULL THEN 'used' WHEN c.valid_until <= $2 THEN 'expired'
      WHEN c.valid_from > $2 THEN 'upcoming' ELSE 'available' END AS state
  FROM coupons c JOIN coupon_issues i ON i.id = c.issue_id JOIN currencies cur ON cur.id = i.currency_id`;

const ISSUE = `SELECT i.id::int, i.title, i.kind, cur.name AS currency_name, ${num("i.rate")} AS rate,
    ${num("i.cap")} AS cap, ${num("i.amount")} AS amount, i.segment,
    (SELECT count(*)::int FROM coupons c WHERE c.issue_id = i.id) AS issued,
    (SELECT count(*)::int FROM coupons c WHERE c.issue_id = i.id AND c.used_at IS NOT NULL) AS used,
    (SELECT count(*)::int FROM coupons c WHERE c.issue_id = i.id AND c.used_at IS NULL AND c.valid_until <= $1) AS expired,
    ${num("(SELECT coalesce(sum(c.saved), 0) FROM coupons c WHERE c.issue_id = i.id)")} AS spent,
    i.valid_days, o.username AS operator, ${iso("i.created_at")} AS created_at
  FROM coupon_issues i JOIN currencies cur ON cur.id = i.currency_id LEFT JOIN operators o ON o.id = i.operator_id`;

/** Who a segment is: a WHERE over `users u` (with $1 the time, $2 the days of `new`, $3 the user). */
const SEGMENTS: Record<Static<typeof AdminCouponIssueBody>["segment"], string> = {
  user: "u.id = $3",
  all: "true",
  verified: "u.kyc_level >= 1",
  new: "u.created_at >= $1::timestamptz - make_interval(days => $2::int)",
  traded: TRADED("u"),
  // a template: the bonus tasks give it out
  task: "false",
};

/**
 * Coupons (PRODUCT-RULES "Growth"): an operator issues them to one user or a segment; a user lists theirs
 * (available, used, expired), redeems a bonus coupon (`growth.redeem`, key `coupon:<id>`), and names a fee
 * discount coupon with a spot or contract order (the order's command uses it).
 */
export function createOffers({
  db,
  core,
  clock,
  commands,
  coupons,
}: {
  db: Db;
  core: Core;
  clock: () => Date;
  commands: GrowthCommands;
  coupons: CouponBook;
}) {
  /** `GET /api/growth/coupons`: upcoming ones are listed with the available. */
  async function list(
    userId: number,
    state: "available" | "used" | "expired" | undefined,
    page: number,
    limit: number,
  ) {
    const states = state === "available" ? ["available", "upcoming"] : state ? [state] : null;
    const rows = await db.query<Static<typeof Coupon> & { total_rows?: number }>(
      `SELECT * FROM (${COUPON} WHERE c.user_id = $1) x WHERE ($3::text[] IS NULL OR x.state = ANY($3))
       ORDER BY CASE x.state WHEN 'available' THEN 0 WHEN 'upcoming' THEN 1 ELSE 2 END,
         CASE WHEN x.state IN ('available', 'upcoming') THEN x.valid_until END, x.id DESC
       LIMIT $4 OFFSET $5`,
      [userId, clock(), states, limit, offsetOf(page, limit)],
    );
    const [total] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM (${COUPON} WHERE c.user_id = $1) x WHERE ($3::text[] IS NULL OR x.state = ANY($3))`,
      [userId, clock(), states],
    );
    return { ...pageOf(rows, total?.n ?? 0, page, limit), now: clock().toISOString() };
  }

  async function one(userId: number, id: number) {
    const [row] = await db.query<Static<typeof Coupon>>(`${COUPON} WHERE c.user_id = $1 AND c.id = $3`, [
      userId,
      clock(),
      id,
    ]);
    return row;
  }

  /** `POST /api/growth/coupons/redeem {id}`: a bonus coupon's amount to the spot account. */
  async function redeem(userId: number, id: number): Promise<Outcome<Static<typeof Coupon>>> {
    const coupon = await coupons.arg(userId, id);
    if (isFailure(coupon)) return coupon;
    if (coupon.kind !== "bonus" || coupon.amount === null)
      return failure("GROWTH_COUPON_NOT_APPLICABLE", { currency: coupon.currencyName });
    const [c] = await db.query<{ decimals: number }>("SELECT decimals FROM currencies WHERE id = $1", [
      coupon.currency,
    ]);
    const scale = c?.decimals ?? 8;
    const answer = await core.submit(
      commands.redeem,
      { coupon, scale, amount: String(decimalToUnits(coupon.amount, scale)) },
      { user: userId },
      `coupon:${id}`,
    );
    if (!answer.ok) return answer;
    if (answer.duplicate) return failure("GROWTH_COUPON_USED");
    return success((await one(userId, id))!);
  }

  /** The console issues coupons to one user or a segment (audited); answers the issue with its counts. */
  async function issue(
    operatorId: number,
    b: Static<typeof AdminCouponIssueBody>,
    ip: string,
  ): Promise<Outcome<Static<typeof AdminCouponIssue>>> {
    const [cur] = await db.query<{ decimals: number }>("SELECT decimals FROM currencies WHERE id = $1", [
      b.currency_id,
    ]);
    if (!cur) return failure("REQUEST_INVALID_FIELD", { field: "currency_id" });
    const fits = (text: string | undefined) => positiveUnits(text, cur.decimals) !== undefined;
    const rate = b.rate === undefined ? undefined : parseRate(b.rate);
    const terms =
      b.kind === "fee_discount"
        ? rate !== undefined && rate.num > 0n && fits(b.cap) && b.amount === undefined
        : fits(b.amount) && b.rate === undefined && b.cap === undefined;
    if (!terms) return failure("GROWTH_COUPON_TERMS");
    if (b.segment === "user" && b.user_id === undefined) return failure("GROWTH_USER_NOT_FOUND");
    const now = clock();
    const until = new Date(now.getTime() + b.valid_days * DAY_MS);
    return db
      .tx(async (q) => {
        if (b.segment === "user") {
          const [u] = await q.query("SELECT id FROM users WHERE id = $1", [b.user_id]);
          if (!u) return failure("GROWTH_USER_NOT_FOUND");
        }
        const [created] = await q.query<{ id: number }>(
          `INSERT INTO coupon_issues (title, kind, currency_id, rate, cap, amount, segment, valid_days, operator_id,
           created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id::int`,
          [
            b.title.trim(),
            b.kind,
            b.currency_id,
            b.kind === "fee_discount" ? b.rate : null,
            b.kind === "fee_discount" ? b.cap : null,
            b.kind === "bonus" ? b.amount : null,
            b.segment === "new"
              ? `new:${b.new_days ?? 7}`
              : b.segment === "user"
                ? `user:${b.user_id}`
                : b.segment,
            b.valid_days,
            operatorId,
            now,
          ],
        );
        const given = await q.query(
          `INSERT INTO coupons (issue_id, user_id, source, valid_from, valid_until)
         SELECT $4, u.id, 'operator', $1::timestamptz, $5::timestamptz FROM users u
         WHERE (${SEGMENTS[b.segment]}) AND $1::timestamptz IS NOT NULL AND $2::int > 0 AND ($3::bigint IS NULL OR true)
         ORDER BY u.id LIMIT ${MAX_ISSUE}
         RETURNING id`,
          [now, b.new_days ?? 7, b.user_id ?? null, created!.id, until],
        );
        if (given.length === 0 && b.segment !== "task") throw new SegmentEmpty();
        await writeAudit(q, {
          operatorId,
          action: "growth.coupon.issue",
          targetType: "coupon_issue",
          targetId: created!.id,
          after: { ...b, issued: given.length },
          ip,
          userId: b.user_id ?? null,
        });
        const [view] = await q.query<Static<typeof AdminCouponIssue>>(`${ISSUE} WHERE i.id = $2`, [
          now,
          created!.id,
        ]);
        return success(view!);
      })
      .catch((err) => {
        if (err instanceof SegmentEmpty) return failure("GROWTH_SEGMENT_EMPTY");
        throw err;
      });
  }

  /** The console's issues, newest first, with what each became. */
  async function issues(page: number, limit: number) {
    const rows = await db.query<Static<typeof AdminCouponIssue>>(
      `${ISSUE} ORDER BY i.id DESC LIMIT $2 OFFSET $3`,
      [clock(), limit, offsetOf(page, limit)],
    );
    const [total] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM coupon_issues");
    return pageOf(rows, total?.n ?? 0, page, limit);
  }

  return { list, redeem, issue, issues, issueView: ISSUE };
}

class SegmentEmpty extends Error {}

export type Offers = ReturnType<typeof createOffers>;
