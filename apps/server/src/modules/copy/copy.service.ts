import { EventEmitter } from "node:events";
import type { CopyStanding } from "@bourse/contract";
import { dealingPrice, feeFor, netResult, sizeCopy, unrealizedAt, userAccount } from "@bourse/engine";
import { compare, parse } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import { decimalToUnits, unitsToDecimal } from "../../core/units.ts";
import type { Db, Queryable } from "../../db/db.ts";
import type { Feed } from "../../feed/feed.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { readSetting } from "../../settings/settings.read.ts";
import type { UserNotice } from "../../socket/gateway.ts";
import type { LeverService } from "../lever/index.ts";
import { registerCopyCommands } from "./copy.commands.ts";
import { type CopyState, type LiveFollow, loadCopy, modeOn } from "./copy.store.ts";

/** The lever trade shape copy trading reads (the lever module's `LeverTrade`). */
type Trade = LeverService["book"]["live"] extends Map<number, infer T> ? T : never;

export interface ApplyInput {
  name: string;
  bio?: string | undefined;
  share_rate: string;
  max_followers?: number | undefined;
  agreement: string;
}

export interface FollowInput {
  trader_user_id: number;
  /** 1 proportional (number: the multiple), 2 fixed lots (number: lots) */
  type: 1 | 2;
  number: string;
  max_margin_order?: string | undefined;
  max_margin_total?: string | undefined;
}

/**
 * Copy trading: traders an operator approved, and followers who copy their lever orders into their copy
 * account. On the writer, each trader position that opens is copied for every follower at the trader's
 * own index tick — one `lever.open` command per follower (key `copy:<trader order>:<follower>`), sized
 * by the follower's settings (engine `sizeCopy`), a skip recorded with its reason — and each trader
 * close closes the copies at the trader's close tick. Each closed copy pays the trader its share of the
 * copy's net profit above the follower's high-water mark with that trader (`copy.settle`, key
 * `copy-share:<copy>`).
 */
export async function createCopyService({
  db,
  core,
  lever,
  feed,
  availableUsdt,
  onError,
}: {
  db: Db;
  core: Core;
  lever: LeverService;
  feed: Feed;
  /** what the user has available in every account, in USDT */
  availableUsdt: (userId: number) => Promise<string>;
  onError: (err: unknown) => void;
}) {
  const state: CopyState = await loadCopy(db);
  /** `user` (UserNotice): a follower's skipped copy, on every node once the skip is durable */
  const events = new EventEmitter();
  state.announceSkip = (skip) => {
    const notice: UserNotice = {
      userId: skip.follower,
      kind: "copy",
      skipped: { trader_user_id: skip.trader, trader_order: skip.traderTrade, reason: skip.reason },
    };
    events.emit("user", notice);
  };
  core.onReload(async (q: Queryable) => {
    const next = await loadCopy(q);
    state.traders = next.traders;
    state.follows = next.follows;
    state.kept = next.kept;
    state.marks = next.marks;
    state.ids.follow = Math.max(state.ids.follow, next.ids.follow);
  });
  const commands = registerCopyCommands(core, state);
  const pending = new Set<Promise<unknown>>();

  const track = (p: Promise<unknown>) => {
    const run = p.catch(onError).finally(() => pending.delete(run));
    pending.add(run);
  };

  const followersOf = (trader: number) => [...state.follows.values()].filter((f) => f.traderId === trader);

  /** Margin the follower's open copies of `trader` hold in `currency`. */
  function marginInUse(f: LiveFollow, currency: number) {
    let sum = 0n;
    for (const t of lever.book.ofHolderAll(-f.followerId)) {
      if (t.market.legalId !== currency || t.copyOf === null) continue;
      if (lever.book.live.get(t.copyOf)?.owner === f.traderId || traderOfCopy.get(t.id) === f.traderId)
        sum += t.margin;
    }
    return sum;
  }
  /** copy id → trader, for copies whose trader order has left the book */
  const traderOfCopy = new Map<number, number>();

  /** Copies a trader's new position for every follower, at the trader's open tick. */
  function mirrorOpen(t: Trade) {
    const tick = t.openTick;
    if (!tick || t.openedAt === null) return;
    const m = t.market;
    const price = dealingPrice(tick.index, t.direction, "open", m.terms);
    for (const f of followersOf(t.owner)) {
      if (f.since > t.openedAt.getTime()) continue;
      const caps = (text: string | null) => (text === null ? null : decimalToUnits(text, m.terms.quoteScale));
      const size = sizeCopy({
        traderLots: t.lots,
        mode: modeOn(f, m.terms.lotDecimals),
        limits: { maxMarginPerOrder: caps(f.maxOrder), maxMarginTotal: caps(f.maxTotal) },
        marginInUse: marginInUse(f, m.legalId),
        available: core.balance(userAccount(f.followerId, "copy"), m.legalId),
        price,
        multiple: t.multiple,
        minLots: m.minLots,
        maxLots: m.maxLots,
        terms: m.terms,
        feeOf: (lots) => feeFor(price, lots, m.terms.fee, m.terms),
      });
      if (!size.ok) {
        track(skip(f, t.id, size.reason));
        continue;
      }
      track(
        core
          .submit(
            lever.commands.open,
            {
              market: m.id,
              direction: t.direction,
              orderType: "market",
              lots: String(size.lots),
              multiple: t.multiple,
              target: null,
              takeProfit: t.takeProfit === null ? null : String(t.takeProfit),
              stopLoss: t.stopLoss === null ? null : String(t.stopLoss),
              tick: { seq: tick.seq, ts: tick.ts, index: String(tick.index) },
              copyOf: t.id,
            },
            { user: f.followerId },
            `copy:${t.id}:${f.followerId}`,
          )
          .then((answer) => {
            if (answer.ok) traderOfCopy.set((answer.reply as { id: number }).id, t.owner);
            else return skip(f, t.id, answer.code);
          }),
      );
    }
  }

  const skip = (f: LiveFollow, traderTrade: number, reason: string) =>
    core.submit(
      commands.skipped,
      { follower: f.followerId, trader: f.traderId, traderTrade, reason },
      { system: "copy" },
      `copy-skip:${traderTrade}:${f.followerId}`,
    );

  /** Closes the copies of a trader's closed position, at the trader's close tick. */
  function mirrorClose(t: Trade) {
    const tick = t.closeTick;
    if (!tick) return;
    for (const c of lever.book.live.values()) {
      if (c.copyOf !== t.id || c.status !== 1 || state.kept.has(c.id)) continue;
      track(
        core.submit(
          lever.commands.close,
          { trade: c.id, tick: { seq: tick.seq, ts: tick.ts, index: String(tick.index) } },
          { user: c.owner },
          `copy-close:${c.id}`,
        ),
      );
    }
  }

  /**
   * Gives the open copies of a trader's position the trader's new take profit and stop loss, checked
   * against the index now (as the trader's were a moment ago). A copy whose stops the index has
   * already passed keeps its old ones; its own trigger or the trader's close closes it.
   */
  function mirrorStops(t: Trade) {
    const last = feed.isStale(t.market.id) ? undefined : feed.lastTick(t.market.id);
    if (!last) return;
    const tick = {
      seq: last.seq,
      ts: last.ts,
      index: String(decimalToUnits(last.price, t.market.terms.priceDecimals)),
    };
    const text = (v: bigint | null) => (v === null ? null : String(v));
    for (const c of lever.book.live.values()) {
      if (c.copyOf !== t.id || c.status !== 1 || state.kept.has(c.id)) continue;
      if (c.takeProfit === t.takeProfit && c.stopLoss === t.stopLoss) continue;
      track(
        core.submit(
          lever.commands.setStops,
          { trade: c.id, takeProfit: text(t.takeProfit), stopLoss: text(t.stopLoss), tick },
          { user: c.owner },
        ),
      );
    }
  }

  /**
   * Settles a closed copy with its trader: the share of its net result above the follower's high-water
   * mark (`copy.settle`, worked out by the command on the writer's state so closes settle one at a time);
   * a loss moves the mark too.
   */
  async function settleCopy(c: Trade) {
    if (c.copyOf === null || c.pnl === null) return;
    const trader = traderOfCopy.get(c.id) ?? (await traderOfTrade(c.copyOf));
    if (trader === undefined || !state.traders.has(trader)) return;
    await core.submit(
      commands.settle,
      {
        copy: c.id,
        follower: c.owner,
        trader,
        currency: c.market.legalId,
        scale: c.terms.quoteScale,
        net: String(netResult({ pnl: c.pnl, fee: c.fee, overnight: c.overnight })),
      },
      { system: "copy" },
      `copy-share:${c.id}`,
    );
  }

  async function traderOfTrade(id: number) {
    const [row] = await db.query<{ user_id: string }>(
      "SELECT user_id::text FROM lever_trades WHERE id = $1",
      [id],
    );
    return row ? Number(row.user_id) : undefined;
  }

  const mirrored = new Set<number>();
  const onTrades = (trades: Trade[]) => {
    if (!core.leading) return;
    for (const t of trades) {
      if (t.account === "lever" && t.status === 1 && state.traders.has(t.owner)) {
        if (mirrored.has(t.id)) mirrorStops(t);
        else if (state.traders.get(t.owner)?.status === "approved") {
          mirrored.add(t.id);
          mirrorOpen(t);
        }
      }
      if (t.account === "lever" && t.status === 3) mirrorClose(t);
      if (t.account === "copy" && t.status === 3) track(settleCopy(t));
    }
  };
  lever.events.on("trades", onTrades);

  /** Applies to be a trader: verification level 1, assets over the setting, the agreement accepted. */
  async function apply(userId: number, input: ApplyInput): Promise<Outcome<CopyStanding>> {
    if (input.agreement !== "1") return failure("COPY_AGREEMENT_REQUIRED");
    const [u] = await db.query<{ kyc_level: number }>("SELECT kyc_level FROM users WHERE id = $1", [userId]);
    if ((u?.kyc_level ?? 0) < 1) return failure("COPY_KYC_REQUIRED");
    const min = await readSetting(db, "copy_trader_min_assets");
    const assets = await availableUsdt(userId);
    if (lessThan(assets, min)) return failure("COPY_ASSETS_REQUIRED", { min });
    const cap = await readSetting(db, "copy_share_rate_cap");
    const rate = input.share_rate.trim();
    if (!/^0(\.[0-9]{1,4})?$/.test(rate)) return failure("REQUEST_INVALID_FIELD", { field: "share_rate" });
    if (lessThan(cap, rate)) return failure("COPY_SHARE_RATE_CAP", { max: cap });
    const maxFollowers = await readSetting(db, "copy_max_followers");
    const wanted = input.max_followers ?? maxFollowers;
    if (wanted > maxFollowers) return failure("REQUEST_INVALID_FIELD", { field: "max_followers" });
    const answer = await core.submit(
      commands.apply,
      { name: input.name.trim(), bio: (input.bio ?? "").trim(), shareRate: rate, maxFollowers: wanted },
      { user: userId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** An operator approves, rejects or suspends a trader (suspended traders' orders are not copied). */
  async function review(
    operatorId: number,
    userId: number,
    status: "approved" | "rejected" | "suspended",
    reason: string | null,
    ip: string,
    maxFollowers?: number,
  ) {
    const answer = await core.submit(
      commands.review,
      { user: userId, status, reason, ip, ...(maxFollowers === undefined ? {} : { maxFollowers }) },
      { operator: operatorId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** Follows a trader (or changes the settings of an existing follow). */
  async function follow(userId: number, input: FollowInput): Promise<Outcome<{ id: number }>> {
    const [u] = await db.query<{ kyc_level: number }>("SELECT kyc_level FROM users WHERE id = $1", [userId]);
    if ((u?.kyc_level ?? 0) < 1) return failure("COPY_KYC_REQUIRED");
    const value = input.number.trim();
    const mode = input.type === 1 ? "proportional" : "fixed";
    const decimals = mode === "proportional" ? 2 : 8;
    const parsed = parse(value, decimals);
    if (!parsed.ok || parsed.value.units <= 0n) return failure("REQUEST_INVALID_FIELD", { field: "number" });
    if (mode === "proportional" && parsed.value.units > 10_000n)
      return failure("REQUEST_INVALID_FIELD", { field: "number" });
    const cap = (text: string | undefined, field: string) => {
      if (text === undefined || text.trim() === "" || text.trim() === "0")
        return { ok: true as const, value: null };
      const p = parse(text.trim(), 6);
      return p.ok && p.value.units > 0n
        ? { ok: true as const, value: text.trim() }
        : { ok: false as const, field };
    };
    const maxOrder = cap(input.max_margin_order, "max_margin_order");
    if (!maxOrder.ok) return failure("REQUEST_INVALID_FIELD", { field: maxOrder.field });
    const maxTotal = cap(input.max_margin_total, "max_margin_total");
    if (!maxTotal.ok) return failure("REQUEST_INVALID_FIELD", { field: maxTotal.field });
    const answer = await core.submit(
      commands.follow,
      { trader: input.trader_user_id, mode, value, maxOrder: maxOrder.value, maxTotal: maxTotal.value },
      { user: userId },
    );
    return answer.ok ? success(answer.reply as { id: number }) : answer;
  }

  /** The follower's open copies of a trader's orders. */
  async function copiesOf(userId: number, trader: number) {
    const rows = await db.query<{ id: string }>(
      `SELECT c.id::text FROM lever_trades c JOIN lever_trades t ON t.id = c.copy_of
       WHERE c.user_id = $1 AND c.account = 'copy' AND c.status IN (0, 1) AND t.user_id = $2`,
      [userId, trader],
    );
    const ids = new Set(rows.map((r) => Number(r.id)));
    for (const c of lever.book.ofHolderAll(-userId))
      if (c.copyOf !== null && (traderOfCopy.get(c.id) ?? lever.book.live.get(c.copyOf)?.owner) === trader)
        ids.add(c.id);
    return [...ids].filter((id) => lever.book.live.has(id) && !state.kept.has(id));
  }

  /** Stops following: the open copies close at the market now, or stay the follower's own. */
  async function unfollow(userId: number, trader: number, close: boolean): Promise<Outcome<{ id: number }>> {
    const copies = await copiesOf(userId, trader);
    const answer = await core.submit(
      commands.unfollow,
      { trader, endMode: close ? "close" : "keep", copies },
      { user: userId },
    );
    if (!answer.ok) return answer;
    if (close) await Promise.all(copies.map((id) => closeNow(userId, id, `copy-close:${id}`)));
    return success(answer.reply as { id: number });
  }

  /** Closes one of the user's copies at the market's last tick (refused while the index is stale). */
  async function closeNow(userId: number, id: number, key?: string): Promise<Outcome<{ id: number }>> {
    const c = lever.book.live.get(id);
    if (!c || c.owner !== userId || c.account !== "copy") return failure("LEVER_NOT_FOUND");
    if (c.status !== 1) return failure("LEVER_NOT_OPEN");
    const last = feed.lastTick(c.marketId);
    if (!last || feed.isStale(c.marketId)) return failure("LEVER_PRICE_STALE");
    const index = decimalToUnits(last.price, c.terms.priceDecimals);
    const answer = await core.submit(
      lever.commands.close,
      { trade: id, tick: { seq: last.seq, ts: last.ts, index: String(index) } },
      { user: userId },
      key,
    );
    return answer.ok ? success({ id }) : answer;
  }

  /** The trader's display name and bio (its application's, or its profile's once approved). */
  async function setName(userId: number, input: { name: string; bio?: string | undefined }) {
    const t = state.traders.get(userId);
    if (!t) return failure("COPY_NOT_TRADER");
    const name = input.name.trim();
    const bio = input.bio === undefined ? t.bio : input.bio.trim();
    await db.query("UPDATE copy_traders SET name = $2, bio = $3 WHERE user_id = $1", [userId, name, bio]);
    Object.assign(t, { name, bio });
    return success({ name });
  }

  /** Keeps one copy as the follower's own (self-holding). */
  async function keep(userId: number, copyId: number): Promise<Outcome<{ id: number }>> {
    const c = lever.book.live.get(copyId);
    if (!c || c.owner !== userId || c.account !== "copy" || c.copyOf === null)
      return failure("LEVER_NOT_FOUND");
    const trader = traderOfCopy.get(c.id) ?? (await traderOfTrade(c.copyOf));
    if (trader === undefined) return failure("LEVER_NOT_FOUND");
    const answer = await core.submit(commands.keep, { copy: copyId, trader }, { user: userId });
    return answer.ok ? success(answer.reply as { id: number }) : answer;
  }

  return {
    state,
    events,
    commands,
    apply,
    review,
    follow,
    unfollow,
    keep,
    setName,
    /** An open copy's close price and unrealized PnL at the index now; undefined when it is not open. */
    live(copyId: number) {
      const c = lever.book.live.get(copyId);
      const last = c?.status === 1 ? feed.lastPrice(c.market.id) : undefined;
      if (!c || last === undefined) return undefined;
      const index = decimalToUnits(last, c.terms.priceDecimals);
      return {
        update_price: unitsToDecimal(
          dealingPrice(index, c.direction, "close", c.terms),
          c.terms.priceDecimals,
        ),
        profits: unitsToDecimal(unrealizedAt(c, index, c.terms), c.terms.quoteScale),
      };
    },
    /** Closes one of the user's copies now (kept ones too). */
    close: (userId: number, id: number) => closeNow(userId, id),
    /** Waits until every copy, skip, close and share sent so far has run (tests). */
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    stop() {
      lever.events.off("trades", onTrades);
    },
  };
}

/** a < b, for decimal texts */
function lessThan(a: string, b: string) {
  const x = parse(a, 18);
  const y = parse(b, 18);
  return x.ok && y.ok && compare(x.value, y.value) < 0;
}

export type CopyService = Awaited<ReturnType<typeof createCopyService>>;
