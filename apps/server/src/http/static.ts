import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import type { Config } from "../config.ts";

/** Published uploads at /uploads/, the web app at /h5/, the console at /admin/, and / → /h5/. */
export async function registerStatic(app: FastifyInstance, config: Config, publicUploads: string) {
  await mkdir(publicUploads, { recursive: true });
  await app.register(fastifyStatic, {
    root: publicUploads,
    prefix: "/uploads/",
    decorateReply: false,
    index: false,
  });
  await mountSinglePageApp(app, "/h5", config.webDist);
  await mountSinglePageApp(app, "/admin", config.adminDist);
  app.get("/", async (_request, reply) => reply.redirect("/h5/"));
}

/** A built single-page app at `prefix/`: its entry at `prefix` and `prefix/` (hash routing). */
async function mountSinglePageApp(app: FastifyInstance, prefix: string, dist: string) {
  const indexHtml = join(dist, "index.html");
  if (!existsSync(indexHtml)) {
    app.get(prefix, async (_request, reply) =>
      reply
        .type("text/plain")
        .send("This app is not built yet: run `npm run build` (npm start does it for you)."),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: dist,
    prefix: `${prefix}/`,
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  app.get(prefix, async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .send(await readFile(indexHtml)),
  );
}

/** Hashed assets are immutable; index.html and the manifest always revalidate. */
function cacheHeaders(reply: FastifyReply, path: string) {
  reply.header(
    "cache-control",
    /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
  );
}
