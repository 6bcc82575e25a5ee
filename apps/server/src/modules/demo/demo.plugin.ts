import { productLine } from "../../platform.ts";
import { demoRoutes } from "./demo.routes.ts";
import { createDemoService, type DemoService } from "./demo.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Demo accounts: which users are demo, and what a reset closes. */
    demo: DemoService;
  }
}

/** One demo account per user, switched to in the session and reset to its start funds. */
export const demoLine = productLine(
  "demo",
  async (app, { db, core }) => {
    const demo = await createDemoService({ db, core, actAs: app.auth.actAs });
    app.decorate("demo", demo);
    await app.register(demoRoutes, { prefix: "/api", demo });
  },
  ["auth"],
);
