import { describe, expect, it } from "vitest";
import { auctionPart, bidProblem, leastBid, lowerBid, raiseBid } from "./bid";

describe("an auction's bid box", () => {
  it("knows where one stands", () => {
    expect(auctionPart({ mine: null }, false)).toBe("guest");
    expect(auctionPart({ mine: null }, true)).toBe("join");
    expect(auctionPart({ mine: { joined: false, leading: false, bid: null } }, true)).toBe("join");
    expect(auctionPart({ mine: { joined: true, leading: false, bid: null } }, true)).toBe("bid");
    expect(auctionPart({ mine: { joined: true, leading: true, bid: "120" } }, true)).toBe("leading");
  });

  it("prefills the server's least bid, or works it out", () => {
    const sale = { price: "100", current_bid: null, per_increase: "5", min_bid: "100" };
    expect(leastBid(sale)).toBe("100");
    expect(leastBid({ ...sale, min_bid: null, current_bid: "120" })).toBe("125");
    expect(leastBid({ ...sale, min_bid: null })).toBe("100");
    expect(leastBid({ ...sale, min_bid: null, current_bid: "120", per_increase: null })).toBe("100");
  });

  it("checks a bid before sending it", () => {
    expect(bidProblem("", "100")).toBe("required");
    expect(bidProblem("  ", "100")).toBe("required");
    expect(bidProblem("1e3", "100")).toBe("invalid");
    expect(bidProblem("0", "100")).toBe("invalid");
    expect(bidProblem("99.99", "100")).toBe("belowMin");
    expect(bidProblem("100", "100")).toBeNull();
    expect(bidProblem("100.000000000000000001", "100")).toBeNull();
  });

  it("raises and lowers by the sale's raise, exactly, never below the least bid", () => {
    expect(raiseBid("100", "0.1", "100")).toBe("100.1");
    expect(raiseBid("0.1", "0.2", "0.3")).toBe("0.3");
    expect(raiseBid("", "5", "105")).toBe("105");
    expect(raiseBid("90", "5", "105")).toBe("105");
    expect(lowerBid("110", "5", "100")).toBe("105");
    expect(lowerBid("104", "5", "100")).toBe("100");
    expect(lowerBid("abc", "5", "100")).toBe("100");
  });
});
