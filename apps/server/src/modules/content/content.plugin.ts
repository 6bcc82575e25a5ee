import { productLine } from "../../platform.ts";
import { contentRoutes } from "./content.routes.ts";
import { type ContentService, createContentService } from "./content.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Articles, banners, settings and their changes. */
    content: ContentService;
  }
}

/** Articles, banners, the menu and the operator's settings; the seeded pictures installed once. */
export const contentLine = productLine(
  "content",
  async (app, { db, clock, reads }) => {
    const content = createContentService({ db, clock });
    await content.installSeedAssets(app.files.publicDir);
    app.decorate("content", content);
    await app.register(contentRoutes, { prefix: "/api", db, content, reads });
  },
  ["files"],
);
