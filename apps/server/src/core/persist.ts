import { parseAccountKey } from "@bourse/engine";
import { type Amount, add, MAX_SCALE, parse, toPlainString } from "@bourse/money";
import type { Db, Queryable } from "../db/db.ts";
import { columns, values } from "../db/values.ts";
import type { RowsFor } from "./command.ts";
import type { JournalRecord } from "./journal.ts";
import { fencedError } from "./lease.ts";

const userIdOf = (account: string) => {
  const parsed = parseAccountKey(account);
  return parsed && "user" in parsed ? parsed.user : null;
};

/**
 * Writes one batch in one transaction: entries, postings, the touched balances, hold changes and the
 * commands' own rows. Either all of the batch is durable or none of it.
 */
export async function persistBatch(db: Db, records: JournalRecord[], epoch?: number): Promise<void> {
  try {
    await db.tx((q) => writeRecords(q, records, epoch));
  } catch (err) {
    throw fencedError(err, epoch) ?? err;
  }
}

/**
 * The slow path after a batch could not be committed: the records are written one at a time in one
 * transaction, each under a savepoint, in order, up to `limit`. The first one that cannot be written is
 * rolled back to its savepoint and the records before it are committed; `committed` says how many. An
 * error the database cannot roll back to a savepoint from (a lost connection, a failed commit, a fenced
 * writer) is not tied to a record: it is thrown.
 */
export async function persistPrefix(
  db: Db,
  records: JournalRecord[],
  limit: number,
  epoch?: number,
): Promise<{ committed: number; error?: unknown }> {
  let committed = 0;
  let error: unknown;
  await db.tx(async (q) => {
    for (const record of records.slice(0, limit)) {
      await q.query("SAVEPOINT record");
      try {
        await writeRecords(q, [record], epoch);
      } catch (err) {
        // a deposed writer keeps nothing: the whole transaction goes
        const fenced = fencedError(err, epoch);
        if (fenced) throw fenced;
        await q.query("ROLLBACK TO SAVEPOINT record");
        error = err;
        return;
      }
      await q.query("RELEASE SAVEPOINT record");
      committed++;
    }
  });
  return error === undefined ? { committed } : { committed, error };
}

/** Every balance a record's postings touched, at its value after the last record that touched it. */
function balancesAfter(records: JournalRecord[]) {
  const after = new Map<string, { account: string; currency: number; amount: string }>();
  for (const r of records)
    for (const p of r.postings)
      after.set(`${p.account}|${p.currency}`, {
        account: p.account,
        currency: p.currency,
        amount: p.balanceAfter,
      });
  return [...after.values()];
}

/**
 * The batch's rows. With `epoch` (a lease decides the writer), the journal's insert first runs
 * `writer_fence`, once: the commit fails unless this node still holds the lease at that epoch.
 */
async function writeRecords(q: Queryable, records: JournalRecord[], epoch?: number): Promise<void> {
  const entries = columns(
    records.map((r) => [
      r.id,
      r.kind,
      r.reference,
      r.idempotencyKey,
      r.userId,
      r.createdAt.toISOString(),
      r.prevHash,
      r.hash,
      r.command ? JSON.stringify(r.command) : null,
      r.reply === undefined ? null : JSON.stringify(r.reply),
    ]),
    ["bigint", "text", "text", "text", "bigint", "timestamptz", "text", "text", "jsonb", "jsonb"],
  );
  const fenced = epoch !== undefined;
  await q.query(
    `INSERT INTO journal_entries (id, kind, reference, idempotency_key, user_id, created_at, prev_hash, hash, command, reply)
     SELECT * FROM ${entries.sql}${fenced ? ` WHERE (SELECT writer_fence($${entries.params.length + 1}::bigint))` : ""}`,
    fenced ? [...entries.params, epoch] : entries.params,
  );
  // an entry may move no money (a lever order dealt on its margin already held): no postings then
  const postings = columns(
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
    ["bigint", "smallint", "text", "integer", "bigint", "numeric", "numeric"],
  );
  if (postings.params[0]!.length > 0)
    await q.query(
      `INSERT INTO postings (entry_id, seq, account, currency_id, user_id, amount, balance_after)
       SELECT * FROM ${postings.sql}`,
      postings.params,
    );
  const balances = columns(
    balancesAfter(records).map(({ account, currency, amount }) => [
      account,
      currency,
      userIdOf(account),
      amount,
    ]),
    ["text", "integer", "bigint", "numeric"],
  );
  if (balances.params[0]!.length > 0)
    await q.query(
      `INSERT INTO ledger_balances (account, currency_id, user_id, amount) SELECT * FROM ${balances.sql}
       ON CONFLICT (account, currency_id) DO UPDATE SET amount = EXCLUDED.amount`,
      balances.params,
    );
  await persistHolds(q, records);
  for (const r of records) {
    if (r.write) await r.write(q);
  }
  const byWriter = new Map<RowsFor["writer"], unknown[]>();
  for (const r of records)
    for (const { writer, rows } of r.rows ?? []) {
      if (rows.length === 0) continue;
      const list = byWriter.get(writer) ?? [];
      list.push(...rows);
      byWriter.set(writer, list);
    }
  for (const [writer, rows] of byWriter) await writer.write(q, rows);
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
