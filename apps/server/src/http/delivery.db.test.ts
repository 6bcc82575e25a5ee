import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gzipSync } from "node:zlib";
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
  return { dist, files };
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
