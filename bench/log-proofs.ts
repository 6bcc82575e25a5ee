/**
 * Proofs of the command log at length: LOG_ENTRIES (1,000,000) entries written through the money core
 * itself (`ledgerOps`: 100 users credited, then transfers, each a full journal entry; real `core_log` rows,
 * tiles and journal rows, not synthesized), on a fresh PostgreSQL database (DATABASE_URL's server,
 * PG_ADMIN_URL or the local one), else — or with LOG_DB=pglite — a fresh PGlite data directory. Then a core
 * started again on the tables (no tile in memory: every proof reads its tiles from `merkle_tiles`) proves
 * the entries 10, 10^4 and 10^6 behind the head (`core.log.inclusionProof`), each proof checked:
 *  - its size (32-byte hashes; and as the hex JSON the API sends), the time to build it from the tables,
 *    the time `verifyInclusion` takes, and the whole entry proof as a user checks it (`verifyEntryProof`:
 *    the entry recomputed, the path, the tree head's Ed25519 signature);
 *  - the reference: the old scheme's proof of the same entry, a hash-chain walk from it to a signed head
 *    (`verifyChain` over the same entries chained as scheme 2, other users' postings and commands as
 *    digests, as that proof showed them): its JSON size and verify time, built from the journal's rows up
 *    to OLD_CHAIN_MAX (100,000) entries and extrapolated linearly beyond; and the time to hash the entry
 *    itself.
 * Plus consistency proofs to the head from 10^4 entries back and from the log's middle. Goal: ≤ 2 KB and
 * ≤ 5 ms at 10^6 behind the head.
 */
import { performance } from "node:perf_hooks";
import {
  type ChainEntry,
  type ChainProof,
  canonicalJson,
  type EntryProof,
  entryHash,
  generateKeyPair,
  logLeafHash,
  redactPosting,
  sha256Hex,
  signHead,
  signTreeHead,
  toHex,
  verifyChain,
  verifyConsistency,
  verifyEntryProof,
  verifyInclusion,
} from "@bourse/engine";
import { createCore } from "../apps/server/src/core/core.ts";
import { digestsOf } from "../apps/server/src/core/merkle-log.ts";
import type { Db } from "../apps/server/src/db/db.ts";
import { bytes, freshPglite, freshPostgres, median } from "./lib/databases.ts";
import { writeLongLog } from "./lib/long-log.ts";

const ENTRIES = Number(process.env.LOG_ENTRIES ?? 1_000_000);
const OLD_CHAIN_MAX = Number(process.env.OLD_CHAIN_MAX ?? 100_000);
const DISTANCES = [10, 10_000, 1_000_000];
const GOAL_BYTES = 2048;
const GOAL_MS = 5;
const fmt = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (x: number) => (x < 1 ? `${(x * 1000).toFixed(0)} µs` : `${x.toFixed(x < 10 ? 2 : 0)} ms`);

/** Median time of `fn` in ms: `runs` runs of `reps` calls each. */
function timed(fn: () => unknown, reps: number, runs = 7): number {
  const out: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    for (let i = 0; i < reps; i++) fn();
    out.push((performance.now() - t) / reps);
  }
  return median(out);
}

async function timedAsync(fn: () => Promise<unknown>, runs = 5): Promise<number> {
  const out: number[] = [];
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return median(out);
}

interface JournalRow {
  id: string;
  kind: string;
  reference: string | null;
  idempotency_key: string | null;
  user_id: string | null;
  created_at: Date;
  command: { caller?: { user?: number } } | null;
}

/** Entries `from`..`to` as the journal holds them, with their postings in clear. */
async function journal(db: Db, from: number, to: number) {
  const rows = await db.query<JournalRow>(
    `SELECT id::text, kind, reference, idempotency_key, user_id::text, created_at, command
     FROM journal_entries j WHERE j.id BETWEEN $1 AND $2 ORDER BY j.id`,
    [from, to],
  );
  const postings = await db.query<{ entry_id: string; account: string; currency_id: number; amount: string }>(
    `SELECT entry_id::text, account, currency_id, amount::text FROM postings
     WHERE postings.entry_id BETWEEN $1 AND $2 ORDER BY postings.entry_id, postings.seq`,
    [from, to],
  );
  const byEntry = new Map<number, { account: string; currency: number; amount: string }[]>();
  for (const p of postings) {
    const list = byEntry.get(Number(p.entry_id)) ?? [];
    list.push({ account: p.account, currency: p.currency_id, amount: p.amount });
    byEntry.set(Number(p.entry_id), list);
  }
  if (rows.length !== to - from + 1) throw new Error(`the journal lacks entries in ${from}..${to}`);
  return rows.map((e) => ({
    fields: {
      id: Number(e.id),
      kind: e.kind,
      reference: e.reference,
      idempotencyKey: e.idempotency_key,
      userId: e.user_id === null ? null : Number(e.user_id),
      createdAt: e.created_at.toISOString(),
    },
    command: e.command,
    postings: byEntry.get(Number(e.id)) ?? [],
  }));
}

type Journal = Awaited<ReturnType<typeof journal>>;

/** What the proof shows of an entry to `user`: its own and the venue's postings in clear, others' as digests. */
function shownTo(e: Journal[number], user: number | null, scheme: 2 | 3, prevHash: string): ChainEntry {
  const own = (account: string) => account.startsWith(`u:${user}:`) || account.startsWith("s:");
  const whole = { ...e.fields, prevHash, scheme, postings: e.postings, command: e.command };
  const hash = entryHash(whole);
  const shown = e.fields.userId === user || e.command?.caller?.user === user || !e.command;
  return {
    ...e.fields,
    prevHash,
    scheme,
    hash,
    postings: e.postings.map((p) => (own(p.account) ? p : redactPosting(p))),
    ...(shown ? { command: e.command } : { commandDigest: sha256Hex(canonicalJson(e.command)) }),
  };
}

/** The old scheme's proof of the first entry of `entries` to a head at the last: a hash chain (scheme 2). */
function oldChainProof(entries: Journal, key: { privateKey: string }): ChainProof {
  const user = entries[0]!.fields.userId;
  let prev = "0".repeat(64);
  const chain = entries.map((e) => {
    const c = shownTo(e, user, 2, prev);
    prev = c.hash;
    return c;
  });
  const last = chain.at(-1)!;
  const head = { entry_id: last.id, hash: last.hash, time: new Date().toISOString() };
  return { entries: chain, head: { ...head, signature: signHead(key.privateKey, head) } };
}

async function run(name: string, db: Db) {
  const written = await writeLongLog(db, ENTRIES, {
    progress: (n) => console.log(`  log proofs (${name}): ${fmt(n)} entries written`),
  });
  console.log(
    `log proofs (${name}): ${fmt(written.entries)} entries written through the core (ledgerOps transfers, full journal entries) in ${written.seconds.toFixed(0)} s (${fmt(written.entries / written.seconds)} entries/s)`,
  );
  // a writer started again on the tables: every tile a proof needs is read from merkle_tiles
  const core = await createCore({
    db,
    clock: () => new Date(),
    onFatal: (err) => {
      throw err;
    },
  });
  const size = core.log.size();
  const root = core.log.root();
  if (toHex(root) !== toHex(written.root)) throw new Error("the restarted core's root is not the log's");
  const key = generateKeyPair();
  const treeHead = { size, root: toHex(root), time: new Date().toISOString() };
  const head = { ...treeHead, signature: signTreeHead(key.privateKey, treeHead) };
  const lines: string[] = [];
  let worst = { behind: 0, bytes: 0, ms: 0 };
  for (const distance of DISTANCES) {
    const index = Math.max(0, size - distance);
    const behind = size - index;
    const proof = await core.log.inclusionProof(index, size);
    const built = await timedAsync(() => core.log.inclusionProof(index, size));
    const [digest] = await digestsOf(db, index + 1, index + 1);
    const leaf = logLeafHash(digest!);
    if (!verifyInclusion(leaf, index, size, proof, root)) throw new Error(`proof of leaf ${index} fails`);
    const verify = timed(() => verifyInclusion(leaf, index, size, proof, root), 200);
    const [entry] = await journal(db, index + 1, index + 1);
    const shown = shownTo(entry!, entry!.fields.userId, 3, "");
    if (shown.hash !== toHex(digest!))
      throw new Error(`entry ${index + 1} does not hash to its leaf's digest`);
    const entryProof: EntryProof = { entry: shown, leaf_index: index, proof: proof.map(toHex), head };
    if (!verifyEntryProof(entryProof, key.publicKey).every((s) => s.ok))
      throw new Error(`the entry proof of ${index + 1} fails`);
    const full = timed(() => verifyEntryProof(entryProof, key.publicKey), 20);
    const ownHash = timed(() => entryHash(shown), 200);
    // the old scheme: a chain from the entry to the head, measured up to OLD_CHAIN_MAX entries
    const walked = Math.min(behind, OLD_CHAIN_MAX);
    const old = oldChainProof(await journal(db, size - walked + 1, size), key);
    const oldSteps = verifyChain(old, key.publicKey);
    if (!oldSteps.every((s) => s.ok))
      throw new Error(
        `the old chain proof fails: ${JSON.stringify(oldSteps.filter((s) => !s.ok).slice(0, 3))}`,
      );
    const oldBytes = (JSON.stringify(old).length * behind) / walked;
    const oldMs = (timed(() => verifyChain(old, key.publicKey), 1, walked > 1000 ? 3 : 7) * behind) / walked;
    const pathBytes = proof.length * 32;
    if (distance === DISTANCES.at(-1)) worst = { behind, bytes: pathBytes, ms: verify };
    lines.push(
      `  ${fmt(behind)} behind the head (leaf ${fmt(index)}): inclusion proof ${proof.length} hashes = ${pathBytes} B (${JSON.stringify(entryProof.proof).length} B as hex JSON),` +
        ` built from the tables in ${ms(built)}, verifyInclusion ${ms(verify)}, whole entry proof with signature ${ms(full)}` +
        `   reference: old chain walk ${fmt(behind)} entries = ${bytes(oldBytes)}, verifyChain ${ms(oldMs)}${walked < behind ? ` (extrapolated from ${fmt(walked)})` : ""}; the entry's own hash ${ms(ownHash)}`,
    );
  }
  for (const line of lines) console.log(line);
  for (const from of [Math.max(1, size - 10_000), Math.floor(size / 2) + 1]) {
    const proof = await core.log.consistencyProof(from, size);
    const built = await timedAsync(() => core.log.consistencyProof(from, size));
    const rootFrom = await core.log.rootAt(from);
    if (!verifyConsistency(from, size, proof, rootFrom, root)) throw new Error(`consistency ${from} fails`);
    const verify = timed(() => verifyConsistency(from, size, proof, rootFrom, root), 200);
    console.log(
      `  consistency ${fmt(from)} → ${fmt(size)}: ${proof.length} hashes = ${proof.length * 32} B, built from the tables in ${ms(built)}, verified in ${ms(verify)}`,
    );
  }
  console.log(
    `  at ${fmt(worst.behind)} behind the head: ${worst.bytes} B, verified in ${ms(worst.ms)} (goal at 1,000,000: ≤ ${GOAL_BYTES} B and ≤ ${GOAL_MS} ms: ${worst.bytes <= GOAL_BYTES && worst.ms <= GOAL_MS ? "met" : "NOT met"})`,
  );
  await core.stop();
}

const pg = process.env.LOG_DB === "pglite" ? undefined : await freshPostgres("bench_log");
if (pg && !("skipped" in pg)) {
  try {
    await run("PostgreSQL", pg.db);
  } finally {
    await pg.drop();
  }
} else {
  if (pg) console.log(`log proofs: no PostgreSQL (${pg.skipped}); on PGlite`);
  const lite = await freshPglite();
  try {
    await run("PGlite", lite.db);
  } finally {
    await lite.drop();
  }
}
