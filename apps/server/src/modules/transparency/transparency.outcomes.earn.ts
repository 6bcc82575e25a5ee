import type { OutcomeProof } from "@bourse/engine";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { plain, ticksOf } from "./transparency.ticks.ts";

/**
 * Earn products' outcome proofs (engine `transparency/rules-earn.ts`), read back from what was recorded
 * (the order or subscription rows, the public tick log, the published subscription list), never from
 * memory: a dual order's settlement (rule `dual-settlement` v1) and an IEO subscription's allocation
 * (rule `ieo-allocation` v1). Only their owner gets them: they show the money.
 */

export function createEarnOutcomeProofs({ db }: { db: Db }) {
  /**
   * The user's own settled dual order, by its id: the terms it was bought under, its maturity, the
   * settlement tick (the first of the market's log at or after maturity) and the log's tick before it, and
   * the coin and amount it paid. A tick the log no longer holds is given as the order recorded it.
   */
  async function dualOutcome(userId: number, orderId: number): Promise<Outcome<OutcomeProof>> {
    const [o] = await db.query<{
      market_id: number;
      symbol: string;
      type: "call" | "put";
      base_id: number;
      base_scale: number;
      quote_scale: number;
      linked_price: string;
      apr: string;
      days: number;
      investment: string;
      maturity_at: Date;
      status: string;
      settle_seq: string | null;
      settle_price: string | null;
      settle_tick_at: Date | null;
      payout_currency_id: number | null;
      payout: string | null;
      settled_entry: string | null;
    }>(
      `SELECT o.market_id, b.name || '/' || q.name AS symbol, o.type, b.id AS base_id, b.decimals AS base_scale,
         q.decimals AS quote_scale, o.linked_price::text AS linked_price, o.apr::text AS apr, o.days,
         o.investment::text AS investment, o.maturity_at, o.status, o.settle_seq::text AS settle_seq,
         o.settle_price::text AS settle_price, o.settle_tick_at, o.payout_currency_id, o.payout::text AS payout,
         o.settled_entry::text AS settled_entry
       FROM dual_orders o JOIN markets m ON m.id = o.market_id JOIN currencies b ON b.id = m.currency_id
         JOIN currencies q ON q.id = m.legal_id
       WHERE o.id = $1 AND o.user_id = $2`,
      [orderId, userId],
    );
    if (o?.status === "purchased") return failure("TRANSPARENCY_OUTCOME_OPEN");
    if (
      o?.status !== "completed" ||
      o.settle_seq === null ||
      o.settle_price === null ||
      o.settle_tick_at === null ||
      o.payout_currency_id === null ||
      o.payout === null
    )
      return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
    const settleSeq = Number(o.settle_seq);
    // the settlement tick, and the one before it while the log holds it (it shows the first was the first)
    const ticks = await ticksOf(
      db,
      o.market_id,
      [{ seq: String(settleSeq), price: o.settle_price, ts: o.settle_tick_at }],
      [settleSeq - 1],
    );
    const previous = ticks[String(settleSeq - 1)] ? { previous_tick: settleSeq - 1 } : {};
    return success({
      kind: "dual.settle",
      rule: { name: "dual-settlement", version: 1 },
      inputs: {
        symbol: o.symbol,
        type: o.type,
        base_scale: o.base_scale,
        quote_scale: o.quote_scale,
        linked_price: plain(o.linked_price),
        apr: plain(o.apr),
        days: o.days,
        investment: plain(o.investment),
        maturity_at: o.maturity_at.getTime(),
        settle_tick: settleSeq,
        ...previous,
        ticks,
      },
      result: {
        currency: o.payout_currency_id === o.base_id ? "base" : "quote",
        amount: plain(o.payout),
      },
      entry_id: o.settled_entry === null ? null : Number(o.settled_entry),
    });
  }

  /**
   * The user's own allocated IEO subscription, by its id: the project's terms and its published list of
   * every subscription (hashed id and amount, as `GET /ieo/:id/allocation` publishes it), the user's line
   * (its hashed id) and the tokens, payment and refund it got.
   */
  async function ieoOutcome(userId: number, subscriptionId: number): Promise<Outcome<OutcomeProof>> {
    const [s] = await db.query<{
      project_id: number;
      token: string;
      pay_currency: string;
      token_scale: number;
      pay_scale: number;
      price: string;
      supply: string;
      hashed_id: string;
      status: string;
      tokens: string | null;
      paid: string | null;
      refund: string | null;
      settled_entry: string | null;
    }>(
      `SELECT s.project_id, t.name AS token, c.name AS pay_currency, t.decimals AS token_scale,
         c.decimals AS pay_scale, p.price::text AS price, p.supply::text AS supply, s.hashed_id, s.status,
         s.tokens::text AS tokens, s.paid::text AS paid, s.refund::text AS refund,
         p.settled_entry::text AS settled_entry
       FROM ieo_subscriptions s JOIN ieo_projects p ON p.id = s.project_id
         JOIN currencies t ON t.id = p.currency_id JOIN currencies c ON c.id = p.pay_currency_id
       WHERE s.id = $1 AND s.user_id = $2`,
      [subscriptionId, userId],
    );
    if (s?.status === "subscribed") return failure("TRANSPARENCY_OUTCOME_OPEN");
    if (s?.status !== "allocated" || s.tokens === null || s.paid === null || s.refund === null)
      // unknown, someone else's, or refunded in full when its project was called off
      return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
    const lines = await db.query<{ hashed_id: string; amount: string }>(
      "SELECT hashed_id, amount::text AS amount FROM ieo_subscriptions WHERE project_id = $1 ORDER BY hashed_id",
      [s.project_id],
    );
    return success({
      kind: "ieo.allocate",
      rule: { name: "ieo-allocation", version: 1 },
      inputs: {
        project: s.project_id,
        token: s.token,
        pay_currency: s.pay_currency,
        terms: {
          price: plain(s.price),
          pay_scale: s.pay_scale,
          supply: plain(s.supply),
          token_scale: s.token_scale,
        },
        subscriptions: lines.map((l) => ({ hashed_id: l.hashed_id, amount: plain(l.amount) })),
        subscriber: s.hashed_id,
      },
      result: { tokens: plain(s.tokens), paid: plain(s.paid), refund: plain(s.refund) },
      entry_id: s.settled_entry === null ? null : Number(s.settled_entry),
    });
  }

  return { dual: dualOutcome, ieo: ieoOutcome };
}

export type EarnOutcomeProofs = ReturnType<typeof createEarnOutcomeProofs>;
