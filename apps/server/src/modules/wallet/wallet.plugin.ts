import { productLine } from "../../platform.ts";
import { createWalletConfigService } from "./config.service.ts";
import { createFundingService, type FundingService } from "./funding.service.ts";
import { currencyAddRoutes } from "./currency-add.routes.ts";
import { createCurrencyAdmin } from "./currency-add.ts";
import { walletAdminRoutes } from "./wallet.admin.routes.ts";
import { walletRoutes } from "./wallet.routes.ts";
import { createWalletService } from "./wallet.service.ts";

/** True while the user's funds in that account back something open in another line (contracts, copies). */
export type TransferHold = (userId: number, currencyId: number, account: "lever" | "copy") => boolean;

declare module "fastify" {
  interface FastifyInstance {
    /** The user's wallets: balances, transfers, bills. */
    wallet: ReturnType<typeof createWalletService>;
    /** Deposits and withdrawals: requests, saved addresses, reviews. */
    funding: FundingService;
    /** What keeps funds in an account: each line that margins from one adds its check. */
    transferHolds: TransferHold[];
  }
}

/** The four wallets, transfers between them, deposits by voucher, withdrawals, and their console pages. */
export const walletLine = productLine(
  "wallet",
  async (app, { db, core, feed, clock }) => {
    const livePrice = (name: string) => {
      const market = feed.bySymbol(`${name}/USDT`);
      return market && feed.lastPrice(market.id);
    };
    const holds: TransferHold[] = [];
    const wallet = createWalletService({
      db,
      core,
      livePrice,
      leverBusy: (userId, currencyId, account) => holds.some((held) => held(userId, currencyId, account)),
    });
    const funding = await createFundingService({ db, core, files: app.files, clock, livePrice });
    const config = createWalletConfigService({ db });
    app.decorate("wallet", wallet);
    app.decorate("funding", funding);
    app.decorate("transferHolds", holds);
    await app.register(walletRoutes, { prefix: "/api", wallet, funding, config, db });
    await app.register(walletAdminRoutes, { prefix: "/api", wallet, funding, config, db });
    await app.register(currencyAddRoutes, {
      prefix: "/api",
      currencies: await createCurrencyAdmin({ db, core }),
    });
  },
  ["files"],
);
