import { productLine } from "../../platform.ts";
import { financialRoutes } from "./financial.routes.ts";

/** The financial account's summary across the earn lines. */
export const financialLine = productLine(
  "financial",
  async (app) => {
    const { lockMining, ieo, dual, loan } = app;
    await app.register(financialRoutes, {
      prefix: "/api",
      lock: lockMining.summary,
      ieo: ieo.summary,
      dual: dual.summary,
      loan: loan.summary,
    });
  },
  ["lockmining", "ieo", "dual", "loan"],
);
