import { describe, expect, it } from "vitest";
import { COUNTDOWN_MS, endingInMs, isCouponState, isOver, usedOn } from "./coupon";

describe("what a coupon was used on", () => {
  it("reads a spot order, a contract and a redemption", () => {
    expect(usedOn("spot:1234")).toEqual({ kind: "spot", id: "1234" });
    expect(usedOn("lever:77")).toEqual({ kind: "lever", id: "77" });
    expect(usedOn("bonus")).toEqual({ kind: "bonus" });
  });

  it("keeps anything else as the server wrote it, and nothing for an unused coupon", () => {
    expect(usedOn("nft:5")).toEqual({ kind: "other", text: "nft:5" });
    expect(usedOn("spot:")).toEqual({ kind: "other", text: "spot:" });
    expect(usedOn(null)).toBeNull();
    expect(usedOn("  ")).toBeNull();
  });
});

describe("a coupon's last day", () => {
  const now = Date.parse("2026-03-05T12:00:00Z");
  const available = (until: string) => ({ state: "available", valid_until: until });

  it("counts down only in the last day of an available coupon", () => {
    expect(endingInMs(available("2026-03-05T13:00:00Z"), now)).toBe(3_600_000);
    expect(endingInMs(available("2026-03-06T11:59:59Z"), now)).toBe(COUNTDOWN_MS - 1000);
    expect(endingInMs(available("2026-03-06T12:00:00Z"), now)).toBeNull();
    expect(endingInMs(available("2026-03-05T12:00:00Z"), now)).toBeNull();
    expect(endingInMs({ state: "used", valid_until: "2026-03-05T13:00:00Z" }, now)).toBeNull();
    expect(endingInMs(available("later"), now)).toBeNull();
  });

  it("is over once its end has come", () => {
    expect(isOver(available("2026-03-05T12:00:00Z"), now)).toBe(true);
    expect(isOver(available("2026-03-05T12:00:01Z"), now)).toBe(false);
    expect(isOver({ state: "expired", valid_until: "2026-03-01T00:00:00Z" }, now)).toBe(false);
  });

  it("knows the states it has words for", () => {
    for (const s of ["available", "upcoming", "used", "expired"]) expect(isCouponState(s)).toBe(true);
    expect(isCouponState("void")).toBe(false);
  });
});
