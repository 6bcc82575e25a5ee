import { EventEmitter } from "node:events";
import type { SecondsOrder } from "@bourse/contract";
import type { Direction } from "@bourse/engine";
import { compare, MAX_SCALE, parse, rescale, toPlainString } from "@bourse/money";
import type { Core } from "../../core/core.ts";
import type { Db, Queryable } from "../../db/db.ts";
import type { Feed, Tick } from "../../feed/feed.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { registerSecondsCommands, type SecondsMemory } from "./seconds.commands.ts";
import { createSecondsConfig } from "./seconds.config.ts";
import { createSecondsQueries } from "./seconds.queries.ts";
import {
  exact,
  newPublicId,
  OPEN,
  ORDER_SELECT,
  type OrderRow,
  orderFromRow,
  type SecondsOrderState,
  type TickAt,
} from "./seconds.store.ts";

export interface SubmitInput {
  marketId: number;
  currencyId: number;
  direction: Direction;
  seconds: number;
  /** the stake, as the user typed it */
  number: string;
}

/** What the service emits as `user` after each durable submit, settlement or cancellation. */
export interface SecondsNotice {
  userId: number;
  kind: "seconds";
  order: { id: number; symbol: string; status: number; result: string | null };
}

/**
 * Seconds contracts (PRODUCT-RULES "Seconds contracts"): the stake is frozen in the micro account when the
 * order is placed, on the market's last index tick; the first index tick at or after expiry settles it
 * in one ledger entry (the hold released, the house paying a win or taking a loss). Open orders wait in
 * memory per market, sorted by expiry; at start they are reloaded, and those whose end tick is already
 * in the tick log settle on that recorded tick.
 */
export async function createSecondsService({
  db,
  core,
  feed,
  clock,
  onError = () => {},
}: {
  db: Db;
  core: Core;
  feed: Feed;
  clock: () => Date;
  /** a settlement that could not be committed (the order stays open until the next start) */
  onError?: (err: unknown) => void;
}) {
  const config = createSecondsConfig({ db });
  /** `user` (SecondsNotice) */
  const events = new EventEmitter();
  /** open orders per market, soonest expiry first; an order leaves when its end tick arrives */
  const waiting = new Map<number, SecondsOrderState[]>();
  /** every open order by id, until its settlement or cancellation runs */
  const live = new Map<number, SecondsOrderState>();
  /** the end tick, read from the log, of waiting orders that expired before the core rebuilt its memory */
  const ended = new Map<number, TickAt>();
  const inFlight = new Set<Promise<void>>();
  let stopped = false;
  /** the id the next order gets: one past the table's largest (read again when the core rebuilds) */
  let nextId = 1;

  function wait(order: SecondsOrderState) {
    live.set(order.id, order);
    const list = waiting.get(order.marketId) ?? [];
    let at = list.length;
    while (at > 0 && list[at - 1]!.expiresAt > order.expiresAt) at--;
    list.splice(at, 0, order);
    waiting.set(order.marketId, list);
  }

  function forget(order: SecondsOrderState) {
    live.delete(order.id);
    const list = waiting.get(order.marketId);
    const at = list?.indexOf(order) ?? -1;
    if (list && at >= 0) list.splice(at, 1);
  }

  const notify = (o: SecondsOrderState) =>
    events.emit("user", {
      userId: o.userId,
      kind: "seconds",
      order: { id: o.id, symbol: o.symbol, status: o.status, result: o.result },
    } satisfies SecondsNotice);

  /** checks other lines add to placing an order (the house's exposure limits) */
  const guards: SecondsMemory["guards"] = [];
  const commands = registerSecondsCommands(core, {
    guards,
    live,
    wait,
    forget,
    nextId: () => nextId++,
    notify,
  });

  /**
   * Submits the settlement of one order on its end tick; it takes effect once (idempotency key
   * `seconds-settle:<id>`), and only while the order is open.
   */
  function settle(orderId: number, end: TickAt): Promise<void> {
    const done = core
      .submit(
        commands.settle,
        { orderId, endTick: end },
        { system: "seconds-settlement" },
        `seconds-settle:${orderId}`,
      )
      .then(
        (answer) => {
          if (!answer.ok && answer.code !== "SECONDS_ALREADY_SETTLED")
            onError(new Error(`seconds order ${orderId} could not be settled: ${answer.code}`));
        },
        (err) => onError(err),
      )
      .finally(() => inFlight.delete(done));
    inFlight.add(done);
    return done;
  }

  /** Every order of the tick's market that has expired settles on it, in expiry order, without a pause. */
  const onTick = (tick: Tick) => {
    // settling is the writer's work: the node leading now settles
    if (stopped || !core.leading) return;
    const list = waiting.get(tick.marketId);
    while (list && list.length > 0 && list[0]!.expiresAt <= tick.ts) {
      const order = list.shift()!;
      void settle(order.id, ended.get(order.id) ?? { seq: tick.seq, price: tick.price, ts: tick.ts });
      ended.delete(order.id);
    }
  };

  /**
   * The open orders as the table has them. At start, those whose end tick is already in the log settle on
   * it (answered: the settlements submitted) and the others wait for live ticks. When the core rebuilt its
   * memory (orders already in memory are updated in place), every open order waits, and one whose end
   * tick is in the log settles on that tick when the next one arrives: a settlement the database refused
   * is tried again once a tick, not in a loop.
   */
  async function restore(q: Queryable, start: boolean): Promise<Promise<void>[]> {
    const [last] = await q.query<{ id: number | null }>("SELECT max(id)::int AS id FROM seconds_orders");
    nextId = (last?.id ?? 0) + 1;
    const rows = await q.query<OrderRow>(`${ORDER_SELECT} WHERE o.status = $1 ORDER BY o.expires_at, o.id`, [
      OPEN,
    ]);
    const previous = new Map(live);
    live.clear();
    waiting.clear();
    ended.clear();
    const settlements: Promise<void>[] = [];
    for (const row of rows) {
      const fresh = orderFromRow(row);
      const known = previous.get(fresh.id);
      const order = known ? Object.assign(known, fresh) : fresh;
      if (!core.hold(order.holdId)) throw new Error(`seconds order ${order.id}: its hold is not open`);
      const [tick] = await q.query<{ seq: number; price: string; ts: Date }>(
        "SELECT seq, price::text AS price, ts FROM ticks WHERE market_id = $1 AND ts >= $2 ORDER BY seq LIMIT 1",
        [order.marketId, new Date(order.expiresAt)],
      );
      const end = tick && {
        seq: Number(tick.seq),
        price: toPlainString(exact(tick.price)),
        ts: tick.ts.getTime(),
      };
      if (end && start) {
        live.set(order.id, order);
        settlements.push(settle(order.id, end));
        continue;
      }
      if (end) ended.set(order.id, end);
      wait(order);
    }
    return settlements;
  }
  const due = await restore(db, true);
  feed.events.on("tick", onTick);
  await Promise.all(due);
  core.onReload(async (q) => void (await restore(q, false)));

  async function marketOf(id: number) {
    const [m] = await db.query<{ id: number; symbol: string; open: boolean }>(
      `SELECT m.id, b.name || '/' || l.name AS symbol, m.open_microtrade AND m.enabled AS open
       FROM markets m JOIN currencies b ON b.id = m.currency_id JOIN currencies l ON l.id = m.legal_id
       WHERE m.id = $1`,
      [id],
    );
    return m;
  }

  /**
   * Places an order: checked against the configuration and priced on the market's last index tick here,
   * then frozen and recorded in one durable step (`seconds.submit`).
   */
  async function submit(userId: number, input: SubmitInput): Promise<Outcome<SecondsOrder>> {
    const duration = (await config.durations()).find((d) => d.seconds === input.seconds);
    if (!duration) return failure("SECONDS_UNKNOWN_DURATION");
    const currency = (await config.currencies()).find((c) => c.id === input.currencyId);
    if (!currency) return failure("SECONDS_UNKNOWN_CURRENCY");
    const market = await marketOf(input.marketId);
    if (!market?.open) return failure("SECONDS_MARKET_CLOSED");
    const parsed = parse(input.number.trim(), currency.decimals);
    if (!parsed.ok)
      return parsed.code === "MONEY_TOO_PRECISE"
        ? failure("WALLET_AMOUNT_TOO_PRECISE", { decimals: currency.decimals })
        : failure("REQUEST_INVALID_FIELD", { field: "number" });
    const stake = parsed.value;
    const comparable = rescale(stake, MAX_SCALE, "down");
    if (compare(comparable, duration.min) < 0 || compare(comparable, duration.max) > 0)
      return failure("SECONDS_STAKE_OUT_OF_RANGE", {
        min: toPlainString(duration.min),
        max: toPlainString(duration.max),
      });
    const tick = feed.lastTick(market.id);
    if (!tick || feed.isStale(market.id, clock())) return failure("SECONDS_PRICE_STALE");
    const answer = await core.submit(
      commands.submit,
      {
        publicId: newPublicId(),
        marketId: market.id,
        symbol: market.symbol,
        currencyId: currency.id,
        currencyName: currency.name,
        decimals: currency.decimals,
        direction: input.direction,
        seconds: duration.seconds,
        profitRatio: duration.profitRatio,
        stake: toPlainString(stake),
        openTick: tick,
        staleAfterMs: feed.staleAfterMs,
      },
      { user: userId },
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** Cancels an open order within the operator's grace period (and before expiry): the stake returns. */
  async function cancel(userId: number, id: number): Promise<Outcome<SecondsOrder>> {
    const [row] = await db.query<{ status: number }>(
      "SELECT status FROM seconds_orders WHERE id = $1 AND user_id = $2",
      [id, userId],
    );
    if (!row) return failure("SECONDS_NOT_FOUND");
    if (row.status !== OPEN) return failure("SECONDS_ALREADY_SETTLED");
    const grace = await config.cancelGraceSeconds();
    if (grace === 0) return failure("SECONDS_CANCEL_NOT_ALLOWED");
    const answer = await core.submit(
      commands.cancel,
      { orderId: id, graceSeconds: grace },
      { user: userId },
      `seconds-cancel:${id}`,
    );
    return answer.ok ? success(answer.reply) : answer;
  }

  /** Voids every open order of a demo account (its reset): the stakes return; answers how many. */
  async function voidAll(userId: number): Promise<number> {
    let voided = 0;
    for (const order of [...live.values()].filter((o) => o.userId === userId)) {
      const answer = await core.submit(
        commands.cancel,
        { orderId: order.id, graceSeconds: 0, demoReset: true },
        { user: userId },
      );
      if (answer.ok) voided++;
    }
    return voided;
  }

  return {
    events,
    guards,
    /** The open orders, until their settlement or cancellation runs (read only). */
    openOrders: (): Iterable<SecondsOrderState> => live.values(),
    submit,
    cancel,
    voidAll,
    ...createSecondsQueries({ db, core, config }),
    config,
    /** Stops settling (live ticks are no longer heard) and waits for settlements already submitted. */
    async stop() {
      stopped = true;
      feed.events.off("tick", onTick);
      await Promise.allSettled([...inFlight]);
    },
  };
}

export type SecondsService = Awaited<ReturnType<typeof createSecondsService>>;
