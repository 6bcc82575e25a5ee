import type {
  AdminUserCopyFollow,
  AdminUserLogin,
  AdminUserPosition,
  AdminUserSecondsOrder,
  AdminUserSpotOrder,
  P2pAdminOrder,
} from "@bourse/contract";
import { userAccount } from "@bourse/engine";
import { writeAudit } from "../../audit/audit.ts";
import type { Core } from "../../core/core.ts";
import type { Db } from "../../db/db.ts";
import type { Feed } from "../../feed/feed.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { offsetOf, type Page, pageOf } from "../../http/pagination.ts";
import {
  type AccountView,
  accountOf,
  createLeverViews,
  indexPrices,
  type LeverService,
  type LeverViews,
  TRADE_COLUMNS,
  type TradeRow,
  tradeFromRow,
} from "../lever/index.ts";

const iso = (d: Date | null) => (d === null ? null : d.toISOString());

/**
 * What one user did, for the console's user page: spot orders, perpetual positions (with the live
 * figures the user's own calls show), seconds orders, P2P orders, copy relations, sign-ins; and ending
 * one of the user's sessions. Every list answers only that user's rows; an unknown user is not found.
 */
export function createUserRecords(deps: {
  db: Db;
  core: Core;
  feed: Feed;
  clock: () => Date;
  /** the lever line's service: registered after this one, so read when first needed */
  lever: () => LeverService;
  sessionsEnded: (userId: number, sessionIds: number[]) => void;
}) {
  const { db, core, feed, clock } = deps;
  let views: LeverViews | undefined;
  const leverViews = () => {
    views ??= createLeverViews({ db, core, feed, lever: deps.lever() });
    return views;
  };

  async function exists(userId: number): Promise<boolean> {
    const rows = await db.query("SELECT 1 FROM users WHERE id = $1", [userId]);
    return rows.length === 1;
  }

  /** Runs `read` for a user that exists; an unknown id answers ADMIN_USER_NOT_FOUND. */
  async function forUser<T>(userId: number, read: () => Promise<T>): Promise<Outcome<T>> {
    if (!(await exists(userId))) return failure("ADMIN_USER_NOT_FOUND");
    return success(await read());
  }

  /** One page of an ordered query, and how many rows it has in all. */
  async function counted<T>(sql: string, params: unknown[], page: number, limit: number): Promise<Page<T>> {
    const rows = await db.query<T>(`${sql} LIMIT $${params.length + 1} OFFSET $${params.length + 2}`, [
      ...params,
      limit,
      offsetOf(page, limit),
    ]);
    const [c] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) r`, params);
    return pageOf(rows, c?.n ?? 0, page, limit);
  }

  /** Spot orders, newest first: `open` the resting ones, `history` the finished ones. */
  const orders = (userId: number, q: { status?: "open" | "history"; page: number; limit: number }) =>
    forUser(userId, async () => {
      const page = await counted<
        Omit<AdminUserSpotOrder, "created_at" | "updated_at"> & {
          created_at: Date;
          updated_at: Date;
        }
      >(
        `SELECT o.id::text AS id, cb.name || '/' || cq.name AS symbol, o.side, o.type, trim_scale(o.price)::text AS price,
           trim_scale(o.quantity)::text AS amount, trim_scale(o.quote_budget)::text AS quote_budget,
           trim_scale(o.filled)::text AS filled, trim_scale(o.filled_quote)::text AS filled_quote,
           trim_scale(o.fee)::text AS fee, o.status AS state, o.cancel_reason, o.created_at, o.updated_at
         FROM spot_orders o JOIN markets m ON m.id = o.market_id
           JOIN currencies cb ON cb.id = m.currency_id JOIN currencies cq ON cq.id = m.legal_id
         WHERE o.user_id = $1 AND ($2::text IS NULL OR ($2 = 'open') = (o.status = 'open'))
         ORDER BY o.id DESC`,
        [userId, q.status ?? null],
        q.page,
        q.limit,
      );
      return {
        ...page,
        data: page.data.map((o) => ({
          ...o,
          created_at: o.created_at.toISOString(),
          updated_at: o.updated_at.toISOString(),
        })),
      };
    });

  /**
   * Perpetual positions of both margin accounts, open ones first (then pending orders, then closed and
   * cancelled), newest first within each; an open one carries the unrealized PnL and the liquidation
   * estimate the lever line's own view computes at the index.
   */
  const positions = (userId: number, q: { page: number; limit: number }) =>
    forUser(userId, async () => {
      const lever = deps.lever();
      const v = leverViews();
      const page = await counted<TradeRow & { account: "lever" | "copy" }>(
        `SELECT ${TRADE_COLUMNS}, CASE status WHEN 1 THEN 0 WHEN 0 THEN 1 ELSE 2 END AS rank FROM lever_trades
         WHERE user_id = $1 ORDER BY rank, id DESC`,
        [userId],
        q.page,
        q.limit,
      );
      const accounts = new Map<string, AccountView>();
      const accountFor = (kind: "lever" | "copy", currencyId: number) => {
        const key = `${kind}:${currencyId}`;
        let a = accounts.get(key);
        if (!a) {
          a =
            kind === "lever"
              ? v.account(userId, currencyId)
              : accountOf(
                  lever.book,
                  -userId,
                  currencyId,
                  core.balance(userAccount(userId, "copy"), currencyId) +
                    core.balance(userAccount(userId, "copy", "frozen"), currencyId),
                  indexPrices(feed),
                );
          accounts.set(key, a);
        }
        return a;
      };
      const data: AdminUserPosition[] = page.data.map((row) => {
        const market = lever.markets().find((m) => m.id === row.market_id)!;
        const t = lever.book.live.get(Number(row.id)) ?? tradeFromRow(row, market);
        const position = t.status === 1 ? v.view(t, accountFor(t.account, market.legalId)) : v.view(t);
        return { account: t.account, position };
      });
      return { ...page, data };
    });

  /** Seconds orders, open ones first, newest first. */
  const seconds = (userId: number, q: { page: number; limit: number }) =>
    forUser(userId, async () => {
      const page = await counted<
        Omit<AdminUserSecondsOrder, "open_at" | "expires_at"> & { open_at: Date; expires_at: Date }
      >(
        `SELECT o.id::text AS id, cb.name || '/' || cq.name AS symbol, c.name AS currency_name, o.direction, o.seconds,
           trim_scale(o.stake)::text AS stake, trim_scale(o.profit_ratio)::text AS profit_ratio,
           o.status::int AS status, o.result, trim_scale(o.open_price)::text AS open_price,
           trim_scale(o.end_price)::text AS end_price, trim_scale(o.payout)::text AS payout,
           trim_scale(o.profit)::text AS profit, o.open_ts AS open_at, o.expires_at
         FROM seconds_orders o JOIN markets m ON m.id = o.market_id JOIN currencies c ON c.id = o.currency_id
           JOIN currencies cb ON cb.id = m.currency_id JOIN currencies cq ON cq.id = m.legal_id
         WHERE o.user_id = $1 ORDER BY o.status = 1 DESC, o.id DESC`,
        [userId],
        q.page,
        q.limit,
      );
      return {
        ...page,
        data: page.data.map((o) => ({
          ...o,
          open_at: o.open_at.toISOString(),
          expires_at: o.expires_at.toISOString(),
        })),
      };
    });

  /** P2P orders where the user buys or sells, newest first, as the console's P2P page shows them. */
  const p2pOrders = (userId: number, q: { page: number; limit: number }) =>
    forUser(userId, () =>
      counted<P2pAdminOrder>(
        `SELECT o.id::int AS id, o.ad_id::int AS ad_id,
           json_build_object('id', o.buyer_id::int, 'email', b.email) AS buyer,
           json_build_object('id', o.seller_id::int, 'email', s.email) AS seller,
           c.name AS currency_name, f.code AS coin_code, trim_scale(o.amount)::text AS number,
           trim_scale(o.fiat_total)::text AS money, o.status, o.proof, o.appeal_reason,
           o.appealed_by::int AS appealed_by,
           coalesce((SELECT json_agg(json_build_object('at', to_char(e.at AT TIME ZONE 'UTC',
               'YYYY-MM-DD"T"HH24:MI:SS"Z"'), 'actor', e.actor, 'status', e.status) ORDER BY e.entry_id)
             FROM p2p_order_events e WHERE e.order_id = o.id), '[]') AS events
         FROM p2p_orders o JOIN users b ON b.id = o.buyer_id JOIN users s ON s.id = o.seller_id
         JOIN currencies c ON c.id = o.currency_id JOIN p2p_fiats f ON f.id = o.fiat_id
         WHERE o.buyer_id = $1 OR o.seller_id = $1 ORDER BY o.id DESC`,
        [userId],
        q.page,
        q.limit,
      ),
    );

  /** Copy relations the user follows, and those following the user as a trader; active first. */
  const copyFollows = (userId: number, q: { page: number; limit: number }) =>
    forUser(userId, async () => {
      const page = await counted<
        Omit<AdminUserCopyFollow, "created_at" | "ended_at"> & { created_at: Date; ended_at: Date | null }
      >(
        `SELECT f.id::text AS id, CASE WHEN f.follower_id = $1 THEN 'follower' ELSE 'trader' END AS role,
           f.follower_id::int AS follower_id, f.trader_id::int AS trader_id, t.name AS trader_name, f.mode,
           trim_scale(f.multiple)::text AS multiple, trim_scale(f.lots)::text AS lots, f.status, f.end_mode,
           f.created_at, f.ended_at
         FROM copy_follows f LEFT JOIN copy_traders t ON t.user_id = f.trader_id
         WHERE f.follower_id = $1 OR f.trader_id = $1 ORDER BY f.status = 'active' DESC, f.id DESC`,
        [userId],
        q.page,
        q.limit,
      );
      return {
        ...page,
        data: page.data.map((f) => ({
          ...f,
          created_at: f.created_at.toISOString(),
          ended_at: iso(f.ended_at),
        })),
      };
    });

  /** Sign-in attempts, newest first: successes and failures with IP and user agent. */
  const logins = (userId: number, q: { page: number; limit: number }) =>
    forUser(userId, async () => {
      const page = await counted<Omit<AdminUserLogin, "created_at"> & { created_at: Date }>(
        `SELECT id::int AS id, success, outcome, ip, user_agent AS device, session_id::int AS session_id,
           created_at FROM user_logins WHERE user_id = $1 ORDER BY id DESC`,
        [userId],
        q.page,
        q.limit,
      );
      return { ...page, data: page.data.map((l) => ({ ...l, created_at: l.created_at.toISOString() })) };
    });

  /** Ends one live session of the user (audited); another user's session is not found. */
  async function revokeSession(
    operator: SessionOperator,
    userId: number,
    sessionId: number,
    ip: string,
  ): Promise<Outcome<null>> {
    const done = await db.tx(async (q) => {
      const [user] = await q.query("SELECT 1 FROM users WHERE id = $1", [userId]);
      if (!user) return failure("ADMIN_USER_NOT_FOUND");
      const [row] = await q.query<{ ip: string | null; user_agent: string | null }>(
        `UPDATE sessions SET revoked_at = $3 WHERE id = $1 AND user_id = $2 AND revoked_at IS NULL
         RETURNING ip, user_agent`,
        [sessionId, userId, clock()],
      );
      if (!row) return failure("SESSION_NOT_FOUND");
      await writeAudit(q, {
        operatorId: operator.id,
        action: "user.session.revoke",
        targetType: "session",
        targetId: sessionId,
        before: { ip: row.ip, device: row.user_agent },
        after: { revoked: true },
        ip,
        userId,
      });
      return success(null);
    });
    if (done.ok) deps.sessionsEnded(userId, [sessionId]);
    return done;
  }

  return { orders, positions, seconds, p2pOrders, copyFollows, logins, revokeSession };
}

export type UserRecords = ReturnType<typeof createUserRecords>;
