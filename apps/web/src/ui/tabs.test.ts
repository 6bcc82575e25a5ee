import { describe, expect, it } from "vitest";
import { tabAfterKey } from "./tabs";

describe("tabAfterKey", () => {
  it("moves right and left, wrapping around the row", () => {
    expect(tabAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabAfterKey("ArrowLeft", 0, 3)).toBe(2);
    expect(tabAfterKey("ArrowLeft", 2, 3)).toBe(1);
  });

  it("goes to the ends with Home and End", () => {
    expect(tabAfterKey("Home", 2, 3)).toBe(0);
    expect(tabAfterKey("End", 0, 3)).toBe(2);
  });

  it("ignores other keys and an empty row", () => {
    expect(tabAfterKey("Enter", 1, 3)).toBeNull();
    expect(tabAfterKey("a", 1, 3)).toBeNull();
    expect(tabAfterKey("ArrowRight", 0, 0)).toBeNull();
  });
});
