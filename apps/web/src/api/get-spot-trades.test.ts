import { describe, expect, it } from "vitest";
import { mergeTrades, type SpotTrade, TRADES_KEPT } from "./get-spot-trades";

const trade = (id: number): SpotTrade => ({ id, price: "1", amount: "1", side: "buy", time: id });

describe("latest trades", () => {
  it("keeps each trade once, newest first, at most TRADES_KEPT", () => {
    // a message (oldest first) that repeats what the snapshot already had
    const merged = mergeTrades([trade(3), trade(2)], [trade(2), trade(3), trade(4)]);
    expect(merged.map((t) => t.id)).toEqual([4, 3, 2]);
    const many = Array.from({ length: TRADES_KEPT + 5 }, (_, i) => trade(i + 1));
    const kept = mergeTrades([], many);
    expect(kept).toHaveLength(TRADES_KEPT);
    expect(kept[0]?.id).toBe(TRADES_KEPT + 5);
  });
});
