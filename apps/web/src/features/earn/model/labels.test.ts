import { describe, expect, it } from "vitest";
import { daysText, statusKey } from "./labels";

describe("labels", () => {
  it("names each order status", () => {
    expect(statusKey("active")).toBe("status.active");
    expect(statusKey("matured")).toBe("status.matured");
    expect(statusKey("redeemed")).toBe("status.redeemed");
    expect(statusKey("toString")).toBeNull();
    expect(statusKey("other")).toBeNull();
  });

  it("shows days paid of days", () => {
    expect(daysText(3, 7)).toBe("3 / 7");
  });
});
