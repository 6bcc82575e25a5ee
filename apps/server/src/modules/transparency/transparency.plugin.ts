import { productLine } from "../../platform.ts";
import { transparencyAdminRoutes } from "./transparency.admin.routes.ts";
import { transparencyRoutes } from "./transparency.routes.ts";
import { createTransparencyService } from "./transparency.service.ts";

/** The signed journal heads, the liabilities snapshots and the proofs a user can check. */
export const transparencyLine = productLine(
  "transparency",
  async (app, { db, core, clock, venueKey, scheduler }) => {
    const transparency = createTransparencyService({
      db,
      clock,
      key: venueKey,
      log: core.log,
      writerTx: core.writerTx,
    });
    scheduler.due("transparency-heads", transparency.due);
    scheduler.daily("liabilities", transparency.daily);
    scheduler.due("liabilities-first", transparency.firstSnapshot);
    await app.register(transparencyRoutes, { prefix: "/api", transparency });
    await app.register(transparencyAdminRoutes, { prefix: "/api", transparency, clock });
  },
);
