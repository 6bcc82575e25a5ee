import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestApp, testApp } from "../../testing/harness.ts";

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** The same call as its documented `POST` (form body) and as `GET` (query string). */
async function both(call: string, params: Record<string, string>) {
  const post = await t.form(`/api/bind_box/${call}`, params);
  const get = await t.get(`/api/bind_box/${call}?${new URLSearchParams(params)}`);
  return { post, get };
}

describe("the catalogue's reads as GET", () => {
  const calls: [string, Record<string, string>][] = [
    ["getBoxList", {}],
    ["getBoxList", { type: "auction", sort: "ending", page: "1", limit: "5" }],
    ["getBoxList", { keyword: "tidal" }],
    ["getBoxDetail", { id: "1" }],
    ["getBoxDetail", { id: "3" }],
    ["getArtist", {}],
    ["getArtist", { keyword: "Mira", page: "1", limit: "10" }],
    ["getArtistDetail", { id: "2" }],
    ["getNftCurrency", {}],
    ["getCollection", {}],
    ["getCollection", { artist_id: "1" }],
    ["getCollection", { id: "2" }],
  ];

  it.each(calls)("%s %o answers the same message as its POST form", async (call, params) => {
    const { post, get } = await both(call, params);
    expect(post.type, JSON.stringify(post)).toBe("ok");
    expect(get).toEqual(post);
  });

  it("refuses what the POST form refuses, in the same words", async () => {
    for (const [call, params] of [
      ["getBoxList", { keyword: "  " }],
      ["getBoxDetail", { id: "999999" }],
      ["getBoxDetail", {}],
      ["getArtistDetail", { id: "abc" }],
    ] as const) {
      const { post, get } = await both(call, params);
      expect(post.type).toBe("error");
      expect(get, `${call} ${JSON.stringify(params)}`).toEqual(post);
    }
  });
});
