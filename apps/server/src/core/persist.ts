import { type CompleteTile, parseAccountKey } from "@bourse/engine";
import { type Amount, add, MAX_SCALE, parse, toPlainString } from "@bourse/money";
import type { Db, Queryable } from "../db/db.ts";
import type { RowsFor } from "./command.ts";
import type { JournalRecord } from "./journal.ts";
import { fencedError } from "./lease.ts";
import { tileRows } from "./merkle-log.ts";

const userIdOf = (account: string) => {
  const parsed = parseAccountKey(account);
  return parsed && "user" in parsed ? parsed.user : null;
};

/** A batch's row of the command log and the tree's tiles it completed. */
export interface LogRow {
  firstId: number;
  lastId: number;
  createdAt: Date;
  /** deflated JSON of the batch's entries: [[id, kind, args, caller, key], ...] */
  commands: Uint8Array;
  /** the entries' digests, 32 bytes each */
  digests: Uint8Array;
  root: Uint8Array;
  tiles: CompleteTile[];
}

/**
 * Writes one batch in one transaction: its command log row, entries, postings, the touched balances, hold
 * changes and the commands' own rows. Either all of the batch is durable or none of it.
 */
export async function persistBatch(
  db: Db,
  records: JournalRecord[],
  log: LogRow,
  epoch?: number,
): Promise<void> {
  try {
    await db.tx((q) => writeRecords(q, records, log, epoch));
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
  logOf: (committed: number) => LogRow,
  epoch?: number,
): Promise<{ committed: number; error?: unknown }> {
  let committed = 0;
  let error: unknown;
  await db.tx(async (q) => {
    await writePrefix(q);
    if (committed > 0) await q.query(LEDGER_WRITE(false), [JSON.stringify(logRows(logOf(committed)))]);
  });
  return error === undefined ? { committed } : { committed, error };

  async function writePrefix(q: Queryable) {
    for (const record of records.slice(0, limit)) {
      await q.query("SAVEPOINT record");
      try {
        await writeRecords(q, [record], undefined, epoch);
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
  }
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
 * The ledger's rows of a batch in one statement, from one JSON document: journal entries, postings, the
 * balances after, and the holds opened, used and closed (a hold opened in this batch is inserted as the
 * batch leaves it, since one statement's parts do not see each other's rows). With `epoch` (a lease
 * decides the writer), `writer_fence` runs first, once: the statement fails unless this node still
 * holds the lease at that epoch. The commands' own rows follow, one statement per writer.
 */
async function writeRecords(
  q: Queryable,
  records: JournalRecord[],
  log: LogRow | undefined,
  epoch?: number,
): Promise<void> {
  const fenced = epoch !== undefined;
  const document = JSON.stringify({ ...ledgerRows(records), ...(log ? logRows(log) : {}) });
  await q.query(LEDGER_WRITE(fenced), fenced ? [document, epoch] : [document]);
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

const rowsOf = (key: string, columns: string) =>
  `FROM x, jsonb_to_recordset(x.j -> '${key}') AS r(${columns}) WHERE (SELECT ok FROM f)`;

/** The log's part of the statement's document: the batch's row and its completed tiles. */
const logRows = (log: LogRow) => ({
  l: [
    {
      first_id: log.firstId,
      last_id: log.lastId,
      created_at: log.createdAt.toISOString(),
      commands: Buffer.from(log.commands).toString("base64"),
      digests: Buffer.from(log.digests).toString("base64"),
      root: Buffer.from(log.root).toString("base64"),
    },
  ],
  t: tileRows(log.tiles),
});

/**
 * The ledger's statement; `$1` is the document of `ledgerRows` and `logRows`, `$2` the lease's epoch when
 * fenced.
 */
const LEDGER_WRITE = (fenced: boolean) => `
WITH x AS (SELECT $1::jsonb AS j),
f AS (SELECT ${fenced ? "writer_fence($2::bigint)" : "true"} AS ok),
l AS (
  INSERT INTO core_log (first_id, last_id, created_at, commands, digests, root)
  SELECT r.first_id, r.last_id, r.created_at, decode(r.commands, 'base64'), decode(r.digests, 'base64'), decode(r.root, 'base64')
  ${rowsOf("l", "first_id bigint, last_id bigint, created_at timestamptz, commands text, digests text, root text")}),
t AS (
  INSERT INTO merkle_tiles (level, idx, hashes)
  SELECT r.level, r.idx, decode(r.hashes, 'base64') ${rowsOf("t", "level smallint, idx bigint, hashes text")}),
k AS (
  INSERT INTO command_keys (key, entry_id, reply)
  SELECT r.* ${rowsOf("k", "key text, entry_id bigint, reply jsonb")}),
hd AS (
  DELETE FROM ledger_holds h USING (SELECT r.id ${rowsOf("hd", "id text")}) d WHERE h.id = d.id AND h.used = 0),
e AS (
  INSERT INTO journal_entries (id, kind, reference, idempotency_key, user_id, created_at, prev_hash, hash, command, reply, scheme)
  SELECT r.* ${rowsOf("e", "id bigint, kind text, reference text, idempotency_key text, user_id bigint, created_at timestamptz, prev_hash text, hash text, command jsonb, reply jsonb, scheme smallint")}),
p AS (
  INSERT INTO postings (entry_id, seq, account, currency_id, user_id, amount, balance_after)
  SELECT r.* ${rowsOf("p", "entry_id bigint, seq smallint, account text, currency_id integer, user_id bigint, amount numeric, balance_after numeric")}),
b AS (
  INSERT INTO ledger_balances (account, currency_id, user_id, amount)
  SELECT r.* ${rowsOf("b", "account text, currency_id integer, user_id bigint, amount numeric")}
  ON CONFLICT (account, currency_id) DO UPDATE SET amount = EXCLUDED.amount),
ho AS (
  INSERT INTO ledger_holds (id, user_id, kind, currency_id, amount, used, state, opened_by, closed_by)
  SELECT r.* ${rowsOf("ho", "id text, user_id bigint, kind text, currency_id integer, amount numeric, used numeric, state text, opened_by bigint, closed_by bigint")}),
hx AS (
  UPDATE ledger_holds h SET used = h.used + r.used, state = coalesce(r.state, h.state),
    closed_by = coalesce(r.closed_by, h.closed_by)
  ${rowsOf("hx", "id text, used numeric, state text, closed_by bigint, drop boolean")} AND h.id = r.id AND h.state = 'pending'
    AND NOT (r.drop AND h.used = 0))
SELECT (SELECT ok FROM f) AS ok`;

interface HoldRow {
  id: string;
  user_id: number;
  kind: string;
  currency_id: number;
  amount: string;
  used: Amount;
  state: "pending" | "posted" | "voided";
  opened_by: number;
  closed_by: number | null;
}

/**
 * The batch as the ledger statement's document. Holds only move forward (opened → used → closed): one
 * opened in this batch is written once, with what the batch used of it and how it closed; each of the
 * others is updated once, with its uses added and its close (a statement changes a row only once).
 *
 * Order events (`compact` records) have no journal row and no postings: their balances are written as any
 * other's, and a hold an order event voids with nothing ever used of it (an order cancelled unfilled)
 * leaves the table — the order's row says what it was.
 */
function ledgerRows(records: JournalRecord[]) {
  const opened = new Map<string, HoldRow>();
  const earlier = new Map<string, { used: Amount; state: string | null; closed_by: number | null }>();
  /** holds voided by an order event: gone with nothing used of them */
  const dropped = new Set<string>();
  const change = (id: string) => {
    const c = earlier.get(id) ?? { used: exact("0"), state: null, closed_by: null };
    earlier.set(id, c);
    return c;
  };
  for (const r of records) {
    for (const h of [...(r.openHold ? [r.openHold] : []), ...(r.holds?.opened ?? [])])
      opened.set(h.id, {
        id: h.id,
        user_id: h.user,
        kind: h.kind,
        currency_id: h.currency,
        amount: h.amount,
        used: exact("0"),
        state: "pending",
        opened_by: r.id,
        closed_by: null,
      });
    for (const u of r.holds?.used ?? []) {
      const here = opened.get(u.id);
      const target = here ?? change(u.id);
      target.used = add(target.used, exact(u.amount));
    }
    for (const c of [...(r.closeHold ? [r.closeHold] : []), ...(r.holds?.closed ?? [])]) {
      const here = opened.get(c.id);
      const target = here ?? change(c.id);
      Object.assign(target, { state: c.state, closed_by: r.id });
      if (r.compact && c.state === "voided" && target.used.units === 0n) dropped.add(c.id);
    }
  }
  const kept = (id: string) => !dropped.has(id);
  const journal = records.filter((r) => !r.compact);
  return {
    e: journal.map((r) => ({
      id: r.id,
      kind: r.kind,
      reference: r.reference,
      idempotency_key: r.idempotencyKey,
      user_id: r.userId,
      created_at: r.createdAt.toISOString(),
      prev_hash: r.prevHash,
      hash: r.hash,
      command: r.command ?? null,
      reply: r.reply === undefined ? null : r.reply,
      scheme: r.scheme ?? 1,
    })),
    // an entry may move no money (a lever order dealt on its margin already held): no postings then
    p: journal.flatMap((r) =>
      r.postings.map((p, seq) => ({
        entry_id: r.id,
        seq,
        account: p.account,
        currency_id: p.currency,
        user_id: userIdOf(p.account),
        amount: p.amount,
        balance_after: p.balanceAfter,
      })),
    ),
    b: balancesAfter(records).map(({ account, currency, amount }) => ({
      account,
      currency_id: currency,
      user_id: userIdOf(account),
      amount,
    })),
    ho: [...opened.values()].filter((h) => kept(h.id)).map((h) => ({ ...h, used: toPlainString(h.used) })),
    // a dropped hold is deleted when nothing was ever used of it, else closed as any other (one of the two)
    hx: [...earlier].map(([id, c]) => ({ id, ...c, used: toPlainString(c.used), drop: !kept(id) })),
    hd: [...earlier.keys()].filter((id) => !kept(id)).map((id) => ({ id })),
    k: records
      .filter((r) => r.compact && r.idempotencyKey)
      .map((r) => ({ key: r.idempotencyKey, entry_id: r.id, reply: r.reply === undefined ? null : r.reply })),
  };
}

const exact = (text: string) => {
  const parsed = parse(text, MAX_SCALE);
  if (!parsed.ok) throw new Error(`not a decimal: ${text}`);
  return parsed.value;
};
