import { productLine } from "../../platform.ts";
import { filesRoutes } from "./files.routes.ts";
import { createFilesService, type FilesService } from "./files.service.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Uploaded files: who may read each, and the public folder. */
    files: FilesService;
  }
}

/** Uploads (identity documents, vouchers, pictures) and who may read them. */
export const filesLine = productLine(
  "files",
  async (app, { db, config }) => {
    const files = createFilesService({ db, dataDir: config.dataDir });
    app.decorate("files", files);
    await app.register(filesRoutes, {
      prefix: "/api",
      files,
      maxBytes: config.uploadMaxBytes,
      userOfToken: app.auth.authenticate,
      operatorOfToken: app.admin.authenticate,
    });
  },
  ["auth", "admin"],
);
