import type { Rebate, ShareInfo } from "@bourse/contract";
import { type RebateRates, rebates } from "@bourse/engine";
import type { Core } from "../../core/core.ts";
import { decimalToUnits } from "../../core/units.ts";
import { iso, num } from "../../db/columns.ts";
import type { Db } from "../../db/db.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";
import { createBonus } from "./growth.bonus.ts";
import { type GrowthState, loadGrowthState, registerGrowthCommands } from "./growth.commands.ts";
import { createGrowthConsole } from "./growth.console.ts";
import type { CouponBook } from "./growth.coupons.ts";
import { createKing } from "./growth.king.ts";
import { createOffers } from "./growth.offers.ts";
import { createRates } from "./growth.rates.ts";

const masked = (column: string) =>
  `left(${column}, 1) || '***' || substring(${column} from position('@' in ${column}))`;
/** Fee entries reckoned per run of the job. */
const BATCH = 500;

/**
 * Invitations and rebates (PRODUCT-RULES "Growth"). The money core records every trading fee with who
 * paid it (`fee_payments`); the scheduler's job `rebates` reckons each fee entry's shares for the payer's
 * inviters of levels 1 to 3 (engine `rebates`: 16/8/4 %, or 32/16/8 % for a king manager, at the rates in
 * effect when the fee was paid) and pays them by one command per fee entry (key `rebate:<entry>`), in
 * entry order, seconds after the fee.
 */
export async function createGrowthService({
  db,
  core,
  clock,
  coupons,
}: {
  db: Db;
  core: Core;
  clock: () => Date;
  coupons: CouponBook;
}) {
  const state: GrowthState = { paid: new Set(), coupons };
  await loadGrowthState(db, state);
  core.onReload((q) => loadGrowthState(q, state));
  const commands = registerGrowthCommands(core, state);
  const rates = createRates(db, clock);
  const bonus = createBonus({ db, core, clock, commands, state });
  const king = createKing(db, clock, rates);
  const offers = createOffers({ db, core, clock, commands, coupons });

  /** The job `rebates`: the fee entries after the cursor, each paid once; answers how many it paid. */
  async function due() {
    if (!core.leading) return 0;
    const [cursor] = await db.query<{ entry_id: string }>(
      "SELECT entry_id::text FROM rebate_cursor WHERE id = 1",
    );
    const fees = await db.query<{
      entry_id: string;
      paid_at: Date;
      payer_id: string;
      currency_id: number;
      decimals: number;
      amount: string;
      product: string;
      l1: string | null;
      k1: boolean | null;
      l2: string | null;
      k2: boolean | null;
      l3: string | null;
      k3: boolean | null;
    }>(
      `WITH batch AS (SELECT DISTINCT entry_id FROM fee_payments WHERE entry_id > $1 ORDER BY entry_id LIMIT $2)
       SELECT f.entry_id::text, e.created_at AS paid_at, f.payer_id::text, f.currency_id, c.decimals, f.amount::text, f.product,
         u1.id::text AS l1, u1.king AS k1, u2.id::text AS l2, u2.king AS k2, u3.id::text AS l3, u3.king AS k3
       FROM fee_payments f JOIN batch b ON b.entry_id = f.entry_id JOIN currencies c ON c.id = f.currency_id
         JOIN journal_entries e ON e.id = f.entry_id
         JOIN users p ON p.id = f.payer_id
         LEFT JOIN users u1 ON u1.id = p.inviter_id LEFT JOIN users u2 ON u2.id = u1.inviter_id
         LEFT JOIN users u3 ON u3.id = u2.inviter_id
       ORDER BY f.entry_id, f.seq`,
      [cursor?.entry_id ?? "0", BATCH],
    );
    if (fees.length === 0) return 0;
    const sets = await rates.history();
    const byEntry = new Map<number, (typeof fees)[number][]>();
    for (const f of fees) byEntry.set(Number(f.entry_id), [...(byEntry.get(Number(f.entry_id)) ?? []), f]);
    let paid = 0;
    for (const [entry, rows] of byEntry) {
      const shares = rows.flatMap((f) => {
        // the rates in effect when the fee was paid
        const set = rates.at(sets, f.paid_at);
        const rateSet: RebateRates = { levels: set.levels.rates, king: set.king.rates };
        const chain = [
          [f.l1, f.k1],
          [f.l2, f.k2],
          [f.l3, f.k3],
        ].flatMap(([id, king]) => (id ? [{ user: Number(id), king: king === true }] : []));
        const king = new Map(chain.map((c) => [c.user, c.king]));
        return rebates(decimalToUnits(f.amount, f.decimals), Number(f.payer_id), chain, rateSet).map((s) => ({
          user: s.user,
          level: s.level,
          payer: Number(f.payer_id),
          product: f.product,
          currency: f.currency_id,
          scale: f.decimals,
          fee: String(decimalToUnits(f.amount, f.decimals)),
          rate: (king.get(s.user) ? set.king.texts : set.levels.texts)[s.level - 1] as string,
          amount: String(s.amount),
        }));
      });
      if (shares.length > 0) {
        const answer = await core.submit(
          commands.rebate,
          { entry, shares },
          { system: "rebates" },
          `rebate:${entry}`,
        );
        if (!answer.ok) throw new Error(`rebate:${entry}: ${answer.code}`);
        if (!answer.duplicate) paid++;
      }
      // the cursor is the writer's, fenced like its commits: a deposed writer moves it no further
      await core.writerTx((q) =>
        q.query("UPDATE rebate_cursor SET entry_id = $1 WHERE id = 1 AND entry_id < $1", [entry]),
      );
    }
    return paid;
  }

  /** `POST /user/getShareInfo`: one's code and link (on `origin`), invitees per level, the rebates received. */
  async function shareInfo(userId: number, origin: string) {
    const [me] = await db.query<{ invite_code: string; king: boolean }>(
      "SELECT invite_code, king FROM users WHERE id = $1",
      [userId],
    );
    const [counts] = await db.query<{ l1: number; l2: number; l3: number }>(
      `SELECT (SELECT count(*)::int FROM users a WHERE a.inviter_id = $1) AS l1,
         (SELECT count(*)::int FROM users a JOIN users b ON b.inviter_id = a.id WHERE a.inviter_id = $1) AS l2,
         (SELECT count(*)::int FROM users a JOIN users b ON b.inviter_id = a.id JOIN users c ON c.inviter_id = b.id
           WHERE a.inviter_id = $1) AS l3`,
      [userId],
    );
    const today = new Date(clock());
    today.setUTCHours(0, 0, 0, 0);
    const totals = await db.query<ShareInfo["rebates"][number]>(
      `SELECT c.name AS currency_name, ${num("sum(r.amount)")} AS total,
         ${num("coalesce(sum(r.amount) FILTER (WHERE r.created_at >= $2), 0)")} AS today,
         ARRAY[${[1, 2, 3].map((l) => num(`coalesce(sum(r.amount) FILTER (WHERE r.level = ${l}), 0)`)).join(", ")}]
           AS by_level
       FROM rebates r JOIN currencies c ON c.id = r.currency_id WHERE r.user_id = $1 GROUP BY c.name ORDER BY c.name`,
      [userId, today],
    );
    const [last] = await db.query<{ at: string | null }>(
      `SELECT ${iso("max(created_at)")} AS at FROM rebates WHERE user_id = $1`,
      [userId],
    );
    const set = await rates.current();
    const code = me?.invite_code ?? "";
    return {
      invite_code: code,
      invite_link: `${origin}/h5/#/pages/common/register?code=${encodeURIComponent(code)}`,
      invited: { level1: counts?.l1 ?? 0, level2: counts?.l2 ?? 0, level3: counts?.l3 ?? 0 },
      total_invited: (counts?.l1 ?? 0) + (counts?.l2 ?? 0) + (counts?.l3 ?? 0),
      king: me?.king ?? false,
      rates: (me?.king ? set.king : set.levels).texts,
      rebates: totals,
      updated_at: last?.at ?? null,
      now: clock().toISOString(),
    };
  }

  /** `POST /user/getRebate`: the rebates one received, newest first, with what each came from. */
  async function received(userId: number, level: number | undefined, page: number, limit: number) {
    const rows = await db.query<Rebate & { total_rows: number }>(
      `SELECT r.id::int AS id, r.level, r.product, c.name AS currency_name, ${num("r.fee")} AS fee, ${num("r.rate")} AS rate,
         ${num("r.amount")} AS amount, ${masked("p.email")} AS invitee, ${iso("r.created_at")} AS created_at,
         count(*) OVER ()::int AS total_rows
       FROM rebates r JOIN currencies c ON c.id = r.currency_id JOIN users p ON p.id = r.payer_id
       WHERE r.user_id = $1 AND ($2::int IS NULL OR r.level = $2)
       ORDER BY r.id DESC LIMIT $3 OFFSET $4`,
      [userId, level ?? null, limit, offsetOf(page, limit)],
    );
    const total = rows[0]?.total_rows ?? 0;
    return pageOf(
      rows.map(({ total_rows: _, ...r }) => r),
      total,
      page,
      limit,
    );
  }

  return {
    commands,
    due,
    shareInfo,
    received,
    bonus,
    king,
    offers,
    rates,
    console: createGrowthConsole(db, clock, offers.issueView),
  };
}

export type GrowthService = Awaited<ReturnType<typeof createGrowthService>>;
