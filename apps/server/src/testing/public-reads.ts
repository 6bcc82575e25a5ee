import { expect } from "vitest";
import type { TestApp } from "./harness.ts";

/**
 * Reads of answers kept in memory, with their ETags: `read` answers a body and its tag after checking
 * that a revalidation with that tag is a 304; `readAfterChange` checks that the same URL answers 200
 * to the old tag under a new one.
 */
export function etagReads(t: () => TestApp) {
  const get = (url: string, headers: Record<string, string> = {}) => t().raw({ method: "GET", url, headers });
  return {
    get,
    async read(url: string, headers: Record<string, string> = {}) {
      const res = await get(url, headers);
      expect(res.statusCode, url).toBe(200);
      const etag = String(res.headers.etag);
      expect(etag, url).toMatch(/^W\/"/);
      expect((await get(url, { ...headers, "if-none-match": etag })).statusCode, url).toBe(304);
      return { body: res.json(), etag, headers: res.headers };
    },
    async readAfterChange(url: string, etag: string) {
      const res = await get(url, { "if-none-match": etag });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers.etag, url).not.toBe(etag);
      return res.json();
    },
  };
}
