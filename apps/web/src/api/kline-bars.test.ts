import type { KlineBar } from "@bourse/contract/realtime";
import { describe, expect, it } from "vitest";
import { MAX_BARS, upsertBar } from "./kline-bars";

const bar = (time: number, close: string): KlineBar => ({
  time,
  open: "1",
  high: close,
  low: "1",
  close,
  volume: "0",
});

describe("upsertBar", () => {
  it("replaces the open bar and appends a new one", () => {
    const bars = [bar(60_000, "2"), bar(120_000, "3")];
    expect(upsertBar(bars, bar(120_000, "4")).map((b) => b.close)).toEqual(["2", "4"]);
    expect(upsertBar(bars, bar(180_000, "5")).map((b) => b.time)).toEqual([60_000, 120_000, 180_000]);
    expect(upsertBar([], bar(60_000, "1"))).toHaveLength(1);
  });

  it("updates an older bar in place and ignores one it does not hold", () => {
    const bars = [bar(60_000, "2"), bar(120_000, "3")];
    expect(upsertBar(bars, bar(60_000, "9")).map((b) => b.close)).toEqual(["9", "3"]);
    expect(upsertBar(bars, bar(30_000, "9"))).toEqual(bars);
  });

  it("keeps at most MAX_BARS", () => {
    const many = Array.from({ length: MAX_BARS }, (_, i) => bar(i * 60_000, "1"));
    const next = upsertBar(many, bar(MAX_BARS * 60_000, "2"));
    expect(next).toHaveLength(MAX_BARS);
    expect(next.at(-1)?.close).toBe("2");
    expect(next[0]?.time).toBe(60_000);
  });

  it("keeps a made-up bar marked when the first live tick updates it", () => {
    const bars = [{ ...bar(60_000, "2"), synthetic: true }];
    expect(upsertBar(bars, bar(60_000, "3"))[0]).toMatchObject({ close: "3", synthetic: true });
    expect(upsertBar(bars, bar(120_000, "4"))[1]?.synthetic).toBeUndefined();
  });
});
