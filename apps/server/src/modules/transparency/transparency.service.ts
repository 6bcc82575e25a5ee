import type { ErrorCode } from "@bourse/contract";
import {
  buildTreeSteps,
  type ChainEntry,
  type ClearPosting,
  canonicalJson,
  type LiabilitiesRoot,
  type LiabilityTree,
  proofFor,
  redactPosting,
  sha256Hex,
  signRoot,
  signTreeHead,
  toHex,
} from "@bourse/engine";
import { writeAudit } from "../../audit/audit.ts";
import { canonical } from "../../core/journal.ts";
import { fencedTx, type WriterTx } from "../../core/lease.ts";
import type { Db, Queryable } from "../../db/db.ts";
import { failure, type MessageParams, type Outcome, success } from "../../http/outcome.ts";
import { pageOf } from "../../http/pagination.ts";
import { readSetting } from "../../settings/settings.read.ts";
import type { VenueKey } from "../../venue-key.ts";
import { createEarnOutcomeProofs } from "./transparency.outcomes.earn.ts";
import { createNftOutcomeProofs } from "./transparency.outcomes.nft.ts";
import { createOutcomeProofs } from "./transparency.outcomes.ts";

/** A snapshot that must not be published, and why. */
class Refused extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly params: MessageParams,
  ) {
    super(code);
  }
}

/**
 * Runs a tree build to its end, letting the event loop turn between its steps: a million leaves take
 * seconds of hashing, during which the money core and every request keep being served.
 */
async function yielding<T>(steps: Generator<void, T>): Promise<T> {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** One user's leaf as read: the user, the secret its leaf is hashed with, the balance in units. */
interface LeafRow {
  user_id: string;
  secret: string;
  balance: string;
}

/**
 * The journal's Merkle log (RFC 9162) as this node holds it (the core's `log`): leaf i is entry i + 1,
 * its data the entry's digest. Proofs read the tree's tiles from the database.
 */
export interface TreeLog {
  size(): number;
  root(): Uint8Array;
  rootAt(size: number): Promise<Uint8Array>;
  inclusionProof(index: number, size: number): Promise<Uint8Array[]>;
  consistencyProof(m: number, n: number): Promise<Uint8Array[]>;
}

/** A published head as stored: a chain head (`tree_size` null) or a tree head. */
interface HeadRow {
  entry_id: string;
  hash: string | null;
  tree_size: string | null;
  root: string | null;
  published_at: Date;
  public_key: string;
  signature: string;
}

const HEAD_COLUMNS = "entry_id::text, hash, tree_size::text, root, published_at, public_key, signature";

/** A tree head as published (contract `TreeHead`). */
const treeHeadView = (h: HeadRow) => ({
  kind: "tree" as const,
  size: Number(h.tree_size),
  root: h.root!,
  entry_id: Number(h.entry_id),
  time: h.published_at.toISOString(),
  public_key: h.public_key,
  signature: h.signature,
});

/** A chain head as published before the log (contract `ChainHead`). */
const chainHeadView = (h: HeadRow) => ({
  kind: "chain" as const,
  entry_id: Number(h.entry_id),
  hash: h.hash!,
  time: h.published_at.toISOString(),
  public_key: h.public_key,
  signature: h.signature,
});

const headView = (h: HeadRow) => (h.tree_size === null ? chainHeadView(h) : treeHeadView(h));

/**
 * What the venue publishes for users to hold it to (module `transparency`): signed heads of the journal's
 * Merkle log, an inclusion proof of any entry that touched a user's money (of any age: O(log n) hashes),
 * consistency proofs between heads, and signed Merkle-sum roots of what it owes its users per currency
 * with each user's inclusion proof. The math is the engine's (`transparency/`), the same code the web
 * verifier and `@bourse/verify` run. What the scheduler publishes is written in the writer's fenced
 * transaction (`writerTx`, the core's): a deposed writer publishes nothing. An operator's publication
 * (any node) is a plain transaction.
 */
export function createTransparencyService({
  db,
  clock,
  key,
  log,
  writerTx,
}: {
  db: Db;
  clock: () => Date;
  key: VenueKey;
  /** the core's Merkle log (`core.log`) */
  log: TreeLog;
  writerTx?: WriterTx;
}) {
  const plainTx: WriterTx = (fn, options) => fencedTx(db, undefined, fn, options);
  const scheduledTx = writerTx ?? plainTx;

  async function headMinutes(): Promise<number> {
    return readSetting(db, "transparency_head_minutes");
  }

  /**
   * Publishes the log's tree head when the last head is `transparency_head_minutes` old (or `force`) and
   * entries came since: the tree's size and root as this node holds them, signed with the time. Answers
   * how many it published.
   */
  async function publishHead(now: Date, force = false, tx: WriterTx = plainTx): Promise<number> {
    const minutes = await headMinutes();
    return tx(async (q) => {
      const [last] = await q.query<{ tree_size: string | null; published_at: Date }>(
        "SELECT tree_size::text, published_at FROM transparency_heads ORDER BY id DESC LIMIT 1",
      );
      if (!force && last && now.getTime() - last.published_at.getTime() < minutes * 60_000) return 0;
      // size and root read together, in one turn of the event loop: the tree this node has applied
      const size = log.size();
      const root = toHex(log.root());
      if (size === 0 || (last?.tree_size != null && Number(last.tree_size) >= size)) return 0;
      const head = { size, root, time: now.toISOString() };
      const rows = await q.query(
        `INSERT INTO transparency_heads (entry_id, tree_size, root, published_at, public_key, signature)
         VALUES ($1, $1, $2, $3, $4, $5) ON CONFLICT (tree_size) DO NOTHING RETURNING id`,
        [size, root, now, key.publicKey, signTreeHead(key.privateKey, head)],
      );
      return rows.length;
    });
  }

  async function heads(page: number, limit: number) {
    const rows = await db.query<HeadRow>(
      `SELECT ${HEAD_COLUMNS} FROM transparency_heads ORDER BY id DESC LIMIT $1 OFFSET $2`,
      [limit, (page - 1) * limit],
    );
    const [count] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM transparency_heads");
    return pageOf(rows.map(headView), count?.n ?? 0, page, limit);
  }

  /** The newest tree head this node's log can prove in (a follower may not have applied the newest yet). */
  async function newestTreeHead(): Promise<HeadRow | undefined> {
    const [head] = await db.query<HeadRow>(
      `SELECT ${HEAD_COLUMNS} FROM transparency_heads WHERE tree_size <= $1 ORDER BY transparency_heads.tree_size DESC LIMIT 1`,
      [log.size()],
    );
    return head;
  }

  /** When the next head is due: the last one's time and the interval (now, when none was published). */
  async function nextHead(now: Date): Promise<Date> {
    const [last] = await db.query<{ at: Date }>("SELECT max(published_at) AS at FROM transparency_heads");
    return last?.at ? new Date(last.at.getTime() + (await headMinutes()) * 60_000) : now;
  }

  /** Not covered by a signed tree head yet: the minutes until the next is due (at least 1). */
  async function notPublishedYet() {
    const now = clock();
    const minutes = Math.max(1, Math.ceil(((await nextHead(now)).getTime() - now.getTime()) / 60_000));
    return failure("TRANSPARENCY_NOT_PUBLISHED_YET", { minutes });
  }

  /**
   * The inclusion proof of one entry that touched the user's money: the entry (the user's own postings
   * and the venue's in clear, other users' as digests; the command in clear when it is the user's), its
   * leaf index and the audit path to the newest signed tree head, that head, and when the next is due.
   */
  async function entryProof(userId: number, entryId: number) {
    const [mine] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM postings WHERE entry_id = $1 AND user_id = $2",
      [entryId, userId],
    );
    if (!mine?.n) return failure("TRANSPARENCY_ENTRY_NOT_FOUND");
    const head = await newestTreeHead();
    if (!head || Number(head.tree_size) < entryId) return notPublishedYet();
    const [e] = await db.query<{
      id: string;
      kind: string;
      reference: string | null;
      idempotency_key: string | null;
      user_id: string | null;
      created_at: Date;
      prev_hash: string | null;
      hash: string;
      command: unknown;
      scheme: number;
    }>(
      `SELECT id::text, kind, reference, idempotency_key, user_id::text, created_at, prev_hash, hash, command,
         scheme FROM journal_entries WHERE id = $1`,
      [entryId],
    );
    const postings = await db.query<{ account: string; currency_id: number; amount: string }>(
      "SELECT account, currency_id, amount::text FROM postings WHERE entry_id = $1 ORDER BY seq",
      [entryId],
    );
    const clear: ClearPosting[] = postings.map((p) => ({
      account: p.account,
      currency: p.currency_id,
      amount: canonical(p.amount),
    }));
    const own = (account: string) => account.startsWith(`u:${userId}:`) || account.startsWith("s:");
    const base = {
      id: Number(e!.id),
      kind: e!.kind,
      reference: e!.reference,
      idempotencyKey: e!.idempotency_key,
      userId: e!.user_id === null ? null : Number(e!.user_id),
      createdAt: e!.created_at.toISOString(),
      prevHash: e!.prev_hash ?? "",
      hash: e!.hash,
    };
    let entry: ChainEntry;
    if (e!.scheme === 2 || e!.scheme === 3) {
      // each posting and the command by its own digest: other users' are shown only as digests
      const theirs = (e!.command as { caller?: { user?: number } } | null)?.caller?.user;
      const shown = base.userId === userId || theirs === userId || !e!.command;
      entry = {
        ...base,
        scheme: e!.scheme,
        postings: clear.map((p) => (own(p.account) ? p : redactPosting(p))),
        ...(shown
          ? { command: e!.command ?? null }
          : { commandDigest: sha256Hex(canonicalJson(e!.command)) }),
      };
    } else {
      // hashed before scheme 2 (postings and command in clear): recomputed only when given whole
      entry = { ...base, command: e!.command ?? null, postings: clear };
    }
    const size = Number(head.tree_size);
    const proof = await log.inclusionProof(entryId - 1, size);
    return success({
      entry,
      leaf_index: entryId - 1,
      proof: proof.map(toHex),
      head: treeHeadView(head),
      next_head: (await nextHead(clock())).toISOString(),
    });
  }

  /** The tree head of exactly `size` leaves, when one was published. */
  async function treeHeadRow(size: number): Promise<HeadRow | undefined> {
    const [head] = await db.query<HeadRow>(
      `SELECT ${HEAD_COLUMNS} FROM transparency_heads WHERE tree_size = $1`,
      [size],
    );
    return head;
  }
  const treeHeadOf = async (size: number) => {
    const head = await treeHeadRow(size);
    return head ? treeHeadView(head) : null;
  };

  /**
   * The RFC 9162 consistency proof from the tree of `from` leaves to the tree of `to`, both within the
   * newest signed tree head, with each size's root and its signed head when one was published at it.
   */
  async function consistency(from: number, to: number) {
    const newest = await newestTreeHead();
    const max = newest ? Number(newest.tree_size) : 0;
    if (from > to || to > max) return failure("TRANSPARENCY_TREE_SIZE", { size: max });
    const [proof, fromRoot, toRoot, fromHead, toHead] = await Promise.all([
      log.consistencyProof(from, to),
      log.rootAt(from),
      log.rootAt(to),
      treeHeadOf(from),
      treeHeadOf(to),
    ]);
    return success({
      from,
      to,
      from_root: toHex(fromRoot),
      to_root: toHex(toRoot),
      proof: proof.map(toHex),
      from_head: fromHead,
      to_head: toHead,
    });
  }

  /**
   * A chain head published before the log, its entry included in a signed tree head (the newest, or the
   * one of `size` leaves): the chain head's hash is the data of leaf `entry_id − 1`.
   */
  async function chainHeadProof(entryId: number, size?: number) {
    const [chain] = await db.query<HeadRow>(
      `SELECT ${HEAD_COLUMNS} FROM transparency_heads WHERE entry_id = $1 AND tree_size IS NULL`,
      [entryId],
    );
    if (!chain) return failure("TRANSPARENCY_HEAD_NOT_FOUND");
    const newest = await newestTreeHead();
    const max = newest ? Number(newest.tree_size) : 0;
    if (size === undefined && (!newest || max < entryId)) return notPublishedYet();
    const head = size === undefined ? newest : size <= max ? await treeHeadRow(size) : undefined;
    if (!head || Number(head.tree_size) < entryId) return failure("TRANSPARENCY_TREE_SIZE", { size: max });
    const proof = await log.inclusionProof(entryId - 1, Number(head.tree_size));
    return success({
      chain_head: chainHeadView(chain),
      leaf_index: entryId - 1,
      proof: proof.map(toHex),
      head: treeHeadView(head),
    });
  }

  // ------------------------------------------------------------------ proof of liabilities

  /** The latest snapshot's trees, rebuilt from their leaves on the first proof asked of them. */
  const trees = new Map<number, Promise<LiabilityTree>>();

  /**
   * Takes a snapshot of what the venue owes its users, per currency, at the journal's last entry: each
   * user's total over every account and bucket (demo accounts are not liabilities), as leaves hashed with
   * the user's secret; the Merkle-sum root and total are signed and published. The total is checked
   * against the journal itself (the postings' sum up to that entry) before anything is published.
   *
   * The balances and the journal's totals are read in one transaction that sees one state of the tables;
   * the trees are built after it (a million leaves take seconds of hashing, too long to keep a
   * transaction open); then the roots and leaves are written in one short transaction `tx` (the writer's,
   * fenced, for the scheduler's run: the lease's renewal waits for it). A refusal publishes nothing.
   */
  async function snapshotLiabilities(
    now: Date,
    by?: { operator: number; ip: string },
    tx: WriterTx = plainTx,
  ): Promise<Outcome<{ snapshot: number; roots: number }>> {
    // each user's secret, made once (122 random bits)
    await tx((q) =>
      q.query(
        "UPDATE users SET liability_secret = replace(gen_random_uuid()::text, '-', '') WHERE liability_secret IS NULL AND demo_of IS NULL",
      ),
    );
    try {
      const owed = await plainTx(readLiabilities, { snapshot: true });
      const roots: { currency: number; root: LiabilitiesRoot; leaves: LeafRow[] }[] = [];
      for (const c of owed.currencies) {
        if (c.leaves.some((l) => l.balance.startsWith("-")))
          throw new Refused("TRANSPARENCY_NEGATIVE_LEAF", { currency: c.name });
        const tree = await yielding(
          buildTreeSteps(
            c.leaves.map((l) => ({ user: Number(l.user_id), secret: l.secret, balance: BigInt(l.balance) })),
          ),
        );
        if (BigInt(c.journalTotal) !== tree.root.sum)
          throw new Refused("TRANSPARENCY_TOTAL_MISMATCH", { currency: c.name });
        const root = {
          currency: c.name,
          root: tree.root.hash,
          total: tree.root.sum.toString(),
          time: now.toISOString(),
          users: tree.size,
        };
        roots.push({ currency: c.id, root, leaves: c.leaves });
      }
      return success(
        await tx(async (q) => {
          const [snap] = await q.query<{ n: string }>(
            "SELECT (COALESCE(max(snapshot), 0) + 1)::text AS n FROM liability_roots",
          );
          const done = { snapshot: Number(snap!.n), roots: roots.length };
          for (const { currency, root, leaves } of roots) {
            const [row] = await q.query<{ id: string }>(
              `INSERT INTO liability_roots (snapshot, currency_id, entry_id, root, total, users, published_at, public_key, signature)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING id::text`,
              [
                done.snapshot,
                currency,
                owed.entryId,
                root.root,
                root.total,
                root.users,
                now,
                key.publicKey,
                signRoot(key.privateKey, root),
              ],
            );
            await q.query(
              `INSERT INTO liability_leaves (root_id, user_id, balance)
               SELECT $1, x.user_id, x.balance FROM unnest($2::bigint[], $3::numeric[]) AS x(user_id, balance)`,
              [row!.id, leaves.map((l) => l.user_id), leaves.map((l) => l.balance)],
            );
          }
          if (by)
            await writeAudit(q, {
              operatorId: by.operator,
              action: "transparency.liabilities",
              targetType: "liability_snapshot",
              targetId: done.snapshot,
              after: done,
              ip: by.ip,
            });
          return done;
        }),
      );
    } catch (err) {
      if (err instanceof Refused) return failure(err.code, err.params);
      throw err;
    }
  }

  /**
   * What users are owed at the journal's last entry, per currency with any: each user's balance in units
   * (the leaves) and the postings' total up to that entry. Run in a snapshot (`snapshot: true`).
   */
  async function readLiabilities(q: Queryable) {
    const [head] = await q.query<{ id: string | null }>("SELECT max(id)::text AS id FROM journal_entries");
    const entryId = Number(head?.id ?? 0);
    const currencies = await q.query<{ id: number; name: string; decimals: number }>(
      "SELECT id, name, decimals FROM currencies ORDER BY id",
    );
    const owed: { id: number; name: string; leaves: LeafRow[]; journalTotal: string }[] = [];
    for (const c of currencies) {
      const scale = `1e${c.decimals}`;
      const leaves = await q.query<LeafRow>(
        `SELECT u.id::text AS user_id, u.liability_secret AS secret, (sum(b.amount) * ${scale})::numeric(40, 0)::text AS balance
         FROM ledger_balances b JOIN users u ON u.id = split_part(b.account, ':', 2)::bigint
         WHERE b.account LIKE 'u:%' AND b.currency_id = $1 AND u.demo_of IS NULL
         GROUP BY u.id HAVING sum(b.amount) <> 0`,
        [c.id],
      );
      if (leaves.length === 0) continue;
      const [journal] = await q.query<{ total: string }>(
        `SELECT COALESCE((sum(p.amount) * ${scale})::numeric(40, 0), 0)::text AS total FROM postings p
         WHERE p.account LIKE 'u:%' AND p.currency_id = $1 AND p.entry_id <= $2
           AND p.user_id NOT IN (SELECT id FROM users WHERE demo_of IS NOT NULL)`,
        [c.id, entryId],
      );
      owed.push({ id: c.id, name: c.name, leaves, journalTotal: journal!.total });
    }
    return { entryId, currencies: owed };
  }

  const rootView = (r: {
    id: string;
    snapshot: string;
    currency: string;
    decimals: number;
    entry_id: string;
    root: string;
    total: string;
    users: number;
    published_at: Date;
    public_key: string;
    signature: string;
  }) => ({
    id: Number(r.id),
    snapshot: Number(r.snapshot),
    currency: r.currency,
    decimals: r.decimals,
    entry_id: Number(r.entry_id),
    root: r.root,
    total: r.total,
    users: r.users,
    time: r.published_at.toISOString(),
    public_key: r.public_key,
    signature: r.signature,
  });

  const ROOTS = `SELECT r.id::text, r.snapshot::text, c.name AS currency, c.decimals, r.entry_id::text, r.root,
      r.total::text, r.users, r.published_at, r.public_key, r.signature
    FROM liability_roots r JOIN currencies c ON c.id = r.currency_id`;

  /** The roots of the latest snapshot (or of `snapshot`). */
  async function liabilities(snapshot?: number) {
    const rows = await db.query<Parameters<typeof rootView>[0]>(
      `${ROOTS} WHERE r.snapshot = COALESCE($1, (SELECT max(snapshot) FROM liability_roots)) ORDER BY r.currency_id`,
      [snapshot ?? null],
    );
    return rows.map(rootView);
  }

  async function treeOf(rootId: number): Promise<LiabilityTree> {
    let tree = trees.get(rootId);
    if (!tree) {
      tree = db
        .query<{ user_id: string; secret: string; balance: string }>(
          `SELECT l.user_id::text, u.liability_secret AS secret, l.balance::text FROM liability_leaves l
           JOIN users u ON u.id = l.user_id WHERE l.root_id = $1`,
          [rootId],
        )
        .then((rows) =>
          yielding(
            buildTreeSteps(
              rows.map((l) => ({ user: Number(l.user_id), secret: l.secret, balance: BigInt(l.balance) })),
            ),
          ),
        );
      // the latest snapshot's trees only
      if (trees.size > 64) trees.clear();
      trees.set(rootId, tree);
    }
    return tree;
  }

  /**
   * When the next snapshot is published: the scheduler's daily run at the next UTC midnight. Before the
   * first snapshot, one is also published as soon as a user holds a balance (`firstSnapshot`), so a new
   * venue's screen does not wait a day once money came in.
   */
  const nextSnapshot = (now: Date) => new Date(Math.floor(now.getTime() / 86_400_000 + 1) * 86_400_000);

  /** Known once a snapshot exists: the first-snapshot check stops querying. */
  let anySnapshot = false;

  /**
   * The scheduler's job at every check until the first snapshot exists: that snapshot, once a (real) user
   * holds a balance. The daily run of a new venue happens before anyone has one and publishes nothing.
   * Answers how many snapshots it published.
   */
  async function firstSnapshot(): Promise<number> {
    if (anySnapshot) return 0;
    const [row] = await db.query<{ published: boolean; owed: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM liability_roots) AS published,
         EXISTS (SELECT 1 FROM ledger_balances b JOIN users u ON u.id = split_part(b.account, ':', 2)::bigint
                 WHERE b.account LIKE 'u:%' AND b.amount <> 0 AND u.demo_of IS NULL) AS owed`,
    );
    if (row?.published) anySnapshot = true;
    if (anySnapshot || !row?.owed) return 0;
    const done = await snapshotLiabilities(clock(), undefined, scheduledTx);
    if (!done.ok) throw new Error(`liabilities snapshot refused: ${done.code}`);
    anySnapshot = done.value.roots > 0;
    return done.value.roots > 0 ? 1 : 0;
  }

  /**
   * The user's inclusion proofs in the latest snapshot, one per currency the user holds, the user's
   * secret, and when the next snapshot is due.
   */
  async function myLiabilities(userId: number) {
    const roots = await liabilities();
    const [user] = await db.query<{ secret: string | null }>(
      "SELECT liability_secret AS secret FROM users WHERE id = $1",
      [userId],
    );
    const held = new Set(
      (
        await db.query<{ root_id: string }>(
          "SELECT root_id::text FROM liability_leaves WHERE user_id = $1 AND root_id = ANY($2::bigint[])",
          [userId, roots.map((r) => r.id)],
        )
      ).map((r) => Number(r.root_id)),
    );
    const proofs = [];
    for (const root of roots.filter((r) => held.has(r.id)))
      proofs.push({ root, proof: proofFor(await treeOf(root.id), userId) });
    return {
      secret: user?.secret ?? null,
      snapshot: roots[0]?.snapshot ?? null,
      proofs,
      next_snapshot: nextSnapshot(clock()).toISOString(),
    };
  }

  return {
    publicKey: key.publicKey,
    /**
     * Outcome proofs in the one format, by product: seconds and perpetual closes
     * (transparency.outcomes.ts), dual settlements and IEO allocations (.earn.ts), blind-box draws and
     * loan liquidations (.nft.ts)
     */
    outcomes: {
      ...createOutcomeProofs({ db }),
      ...createEarnOutcomeProofs({ db }),
      ...createNftOutcomeProofs({ db }),
    },
    headMinutes,
    publishHead,
    heads,
    entryProof,
    consistency,
    chainHeadProof,
    snapshotLiabilities,
    liabilities,
    myLiabilities,
    /** the scheduler's job: a head when one is due */
    due: (now: Date) => publishHead(now, false, scheduledTx),
    firstSnapshot,
    /** the scheduler's daily job: a liabilities snapshot */
    daily: async () => {
      const done = await snapshotLiabilities(clock(), undefined, scheduledTx);
      if (!done.ok) throw new Error(`liabilities snapshot refused: ${done.code}`);
    },
  };
}

export type TransparencyService = ReturnType<typeof createTransparencyService>;
