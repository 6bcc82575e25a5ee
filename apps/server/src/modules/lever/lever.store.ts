import type { TickRef } from "@bourse/contract";
import type { LeverDirection, LeverPosition, LeverTerms } from "@bourse/engine";
import { parseRate } from "@bourse/engine";
import type { BatchWriter } from "../../core/command.ts";
import { decimalToUnits, unitsToDecimal } from "../../core/units.ts";
import type { Queryable } from "../../db/db.ts";
import { values } from "../../db/values.ts";
import type { LeverMarket } from "./lever.terms.ts";

export type LeverStatus = 0 | 1 | 3 | 4;
/** The margin account a trade lives in: the owner's lever account, or its copy account (copied positions). */
export type MarginKind = "lever" | "copy";

/**
 * A margin account as one number, for the maps and the trigger index that key accounts: the owner's id
 * for its lever account, minus it for its copy account.
 */
export const holderOf = (owner: number, account: MarginKind) => (account === "copy" ? -owner : owner);
export const holderParts = (holder: number): { owner: number; account: MarginKind } =>
  holder < 0 ? { owner: -holder, account: "copy" } : { owner: holder, account: "lever" };
export type CloseReason = "user" | "take_profit" | "stop_loss" | "liquidation";

/** A recorded index tick a trade used: its id in the market's public log, time and price units. */
export interface UsedTick {
  seq: number;
  ts: number;
  index: bigint;
}

/** A lever order or position in memory (pending and open ones), and the row that records it. */
export interface LeverTrade extends LeverPosition {
  account: MarginKind;
  /** a copied position's trader order; null for the owner's own */
  copyOf: number | null;
  market: LeverMarket;
  /** the terms it was placed under (the market's may change later) */
  terms: LeverTerms;
  rates: { spread: string; fee: string; overnight: string };
  orderType: "market" | "limit";
  status: LeverStatus;
  multiple: number;
  targetPrice: bigint | null;
  openTick: UsedTick | null;
  originMargin: bigint;
  fee: bigint;
  overnight: bigint;
  /** the last UTC day (YYYY-MM-DD) whose overnight fee is settled */
  overnightThrough: string | null;
  closePrice: bigint | null;
  closeTick: UsedTick | null;
  closeReason: CloseReason | null;
  pnl: bigint | null;
  absorbed: bigint;
  /** the part of the margin that came from experience funds (lever account only) */
  experience: bigint;
  holdId: string;
  entryId: number;
  closeEntryId: number | null;
  createdAt: Date;
  openedAt: Date | null;
  closedAt: Date | null;
}

export interface TradeRow {
  id: string;
  user_id: string;
  market_id: number;
  direction: LeverDirection;
  order_type: "market" | "limit";
  status: number;
  lots: string;
  multiple: number;
  spread_rate: string;
  fee_rate: string;
  overnight_rate: string;
  target_price: string | null;
  open_price: string | null;
  open_index: string | null;
  open_seq: string | null;
  open_ts: Date | null;
  take_profit: string | null;
  stop_loss: string | null;
  margin: string;
  origin_margin: string;
  fee: string;
  overnight: string;
  overnight_through: string | null;
  close_price: string | null;
  close_index: string | null;
  close_seq: string | null;
  close_ts: Date | null;
  close_reason: CloseReason | null;
  pnl: string | null;
  absorbed: string;
  experience: string;
  hold_id: string;
  entry_id: string;
  close_entry_id: string | null;
  created_at: Date;
  opened_at: Date | null;
  closed_at: Date | null;
  account: MarginKind;
  copy_of: string | null;
}

export const TRADE_COLUMNS = `id::text, user_id::text, market_id, direction, order_type, status, lots::text, multiple,
  spread_rate::text, fee_rate::text, overnight_rate::text, target_price::text, open_price::text, open_index::text,
  open_seq::text, open_ts, take_profit::text, stop_loss::text, margin::text, origin_margin::text, fee::text,
  overnight::text, to_char(overnight_through, 'YYYY-MM-DD') AS overnight_through, close_price::text,
  close_index::text, close_seq::text, close_ts, close_reason, pnl::text, absorbed::text, experience::text, hold_id,
  entry_id::text, close_entry_id::text, created_at, opened_at, closed_at, account, copy_of::text`;

/** A NUMERIC column's text as units of 10^-decimals (exact: a finer value is a bug); null stays null. */
const units = (text: string | null, decimals: number): bigint | null =>
  text === null ? null : decimalToUnits(text, decimals);
const must = (v: bigint | null) => {
  if (v === null) throw new Error("lever: missing amount");
  return v;
};
const tickOf = (seq: string | null, ts: Date | null, index: bigint | null): UsedTick | null =>
  seq === null || ts === null || index === null ? null : { seq: Number(seq), ts: ts.getTime(), index };

export function tradeFromRow(row: TradeRow, market: LeverMarket): LeverTrade {
  const { priceDecimals: pd, quoteScale: qs, lotDecimals } = market.terms;
  const rate = (text: string) => {
    const r = parseRate(text);
    if (!r) throw new Error(`lever: not a rate: ${text}`);
    return r;
  };
  return {
    id: Number(row.id),
    owner: Number(row.user_id),
    account: row.account,
    copyOf: row.copy_of === null ? null : Number(row.copy_of),
    marketId: row.market_id,
    market,
    terms: {
      ...market.terms,
      spread: rate(row.spread_rate),
      fee: rate(row.fee_rate),
      overnight: rate(row.overnight_rate),
    },
    rates: { spread: row.spread_rate, fee: row.fee_rate, overnight: row.overnight_rate },
    direction: row.direction,
    orderType: row.order_type,
    status: row.status as LeverStatus,
    lots: must(units(row.lots, lotDecimals)),
    multiple: row.multiple,
    targetPrice: units(row.target_price, pd),
    openPrice: units(row.open_price, pd) ?? 0n,
    openTick: tickOf(row.open_seq, row.open_ts, units(row.open_index, pd)),
    takeProfit: units(row.take_profit, pd),
    stopLoss: units(row.stop_loss, pd),
    margin: must(units(row.margin, qs)),
    originMargin: must(units(row.origin_margin, qs)),
    fee: must(units(row.fee, qs)),
    overnight: must(units(row.overnight, qs)),
    overnightThrough: row.overnight_through,
    closePrice: units(row.close_price, pd),
    closeTick: tickOf(row.close_seq, row.close_ts, units(row.close_index, pd)),
    closeReason: row.close_reason,
    pnl: units(row.pnl, qs),
    absorbed: must(units(row.absorbed, qs)),
    experience: must(units(row.experience, qs)),
    holdId: row.hold_id,
    entryId: Number(row.entry_id),
    closeEntryId: row.close_entry_id === null ? null : Number(row.close_entry_id),
    createdAt: row.created_at,
    openedAt: row.opened_at,
    closedAt: row.closed_at,
  };
}

/** The row of a trade as it stands now (taken when its command runs). */
export function rowOf(t: LeverTrade): unknown[] {
  const { priceDecimals: pd, quoteScale: qs, lotDecimals } = t.terms;
  const price = (v: bigint | null) => (v === null ? null : unitsToDecimal(v, pd));
  const money = (v: bigint | null) => (v === null ? null : unitsToDecimal(v, qs));
  const open = t.status !== 0 && t.status !== 4 && t.openTick !== null;
  return [
    t.id,
    t.owner,
    t.marketId,
    t.market.legalId,
    t.direction,
    t.orderType,
    t.status,
    unitsToDecimal(t.lots, lotDecimals),
    t.market.lotSizeText,
    t.multiple,
    t.rates.spread,
    t.rates.fee,
    t.rates.overnight,
    price(t.targetPrice),
    open ? price(t.openPrice) : null,
    price(t.openTick?.index ?? null),
    t.openTick?.seq ?? null,
    t.openTick ? new Date(t.openTick.ts) : null,
    price(t.takeProfit),
    price(t.stopLoss),
    money(t.margin),
    money(t.originMargin),
    money(t.fee),
    money(t.overnight),
    t.overnightThrough,
    price(t.closePrice),
    price(t.closeTick?.index ?? null),
    t.closeTick?.seq ?? null,
    t.closeTick ? new Date(t.closeTick.ts) : null,
    t.closeReason,
    money(t.pnl),
    money(t.absorbed),
    t.holdId,
    t.entryId,
    t.closeEntryId,
    t.createdAt,
    t.openedAt,
    t.closedAt,
    t.account,
    t.copyOf,
    money(t.experience),
  ];
}

const INSERT_COLUMNS = `id, user_id, market_id, currency_id, direction, order_type, status, lots, lot_size, multiple,
  spread_rate, fee_rate, overnight_rate, target_price, open_price, open_index, open_seq, open_ts, take_profit,
  stop_loss, margin, origin_margin, fee, overnight, overnight_through, close_price, close_index, close_seq,
  close_ts, close_reason, pnl, absorbed, hold_id, entry_id, close_entry_id, created_at, opened_at, closed_at,
  account, copy_of, experience`;
const TYPES = [
  "bigint",
  "bigint",
  "int",
  "int",
  "text",
  "text",
  "smallint",
  "numeric",
  "numeric",
  "int",
  "numeric",
  "numeric",
  "numeric",
  "numeric",
  "numeric",
  "numeric",
  "bigint",
  "timestamptz",
  "numeric",
  "numeric",
  "numeric",
  "numeric",
  "numeric",
  "numeric",
  "date",
  "numeric",
  "numeric",
  "bigint",
  "timestamptz",
  "text",
  "numeric",
  "numeric",
  "text",
  "bigint",
  "bigint",
  "timestamptz",
  "timestamptz",
  "timestamptz",
  "text",
  "bigint",
  "numeric",
];
const MUTABLE = INSERT_COLUMNS.split(",")
  .map((c) => c.trim())
  .filter(
    (c) =>
      ![
        "id",
        "user_id",
        "market_id",
        "currency_id",
        "created_at",
        "entry_id",
        "hold_id",
        "account",
        "copy_of",
      ].includes(c),
  );

export interface LeverRows {
  trades: unknown[][];
  liquidation?: unknown[];
}

/**
 * Writes the trades of a batch in one statement: each trade's latest row (a trade can change twice in
 * one batch: set stops, then close), inserted or updated in place; and the batch's liquidations.
 */
export const leverWriter: BatchWriter<LeverRows> = {
  async write(q: Queryable, rows: LeverRows[]) {
    const latest = new Map<unknown, unknown[]>();
    for (const r of rows) for (const t of r.trades) latest.set(t[0], t);
    if (latest.size > 0) {
      const v = values([...latest.values()], TYPES);
      await q.query(
        `INSERT INTO lever_trades (${INSERT_COLUMNS}) VALUES ${v.sql}
         ON CONFLICT (id) DO UPDATE SET ${MUTABLE.map((c) => `${c} = EXCLUDED.${c}`).join(", ")}`,
        v.params,
      );
    }
    const liquidations = rows.flatMap((r) => (r.liquidation ? [r.liquidation] : []));
    if (liquidations.length > 0) {
      const v = values(liquidations);
      await q.query(
        `INSERT INTO lever_liquidations (user_id, currency_id, market_id, tick_seq, tick_price, balance,
           used_margin, equity, paid, absorbed, positions, entry_id, created_at, account, threshold) VALUES ${v.sql}`,
        v.params,
      );
    }
  },
};

export const tickRef = (t: UsedTick | null, decimals: number): TickRef | null =>
  t && { seq: t.seq, time: t.ts, price: unitsToDecimal(t.index, decimals) };
