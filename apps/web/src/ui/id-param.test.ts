import { describe, expect, it } from "vitest";
import { idParam } from "./id-param";

describe("idParam", () => {
  it("reads a positive integer id from the query", () => {
    expect(idParam("7")).toBe(7);
    expect(idParam("0")).toBeNull();
    expect(idParam("1.5")).toBeNull();
    expect(idParam("-3")).toBeNull();
    expect(idParam("")).toBeNull();
    expect(idParam(null)).toBeNull();
    expect(idParam("99999999999999999999")).toBeNull();
  });
});
