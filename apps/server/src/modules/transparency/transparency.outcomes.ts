import { type OutcomeProof, type TickInput, userAccount } from "@bourse/engine";
import { fromUnits, parse, toPlainString } from "@bourse/money";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { readSetting } from "../../settings/settings.read.ts";
import { decimalsOf, plain, type RecordedTick, ticksOf } from "./transparency.ticks.ts";

/**
 * Outcome proofs (engine `transparency/outcome.ts`): the rule, the inputs it was applied to and the
 * result the venue recorded, which anyone recomputes with `verifyOutcome`. Everything is read back from
 * what was recorded (the order or trade row, the public tick log, the ledger's postings), never from
 * memory, so a proof says what the venue stands by.
 *
 * Besides the rule's inputs, `inputs.symbol` names the market whose public tick log (`GET /api/ticks`)
 * holds the ticks by id (tick ids are per market); the rule does not read it.
 */

// seconds_orders.status
const SECONDS_OPEN = 1;
const SECONDS_SETTLED = 3;
// lever_trades.status
const LEVER_PENDING = 0;
const LEVER_OPEN = 1;
const LEVER_CLOSED = 3;

/** A public id as the seconds module makes them (base64url); anything else names no order. */
const PUBLIC_ID = /^[A-Za-z0-9_-]{22,64}$/;

/**
 * The payout rate a seconds order settled with, from its percent ("20" → "0.2"): the seconds module's
 * `rateOf`, which the settlement passed to the engine's `settleSeconds`.
 */
function rateOfPercent(percent: string): string {
  const p = parse(plain(percent), 16);
  if (!p.ok) throw new Error(`not a percent: ${percent}`);
  return toPlainString(fromUnits(p.value.units, 18));
}

/**
 * The liquidation threshold as a rate from the `lever_liquidation_risk_rate` setting (percent, "20" →
 * "0.2"), as the lever module reads it (`thresholdOf`: 20 % when it is not a positive number).
 */
function thresholdRate(percent: string | undefined): string {
  const p = percent === undefined ? undefined : parse(plain(percent), 16);
  return p?.ok && p.value.units > 0n ? toPlainString(fromUnits(p.value.units, 18)) : "0.2";
}

/** A tick as the lever commands carry it: its id, time (ms) and index price in price units. */
interface TickArgs {
  seq: number;
  ts: number;
  index: string;
}

/** The arguments of a `lever.liquidate` command, as its journal entry records them. */
interface LiquidationArgs {
  owner: number;
  account?: "copy";
  currency: number;
  market: number;
  tick: TickArgs;
  others: { market: number; tick: TickArgs }[];
}

export function createOutcomeProofs({ db }: { db: Db }) {
  /**
   * The user's own settled seconds order, by its public id: rule `seconds-settlement` v1 over its stake,
   * payout rate, expiry and two ticks; the result it settled with. Only its owner gets it: it shows the
   * money, which the public proof (`GET /api/seconds/:public_id/proof`) keeps to the outcome.
   */
  async function secondsOutcome(userId: number, publicId: string): Promise<Outcome<OutcomeProof>> {
    if (!PUBLIC_ID.test(publicId)) return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
    const [o] = await db.query<{
      market_id: number;
      symbol: string;
      decimals: number;
      direction: "up" | "down";
      stake: string;
      profit_ratio: string;
      status: number;
      result: string | null;
      open_seq: string;
      open_price: string;
      open_ts: Date;
      expires_at: Date;
      end_seq: string | null;
      end_price: string | null;
      end_ts: Date | null;
      payout: string | null;
      profit: string | null;
      settle_entry_id: string | null;
    }>(
      `SELECT o.market_id, b.name || '/' || l.name AS symbol, c.decimals, o.direction, o.stake::text AS stake,
         o.profit_ratio::text AS profit_ratio, o.status, o.result, o.open_seq::text AS open_seq,
         o.open_price::text AS open_price, o.open_ts, o.expires_at, o.end_seq::text AS end_seq,
         o.end_price::text AS end_price, o.end_ts, o.payout::text AS payout, o.profit::text AS profit,
         o.settle_entry_id::text AS settle_entry_id
       FROM seconds_orders o JOIN markets m ON m.id = o.market_id JOIN currencies b ON b.id = m.currency_id
         JOIN currencies l ON l.id = m.legal_id JOIN currencies c ON c.id = o.currency_id
       WHERE o.public_id = $1 AND o.user_id = $2`,
      [publicId, userId],
    );
    if (o?.status === SECONDS_OPEN) return failure("TRANSPARENCY_OUTCOME_OPEN");
    if (
      o?.status !== SECONDS_SETTLED ||
      o.result === null ||
      o.end_seq === null ||
      o.end_price === null ||
      o.end_ts === null ||
      o.payout === null ||
      o.profit === null
    )
      // unknown, or cancelled: no outcome was decided
      return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
    const ticks = await ticksOf(db, o.market_id, [
      { seq: o.open_seq, price: o.open_price, ts: o.open_ts },
      { seq: o.end_seq, price: o.end_price, ts: o.end_ts },
    ]);
    return success({
      kind: "seconds.settle",
      rule: { name: "seconds-settlement", version: 1 },
      inputs: {
        symbol: o.symbol,
        direction: o.direction,
        stake: plain(o.stake),
        scale: o.decimals,
        profit_rate: rateOfPercent(o.profit_ratio),
        expires_at: o.expires_at.getTime(),
        open_tick: Number(o.open_seq),
        end_tick: Number(o.end_seq),
        ticks,
      },
      result: { result: o.result, payout: plain(o.payout), profit: plain(o.profit) },
      entry_id: o.settle_entry_id === null ? null : Number(o.settle_entry_id),
    });
  }

  /**
   * The user's own closed position of the lever account (closed by the user or a stop), by id: rule
   * `lever-close` v1 over the terms it was dealt under, the position, the account's available balance right
   * before the close and the close tick; the close price, PnL and absorbed loss it recorded. Someone else's
   * trade, a copy-account trade or an unknown id is not found. A position closed by a liquidation answers
   * the liquidation's proof (`liquidationOutcome`): it settled every position of the account together.
   */
  async function leverOutcome(userId: number, tradeId: number): Promise<Outcome<OutcomeProof>> {
    const [t] = await db.query<{
      market_id: number;
      currency_id: number;
      symbol: string;
      direction: "long" | "short";
      status: number;
      lots: string;
      lot_size: string;
      spread_rate: string;
      open_price: string | null;
      margin: string;
      close_price: string | null;
      close_index: string | null;
      close_seq: string | null;
      close_ts: Date | null;
      close_reason: string | null;
      pnl: string | null;
      absorbed: string;
      close_entry_id: string | null;
      price_decimals: number;
      base_scale: number;
      quote_scale: number;
      lot_decimals: number | null;
    }>(
      `SELECT t.market_id, t.currency_id, b.name || '/' || l.name AS symbol, t.direction, t.status,
         t.lots::text AS lots, t.lot_size::text AS lot_size, t.spread_rate::text AS spread_rate,
         t.open_price::text AS open_price, t.margin::text AS margin, t.close_price::text AS close_price,
         t.close_index::text AS close_index, t.close_seq::text AS close_seq, t.close_ts, t.close_reason,
         t.pnl::text AS pnl, t.absorbed::text AS absorbed, t.close_entry_id::text AS close_entry_id,
         m.price_decimals, b.decimals AS base_scale, q.decimals AS quote_scale, lt.lot_decimals
       FROM lever_trades t JOIN markets m ON m.id = t.market_id JOIN currencies b ON b.id = m.currency_id
         JOIN currencies l ON l.id = m.legal_id JOIN currencies q ON q.id = t.currency_id
         LEFT JOIN lever_terms lt ON lt.market_id = t.market_id
       WHERE t.id = $1 AND t.user_id = $2 AND t.account = 'lever'`,
      [tradeId, userId],
    );
    if (t?.status === LEVER_PENDING || t?.status === LEVER_OPEN) return failure("TRANSPARENCY_OUTCOME_OPEN");
    if (t?.status !== LEVER_CLOSED) return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
    if (t.close_reason === "liquidation")
      return t.close_entry_id === null
        ? failure("TRANSPARENCY_OUTCOME_NOT_FOUND")
        : liquidationOutcome(userId, t.currency_id, Number(t.close_entry_id));
    if (
      t.open_price === null ||
      t.close_price === null ||
      t.close_index === null ||
      t.close_seq === null ||
      t.close_ts === null ||
      t.pnl === null ||
      t.close_entry_id === null
    )
      return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
    // the lever account's available balance right before the close entry: what the close read to cover a
    // loss beyond the margin (the ledger's balance after the account's last posting before it)
    const [before] = await db.query<{ balance: string }>(
      `SELECT balance_after::text AS balance FROM postings
       WHERE account = $1 AND currency_id = $2 AND entry_id < $3
       ORDER BY entry_id DESC, seq DESC LIMIT 1`,
      [userAccount(userId, "lever"), t.currency_id, t.close_entry_id],
    );
    const ticks = await ticksOf(db, t.market_id, [
      { seq: t.close_seq, price: t.close_index, ts: t.close_ts },
    ]);
    // a lot count finer than today's lot decimals (changed since) still reads exactly: the result does not
    // depend on the lot decimals, only on the lot count
    const lotDecimals = Math.max(t.lot_decimals ?? 0, decimalsOf(t.lots));
    return success({
      kind: "lever.close",
      rule: { name: "lever-close", version: 1 },
      inputs: {
        symbol: t.symbol,
        terms: {
          price_decimals: t.price_decimals,
          base_scale: t.base_scale,
          quote_scale: t.quote_scale,
          lot_size: plain(t.lot_size),
          lot_decimals: lotDecimals,
          spread_rate: plain(t.spread_rate),
        },
        position: {
          direction: t.direction,
          lots: plain(t.lots),
          open_price: plain(t.open_price),
          // the margin held when it closed (after any overnight fee taken from it), which the close used
          margin: plain(t.margin),
        },
        available: plain(before?.balance ?? "0"),
        close_tick: Number(t.close_seq),
        ticks,
      },
      result: { close_price: plain(t.close_price), pnl: plain(t.pnl), absorbed: plain(t.absorbed) },
      entry_id: Number(t.close_entry_id),
    });
  }

  /**
   * The liquidation of the user's lever account by journal entry `entryId` (kind `lever_liquidation`): rule
   * `lever-liquidation` v1 over the account's balance (available + frozen) right before the entry, the
   * liquidation threshold, every position it closed (as recorded, with the tick of its market the command
   * used: its `tick` or `others`, or, for a market it had no tick of, the position's open tick, at which
   * the liquidation counted it) and those ticks; each position's close price and PnL and the net paid and
   * absorbed it recorded. The threshold is the one the liquidation was decided at (recorded with it; for
   * liquidations recorded before that, the `lever_liquidation_risk_rate` setting as it is now).
   */
  async function liquidationOutcome(
    userId: number,
    currencyId: number,
    entryId: number,
  ): Promise<Outcome<OutcomeProof>> {
    const [entry] = await db.query<{ args: LiquidationArgs | null }>(
      "SELECT command->'args' AS args FROM journal_entries WHERE id = $1 AND kind = 'lever_liquidation'",
      [entryId],
    );
    const [liquidation] = await db.query<{ paid: string; absorbed: string; threshold: string | null }>(
      `SELECT paid::text AS paid, absorbed::text AS absorbed, threshold::text AS threshold FROM lever_liquidations
       WHERE entry_id = $1 AND user_id = $2 AND account = 'lever'`,
      [entryId, userId],
    );
    const args = entry?.args;
    if (!args || !liquidation || args.account === "copy") return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
    const rows = await db.query<{
      id: string;
      market_id: number;
      symbol: string;
      direction: "long" | "short";
      lots: string;
      lot_size: string;
      spread_rate: string;
      open_price: string | null;
      margin: string;
      open_index: string | null;
      open_seq: string | null;
      open_ts: Date | null;
      close_price: string | null;
      pnl: string | null;
      price_decimals: number;
      base_scale: number;
      quote_scale: number;
      lot_decimals: number | null;
    }>(
      `SELECT t.id::text AS id, t.market_id, b.name || '/' || l.name AS symbol, t.direction,
         t.lots::text AS lots, t.lot_size::text AS lot_size, t.spread_rate::text AS spread_rate,
         t.open_price::text AS open_price, t.margin::text AS margin, t.open_index::text AS open_index,
         t.open_seq::text AS open_seq, t.open_ts, t.close_price::text AS close_price, t.pnl::text AS pnl,
         m.price_decimals, b.decimals AS base_scale, q.decimals AS quote_scale, lt.lot_decimals
       FROM lever_trades t JOIN markets m ON m.id = t.market_id JOIN currencies b ON b.id = m.currency_id
         JOIN currencies l ON l.id = m.legal_id JOIN currencies q ON q.id = t.currency_id
         LEFT JOIN lever_terms lt ON lt.market_id = t.market_id
       WHERE t.close_entry_id = $1 AND t.user_id = $2 AND t.account = 'lever' AND t.status = $3
         AND t.close_reason = 'liquidation'
       ORDER BY t.id`,
      [entryId, userId, LEVER_CLOSED],
    );
    if (rows.length === 0) return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
    const [currency] = await db.query<{ decimals: number }>("SELECT decimals FROM currencies WHERE id = $1", [
      currencyId,
    ]);
    // the ticks the command used, by market (the triggering market's and the others')
    const used = new Map<number, TickArgs>(args.others.map((o) => [o.market, o.tick]));
    used.set(args.market, args.tick);
    const recorded = new Map<number, { symbol: string; ticks: RecordedTick[] }>();
    const positions: Record<string, unknown>[] = [];
    const result: Record<string, string> = {};
    for (const r of rows) {
      if (r.open_price === null || r.close_price === null || r.pnl === null)
        return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
      const a = used.get(r.market_id);
      const tick: RecordedTick | null = a
        ? {
            seq: String(a.seq),
            price: toPlainString(fromUnits(BigInt(a.index), r.price_decimals)),
            ts: new Date(a.ts),
          }
        : r.open_seq !== null && r.open_index !== null && r.open_ts !== null
          ? { seq: r.open_seq, price: r.open_index, ts: r.open_ts }
          : null;
      if (!tick) return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
      const market = recorded.get(r.market_id) ?? { symbol: r.symbol, ticks: [] };
      market.ticks.push(tick);
      recorded.set(r.market_id, market);
      positions.push({
        id: Number(r.id),
        symbol: r.symbol,
        terms: {
          price_decimals: r.price_decimals,
          base_scale: r.base_scale,
          quote_scale: r.quote_scale,
          lot_size: plain(r.lot_size),
          lot_decimals: Math.max(r.lot_decimals ?? 0, decimalsOf(r.lots)),
          spread_rate: plain(r.spread_rate),
        },
        direction: r.direction,
        lots: plain(r.lots),
        open_price: plain(r.open_price),
        margin: plain(r.margin),
        tick: Number(tick.seq),
      });
      result[`close_price.${r.id}`] = plain(r.close_price);
      result[`pnl.${r.id}`] = plain(r.pnl);
    }
    const ticks: Record<string, Record<string, TickInput>> = {};
    for (const [marketId, m] of recorded) ticks[m.symbol] = await ticksOf(db, marketId, m.ticks);
    // everything the account held right before the entry: what the net result was paid against
    const [before] = await db.query<{ balance: string }>(
      `SELECT coalesce(sum(b.balance), 0)::text AS balance FROM unnest($1::text[]) AS a(account),
         LATERAL (SELECT balance_after AS balance FROM postings
                  WHERE account = a.account AND currency_id = $2 AND entry_id < $3
                  ORDER BY entry_id DESC, seq DESC LIMIT 1) b`,
      [[userAccount(userId, "lever"), userAccount(userId, "lever", "frozen")], currencyId, entryId],
    );
    const threshold = await readSetting(db, "lever_liquidation_risk_rate");
    return success({
      kind: "lever.liquidate",
      rule: { name: "lever-liquidation", version: 1 },
      inputs: {
        balance: plain(before?.balance ?? "0"),
        scale: currency?.decimals ?? rows[0]!.quote_scale,
        // the threshold it was decided at; liquidations recorded before it was kept: the setting now
        threshold: liquidation.threshold !== null ? plain(liquidation.threshold) : thresholdRate(threshold),
        positions,
        ticks,
      },
      result: { ...result, paid: plain(liquidation.paid), absorbed: plain(liquidation.absorbed) },
      entry_id: entryId,
    });
  }

  /**
   * The user's own position of the lever account, by id, once it opened (a market order at once, a limit
   * order when a tick filled it): rule `lever-open` v1 over its terms, size, leverage, target, any coupon's
   * saving on the fee and the tick it opened on; the open price, margin and fee it recorded.
   */
  async function leverOpenOutcome(userId: number, tradeId: number): Promise<Outcome<OutcomeProof>> {
    const [t] = await db.query<{
      market_id: number;
      symbol: string;
      direction: "long" | "short";
      order_type: "market" | "limit";
      status: number;
      lots: string;
      lot_size: string;
      multiple: number;
      spread_rate: string;
      fee_rate: string;
      target_price: string | null;
      open_price: string | null;
      open_index: string | null;
      open_seq: string | null;
      open_ts: Date | null;
      origin_margin: string;
      fee: string;
      entry_id: string;
      price_decimals: number;
      base_scale: number;
      quote_scale: number;
      lot_decimals: number | null;
      saved: string | null;
    }>(
      `SELECT t.market_id, b.name || '/' || l.name AS symbol, t.direction, t.order_type, t.status,
         t.lots::text AS lots, t.lot_size::text AS lot_size, t.multiple, t.spread_rate::text AS spread_rate,
         t.fee_rate::text AS fee_rate, t.target_price::text AS target_price, t.open_price::text AS open_price,
         t.open_index::text AS open_index, t.open_seq::text AS open_seq, t.open_ts,
         t.origin_margin::text AS origin_margin, t.fee::text AS fee, t.entry_id::text AS entry_id,
         m.price_decimals, b.decimals AS base_scale, q.decimals AS quote_scale, lt.lot_decimals,
         (SELECT c.saved::text FROM coupons c WHERE c.used_on = 'lever:' || t.id) AS saved
       FROM lever_trades t JOIN markets m ON m.id = t.market_id JOIN currencies b ON b.id = m.currency_id
         JOIN currencies l ON l.id = m.legal_id JOIN currencies q ON q.id = t.currency_id
         LEFT JOIN lever_terms lt ON lt.market_id = t.market_id
       WHERE t.id = $1 AND t.user_id = $2 AND t.account = 'lever'`,
      [tradeId, userId],
    );
    if (!t) return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
    if (t.open_price === null || t.open_seq === null || t.open_index === null || t.open_ts === null)
      return failure(
        t.status === LEVER_PENDING ? "TRANSPARENCY_OUTCOME_OPEN" : "TRANSPARENCY_OUTCOME_NOT_FOUND",
      );
    const ticks = await ticksOf(db, t.market_id, [{ seq: t.open_seq, price: t.open_index, ts: t.open_ts }]);
    return success({
      kind: "lever.open",
      rule: { name: "lever-open", version: 1 },
      inputs: {
        symbol: t.symbol,
        terms: {
          price_decimals: t.price_decimals,
          base_scale: t.base_scale,
          quote_scale: t.quote_scale,
          lot_size: plain(t.lot_size),
          lot_decimals: Math.max(t.lot_decimals ?? 0, decimalsOf(t.lots)),
          spread_rate: plain(t.spread_rate),
          fee_rate: plain(t.fee_rate),
        },
        direction: t.direction,
        order_type: t.order_type,
        lots: plain(t.lots),
        multiple: t.multiple,
        ...(t.order_type === "limit" && t.target_price !== null ? { target: plain(t.target_price) } : {}),
        fee_discount: plain(t.saved ?? "0"),
        open_tick: Number(t.open_seq),
        ticks,
      },
      result: { open_price: plain(t.open_price), margin: plain(t.origin_margin), fee: plain(t.fee) },
      entry_id: Number(t.entry_id),
    });
  }

  return { seconds: secondsOutcome, lever: leverOutcome, "lever-open": leverOpenOutcome };
}

export type OutcomeProofs = ReturnType<typeof createOutcomeProofs>;
