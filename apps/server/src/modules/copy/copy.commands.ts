import { Id, RefId } from "@bourse/contract";
import { NO_SHARE_MARK, parseRate, shareOnNet, userAccount } from "@bourse/engine";
import { Type } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Accepted, Caller, HandlerContext } from "../../core/command.ts";
import type { Core } from "../../core/core.ts";
import { decimalToUnits, unitsToDecimal } from "../../core/units.ts";
import type { Queryable } from "../../db/db.ts";
import { type Failure, failure } from "../../http/outcome.ts";
import { type CopyState, type LiveFollow, type LiveTrader, markKey } from "./copy.store.ts";

/**
 * Copy trading's commands, as data: a trader's application and its review, a follow and its end, a
 * copy kept as the follower's own, a skipped copy recorded, and a closed copy's profit share on its net
 * result above the follower's high-water mark with the trader (`copy.settle`). The copies themselves
 * are lever commands (`lever.open` with `copyOf`, `lever.close`), sent by the service on the writer.
 */

const userOf = (caller: Caller) => ("user" in caller ? caller.user : undefined);
const Decimal = Type.String({ pattern: "^[0-9]{1,20}(\\.[0-9]{1,18})?$" });
const Units = Type.String({ pattern: "^[1-9][0-9]{0,39}$" });
const SignedUnits = Type.String({ pattern: "^(0|-?[1-9][0-9]{0,39})$" });

/** An accepted command that moves no money: its entry has no postings. */
function noMoney<R>(
  kind: string,
  reply: R,
  write: (q: Queryable, entryId: number) => Promise<void>,
): Accepted<R> {
  return { ok: true, entry: { kind, postings: [] }, reply, write };
}

export function registerCopyCommands(core: Core, s: CopyState) {
  /** A verified user applies to be a trader (the service checked its assets and the agreement). */
  const apply = core.register({
    kind: "copy.trader.apply",
    args: Type.Object({
      name: Type.String({ minLength: 2, maxLength: 30 }),
      bio: Type.String({ maxLength: 300 }),
      shareRate: Type.String({ pattern: "^0(\\.[0-9]{1,4})?$" }),
      maxFollowers: Type.Integer({ minimum: 1, maximum: 100_000 }),
    }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const known = s.traders.get(user);
      if (known && known.status !== "rejected") return failure("COPY_ALREADY_APPLIED");
      const rate = parseRate(a.shareRate);
      if (!rate) return failure("REQUEST_INVALID_FIELD", { field: "share_rate" });
      const next: LiveTrader = {
        userId: user,
        name: a.name,
        bio: a.bio,
        shareRate: rate,
        shareText: a.shareRate,
        maxFollowers: a.maxFollowers,
        status: "pending",
      };
      s.traders.set(user, next);
      return noMoney("copy_trader_apply", { status: "pending" as const }, (q) =>
        q
          .query(
            `INSERT INTO copy_traders (user_id, name, bio, share_rate, max_followers, status, applied_at)
             VALUES ($1, $2, $3, $4, $5, 'pending', $6)
             ON CONFLICT (user_id) DO UPDATE SET name = EXCLUDED.name, bio = EXCLUDED.bio,
               share_rate = EXCLUDED.share_rate, max_followers = EXCLUDED.max_followers, status = 'pending',
               reason = NULL, applied_at = EXCLUDED.applied_at, reviewed_at = NULL, reviewed_by = NULL`,
            [user, a.name, a.bio, a.shareRate, a.maxFollowers, ctx.now],
          )
          .then(() => undefined),
      );
    },
  });

  /** An operator approves, rejects or suspends a trader (audited in the same durable step). */
  const review = core.register({
    kind: "copy.trader.review",
    args: Type.Object({
      user: Id,
      status: Type.Union([Type.Literal("approved"), Type.Literal("rejected"), Type.Literal("suspended")]),
      reason: Type.Union([Type.String({ maxLength: 200 }), Type.Null()]),
      maxFollowers: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
      ip: Type.String({ maxLength: 64 }),
    }),
    run(a, ctx) {
      if (!("operator" in ctx.caller)) return failure("COMMAND_INVALID");
      const operator = ctx.caller.operator;
      const t = s.traders.get(a.user);
      if (!t) return failure("COPY_NOT_TRADER");
      // approving an approved trader again changes its follower cap
      const allowed =
        a.status === "suspended"
          ? t.status === "approved"
          : t.status === "pending" ||
            (a.status === "approved" &&
              (t.status === "suspended" || (t.status === "approved" && a.maxFollowers !== undefined)));
      if (!allowed) return failure("COPY_TRADER_STATE");
      const before = t.status;
      t.status = a.status;
      if (a.maxFollowers !== undefined) t.maxFollowers = a.maxFollowers;
      return noMoney("copy_trader_review", { status: a.status }, async (q, entryId) => {
        await q.query(
          `UPDATE copy_traders SET status = $2, reason = $3, max_followers = $4, reviewed_at = $5, reviewed_by = $6
           WHERE user_id = $1`,
          [a.user, a.status, a.reason, t.maxFollowers, ctx.now, operator],
        );
        await writeAudit(q, {
          operatorId: operator,
          action: `copy.trader.${a.status}`,
          targetType: "copy_trader",
          targetId: a.user,
          before: { status: before },
          after: { status: a.status, reason: a.reason, max_followers: t.maxFollowers, entry: entryId },
          ip: a.ip,
          userId: a.user,
        });
      });
    },
  });

  /** A follower starts (or changes) copying a trader. */
  const follow = core.register({
    kind: "copy.follow",
    args: Type.Object({
      trader: Id,
      mode: Type.Union([Type.Literal("proportional"), Type.Literal("fixed")]),
      /** a multiple (0.01 to 100, two decimals) or lots */
      value: Decimal,
      maxOrder: Type.Union([Decimal, Type.Null()]),
      maxTotal: Type.Union([Decimal, Type.Null()]),
    }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      if (user === a.trader) return failure("COPY_OWN_TRADER");
      const t = s.traders.get(a.trader);
      if (t?.status !== "approved") return failure("COPY_NOT_TRADER");
      const existing = [...s.follows.values()].find((f) => f.followerId === user && f.traderId === a.trader);
      const followers = [...s.follows.values()].filter((f) => f.traderId === a.trader).length;
      if (!existing && followers >= t.maxFollowers) return failure("COPY_TRADER_FULL");
      const next: LiveFollow = {
        id: existing?.id ?? s.ids.follow,
        followerId: user,
        traderId: a.trader,
        kind: a.mode,
        modeText: a.value,
        since: existing?.since ?? ctx.now.getTime(),
        maxOrder: a.maxOrder,
        maxTotal: a.maxTotal,
      };
      if (!existing) s.ids.follow += 1;
      s.follows.set(next.id, next);
      return noMoney("copy_follow", { id: next.id }, (q, entryId) =>
        q
          .query(
            `INSERT INTO copy_follows (id, follower_id, trader_id, mode, multiple, lots, max_margin_order,
               max_margin_total, status, created_at, entry_id)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'active', $9, $10)
             ON CONFLICT (id) DO UPDATE SET mode = EXCLUDED.mode, multiple = EXCLUDED.multiple,
               lots = EXCLUDED.lots, max_margin_order = EXCLUDED.max_margin_order,
               max_margin_total = EXCLUDED.max_margin_total`,
            [
              next.id,
              user,
              a.trader,
              a.mode,
              a.mode === "proportional" ? a.value : null,
              a.mode === "fixed" ? a.value : null,
              a.maxOrder,
              a.maxTotal,
              ctx.now,
              entryId,
            ],
          )
          .then(() => undefined),
      );
    },
  });

  /** A follower stops copying: its open copies close (the service sends the closes) or stay its own. */
  const unfollow = core.register({
    kind: "copy.unfollow",
    args: Type.Object({
      trader: Id,
      endMode: Type.Union([Type.Literal("close"), Type.Literal("keep")]),
      /** the follower's open copies of this trader, which `keep` makes its own */
      copies: Type.Array(Id, { maxItems: 10_000 }),
    }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      const f = [...s.follows.values()].find((x) => x.followerId === user && x.traderId === a.trader);
      if (!f) return failure("COPY_NOT_FOLLOWING");
      s.follows.delete(f.id);
      if (a.endMode === "keep") for (const id of a.copies) s.kept.add(id);
      return noMoney("copy_unfollow", { id: f.id }, async (q) => {
        await q.query(
          "UPDATE copy_follows SET status = 'ended', end_mode = $2, ended_at = $3 WHERE id = $1",
          [f.id, a.endMode, ctx.now],
        );
        if (a.endMode === "keep") await keptRows(q, user, a.trader, a.copies, ctx.now);
      });
    },
  });

  /** A follower keeps one copy as its own (self-holding): the trader's close no longer closes it. */
  const keep = core.register({
    kind: "copy.keep",
    args: Type.Object({ copy: Id, trader: Id }),
    run(a, ctx) {
      const user = userOf(ctx.caller);
      if (user === undefined) return failure("COMMAND_INVALID");
      if (s.kept.has(a.copy)) return failure("COPY_ALREADY_KEPT");
      s.kept.add(a.copy);
      return noMoney("copy_keep", { id: a.copy }, (q) => keptRows(q, user, a.trader, [a.copy], ctx.now));
    },
  });

  /** A copy the follower could not afford or that its caps refused: recorded, and the follower told. */
  const skipped = core.register({
    kind: "copy.skipped",
    args: Type.Object({ follower: Id, trader: Id, traderTrade: Id, reason: Type.String({ maxLength: 64 }) }),
    run(a) {
      return {
        ...noMoney("copy_skipped", { reason: a.reason }, (q, entryId) =>
          q
            .query(
              `INSERT INTO copy_events (follower_id, trader_id, trader_trade, kind, reason, entry_id, created_at)
               VALUES ($1, $2, $3, 'skipped', $4, $5, now())`,
              [a.follower, a.trader, a.traderTrade, a.reason, entryId],
            )
            .then(() => undefined),
        ),
        userId: a.follower,
        committed: () => s.announceSkip?.(a),
      };
    },
  });

  /**
   * A closed copy's profit share, on its net result (PnL − handling fee − overnight fees, in units of
   * `scale`) above the follower's high-water mark with the trader (engine `shareOnNet`): the share goes
   * from the follower's copy account to the trader's; every close, a loss too, moves the mark, and what
   * the share was taken on is recorded (`copy_settlements`).
   */
  const settle = core.register({
    kind: "copy.settle",
    args: Type.Object({
      copy: Id,
      follower: Id,
      trader: Id,
      currency: RefId,
      scale: Type.Integer({ minimum: 0, maximum: 18 }),
      net: SignedUnits,
    }),
    run(a, ctx: HandlerContext) {
      const t = s.traders.get(a.trader);
      if (!t) return failure("COPY_NOT_TRADER");
      const key = markKey(a.follower, a.trader, a.currency);
      const held = s.marks.get(key);
      const mark = held
        ? {
            netTotal: decimalToUnits(held.netTotal, a.scale),
            highWater: decimalToUnits(held.highWater, a.scale),
          }
        : NO_SHARE_MARK;
      const net = BigInt(a.net);
      const r = shareOnNet(net, mark, t.shareRate);
      const text = (units: bigint) => unitsToDecimal(units, a.scale);
      const next = { netTotal: text(r.mark.netTotal), highWater: text(r.mark.highWater) };
      const reply = {
        amount: text(r.share),
        net: text(net),
        basis: text(r.basis),
        recovered: text(r.recovered),
        to_recover: text(r.toRecover),
      };
      const write = async (q: Queryable, entryId: number) => {
        await q.query(
          `INSERT INTO copy_marks (follower_id, trader_id, currency_id, net_total, high_water, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (follower_id, trader_id, currency_id) DO UPDATE SET net_total = EXCLUDED.net_total,
             high_water = EXCLUDED.high_water, updated_at = EXCLUDED.updated_at`,
          [a.follower, a.trader, a.currency, next.netTotal, next.highWater, ctx.now],
        );
        await q.query(
          `INSERT INTO copy_settlements (copy_trade, follower_id, trader_id, currency_id, net, basis, recovered,
             share_rate, amount, to_recover, entry_id, created_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
          [
            a.copy,
            a.follower,
            a.trader,
            a.currency,
            reply.net,
            reply.basis,
            reply.recovered,
            t.shareText,
            reply.amount,
            reply.to_recover,
            entryId,
            ctx.now,
          ],
        );
        if (r.share > 0n)
          await q.query(
            `INSERT INTO copy_events (follower_id, trader_id, copy_trade, kind, amount, currency_id, entry_id, created_at)
             VALUES ($1, $2, $3, 'shared', $4, $5, $6, $7)`,
            [a.follower, a.trader, a.copy, reply.amount, a.currency, entryId, ctx.now],
          );
      };
      const about = { userId: a.follower, reference: `copy:${a.copy}` };
      if (r.share === 0n) {
        s.marks.set(key, next);
        return { ...noMoney("copy_settle", reply, write), ...about };
      }
      const paid = ctx.ledger.exchange({
        entryKind: "copy_profit_share",
        pay: [
          { account: userAccount(a.follower, "copy"), currency: a.currency, amount: -r.share },
          { account: userAccount(a.trader, "copy"), currency: a.currency, amount: r.share },
        ],
      });
      if (!paid.ok) return paid;
      s.marks.set(key, next);
      return { ...paid, ...about, reply, write };
    },
  });

  /**
   * A share worked out by the sender on the gross profit, as copies closed before the net rule paid it:
   * no longer sent, kept so that the logs that hold it replay.
   */
  const share = core.register({
    kind: "copy.share",
    args: Type.Object({
      copy: Id,
      follower: Id,
      trader: Id,
      currency: RefId,
      amount: Units,
      amountText: Decimal,
    }),
    run(a, ctx: HandlerContext) {
      const amount = BigInt(a.amount);
      const r = ctx.ledger.exchange({
        entryKind: "copy_profit_share",
        pay: [
          { account: userAccount(a.follower, "copy"), currency: a.currency, amount: -amount },
          { account: userAccount(a.trader, "copy"), currency: a.currency, amount },
        ],
      });
      if (!r.ok) return r;
      return {
        ...r,
        userId: a.follower,
        reference: `copy:${a.copy}`,
        reply: { amount: a.amountText },
        write: (q: Queryable, entryId: number) =>
          q
            .query(
              `INSERT INTO copy_events (follower_id, trader_id, copy_trade, kind, amount, currency_id, entry_id, created_at)
               VALUES ($1, $2, $3, 'shared', $4, $5, $6, $7)`,
              [a.follower, a.trader, a.copy, a.amountText, a.currency, entryId, ctx.now],
            )
            .then(() => undefined),
      };
    },
  });

  return { apply, review, follow, unfollow, keep, skipped, settle, share };
}

async function keptRows(q: Queryable, follower: number, trader: number, copies: number[], now: Date) {
  for (const copy of copies)
    await q.query(
      `INSERT INTO copy_events (follower_id, trader_id, copy_trade, kind, created_at)
       VALUES ($1, $2, $3, 'kept', $4) ON CONFLICT DO NOTHING`,
      [follower, trader, copy, now],
    );
}

export type CopyCommands = ReturnType<typeof registerCopyCommands>;
export type { Failure };
