import { type Static, Type } from "typebox";
import { Page } from "./admin.ts";
import { Id, MAX_ID, OWNER_KEY, OwnedId, PageQuery, PublicId } from "./bounds.ts";
import { Envelope, Lang } from "./envelope.ts";

/**
 * The verifiable venue (`docs/transparency-api.md`): signed heads of the journal's Merkle log, inclusion
 * and consistency proofs, proof of liabilities. Proof shapes are the engine's (`transparency/`), which every verifier runs.
 */

const Hex = Type.String({ pattern: "^[0-9a-f]*$" });
/** A SHA-256 digest, 64 lowercase hex digits. */
const Hash = Type.String({ pattern: "^[0-9a-f]{64}$" });
const Time = Type.String({ description: "ISO 8601 UTC, when it was published" });

/**
 * A head of the hash chain, as heads were published before the journal was a Merkle log: the last
 * entry's id and chained hash, signed (`bourse-head|<entry_id>|<hash>|<time>`).
 */
export const ChainHead = Type.Object({
  kind: Type.Literal("chain"),
  entry_id: Type.Integer(),
  hash: Hash,
  time: Time,
  public_key: Type.Optional(Hex),
  signature: Hex,
});

/**
 * A signed tree head of the journal's Merkle log (RFC 9162): the tree's size (entries 1..size are its
 * leaves 0..size − 1) and root hash, signed with the time (`bourse-tree-head|v1|<size>|<root>|<time>`).
 */
export const TreeHead = Type.Object({
  kind: Type.Literal("tree"),
  size: Type.Integer({ minimum: 1, description: "leaves of the log's tree: entries 1..size" }),
  root: Hash,
  entry_id: Type.Integer({ description: "the last entry it covers (= size)" }),
  time: Time,
  public_key: Type.Optional(Hex),
  signature: Hex,
});

/** A published head, of either kind. */
export const PublishedHead = Type.Union([TreeHead, ChainHead]);
export type PublishedHead = Static<typeof PublishedHead>;

export const HeadsQuery = Type.Object({ ...PageQuery, lang: Lang });
export const HeadsResponse = Envelope(Page(PublishedHead));

/** `GET /transparency/key`: the venue's public key that signs heads and liabilities roots. */
export const VenueKey = Type.Object({
  algorithm: Type.Literal("Ed25519"),
  public_key: Hex,
  head_minutes: Type.Integer({ description: "how often a tree head is published" }),
});
export type VenueKey = Static<typeof VenueKey>;
export const VenueKeyResponse = Envelope(VenueKey);

export const EntryParams = Type.Object({ id: OwnedId("ledger-entry") });

/** A posting of a proven entry: in clear (one's own, the venue's) or only its digest (another user's). */
const ProvenPosting = Type.Union([
  Type.Object({ account: Type.String(), currency: Type.Integer(), amount: Type.String() }),
  Type.Object({ redacted: Hash }),
]);

/** The proven entry (engine `ChainEntry`): what its digest is recomputed from. */
export const ProvenEntry = Type.Object({
  id: Type.Integer(),
  kind: Type.String(),
  reference: Type.Union([Type.String(), Type.Null()]),
  idempotencyKey: Type.Union([Type.String(), Type.Null()]),
  userId: Type.Union([Type.Integer(), Type.Null()]),
  createdAt: Type.String(),
  prevHash: Type.String({ description: "schemes 1 and 2: the previous entry's hash (scheme 3 hashes none)" }),
  hash: Hash,
  scheme: Type.Optional(Type.Integer()),
  postings: Type.Array(ProvenPosting),
  command: Type.Optional(
    Type.Unknown({
      description:
        "the command the entry came of (kind, args, caller), exactly as logged: the verifier hashes it as stored, so its arguments keep each kind's own shape",
    }),
  ),
  commandDigest: Type.Optional(Hash),
});

/**
 * The inclusion proof of an entry that moved the user's money: the entry (one's own postings and the
 * venue's in clear, others' as digests), its leaf index (entry id − 1), the audit path (RFC 9162, leaf
 * to root) in the newest signed tree head covering it, that head, and when the next head is due.
 */
export const EntryProofResponse = Envelope(
  Type.Object({
    entry: ProvenEntry,
    leaf_index: Type.Integer(),
    proof: Type.Array(Hash),
    head: TreeHead,
    next_head: Type.String({ description: "ISO 8601 UTC: when the next head is due" }),
  }),
);

export const ConsistencyQuery = Type.Object({
  from: Type.Integer({ minimum: 1, maximum: MAX_ID, description: "the older tree size" }),
  to: Type.Integer({ minimum: 1, maximum: MAX_ID, description: "the newer tree size" }),
  lang: Lang,
});

/**
 * An RFC 9162 consistency proof from the tree of `from` leaves to the tree of `to`: the tree of `to`
 * holds the tree of `from` unchanged. Each size's root, and its signed head when one was published.
 */
export const ConsistencyResponse = Envelope(
  Type.Object({
    from: Type.Integer(),
    to: Type.Integer(),
    from_root: Hash,
    to_root: Hash,
    proof: Type.Array(Hash),
    from_head: Type.Union([TreeHead, Type.Null()]),
    to_head: Type.Union([TreeHead, Type.Null()]),
  }),
);

export const ChainHeadQuery = Type.Object({
  size: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_ID, description: "the tree head's size (default: the newest)" }),
  ),
  lang: Lang,
});
export const ChainHeadParams = Type.Object({
  entry_id: PublicId("published chain head", { description: "the `entry_id` of a chain head" }),
});

/**
 * A chain head published before the log (its entry's id and hash), included in the newest tree head:
 * the entry's hash is leaf `entry_id − 1`.
 */
export const ChainHeadProofResponse = Envelope(
  Type.Object({
    chain_head: ChainHead,
    leaf_index: Type.Integer(),
    proof: Type.Array(Hash),
    head: TreeHead,
  }),
);

export const LiabilitiesRoot = Type.Object({
  id: Type.Integer(),
  snapshot: Type.Integer(),
  currency: Type.String(),
  decimals: Type.Integer(),
  entry_id: Type.Integer({ description: "the journal entry the snapshot was taken at" }),
  root: Hex,
  total: Type.String({ description: "integer units of the currency" }),
  users: Type.Integer(),
  time: Type.String(),
  public_key: Hex,
  signature: Hex,
});
export type LiabilitiesRoot = Static<typeof LiabilitiesRoot>;
export const LiabilitiesResponse = Envelope(Type.Array(LiabilitiesRoot));

/** `POST /admin/transparency/liabilities`: the snapshot published now and how many currencies (roots) it covers. */
export const PublishedSnapshot = Type.Object({ snapshot: Type.Integer(), roots: Type.Integer() });
export type PublishedSnapshot = Static<typeof PublishedSnapshot>;
export const SnapshotQuery = Type.Object({ snapshot: Type.Optional(Id), lang: Lang });

/**
 * A user's inclusion proof in a currency's Merkle-sum tree (engine `LiabilityProof`): the leaf (the user,
 * its balance in integer units, the leaf's hash) and the path to the root, each step's sibling hash and sum.
 */
export const LiabilityProof = Type.Object({
  leaf: Type.Object({
    user: Type.Integer(),
    balance: Type.String({ description: "integer units of the currency" }),
    hash: Hash,
  }),
  path: Type.Array(
    Type.Object({
      side: Type.Union([Type.Literal("left"), Type.Literal("right")], {
        description: 'where the sibling sits: "left" means the parent is node(sibling, this)',
      }),
      hash: Hash,
      sum: Type.String({ description: "integer units" }),
    }),
  ),
});
export type LiabilityProof = Static<typeof LiabilityProof>;

/** `GET /transparency/liabilities/me`: one's leaf secret, one's proof in each currency, the next snapshot. */
export const MyLiabilities = Type.Object({
  secret: Type.Union([Hex, Type.Null()], { description: "the user's leaf secret (theirs only)" }),
  snapshot: Type.Union([Type.Integer(), Type.Null()]),
  proofs: Type.Array(Type.Object({ root: LiabilitiesRoot, proof: LiabilityProof })),
  next_snapshot: Type.String({
    description:
      "when the next snapshot is due (the daily run, 00:00 UTC); before the first one, it is also published as soon as a user holds a balance",
  }),
});
export type MyLiabilities = Static<typeof MyLiabilities>;
export const MyLiabilitiesResponse = Envelope(MyLiabilities);

/**
 * An outcome proof (engine `OutcomeProof`): the rule the venue applied (named, versioned), the inputs it
 * applied it to (recorded ticks by id with price and time, and the terms) and the result it recorded,
 * which `verifyOutcome` recomputes; `entry_id` is the journal entry that paid the result.
 */
export const OutcomeProof = Type.Object({
  kind: Type.String({
    description:
      'the command that produced the outcome: "seconds.settle", "lever.close", "dual.settle", "ieo.allocate", "nft.draw"',
  }),
  rule: Type.Object({ name: Type.String(), version: Type.Integer() }),
  inputs: Type.Object(
    {},
    {
      additionalProperties: true,
      description:
        "what the rule is applied to (amounts as decimal strings, times in ms); `symbol` names the market whose public tick log (`GET /api/ticks`) holds `ticks` by id",
    },
  ),
  result: Type.Object({}, { additionalProperties: true, description: "the result the venue recorded" }),
  entry_id: Type.Union([Type.Integer(), Type.Null()], {
    description: "the journal entry that paid the result (its chain proof places it in the journal)",
  }),
});
export const OutcomeProofResponse = Envelope(OutcomeProof);

export const SecondsOutcomeParams = Type.Object({
  public_id: Type.String({
    maxLength: 64,
    description: "the seconds order's `public_id`",
    [OWNER_KEY]: "seconds-public-id",
  }),
});
/**
 * One's own record an outcome proof is about, by its id: a lever position, a blind box (`getMyNFTs`), a
 * dual investment order (`dual_list`), an IEO subscription (`GET /user/project/order`), a loan.
 */
export const OutcomeIdParams = (kind: string) => Type.Object({ id: OwnedId(kind) });
