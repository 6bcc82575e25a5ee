import {
  Envelope,
  NftArtistDetail,
  NftArtistIdBody,
  NftArtistListBody,
  NftArtistPage,
  NftBidBody,
  NftBidLogBody,
  NftBidPage,
  NftBidPlaced,
  NftBought,
  NftBoxIdBody,
  NftBoxListBody,
  NftBuyBody,
  NftCollected,
  NftCollectionAnswer,
  NftCollectionBody,
  NftCurrency,
  NftIdBody,
  NftJoined,
  NftListed,
  NftMessagePage,
  NftMessagesBody,
  NftMineBody,
  NftMinePage,
  NftOpened,
  NftOrderIdBody,
  NftOrderPage,
  NftOrdersBody,
  NftPaid,
  NftProof,
  NftReadBody,
  NftResellBody,
  NftSaleDetail,
  NftSalePage,
  NftSeriesParams,
  NftUnread,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import type { FastifyRequest } from "fastify";
import { type Static, type TSchema, Type } from "typebox";
import { type SessionUser, tokenOf, userOf } from "../../http/auth.ts";
import { envelope, type FailureBody } from "../../http/envelope.ts";
import { success } from "../../http/outcome.ts";
import type { NftService } from "./nft.service.ts";

/** `getNftCurrency`: the coins sales are priced in. */
const Currencies = Type.Array(NftCurrency);

/**
 * The legacy NFT calls (spec §7, `POST /bind_box/*`; the catalogue's reads also as `GET`) and the blind-box
 * proof; `docs/nft-api.md`.
 */
export const nftRoutes: FastifyPluginAsyncTypebox<{
  nft: NftService;
  userOfToken: (token: string) => Promise<SessionUser | undefined>;
}> = async (app, { nft, userOfToken }) => {
  const tags = ["nft"];
  const security = [{ token: [] }];
  const signedIn = { preHandler: app.authenticate };
  /** The signed-in user of a public call, if any (favourites and one's part in an auction). */
  const viewer = async (request: FastifyRequest) => {
    const token = tokenOf(request);
    return (token ? await userOfToken(token) : undefined)?.id ?? null;
  };
  const me = (request: FastifyRequest) => userOf(request).id;
  /**
   * A public read of the catalogue, answered the same either way the legacy client sends it: `POST` with
   * its params in the body (the documented form) or `GET` with them in the query string. One schema, one
   * handler, two methods.
   */
  function readCall<T extends TSchema, A extends TSchema>(
    url: string,
    summary: string,
    params: T | null,
    /** the answer's schema: `handler` is checked against it here, where both are named */
    answer: A,
    handler: (
      params: Static<T>,
      request: FastifyRequest,
    ) => Promise<{ type: "ok"; message: Static<A> } | FailureBody>,
  ) {
    const response: TSchema = Envelope(answer);
    const schema = { tags, summary, response: { 200: response } };
    app.post(url, { schema: params ? { ...schema, body: params } : schema }, (request) =>
      handler(request.body as Static<T>, request),
    );
    app.get(url, { schema: params ? { ...schema, querystring: params } : schema }, (request) =>
      handler(request.query as Static<T>, request),
    );
  }

  readCall(
    "/bind_box/getBoxList",
    "The sales (boxes), filtered and searched",
    NftBoxListBody,
    NftSalePage,
    async (params, request) => envelope(request, await nft.list(params, await viewer(request))),
  );

  readCall(
    "/bind_box/getBoxDetail",
    "One sale: its artwork or series, the edition's owners and the user's part in an auction",
    NftIdBody,
    NftSaleDetail,
    async (params, request) => envelope(request, await nft.detail(params.id, await viewer(request))),
  );

  readCall(
    "/bind_box/getArtist",
    "Artists, optionally searched",
    NftArtistListBody,
    NftArtistPage,
    async (params, request) =>
      envelope(request, success(await nft.artists(params.keyword, params.page, params.limit))),
  );

  readCall(
    "/bind_box/getArtistDetail",
    "An artist, its collections and its open sales",
    NftArtistIdBody,
    NftArtistDetail,
    async (params, request) => envelope(request, await nft.artistDetail(params.id, await viewer(request))),
  );

  app.post(
    "/bind_box/collect",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Adds a sale to one's favourites, or takes it out",
        body: NftIdBody,
        response: { 200: Envelope(NftCollected) },
      },
    },
    async (request) => envelope(request, await nft.collect(me(request), request.body.id)),
  );

  readCall<TSchema, typeof Currencies>(
    "/bind_box/getNftCurrency",
    "The coins sales are priced in",
    null,
    Currencies,
    async (_params, request) => envelope(request, success(await nft.currencies())),
  );

  readCall(
    "/bind_box/getCollection",
    "The collections, or one with its artworks and sales",
    NftCollectionBody,
    NftCollectionAnswer,
    async (params, request) => envelope(request, await nft.collections(params, await viewer(request))),
  );

  app.post(
    "/bind_box/buyNFT",
    {
      preHandler: [app.authenticate, ...app.userLimits("product")],
      schema: {
        tags,
        security,
        summary: "Buys one edition of a fixed-price sale, or one blind box, from the spot account",
        body: NftBuyBody,
        response: { 200: Envelope(NftBought) },
      },
    },
    async (request) => envelope(request, await nft.buy(me(request), request.body)),
  );

  app.post(
    "/bind_box/marginNFT",
    {
      preHandler: [app.authenticate, ...app.userLimits("product")],
      schema: {
        tags,
        security,
        summary: "Joins an auction: its margin is frozen in the spot account until the end",
        body: NftIdBody,
        response: { 200: Envelope(NftJoined) },
      },
    },
    async (request) => envelope(request, await nft.join(me(request), request.body.id)),
  );

  app.post(
    "/bind_box/auctionNFT",
    {
      preHandler: [app.authenticate, ...app.userLimits("product")],
      schema: {
        tags,
        security,
        summary: "A bid: at least the leading bid plus the raise; a late bid moves the end",
        body: NftBidBody,
        response: { 200: Envelope(NftBidPlaced) },
      },
    },
    async (request) => envelope(request, await nft.bid(me(request), request.body)),
  );

  app.post(
    "/bind_box/getBindBoxQuotationLog",
    {
      schema: {
        tags,
        summary: "A sale's bids, newest first",
        body: NftBidLogBody,
        response: { 200: Envelope(NftBidPage) },
      },
    },
    async (request) => {
      const b = request.body;
      return envelope(request, success(await nft.bids({ saleId: b.id }, b.page, b.limit)));
    },
  );

  app.post(
    "/bind_box/getMyNFTs",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "One's editions, blind boxes, favourites or finished resales",
        body: NftMineBody,
        response: { 200: Envelope(NftMinePage) },
      },
    },
    async (request) => {
      const b = request.body;
      return envelope(
        request,
        success(await nft.mine(me(request), b.type ?? "owned", b.page, b.limit, b.id ?? null)),
      );
    },
  );

  app.post(
    "/bind_box/getMyBindBoxQuotationLog",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "One's bids, newest first",
        body: NftMessagesBody,
        response: { 200: Envelope(NftBidPage) },
      },
    },
    async (request) => {
      const b = request.body;
      return envelope(request, success(await nft.bids({ userId: me(request) }, b.page, b.limit)));
    },
  );

  app.post(
    "/bind_box/openBlindBox",
    {
      preHandler: [app.authenticate, ...app.userLimits("product")],
      schema: {
        tags,
        security,
        summary: "Opens one's blind box: the edition drawn for its number is minted to its owner",
        body: NftBoxIdBody,
        response: { 200: Envelope(NftOpened) },
      },
    },
    async (request) => envelope(request, await nft.openBox(me(request), request.body.id)),
  );

  app.post(
    "/bind_box/resellNFT",
    {
      preHandler: [app.authenticate, ...app.userLimits("product")],
      schema: {
        tags,
        security,
        summary: "Lists an edition one holds at a fixed price or at auction; it cannot be withdrawn",
        body: NftResellBody,
        response: { 200: Envelope(NftListed) },
      },
    },
    async (request) => envelope(request, await nft.resell(me(request), request.body)),
  );

  app.post(
    "/bind_box/getNeedPayNFTOrder",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "One's won auctions: those still to pay (with their deadline), or all",
        body: NftOrdersBody,
        response: { 200: Envelope(NftOrderPage) },
      },
    },
    async (request) => {
      const b = request.body;
      return envelope(
        request,
        success(await nft.orders(me(request), b.status ?? "due", b.page, b.limit, b.id ?? null)),
      );
    },
  );

  app.post(
    "/bind_box/readNFTOrderMessage",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "Marks one message read, or all",
        body: NftReadBody,
        response: { 200: Envelope(NftUnread) },
      },
    },
    async (request) => envelope(request, await nft.read(me(request), request.body.id)),
  );

  app.post(
    "/bind_box/payNFTOrder",
    {
      preHandler: [app.authenticate, ...app.userLimits("product")],
      schema: {
        tags,
        security,
        summary: "Pays a won auction's rest (the margin is used); the edition becomes one's",
        body: NftOrderIdBody,
        response: { 200: Envelope(NftPaid) },
      },
    },
    async (request) => envelope(request, await nft.pay(me(request), request.body.id)),
  );

  app.post(
    "/bind_box/getNFTMessages",
    {
      ...signedIn,
      schema: {
        tags,
        security,
        summary: "One's NFT messages with their read state",
        body: NftMessagesBody,
        response: { 200: Envelope(NftMessagePage) },
      },
    },
    async (request) => {
      const b = request.body;
      return envelope(request, success(await nft.messages(me(request), b.page, b.limit)));
    },
  );

  app.get(
    "/nft/series/:id/proof",
    {
      schema: {
        tags,
        summary:
          "A blind-box series' proof: rule, commitment, table, sold boxes; the seed and draws once revealed",
        params: NftSeriesParams,
        response: { 200: Envelope(NftProof) },
      },
    },
    async (request) => envelope(request, await nft.proof(request.params.id)),
  );
};
