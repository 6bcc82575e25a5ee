import { Decimal, Id, RefId, type SecondsOrder, Text, type TickRef } from "@bourse/contract";
import {
  type Exchange,
  marginSources,
  type SecondsSettlement,
  settleSeconds,
  systemAccount,
  userAccount,
} from "@bourse/engine";
import { fromUnits, parse, toPlainString } from "@bourse/money";
import { Type } from "typebox";
import type { Handler } from "../../core/command.ts";
import { type Core, holdId } from "../../core/core.ts";
import { type Failure, failure } from "../../http/outcome.ts";
import { experienceBack, experienceInto } from "../growth/index.ts";
import { rateOf } from "./seconds.config.ts";
import {
  CANCELLED,
  exact,
  OPEN,
  PUBLIC_ID,
  rowOf,
  SETTLED,
  type SecondsOrderState,
  secondsWriter,
} from "./seconds.store.ts";
import { orderView } from "./seconds.view.ts";

/** An index tick as a command carries it: its id in the market's log, its time (ms) and price. */
const TickArg = Type.Object(
  {
    seq: Id,
    ts: Type.Integer({ minimum: 0, maximum: 253_402_300_799_999 }),
    price: Decimal("seconds_orders.open_price", "the tick's index price"),
  },
  { additionalProperties: false },
);

/**
 * Placing an order. Everything the sender read and parsed travels here (the market, the duration's
 * rate, the stake at the currency's scale, the open tick, the public id it drew), so the handler needs
 * no read and gives the same order wherever it runs.
 */
export const SubmitArgs = Type.Object(
  {
    publicId: Type.String({ pattern: PUBLIC_ID.source }),
    marketId: RefId,
    symbol: Text(64, { minLength: 1 }),
    currencyId: RefId,
    currencyName: Text(64, { minLength: 1 }),
    decimals: Type.Integer({ minimum: 0, maximum: 18 }),
    direction: Type.Union([Type.Literal("up"), Type.Literal("down")]),
    seconds: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
    /** percent, as configured for the duration ("20") */
    profitRatio: Decimal("seconds_orders.profit_ratio", "payout rate, percent"),
    /** at the currency's scale */
    stake: Decimal("seconds_orders.stake", "the stake"),
    /** the market's last index tick when the sender took the order */
    openTick: TickArg,
    /** the feed's stale limit: an open tick older than this at the batch's time refuses the order */
    staleAfterMs: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  },
  { additionalProperties: false },
);

/** Settling an open order on its end tick (the first of its market at or after expiry). */
export const SettleArgs = Type.Object({ orderId: Id, endTick: TickArg }, { additionalProperties: false });

/** Cancelling an open order within the operator's grace period (seconds, as the sender read it). */
export const CancelArgs = Type.Object(
  {
    orderId: Id,
    graceSeconds: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
    /** a demo account's reset voids its open orders whatever the grace period (demo money only) */
    demoReset: Type.Optional(Type.Literal(true)),
  },
  { additionalProperties: false },
);

/** What a settlement answers (and answers again to a repeat of its key). */
export interface SettleReply {
  id: number;
  result: SecondsSettlement["result"];
  payout: string;
  fact_profits: string;
  end_tick: TickRef;
}

/** An order being placed, as a check of another line sees it (the house's exposure limits). */
export type PlacingOrder = Pick<
  SecondsOrderState,
  | "userId"
  | "marketId"
  | "symbol"
  | "currencyId"
  | "currencyName"
  | "direction"
  | "stake"
  | "profitRatio"
  | "openTick"
  | "expiresAt"
>;

/** The open orders the handlers work on, owned by the service (reloaded from the table with it). */
export interface SecondsMemory {
  /** checks other lines add to placing an order, run before anything changes: a refusal, or undefined */
  guards: ((order: PlacingOrder) => Failure | undefined)[];
  /** every open order by id, until its settlement or cancellation runs */
  live: Map<number, SecondsOrderState>;
  /** adds an order to the open orders waiting for their end tick */
  wait(order: SecondsOrderState): void;
  /** removes a closed order from the open ones */
  forget(order: SecondsOrderState): void;
  /** takes the next order id */
  nextId(): number;
  /** tells the order's owner, once the command that changed it is durable */
  notify(order: SecondsOrderState): void;
}

/**
 * What a settlement does to the ledger: a loss takes the whole hold to the house; a tie releases it; a
 * win releases it and the house pays the profit into the user's available micro balance.
 */
function settlementExchange(o: SecondsOrderState, s: SecondsSettlement): Exchange {
  const house = systemAccount("house");
  const micro = userAccount(o.userId, "micro");
  if (s.result === "loss")
    return {
      entryKind: "seconds_settle",
      use: [{ hold: o.holdId, amount: o.stake.units }],
      pay: [{ account: house, currency: o.currencyId, amount: o.stake.units }],
      release: [o.holdId],
    };
  return {
    entryKind: "seconds_settle",
    release: [o.holdId],
    pay: [
      ...(s.result === "win"
        ? [
            { account: house, currency: o.currencyId, amount: -s.profit.units },
            { account: micro, currency: o.currencyId, amount: s.profit.units },
          ]
        : []),
      // a tie or a win gives the experience part of the stake back; a profit is real money
      ...experienceBack(
        o.userId,
        micro,
        o.currencyId,
        o.experience.units,
        o.stake.units,
        o.stake.units + (s.result === "win" ? s.profit.units : 0n),
      ),
    ],
  };
}

/**
 * The seconds commands of the money core: `seconds.submit`, `seconds.settle` and `seconds.cancel`. Each
 * looks its order up by id when it runs, checks before it changes anything, and refuses with the
 * product's code; the clock is the batch's time.
 */
export function registerSecondsCommands(core: Core, memory: SecondsMemory) {
  const submit: Handler<typeof SubmitArgs, SecondsOrder> = {
    kind: "seconds.submit",
    args: SubmitArgs,
    run(args, { ledger, entryId, now, caller }) {
      if (!("user" in caller)) return failure("COMMAND_INVALID");
      const stake = parse(args.stake, args.decimals);
      if (!stake.ok || stake.value.units <= 0n) return failure("WALLET_INVALID_AMOUNT");
      // the rate is read at settlement with 16 decimals at most (a percent of a rate of 18)
      if (!parse(args.profitRatio, 16).ok) return failure("COMMAND_INVALID");
      const tick = args.openTick;
      if (tick.ts > now.getTime() || now.getTime() - tick.ts > args.staleAfterMs)
        return failure("SECONDS_PRICE_STALE");
      const placing: PlacingOrder = {
        userId: caller.user,
        marketId: args.marketId,
        symbol: args.symbol,
        currencyId: args.currencyId,
        currencyName: args.currencyName,
        direction: args.direction,
        stake: stake.value,
        profitRatio: args.profitRatio,
        openTick: { seq: tick.seq, price: toPlainString(exact(tick.price)), ts: tick.ts },
        expiresAt: now.getTime() + args.seconds * 1000,
      };
      for (const guard of memory.guards) {
        const refusal = guard(placing);
        if (refusal) return refusal;
      }
      const hold = holdId({ entryId });
      // experience funds are staked before real money
      const experience = marginSources(
        stake.value.units,
        ledger.balance(userAccount(caller.user, "experience"), args.currencyId),
      ).experience;
      const frozen = ledger.exchange({
        entryKind: "seconds_order",
        pay: experienceInto(caller.user, userAccount(caller.user, "micro"), args.currencyId, experience),
        open: [
          {
            id: hold,
            user: caller.user,
            kind: "micro",
            currency: args.currencyId,
            amount: stake.value.units,
          },
        ],
      });
      if (!frozen.ok)
        return frozen.code === "WALLET_INSUFFICIENT_BALANCE" ? frozen : failure("WALLET_INVALID_AMOUNT");
      const order: SecondsOrderState = {
        id: memory.nextId(),
        publicId: args.publicId,
        userId: caller.user,
        marketId: args.marketId,
        symbol: args.symbol,
        currencyId: args.currencyId,
        currencyName: args.currencyName,
        direction: args.direction,
        seconds: args.seconds,
        stake: stake.value,
        experience: fromUnits(experience, stake.value.scale),
        profitRatio: args.profitRatio,
        status: OPEN,
        result: null,
        openTick: { seq: tick.seq, price: toPlainString(exact(tick.price)), ts: tick.ts },
        expiresAt: now.getTime() + args.seconds * 1000,
        endTick: null,
        payout: null,
        profit: null,
        holdId: hold,
        entryId,
        settleEntryId: null,
        createdAt: now,
        settledAt: null,
        cancelledAt: null,
      };
      memory.wait(order);
      return {
        ...frozen,
        reference: `seconds:${order.symbol}`,
        rows: [{ writer: secondsWriter, rows: [rowOf("open", order)] }],
        reply: orderView(order),
        committed: () => memory.notify(order),
      };
    },
  };

  const settle: Handler<typeof SettleArgs, SettleReply> = {
    kind: "seconds.settle",
    args: SettleArgs,
    run({ orderId, endTick }, { ledger, entryId, now }) {
      const order = memory.live.get(orderId);
      if (!order || order.status !== OPEN) return failure("SECONDS_ALREADY_SETTLED");
      // the end tick is the first at or after expiry, so never the open tick nor one before expiry
      if (endTick.ts < order.expiresAt || endTick.seq <= order.openTick.seq)
        return failure("COMMAND_INVALID");
      const s = settleSeconds({
        direction: order.direction,
        stake: order.stake,
        profitRate: rateOf(order.profitRatio),
        openPrice: exact(order.openTick.price),
        endPrice: exact(endTick.price),
      });
      const result = ledger.exchange(settlementExchange(order, s));
      if (!result.ok) return result;
      const end = { seq: endTick.seq, price: toPlainString(exact(endTick.price)), ts: endTick.ts };
      Object.assign(order, {
        status: SETTLED,
        result: s.result,
        endTick: end,
        payout: s.payout,
        profit: s.profit,
        settleEntryId: entryId,
        settledAt: now,
      });
      memory.forget(order);
      return {
        ...result,
        userId: order.userId,
        reference: `seconds:${order.symbol}`,
        rows: [{ writer: secondsWriter, rows: [rowOf("close", order)] }],
        reply: {
          id: order.id,
          result: s.result,
          payout: toPlainString(s.payout),
          fact_profits: toPlainString(s.profit),
          end_tick: { seq: end.seq, time: end.ts, price: end.price },
        },
        committed: () => memory.notify(order),
      };
    },
  };

  const cancel: Handler<typeof CancelArgs, SecondsOrder> = {
    kind: "seconds.cancel",
    args: CancelArgs,
    run({ orderId, graceSeconds, demoReset }, { ledger, entryId, now, caller }) {
      const order = memory.live.get(orderId);
      // not live while open: its settlement ran and is being committed
      if (!order) return failure("SECONDS_ALREADY_SETTLED");
      if (!("user" in caller) || order.userId !== caller.user) return failure("SECONDS_NOT_FOUND");
      if (order.status !== OPEN) return failure("SECONDS_ALREADY_SETTLED");
      const at = now.getTime();
      if (demoReset) {
        if (!ledger.isDemoUser(order.userId)) return failure("SECONDS_CANCEL_NOT_ALLOWED");
        if (at >= order.expiresAt) return failure("SECONDS_CANCEL_TOO_LATE", { seconds: 0 });
      } else {
        if (graceSeconds === 0) return failure("SECONDS_CANCEL_NOT_ALLOWED");
        if (at - order.createdAt.getTime() > graceSeconds * 1000 || at >= order.expiresAt)
          return failure("SECONDS_CANCEL_TOO_LATE", { seconds: graceSeconds });
      }
      const result = ledger.exchange({
        entryKind: "seconds_cancel",
        release: [order.holdId],
        pay: experienceBack(
          order.userId,
          userAccount(order.userId, "micro"),
          order.currencyId,
          order.experience.units,
          order.stake.units,
          order.stake.units,
        ),
      });
      if (!result.ok) return failure("SECONDS_ALREADY_SETTLED");
      Object.assign(order, { status: CANCELLED, settleEntryId: entryId, cancelledAt: now });
      memory.forget(order);
      return {
        ...result,
        reference: `seconds:${order.symbol}`,
        rows: [{ writer: secondsWriter, rows: [rowOf("close", order)] }],
        reply: orderView(order),
        committed: () => memory.notify(order),
      };
    },
  };

  return { submit: core.register(submit), settle: core.register(settle), cancel: core.register(cancel) };
}

export type SecondsCommands = ReturnType<typeof registerSecondsCommands>;
