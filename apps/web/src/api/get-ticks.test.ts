import { describe, expect, it } from "vitest";
import { appendTicks, TICKS_KEPT } from "./get-ticks";

const tick = (seq: number) => ({ seq, price: String(100 + seq), time: seq * 500 });

describe("tick line", () => {
  it("appends newer ticks and drops repeats and older ones", () => {
    const start = [tick(1), tick(2)];
    expect(appendTicks(start, [tick(2), tick(3), tick(1), tick(4)]).map((t) => t.seq)).toEqual([1, 2, 3, 4]);
  });

  it("keeps only the newest ticks", () => {
    const many = Array.from({ length: TICKS_KEPT + 10 }, (_, i) => tick(i + 1));
    const kept = appendTicks([], many);
    expect(kept).toHaveLength(TICKS_KEPT);
    expect(kept[0]?.seq).toBe(11);
  });
});
