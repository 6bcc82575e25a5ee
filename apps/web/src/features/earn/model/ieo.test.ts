import { describe, expect, it } from "vitest";
import {
  allocationUrl,
  awaitsServer,
  countdownOf,
  countdownParts,
  dueKey,
  formatSpan,
  hashInput,
  type IeoClockFields,
  isDue,
  isShort,
  isSubscriptionStatus,
  logoInitials,
  orderLimits,
  previewTokens,
  progressText,
  progressWidth,
  spanParts,
} from "./ieo";

const project: IeoClockFields = {
  status: "active",
  start_at: "2026-03-01T00:00:00.000Z",
  end_at: "2026-03-08T00:00:00.000Z",
  unlock_at: "2026-04-07T12:00:00.000Z",
  settled: false,
  released: false,
};
const at = (iso: string) => Date.parse(iso);

describe("a project's countdown", () => {
  it("counts to the start during the warm-up, to the end while in progress", () => {
    const now = at("2026-02-28T00:00:00Z");
    expect(countdownOf({ ...project, status: "warmup" }, now)).toEqual({
      kind: "startsIn",
      target: project.start_at,
      ms: 86_400_000,
    });
    expect(countdownOf(project, at("2026-03-07T23:59:59Z"))).toEqual({
      kind: "endsIn",
      target: project.end_at,
      ms: 1000,
    });
  });

  it("says the allocation runs, then counts to the unlock, then says the tokens are out", () => {
    const now = at("2026-03-08T00:00:01Z");
    expect(countdownOf({ ...project, status: "finished" }, now)).toEqual({ kind: "allocating" });
    expect(countdownOf({ ...project, status: "finished", settled: true }, now)).toMatchObject({
      kind: "unlocksIn",
      target: project.unlock_at,
    });
    expect(countdownOf({ ...project, status: "finished", settled: true, released: true }, now)).toEqual({
      kind: "released",
    });
    expect(countdownOf({ ...project, status: "closed" }, now)).toEqual({ kind: "closed" });
  });

  it("is due once its time is reached, and names that moment once", () => {
    const end = countdownOf(project, at(project.end_at));
    expect(isDue(end)).toBe(true);
    expect(awaitsServer(end)).toBe(true);
    expect(isDue(countdownOf(project, at(project.end_at) - 1))).toBe(false);
    expect(awaitsServer(countdownOf(project, at(project.start_at)))).toBe(false);
    expect(awaitsServer({ kind: "allocating" })).toBe(true);
    expect(awaitsServer({ kind: "released" })).toBe(false);
    expect(dueKey(7, end)).toBe(`7:endsIn:${project.end_at}`);
    expect(dueKey(7, { kind: "closed" })).toBe("");
  });

  it("shows days and a clock, rounding seconds up", () => {
    expect(countdownParts(0)).toEqual({ days: 0, clock: "00:00:00" });
    expect(countdownParts(-5000)).toEqual({ days: 0, clock: "00:00:00" });
    expect(countdownParts(Number.NaN)).toEqual({ days: 0, clock: "00:00:00" });
    expect(countdownParts(1)).toEqual({ days: 0, clock: "00:00:01" });
    expect(countdownParts(59_999)).toEqual({ days: 0, clock: "00:01:00" });
    expect(countdownParts(86_399_000)).toEqual({ days: 0, clock: "23:59:59" });
    expect(countdownParts(3 * 86_400_000 + 4 * 3_600_000 + 5 * 60_000 + 6000)).toEqual({
      days: 3,
      clock: "04:05:06",
    });
  });
});

describe("the lock period", () => {
  it("measures end to unlock in days, hours and minutes", () => {
    expect(spanParts(project.end_at, project.unlock_at)).toEqual({ days: 30, hours: 12, minutes: 0 });
    expect(spanParts(project.end_at, project.end_at)).toEqual({ days: 0, hours: 0, minutes: 0 });
    expect(spanParts("x", project.end_at)).toBeNull();
  });

  it("words it in the user's language", () => {
    expect(formatSpan(project.end_at, project.unlock_at, "en")).toBe("30 days 12 hours");
    expect(formatSpan(project.end_at, "2026-03-09T00:00:00Z", "en")).toBe("1 day");
    expect(formatSpan(project.end_at, "2026-03-08T01:30:00Z", "en")).toBe("1 hour 30 minutes");
    expect(formatSpan(project.end_at, project.end_at, "en")).toBe("0 minutes");
    expect(formatSpan(project.end_at, "2026-03-09T00:00:00Z", "de")).toBe("1 Tag");
    expect(formatSpan("bad", project.end_at, "en")).toBe("--");
  });
});

describe("the progress", () => {
  it("fills the bar up to 100 and shows the real figure", () => {
    expect(progressWidth("42.5")).toBe(42.5);
    expect(progressWidth("240.00")).toBe(100);
    expect(progressWidth(-1)).toBe(0);
    expect(progressWidth("x")).toBe(0);
    expect(progressText("240")).toBe("240.00 %");
    expect(progressText("240.00")).toBe("240.00 %");
    expect(progressText("33.339")).toBe("33.33 %");
    expect(progressText(12.5)).toBe("12.50 %");
    expect(progressText(null)).toBe("--");
  });
});

describe("the tokens an amount buys", () => {
  it("is ⌊amount × 10^decimals ÷ price⌋ token units, exactly", () => {
    expect(previewTokens("100", "0.1", 8)).toBe("1000");
    expect(previewTokens("100", "0.03", 2)).toBe("3333.33");
    expect(previewTokens("100", "0.03", 0)).toBe("3333");
    expect(previewTokens("1", "3", 6)).toBe("0.333333");
    expect(previewTokens("0.000001", "3", 6)).toBe("0");
    expect(previewTokens("12.5", "0.25", 4)).toBe("50");
  });

  it("is exact beyond float precision", () => {
    // 0.3 / 0.1 is 2.9999999999999996 in floats
    expect(previewTokens("0.3", "0.1", 0)).toBe("3");
    expect(previewTokens("99999999999.999999", "0.000001", 18)).toBe("99999999999999999");
    expect(previewTokens("123456789.123456", "1.5", 18)).toBe("82304526.082304");
  });

  it("answers null on a malformed amount or a price that is not positive", () => {
    expect(previewTokens("", "0.1", 8)).toBeNull();
    expect(previewTokens("abc", "0.1", 8)).toBeNull();
    expect(previewTokens("-1", "0.1", 8)).toBeNull();
    expect(previewTokens("1", "0", 8)).toBeNull();
    expect(previewTokens("1", "0.1", -1)).toBeNull();
  });
});

describe("one more order", () => {
  it("keeps one's total within the per-user limits", () => {
    expect(orderLimits("100", "1000", "0")).toEqual({ min: "100", max: "1000" });
    expect(orderLimits("100", "1000", "40")).toEqual({ min: "60", max: "960" });
    expect(orderLimits("100", "1000", "150.5")).toEqual({ min: "0", max: "849.5" });
    expect(orderLimits("100", "1000", "1000")).toEqual({ min: "0", max: "0" });
    expect(orderLimits("100", "x", "0")).toBeNull();
  });

  it("says when the account is short", () => {
    expect(isShort("50", "100")).toBe(true);
    expect(isShort("100", "100")).toBe(false);
    expect(isShort(undefined, "100")).toBe(false);
    expect(isShort("0", "0")).toBe(true);
  });
});

describe("labels and links", () => {
  it("reads the status", () => {
    expect(isSubscriptionStatus("allocated")).toBe(true);
    expect(isSubscriptionStatus("toString")).toBe(false);
  });

  it("shows a token's initials, links the published allocation, spells out the hash", () => {
    expect(logoInitials("abc")).toBe("AB");
    expect(logoInitials("X")).toBe("X");
    expect(logoInitials(" ")).toBe("?");
    expect(allocationUrl("https://bourse.test/api", 12)).toBe("https://bourse.test/api/ieo/12/allocation");
    expect(hashInput(12, 345, "f00d")).toBe("12:345:f00d");
  });
});
