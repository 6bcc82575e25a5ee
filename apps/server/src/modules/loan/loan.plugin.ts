import { productLine } from "../../platform.ts";
import { loanAdminRoutes } from "./loan.admin.routes.ts";
import { loanRoutes } from "./loan.routes.ts";
import { createLoanService, type LoanService } from "./loan.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Collateral loans: offers, collateral held in the financial account, interest, LTV watch. */
    loan: LoanService;
  }
}

/** Collateral loans: offers, collateral held in the financial account, interest, the LTV watch on each tick. */
export const loanLine = productLine(
  "loan",
  async (app, { db, core, clock, feed, scheduler, notices }) => {
    const loan = await createLoanService({
      db,
      core,
      clock,
      lastPrice: (id) => feed.lastPrice(id),
      isStale: (id) => feed.isStale(id),
      availableUsdt: app.wallet.availableUsdt,
      onError: (err) => app.log.error({ err }, "the loan watch failed"),
    });
    scheduler.daily("loan-interest", loan.interestDay);
    feed.events.on("tick", loan.onTick);
    app.addHook("onClose", async () => {
      feed.events.off("tick", loan.onTick);
      await loan.settled();
    });
    app.decorate("loan", loan);
    notices.push(loan.events);
    await app.register(loanRoutes, { prefix: "/api", loan });
    await app.register(loanAdminRoutes, { prefix: "/api", loan });
  },
  ["wallet"],
);
