import { type CompleteTile, logLeafHash, MerkleFrontier } from "@bourse/engine";
import type { Db } from "../db/db.ts";
import { canonical, entryHash, GENESIS_HASH, type JournalRecord } from "./journal.ts";
import { digestsOf } from "./merkle-log.ts";

/** The entries that charge trading fees: each credit to the venue's fees must say who paid it. */
const TRADING_FEE_KINDS = [
  "spot_order",
  "lever_open",
  "lever_order",
  "lever_overnight",
  "p2p_release",
  "nft_buy",
  "nft_pay",
];

export interface Violation {
  rule:
    | "entry-balanced"
    | "currency-balanced"
    | "no-negative-user"
    | "balance-equals-journal"
    | "frozen-equals-holds"
    | "fees-attributed"
    | "experience-contained"
    | "namespaces-apart"
    | "hash-chain"
    | "merkle-log";
  detail: string;
}

/**
 * The ledger's invariants, checked from the tables alone: every entry's postings sum to zero per
 * currency; no user bucket is negative; each cached balance equals its postings; each frozen bucket
 * equals its pending holds; every trading fee is attributed to who paid it (`fee_payments`), to the
 * unit; experience funds move only by the bonus, its expiry and the contract commands (never to a
 * transfer, a withdrawal or another product); no entry touches both demo and real money; the hash chain is
 * unbroken from the first entry to the last.
 */
/** The entries that may move experience funds: the grant, its expiry, and the contract commands. */
const EXPERIENCE_KINDS = [
  "experience_grant",
  "experience_expire",
  "lever_open",
  "lever_order",
  "lever_close",
  "lever_cancel",
  "lever_liquidation",
  "seconds_order",
  "seconds_settle",
  "seconds_cancel",
];

export async function checkLedger(db: Db): Promise<Violation[]> {
  const violations: Violation[] = [];
  const add = (rule: Violation["rule"], rows: Record<string, unknown>[]) => {
    for (const row of rows) violations.push({ rule, detail: JSON.stringify(row) });
  };

  add(
    "entry-balanced",
    await db.query(
      "SELECT entry_id, currency_id, sum(amount)::text AS sum FROM postings GROUP BY 1, 2 HAVING sum(amount) <> 0",
    ),
  );
  add(
    "currency-balanced",
    await db.query(
      "SELECT currency_id, sum(amount)::text AS sum FROM ledger_balances GROUP BY 1 HAVING sum(amount) <> 0",
    ),
  );
  add(
    "no-negative-user",
    await db.query(
      "SELECT account, currency_id, amount::text AS amount FROM ledger_balances WHERE user_id IS NOT NULL AND amount < 0",
    ),
  );
  // A user's account (available and frozen together) equals its postings: order events move value between
  // the two buckets with no postings, and what is frozen is checked against the open holds below.
  add(
    "balance-equals-journal",
    await db.query(
      `WITH owner AS (SELECT CASE WHEN user_id IS NULL THEN account ELSE regexp_replace(account, ':(available|frozen)$', '') END AS account,
                             currency_id, amount FROM ledger_balances),
            cached AS (SELECT account, currency_id, sum(amount) AS amount FROM owner GROUP BY 1, 2),
            posted AS (SELECT CASE WHEN user_id IS NULL THEN account ELSE regexp_replace(account, ':(available|frozen)$', '') END AS account,
                              currency_id, sum(amount) AS total FROM postings GROUP BY 1, 2)
       SELECT account, currency_id, COALESCE(b.amount, 0)::text AS cached, COALESCE(p.total, 0)::text AS journal
       FROM cached b FULL JOIN posted p USING (account, currency_id)
       WHERE COALESCE(b.amount, 0) <> COALESCE(p.total, 0)`,
    ),
  );
  add(
    "fees-attributed",
    await db.query(
      `WITH credited AS (
         SELECT p.entry_id, p.currency_id, sum(p.amount) AS amount FROM postings p JOIN journal_entries e ON e.id = p.entry_id
         WHERE p.account = 's:fees' AND e.kind IN (${TRADING_FEE_KINDS.map((k) => `'${k}'`).join(", ")})
         GROUP BY 1, 2),
       attributed AS (SELECT entry_id, currency_id, sum(amount) AS amount FROM fee_payments GROUP BY 1, 2)
       SELECT entry_id, currency_id, COALESCE(c.amount, 0)::text AS credited, COALESCE(a.amount, 0)::text AS attributed
       FROM credited c FULL JOIN attributed a USING (entry_id, currency_id)
       WHERE COALESCE(c.amount, 0) <> COALESCE(a.amount, 0)`,
    ),
  );
  add(
    "experience-contained",
    await db.query(
      `SELECT p.entry_id, e.kind, p.account FROM postings p JOIN journal_entries e ON e.id = p.entry_id
       WHERE p.account LIKE 'u:%:experience:%' AND e.kind NOT IN (${EXPERIENCE_KINDS.map((k) => `'${k}'`).join(", ")})`,
    ),
  );
  add(
    "namespaces-apart",
    await db.query(
      `WITH demo AS (SELECT id FROM users WHERE demo_of IS NOT NULL),
       p AS (SELECT entry_id, account LIKE 's:demo:%'
               OR (account LIKE 'u:%' AND split_part(account, ':', 2)::bigint IN (SELECT id FROM demo)) AS demo
             FROM postings)
       SELECT entry_id FROM p GROUP BY entry_id HAVING bool_or(demo) AND bool_or(NOT demo)`,
    ),
  );
  add(
    "frozen-equals-holds",
    await db.query(
      `WITH frozen AS (SELECT account, currency_id, amount FROM ledger_balances WHERE account LIKE 'u:%:frozen'),
            held AS (SELECT 'u:' || user_id || ':' || kind || ':frozen' AS account, currency_id, sum(amount - used) AS amount
                     FROM ledger_holds WHERE state = 'pending' GROUP BY 1, 2)
       SELECT account, currency_id, COALESCE(f.amount, 0)::text AS frozen, COALESCE(h.amount, 0)::text AS held
       FROM frozen f FULL JOIN held h USING (account, currency_id)
       WHERE COALESCE(f.amount, 0) <> COALESCE(h.amount, 0)`,
    ),
  );
  violations.push(...(await checkHashChain(db)));
  violations.push(...(await checkLog(db)));
  return violations;
}

/**
 * The command log: batches follow each other with no gap, every journal row's digest is its leaf's, each
 * batch's root is the tree's over every leaf up to it, and every stored tile is the tree's.
 */
async function checkLog(db: Db): Promise<Violation[]> {
  const violations: Violation[] = [];
  const tree = new MerkleFrontier();
  const [first] = await db.query<{ id: string | null }>("SELECT min(first_id)::text AS id FROM core_log");
  if (!first?.id) return violations;
  const start = Number(first.id);
  // the tiles the recomputed tree completes, compared with the stored ones a page at a time
  let emitted: CompleteTile[] = [];
  let tilesSeen = 0;
  const compareTiles = async () => {
    if (emitted.length === 0) return;
    const stored = new Map(
      (
        await db.query<{ level: number; idx: string; hashes: Uint8Array }>(
          `SELECT level, idx::text, hashes FROM merkle_tiles
           WHERE (level, idx) IN (SELECT * FROM unnest($1::smallint[], $2::bigint[]))`,
          [emitted.map((t) => t.level), emitted.map((t) => t.index)],
        )
      ).map((t) => [`${t.level}:${t.idx}`, t.hashes]),
    );
    for (const t of emitted) {
      const hashes = stored.get(`${t.level}:${t.index}`);
      if (!hashes || Buffer.compare(Buffer.from(hashes), Buffer.from(t.hashes)) !== 0)
        violations.push({ rule: "merkle-log", detail: `tile ${t.level}/${t.index}` });
    }
    tilesSeen += emitted.length;
    emitted = [];
  };
  const append = (digest: Uint8Array) => emitted.push(...tree.append(logLeafHash(digest)));
  // the journal written before the log: its rows are the first leaves
  for (let from = 1; from < start; from += 10_000) {
    for (const d of await digestsOf(db, from, Math.min(start - 1, from + 9_999))) append(d);
    await compareTiles();
  }
  const journal = new Map<number, string>();
  for (let after = start - 1; ; ) {
    const batches = await db.query<{
      first_id: string;
      last_id: string;
      digests: Uint8Array;
      root: Uint8Array;
    }>(
      "SELECT first_id::text, last_id::text, digests, root FROM core_log WHERE first_id > $1 ORDER BY core_log.first_id LIMIT 500",
      [after],
    );
    if (batches.length === 0) break;
    journal.clear();
    for (const j of await db.query<{ id: string; hash: string }>(
      "SELECT id::text, hash FROM journal_entries WHERE id BETWEEN $1 AND $2",
      [batches[0]!.first_id, batches.at(-1)!.last_id],
    ))
      journal.set(Number(j.id), j.hash);
    for (const b of batches) {
      const from = Number(b.first_id);
      if (from !== after + 1) violations.push({ rule: "merkle-log", detail: `gap before entry ${from}` });
      for (let id = from; id <= Number(b.last_id); id++) {
        const digest = b.digests.subarray((id - from) * 32, (id - from + 1) * 32);
        const row = journal.get(id);
        if (row !== undefined && row !== Buffer.from(digest).toString("hex"))
          violations.push({ rule: "merkle-log", detail: `entry ${id}: digest` });
        append(digest);
      }
      if (Buffer.compare(Buffer.from(tree.root()), Buffer.from(b.root)) !== 0)
        violations.push({ rule: "merkle-log", detail: `root after entry ${b.last_id}` });
      after = Number(b.last_id);
    }
    await compareTiles();
  }
  const [stored] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM merkle_tiles");
  if ((stored?.n ?? 0) !== tilesSeen)
    violations.push({ rule: "merkle-log", detail: `${stored?.n} tiles stored, ${tilesSeen} in the tree` });
  return violations;
}

/** Recomputes every entry's hash in id order, a page at a time. */
async function checkHashChain(db: Db): Promise<Violation[]> {
  const violations: Violation[] = [];
  let prev = GENESIS_HASH;
  let expectedId = 1;
  for (let after = 0; ; ) {
    const entries = await db.query<{
      id: number;
      kind: string;
      reference: string | null;
      idempotency_key: string | null;
      user_id: number | null;
      created_at: Date;
      prev_hash: string;
      hash: string;
      command: JournalRecord["command"];
      scheme: number;
    }>("SELECT * FROM journal_entries WHERE id > $1 ORDER BY id LIMIT 1000", [after]);
    if (entries.length === 0) break;
    const postings = await db.query<{
      entry_id: number;
      account: string;
      currency_id: number;
      amount: string;
    }>(
      "SELECT entry_id, account, currency_id, amount::text AS amount FROM postings WHERE entry_id BETWEEN $1 AND $2 ORDER BY entry_id, seq",
      [entries[0]!.id, entries.at(-1)!.id],
    );
    for (const e of entries) {
      const own = postings.filter((p) => p.entry_id === e.id);
      // entries of the log (scheme 3) stand alone, their order is the log's (see `checkLog`); older ones chain
      const chained = e.scheme !== 3;
      const hash = entryHash({
        id: e.id,
        kind: e.kind,
        reference: e.reference,
        idempotencyKey: e.idempotency_key,
        userId: e.user_id,
        createdAt: e.created_at,
        prevHash: chained ? prev : "",
        scheme: e.scheme === 3 ? 3 : e.scheme === 2 ? 2 : 1,
        command: e.command,
        postings: own.map((p) => ({
          account: p.account,
          currency: p.currency_id,
          amount: canonical(p.amount),
          balanceAfter: "",
        })),
      });
      if (e.hash !== hash || (chained && (e.id !== expectedId || e.prev_hash !== prev)))
        violations.push({ rule: "hash-chain", detail: `entry ${e.id}` });
      if (chained) {
        prev = e.hash;
        expectedId = e.id + 1;
      }
    }
    after = entries.at(-1)!.id;
  }
  return violations;
}
