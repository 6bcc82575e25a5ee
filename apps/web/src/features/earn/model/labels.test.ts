import { describe, expect, it } from "vitest";
import { daysText, idParam, statusKey } from "./labels";

describe("labels", () => {
  it("names each order status", () => {
    expect(statusKey("active")).toBe("status.active");
    expect(statusKey("matured")).toBe("status.matured");
    expect(statusKey("redeemed")).toBe("status.redeemed");
    expect(statusKey("toString")).toBeNull();
    expect(statusKey("other")).toBeNull();
  });

  it("reads the plan id from the query", () => {
    expect(idParam("7")).toBe(7);
    expect(idParam("0")).toBeNull();
    expect(idParam("1.5")).toBeNull();
    expect(idParam("")).toBeNull();
    expect(idParam(null)).toBeNull();
  });

  it("shows days paid of days", () => {
    expect(daysText(3, 7)).toBe("3 / 7");
  });
});
