import {
  ChainHeadParams,
  ChainHeadProofResponse,
  ChainHeadQuery,
  ConsistencyQuery,
  ConsistencyResponse,
  EntryParams,
  EntryProofResponse,
  HeadsQuery,
  HeadsResponse,
  LiabilitiesResponse,
  MyLiabilitiesResponse,
  OutcomeIdParams,
  OutcomeProofResponse,
  SecondsOutcomeParams,
  SnapshotQuery,
  VenueKeyResponse,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { userOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { TransparencyService } from "./transparency.service.ts";

/** What anyone can check the venue against, and each user's own proofs (`docs/transparency-api.md`). */
export const transparencyRoutes: FastifyPluginAsyncTypebox<{ transparency: TransparencyService }> = async (
  app,
  { transparency },
) => {
  const tags = ["transparency"];
  const security = [{ token: [] }];

  app.get(
    "/transparency/key",
    {
      schema: {
        tags,
        summary: "The venue's public key (Ed25519) that signs heads and liabilities roots",
        response: { 200: VenueKeyResponse },
      },
    },
    async (request) =>
      envelope(
        request,
        success({
          algorithm: "Ed25519" as const,
          public_key: transparency.publicKey,
          head_minutes: await transparency.headMinutes(),
        }),
      ),
  );

  app.get(
    "/transparency/heads",
    {
      schema: {
        tags,
        summary:
          "The published heads, newest first: signed tree heads of the journal's Merkle log (size, root, time) and the chain heads published before it (entry id, hash, time)",
        querystring: HeadsQuery,
        response: { 200: HeadsResponse },
      },
    },
    async (request) =>
      envelope(request, success(await transparency.heads(request.query.page, request.query.limit))),
  );

  app.get(
    "/ledger/entries/:id/proof",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "The inclusion proof of an entry that moved the user's money: the entry, its leaf index and the audit path to the newest signed tree head, and that head",
        params: EntryParams,
        response: { 200: EntryProofResponse },
      },
    },
    async (request) =>
      envelope(request, await transparency.entryProof(userOf(request).id, request.params.id)),
  );

  app.get(
    "/transparency/consistency",
    {
      schema: {
        tags,
        summary:
          "The RFC 9162 consistency proof from the tree of `from` entries to the tree of `to`, with both roots and their signed heads when published",
        querystring: ConsistencyQuery,
        response: { 200: ConsistencyResponse },
      },
    },
    async (request) =>
      envelope(request, await transparency.consistency(request.query.from, request.query.to)),
  );

  app.get(
    "/transparency/chain-heads/:entry_id/proof",
    {
      schema: {
        tags,
        summary:
          "A chain head published before the Merkle log, its entry's inclusion proof in the newest signed tree head (or the one of `size` entries)",
        params: ChainHeadParams,
        querystring: ChainHeadQuery,
        response: { 200: ChainHeadProofResponse },
      },
    },
    async (request) =>
      envelope(request, await transparency.chainHeadProof(request.params.entry_id, request.query.size)),
  );

  app.get(
    "/transparency/liabilities",
    {
      schema: {
        tags,
        summary: "The signed proof-of-liabilities roots of the latest snapshot (or `snapshot`), per currency",
        querystring: SnapshotQuery,
        response: { 200: LiabilitiesResponse },
      },
    },
    async (request) => envelope(request, success(await transparency.liabilities(request.query.snapshot))),
  );

  app.get(
    "/transparency/liabilities/me",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "The user's inclusion proof in each currency of the latest snapshot, and the user's leaf secret",
        response: { 200: MyLiabilitiesResponse },
      },
    },
    async (request) => envelope(request, success(await transparency.myLiabilities(userOf(request).id))),
  );

  app.get(
    "/transparency/outcomes/seconds/:public_id",
    {
      preHandler: app.authenticate,
      schema: {
        tags,
        security,
        summary:
          "The outcome proof of one's own settled seconds order, by its public id: rule seconds-settlement v1, its inputs (stake, rate, expiry, open and end ticks) and result, to recompute",
        params: SecondsOutcomeParams,
        response: { 200: OutcomeProofResponse },
      },
    },
    async (request) =>
      envelope(request, await transparency.outcomes.seconds(userOf(request).id, request.params.public_id)),
  );

  /** Outcome proofs of one's own records, by id: the rule each product settled with, to recompute. */
  const byId = {
    "lever-open":
      "One's own lever position once it opened (a market order at once, a limit order when a tick filled it): rule lever-open v1, its inputs (terms, size, leverage, target, coupon saving, the tick it opened on) and the open price, margin and fee",
    lever:
      "One's own lever position once closed: by oneself or a stop, rule lever-close v1 (terms, position, available balance, close tick; close price, PnL, absorbed loss); by liquidation, rule lever-liquidation v1 over every position the liquidation closed (balance, threshold, positions, ticks; close prices, PnLs, paid, absorbed)",
    nft: "One's own blind box once its series has ended and its seed is published: rule blind-box-draw v1, its inputs (commitment, seed, box number, rarity table) and the artwork drawn",
    dual: "One's own settled dual investment order: rule dual-settlement v1, its inputs (terms, investment, maturity, the settlement tick and the one before it) and the coin and amount paid",
    ieo: "One's own allocated IEO subscription: rule ieo-allocation v1, its inputs (the project's price and supply, its published subscription list, one's hashed id) and the tokens, payment and refund it got",
    loan: "One's own liquidated loan: rule loan-liquidation v1, its inputs (principal, interest owed, collateral, LTV steps, the tick used) and result (step, collateral sold and returned, proceeds, shortfall, surplus)",
  } as const;
  /** The record each proof is about, as the object kind its id names. */
  const OUTCOME_OWNER: Record<keyof typeof byId, string> = {
    "lever-open": "lever-trade",
    lever: "lever-trade",
    nft: "nft-box",
    dual: "dual-order",
    ieo: "ieo-subscription",
    loan: "loan",
  };
  for (const [kind, summary] of Object.entries(byId) as [keyof typeof byId, string][])
    app.get(
      `/transparency/outcomes/${kind}/:id`,
      {
        preHandler: app.authenticate,
        schema: {
          tags,
          security,
          summary,
          params: OutcomeIdParams(OUTCOME_OWNER[kind]),
          response: { 200: OutcomeProofResponse },
        },
      },
      async (request) =>
        envelope(request, await transparency.outcomes[kind](userOf(request).id, request.params.id)),
    );
};
