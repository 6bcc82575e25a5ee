import type { LeverAccount, LeverTrade as LeverTradeView } from "@bourse/contract";
import { dealingPrice, feeFor, riskRateBasisPoints, sizeUnits, userAccount } from "@bourse/engine";
import type { Core } from "../../core/core.ts";
import { unitsToDecimal } from "../../core/units.ts";
import type { Db } from "../../db/db.ts";
import type { Feed } from "../../feed/feed.ts";
import { pageOf } from "../../http/pagination.ts";
import { type AccountView, accountOf, estimatedLiquidation, indexPrices } from "./lever.book.ts";
import type { LeverService } from "./lever.service.ts";
import { type LeverTrade, TRADE_COLUMNS, type TradeRow, tickRef, tradeFromRow } from "./lever.store.ts";
import { type LeverMarket, termsView } from "./lever.terms.ts";

/** What the lever calls answer: trades with their live figures, the account, a market's dealing terms. */
export function createLeverViews({
  db,
  core,
  feed,
  lever,
}: {
  db: Db;
  core: Core;
  feed: Feed;
  lever: LeverService;
}) {
  function account(owner: number, currencyId: number): AccountView {
    const balance =
      core.balance(userAccount(owner, "lever"), currencyId) +
      core.balance(userAccount(owner, "lever", "frozen"), currencyId);
    return accountOf(lever.book, owner, currencyId, balance, indexPrices(feed));
  }

  function accountView(owner: number, m: LeverMarket, a = account(owner, m.legalId)): LeverAccount {
    const q = m.terms.quoteScale;
    const rate = riskRateBasisPoints(a);
    const t = lever.threshold();
    return {
      currency_id: m.legalId,
      currency_name: m.quoteName,
      balance: unitsToDecimal(core.balance(userAccount(owner, "lever"), m.legalId), q),
      frozen: unitsToDecimal(core.balance(userAccount(owner, "lever", "frozen"), m.legalId), q),
      used_margin: unitsToDecimal(a.usedMargin, q),
      unrealized: unitsToDecimal(a.unrealized, q),
      equity: unitsToDecimal(a.equity, q),
      risk_rate: rate === null ? null : unitsToDecimal(rate, 2),
      liquidation_risk_rate: unitsToDecimal((t.num * 10_000n) / t.den, 2),
    };
  }

  function view(t: LeverTrade, a?: AccountView): LeverTradeView {
    const { priceDecimals: pd, quoteScale: q, lotDecimals } = t.terms;
    const price = (v: bigint | null) => (v === null ? null : unitsToDecimal(v, pd));
    const money = (v: bigint) => unitsToDecimal(v, q);
    const live = t.status === 1 ? a?.positions.find((p) => p.trade.id === t.id) : undefined;
    const m = t.market;
    const verify =
      t.openTick &&
      `/api/ticks?symbol=${encodeURIComponent(m.symbol)}&after_seq=${t.openTick.seq - 1}&limit=${
        t.closeTick ? Math.min(1000, t.closeTick.seq - t.openTick.seq + 1) : 1
      }`;
    return {
      id: t.id,
      symbol: m.symbol,
      currency_id: m.currencyId,
      legal_id: m.legalId,
      currency_name: m.baseName,
      legal_name: m.quoteName,
      type: t.direction === "long" ? 1 : 2,
      direction: t.direction,
      status: t.status,
      order_type: t.orderType,
      share: unitsToDecimal(t.lots, lotDecimals),
      number: unitsToDecimal(sizeUnits(t.lots, t.terms), lotDecimals + t.terms.baseScale),
      lot_size: m.lotSizeText,
      multiple: t.multiple,
      target_price: price(t.targetPrice),
      price: t.openTick ? price(t.openPrice) : null,
      origin_price: price(t.openTick?.index ?? null),
      update_price: live
        ? price(dealingPrice(live.index, t.direction, "close", t.terms))
        : price(t.closePrice),
      target_profit_price: price(t.takeProfit),
      stop_loss_price: price(t.stopLoss),
      caution_money: money(t.margin),
      origin_caution_money: money(t.originMargin),
      trade_fee: money(t.fee),
      overnight_money: money(t.overnight),
      overnight_per_day: money(overnightPerDay(t)),
      profits: live ? money(live.unrealized) : null,
      fact_profits: t.pnl === null ? null : money(t.pnl),
      liquidation_price: live && a ? price(estimatedLiquidation(a, t.marketId, lever.threshold())) : null,
      ...outcome(t, live?.unrealized),
      close_reason: t.closeReason,
      open_tick: tickRef(t.openTick, pd),
      close_tick: tickRef(t.closeTick, pd),
      verify_url: verify,
      create_time: t.createdAt.toISOString(),
      transaction_time: t.openedAt?.toISOString() ?? null,
      handle_time: t.closedAt?.toISOString() ?? null,
    };
  }

  /**
   * What a position made: ROE while open (unrealized PnL ÷ the margin posted at open, percent cut to 2
   * decimals toward zero), and once closed the realized PnL before fees, the fees (the handling fee
   * charged at open and the overnight fees; closing charges none) and the net of both, exact in units.
   */
  function outcome(t: LeverTrade, unrealized: bigint | undefined) {
    const q = t.terms.quoteScale;
    const fees = t.fee + t.overnight;
    const closed = t.status === 3 && t.pnl !== null;
    return {
      roe:
        unrealized === undefined || t.originMargin <= 0n
          ? null
          : unitsToDecimal((unrealized * 10_000n) / t.originMargin, 2),
      gross_profits: closed && t.pnl !== null ? unitsToDecimal(t.pnl, q) : null,
      total_fees: unitsToDecimal(fees, q),
      net_profits: closed && t.pnl !== null ? unitsToDecimal(t.pnl - fees, q) : null,
    };
  }

  /** The overnight fee of one day: at the open price (a pending order's target until it deals). */
  const overnightPerDay = (t: LeverTrade) =>
    feeFor(t.openTick ? t.openPrice : (t.targetPrice ?? 0n), t.lots, t.terms.overnight, t.terms);

  /** Open positions (status 1), newest first, with live PnL and the account. */
  function positions(
    owner: number,
    q: { currencyId?: number; legalId?: number; page: number; limit: number },
  ) {
    // the user's own positions: its lever account (the holder number is the user's id)
    const all = lever.book
      .ofHolderAll(owner)
      .filter(
        (t) =>
          t.status === 1 &&
          (q.currencyId === undefined || t.market.currencyId === q.currencyId) &&
          (q.legalId === undefined || t.market.legalId === q.legalId),
      )
      .sort((x, y) => y.id - x.id);
    const m =
      lever.markets().find((x) => q.legalId === undefined || x.legalId === q.legalId) ?? lever.markets()[0];
    const a = m ? account(owner, m.legalId) : undefined;
    const start = (q.page - 1) * q.limit;
    return {
      ...pageOf(
        all.slice(start, start + q.limit).map((t) => view(t, a)),
        all.length,
        q.page,
        q.limit,
      ),
      account: m ? accountView(owner, m, a) : null,
    };
  }

  /** Orders and positions by deal_status (all when `status` is absent or −1), newest first. */
  async function trades(
    owner: number,
    q: { currencyId?: number; legalId?: number; status?: number; page: number; limit: number },
  ) {
    const where = `user_id = $1 AND account = 'lever' AND ($2::int IS NULL OR status = $2)
      AND ($3::int IS NULL OR market_id IN (SELECT id FROM markets WHERE currency_id = $3))
      AND ($4::int IS NULL OR currency_id = $4)`;
    const params = [
      owner,
      q.status === undefined || q.status < 0 ? null : q.status,
      q.currencyId ?? null,
      q.legalId ?? null,
    ];
    const rows = await db.query<TradeRow>(
      `SELECT ${TRADE_COLUMNS} FROM lever_trades WHERE ${where} ORDER BY id DESC LIMIT $5 OFFSET $6`,
      [...params, q.limit, (q.page - 1) * q.limit],
    );
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM lever_trades WHERE ${where}`,
      params,
    );
    const accounts = new Map<number, AccountView>();
    const data = rows.map((row) => {
      const liveTrade = lever.book.live.get(Number(row.id));
      const market = lever.markets().find((m) => m.id === row.market_id)!;
      const t = liveTrade ?? tradeFromRow(row, market);
      if (t.status !== 1) return view(t);
      const a = accounts.get(market.legalId) ?? account(owner, market.legalId);
      accounts.set(market.legalId, a);
      return view(t, a);
    });
    return pageOf(data, count?.n ?? 0, q.page, q.limit);
  }

  /** `POST /lever/deal`: the market's dealing prices and terms, and the user's state on it. */
  function deal(owner: number, m: LeverMarket) {
    const tick = feed.lastTick(m.id);
    const index = tick ? indexPrices(feed)(m) : undefined;
    const pd = m.terms.priceDecimals;
    const maxLots = unitsToDecimal(m.maxLots, m.terms.lotDecimals);
    const quote = (direction: "long" | "short") =>
      index === undefined
        ? []
        : [{ price: unitsToDecimal(dealingPrice(index, direction, "open", m.terms), pd), number: maxLots }];
    const a = account(owner, m.legalId);
    const mine = lever.book
      .ofHolder(owner, m.legalId)
      .filter((t) => t.marketId === m.id && t.status === 1)
      .sort((x, y) => y.id - x.id)
      .map((t) => view(t, a));
    const acc = accountView(owner, m, a);
    return {
      lever_transaction: { in: quote("long"), out: quote("short") },
      my_transaction: mine,
      lever_share_limit: { min: unitsToDecimal(m.minLots, m.terms.lotDecimals), max: maxLots },
      multiple: m.multiples,
      last_price: tick?.price ?? null,
      last_tick: tick ? { seq: tick.seq, time: tick.ts, price: tick.price } : null,
      stale: feed.isStale(m.id),
      user_lever: acc.balance,
      experience: unitsToDecimal(
        core.balance(userAccount(owner, "experience"), m.legalId),
        m.terms.quoteScale,
      ),
      all_levers: acc.equity,
      account: acc,
      terms: termsView(m),
      ExRate: "1",
    };
  }

  return { view, account, accountView, positions, trades, deal };
}

export type LeverViews = ReturnType<typeof createLeverViews>;
