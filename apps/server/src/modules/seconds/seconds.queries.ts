import type { SecondsOrder } from "@bourse/contract";
import { userAccount } from "@bourse/engine";
import { toPlainString } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { pageOf } from "../../http/pagination.ts";
import type { SecondsConfig } from "./seconds.config.ts";
import { ORDER_SELECT, type OrderRow, orderFromRow, PUBLIC_ID } from "./seconds.store.ts";
import { orderView, proofView } from "./seconds.view.ts";

/** What clients read: the offer, the user's balances and orders (as committed), and public proofs. */
export function createSecondsQueries({ db, core, config }: { db: Db; core: Core; config: SecondsConfig }) {
  async function orderRow(id: number, userId?: number): Promise<OrderRow | undefined> {
    const [row] = await db.query<OrderRow>(
      `${ORDER_SELECT} WHERE o.id = $1 AND ($2::bigint IS NULL OR o.user_id = $2)`,
      [id, userId ?? null],
    );
    return row;
  }

  return {
    /** The durations on offer, in the legacy shape. */
    async durations() {
      return (await config.durations()).map((d) => ({
        seconds: d.seconds,
        profit_ratio: d.profitRatio,
        min_num: toPlainString(d.min),
        max_num: toPlainString(d.max),
      }));
    },
    /** Stake currencies with their presets, and the user's micro balance when signed in. */
    async payableCurrencies(userId: number | undefined) {
      return (await config.currencies()).map((c) => ({
        id: c.id,
        name: c.name,
        micro_numbers: c.numbers.map((number) => ({ number })),
        user_wallet:
          userId === undefined
            ? null
            : {
                micro_balance: unitsToDecimal(core.balance(userAccount(userId, "micro"), c.id), c.decimals),
                lock_micro_balance: unitsToDecimal(
                  core.balance(userAccount(userId, "micro", "frozen"), c.id),
                  c.decimals,
                ),
                // staked before the micro balance
                experience: unitsToDecimal(core.balance(userAccount(userId, "experience"), c.id), c.decimals),
              },
      }));
    },
    /** The user's orders, newest first; `status` absent or -1 for all. */
    async list(userId: number, q: { marketId?: number; status?: number; page: number; limit: number }) {
      const where = `o.user_id = $1 AND ($2::int IS NULL OR o.market_id = $2) AND ($3::int IS NULL OR o.status = $3)`;
      const params = [userId, q.marketId ?? null, q.status === undefined || q.status < 0 ? null : q.status];
      const rows = await db.query<OrderRow>(
        `${ORDER_SELECT} WHERE ${where} ORDER BY o.id DESC LIMIT $4 OFFSET $5`,
        [...params, q.limit, (q.page - 1) * q.limit],
      );
      const [count] = await db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM seconds_orders o WHERE ${where}`,
        params,
      );
      return pageOf(
        rows.map((r) => orderView(orderFromRow(r))),
        count?.n ?? 0,
        q.page,
        q.limit,
      );
    },
    /** One of the user's orders, as committed. */
    async get(userId: number, id: number): Promise<Outcome<SecondsOrder>> {
      const row = await orderRow(id, userId);
      return row ? success(orderView(orderFromRow(row))) : failure("SECONDS_NOT_FOUND");
    },
    /**
     * Public: the two ticks of an order and the rule, enough to recompute its outcome from the tick log;
     * by the order's public id only (a numeric id names nothing).
     */
    async proof(publicId: string) {
      if (!PUBLIC_ID.test(publicId)) return failure("SECONDS_NOT_FOUND");
      const [row] = await db.query<OrderRow>(`${ORDER_SELECT} WHERE o.public_id = $1`, [publicId]);
      return row ? success(proofView(orderFromRow(row))) : failure("SECONDS_NOT_FOUND");
    },
  };
}
