import { productLine } from "../../platform.ts";
import { registerApprovalKind } from "../approvals/index.ts";
import { createWalletConfigService, type NetworkApproval } from "./config.service.ts";
import { currencyAddRoutes } from "./currency-add.routes.ts";
import { createCurrencyAdmin } from "./currency-add.ts";
import { createFundingService, type FundingService, type WithdrawalApproval } from "./funding.service.ts";
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
    const config = createWalletConfigService({ db, livePrice });
    // big withdrawals and risky withdrawal terms wait for a second operator, whose approval applies them
    funding.useSecondApproval(
      registerApprovalKind<WithdrawalApproval>(app, {
        kind: "withdrawal.pay",
        roles: ["admin"],
        apply: (p, by) =>
          funding.reviewWithdrawal(by.operator, p.withdrawal, { approve: true, txid: p.txid }, by.ip, true),
      }),
    );
    config.useSecondApproval(
      registerApprovalKind<NetworkApproval>(app, {
        kind: "network.terms",
        roles: ["admin"],
        apply: (p, by) => config.updateNetwork(by.operator, p.network, p.update, by.ip, true),
      }),
    );
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
  ["files", "approvals"],
);
