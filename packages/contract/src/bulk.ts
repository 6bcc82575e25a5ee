import { type Static, Type } from "typebox";
import { Id, Text } from "./bounds.ts";

/** The most requests one bulk decision names. */
export const BULK_MAX_IDS = 100;

/**
 * `POST /admin/{kyc,deposits,withdrawals}/bulk`: one decision for many requests of a review queue, each
 * decided as its own single decision would be (same checks, audit and money path).
 */
export const BulkDecisionBody = Type.Object({
  ids: Type.Array(Id, {
    minItems: 1,
    maxItems: BULK_MAX_IDS,
    description: `the requests' ids (1 to ${BULK_MAX_IDS}; a repeated id is decided once)`,
  }),
  action: Type.Union([Type.Literal("approve"), Type.Literal("reject")]),
  reason: Type.Optional(
    Text(200, {
      multiline: true,
      description: "the rejection's reason every user reads (required to reject)",
    }),
  ),
  note: Type.Optional(
    Text(200, { multiline: true, description: "the operator's note on an approval, kept in the audit log" }),
  ),
});
export type BulkDecisionBody = Static<typeof BulkDecisionBody>;

/** One request's result: decided, or the error its single decision answered (the others stand). */
export const BulkItemResult = Type.Object({
  id: Type.Integer(),
  ok: Type.Boolean(),
  code: Type.Optional(Type.String({ description: "the error's stable code, when it failed" })),
  message: Type.Optional(
    Type.String({ description: "the error, in the request's language, when it failed" }),
  ),
});
export type BulkItemResult = Static<typeof BulkItemResult>;

export const BulkDecisionResult = Type.Object({
  decided: Type.Integer({ description: "how many were decided" }),
  failed: Type.Integer({ description: "how many were refused" }),
  results: Type.Array(BulkItemResult, { description: "one per id, in the order asked" }),
});
export type BulkDecisionResult = Static<typeof BulkDecisionResult>;
