import { Type } from "typebox";
import { Page } from "./admin.ts";
import { Id, OWNER_KEY, OwnedId, PageQuery } from "./bounds.ts";
import { Envelope, Lang } from "./envelope.ts";

/**
 * The verifiable venue (`docs/transparency-api.md`): signed journal heads, chain proofs of entries,
 * proof of liabilities. Proof shapes are the engine's (`transparency/`), which every verifier runs.
 */

const Hex = Type.String({ pattern: "^[0-9a-f]*$" });

export const SignedHead = Type.Object({
  entry_id: Type.Integer(),
  hash: Hex,
  time: Type.String({ description: "ISO 8601 UTC, when it was published" }),
  public_key: Type.Optional(Hex),
  signature: Hex,
});

export const HeadsQuery = Type.Object({ ...PageQuery, lang: Lang });
export const HeadsResponse = Envelope(Page(SignedHead));

export const VenueKeyResponse = Envelope(
  Type.Object({ algorithm: Type.Literal("Ed25519"), public_key: Hex, head_minutes: Type.Integer() }),
);

export const EntryParams = Type.Object({ id: OwnedId("ledger-entry") });

/** A chain proof: the entry in clear, later entries up to the head (others' postings redacted). */
export const EntryProofResponse = Envelope(
  Type.Object({ entries: Type.Array(Type.Unknown()), head: SignedHead }, { additionalProperties: true }),
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
export const LiabilitiesResponse = Envelope(Type.Array(LiabilitiesRoot));
export const SnapshotQuery = Type.Object({ snapshot: Type.Optional(Id), lang: Lang });

export const MyLiabilitiesResponse = Envelope(
  Type.Object({
    secret: Type.Union([Hex, Type.Null()], { description: "the user's leaf secret (theirs only)" }),
    snapshot: Type.Union([Type.Integer(), Type.Null()]),
    proofs: Type.Array(Type.Object({ root: LiabilitiesRoot, proof: Type.Unknown() })),
  }),
);

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
