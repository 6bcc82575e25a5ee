import {
  atLiquidation,
  dealingPrice,
  feeFor,
  liquidationSettlement,
  overnightCharge,
  pnlAt,
  type Rate,
  systemAccount,
  userAccount,
} from "@bourse/engine";
import { unitsToDecimal } from "../../core/units.ts";
import type { Feed } from "../../feed/feed.ts";
import { accountOf, indexPrices, type LeverBook, type LeverCommand, payment } from "./lever.book.ts";
import type { LeverTrade, UsedTick } from "./lever.store.ts";
import type { LeverMarket } from "./lever.terms.ts";

const DAY_MS = 86_400_000;
/** The UTC day of a time, YYYY-MM-DD. */
export const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Liquidation and overnight fees: the house's risk rules, each a core command over the live book. */
export function leverRisk({
  book,
  feed,
  clock,
  command,
  threshold,
}: {
  book: LeverBook;
  feed: Feed;
  clock: () => Date;
  command: LeverCommand;
  threshold: () => Rate;
}) {
  const lever = (user: number, bucket: "available" | "frozen" = "available") =>
    userAccount(user, "lever", bucket);

  /**
   * Liquidation: when the account's risk rate (equity ÷ used margin) is at or below the threshold,
   * every position closes at its market's close dealing price (the triggering market at `tick`) and
   * every pending order is cancelled; the net result is paid against everything the account holds,
   * and a loss beyond it is absorbed by the house and recorded.
   */
  async function liquidate(owner: number, currencyId: number, trigger: LeverMarket, tick: UsedTick) {
    let touched: LeverTrade[] = [];
    let record: unknown[] | undefined;
    await command(
      owner,
      `lever:liquidation`,
      (ledger, entryId) => {
        const balance =
          ledger.balance(lever(owner), currencyId) + ledger.balance(lever(owner, "frozen"), currencyId);
        const account = accountOf(
          book,
          owner,
          currencyId,
          balance,
          indexPrices(feed, { marketId: trigger.id, index: tick.index }),
        );
        if (!atLiquidation(account, threshold())) return "skip";
        const now = clock();
        const closes = account.positions.map(({ trade, index }) => {
          // other markets close on their last recorded tick, the one `index` came from
          const last = feed.lastTick(trade.marketId);
          const used = trade.marketId === trigger.id || !last ? tick : { seq: last.seq, ts: last.ts, index };
          const closePrice = dealingPrice(index, trade.direction, "close", trade.terms);
          return { trade, used, closePrice, pnl: pnlAt(trade, closePrice, trade.terms) };
        });
        const s = liquidationSettlement(
          balance,
          closes.map((c) => c.pnl),
        );
        const all = book.ofOwner(owner, currencyId);
        const result = ledger.exchange({
          entryKind: "lever_liquidation",
          release: all.map((t) => t.holdId),
          pay:
            s.paid >= 0n
              ? payment(systemAccount("house"), lever(owner), currencyId, s.paid)
              : payment(lever(owner), systemAccount("house"), currencyId, -s.paid),
        });
        if (!result.ok) throw new Error(`lever: the ledger refused a liquidation (${result.code})`);
        for (const c of closes)
          Object.assign(c.trade, {
            status: 3,
            closePrice: c.closePrice,
            closeTick: c.used,
            closeReason: "liquidation",
            pnl: c.pnl,
            closeEntryId: entryId,
            closedAt: now,
          });
        for (const t of all) {
          if (t.status === 0)
            Object.assign(t, { status: 4, closeReason: "liquidation", closeEntryId: entryId, closedAt: now });
          book.remove(t);
        }
        touched = all;
        const q = trigger.terms.quoteScale;
        record = [
          owner,
          currencyId,
          trigger.id,
          tick.seq,
          unitsToDecimal(tick.index, trigger.terms.priceDecimals),
          unitsToDecimal(balance, q),
          unitsToDecimal(account.usedMargin, q),
          unitsToDecimal(account.equity, q),
          unitsToDecimal(s.paid, q),
          unitsToDecimal(s.absorbed, q),
          closes.length,
          entryId,
          now,
        ];
        return result;
      },
      () => ({ trades: touched, ...(record ? { liquidation: record } : {}) }),
    );
  }

  /**
   * Charges the overnight fee of every UTC midnight the position has been open through and not yet
   * paid for: rate × notional at the open price a day, from the available balance first, then from
   * the position's margin; what neither covers is not charged.
   */
  async function chargeOvernight(t: LeverTrade, today: string) {
    const since = t.overnightThrough ?? utcDay(t.openedAt!.getTime());
    // both are UTC midnights: a whole number of days
    const days = BigInt(Math.floor((Date.parse(today) - Date.parse(since)) / DAY_MS));
    if (days <= 0n) return;
    await command(
      t.owner,
      `lever:overnight:${today}`,
      (ledger) => {
        if (t.status !== 1 || (t.overnightThrough ?? "") >= today) return "skip";
        const c = t.market.legalId;
        const fee = feeFor(t.openPrice, t.lots, t.terms.overnight, t.terms) * days;
        const charge = overnightCharge({
          fee,
          available: ledger.balance(lever(t.owner), c),
          margin: t.margin,
        });
        const result = ledger.exchange({
          entryKind: "lever_overnight",
          use: charge.fromMargin > 0n ? [{ hold: t.holdId, amount: charge.fromMargin }] : [],
          pay: [
            { account: systemAccount("fees"), currency: c, amount: charge.fromMargin },
            ...payment(lever(t.owner), systemAccount("fees"), c, charge.fromAvailable),
          ],
        });
        if (!result.ok) throw new Error(`lever: the ledger refused an overnight fee (${result.code})`);
        t.margin -= charge.fromMargin;
        t.overnight += charge.fromMargin + charge.fromAvailable;
        t.overnightThrough = today;
        return result;
      },
      () => ({ trades: [t] }),
    );
  }

  return { liquidate, chargeOvernight };
}
