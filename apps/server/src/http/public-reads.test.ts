import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import { registerCompression } from "./compression.ts";
import { type Built, createPublicReads, type PublicReads } from "./public-reads.ts";

/** An app with one public read, `GET /prices`, whose schema declares `price` and `rows` only. */
async function priceApp(build: () => Promise<Built>, opts: { byLanguage?: boolean } = {}) {
  let now = 1_000_000;
  const clock = () => new Date(now);
  const reads = createPublicReads({ clock });
  const app = Fastify();
  await registerCompression(app);
  app.get(
    "/prices",
    {
      schema: {
        response: {
          200: {
            type: "object",
            properties: { price: { type: "string" }, rows: { type: "array", items: { type: "string" } } },
          },
        },
      },
    },
    (request, reply) =>
      reads.send(request, reply, {
        key: "prices",
        topics: ["prices"],
        cache: "prices",
        ...(opts.byLanguage ? { byLanguage: true } : {}),
        build,
      }),
  );
  await app.ready();
  opened.push(app);
  return {
    app,
    reads,
    get: (headers: Record<string, string> = {}, url = "/prices") =>
      app.inject({ method: "GET", url, headers }),
    advance: (ms: number) => {
      now += ms;
    },
  };
}

const opened: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const app of opened.splice(0)) await app.close();
});

describe("public reads from memory", () => {
  it("serializes through the route's schema once per change, with an ETag that follows the content", async () => {
    let price = "100";
    let queries = 0;
    const { reads, get } = await priceApp(async () => {
      queries += 1;
      return { body: { price, secret: "never sent" } };
    });
    const first = await get();
    expect(first.json()).toEqual({ price: "100" });
    expect(first.headers["cache-control"]).toBe("public, max-age=1, stale-while-revalidate=1");
    expect(first.headers.vary).toBe("Accept-Encoding");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    await get();
    await get();
    expect({ queries, builds: reads.builds() }).toEqual({ queries: 1, builds: 1 });

    // unchanged: a revalidation is a 304 without a body, whatever form the tag list takes
    for (const tag of [etag, etag.slice(2), `"other", ${etag}`, "*"]) {
      const again = await get({ "if-none-match": tag });
      expect(again.statusCode, tag).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
    }
    expect((await get({ "if-none-match": '"other"' })).statusCode).toBe(200);

    // the change event: the next read shows the new price under a new tag
    price = "101";
    expect((await get()).json()).toEqual({ price: "100" });
    reads.changed("prices");
    const after = await get({ "if-none-match": etag });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ price: "101" });
    expect(after.headers.etag).not.toBe(etag);
    expect(queries).toBe(2);
    // an event of another topic changes nothing here
    reads.changed("config");
    await get();
    expect(queries).toBe(2);
  });

  it("keeps each compressed copy too: brotli or gzip by Accept-Encoding, made once, small answers as they are", async () => {
    const rows = Array.from({ length: 200 }, (_, i) => `BTC/USDT ${i}`);
    let body: { price: string; rows?: string[] } = { price: "100", rows };
    const { reads, get } = await priceApp(async () => ({ body }));
    const plain = await get();
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await get({ "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);
    const held = reads.bytes();
    await get({ "accept-encoding": "br" });
    expect(reads.bytes()).toBe(held);
    const gz = await get({ "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(reads.bytes()).toBeGreaterThan(held);
    expect((await get({ "accept-encoding": "deflate" })).headers["content-encoding"]).toBeUndefined();
    expect(reads.builds()).toBe(1);

    body = { price: "101" };
    reads.changed("prices");
    const small = await get({ "accept-encoding": "br" });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toEqual({ price: "101" });
  });

  it("lets concurrent reads share one build, and keeps nothing an event overtook", async () => {
    let price = "100";
    let release: () => void = () => {};
    let gate: Promise<void> | undefined = new Promise<void>((r) => {
      release = r;
    });
    let queries = 0;
    const { reads, get } = await priceApp(async () => {
      queries += 1;
      const read = price;
      await gate;
      return { body: { price: read } };
    });
    const waiting = Array.from({ length: 10 }, () => get());
    await new Promise((r) => setTimeout(r, 20));
    // the price changes while the build that read the old one is still on its way
    price = "101";
    reads.changed("prices");
    gate = undefined;
    release();
    for (const res of await Promise.all(waiting)) expect(res.json()).toEqual({ price: "100" });
    expect(queries).toBe(1);
    // the overtaken build was not kept: the next read sees the change
    expect((await get()).json()).toEqual({ price: "101" });
    expect(queries).toBe(2);
  });

  it("builds again at the time the builder gave, and at least once a minute", async () => {
    let queries = 0;
    const { get, advance } = await priceApp(async () => {
      queries += 1;
      // the first answer says when it changes by itself (a market turning stale); the next says nothing
      return { body: { price: String(queries) }, ...(queries === 1 ? { until: 1_005_000 } : {}) };
    });
    expect((await get()).json()).toEqual({ price: "1" });
    advance(4_999);
    expect((await get()).json()).toEqual({ price: "1" });
    advance(1);
    expect((await get()).json()).toEqual({ price: "2" });
    advance(59_999);
    expect((await get()).json()).toEqual({ price: "2" });
    advance(1);
    expect((await get()).json()).toEqual({ price: "3" });
  });

  it("tells shared caches an answer in the reader's language varies by its headers, unless the URL names it", async () => {
    const { get } = await priceApp(async () => ({ body: { price: "1" } }), { byLanguage: true });
    expect((await get()).headers.vary).toBe("Accept-Encoding, Lang, Accept-Language");
    expect((await get({}, "/prices?lang=zh")).headers.vary).toBe("Accept-Encoding");
  });

  it("reads a shared value once per change", async () => {
    const reads: PublicReads = createPublicReads({ clock: () => new Date(0) });
    let loads = 0;
    const settings = reads.memo(["config"], async () => {
      loads += 1;
      return loads;
    });
    expect(await Promise.all([settings(), settings(), settings()])).toEqual([1, 1, 1]);
    expect(await settings()).toBe(1);
    reads.changed("config");
    expect(await settings()).toBe(2);
    expect(loads).toBe(2);
  });
});
