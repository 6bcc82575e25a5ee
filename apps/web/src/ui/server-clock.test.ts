import { describe, expect, it } from "vitest";
import { clockOffset } from "./server-clock";

describe("the server's clock", () => {
  it("offsets the device's clock by the server's now", () => {
    const device = Date.parse("2026-03-01T00:00:00.000Z");
    expect(clockOffset("2026-03-01T00:05:00.000Z", device)).toBe(300_000);
    expect(clockOffset("2026-02-28T23:59:00Z", device)).toBe(-60_000);
    expect(clockOffset("soon", device)).toBe(0);
    expect(clockOffset(undefined, device)).toBe(0);
  });
});
