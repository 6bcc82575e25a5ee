import { createHash } from "node:crypto";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { negotiate } from "@fastify/accept-negotiator";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { BROTLI_OPTIONS, COMPRESS_MIN_BYTES, ENCODINGS, type Encoding, GZIP_OPTIONS } from "./compression.ts";
import { normalizeLang } from "./lang.ts";

/**
 * How long browsers and shared caches (a CDN) may keep a public answer, by what it holds. Every one of
 * them carries an ETag, so revalidating costs a 304 without a body.
 */
export const PUBLIC_CACHE = {
  /** prices and candles: a second old is as good, the socket brings every change */
  prices: "public, max-age=1, stale-while-revalidate=1",
  /** the tick log: a client catching up after a gap must see every recorded tick, so each use revalidates */
  log: "public, no-cache",
  /**
   * operators' settings, menus and articles: the app revalidates at each load, so a change shows at
   * the next one; a CDN may answer them for 10 s
   */
  config: "public, max-age=0, s-maxage=10",
  /** the OpenAPI document: changes with a deploy only */
  document: "public, no-cache",
} as const;
export type PublicCache = keyof typeof PUBLIC_CACHE;

/**
 * Change events the kept answers depend on. `prices`: any index tick; `market(id)`: that market's
 * ticks and trades (its candles, its tick log); `config`: an operator's change to what the console
 * edits (settings, articles, menus, markets), on this node or announced by another.
 */
export const topics = {
  prices: "prices",
  market: (id: number) => `market:${id}`,
  config: "config",
} as const;

/** What a builder made: the payload (serialized by the route's response schema), or text already made. */
export type Built = ({ body: unknown } | { text: string }) & {
  /** the app clock's ms from which the answer may differ without any event (a market turning stale) */
  until?: number;
};

export interface PublicAnswer {
  /** the route and every parameter the answer depends on (the language, for one that depends on it) */
  key: string;
  /** the change events after which it is built again */
  topics: readonly string[];
  cache: PublicCache;
  /** the answer is in the reader's language: shared caches must tell readers apart when the URL does not */
  byLanguage?: boolean;
  /** content type; JSON by default */
  type?: string;
  build: () => Promise<Built>;
}

interface Body {
  raw: Buffer;
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

interface Entry {
  key: string;
  /** the topics' generations when its build began */
  sig: string;
  until: number;
  body: Body;
  bytes: number;
}

/**
 * An answer is built again at least this often, whatever the events say: what no event announces (the
 * hourly pruning of the tick log, history another node made up, a hand edit of the database) shows
 * within a minute.
 */
const MAX_AGE_MS = 60_000;

/** Memory held by the kept answers and their compressed copies; the oldest go first beyond it. */
const MAX_BYTES = 32 * 1024 * 1024;

/**
 * Public reads served from memory. Each answer is built once per change (the route's query, then its
 * response schema's serializer, so no undeclared field leaves), kept as bytes with its ETag, and
 * compressed once per encoding asked for; a read costs neither a query nor JSON.stringify nor a
 * compression. Change events (`changed(topic)`) make every answer depending on the topic be built
 * again on its next read: a read that starts after the event never sees what was kept before it, and a
 * build that began before an event is answered to the reads that waited for it but not kept.
 * Concurrent reads of an answer being built wait for that one build.
 */
export function createPublicReads({ clock }: { clock: () => Date }) {
  const generations = new Map<string, number>();
  const entries = new Map<string, Entry>();
  const building = new Map<string, { sig: string; promise: Promise<Entry> }>();
  let bytes = 0;
  let builds = 0;

  const sigOf = (of: readonly string[]) => of.map((t) => generations.get(t) ?? 0).join(".");

  function keep(key: string, entry: Entry) {
    const before = entries.get(key);
    if (before) {
      bytes -= before.bytes;
      entries.delete(key);
    }
    entries.set(key, entry);
    bytes += entry.bytes;
    // a Map iterates in insertion order: the first entries are the oldest
    for (const [oldKey, old] of entries) {
      if (bytes <= MAX_BYTES || oldKey === key) break;
      entries.delete(oldKey);
      bytes -= old.bytes;
    }
  }

  function build(answer: PublicAnswer, sig: string, reply: FastifyReply): Promise<Entry> {
    const pending = building.get(answer.key);
    if (pending?.sig === sig) return pending.promise;
    const promise = (async () => {
      const built = await answer.build();
      builds += 1;
      const text = "text" in built ? built.text : reply.serialize(built.body);
      const raw = typeof text === "string" ? Buffer.from(text) : Buffer.from(text as ArrayBuffer);
      const now = clock().getTime();
      const entry: Entry = {
        key: answer.key,
        sig,
        until: Math.min(built.until ?? Number.POSITIVE_INFINITY, now + MAX_AGE_MS),
        body: { raw, etag: `W/"${createHash("sha256").update(raw).digest("base64url").slice(0, 27)}"` },
        bytes: raw.length,
      };
      // an event during the build: what it read may be older than the event, so it is not kept
      if (sigOf(answer.topics) === sig) keep(answer.key, entry);
      return entry;
    })().finally(() => {
      if (building.get(answer.key)?.promise === promise) building.delete(answer.key);
    });
    building.set(answer.key, { sig, promise });
    return promise;
  }

  /** The compressed copy of a kept body, made on the first read that asks for it. */
  function encoded(entry: Entry, encoding: Encoding): Buffer {
    const body = entry.body;
    let copy = body[encoding];
    if (!copy) {
      copy =
        encoding === "br" ? brotliCompressSync(body.raw, BROTLI_OPTIONS) : gzipSync(body.raw, GZIP_OPTIONS);
      body[encoding] = copy;
      entry.bytes += copy.length;
      if (entries.get(entry.key) === entry) bytes += copy.length;
    }
    return copy;
  }

  return {
    /** Every kept answer depending on `topic` is built again on its next read. */
    changed(topic: string) {
      generations.set(topic, (generations.get(topic) ?? 0) + 1);
    },

    /**
     * Answers `answer` from memory, building it first when a change event or its time has passed since
     * it was kept. Sends 304 when the request's If-None-Match names the current ETag.
     */
    async send(request: FastifyRequest, reply: FastifyReply, answer: PublicAnswer): Promise<FastifyReply> {
      const sig = sigOf(answer.topics);
      let entry = entries.get(answer.key);
      if (!entry || entry.sig !== sig || clock().getTime() >= entry.until)
        entry = await build(answer, sig, reply);
      const languageHeaders =
        answer.byLanguage && !normalizeLang((request.query as { lang?: unknown })?.lang);
      reply
        .header("etag", entry.body.etag)
        .header("cache-control", PUBLIC_CACHE[answer.cache])
        .header("vary", languageHeaders ? "Accept-Encoding, Lang, Accept-Language" : "Accept-Encoding");
      if (matches(request.headers["if-none-match"], entry.body.etag)) return reply.code(304).send();
      reply.type(answer.type ?? "application/json; charset=utf-8");
      const encoding =
        entry.body.raw.length >= COMPRESS_MIN_BYTES ? encodingFor(request.headers["accept-encoding"]) : null;
      if (!encoding) return reply.send(entry.body.raw);
      return reply.header("content-encoding", encoding).send(encoded(entry, encoding));
    },

    /**
     * A value read from the database once per change of `of` (and at least once a minute), shared by
     * the reads that need it at the same time.
     */
    memo<T>(of: readonly string[], load: () => Promise<T>): () => Promise<T> {
      let kept: { sig: string; until: number; value: T } | undefined;
      let pending: { sig: string; promise: Promise<T> } | undefined;
      return () => {
        const sig = sigOf(of);
        if (kept && kept.sig === sig && clock().getTime() < kept.until) return Promise.resolve(kept.value);
        if (pending?.sig === sig) return pending.promise;
        const promise = load().then((value) => {
          if (sigOf(of) === sig) kept = { sig, until: clock().getTime() + MAX_AGE_MS, value };
          return value;
        });
        pending = { sig, promise };
        const settled = () => {
          if (pending?.promise === promise) pending = undefined;
        };
        promise.then(settled, settled);
        return promise;
      };
    },

    /** How many answers were built (serialized) since start: what the tests count. */
    builds: () => builds,
    /** Bytes held by the kept answers and their compressed copies. */
    bytes: () => bytes,
  };
}

export type PublicReads = ReturnType<typeof createPublicReads>;

/** Whether If-None-Match names `etag` (weak comparison, as for GET: `W/` prefixes do not count). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === "*") return true;
  const bare = etag.replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim().replace(/^W\//, "") === bare);
}

/**
 * Calls `changed` once a console write has been answered (its transaction committed), before the
 * operator hears the answer: any change an operator makes may touch what the public reads keep
 * (settings, articles, menus, markets, rates), and writes in the console are few.
 */
export function onOperatorWrite(app: FastifyInstance, changed: () => void) {
  app.addHook("onSend", async (request) => {
    if (request.operator && request.method !== "GET" && request.method !== "HEAD") changed();
  });
}

/**
 * The OpenAPI document (`/api/docs/json`, `/api/docs/yaml`) from memory: serialized and compressed once,
 * with an ETag and `no-cache` (it changes with a deploy only). An `onRequest` hook of the docs' routes.
 */
export function openApiFromMemory(app: FastifyInstance, reads: PublicReads) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.routeOptions.url ?? "";
    if (url.endsWith("/json"))
      return reads.send(request, reply, {
        key: "openapi:json",
        topics: [],
        cache: "document",
        build: async () => ({ text: JSON.stringify(app.swagger()) }),
      });
    if (url.endsWith("/yaml"))
      return reads.send(request, reply, {
        key: "openapi:yaml",
        topics: [],
        cache: "document",
        type: "application/x-yaml",
        build: async () => ({ text: app.swagger({ yaml: true }) }),
      });
  };
}

/** The encoding each Accept-Encoding asks for; browsers send a handful of distinct headers. */
const negotiated = new Map<string, Encoding | null>();

function encodingFor(header: string | undefined): Encoding | null {
  const key = header ?? "";
  let encoding = negotiated.get(key);
  if (encoding === undefined) {
    encoding = negotiate(key, [...ENCODINGS]) as Encoding | null;
    if (negotiated.size >= 256) negotiated.clear();
    negotiated.set(key, encoding);
  }
  return encoding;
}
