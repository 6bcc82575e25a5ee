import { describe, expect, it } from "vitest";
import {
  boxesOf,
  countdown,
  leastEditions,
  mayReveal,
  mediaLimitMb,
  needsPoster,
  repeatedRows,
  royaltyProblem,
  saleBody,
  shortHash,
  timeLeft,
} from "./nft-rules";

describe("media", () => {
  it("holds each kind of file to its own size", () => {
    expect(mediaLimitMb("image/png")).toBe(10);
    expect(mediaLimitMb("image/gif")).toBe(10);
    expect(mediaLimitMb("audio/mpeg")).toBe(20);
    expect(mediaLimitMb("video/webm")).toBe(50);
    expect(mediaLimitMb("")).toBeNull();
  });

  it("asks a poster of audio and video only", () => {
    expect(needsPoster("audio")).toBe(true);
    expect(needsPoster("video")).toBe(true);
    expect(needsPoster("image")).toBe(false);
    expect(needsPoster("gif")).toBe(false);
    expect(needsPoster(undefined)).toBe(false);
  });
});

describe("leastEditions", () => {
  it("never goes below what is minted or offered, nor below one", () => {
    expect(leastEditions(null)).toBe(1);
    expect(leastEditions({ minted: 0, offered: 0 })).toBe(1);
    expect(leastEditions({ minted: 3, offered: 7 })).toBe(7);
    expect(leastEditions({ minted: 9, offered: 7 })).toBe(9);
  });
});

describe("royaltyProblem", () => {
  it("takes a fraction up to one half", () => {
    expect(royaltyProblem("0.05")).toBeNull();
    expect(royaltyProblem("0")).toBeNull();
    expect(royaltyProblem("0.5")).toBeNull();
    expect(royaltyProblem("0.50000001")).toBe("range");
    expect(royaltyProblem("1")).toBe("range");
    expect(royaltyProblem("5%")).toBe("format");
    expect(royaltyProblem("")).toBe("format");
  });
});

describe("series", () => {
  it("shortens a commitment to its ends", () => {
    const hex = "0123456789abcdef".repeat(4);
    expect(shortHash(hex)).toBe("01234567…89abcdef");
    expect(shortHash("abc")).toBe("abc");
  });

  it("reveals an ended or sold-out series once", () => {
    expect(mayReveal({ state: "ended", seed: null })).toBe(true);
    expect(mayReveal({ state: "sold_out", seed: null })).toBe(true);
    expect(mayReveal({ state: "live", seed: null })).toBe(false);
    expect(mayReveal({ state: "upcoming", seed: null })).toBe(false);
    expect(mayReveal({ state: "ended", seed: "ff" })).toBe(false);
  });

  it("finds artworks named twice in the table and counts the boxes", () => {
    const rows = [{ artwork_id: 1, count: 5 }, { artwork_id: 2, count: 1 }, undefined, { artwork_id: 1 }];
    expect(repeatedRows(rows)).toEqual([3]);
    expect(repeatedRows([{ artwork_id: 1 }, { artwork_id: 2 }, {}])).toEqual([]);
    expect(boxesOf(rows)).toBe(6);
  });
});

describe("saleBody", () => {
  const terms = {
    artwork_id: 4,
    currency_id: 2,
    price: " 12.5 ",
    start_at: "2026-01-01T00:00:00.000Z",
    end_at: "2026-01-02T00:00:00.000Z",
  };

  it("sends a fixed sale's quantity and no auction terms", () => {
    expect(saleBody({ ...terms, kind: "fixed", quantity: 3, per_increase: "1", margin: "2" })).toEqual({
      ...terms,
      kind: "fixed",
      price: "12.5",
      quantity: 3,
    });
  });

  it("sends an auction's raise and margin and no quantity", () => {
    expect(saleBody({ ...terms, kind: "auction", quantity: 3, per_increase: " 1 ", margin: "2" })).toEqual({
      ...terms,
      kind: "auction",
      price: "12.5",
      per_increase: "1",
      margin: "2",
    });
  });
});

describe("countdown", () => {
  it("shows hours, minutes and seconds, with days once a day away", () => {
    expect(countdown(3_723_000)).toBe("01:02:03");
    expect(countdown(2 * 86_400_000 + 5_000)).toBe("2d 00:00:05");
    expect(countdown(999)).toBe("00:00:00");
    expect(countdown(0)).toBeNull();
    expect(countdown(-5)).toBeNull();
  });

  it("counts by the server's clock", () => {
    const received = 1_000_000;
    // the server said 10:00:00 when the console's clock read `received`; 30 s later, 29:30 are left
    expect(timeLeft("2026-01-01T10:30:00Z", "2026-01-01T10:00:00Z", received, received + 30_000)).toBe(
      29.5 * 60_000,
    );
  });
});
