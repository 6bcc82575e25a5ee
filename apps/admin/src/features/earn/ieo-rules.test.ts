import { describe, expect, it } from "vitest";
import { fieldFixed, mayCallOff, shownState, subscriptionsOpened } from "./ieo-rules";

const at = (iso: string) => Date.parse(iso);
const project = {
  status: "warmup" as const,
  settled: false,
  warmup_at: "2026-11-20T00:00:00.000Z",
  start_at: "2026-11-25T12:00:00.000Z",
};

describe("shownState", () => {
  it("shows a warm-up before its warmup_at as scheduled", () => {
    expect(shownState(project, at("2026-11-19T23:59:59Z"))).toBe("scheduled");
    expect(shownState(project, at("2026-11-20T00:00:00Z"))).toBe("warmup");
  });

  it("shows every other state as the server sends it", () => {
    for (const status of ["active", "finished", "closed"] as const)
      expect(shownState({ ...project, status }, at("2026-11-01T00:00:00Z"))).toBe(status);
  });
});

describe("fieldFixed", () => {
  const before = at("2026-11-21T00:00:00Z");

  it("leaves every field of a new project open", () => {
    expect(fieldFixed(null, "token", before)).toBe(false);
  });

  it("fixes the token after creation, the terms once subscriptions open", () => {
    expect(fieldFixed(project, "token", before)).toBe(true);
    expect(fieldFixed(project, "token_decimals", before)).toBe(true);
    expect(fieldFixed(project, "price", before)).toBe(false);
    expect(fieldFixed({ ...project, status: "active" }, "price", before)).toBe(true);
    expect(fieldFixed({ ...project, status: "closed" }, "start_at", before)).toBe(true);
    // the list may be older than the start: the clock decides too
    expect(subscriptionsOpened(project, at("2026-11-25T12:00:00Z"))).toBe(true);
    expect(fieldFixed(project, "supply", at("2026-11-25T12:00:00Z"))).toBe(true);
  });

  it("keeps the presentation open", () => {
    for (const field of ["name", "logo", "intro", "whitepaper_article_id"])
      expect(fieldFixed({ ...project, status: "finished" }, field, before)).toBe(false);
  });
});

describe("mayCallOff", () => {
  it("allows calling off until the allocation, once", () => {
    expect(mayCallOff(project)).toBe(true);
    expect(mayCallOff({ status: "finished", settled: false })).toBe(true);
    expect(mayCallOff({ status: "finished", settled: true })).toBe(false);
    expect(mayCallOff({ status: "closed", settled: false })).toBe(false);
  });
});
