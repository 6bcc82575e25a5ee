import { describe, expect, it } from "vitest";
import { bookSides } from "./book-sides";

describe("order book sides", () => {
  it("pads each side to the level count and scales depth bars to the deeper side", () => {
    const { bids, asks } = bookSides(
      {
        bids: [
          ["100", "1"],
          ["99", "3"],
        ],
        asks: [["101", "2"]],
      },
      3,
    );
    expect(bids.levels).toEqual([["100", "1"], ["99", "3"], null]);
    expect(asks.levels).toEqual([["101", "2"], null, null]);
    expect(bids.depth).toEqual([0.25, 1, 0]);
    expect(asks.depth).toEqual([0.5, 0, 0]);
    // unpadded: as deep as the deeper side
    expect(bookSides({ bids: [["100", "1"]], asks: [] }, 20, false).asks.levels).toEqual([null]);
  });
});
