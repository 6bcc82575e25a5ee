import { describe, expect, it } from "vitest";
import { keyedLock } from "./keyed-lock.ts";

describe("keyedLock", () => {
  it("runs tasks of one key in order and tasks of other keys alongside, even after a failure", async () => {
    const withLock = keyedLock();
    const log: string[] = [];
    const task =
      (name: string, ms: number, fail = false) =>
      async () => {
        log.push(`${name}:start`);
        await new Promise((r) => setTimeout(r, ms));
        log.push(`${name}:end`);
        if (fail) throw new Error(name);
        return name;
      };
    const results = await Promise.allSettled([
      withLock("a", task("a1", 20, true)),
      withLock("a", task("a2", 1)),
      withLock("b", task("b1", 5)),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "fulfilled", "fulfilled"]);
    expect(log.indexOf("a2:start")).toBeGreaterThan(log.indexOf("a1:end"));
    expect(log.indexOf("b1:start")).toBeLessThan(log.indexOf("a1:end"));
  });
});
