import { constants } from "node:zlib";
import compress from "@fastify/compress";
import type { FastifyInstance } from "fastify";

/** Encodings answers are compressed in, best first: every browser takes both. */
export const ENCODINGS = ["br", "gzip"] as const;
export type Encoding = (typeof ENCODINGS)[number];

/** Smaller answers go as they are: a frame or two either way, and compressing them costs CPU for nothing. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Brotli at quality 4 compresses JSON about as well as gzip's best and several times faster than
 * brotli's default 11, which would cost more CPU per answer than the answer itself.
 */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };
export const GZIP_OPTIONS = { level: 6 };

/**
 * Answers over 1 KB of a compressible type (JSON, text, YAML) go out brotli- or gzip-compressed, as
 * the request's Accept-Encoding prefers, with `Vary: Accept-Encoding`. An answer that already says
 * its encoding is sent as it is: the built apps' precompressed copies (`static.ts`) and the public
 * reads kept compressed in memory (`public-reads.ts`). socket.io never passes through Fastify's routes.
 * Request bodies are read as sent: none is decompressed.
 * Registered before any route: the plugin adds its hooks as routes are declared.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    globalCompression: true,
    globalDecompression: false,
    encodings: [...ENCODINGS],
    threshold: COMPRESS_MIN_BYTES,
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}
