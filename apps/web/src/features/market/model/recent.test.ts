import { describe, expect, it } from "vitest";
import { addRecent, MAX_RECENT, RECENT_KEY, readRecent } from "./recent";

const storage = (value: string | null) => ({ getItem: (key: string) => (key === RECENT_KEY ? value : null) });

describe("recent markets", () => {
  it("puts the newest first without repeats", () => {
    expect(addRecent(["BTC/USDT", "ETH/USDT"], "ETH/USDT")).toEqual(["ETH/USDT", "BTC/USDT"]);
    expect(addRecent([], "LTC/USDT")).toEqual(["LTC/USDT"]);
  });

  it("keeps at most ten", () => {
    const full = Array.from({ length: MAX_RECENT }, (_, i) => `C${i}/USDT`);
    const next = addRecent(full, "NEW/USDT");
    expect(next).toHaveLength(MAX_RECENT);
    expect(next[0]).toBe("NEW/USDT");
    expect(next).not.toContain(`C${MAX_RECENT - 1}/USDT`);
  });

  it("reads only a stored list of symbols", () => {
    expect(readRecent(storage('["BTC/USDT",3,"ETH/USDT"]'))).toEqual(["BTC/USDT", "ETH/USDT"]);
    expect(readRecent(storage("{broken"))).toEqual([]);
    expect(readRecent(storage('{"a":1}'))).toEqual([]);
    expect(readRecent(storage(null))).toEqual([]);
  });
});
