import { describe, expect, it } from "vitest";
import { ruleSummary } from "./rules";

describe("ruleSummary", () => {
  it("lists every checked rule as holding when there is no violation", () => {
    const summary = ruleSummary([]);
    expect(summary).toHaveLength(6);
    expect(summary.every((line) => line.violations === 0)).toBe(true);
    expect(summary[0]).toEqual({ rule: "entry-balanced", violations: 0 });
  });

  it("counts violations per rule and keeps rules the console does not know", () => {
    const summary = ruleSummary([
      { rule: "no-negative-user", detail: '{"account":"u:7:change:available"}' },
      { rule: "no-negative-user", detail: '{"account":"u:8:change:available"}' },
      { rule: "hash-chain", detail: '{"id":12}' },
      { rule: "fee-balanced", detail: "{}" },
    ]);
    expect(summary.find((l) => l.rule === "no-negative-user")?.violations).toBe(2);
    expect(summary.find((l) => l.rule === "hash-chain")?.violations).toBe(1);
    expect(summary.find((l) => l.rule === "entry-balanced")?.violations).toBe(0);
    expect(summary.at(-1)).toEqual({ rule: "fee-balanced", violations: 1 });
  });
});
