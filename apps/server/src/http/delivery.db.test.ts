import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signUp, type TestApp, testApp } from "../testing/harness.ts";

/** A built app as Vite and its compression plugin write it: each file beside its .br and .gz copies. */
function builtApp() {
  const dist = mkdtempSync(join(tmpdir(), "bourse-dist-"));
  mkdirSync(join(dist, "assets"));
  const files = {
    "index.html": `<!doctype html><html lang="en"><title>Bourse</title><script type="module" src="/h5/assets/app-1234.js"></script>${"<!-- padding -->".repeat(50)}</html>`,
    "assets/app-1234.js": `export const markets = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `BTC/USDT ${i}`))};`,
  };
  for (const [name, text] of Object.entries(files)) {
    writeFileSync(join(dist, name), text);
    writeFileSync(join(dist, `${name}.br`), brotliCompressSync(text));
    writeFileSync(join(dist, `${name}.gz`), gzipSync(text));
  }
  // a file the build left without compressed copies
  const uncopied = `export const rows = ${JSON.stringify(Array.from({ length: 100 }, (_, i) => `row ${i}`))};`;
  writeFileSync(join(dist, "assets/rows-5678.js"), uncopied);
  return { dist, files: { ...files, "assets/rows-5678.js": uncopied } };
}

let t: TestApp;
let web: ReturnType<typeof builtApp>;
beforeAll(async () => {
  web = builtApp();
  t = await testApp({ webDist: web.dist, adminDist: web.dist });
});
afterAll(() => t.close());

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "SAMEORIGIN",
  "referrer-policy": "strict-origin-when-cross-origin",
};

describe("delivery: compression, caching and security headers", () => {
  it("sends each asset brotli-compressed to a browser that accepts it, and smaller", async () => {
    const plain = await t.raw({ method: "GET", url: "/h5/assets/app-1234.js" });
    const br = await t.raw({
      method: "GET",
      url: "/h5/assets/app-1234.js",
      headers: { "accept-encoding": "gzip, deflate, br" },
    });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(web.files["assets/app-1234.js"]);
    const gz = await t.raw({
      method: "GET",
      url: "/h5/assets/app-1234.js",
      headers: { "accept-encoding": "gzip" },
    });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(web.files["assets/app-1234.js"]);
  });

  it("sends the entry page compressed too, revalidated on every visit", async () => {
    for (const url of ["/h5/", "/h5", "/admin/"]) {
      const res = await t.raw({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(web.files["index.html"]);
    }
    const identity = await t.raw({ method: "GET", url: "/h5/", headers: { "accept-encoding": "identity" } });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toBe(web.files["index.html"]);
  });

  it("caches hashed assets for a year, immutably", async () => {
    const res = await t.raw({ method: "GET", url: "/h5/assets/app-1234.js" });
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("puts the security headers on pages, assets and API answers", async () => {
    for (const url of ["/h5/", "/h5/assets/app-1234.js", "/admin/", "/api/currency/list", "/api/nowhere"]) {
      const res = await t.raw({ method: "GET", url });
      expect(res.headers, url).toMatchObject(SECURITY_HEADERS);
      const csp = String(res.headers["content-security-policy"]);
      expect(csp, url).toContain("frame-ancestors 'self'");
      expect(csp, url).toContain("script-src 'self';");
      expect(csp, url).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, url).toContain("object-src 'none'");
      // served over plain HTTP unless HSTS=1 says the site is behind TLS
      expect(res.headers["strict-transport-security"], url).toBeUndefined();
    }
  });

  it("marks API answers no-store, and keeps a route's own cache policy", async () => {
    const token = await signUp(t, "nostore@bourse.test");
    for (const url of ["/api/user/info", "/api/currency/list"]) {
      const res = await t.raw({ method: "GET", url, headers: { authorization: token } });
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
    const docs = await t.raw({ method: "GET", url: "/api/docs/json" });
    expect(docs.headers["cache-control"]).not.toBe("no-store");
  });

  it("compresses API answers over 1 KB, brotli or gzip as the request prefers; small ones go as they are", async () => {
    // the ticker snapshot says when it was taken
    const same = (text: string) => {
      const answer = JSON.parse(text);
      if (answer.message?.time) answer.message.time = "taken";
      return answer;
    };
    // answers serialized per request, and one kept in memory
    for (const url of ["/api/docs/json", "/api/market/tickers", "/api/currency/quotation_new"]) {
      const plain = await t.raw({ method: "GET", url });
      expect(plain.rawPayload.length, url).toBeGreaterThan(1024);
      expect(plain.headers["content-encoding"], url).toBeUndefined();
      const br = await t.raw({ method: "GET", url, headers: { "accept-encoding": "br, gzip" } });
      expect(br.headers["content-encoding"], url).toBe("br");
      expect(br.headers.vary, url).toMatch(/accept-encoding/i);
      expect(br.rawPayload.length, url).toBeLessThan(plain.rawPayload.length / 2);
      expect(same(brotliDecompressSync(br.rawPayload).toString()), url).toEqual(same(plain.body));
      const gz = await t.raw({ method: "GET", url, headers: { "accept-encoding": "gzip" } });
      expect(gz.headers["content-encoding"], url).toBe("gzip");
      expect(same(gunzipSync(gz.rawPayload).toString()), url).toEqual(same(plain.body));
    }
    const small = await t.raw({
      method: "GET",
      url: "/api/health",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.json()).toMatchObject({ type: "ok" });
  });

  it("compresses a built file once: its precompressed copy as it is, a file without one on the way", async () => {
    const copied = await t.raw({
      method: "GET",
      url: "/h5/assets/app-1234.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(copied.rawPayload.equals(brotliCompressSync(web.files["assets/app-1234.js"]))).toBe(true);
    const uncopied = await t.raw({
      method: "GET",
      url: "/h5/assets/rows-5678.js",
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(uncopied.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(uncopied.rawPayload).toString()).toBe(web.files["assets/rows-5678.js"]);
  });

  it("gives the OpenAPI document an ETag and no-cache: it changes with a deploy only", async () => {
    for (const url of ["/api/docs/json", "/api/docs/yaml"]) {
      const first = await t.raw({ method: "GET", url, headers: { "accept-encoding": "br" } });
      expect(first.statusCode, url).toBe(200);
      expect(first.headers["cache-control"], url).toBe("public, no-cache");
      const etag = String(first.headers.etag);
      expect(etag, url).toMatch(/^W\/"/);
      const again = await t.raw({ method: "GET", url, headers: { "if-none-match": etag } });
      expect(again.statusCode, url).toBe(304);
      expect(again.rawPayload.length, url).toBe(0);
    }
    const json = await t.raw({ method: "GET", url: "/api/docs/json" });
    expect(json.headers["content-type"]).toMatch(/^application\/json/);
    expect(json.json()).toMatchObject({ openapi: expect.any(String) });
    const yaml = await t.raw({ method: "GET", url: "/api/docs/yaml" });
    expect(yaml.headers["content-type"]).toMatch(/^application\/x-yaml/);
    expect(yaml.body).toMatch(/^openapi: /);
  });

  it("sends HSTS when the site is served over TLS", async () => {
    const tls = await testApp({ hsts: true }, { db: t.db, clock: t.clock });
    try {
      const res = await tls.raw({ method: "GET", url: "/api/currency/list" });
      expect(res.headers["strict-transport-security"]).toBe("max-age=31536000; includeSubDomains");
    } finally {
      await tls.close();
    }
  });
});
