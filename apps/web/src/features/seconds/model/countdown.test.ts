import { describe, expect, it } from "vitest";
import { elapsedShare, formatCountdown, remainingMs } from "./countdown";

describe("countdown", () => {
  it("formats the time left as mm:ss, rounding seconds up", () => {
    expect(formatCountdown(30_000)).toBe("00:30");
    expect(formatCountdown(29_001)).toBe("00:30");
    expect(formatCountdown(29_000)).toBe("00:29");
    expect(formatCountdown(999)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(65_000)).toBe("01:05");
    expect(formatCountdown(300_000)).toBe("05:00");
    expect(formatCountdown(3_600_000)).toBe("60:00");
  });

  it("shows 00:00 once the time has passed or is unknown", () => {
    expect(formatCountdown(-5_000)).toBe("00:00");
    expect(formatCountdown(Number.NaN)).toBe("00:00");
  });

  it("measures the time left until an ISO instant", () => {
    const now = Date.parse("2026-03-05T10:00:00.000Z");
    expect(remainingMs("2026-03-05T10:00:30.000Z", now)).toBe(30_000);
    expect(remainingMs("2026-03-05T09:59:59.000Z", now)).toBe(-1_000);
    expect(remainingMs("not a time", now)).toBeNaN();
  });

  it("answers how much of the duration has run", () => {
    const created = "2026-03-05T10:00:00.000Z";
    const expires = "2026-03-05T10:00:30.000Z";
    expect(elapsedShare(created, expires, Date.parse(created))).toBe(0);
    expect(elapsedShare(created, expires, Date.parse("2026-03-05T10:00:15.000Z"))).toBe(0.5);
    expect(elapsedShare(created, expires, Date.parse("2026-03-05T10:01:00.000Z"))).toBe(1);
    expect(elapsedShare("bad", expires, 0)).toBe(1);
  });
});
