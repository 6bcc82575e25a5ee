import {
  Envelope,
  NftAdminArtist,
  NftAdminArtwork,
  NftAdminOrder,
  NftAdminOrdersQuery,
  NftAdminSeries,
  NftArtistBody,
  NftArtworkBody,
  NftCollection,
  NftCollectionSaveBody,
  NftMedia,
  NftRevealed,
  NftSale,
  NftSaleBody,
  NftSaved,
  NftSeriesBody,
  NftSeriesCreated,
  RefIdParams,
} from "@bourse/contract";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { type Static, type TSchema, Type } from "typebox";
import { operatorOf } from "../../http/auth.ts";
import { envelope } from "../../http/envelope.ts";
import { type Outcome, success } from "../../http/outcome.ts";
import { routeKit } from "../../http/routes.ts";
import { readUpload } from "../files/index.ts";
import type { NftConsole } from "./nft.console.ts";
import { MEDIA_MAX_BYTES } from "./nft.media.ts";

/** The console's NFT market: catalogue, first sales, blind-box series, won auctions' payments. */
export const nftAdminRoutes: FastifyPluginAsyncTypebox<{ console: NftConsole }> = async (
  app,
  { console: nft },
) => {
  const tags = ["admin"];
  const route = routeKit(app, tags);
  const read = { preHandler: app.operatorWith("admin", "support") };
  const write = { preHandler: app.operatorWith("admin") };
  const op = (request: { operator?: unknown }) => operatorOf(request as Parameters<typeof operatorOf>[0]).id;

  app.post(
    "/admin/nft/media",
    {
      preHandler: [app.operatorWith("admin"), ...app.userLimits("console-upload")],
      schema: {
        tags,
        consumes: ["multipart/form-data"],
        summary: "An artwork's file (multipart `file`), checked by content: image, GIF, audio or video",
        response: { 200: Envelope(NftMedia) },
      },
    },
    async (request) => {
      const file = await readUpload(request, MEDIA_MAX_BYTES);
      return envelope(request, file.ok ? await nft.storeMedia(file.value) : file);
    },
  );

  /** A catalogue's list, create and change; `list` answers rows of `row` (checked here, where it is named). */
  const crud = <B extends Parameters<typeof Type.Object>[0], R extends TSchema>(
    path: string,
    what: string,
    body: ReturnType<typeof Type.Object<B>>,
    row: R,
    list: () => Promise<Static<R>[]>,
    save: (operatorId: number, id: number | null, b: never, ip: string) => Promise<Outcome<NftSaved>>,
  ) => {
    const rows: TSchema = Type.Array(row);
    const listed: () => Promise<unknown> = list;
    app.get(
      path,
      { ...read, schema: { tags, summary: `Every ${what}`, response: { 200: Envelope(rows) } } },
      async (request) => envelope(request, success(await listed())),
    );
    app.post(
      path,
      {
        ...write,
        schema: { tags, summary: `Creates ${what} (audited)`, body, response: { 200: Envelope(NftSaved) } },
      },
      async (request) => envelope(request, await save(op(request), null, request.body as never, request.ip)),
    );
    app.post(
      `${path}/:id`,
      {
        ...write,
        schema: {
          tags,
          summary: `Changes ${what} (audited)`,
          params: RefIdParams,
          body,
          response: { 200: Envelope(NftSaved) },
        },
      },
      async (request) =>
        envelope(request, await save(op(request), request.params.id, request.body as never, request.ip)),
    );
  };
  crud("/admin/nft/artists", "NFT artist", NftArtistBody, NftAdminArtist, nft.artists, nft.saveArtist);
  crud(
    "/admin/nft/collections",
    "NFT collection",
    NftCollectionSaveBody,
    NftCollection,
    nft.collections,
    nft.saveCollection,
  );
  crud("/admin/nft/artworks", "NFT artwork", NftArtworkBody, NftAdminArtwork, nft.artworks, nft.saveArtwork);

  route.get(
    "/admin/nft/sales",
    {
      summary: "First sales and resales, newest first",
      caller: { operator: ["admin", "support"] },
      answer: Type.Array(NftSale),
    },
    async () => success(await nft.sales()),
  );
  route.post(
    "/admin/nft/sales",
    {
      summary: "Offers editions of an artwork at a fixed price or one at auction (audited)",
      caller: { operator: ["admin"] },
      body: NftSaleBody,
      answer: NftSaved,
    },
    ({ body, request }) => nft.saveSale(op(request), body, request.ip),
  );
  route.get(
    "/admin/nft/series",
    {
      summary: "Blind-box series",
      caller: { operator: ["admin", "support"] },
      answer: Type.Array(NftAdminSeries),
    },
    async () => success(await nft.series()),
  );
  route.post(
    "/admin/nft/series",
    {
      summary: "Creates a blind-box series; the server draws its seed and answers the commitment",
      caller: { operator: ["admin"] },
      body: NftSeriesBody,
      answer: NftSeriesCreated,
    },
    ({ body, request }) => nft.saveSeries(op(request), body, request.ip),
  );
  route.post(
    "/admin/nft/series/:id/reveal",
    {
      summary: "Ends a sold-out series now and publishes its seed",
      caller: { operator: ["admin"] },
      params: RefIdParams,
      answer: NftRevealed,
    },
    ({ params, request }) => nft.reveal(op(request), params.id, request.ip),
  );
  route.get(
    "/admin/nft/orders",
    {
      summary: "Won auctions: payments due, paid, forfeited",
      caller: { operator: ["admin", "support"] },
      query: NftAdminOrdersQuery,
      answer: Type.Array(NftAdminOrder),
    },
    async ({ query }) => success(await nft.orders(query.status)),
  );
};
