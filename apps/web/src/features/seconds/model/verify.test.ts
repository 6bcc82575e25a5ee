import { describe, expect, it } from "vitest";
import { checkTicks, expiryIndex } from "./verify";

const expires = "2026-03-05T10:00:30.000Z";
const expiry = Date.parse(expires);
const order = {
  open_tick: { seq: 10, price: "100.5", time: expiry - 30_200 },
  end_tick: { seq: 71, price: "101", time: expiry + 120 },
  expires_at: expires,
};
const around = [
  { seq: 69, price: "100.9", time: expiry - 880 },
  { seq: 70, price: "100.95", time: expiry - 380 },
  { seq: 71, price: "101.000", time: expiry + 120 },
  { seq: 72, price: "101.2", time: expiry + 620 },
];

describe("checking an order against the public tick log", () => {
  it("confirms both ticks and that the end tick is the first at or after the expiry", () => {
    expect(checkTicks(order, [{ seq: 10, price: "100.50", time: 0 }], around)).toEqual({
      open: true,
      end: true,
      first: true,
    });
  });

  it("notices a different price, a missing tick or an earlier tick past the expiry", () => {
    expect(checkTicks(order, [{ seq: 10, price: "100.4", time: 0 }], around).open).toBe(false);
    expect(checkTicks(order, [], around).open).toBe(false);
    const moved = around.map((t) => (t.seq === 71 ? { ...t, price: "101.01" } : t));
    expect(checkTicks(order, [], moved).end).toBe(false);
    const late = around.map((t) => (t.seq === 70 ? { ...t, time: expiry } : t));
    expect(checkTicks(order, [], late).first).toBe(false);
  });

  it("places the expiry among the ticks", () => {
    expect(expiryIndex(around, expires)).toBe(2);
    expect(expiryIndex(around.slice(0, 2), expires)).toBe(2);
  });
});
