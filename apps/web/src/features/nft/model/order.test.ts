import { describe, expect, it } from "vitest";
import { orderStatusKey, payable, payLeft } from "./order";

const due = { status: "due" as const, pay_by: "2026-03-02T00:00:00Z" };
const at = (iso: string) => Date.parse(iso);

describe("a won auction's order", () => {
  it("counts down to its deadline on the server's clock", () => {
    expect(payLeft(due, at("2026-03-01T23:00:00Z"))).toBe(3_600_000);
    expect(payable(due, at("2026-03-01T23:00:00Z"))).toBe(true);
    expect(payLeft(due, at("2026-03-02T00:00:01Z"))).toBe(-1000);
    expect(payable(due, at("2026-03-02T00:00:00Z"))).toBe(false);
  });

  it("has nothing to pay once paid or forfeited", () => {
    expect(payLeft({ ...due, status: "paid" }, 0)).toBeNull();
    expect(payable({ ...due, status: "forfeited" }, 0)).toBe(false);
    expect(payLeft({ ...due, pay_by: "never" }, 0)).toBeNull();
  });

  it("names the statuses it knows", () => {
    expect(orderStatusKey("due")).toBe("due");
    expect(orderStatusKey("forfeited")).toBe("forfeited");
    expect(orderStatusKey("toString")).toBeNull();
  });
});
