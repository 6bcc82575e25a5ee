import type { OutcomeProof } from "@bourse/engine";
import { decimalToUnits, unitsToDecimal } from "../../core/units.ts";
import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { plain } from "./transparency.ticks.ts";

/**
 * Outcome proofs of the NFT market and of collateral loans (engine `transparency/rules-nft.ts`,
 * `rules-loan.ts`), read back from what was recorded like the others (`transparency.outcomes.ts`): a blind
 * box from its series' row (its commitment and, once ended, its seed), its rarity table and the box; a
 * liquidation from the loan's row and the liquidation entry's command (the tick it used).
 */

export function createNftOutcomeProofs({ db }: { db: Db }) {
  /**
   * The user's own blind box, by its id (the id `getMyNFTs` and `openBlindBox` use): rule `blind-box-draw`
   * v1 over the series' commitment and seed, the box's number and the series' table; the artwork it holds.
   * The seed is published when the series ends: before that the draw cannot be recomputed and the answer is
   * `TRANSPARENCY_OUTCOME_OPEN`. Someone else's box or an unknown id is not found. `entry_id` is the entry
   * that paid for the box (its draw was fixed then).
   */
  async function drawOutcome(userId: number, boxId: number): Promise<Outcome<OutcomeProof>> {
    const [b] = await db.query<{
      series: number;
      number: number;
      artwork_id: number | null;
      commitment: string | null;
      seed: string | null;
      ended: boolean;
      entry_id: string | null;
    }>(
      `SELECT s.id AS series, b.number, b.artwork_id, s.commitment, s.seed, s.ended_entry IS NOT NULL AS ended,
         (SELECT o.entry_id::text FROM nft_orders o WHERE o.box_id = b.id ORDER BY o.id LIMIT 1) AS entry_id
       FROM nft_boxes b JOIN nft_sales s ON s.id = b.sale_id
       WHERE b.id = $1 AND b.owner_id = $2 AND s.kind = 'blind'`,
      [boxId, userId],
    );
    if (!b || b.artwork_id === null || b.commitment === null)
      return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
    // the seed is public only once the series has ended
    if (!b.ended || b.seed === null) return failure("TRANSPARENCY_OUTCOME_OPEN");
    const table = await db.query<{ artwork: number; count: number }>(
      "SELECT artwork_id AS artwork, count FROM nft_series_slots WHERE sale_id = $1 ORDER BY position",
      [b.series],
    );
    return success({
      kind: "nft.draw",
      rule: { name: "blind-box-draw", version: 1 },
      inputs: {
        series: b.series,
        commitment: b.commitment,
        seed: b.seed,
        box: b.number,
        table,
      },
      result: { artwork: String(b.artwork_id) },
      entry_id: b.entry_id === null ? null : Number(b.entry_id),
    });
  }

  /**
   * The user's own liquidated loan, by id: rule `loan-liquidation` v1 over its principal, the interest owed,
   * the collateral, its LTV steps and the tick the liquidation used (as the liquidation command recorded it:
   * its id in the market's log, its price in loan-coin units, its time); the step and what the sale sold,
   * returned, raised, left short and paid back. A loan still running is `TRANSPARENCY_OUTCOME_OPEN`; someone
   * else's, an unknown one, or one that ended otherwise (repaid, rejected) is not found.
   */
  async function loanOutcome(userId: number, loanId: number): Promise<Outcome<OutcomeProof>> {
    const [l] = await db.query<{
      symbol: string;
      state: string;
      loan_scale: number;
      collateral_scale: number;
      amount: string;
      interest: string;
      collateral: string;
      margin_call: string;
      top_up: string;
      liquidate: string;
      step: string;
      liq_seq: string | null;
      sold: string | null;
      proceeds: string | null;
      shortfall: string | null;
      surplus: string | null;
    }>(
      `SELECT b.name || '/' || q.name AS symbol, l.state, c.decimals AS loan_scale, k.decimals AS collateral_scale,
         l.amount::text AS amount, l.interest::text AS interest, l.collateral::text AS collateral,
         l.margin_call::text AS margin_call, l.top_up::text AS top_up, l.liquidate::text AS liquidate, l.step,
         l.liq_seq::text AS liq_seq, l.sold::text AS sold, l.proceeds::text AS proceeds,
         l.shortfall::text AS shortfall, l.surplus::text AS surplus
       FROM loans l JOIN currencies c ON c.id = l.currency_id JOIN currencies k ON k.id = l.collateral_currency_id
         JOIN markets m ON m.id = l.market_id JOIN currencies b ON b.id = m.currency_id
         JOIN currencies q ON q.id = m.legal_id
       WHERE l.id = $1 AND l.user_id = $2`,
      [loanId, userId],
    );
    if (l?.state === "active" || l?.state === "repaying") return failure("TRANSPARENCY_OUTCOME_OPEN");
    if (
      l?.state !== "liquidated" ||
      l.liq_seq === null ||
      l.sold === null ||
      l.proceeds === null ||
      l.shortfall === null ||
      l.surplus === null
    )
      return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
    // the liquidation's entry and the tick its command was given (price in loan-coin units)
    const [entry] = await db.query<{ id: string; tick: { seq: number; price: string; at: number } | null }>(
      `SELECT id::text AS id, command->'args'->'tick' AS tick FROM journal_entries
       WHERE kind = 'loan_liquidate' AND reference = $1 ORDER BY id LIMIT 1`,
      [`loan:${loanId}`],
    );
    if (!entry?.tick || String(entry.tick.seq) !== l.liq_seq)
      return failure("TRANSPARENCY_OUTCOME_NOT_FOUND");
    const returned =
      decimalToUnits(plain(l.collateral), l.collateral_scale) -
      decimalToUnits(plain(l.sold), l.collateral_scale);
    return success({
      kind: "loan.liquidate",
      rule: { name: "loan-liquidation", version: 1 },
      inputs: {
        symbol: l.symbol,
        loan_scale: l.loan_scale,
        collateral_scale: l.collateral_scale,
        principal: plain(l.amount),
        interest: plain(l.interest),
        collateral: plain(l.collateral),
        steps: { margin_call: plain(l.margin_call), top_up: plain(l.top_up), liquidate: plain(l.liquidate) },
        liquidation_tick: entry.tick.seq,
        ticks: {
          [entry.tick.seq]: {
            price: plain(unitsToDecimal(BigInt(entry.tick.price), l.loan_scale)),
            time: entry.tick.at,
          },
        },
      },
      result: {
        step: l.step,
        sold: plain(l.sold),
        returned: plain(unitsToDecimal(returned, l.collateral_scale)),
        proceeds: plain(l.proceeds),
        shortfall: plain(l.shortfall),
        surplus: plain(l.surplus),
      },
      entry_id: Number(entry.id),
    });
  }

  return { nft: drawOutcome, loan: loanOutcome };
}

export type NftOutcomeProofs = ReturnType<typeof createNftOutcomeProofs>;
