import { describe, expect, it } from "vitest";
import { isKingState, kingAction, progressShare } from "./king";

describe("progress toward a king manager threshold", () => {
  it("is the share of the threshold reached, at most 1", () => {
    expect(progressShare(0, 100)).toBe(0);
    expect(progressShare(37, 100)).toBe(0.37);
    expect(progressShare(100, 100)).toBe(1);
    expect(progressShare(650, 500)).toBe(1);
  });

  it("is full for a threshold of 0 and never negative", () => {
    expect(progressShare(0, 0)).toBe(1);
    expect(progressShare(-3, 100)).toBe(0);
  });
});

describe("the apply button", () => {
  const status = (over: Partial<Parameters<typeof kingAction>[0]> = {}) => ({
    king: false,
    eligible: true,
    application: null,
    ...over,
  });

  it("applies for an eligible member without an application in review", () => {
    expect(kingAction(status())).toBe("apply");
    expect(kingAction(status({ application: { state: "rejected" } }))).toBe("apply");
  });

  it("waits while an application is in review", () => {
    expect(kingAction(status({ application: { state: "review" } }))).toBe("review");
  });

  it("is not offered below the thresholds or to a king manager", () => {
    expect(kingAction(status({ eligible: false }))).toBe("notEligible");
    expect(kingAction(status({ king: true, application: { state: "approved" } }))).toBe("king");
  });

  it("knows an application's states", () => {
    for (const s of ["review", "approved", "rejected"]) expect(isKingState(s)).toBe(true);
    expect(isKingState("cancelled")).toBe(false);
  });
});
