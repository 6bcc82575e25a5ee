import { EventEmitter } from "node:events";
import {
  type AccountRisk,
  accountRisk,
  liquidationPrice,
  type Posting,
  parseRate,
  type Rate,
  unrealizedAt,
} from "@bourse/engine";
import { parse } from "@bourse/money";
import type { Feed } from "../../feed/feed.ts";
import { holderOf, type LeverTrade } from "./lever.store.ts";
import type { LeverMarket } from "./lever.terms.ts";

/**
 * The live lever state: pending orders and open positions by id, by margin account (`holderOf`: an
 * owner's lever or copy account) and by market. It changes
 * only inside the lever's command handlers (lever.commands.ts, lever.risk.ts), so every reader sees
 * the order the core executed.
 */
export class LeverBook {
  readonly live = new Map<number, LeverTrade>();
  /**
   * `changed` (trades), synchronously inside the command that changed them, in the core's order;
   * `terms` after the markets' terms or the liquidation threshold were re-read.
   */
  readonly events = new EventEmitter();
  private readonly byHolder = new Map<number, Set<LeverTrade>>();
  private readonly byMarket = new Map<number, Set<LeverTrade>>();

  add(t: LeverTrade) {
    this.live.set(t.id, t);
    setOf(this.byHolder, holderOf(t.owner, t.account)).add(t);
    setOf(this.byMarket, t.marketId).add(t);
  }

  remove(t: LeverTrade) {
    this.live.delete(t.id);
    this.byHolder.get(holderOf(t.owner, t.account))?.delete(t);
    this.byMarket.get(t.marketId)?.delete(t);
  }

  changed(trades: LeverTrade[]) {
    this.events.emit("changed", trades);
  }

  /** Every live trade of a margin account (a user's id is its lever account). */
  ofHolderAll(holder: number): LeverTrade[] {
    return [...(this.byHolder.get(holder) ?? [])];
  }

  /** A margin account's live trades in one margin currency. */
  ofHolder(holder: number, currencyId: number): LeverTrade[] {
    return [...(this.byHolder.get(holder) ?? [])].filter((t) => t.market.legalId === currencyId);
  }

  ofMarket(marketId: number): Iterable<LeverTrade> {
    return this.byMarket.get(marketId) ?? [];
  }

  /** True while a margin account has a pending order or an open position margined in `currencyId`. */
  busy(holder: number, currencyId: number): boolean {
    for (const t of this.byHolder.get(holder) ?? []) if (t.market.legalId === currencyId) return true;
    return false;
  }
}

const setOf = <K, V>(map: Map<K, Set<V>>, key: K) => {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  return set;
};

/** Index prices in price units; an override (the tick being processed) wins over the feed's last. */
export function indexPrices(feed: Feed, override?: { marketId: number; index: bigint }) {
  return (m: LeverMarket): bigint | undefined => {
    if (override && override.marketId === m.id) return override.index;
    const text = feed.lastPrice(m.id);
    if (text === undefined) return undefined;
    const p = parse(text, m.terms.priceDecimals);
    return p.ok ? p.value.units : undefined;
  };
}

export interface AccountView extends AccountRisk {
  balance: bigint;
  /** open positions with their unrealized PnL at the given prices */
  positions: { trade: LeverTrade; index: bigint; unrealized: bigint }[];
}

/**
 * The risk of one margin account in one margin currency: `balance` is everything the account holds
 * (available + frozen). A position whose market has no price yet counts at its open price.
 */
export function accountOf(
  book: LeverBook,
  holder: number,
  currencyId: number,
  balance: bigint,
  priceOf: (m: LeverMarket) => bigint | undefined,
): AccountView {
  const positions = book
    .ofHolder(holder, currencyId)
    .filter((t) => t.status === 1)
    .map((trade) => {
      const index = priceOf(trade.market) ?? trade.openTick?.index ?? trade.openPrice;
      return { trade, index, unrealized: unrealizedAt(trade, index, trade.terms) };
    });
  return {
    balance,
    positions,
    ...accountRisk(
      balance,
      positions.map((p) => ({ margin: p.trade.margin, unrealized: p.unrealized })),
    ),
  };
}

/** The estimated index price of `marketId` at which the account reaches the liquidation threshold. */
export function estimatedLiquidation(account: AccountView, marketId: number, threshold: Rate): bigint | null {
  const here = account.positions.filter((p) => p.trade.marketId === marketId);
  if (here.length === 0) return null;
  const elsewhere = account.positions
    .filter((p) => p.trade.marketId !== marketId)
    .reduce((sum, p) => sum + p.unrealized, 0n);
  return liquidationPrice(
    here.map((p) => p.trade),
    account.balance + elsewhere,
    account.usedMargin,
    threshold,
    here[0]!.trade.terms,
  );
}

/** The liquidation threshold from the `lever_liquidation_risk_rate` setting (percent). */
export function thresholdOf(percent: string): Rate {
  const r = parseRate(percent);
  if (!r || r.num <= 0n) return { num: 20n, den: 100n };
  return { num: r.num, den: r.den * 100n };
}

/** Moves `amount` from one account to another inside an exchange (nothing when it is zero). */
export function payment(from: string, to: string, currency: number, amount: bigint): Posting[] {
  if (amount === 0n) return [];
  return [
    { account: from, currency, amount: -amount },
    { account: to, currency, amount },
  ];
}
