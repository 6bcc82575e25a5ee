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
import { routeKit } from "../../http/routes.ts";
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
  const route = routeKit(app, tags);
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

  route.post(
    "/bind_box/collect",
    {
      summary: "Adds a sale to one's favourites, or takes it out",
      caller: "user",
      body: NftIdBody,
      answer: NftCollected,
    },
    ({ body, request }) => nft.collect(me(request), body.id),
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

  route.post(
    "/bind_box/buyNFT",
    {
      summary: "Buys one edition of a fixed-price sale, or one blind box, from the spot account",
      caller: "user",
      limits: ["product"],
      body: NftBuyBody,
      answer: NftBought,
    },
    ({ body, request }) => nft.buy(me(request), body),
  );

  route.post(
    "/bind_box/marginNFT",
    {
      summary: "Joins an auction: its margin is frozen in the spot account until the end",
      caller: "user",
      limits: ["product"],
      body: NftIdBody,
      answer: NftJoined,
    },
    ({ body, request }) => nft.join(me(request), body.id),
  );

  route.post(
    "/bind_box/auctionNFT",
    {
      summary: "A bid: at least the leading bid plus the raise; a late bid moves the end",
      caller: "user",
      limits: ["product"],
      body: NftBidBody,
      answer: NftBidPlaced,
    },
    ({ body, request }) => nft.bid(me(request), body),
  );

  route.post(
    "/bind_box/getBindBoxQuotationLog",
    { summary: "A sale's bids, newest first", caller: "public", body: NftBidLogBody, answer: NftBidPage },
    async ({ body }) => success(await nft.bids({ saleId: body.id }, body.page, body.limit)),
  );

  route.post(
    "/bind_box/getMyNFTs",
    {
      summary: "One's editions, blind boxes, favourites or finished resales",
      caller: "user",
      body: NftMineBody,
      answer: NftMinePage,
    },
    async ({ body, request }) =>
      success(await nft.mine(me(request), body.type ?? "owned", body.page, body.limit, body.id ?? null)),
  );

  route.post(
    "/bind_box/getMyBindBoxQuotationLog",
    { summary: "One's bids, newest first", caller: "user", body: NftMessagesBody, answer: NftBidPage },
    async ({ body, request }) => success(await nft.bids({ userId: me(request) }, body.page, body.limit)),
  );

  route.post(
    "/bind_box/openBlindBox",
    {
      summary: "Opens one's blind box: the edition drawn for its number is minted to its owner",
      caller: "user",
      limits: ["product"],
      body: NftBoxIdBody,
      answer: NftOpened,
    },
    ({ body, request }) => nft.openBox(me(request), body.id),
  );

  route.post(
    "/bind_box/resellNFT",
    {
      summary: "Lists an edition one holds at a fixed price or at auction; it cannot be withdrawn",
      caller: "user",
      limits: ["product"],
      body: NftResellBody,
      answer: NftListed,
    },
    ({ body, request }) => nft.resell(me(request), body),
  );

  route.post(
    "/bind_box/getNeedPayNFTOrder",
    {
      summary: "One's won auctions: those still to pay (with their deadline), or all",
      caller: "user",
      body: NftOrdersBody,
      answer: NftOrderPage,
    },
    async ({ body, request }) =>
      success(await nft.orders(me(request), body.status ?? "due", body.page, body.limit, body.id ?? null)),
  );

  route.post(
    "/bind_box/readNFTOrderMessage",
    { summary: "Marks one message read, or all", caller: "user", body: NftReadBody, answer: NftUnread },
    ({ body, request }) => nft.read(me(request), body.id),
  );

  route.post(
    "/bind_box/payNFTOrder",
    {
      summary: "Pays a won auction's rest (the margin is used); the edition becomes one's",
      caller: "user",
      limits: ["product"],
      body: NftOrderIdBody,
      answer: NftPaid,
    },
    ({ body, request }) => nft.pay(me(request), body.id),
  );

  route.post(
    "/bind_box/getNFTMessages",
    {
      summary: "One's NFT messages with their read state",
      caller: "user",
      body: NftMessagesBody,
      answer: NftMessagePage,
    },
    async ({ body, request }) => success(await nft.messages(me(request), body.page, body.limit)),
  );

  route.get(
    "/nft/series/:id/proof",
    {
      summary:
        "A blind-box series' proof: rule, commitment, table, sold boxes; the seed and draws once revealed",
      caller: "public",
      params: NftSeriesParams,
      answer: NftProof,
    },
    ({ params }) => nft.proof(params.id),
  );
};
