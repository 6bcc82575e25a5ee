import type { NftSale } from "@bourse/contract";
import { describe, expect, it } from "vitest";
import {
  amountText,
  canBuy,
  countdownParts,
  dueKey,
  isDue,
  playsMedia,
  remainingText,
  royaltyText,
  saleClock,
  saleThumb,
  searchKeyword,
  shownPrice,
  tabFilter,
} from "./sale";

const at = (iso: string) => Date.parse(iso);
const times = { start_at: "2026-03-01T00:00:00Z", end_at: "2026-03-08T00:00:00Z" };

describe("the market's tabs and search", () => {
  it("asks each tab for its kind of sale", () => {
    expect(tabFilter("hot")).toEqual({ sort: "hot" });
    expect(tabFilter("auction")).toEqual({ type: "auction", sort: "new" });
    expect(tabFilter("fixed")).toEqual({ type: "normal", sort: "new" });
    expect(tabFilter("blind")).toEqual({ type: "blind", sort: "new" });
  });

  it("refuses a blank keyword before calling", () => {
    expect(searchKeyword("  ")).toBeNull();
    expect(searchKeyword("")).toBeNull();
    expect(searchKeyword("  moon ")).toBe("moon");
  });
});

describe("a sale's price", () => {
  it("shows an auction's leading bid, else its start price", () => {
    expect(shownPrice({ kind: "auction", price: "100", current_bid: null })).toEqual({
      label: "startPrice",
      value: "100",
    });
    expect(shownPrice({ kind: "auction", price: "100", current_bid: "120" })).toEqual({
      label: "currentBid",
      value: "120",
    });
    expect(shownPrice({ kind: "fixed", price: "5", current_bid: null }).label).toBe("price");
    expect(shownPrice({ kind: "blind", price: "9.9", current_bid: null }).label).toBe("boxPrice");
  });

  it("cuts amounts to 8 decimals without rounding", () => {
    expect(amountText("12.500000000000000000", "USDT", "en")).toBe("12.5 USDT");
    expect(amountText("0.123456789", "ETH", "en")).toBe("0.12345678 ETH");
    expect(amountText("abc", "USDT", "en")).toBe("--");
    expect(amountText(null, "USDT", "vi")).toBe("--");
  });

  it("writes amounts in the language's number format", () => {
    expect(amountText("12345.123456789", "USDT", "vi")).toBe("12.345,12345678 USDT");
    expect(amountText("12345.123456789", "USDT", "en")).toBe("12,345.12345678 USDT");
    expect(amountText("0.5", "ETH", "vi")).toBe("0,5 ETH");
    expect(amountText("1000", "USDT", "en")).toBe("1,000 USDT");
  });

  it("writes a royalty rate as an exact percent in the language's format", () => {
    expect(royaltyText("0.05", "en")).toBe("5%");
    expect(royaltyText("0.125", "en")).toBe("12.5%");
    expect(royaltyText("0.125", "vi")).toBe("12,5%");
    expect(royaltyText("0.12345", "vi")).toBe("12,34%");
    expect(royaltyText("0", "en")).toBe("0%");
    expect(royaltyText("x", "en")).toBe("--");
  });
});

describe("a sale's clock", () => {
  it("counts to the start, then to the end, on the server's clock", () => {
    const now = at("2026-02-28T23:00:00Z");
    expect(saleClock({ ...times, state: "upcoming" }, now)).toEqual({
      kind: "startsIn",
      target: times.start_at,
      ms: 3_600_000,
    });
    const live = saleClock({ ...times, state: "live" }, at("2026-03-07T23:59:59Z"));
    expect(live).toEqual({ kind: "endsIn", target: times.end_at, ms: 1000 });
    expect(isDue(live)).toBe(false);
    expect(isDue(saleClock({ ...times, state: "live" }, at("2026-03-08T00:00:01Z")))).toBe(true);
    expect(dueKey(7, live)).toBe(`7:endsIn:${times.end_at}`);
  });

  it("has no countdown once ended or sold out", () => {
    expect(saleClock({ ...times, state: "ended" }, 0)).toEqual({ kind: "ended" });
    const soldOut = saleClock({ ...times, state: "sold_out" }, 0);
    expect(soldOut).toEqual({ kind: "soldOut" });
    expect(isDue(soldOut)).toBe(false);
    expect(dueKey(7, soldOut)).toBe("");
  });

  it("splits a countdown into days and a clock", () => {
    expect(countdownParts(90_061_000)).toEqual({ days: 1, clock: "01:01:01" });
    expect(countdownParts(1)).toEqual({ days: 0, clock: "00:00:01" });
    expect(countdownParts(-5)).toEqual({ days: 0, clock: "00:00:00" });
    expect(countdownParts(Number.NaN)).toEqual({ days: 0, clock: "00:00:00" });
  });
});

describe("a sale's media and stock", () => {
  const artwork = { thumb: "t.webp", poster: "p.jpg" } as NftSale["artwork"];
  const series = { cover: "c.jpg" } as NftSale["series"];

  it("sends audio and video to the player screen", () => {
    expect(playsMedia("audio")).toBe(true);
    expect(playsMedia("video")).toBe(true);
    expect(playsMedia("gif")).toBe(false);
    expect(playsMedia(undefined)).toBe(false);
  });

  it("lists a sale with its thumb, or a series with its cover", () => {
    expect(saleThumb({ artwork, series: null })).toBe("t.webp");
    expect(saleThumb({ artwork: null, series })).toBe("c.jpg");
    expect(saleThumb({ artwork: null, series: null })).toBe("");
  });

  it("sells fixed editions and boxes while live and not sold out", () => {
    expect(canBuy({ kind: "fixed", state: "live", remaining: 3 })).toBe(true);
    expect(canBuy({ kind: "blind", state: "live", remaining: null })).toBe(true);
    expect(canBuy({ kind: "fixed", state: "live", remaining: 0 })).toBe(false);
    expect(canBuy({ kind: "fixed", state: "upcoming", remaining: 3 })).toBe(false);
    expect(canBuy({ kind: "auction", state: "live", remaining: null })).toBe(false);
    expect(remainingText({ remaining: 3, total: 10 })).toBe("3 / 10");
    expect(remainingText({ remaining: null, total: null })).toBe("--");
  });
});
