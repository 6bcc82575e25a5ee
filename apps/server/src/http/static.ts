import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { negotiate } from "@fastify/accept-negotiator";
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

/**
 * A built single-page app at `prefix/` (hash routing; `prefix` redirects there). Each file goes out
 * brotli- or gzip-compressed when the browser accepts it and the build wrote that copy.
 */
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
    preCompressed: true,
    cacheControl: false,
    setHeaders: cacheHeaders,
  });
  // index.html is read on each request, so a rebuild is served at once (its asset names change).
  const encodings = Object.keys(COMPRESSED).filter((e) => existsSync(`${indexHtml}${COMPRESSED[e]}`));
  app.get(prefix, async (request, reply) => {
    const encoding = negotiate(request.headers["accept-encoding"] ?? "", encodings);
    if (encoding) reply.header("content-encoding", encoding);
    return reply
      .type("text/html; charset=utf-8")
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .send(await readFile(encoding ? `${indexHtml}${COMPRESSED[encoding]}` : indexHtml));
  });
}

/** The compressed copies the build writes beside each file, best first. */
const COMPRESSED: Record<string, string> = { br: ".br", gzip: ".gz" };

/** Hashed assets are immutable; index.html and the manifest always revalidate. */
function cacheHeaders(reply: FastifyReply, path: string) {
  reply.header(
    "cache-control",
    /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
  );
}
