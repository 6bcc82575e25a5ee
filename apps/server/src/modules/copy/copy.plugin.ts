import { productLine } from "../../platform.ts";
import { readSetting } from "../../settings/settings.read.ts";
import { copyAdminRoutes } from "./copy.admin.routes.ts";
import { createCopyQueries } from "./copy.queries.ts";
import { copyRoutes } from "./copy.routes.ts";
import { type CopyService, createCopyService } from "./copy.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Copy trading: traders, followers and their mirrored contracts. */
    copyTrading: CopyService;
  }
}

/** Copy trading: traders, followers and their mirrored contracts, the profit share. */
export const copyLine = productLine(
  "copy",
  async (app, { db, core, feed, clock, notices }) => {
    const { lever, wallet, kyc } = app;
    const copy = await createCopyService({
      db,
      core,
      lever,
      feed,
      availableUsdt: wallet.availableUsdt,
      onError: (err) => app.log.error({ err }, "a copy trade could not be mirrored"),
    });
    app.addHook("onClose", () => copy.stop());
    app.decorate("copyTrading", copy);
    notices.push(copy.events);
    const queries = createCopyQueries(db, clock);
    await app.register(copyRoutes, {
      prefix: "/api",
      copy,
      queries,
      setting: (key) => readSetting(db, key),
      availableUsdt: wallet.availableUsdt,
      kycLevel: kyc.levelOf,
    });
    await app.register(copyAdminRoutes, { prefix: "/api", db, copy, queries });
  },
  ["lever", "wallet", "user"],
);
