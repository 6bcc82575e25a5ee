import type { Ledger } from "@bourse/engine";
import { parseAccountKey } from "@bourse/engine";
import { type Amount, add, MAX_SCALE, parse, toPlainString } from "@bourse/money";
import type { Db, Queryable } from "../db/db.ts";
import { values } from "../db/values.ts";
import type { JournalRecord } from "./journal.ts";
import { type Scales, scaleOf, unitsToDecimal } from "./units.ts";

const userIdOf = (account: string) => {
  const parsed = parseAccountKey(account);
  return parsed && "user" in parsed ? parsed.user : null;
};

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
    // an entry may move no money (a lever order dealt on its margin already held): no postings then
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
    if (postings.params.length > 0)
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
    if (balances.params.length > 0)
      await q.query(
        `INSERT INTO ledger_balances (account, currency_id, user_id, amount) VALUES ${balances.sql}
         ON CONFLICT (account, currency_id) DO UPDATE SET amount = EXCLUDED.amount`,
        balances.params,
      );
    await persistHolds(q, records);
    for (const r of records) {
      if (r.write) await r.write(q);
    }
    const byWriter = new Map<NonNullable<JournalRecord["rows"]>["writer"], unknown[]>();
    for (const r of records) {
      if (!r.rows || r.rows.rows.length === 0) continue;
      const list = byWriter.get(r.rows.writer) ?? [];
      list.push(...r.rows.rows);
      byWriter.set(r.rows.writer, list);
    }
    for (const [writer, rows] of byWriter) await writer.write(q, rows);
  });
}

/**
 * Hold changes of a batch in three statements: every opened hold, then the amounts used, then the
 * closes; holds only ever move forward (opened → used → closed), so this order is always right.
 */
async function persistHolds(q: Queryable, records: JournalRecord[]) {
  const opened: unknown[][] = [];
  const used = new Map<string, Amount>();
  const closed: unknown[][] = [];
  for (const r of records) {
    for (const h of [...(r.openHold ? [r.openHold] : []), ...(r.holds?.opened ?? [])])
      opened.push([h.id, h.user, h.kind, h.currency, h.amount, r.id]);
    for (const u of r.holds?.used ?? []) {
      const amount = exact(u.amount);
      const before = used.get(u.id);
      used.set(u.id, before ? add(before, amount) : amount);
    }
    for (const c of [...(r.closeHold ? [r.closeHold] : []), ...(r.holds?.closed ?? [])])
      closed.push([c.id, c.state, r.id]);
  }
  if (opened.length > 0) {
    const v = values(opened);
    await q.query(
      `INSERT INTO ledger_holds (id, user_id, kind, currency_id, amount, state, opened_by)
       SELECT id, user_id::bigint, kind, currency_id::int, amount::numeric, 'pending', opened_by::bigint
       FROM (VALUES ${v.sql}) AS v(id, user_id, kind, currency_id, amount, opened_by)`,
      v.params,
    );
  }
  if (used.size > 0) {
    const v = values([...used].map(([id, amount]) => [id, toPlainString(amount)]));
    await q.query(
      `UPDATE ledger_holds h SET used = h.used + v.amount::numeric
       FROM (VALUES ${v.sql}) AS v(id, amount) WHERE h.id = v.id AND h.state = 'pending'`,
      v.params,
    );
  }
  if (closed.length > 0) {
    const v = values(closed);
    await q.query(
      `UPDATE ledger_holds h SET state = v.state, closed_by = v.closed_by::bigint
       FROM (VALUES ${v.sql}) AS v(id, state, closed_by) WHERE h.id = v.id AND h.state = 'pending'`,
      v.params,
    );
  }
}

const exact = (text: string) => {
  const parsed = parse(text, MAX_SCALE);
  if (!parsed.ok) throw new Error(`not a decimal: ${text}`);
  return parsed.value;
};
