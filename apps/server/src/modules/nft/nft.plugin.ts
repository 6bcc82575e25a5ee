import { productLine } from "../../platform.ts";
import { nftAdminRoutes } from "./nft.admin.routes.ts";
import { createNftConsole } from "./nft.console.ts";
import { createNftMedia } from "./nft.media.ts";
import { nftRoutes } from "./nft.routes.ts";
import { createNftService, type NftService } from "./nft.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** The NFT market: catalogue, fixed sales, auctions, blind boxes, resales, messages. */
    nft: NftService;
  }
}

/** The NFT market: catalogue, fixed sales, auctions, blind boxes, resales, messages. */
export const nftLine = productLine(
  "nft",
  async (app, { db, core, clock, scheduler, notices }) => {
    const nft = await createNftService({ db, core, clock, media: createNftMedia(app.files.publicDir) });
    scheduler.due("nft", nft.due);
    app.decorate("nft", nft);
    notices.push(nft.events);
    await app.register(nftRoutes, { prefix: "/api", nft, userOfToken: app.auth.authenticate });
    await app.register(nftAdminRoutes, { prefix: "/api", console: createNftConsole(nft, core) });
  },
  ["auth", "files"],
);
