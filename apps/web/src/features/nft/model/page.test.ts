import { describe, expect, it } from "vitest";
import { nextPage, pageNow, readPage } from "./page";

describe("NFT list pages", () => {
  it("reads the paged answer, and a bare array as one page", () => {
    expect(readPage<number>({ data: [1, 2], total: 5, page: 1, pages: 3 }, 1)).toEqual({
      data: [1, 2],
      total: 5,
      page: 1,
      unread: null,
      now: null,
    });
    expect(readPage<number>([3, 4], 2)).toEqual({
      data: [3, 4],
      total: null,
      page: 2,
      unread: null,
      now: null,
    });
    expect(readPage<number>({ data: [], unread: "3" }, 1)).toMatchObject({ unread: 3, total: null });
    expect(readPage<number>(null, 1).data).toEqual([]);
    expect(readPage<number>({ data: "x", total: -1 }, 4)).toEqual({
      data: [],
      total: null,
      page: 4,
      unread: null,
      now: null,
    });
  });

  it("keeps the server's time of the answer, else of its first item", () => {
    const now = "2026-03-01T00:00:00.000Z";
    expect(readPage<number>({ data: [], total: 0, page: 1, pages: 1, now }, 1).now).toBe(now);
    expect(pageNow(readPage({ data: [], now }, 1))).toBe(now);
    expect(pageNow(readPage({ data: [{ id: 1, now: "2026-03-02T00:00:00Z" }] }, 1))).toBe(
      "2026-03-02T00:00:00Z",
    );
    expect(pageNow(readPage({ data: [{ id: 1 }] }, 1))).toBeNull();
    expect(pageNow(readPage([1], 1))).toBeNull();
  });

  it("asks for the next page until the total is in, or a page comes back short", () => {
    const a = readPage<number>({ data: [1, 2], total: 3, page: 1 }, 1);
    expect(nextPage(a, [a], 2)).toBe(2);
    const b = readPage<number>({ data: [3], total: 3, page: 2 }, 2);
    expect(nextPage(b, [a, b], 2)).toBeUndefined();
    const full = readPage<number>([1, 2], 1);
    expect(nextPage(full, [full], 2)).toBe(2);
    const short = readPage<number>([3], 2);
    expect(nextPage(short, [full, short], 2)).toBeUndefined();
    const empty = readPage<number>({ data: [], total: 10 }, 3);
    expect(nextPage(empty, [a, b, empty], 2)).toBeUndefined();
  });
});
