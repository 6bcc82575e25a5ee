import type { Ledger } from "@bourse/engine";
import { parseAccountKey } from "@bourse/engine";
import type { Db } from "../db/db.ts";
import type { JournalRecord } from "./journal.ts";
import { type Scales, scaleOf, unitsToDecimal } from "./units.ts";

const userIdOf = (account: string) => {
  const parsed = parseAccountKey(account);
  return parsed && "user" in parsed ? parsed.user : null;
};

/** Multi-row VALUES with numbered placeholders: `($1, $2), ($3, $4)`. */
function values(rows: unknown[][]): { sql: string; params: unknown[] } {
  const params: unknown[] = [];
  const sql = rows.map((row) => `(${row.map((v) => `$${params.push(v)}`).join(", ")})`).join(", ");
  return { sql, params };
}

/**
 * Writes one batch in one transaction: entries, postings, the touched balances (set to the ledger's
 * values), and hold changes. Either all of the batch is durable or none of it.
 */
export async function persistBatch(
  db: Db,
  records: JournalRecord[],
  ledger: Ledger,
  scales: Scales,
): Promise<void> {
  const touched = new Map<string, { account: string; currency: number }>();
  for (const r of records) for (const p of r.postings) touched.set(`${p.account}|${p.currency}`, p);

  await db.tx(async (q) => {
    const entries = values(
      records.map((r) => [
        r.id,
        r.kind,
        r.reference,
        r.idempotencyKey,
        r.userId,
        r.createdAt,
        r.prevHash,
        r.hash,
      ]),
    );
    await q.query(
      `INSERT INTO journal_entries (id, kind, reference, idempotency_key, user_id, created_at, prev_hash, hash) VALUES ${entries.sql}`,
      entries.params,
    );
    const postings = values(
      records.flatMap((r) =>
        r.postings.map((p, seq) => [
          r.id,
          seq,
          p.account,
          p.currency,
          userIdOf(p.account),
          p.amount,
          p.balanceAfter,
        ]),
      ),
    );
    await q.query(
      `INSERT INTO postings (entry_id, seq, account, currency_id, user_id, amount, balance_after) VALUES ${postings.sql}`,
      postings.params,
    );
    const balances = values(
      [...touched.values()].map(({ account, currency }) => [
        account,
        currency,
        userIdOf(account),
        unitsToDecimal(ledger.balance(account, currency), scaleOf(scales, currency)),
      ]),
    );
    await q.query(
      `INSERT INTO ledger_balances (account, currency_id, user_id, amount) VALUES ${balances.sql}
       ON CONFLICT (account, currency_id) DO UPDATE SET amount = EXCLUDED.amount`,
      balances.params,
    );
    for (const r of records) {
      if (r.openHold) {
        const h = r.openHold;
        await q.query(
          "INSERT INTO ledger_holds (id, user_id, kind, currency_id, amount, state, opened_by) VALUES ($1, $2, $3, $4, $5, 'pending', $6)",
          [h.id, h.user, h.kind, h.currency, h.amount, r.id],
        );
      }
      if (r.closeHold) {
        await q.query(
          "UPDATE ledger_holds SET state = $2, closed_by = $3 WHERE id = $1 AND state = 'pending'",
          [r.closeHold.id, r.closeHold.state, r.id],
        );
      }
      if (r.write) await r.write(q);
    }
  });
}
