import { Id, RefId } from "@bourse/contract";
import {
  atLiquidation,
  dealingPrice,
  feeFor,
  liquidationSettlement,
  overnightCharge,
  pnlAt,
  systemAccount,
} from "@bourse/engine";
import { Type } from "typebox";
import type { Core } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import { failure } from "../../http/outcome.ts";
import { experienceBack } from "../growth/index.ts";
import { accountOf, payment } from "./lever.book.ts";
import {
  accepted,
  holderOfTrade,
  type LeverState,
  liveTrade,
  margin as marginAccount,
  refused,
  TickArgs,
  usedTick,
} from "./lever.command-kit.ts";
import { holderOf, type UsedTick } from "./lever.store.ts";

const DAY_MS = 86_400_000;
/** The UTC day of a time, YYYY-MM-DD. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
/** Days from one UTC day (YYYY-MM-DD) to another; NaN when either is not a day. */
const daysBetween = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / DAY_MS;

/** The idempotency key of a position's overnight fees through one UTC day: each day is charged once. */
export const overnightKey = (trade: number, day: string) => `lever:overnight:${trade}:${day}`;

/**
 * Liquidation and overnight fees, the house's risk rules: handlers over the live book, sent by the
 * triggers (`{ system: "lever-triggers" }`) and the overnight scheduler (`{ system: "lever-overnight" }`).
 */
export function riskCommands(core: Core, s: LeverState) {
  /**
   * Liquidation: when the account's risk rate (equity ÷ used margin) at the given ticks is at or below
   * the threshold, every position closes at its market's close dealing price and every pending order is
   * cancelled; the net result is paid against everything the account holds, and a loss beyond it is
   * absorbed by the house and recorded. `tick` is the triggering market's; `others` the last ticks of the
   * account's other markets (a market without one counts at the position's open price).
   */
  const liquidate = core.register({
    kind: "lever.liquidate",
    args: Type.Object({
      owner: Id,
      /** the owner's copy account; its lever account when absent */
      account: Type.Optional(Type.Literal("copy")),
      currency: RefId,
      market: RefId,
      tick: TickArgs,
      others: Type.Array(Type.Object({ market: RefId, tick: TickArgs }), { maxItems: 1000 }),
    }),
    run(a, ctx) {
      const trigger = s.markets().find((m) => m.id === a.market);
      if (!trigger) return failure("MARKET_UNKNOWN_MARKET");
      const tick = usedTick(a.tick);
      const ticks = new Map<number, UsedTick>(a.others.map((o) => [o.market, usedTick(o.tick)]));
      ticks.set(trigger.id, tick);
      const { owner, currency } = a;
      const holder = holderOf(owner, a.account ?? "lever");
      const balance =
        ctx.ledger.balance(marginAccount(holder), currency) +
        ctx.ledger.balance(marginAccount(holder, "frozen"), currency);
      const account = accountOf(s.book, holder, currency, balance, (m) => ticks.get(m.id)?.index);
      if (!atLiquidation(account, s.threshold())) return failure("LEVER_NOT_AT_LIQUIDATION");
      const closes = account.positions.map(({ trade, index }) => {
        const closePrice = dealingPrice(index, trade.direction, "close", trade.terms);
        return {
          trade,
          used: ticks.get(trade.marketId) ?? tick,
          closePrice,
          pnl: pnlAt(trade, closePrice, trade.terms),
        };
      });
      const settled = liquidationSettlement(
        balance,
        closes.map((c) => c.pnl),
      );
      const all = s.book.ofHolder(holder, currency);
      // the experience funds in the account's margins: its loss takes them first
      const experience = all.reduce((sum, t) => sum + t.experience, 0n);
      const result = ctx.ledger.exchange({
        entryKind: "lever_liquidation",
        release: all.map((t) => t.holdId),
        pay: [
          ...(settled.paid >= 0n
            ? payment(systemAccount("house"), marginAccount(holder), currency, settled.paid)
            : payment(marginAccount(holder), systemAccount("house"), currency, -settled.paid)),
          ...experienceBack(
            owner,
            marginAccount(holder),
            currency,
            experience,
            balance,
            balance + settled.paid,
          ),
        ],
      });
      if (!result.ok) return result;
      const now = ctx.now;
      for (const c of closes)
        Object.assign(c.trade, {
          status: 3,
          closePrice: c.closePrice,
          closeTick: c.used,
          closeReason: "liquidation",
          pnl: c.pnl,
          closeEntryId: ctx.entryId,
          closedAt: now,
        });
      const cancelled = all.filter((t) => t.status === 0);
      for (const t of cancelled)
        Object.assign(t, {
          status: 4,
          closeReason: "liquidation",
          closeEntryId: ctx.entryId,
          closedAt: now,
        });
      for (const t of all) s.book.remove(t);
      const q = trigger.terms.quoteScale;
      const money = (v: bigint) => unitsToDecimal(v, q);
      return accepted(
        s,
        result,
        all,
        {
          owner,
          currency,
          closed: closes.map((c) => c.trade.id),
          cancelled: cancelled.map((t) => t.id),
          paid: money(settled.paid),
          absorbed: money(settled.absorbed),
        },
        {
          owner,
          reference: "lever:liquidation",
          liquidation: [
            owner,
            currency,
            trigger.id,
            tick.seq,
            unitsToDecimal(tick.index, trigger.terms.priceDecimals),
            money(balance),
            money(account.usedMargin),
            money(account.equity),
            money(settled.paid),
            money(settled.absorbed),
            closes.length,
            ctx.entryId,
            now,
            a.account ?? "lever",
            // the threshold it was decided at (its denominator a power of ten: "20" % → 20/100)
            unitsToDecimal(s.threshold().num, String(s.threshold().den).length - 1),
          ],
        },
      );
    },
  });

  /**
   * Charges the overnight fee of every UTC midnight up to `day` that the position has been open through
   * and not yet paid for: rate × notional at the open price a day, from the available balance first,
   * then from the position's margin; what neither covers is not charged. Sent with `overnightKey`: a
   * repeat answers the first charge.
   */
  const overnight = core.register({
    kind: "lever.overnight",
    args: Type.Object({ trade: Id, day: Type.String({ pattern: "^[0-9]{4}-[0-9]{2}-[0-9]{2}$" }) }),
    run(a, ctx) {
      const t = liveTrade(s, a.trade, ctx.caller, "open");
      if (refused(t)) return t;
      if (t.openedAt === null) return failure("LEVER_NOT_OPEN");
      const through = t.overnightThrough ?? utcDay(t.openedAt.getTime());
      // both are UTC midnights: a whole number of days
      const days = Math.floor(daysBetween(through, a.day));
      if (!Number.isFinite(days)) return failure("COMMAND_INVALID");
      if (days <= 0) return failure("LEVER_OVERNIGHT_NOT_DUE");
      const c = t.market.legalId;
      const fee = feeFor(t.openPrice, t.lots, t.terms.overnight, t.terms) * BigInt(days);
      const charge = overnightCharge({
        fee,
        available: ctx.ledger.balance(marginAccount(holderOfTrade(t)), c),
        margin: t.margin,
      });
      const result = ctx.ledger.exchange({
        entryKind: "lever_overnight",
        use: charge.fromMargin > 0n ? [{ hold: t.holdId, amount: charge.fromMargin }] : [],
        pay: [
          { account: systemAccount("fees"), currency: c, amount: charge.fromMargin },
          ...payment(marginAccount(holderOfTrade(t)), systemAccount("fees"), c, charge.fromAvailable),
        ],
      });
      if (!result.ok) return result;
      t.margin -= charge.fromMargin;
      t.overnight += charge.fromMargin + charge.fromAvailable;
      t.overnightThrough = a.day;
      const money = (v: bigint) => unitsToDecimal(v, t.terms.quoteScale);
      return accepted(
        s,
        result,
        [t],
        {
          id: t.id,
          through: a.day,
          days,
          charged: money(charge.fromAvailable + charge.fromMargin),
          waived: money(charge.waived),
        },
        {
          owner: t.owner,
          reference: `lever:overnight:${a.day}`,
          fees: [
            {
              payer: t.owner,
              currency: c,
              amount: charge.fromMargin + charge.fromAvailable,
              product: "lever",
            },
          ],
        },
      );
    },
  });

  return { liquidate, overnight };
}
