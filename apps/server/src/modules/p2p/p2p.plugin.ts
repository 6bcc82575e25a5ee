import { unitsToDecimal } from "../../core/units.ts";
import { productLine } from "../../platform.ts";
import { p2pAdminRoutes } from "./p2p.admin.routes.ts";
import { createP2pQueries } from "./p2p.queries.ts";
import { p2pRoutes } from "./p2p.routes.ts";
import { createP2pService, type P2pService } from "./p2p.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Fiat P2P ads and orders. */
    p2p: P2pService;
  }
}

/** Fiat P2P: merchants' ads, orders held in escrow, chat, appeals. */
export const p2pLine = productLine(
  "p2p",
  async (app, { db, core, clock, feed, relay, notices }) => {
    const { files, wallet } = app;
    const p2p = await createP2pService({
      db,
      core,
      clock,
      files,
      feed,
      ...relay,
      onError: (err) => app.log.error({ err }, "unpaid P2P orders could not be cancelled"),
    });
    app.addHook("onClose", () => p2p.stop());
    app.decorate("p2p", p2p);
    notices.push(p2p.events);
    const queries = createP2pQueries(db, async (ad) => {
      const now = await p2p.priceNow({
        price: 0n,
        margin: ad.margin_rate,
        side: ad.type,
        currencyId: ad.currency_id,
        fiatId: ad.fiat_id,
      });
      return now && unitsToDecimal(now.price, 2);
    });
    await app.register(p2pRoutes, {
      prefix: "/api",
      p2p,
      queries,
      clock,
      legalBills: (userId, currencyId, page, limit) =>
        wallet.bills(userId, { kind: "legal", ...(currencyId ? { currencyId } : {}) }, page, limit),
    });
    await app.register(p2pAdminRoutes, { prefix: "/api", db, p2p, queries });
  },
  ["files", "wallet"],
);
