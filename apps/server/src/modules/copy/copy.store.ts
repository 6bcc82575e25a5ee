import type { CopyMode, Rate } from "@bourse/engine";
import { parseRate } from "@bourse/engine";
import type { Queryable } from "../../db/db.ts";

/**
 * Copy trading's memory on the writer: traders, active follows, copies kept as the follower's own, and
 * each follower's profit-share standing with each trader.
 */

export type TraderStatus = "pending" | "approved" | "rejected" | "suspended";

export interface LiveTrader {
  userId: number;
  name: string;
  bio: string;
  shareRate: Rate;
  shareText: string;
  maxFollowers: number;
  status: TraderStatus;
}

export interface LiveFollow {
  id: number;
  followerId: number;
  traderId: number;
  kind: "proportional" | "fixed";
  /** a multiple ("1.5") or a number of lots ("0.02") */
  modeText: string;
  /** when the follow started (ms): only trader positions opened later are copied */
  since: number;
  /** margin caps as decimal text of the margin currency; null: none */
  maxOrder: string | null;
  maxTotal: string | null;
}

export interface CopyState {
  traders: Map<number, LiveTrader>;
  /** active follows by id */
  follows: Map<number, LiveFollow>;
  /** copies the follower kept as its own: a trader's close no longer closes them */
  kept: Set<number>;
  ids: { follow: number };
  /**
   * each follower's standing with each trader, by `markKey`: its net total and high-water mark as
   * decimal text of the margin currency (engine `ShareMark`, taken at the trade's scale)
   */
  marks: Map<string, { netTotal: string; highWater: string }>;
  /** tells a follower, once durable, that a trader's position was not copied for it */
  announceSkip?: (skip: { follower: number; trader: number; traderTrade: number; reason: string }) => void;
}

/** The key of a follower's standing with a trader in one margin currency. */
export const markKey = (follower: number, trader: number, currency: number) =>
  `${follower}:${trader}:${currency}`;

const rateOf = (text: string): Rate => parseRate(text) ?? { num: 0n, den: 1n };

/** A proportional multiple's text ("1.5") as hundredths (150n). */
export function hundredths(text: string): bigint {
  const [whole = "0", fraction = ""] = text.split(".");
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2));
}

/** A follow's mode on a market whose lots have `lotDecimals` (fixed lots finer than that are cut). */
export function modeOn(f: Pick<LiveFollow, "kind" | "modeText">, lotDecimals: number): CopyMode {
  if (f.kind === "proportional") return { kind: "proportional", multipleHundredths: hundredths(f.modeText) };
  const [whole = "0", fraction = ""] = f.modeText.split(".");
  return { kind: "fixed", lots: BigInt(whole + fraction.padEnd(lotDecimals, "0").slice(0, lotDecimals)) };
}

/** Reads the state from the tables (at start, and when the core rebuilds its memory). */
export async function loadCopy(q: Queryable): Promise<CopyState> {
  const traders = await q.query<{
    user_id: string;
    name: string;
    bio: string;
    share_rate: string;
    max_followers: number;
    status: TraderStatus;
  }>(
    `SELECT user_id::text, name, bio, trim_scale(share_rate)::text AS share_rate, max_followers, status
     FROM copy_traders`,
  );
  const follows = await q.query<{
    id: string;
    follower_id: string;
    trader_id: string;
    mode: "proportional" | "fixed";
    multiple: string | null;
    lots: string | null;
    max_margin_order: string | null;
    max_margin_total: string | null;
    created_at: Date;
  }>(
    `SELECT id::text, follower_id::text, trader_id::text, mode, trim_scale(multiple)::text AS multiple,
       trim_scale(lots)::text AS lots, trim_scale(max_margin_order)::text AS max_margin_order,
       trim_scale(max_margin_total)::text AS max_margin_total, created_at
     FROM copy_follows WHERE status = 'active'`,
  );
  const kept = await q.query<{ copy_trade: string }>(
    "SELECT copy_trade::text FROM copy_events WHERE kind = 'kept'",
  );
  const [last] = await q.query<{ id: string | null }>("SELECT max(id)::text AS id FROM copy_follows");
  const marks = await q.query<{
    follower_id: string;
    trader_id: string;
    currency_id: number;
    net_total: string;
    high_water: string;
  }>(
    `SELECT follower_id::text, trader_id::text, currency_id, trim_scale(net_total)::text AS net_total,
       trim_scale(high_water)::text AS high_water
     FROM copy_marks`,
  );
  return {
    traders: new Map(
      traders.map((t) => [
        Number(t.user_id),
        {
          userId: Number(t.user_id),
          name: t.name,
          bio: t.bio,
          shareRate: rateOf(t.share_rate),
          shareText: t.share_rate,
          maxFollowers: t.max_followers,
          status: t.status,
        },
      ]),
    ),
    follows: new Map(
      follows.map((f) => {
        const text = f.mode === "proportional" ? (f.multiple ?? "1") : (f.lots ?? "0");
        return [
          Number(f.id),
          {
            id: Number(f.id),
            followerId: Number(f.follower_id),
            traderId: Number(f.trader_id),
            kind: f.mode,
            modeText: text,
            since: f.created_at.getTime(),
            maxOrder: f.max_margin_order,
            maxTotal: f.max_margin_total,
          },
        ];
      }),
    ),
    kept: new Set(kept.map((k) => Number(k.copy_trade))),
    ids: { follow: Number(last?.id ?? 0) + 1 },
    marks: new Map(
      marks.map((m) => [
        markKey(Number(m.follower_id), Number(m.trader_id), m.currency_id),
        { netTotal: m.net_total, highWater: m.high_water },
      ]),
    ),
  };
}
